/**
 * The organisation's name as the page states it, for the drafted Organization (and the trail's first step): what
 * its markup declares, og:site_name, its copyright line, its title's site part, its logo's alt text. Read for the
 * organisation, not a section of its site (docs/decisions/078): CNN's politics story is titled "… | CNN Politics"
 * and names its site "CNN".
 */
import type { Artifacts } from '../types';
import type { OrganizationIdentity } from './entities';
import { hostName, LEGAL_FORM, nameKey, TITLE_SEPARATOR } from '../computed/drafts';
import { compact, hostOf, siteKey } from '../computed/link-kinds';
import { pageSections } from '../computed/page-sections';
import { altWords } from '../gather/facts/alt-text';

/** A section's word after the organisation's name in og:site_name ("Larkpay Help Center"): the section, not the owner. */
const SECTION_SUFFIX =
  /\s+(?:help ?cent(?:er|re)|support(?: cent(?:er|re))?|knowledge ?base|documentation|docs|community|newsroom|blog)$/i;
/** The holder a footer's copyright line names: "© 2025 Tallyflow Ltd.", "Copyright © 2021 Wickham Candle Co.". */
const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:(?:©|copyright)\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s*)?(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60}?)(?=\s*(?:[.,|·]\s|\.?$|all rights|\d)|\s*\n)/iu;

/** A name that is the site's own: its host's name ("Northfield Roasters" of northfieldroasters.com), or within it. */
function namesHost(a: Artifacts, name: string | undefined): boolean {
  const host = nameKey(hostName(a.url));
  const key = nameKey(name);
  return host.length >= 3 && (key.includes(host) || (key.length >= 3 && host.includes(key)));
}

/** A name that holds the host's whole name ("CNN" of cnn.com; not "Prospect" of prospectmagazine.co.uk). */
function holdsHost(a: Artifacts, name: string): boolean {
  const host = nameKey(hostName(a.url));
  return host.length >= 3 && nameKey(name).includes(host);
}

/** "logo" and its words in an alt text ("Northfield Roasters logo", "Logo of Brightwell Tools"). */
const LOGO_WORDS = /\b(?:logo(?:type)?|wordmark|home ?page|home)\b(?:\s+(?:of|von|de)\b)?/giu;

/**
 * The words of a text that name the site: the first words that hold its host's name, without a tagline or a
 * section after them ("ELECOM LIFESTYLE INNOVATION" → "ELECOM", "CNN Politics" → "CNN"), else the whole text
 * when it is the host's name; null when it names another.
 */
function hostWords(a: Artifacts, text: string): string | null {
  const words = text.split(' ');
  const host = nameKey(hostName(a.url));
  for (let i = 1; i <= words.length && host.length >= 3; i++)
    if (nameKey(words.slice(0, i).join(' ')).includes(host)) return words.slice(0, i).join(' ');
  return text && namesHost(a, text) ? text : null;
}

/**
 * The name the site's logo gives in its alt text, in its header or footer ("Northfield Roasters logo"), when it
 * is the site's own name: a payment provider's or a client's logo ("PayPal Logo") names someone else.
 */
function logoName(a: Artifacts): string | null {
  for (const img of a.raw.images) {
    if (img.region !== 'chrome' || !img.alt || !/logo|wordmark/i.test(`${img.alt} ${img.src}`)) continue;
    const name = altWords(img.alt)
      .replace(LOGO_WORDS, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s|:–-]+|[\s|:–-]+$/g, '');
    const words = hostWords(a, name);
    if (words) return words;
  }
  return null;
}

/**
 * A name of the host followed by a section the page is in ("CNN Politics" at /politics/, "ITmedia PC USER" at
 * /pcuser/): the host's name. Not a name that the section's word completes ("The Times of India" at /india/).
 */
function withoutSection(a: Artifacts, name: string, sections: Set<string>): string {
  const words = name.split(' ');
  for (let i = words.length - 1; i >= 1; i--) {
    const head = words.slice(0, i).join(' ');
    if (sections.has(compact(words.slice(i).join(' '))) && holdsHost(a, head)) return head;
  }
  return name;
}

/** A name that is the host's own, and nothing more: "Reuters" of reuters.com, "MSNBC.com", not "痞客邦 PIXNET" of a blog there. */
function isHostName(a: Artifacts, name: string): boolean {
  const key = nameKey(name);
  const host = nameKey(hostName(a.url));
  const site = nameKey(siteKey(hostOf(a.url) ?? ''));
  return (host.length >= 3 && (key === host || key === `the${host}`)) || (site.length >= 4 && key === site);
}

/** The site's name as the title's site part gives it, without a section ("… | CNN Politics" → "CNN"). */
function titleSiteName(a: Artifacts, sections: Set<string>): string | null {
  const parts = (a.raw.title ?? '').replace(/\s+/g, ' ').split(TITLE_SEPARATOR).slice(1).reverse();
  // A part as written, without a separator left at the title's end ("… - BOOK☆WALKER -").
  const bare = (p: string) => p.replace(/^[\s|:–—\-－_]+|[\s|:–—\-－_]+$/gu, '');
  return parts.map((p) => withoutSection(a, bare(p), sections)).find((p) => isHostName(a, p)) ?? null;
}

/**
 * og:site_name's parts, as the page writes it (in value= too: CNN's `<meta name="og:site_name" value="CNN">`),
 * without a byline a theme wrote into it ("SIMPLYFOUND.COM | BY: JOE WEE"), a section's word ("Larkpay Help
 * Center", "ITmedia PC USER" at /pcuser/) or a part that is a section the page is in (Reuters' "U.S.", National
 * Geographic's "Magazine" at /magazine/); the part that names the host first ("Raw Story - Celebrating 18 Years …").
 */
function siteNameParts(a: Artifacts, sections: Set<string>): { naming: string | null; other: string | null } {
  const og = a.raw.og.siteName ?? a.raw.ogNonstandard.find((o) => o.property === 'og:site_name')?.text;
  const parts = (og ?? '')
    .split(TITLE_SEPARATOR)
    .map((p) => withoutSection(a, p.trim().replace(SECTION_SUFFIX, ''), sections))
    .filter((p) => p && !/^by\b/i.test(p) && !sections.has(compact(p)));
  return { naming: parts.find((p) => namesHost(a, p)) ?? null, other: parts[0] ?? null };
}

/**
 * The organisation's name: as the page declares it, else as its home page declares it, else as og:site_name names
 * the site (spelt as the title spells it: "miamiherald" → "Miami Herald"), else as the title's site part names the
 * host ("… | Reuters", "… | CNN Politics" → "CNN"), else og:site_name naming something else (a blog's name on its
 * host's subdomain), else the holder its copyright line names, else as its logo's alt text names it; never a
 * section of the site. Null when nothing names it.
 */
export function organisationName(a: Artifacts, org: OrganizationIdentity | null): string | null {
  const sections = pageSections(a.raw, a.document?.finalUrl || a.url);
  const site = siteNameParts(a, sections);
  const titled = titleSiteName(a, sections);
  const named = site.naming && titled && nameKey(titled) === nameKey(site.naming) ? titled : site.naming;
  // A holder that is a company ("… Ltd", "… Inc.") or the site's own name, not the people a page credits.
  const holder = COPYRIGHT.exec(a.raw.footerText ?? '')?.[1]?.trim();
  const company = !!holder && (LEGAL_FORM.test(holder) || namesHost(a, holder));
  return (
    org?.name ??
    a.siteHome?.organization?.name ??
    named ??
    titled ??
    site.other ??
    (company ? holder : null) ??
    logoName(a)
  );
}

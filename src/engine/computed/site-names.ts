/**
 * The names a page states for its site, read once for every use: the drafted Organization's name (and the trail's
 * first step) and the part of a title that is the site's, not the page's ("… | whitehouse.gov"). What its markup
 * declares, og:site_name, its title's site part, application-name, its copyright line, its logo. Read for the
 * organisation, not a section of its site (docs/decisions/078): CNN's politics story is titled "… | CNN Politics"
 * and names its site "CNN".
 */
import type { Artifacts } from '../types';
import type { OrganizationIdentity } from '../schema/entities';
import { compact, hostOf, isHomePath, sameSite, siteKey } from './link-kinds';
import { pageSections } from './page-sections';
import { altWords } from '../gather/facts/alt-text';

/**
 * What the names are read from: the page's facts and address, and what is known yet of its structured data, its
 * declared organisation and its home page (computed/authority.ts reads them before the organisation is settled).
 */
type SiteNameSource = Pick<Artifacts, 'url' | 'raw'> &
  Partial<Pick<Artifacts, 'document' | 'structuredData' | 'authority' | 'siteHome'>>;

/** Between a title's parts: "Page | Site", "Page – Site", "Page : Section : Site". */
/** What parts a title: a bar, dash or colon between spaces, a full-width bar ("｜"), an underscore after a space. */
export const TITLE_SEPARATOR = /\s+[|–—:\-－_]\s+|\s*｜\s*|\s+_/u;

/**
 * Where a full-width colon parts the title before the site's name ("…注意喚起：IPA 独立行政法人 情報処理推進機構" on
 * ipa.go.jp, its logo's label), else -1. Japanese titles also label a headline with it ("特集：…", "Feature: …"): it
 * parts off the site only when what follows is a name the page states for its site outside its title (og:site_name,
 * its organisation, the label of its picture linked to the home page).
 */
export function siteColonAt(a: SiteNameSource, title: string | null | undefined): number {
  const at = (title ?? '').lastIndexOf('：');
  if (at < 2) return -1;
  const tail = nameKey(title!.slice(at + 1));
  const names = [
    ...(ogSiteName(a) ?? '').split(TITLE_SEPARATOR),
    a.authority?.organization?.name,
    a.siteHome?.organization?.name,
    ...homePictureLabels(a),
  ];
  return tail.length >= 2 && names.some((n) => nameKey(n) === tail) ? at : -1;
}

/** The labels of the pictures linked to the site's home page (its logo: "IPA 独立行政法人 情報処理推進機構"). */
const homePictureLabels = (a: SiteNameSource): string[] =>
  a.raw.links.filter((l) => l.picture && isHomePath(l.href) && sameSite(l.href, a.url)).map((l) => l.text);

/**
 * The title's site part that the logo linked to the home page spells out whole, wherever the page sets the logo
 * (ipa.go.jp's header is a plain division: "…：IPA 独立行政法人 情報処理推進機構" and its logo's label).
 */
function titlePartOfLogo(a: SiteNameSource): string | null {
  const labels = new Set(homePictureLabels(a).map(nameKey));
  return titleSiteParts(a).find((p) => nameKey(p).length >= 2 && labels.has(nameKey(p))) ?? null;
}

/** The title's parts: at its separators, and at a full-width colon before the site's name (siteColonAt). */
export function titleParts(a: SiteNameSource, title: string | null | undefined): string[] {
  const t = title ?? '';
  const at = siteColonAt(a, t);
  const halves = at < 0 ? [t] : [t.slice(0, at), t.slice(at + 1)];
  return halves.flatMap((h) => h.split(TITLE_SEPARATOR));
}

/** A company's legal form, beside its name or left out of it ("NPO …", "… GmbH", "… Ltd", "株式会社…"). */
export const LEGAL_FORM =
  /\b(?:npo|inc|ltd|llc|llp|gmbh|corp|co|plc|ag|s\.?a|b\.?v|k\.?k|pty)\b\.?|特定非営利活動法人|一般社団法人|公益社団法人|一般財団法人|公益財団法人|株式会社|有限会社/iu;

/** A name compared without case, accents, spaces or punctuation ("Aktuálně.cz" ~ "aktualne"). */
export const nameKey = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The host's own name, its registrable part's first label (siteKey): "bbc" of www.bbc.co.uk, "nationalgeographic"
 * of news.nationalgeographic.com, "obamawhitehouse" of obamawhitehouse.archives.gov (not "archives").
 */
export function hostName(url: string): string | null {
  const host = hostOf(url);
  if (!host?.includes('.') || /^[\d.]+$|:/.test(host)) return null;
  return siteKey(host).split('.')[0];
}

/**
 * og:site_name, in content= or value=: written in value= it is still the site's own word on its name. An address
 * there (TMZ's "http://www.tmz.com") names no site: its title's "TMZ.com" does.
 */
export const ogSiteName = (a: SiteNameSource): string | null => {
  const named = a.raw.og.siteName ?? a.raw.ogNonstandard.find((o) => o.property === 'og:site_name')?.text ?? null;
  return named && /^\s*https?:\/\//i.test(named) ? null : named;
};

/** A section's word after the organisation's name in og:site_name ("Larkpay Help Center"): the section, not the owner. */
const SECTION_SUFFIX =
  /\s+(?:help ?cent(?:er|re)|support(?: cent(?:er|re))?|knowledge ?base|documentation|docs|community|newsroom|blog)$/i;
/** The holder a footer's copyright line names: "© 2025 Tallyflow Ltd.", "Copyright © 2021 Wickham Candle Co.". */
const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:(?:©|copyright)\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s*)?(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60}?)(?=\s*(?:[.,|·]\s|\.?$|all rights|\d)|\s*\n)/iu;

/** A name that is the site's own: its host's name ("Northfield Roasters" of northfieldroasters.com), or within it. */
function namesHost(a: SiteNameSource, name: string | undefined): boolean {
  const host = nameKey(hostName(a.url));
  const key = nameKey(name);
  return host.length >= 3 && (key.includes(host) || (key.length >= 3 && host.includes(key)));
}

/** A name that holds the host's whole name ("CNN" of cnn.com; not "Prospect" of prospectmagazine.co.uk). */
function holdsHost(a: SiteNameSource, name: string): boolean {
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
function hostWords(a: SiteNameSource, text: string): string | null {
  const words = text.split(' ');
  const host = nameKey(hostName(a.url));
  for (let i = 1; i <= words.length && host.length >= 3; i++)
    if (nameKey(words.slice(0, i).join(' ')).includes(host)) return words.slice(0, i).join(' ');
  return text && namesHost(a, text) ? text : null;
}

/**
 * A name of the host followed by a section the page is in ("CNN Politics" at /politics/, "ITmedia PC USER" at
 * /pcuser/): the host's name. Not a name that the section's word completes ("The Times of India" at /india/).
 */
function withoutSection(a: SiteNameSource, name: string, sections: Set<string>): string {
  const words = name.split(' ');
  for (let i = words.length - 1; i >= 1; i--) {
    const head = words.slice(0, i).join(' ');
    if (sections.has(compact(words.slice(i).join(' '))) && holdsHost(a, head)) return head;
  }
  return name;
}

/** A name that is the host's own, and nothing more: "Reuters" of reuters.com, "MSNBC.com", not "痞客邦 PIXNET" of a blog there. */
function isHostName(a: SiteNameSource, name: string): boolean {
  const key = nameKey(name);
  const host = nameKey(hostName(a.url));
  const site = nameKey(siteKey(hostOf(a.url) ?? ''));
  return (
    (host.length >= 3 && (key === host || key === `the${host}`)) ||
    (site.length >= 4 && key === site) ||
    key === wholeHostKey(a.url)
  );
}

/**
 * The host's labels without www and the public suffix, as one key: a name its subdomain and domain spell together
 * ("Nicolas Perriault" of nicolas.perriault.net), whose domain alone ("perriault") is only part of it.
 */
function wholeHostKey(url: string): string | null {
  const host = hostOf(url)
    ?.toLowerCase()
    .replace(/^www\d?\./, '');
  const registrable = host ? siteKey(host) : '';
  if (!host || !registrable.includes('.') || host === registrable) return null;
  const key = nameKey(host.slice(0, host.length - registrable.length + registrable.indexOf('.')));
  return key.length >= 4 ? key : null;
}

/** The site's name as the title's site part gives it, without a section ("… | CNN Politics" → "CNN"). */
function titleSiteName(a: SiteNameSource, sections: Set<string>): string | null {
  return (
    titleSiteParts(a)
      .map((p) => withoutSection(a, p, sections))
      .find((p) => isHostName(a, p)) ?? null
  );
}

/**
 * og:site_name's parts, as the page writes it (in value= too: CNN's `<meta name="og:site_name" value="CNN">`),
 * without a byline a theme wrote into it ("SIMPLYFOUND.COM | BY: JOE WEE"), a section's word ("Larkpay Help
 * Center", "ITmedia PC USER" at /pcuser/) or a part that is a section the page is in (Reuters' "U.S.", National
 * Geographic's "Magazine" at /magazine/); the part that names the host first ("Raw Story - Celebrating 18 Years …").
 */
function siteNameParts(a: SiteNameSource, sections: Set<string>): { naming: string | null; parts: string[] } {
  const parts = (ogSiteName(a) ?? '')
    .split(TITLE_SEPARATOR)
    .map((p) => withoutSection(a, p.trim().replace(SECTION_SUFFIX, ''), sections))
    .filter((p) => p && !/^by\b/i.test(p) && !sections.has(compact(p)));
  return { naming: parts.find((p) => namesHost(a, p)) ?? null, parts };
}

/** The title's parts after its first, last first, each as written without a separator left at its ends ("… - BOOK☆WALKER -"). */
function titleSiteParts(a: SiteNameSource): string[] {
  const parts = titleParts(a, a.raw.title?.replace(/\s+/g, ' ')).slice(1).reverse();
  return parts.map((p) => p.replace(/^[\s|:–—\-－_]+|[\s|:–—\-－_]+$/gu, '')).filter(Boolean);
}

/** The site part of the title that holds the name or is held in it ("The New York Times" of "New York Times"), as the title writes it. */
function titlePartNaming(a: SiteNameSource, name: string): string | null {
  const key = nameKey(name);
  if (key.length < 3) return null;
  return (
    titleSiteParts(a).find((p) => nameKey(p).length >= 3 && (nameKey(p).includes(key) || key.includes(nameKey(p)))) ??
    null
  );
}

/**
 * The name the site's logo gives: its alt text in the header or footer ("Northfield Roasters logo"), or the label of
 * its link to the home page ("New York Times Logo. Click to visit the homepage"), when it is the site's own name:
 * its host's, or a site part of its title (then as the title writes it: "… - The New York Times" on nytimes.com).
 * A payment provider's or a client's logo ("PayPal Logo") names someone else; a link's "Home" names no one.
 */
function logoName(a: SiteNameSource): string | null {
  const labels = [
    ...a.raw.images
      .filter((img) => img.region === 'chrome' && img.alt && /logo|wordmark/i.test(`${img.alt} ${img.src}`))
      .map((img) => altWords(img.alt!)),
    ...a.raw.links
      .filter((l) => l.picture && l.region === 'chrome' && isHomePath(l.href) && sameSite(l.href, a.url))
      .map((l) => l.text.split(/\.\s/)[0]),
  ];
  for (const label of labels) {
    const name = label
      .replace(LOGO_WORDS, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s|:–-]+|[\s|:–-]+$/g, '');
    const words = hostWords(a, name) ?? titlePartNaming(a, name);
    if (words) return words;
  }
  return null;
}

/**
 * The names the site gives itself as an app or a home-screen shortcut (application-name, then
 * apple-mobile-web-app-title), where its host or its title names it too ("Whitehouse" on
 * obamawhitehouse.archives.gov, "Sports Illustrated" on si.com): not a page's title a CMS wrote there (MSN's "This
 * Is Your Brain On Sad Movies; Plus 5 Films To Cry To") nor a tagline (heise's "Magazin rund um Apple", Yahoo's "… -
 * Latest News & Headlines"), nor a section the page is in (New York's "Intelligencer" at /intelligencer/).
 */
function appNames(a: SiteNameSource, sections: Set<string>): string[] {
  return (a.raw.appNames ?? [])
    .flatMap((n) => n.split(TITLE_SEPARATOR))
    .map((n) => withoutSection(a, n.replace(/\s+/g, ' ').trim(), sections))
    .filter((n) => !sections.has(compact(n)) && (namesHost(a, n) || !!titlePartNaming(a, n)));
}

/**
 * The names the page states for its site, most trusted first, each once: as the page declares it (the drafted
 * node's organisation, the publisher its markup names), as its home page declares it, as og:site_name names the site
 * (spelt as the title spells it: "miamiherald" → "Miami Herald"), as the title's site part names the host ("… |
 * Reuters", "… | CNN Politics" → "CNN"), og:site_name naming something else (a blog's name on its host's subdomain)
 * and its other parts (a tagline a title may end with: "… — Postlight — Digital Strategy, Design and Engineering"),
 * its WebSite node's name, its app's name, the company its copyright line names, its logo's; never a section of
 * the site. The first is the drafted Organization's name; every one is a site part a title may end with.
 */
export function statedSiteNames(a: SiteNameSource, declared: string | null = null): string[] {
  const sections = pageSections(a.raw, a.document?.finalUrl || a.url);
  const site = siteNameParts(a, sections);
  const titled = titleSiteName(a, sections);
  const named = site.naming && titled && nameKey(titled) === nameKey(site.naming) ? titled : site.naming;
  const website = a.structuredData?.entities.find((e) => e.knownTypes.includes('WebSite') && e.node?.name)?.node?.name;
  // A holder that is a company ("… Ltd", "… Inc.") or the site's own name, not the people a page credits.
  const holder = COPYRIGHT.exec(a.raw.footerText ?? '')?.[1]?.trim();
  const company = !!holder && (LEGAL_FORM.test(holder) || namesHost(a, holder));
  const names = [
    declared,
    a.authority?.organization?.name,
    a.siteHome?.organization?.name,
    named,
    titled,
    ...site.parts,
    titlePartOfLogo(a),
    typeof website === 'string' ? website : null,
    ...appNames(a, sections),
    company ? holder : null,
    logoName(a),
  ];
  // A title of a headline and the site's part is no name of the site: WIRED's `<title itemprop="name">` names its
  // WebSite "Airplane Tires Don't Explode on Landing Because They Are Pumped! | WIRED" (a title that is the site's
  // name alone, Quanta Magazine's, is its name).
  const own = new Set(titleSiteParts(a).length ? [nameKey(a.raw.title)] : []);
  const out = new Map<string, string>();
  for (const n of names) {
    const name = n?.replace(/\s+/g, ' ').trim() ?? '';
    const key = nameKey(name);
    if (key && !own.has(key) && !out.has(key)) out.set(key, name);
  }
  return [...out.values()];
}

/** The organisation's name: the first the page states for its site (statedSiteNames); null when nothing names it. */
export const organisationName = (a: SiteNameSource, org: OrganizationIdentity | null): string | null =>
  statedSiteNames(a, org?.name ?? null)[0] ?? null;

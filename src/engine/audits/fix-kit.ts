/**
 * What the fixes are written with: the page's address, host and origin, its own headings, sentences and
 * site links, lists that say how many more there are, and attribute values escaped for a tag. Every value
 * comes from the page; nothing here writes text of its own. Audits import their types from here, so one
 * line follows the engine's type module when it moves.
 */
import type { Artifacts, Fix, Heading, JsonLdNeed } from '../types';
import { NotYetGathered } from '../errors';
import { articleHeadingMatcher, linkListHeadingMatcher } from '../computed/article-text';
import { isCitationEntry, sentencePieces } from '../computed/sentences';
import { pageHeadline, statedSiteName } from '../computed/drafts';
import { isDateLine } from '../computed/no-sentence-lines';
import { LINKS_KEPT } from '../gather/facts/elements';
import { localLabel } from './local-labels';

export type { Artifacts, Fix };

/**
 * `{ fix }` (with the JSON-LD the fix needs, if any) for spreading into an audit's output, or `{}` (the
 * audit's default fix) when the page's facts could not be read into one: a fix never turns a scored audit
 * into an error.
 */
export function fixOf(build: () => (Fix & { jsonLd?: JsonLdNeed[] }) | null): { fix?: Fix; jsonLd?: JsonLdNeed[] } {
  try {
    const built = build();
    if (!built) return {};
    const { jsonLd, ...fix } = built;
    return jsonLd?.length ? { fix, jsonLd } : { fix };
  } catch (e) {
    // Not an error of the fix: the audit is read again once every artifact is in.
    if (e instanceof NotYetGathered) throw e;
    return {};
  }
}

/** The address the page was read at (after redirects). */
export const pageUrlOf = (a: Artifacts): string => a.document?.finalUrl || a.url;

/** `https://example.com` (no trailing slash), or null when the address does not parse. */
export function originOf(a: Artifacts): string | null {
  try {
    return new URL(pageUrlOf(a)).origin;
  } catch {
    return null;
  }
}

/** `www.example.com`, or the address itself when it does not parse. */
export function siteHost(a: Artifacts): string {
  try {
    return new URL(pageUrlOf(a)).hostname;
  } catch {
    return pageUrlOf(a);
  }
}

/** An image or link address made absolute against the page (kept as written when it does not parse). */
export function absolute(src: string, base: string): string {
  try {
    return new URL(src, base).toString();
  } catch {
    return src;
  }
}

/** `a, b and c`, or `a, b, c and 4 more` past `max`. */
export function listed(xs: string[], max = 10): string {
  if (xs.length <= 1) return xs[0] ?? '';
  const shown = xs.slice(0, max);
  if (xs.length > max) return `${shown.join(', ')} and ${xs.length - max} more`;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The indefinite article for a word. */
const an = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** A value for a double-quoted HTML attribute. */
export const attr = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `"text"`, cut at a word boundary past `max` characters. */
export function q(text: string, max = 120): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return `"${t}"`;
  const cut = t.slice(0, max);
  return `"${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:–-]+$/, '')}…"`;
}

/** Whether Readability's article holds a heading: several audits ask about the same headings, so once per analysis. */
const articleTests = new WeakMap<Artifacts, (s: string) => boolean>();
function inArticle(a: Artifacts, text: string): boolean {
  let test = articleTests.get(a);
  if (!test) articleTests.set(a, (test = articleHeadingMatcher(a.content.usedReadability ? a.content.mainText : null)));
  return test(text);
}

/** Whether a heading of Readability's article heads only links or nothing (linkListHeadingMatcher), once per analysis. */
const linkListTests = new WeakMap<Artifacts, (h: Heading) => boolean>();
function headsLinkList(a: Artifacts, h: Heading): boolean {
  let test = linkListTests.get(a);
  if (!test) {
    const article = a.content.usedReadability ? a.content.mainText : null;
    const links = a.raw.links.map((l) => l.text);
    linkListTests.set(a, (test = linkListHeadingMatcher(article, a.raw.headings, links)));
  }
  return test(h);
}

/**
 * The headings of the page's main content at these levels (those Readability kept outside boilerplate when the main
 * region has none), deduplicated: not a dateline, nor a heading over a list of other pages that Readability kept
 * (headsLinkList).
 */
export function mainHeadings(a: Artifacts, levels = [2, 3]): readonly Heading[] {
  // Several fixes ask, and a catalogue has hundreds of headings to test: once per analysis and levels.
  const known = mainHeadingsRead.get(a) ?? mainHeadingsRead.set(a, new Map()).get(a)!;
  const key = levels.join();
  let found = known.get(key);
  if (!found) known.set(key, (found = readMainHeadings(a, levels)));
  return found;
}
const mainHeadingsRead = new WeakMap<Artifacts, Map<string, readonly Heading[]>>();

/** Whether a heading heads the article's own text (not a dateline, nor a list of links): each heading tested once. */
const contentVerdicts = new WeakMap<Artifacts, Map<Heading, boolean>>();
function headsContent(a: Artifacts, h: Heading, text: string): boolean {
  const known = contentVerdicts.get(a) ?? contentVerdicts.set(a, new Map()).get(a)!;
  let yes = known.get(h);
  if (yes === undefined) known.set(h, (yes = inArticle(a, text) && !isDateLine(text) && !headsLinkList(a, h)));
  return yes;
}

function readMainHeadings(a: Artifacts, levels: number[]): readonly Heading[] {
  // When Readability found the article, a heading of the main region it left out (related stories, promos) is not the content's.
  const pick = (regions: string[]) => {
    const seen = new Set<string>();
    return a.raw.headings.filter((h, i) => {
      const t = h.text.trim();
      if (!t || !levels.includes(h.level) || !regions.includes(a.raw.headingRegions[i] ?? 'main') || seen.has(t))
        return false;
      if (!headsContent(a, h, t)) return false;
      seen.add(t);
      return true;
    });
  };
  const main = pick(['main']);
  // Outside the main region, only a heading Readability kept is the content's: where the region is the content
  // (Twitter's <main>), a heading beside it is the app's (its location dialog "Add a location to your Tweets").
  return main.length || !a.content.usedReadability ? main : pick(['body']);
}

/**
 * The writer's page the byline links (an author page, a profile), when the byline names the page's author:
 * read whatever told the author's name (a byline, `<meta name="author">`, JSON-LD).
 */
export function authorPageOf({ authority: a, raw }: Artifacts): string | null {
  if (!a.author || !raw.bylineUrl) return null;
  const named = a.authorSource?.startsWith('byline') || raw.bylineText?.toLowerCase().includes(a.author.toLowerCase());
  return named ? raw.bylineUrl : null;
}

/** What the page is about in its own words: the first part of its title (before " | Site"), else its H1. */
export function topicOf(a: Artifacts): string | null {
  // A title that is the headline and the site's name after any separator ("… : The Two-Way : NPR", "… · V8").
  const headline = pageHeadline(a);
  const title = a.raw.title?.replace(/\s+/g, ' ').trim();
  const rest = headline && title?.startsWith(headline) ? title.slice(headline.length) : '';
  if (headline && headline.split(' ').length >= 3 && /^\s+(?:[^\p{L}\p{N}\s]{1,3}\s|\[)/u.test(rest)) return headline;
  // The title's part that is the site's name is no topic: a diary titled "高木浩光＠自宅の日記 - 改正NICT法がプチ炎上…",
  // its H1 the diary's name, is about the entry after it.
  const site = statedSiteName(a)?.toLowerCase();
  const parts = title?.split(/\s+[|–—·]\s+|\s+-\s+/).map((p) => p.trim()) ?? [];
  const t = parts.find((p) => p && p.toLowerCase() !== site) ?? parts[0];
  if (t && t.split(/\s+/).length >= 3) return t;
  return headline || t || null;
}

/** `the sections "A", "B" and "C"` of the main content, or null when it has no H2/H3. */
export function sectionsOf(a: Artifacts, max = 4): string | null {
  const hs = mainHeadings(a).map((h) => q(h.text, 60));
  return hs.length ? `${hs.length === 1 ? 'the section' : 'the sections'} ${listed(hs, max)}` : null;
}

/** A sentence in the page's own voice: one that quotes someone ("“Video is…,” says Litt") is theirs to word. */
export const ownVoice = (sentence: string): boolean => !/["“”„«»「」]/.test(sentence);

/**
 * The main text's sentences of 5 words or more, in page order (computed/sentences.ts, which keeps the last text's);
 * a reference list's entries are citations, not sentences.
 */
export const sentencesOf = (text: string): string[] =>
  sentencePieces(text)
    .filter((p) => p.ended && p.text.split(' ', 5).length >= 5 && !isCitationEntry(p.text))
    .map((p) => p.text);

/**
 * Texts of the site's header, footer and menu links on this page (deduplicated, short labels): the menu's own
 * links from the top, or the footer's from the bottom (`footer`: its marked footer's, else up to the content's links), to the
 * owner's other sites too ("Jobs" at dropbox.com), never a table of contents' jumps within the page.
 */
export function chromeLinkTexts(a: Artifacts, { footer = false, max = 6 } = {}): string[] {
  const out: string[] = [];
  const page = a.raw.pageUrl.replace(/#.*$/, '');
  // The footer's links where the page marks its footer, else the last of the site's links before the content's.
  const marked = footer ? a.raw.links.filter((l) => l.footer) : [];
  for (const l of footer ? [...(marked.length ? marked : a.raw.links)].reverse() : a.raw.links) {
    // An icon's title and its label side by side ("Facebook Facebook") say one name.
    const t = l.text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(.+) \1$/, '$1');
    // Up from the bottom, the footer ends where the content's links begin.
    if (footer && out.length && (l.region === 'main' || l.region === 'body')) break;
    // A letter alone (an A-Z index's "V") says nothing of where its link goes.
    if (l.region !== 'chrome' || !(l.internal || footer) || t.length < 2 || t.length > 30 || out.includes(t)) continue;
    if (l.href.replace(/#.*$/, '') === page) continue;
    out.push(t);
    if (out.length >= max) break;
  }
  return footer ? out.reverse() : out;
}

/** Where site-wide links go on this page: its <footer>, or the bottom of the page when it has none. */
export const footerPlace = (a: Artifacts): string =>
  a.raw.landmarks.footer ? 'the <footer>' : 'the bottom of every page (this page has no <footer> element)';

/** A sitemap address of the same site whose path matches, e.g. the site's About page. */
export function sitemapPage(a: Artifacts, path: RegExp): string | null {
  const origin = originOf(a);
  if (!origin || !a.sitemap?.urls.length) return null;
  return (
    a.sitemap.urls.find((u) => {
      try {
        const x = new URL(u);
        return x.origin === origin && path.test(x.pathname);
      } catch {
        return false;
      }
    }) ?? null
  );
}

/** The fix for a site page nobody links to (About, Privacy): what was looked for, on which site, and where the link goes. */
export function sitePageFix(
  a: Artifacts,
  page: { name: string; label: 'About' | 'Privacy policy'; looked: string; path: RegExp; create: string },
): Fix {
  const host = siteHost(a);
  const label = localLabel(a, page.label);
  const known = sitemapPage(a, page.path);
  const nav = chromeLinkTexts(a, { footer: true });
  const beside = nav.length
    ? `, beside the links this page already has there (${listed(
        nav.map((t) => `"${t}"`),
        6,
      )})`
    : '';
  return {
    title: `Link to ${known ? `${host}'s ${page.name} page` : `${an(page.name)} ${page.name} page of ${host}`}`,
    description: `None of the ${a.raw.links.length >= LINKS_KEPT ? `${LINKS_KEPT} links read on this page (its first and last ones)` : `${a.raw.links.length} links on this page`} leads to ${an(page.name)} ${page.name} page of ${host} (${page.looked}).${known ? ` The site's sitemap lists ${known}.` : ''}`,
    stepByStep: [
      known ? `Use the page the sitemap lists: ${known}.` : page.create,
      known
        ? `Link it from ${footerPlace(a)}${beside}: <a href="${attr(known)}">${label}</a>`
        : `Link it from ${footerPlace(a)}${beside}, with the text "${label}".`,
      'Re-run this analysis.',
    ],
  };
}

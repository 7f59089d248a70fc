/**
 * Ready-to-use artefacts built from the page's own data, for the fixes: a meta description drafted
 * from the main content (extractive, deterministic), a title, and a draft llms.txt from the site's
 * sitemap and navigation. Never invented text: every word comes from the page.
 */
import type { Artifacts } from '../types';
import { displayWidth } from '../gather/facts/dom';
import { brandTokens, compact, isHomePath, sameSite } from './link-kinds';
import { hostName, nameKey, ogSiteName, siteColonAt, statedSiteNames, titleParts, TITLE_SEPARATOR } from './site-names';
import { oncePerAnalysis } from './once-per-analysis';
import { detectPageType } from './page-type';
import { shownPrice } from './shown-offer';
import { isAdLine, isCreditsLine, isDateLine } from './no-sentence-lines';
import { draftSentences, listOfTimes } from './draft-sentences';
import { allMatches } from './all-matches';

/**
 * A reference mark glued to the text ("[1]", "[note 3]", "[citation needed]") with the page it cites (MediaWiki's
 * {{rp}}: "…from the previous loop.[1]: 207 The list provides…"): no part of a sentence, and a draft that kept the
 * page would start "207 The list provides…".
 */
const REFERENCE_MARK = /(?<=\S)\[(?:\d{1,3}|[a-z]|(?:n|note|nb) \d{1,3}|citation needed)\](?::\s?\d[\d,–-]*)?/gi;

/** Words a description should not end on before its ellipsis ("…at Carnegie Mellon University in…"). */
const DANGLING =
  /\s+(?:a|an|the|and|or|but|of|in|on|at|to|for|with|by|from|as|than|that|which|its|their|his|her|our|your)$/i;

/**
 * Cuts a description to `max` result-page characters (a CJK character counts two): at its last sentence end
 * when that keeps at least half of it (no ellipsis), else at a clause boundary (comma, semicolon, colon or
 * dash) that keeps 60%, else at a word boundary without a dangling "in", "of" or "the"; "…" marks a cut.
 */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (displayWidth(t) <= max) return t;
  let end = 0;
  for (let width = 0; end < t.length; end++) {
    width += displayWidth(t[end]);
    if (width > max - 1) break;
  }
  const cut = t.slice(0, end);
  const lastOf = (re: RegExp) => Math.max(-1, ...allMatches(re, cut).map((m) => m.index + m[0].length));
  const sentenceEnd = lastOf(/[.!?]+(?=\s)|[。！？]/g);
  if (sentenceEnd >= end / 2) return cut.slice(0, sentenceEnd).trim();
  const clause = lastOf(/(?:[,;:、]|\s[–—-])(?=\s)/g);
  const space = cut.lastIndexOf(' ');
  const at = clause >= end * 0.6 ? clause : space >= end / 2 ? space : end;
  let kept = cut.slice(0, at).replace(/[\s,;:–—、-]+$/, '');
  while (DANGLING.test(kept)) kept = kept.replace(DANGLING, '');
  return `${kept}…`;
}

/** The permalink or edit link a docs or wiki engine writes after a heading ("Setting up¶", "History[edit]"). */
const PERMALINK = /(?:\s*(?:¶|#|🔗|\[(?:edit|編集|modifier|bearbeiten|editar)[^\]]*\]))/iu;
const PERMALINK_AT_END = new RegExp(`${PERMALINK.source}\\s*$`, 'iu');
/** A heading's words without its permalink. */
const headingWords = (t: string) => t.replace(/\s+/g, ' ').replace(PERMALINK_AT_END, '').trim();

/** A breadcrumb trail at the start of the text ("Home > Fables > January > The Greedy Dog"), with its last crumb. */
const BREADCRUMB = /^(?:[^>›»\n]{1,40}\s[>›»]\s)+[^\s>›»]{1,40}\s/;

/** A block of running words (eight, or twenty CJK characters) that is no list of times. */
const isProse = (block: string) =>
  ((block.match(/\p{L}{2,}/gu)?.length ?? 0) >= 8 ||
    (block.match(/[\u3040-\u30ff\u4e00-\u9fff]/g)?.length ?? 0) >= 20) &&
  !listOfTimes(block);

/**
 * The main text from the piece's headline on: what comes before it in the main text (a blog's tagline, its
 * "previous post" links, a breadcrumb) describes the site, not the page. The headline starts a line: a section
 * heading that repeats the title's words ("Be the thermostat" under "Three Ways to Be the Thermostat") is not
 * looked for inside the sentence that quotes them.
 */
function fromHeadline(a: Artifacts, text: string): string {
  const parts = [a.raw.title, a.raw.og.title].flatMap((t) =>
    titleParts(a, t).map((p) => p.replace(/\s+/g, ' ').trim().toLowerCase()),
  );
  // Most of a part of the title: a section heading that repeats a few of its words ("Be the thermostat" under
  // "Three Ways to Be the Thermostat") is no headline.
  const isHeadline = (t: string) => parts.some((p) => p.includes(t.toLowerCase()) && t.length >= p.length * 0.6);
  for (const h of a.raw.headings.slice(0, 30)) {
    const t = headingWords(h.text);
    if (t.length < 8 || !isHeadline(t)) continue;
    const at = `\n${text}`.indexOf(`\n${t}`);
    if (at >= 0 && at < 3000) return text.slice(at);
  }
  return text;
}

/**
 * A line of the main text without the picture caption it is or begins with: a caption set first in the article
 * (Slate's "Then-nominee Donald Trump speaks at a rally on Sept. 28 in Waukesha, Wisconsin.") says what a photo
 * shows, not what the page is about. A line found inside a caption is a part of it (its credit set apart).
 */
function withoutCaption(line: string, captions: readonly string[]): string {
  for (const caption of captions) {
    if (caption.includes(line)) return '';
    if (caption.length >= 20 && line.startsWith(caption)) return line.slice(caption.length).trim();
  }
  return line;
}

/** What may follow a heading glued to the text after it: its permalink mark, then a capital. */
const GLUED_TAIL = new RegExp(`${PERMALINK.source}?(?=\\s*\\p{Lu})`, 'uy');

/** The text with each place where the heading runs into a capitalised sentence ("…to orderCrumbs is…") parted by a space. */
function withoutGluedHeading(text: string, heading: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(heading); at >= 0; at = text.indexOf(heading, at)) {
    GLUED_TAIL.lastIndex = at + heading.length;
    const tail = GLUED_TAIL.exec(text);
    if (!tail) {
      at += 1;
      continue;
    }
    out += `${text.slice(from, at)} `;
    from = at = GLUED_TAIL.lastIndex;
  }
  return out + text.slice(from);
}

/** Enough of the text for a draft's first sentences: each line read costs the analysis' own thread. */
const DRAFT_SOURCE_CHARS = 8000;

/** The text's first lines that may hold a sentence: not a caption, an ad, a date or the credits. */
function sentenceLines(a: Artifacts, text: string): string {
  const captions = a.raw.captionTexts ?? [];
  const kept: string[] = [];
  let length = 0;
  for (const raw of text.split('\n')) {
    const line = withoutCaption(raw.trim(), captions);
    if (!line || isAdLine(line) || isDateLine(line) || isCreditsLine(line)) continue;
    kept.push(line);
    length += line.length + 1;
    if (length >= DRAFT_SOURCE_CHARS) break;
  }
  return kept.join('\n');
}

/** The first sentences of the main content that fit 70-155 characters (the description, Open Graph and JSON-LD fixes ask). */
export const draftDescription = oncePerAnalysis(describe);
function describe(a: Artifacts): string | null {
  let text = a.content.mainText
    .slice(0, 20_000)
    .replace(/[^\S\n]+/g, ' ')
    .trim()
    .replace(BREADCRUMB, '')
    .replace(REFERENCE_MARK, '');
  text = sentenceLines(a, fromHeadline(a, text));
  // A heading glued to the text after it ("…to orderCrumbs is…", a table of contents listing the headings) is no part of a sentence.
  for (const h of a.raw.headings.slice(0, 50)) {
    const t = headingWords(h.text);
    if (t.length >= 3 && text.includes(t)) text = withoutGluedHeading(text, t).trim();
  }
  text = text.replace(/^(?:Contents|Table of contents|目次|Inhalt|Sommaire)\s+/i, '');
  if (!text) return null;
  let out = '';
  let first: string | undefined;
  for (const s of draftSentences(text)) {
    first ??= s;
    const next = out ? `${out} ${s}` : s;
    // Too short alone, too long with the next sentence: the two, cut at a word ("Welcome to cron.weekly issue #130.
    // There's quite a bit of news from Github this week, together with…").
    if (displayWidth(next) > 155) {
      if (out && displayWidth(out) < 70) out = clip(next, 155);
      break;
    }
    out = next;
    if (displayWidth(out) >= 70) break;
  }
  // Without a sentence of five words, a paragraph of words (not a list of chapters and times) is cut to fit.
  if (!out) out = clip(first ?? text.split('\n').find(isProse) ?? '', 155);
  return displayWidth(out) >= 30 ? out : null;
}

/**
 * The site's name as the page states it: og:site_name, else the title's last part ("… : The Two-Way : NPR"),
 * else the host; null when there is none (an address such as 127.0.0.1 is no name).
 */
export function statedSiteName(a: Artifacts): string | null {
  let host: string | null = null;
  try {
    host = new URL(a.document.finalUrl).hostname.replace(/^www\./, '');
  } catch {
    /* no host to name it */
  }
  const parts = titleParts(a, a.raw.title).map((p) => p.trim());
  // A byline a theme wrote into og:site_name ("SIMPLYFOUND.COM | BY: JOE WEE") is no part of the name.
  const og = ogSiteName(a);
  if (og) {
    const ogParts = og.split(TITLE_SEPARATOR);
    const own = ogParts.filter((p) => !/^by\b/i.test(p.trim()));
    const site = nameKey(hostName(a.document.finalUrl));
    const isSite = (p: string) => nameKey(p).length >= 3 && site.includes(nameKey(p));
    // A tagline written after the name ("Postlight — Digital Strategy, Design and Engineering") is no part of it.
    // The longest part the host holds: "Newsweek" of "News | Newsweek" on newsweek.com, not "News".
    const named =
      own.length > 1
        ? own
            .filter(isSite)
            .sort((x, y) => nameKey(y).length - nameKey(x).length)[0]
            ?.trim()
        : undefined;
    const stated = named ?? (own.length < ogParts.length ? own.join(' | ') : og);
    // A section written into og:site_name (Reuters' "U.S." on reuters.com) yields to the title's part that is the
    // host's own name ("… | Reuters"; not a subdomain's "News" on news.valleytimes.example).
    const titled = parts.length > 1 ? parts.slice(1).find(isSite) : undefined;
    return titled && !isSite(stated) && !nameKey(stated).includes(nameKey(titled)) ? titled : stated;
  }
  if (parts.length > 1) {
    // The part that is the host's name, before a tagline after it ("… - Raw Story - Celebrating 18 Years of …").
    const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const names = (p: string) => key(p).length >= 3 && !!host && key(host).includes(key(p));
    const named = parts.slice(1).find(names);
    return named ?? (siteFirst(a, parts) ? parts[0] : parts[parts.length - 1]);
  }
  return !host || /^[\d.]+$|^\[/.test(host) ? null : host;
}

/**
 * A title written "Site - Post": its first part is the host's name (a word or two, no figures: "O'Reilly Japan -
 * Head First はじめてのプログラミング" on oreilly.co.jp, not a record's id "JVNDB-2018-013542"), or its last part,
 * the longer, is a heading under the H1 its first part is (a diary's "高木浩光＠自宅の日記 - 改正NICT法がプチ炎上…",
 * the entry's H3 below the diary's name, its H1, and the day's H2).
 */
function siteFirst(a: Artifacts, parts: string[]): boolean {
  const [first, last] = [nameKey(parts[0]), nameKey(parts[parts.length - 1])];
  const host = nameKey(hostName(a.document.finalUrl));
  if (host.length >= 3 && first.includes(host) && first.length <= host.length + 10 && !/\d/.test(first))
    return !last.includes(host);
  // The site's name as the content's H1, the entry's title a heading under it, not right after it (that is a
  // subtitle: Medium's H1 "What is the future?" then its H2); and the entry's the longer part.
  if (parts.length !== 2 || last.length <= first.length || nameKey(a.raw.og.title) === first) return false;
  const main = a.raw.headings
    .filter((h, i) => a.raw.headingRegions[i] === 'main')
    .map((h) => ({ ...h, key: nameKey(h.text) }));
  const h1 = main.findIndex((h) => h.level === 1 && h.key === first);
  const entry = main.findIndex((h) => (h.level === 2 || h.level === 3) && h.key === last);
  return h1 >= 0 && entry > h1 + 1;
}

/**
 * A title over 60 characters shortened by its own last part when that part is the site's name
 * ("… Purple Rain Lyrics | Genius Lyrics"): the page's own words kept, artist and all. Null when that is
 * not enough, or the title names no site.
 */
export function titleWithoutSiteName(a: Artifacts): string | null {
  const title = a.raw.title?.trim() ?? '';
  const parts = lastTitlePart(a, title);
  // The site's name, and og:site_name whole when the name is a part of it, before a tagline ("Postlight — Digital
  // Strategy, …"); not an og:site_name the title's site part overrides (Reuters' "U.S.").
  const stated = statedSiteName(a);
  const og = ogSiteName(a);
  const names = [stated, stated && og?.includes(stated) ? og : null].flatMap((n) => (n ? [n.toLowerCase()] : []));
  if (!parts || !names.length || displayWidth(title) <= 60) return null;
  const tail = parts.tail.toLowerCase();
  if (!names.some((name) => tail.includes(name) || name.includes(tail))) return null;
  // A section between the headline and the site's name ("… : スポーツ : 読売新聞オンライン") goes too, where the first
  // part is the page's own headline (its H1, H2 or og:title); a story's chapter keeps its work's name after it.
  const first = parts.head.split(TITLE_SEPARATOR)[0].trim();
  // A blog's headline may be its H2 under the site's H1 ("Hi, I'm Nicolas."): any heading that says the first part.
  const headlines = [a.raw.og.title, ...a.raw.headings.filter((h) => h.level <= 2).map((h) => h.text)];
  const head =
    first !== parts.head &&
    displayWidth(first) >= 30 &&
    detectPageType(a).type !== 'fiction' &&
    headlines.some((h) => h && nameKey(h) === nameKey(first))
      ? first
      : parts.head;
  return displayWidth(head) >= 30 && displayWidth(head) <= 60 ? head : null;
}

/**
 * The ending a title too long loses in `titleWithoutSiteName`, when it is the site's name or part of it ("- BBC News"),
 * not a section or a forum that bears it (": AskReddit", "| Code | Nicolas Perriault"); else null (decision 130).
 */
export function siteNameEnding(a: Artifacts): string | null {
  const subject = titleWithoutSiteName(a);
  if (!subject) return null;
  const ending = a.raw.title!.trim().slice(subject.length).trim();
  const key = nameKey(ending);
  // The name, part of it, or the name then more of it ("BBC" in "- BBC News").
  const opensWith = (n: string) => key.startsWith(nameKey(n));
  return key && statedSiteNames(a).some((n) => nameKey(n).includes(key) || (nameKey(n).length >= 3 && opensWith(n)))
    ? ending
    : null;
}

const TITLE_SEPARATOR_ALL = new RegExp(TITLE_SEPARATOR.source, 'gu');

/**
 * A title split at its last separator ("Page | Site" → "Page", "Site"), or at a full-width colon before the site's
 * name (siteColonAt); null when it has none.
 */
function lastTitlePart(a: Artifacts, title: string): { head: string; tail: string } | null {
  const seps = allMatches(TITLE_SEPARATOR_ALL, title);
  const last = seps[seps.length - 1];
  const colon = siteColonAt(a, title);
  if (colon >= 0 && (!last || colon > last.index))
    return { head: title.slice(0, colon).trim(), tail: title.slice(colon + 1) };
  return last ? { head: title.slice(0, last.index).trim(), tail: title.slice(last.index + last[0].length) } : null;
}

/**
 * The page's own name for a drafted node (headline, breadcrumb, product): its og:title, else its <title>,
 * without a last part that names the site ("… - BBC News", "… | eHow"), as og:site_name, the
 * organisation or the host name it.
 */
export function pageOwnTitle(a: Artifacts, orgName: string | null): string | null {
  let title = (a.raw.og.title ?? a.raw.title ?? '').replace(/\s+/g, ' ').trim();
  const names = siteNameKeys(a, orgName);
  // "Site - Post": the site's name first ("O'Reilly Japan - Head First はじめてのプログラミング", "てくろぐ: 2019年の…").
  const site = nameKey(statedSiteName(a));
  const lead = [TITLE_SEPARATOR.exec(title), /:\s+/u.exec(title)].find(
    (l) => l && l.index >= 2 && site.length >= 3 && nameKey(title.slice(0, l.index)) === site,
  );
  if (lead) title = title.slice(lead.index + lead[0].length).trim();
  // The site's name, and on a Chinese or Japanese portal its channel before it ("…大不同_教育频道_中国青年网").
  for (;;) {
    const portal = CJK_PORTAL_TAIL.exec(title);
    const parts = portal ? { head: title.slice(0, portal.index), tail: portal[1] } : lastTitlePart(a, title);
    if (!parts || parts.head.trim().length < 3) break;
    if (!portal && !namesTheSite(parts.tail, names, a) && !bylineOfThePage(parts.tail, a)) break;
    title = parts.head.trim();
  }
  // A part left after the headline is a section, a series or a byline ("… police violence | Dakota Access
  // pipeline"): the title's head that is the page's own headline is its name. Not after a colon, which joins a
  // headline to its subtitle ("Lust for Youth: Lust for Youth Album Review").
  const headline = pageHeadline(a);
  if (
    headline &&
    title.length > headline.length &&
    title.startsWith(headline) &&
    /^\s*[|–—·•»-]/.test(title.slice(headline.length))
  )
    title = headline;
  return title || null;
}

/** A title's part that is the page's byline: Medium's "… | by Jakob Ulbrich | Medium" names its writer, not the post. */
function bylineOfThePage(part: string, a: Artifacts): boolean {
  const name = nameKey(/^by\s+(.+)$/i.exec(part.trim())?.[1]);
  return !!name && a.authority.authors.some((author) => nameKey(author) === name);
}

/** The names the page states for its site (statedSiteNames) and its host's own name, as nameKey. */
const siteNameKeys = (a: Artifacts, orgName: string | null): string[] =>
  [...statedSiteNames(a, orgName), hostName(a.document.finalUrl)].map(nameKey).filter((n) => n.length >= 3);

/** A title's part written as a host name ("whitehouse.gov", "al.com"). */
const HOST_WRITTEN = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}$/u;

/**
 * A title's part names the site: it holds a name the page states for it or is held in one ("Fortune.com" of
 * "Fortune", "Times of India" of "The Times of India"), or it is written as a host whose name is this host's or
 * within it ("| whitehouse.gov" on obamawhitehouse.archives.gov, "- al.com" on al.com, whose name is too short to
 * compare as words).
 */
function namesTheSite(part: string, names: string[], a: Artifacts): boolean {
  const tail = nameKey(part);
  if (tail && names.some((n) => tail.includes(n) || n.includes(tail))) return true;
  const written = HOST_WRITTEN.test(part.trim()) ? hostName(`https://${part.trim()}`) : null;
  const own = hostName(a.document.finalUrl);
  return !!written && !!own && (written === own || (written.length >= 3 && own.includes(written)));
}

/**
 * The last part of a Chinese or Japanese portal's title, a channel's or the site's name of a few characters after
 * "_" or "－" ("_教育频道", "_腾讯网"); an underscore inside a headline ("新竹尖石_美樹營地賞楓") is followed by more.
 */
const CJK_PORTAL_TAIL = /\s*[_－]\s*((?=[^_－]*[\p{Script=Han}\u3040-\u30ff])[\p{Script=Han}\u3040-\u30ff\w.]{2,8})$/u;

const wordsIn = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * The texts of the links to the site's home page on an inner page: an H1 that is one of them is the site's logo
 * (Archive of Our Own's '<h1 class="heading"><a href="/"><span>Archive of Our Own</span> <sup>beta</sup>'), not
 * the page's headline, whatever it adds to the site's name.
 */
function siteLogoTexts(a: Artifacts): Set<string> {
  if (isHomePage(a)) return new Set();
  return new Set(
    a.raw.links
      .filter((l) => isHomePath(l.href) && sameSite(l.href, a.document.finalUrl || a.url))
      .map((l) => headingWords(l.text).toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The page's headline among its H1s: none in the site's header or boilerplate, none that is the site's
 * name, and of the rest the one whose words the title shares most (the main content's, then the first, on
 * a tie). A page's other H1s
 * name the site, a show or a section, often visually hidden ("Good Morning America" above a Yahoo story).
 */
function headlineH1(a: Artifacts, siteName: string | null, titleStart: string | undefined): string | null {
  // The site's name as its address writes it too: "Wickham Candle Co" is wickhamcandleco.co.uk's.
  const site = brandTokens(a.document?.finalUrl || a.url, siteName);
  const h1s = a.raw.headings
    .map((h, i) => ({ ...h, text: headingWords(h.text), region: a.raw.headingRegions[i] }))
    .filter((h) => h.level === 1 && h.text && h.region !== 'chrome' && h.region !== 'other');
  const logos = siteLogoTexts(a);
  const candidates = h1s.filter(
    (h) => h.text.toLowerCase() !== siteName && !site.includes(compact(h.text)) && !logos.has(h.text.toLowerCase()),
  );
  const inTitle = wordsIn(titleStart ?? '');
  const share = (t: string) => {
    const words = [...wordsIn(t)];
    return words.length ? words.filter((w) => inTitle.has(w)).length / words.length : 0;
  };
  let best: { text: string; rank: number } | null = null;
  for (const h of candidates) {
    // The title's words first; then the main content's H1 before one elsewhere in the body.
    const rank = share(h.text) * 2 + (h.region === 'main' ? 1 : 0);
    if (!best || rank > best.rank) best = { text: h.text, rank };
  }
  // A blog's name as its H1 ("Silicon Exposed" on siliconexposed.blogspot.com) still heads the post's title below it.
  const h1 = best?.text ?? h1s.find((h) => !candidates.includes(h))?.text ?? null;
  return postTitleBelow(a, h1) ?? titleBelowSection(a, best?.text ?? null, titleStart) ?? best?.text ?? null;
}

/**
 * The piece's title under its section's name: the H1 is a step of the breadcrumb trail the page shows (WebMD's
 * "Allergies Health Center" in "WebMD Home › Allergies Health Center › Allergies News"), and an H2 or H3 of the
 * content is the title's own words ("Babies Who Eat Peanuts Early May Avoid Allergy").
 */
function titleBelowSection(a: Artifacts, h1: string | null, titleStart: string | undefined): string | null {
  const norm = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!h1 || !titleStart || norm(titleStart) === norm(h1)) return null;
  if (!a.raw.breadcrumbTrail.some((step) => norm(step.name) === norm(h1))) return null;
  return lowerHeading(a, (text) => norm(text) === norm(titleStart));
}

/** The first H2 or H3 of the content (none of a menu's or of a block beside it) whose words pass `match`. */
function lowerHeading(a: Artifacts, match: (text: string) => boolean): string | null {
  for (const [i, h] of a.raw.headings.slice(0, 40).entries()) {
    const region = a.raw.headingRegions[i];
    if (h.level < 2 || h.level > 3 || region === 'chrome' || region === 'other') continue;
    const text = headingWords(h.text);
    if (match(text)) return text;
  }
  return null;
}

/**
 * A blog's post title under the blog's name: the H1 is the blog's name ("Silicon Exposed"), and an H2 or
 * H3 of the content is the rest of the title, much longer ("Open Verilog flow for Silego GreenPak4…").
 */
function postTitleBelow(a: Artifacts, h1: string | null): string | null {
  const title = (a.raw.title ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (!h1 || !title.includes(h1.toLowerCase())) return null;
  // The title is the blog's name and the post's title, nothing else ("Silicon Exposed: Open Verilog flow…"),
  // or the post's title is its og:title: a subtitle also in the title (Medium's) is no headline.
  const rest = title.replace(h1.toLowerCase(), '').replace(/^[\s:|–—-]+|[\s:|–—-]+$/g, '');
  const ogTitle = a.raw.og.title?.replace(/\s+/g, ' ').trim().toLowerCase();
  // An H1 that is the og:title is the post's own title (Medium's, above its subtitle).
  if (ogTitle === h1.toLowerCase()) return null;
  return lowerHeading(a, (text) => {
    const t = text.toLowerCase();
    return text.length >= 15 && text.length > 1.5 * h1.length && (t === rest || t === ogTitle);
  });
}

/**
 * A shop page's product name where no H1 gives it: the heading just above the price shown beside the buying
 * control. A hand-built page writes `<h2>Lavender &amp; Cedar Candle</h2><p class="price">£14.00</p> … Add to
 * basket` under a header with only a logo, or under an H1 that is the shop's name; its <title> ("Lavender
 * Candle") is not the name it shows. Never on a grid of cards, whose prices name no one product (shownPrice).
 */
function headingAbovePrice(a: Artifacts): string | null {
  const shown = shownPrice(a.raw.text, a.document?.finalUrl || a.url);
  if (!shown) return null;
  const before = a.raw.text.slice(Math.max(0, shown.at - 200), shown.at);
  let best: { text: string; at: number } | null = null;
  for (const [i, h] of a.raw.headings.slice(0, 60).entries()) {
    const region = a.raw.headingRegions[i];
    const text = headingWords(h.text);
    if (h.level < 2 || h.level > 4 || !text || region === 'chrome' || region === 'other') continue;
    const at = before.lastIndexOf(text);
    if (at >= 0 && (!best || at > best.at)) best = { text, at };
  }
  return best?.text ?? null;
}

/**
 * The page's own headline among its H1s: the one the title's words name, in the main content before
 * elsewhere; never a header's or a hidden menu's H1 (a site tagline, a notifications dialog), nor the site's name;
 * on a shop's page without one, the heading above the price it shows.
 */
export const pageHeadline = oncePerAnalysis(
  (a): string | null =>
    headlineH1(a, statedSiteName(a)?.toLowerCase() ?? null, titleParts(a, a.raw.title)[0]?.trim()) ??
    headingAbovePrice(a),
);

/**
 * A 30-60 character title from the page's main heading (not the site's name in a header H1) and the site's name.
 * `titleNamesNoPage`: the title is the site's name alone or "Home"; the og:title, as the publisher wrote it for
 * sharing, then names the page, and ranks its headings.
 */
export function draftTitle(a: Artifacts, titleNamesNoPage = false): string | null {
  const stated = statedSiteName(a);
  const name = stated?.toLowerCase() ?? null;
  const ogTitle = a.raw.og.title ?? a.raw.ogNonstandard.find((o) => o.property === 'og:title')?.text;
  const titleStart = titleParts(a, titleNamesNoPage ? ogTitle : a.raw.title)[0]?.trim() || undefined;
  const h1 =
    [titleNamesNoPage ? titleStart : null, headlineH1(a, name, titleStart), headingAbovePrice(a), titleStart].find(
      (t): t is string => !!t && t.toLowerCase() !== name,
    ) ?? null;
  if (!h1) return null;
  // The heading and the site's name when both fit; else the heading alone. A heading over 60 is no draft:
  // a title cut off with "…" is not one to publish.
  const both = `${h1} | ${stated}`;
  const t = name && !h1.toLowerCase().includes(name) && displayWidth(both) <= 60 ? both : h1;
  // A home page's title is the business's name in results and citations: no draft drops a name the page states (a
  // host's address is no stated name).
  if (isHomePage(a) && name && !name.includes('.') && !t.toLowerCase().includes(name)) return null;
  return displayWidth(t) >= 20 && displayWidth(t) <= 60 ? t : null;
}

export const isHomePage = (a: Artifacts): boolean => isHomePath(a.document.finalUrl);

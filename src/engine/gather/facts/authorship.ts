/** Who wrote the page: the byline, its writer's name and page (their box and bio: author-boxes.ts). */
import type { PageFacts } from '../../types';
import { at, clean, nonEmpty, textOf, wordsOf, type ParsedPage, type TreeNode } from './dom';
import { boxTextOf } from './box-text';
import { authorPageLink, NAME_LIKE, nameLinkOf } from './author-page-link';
import { creditedWriter } from './credits-line';
import { unsignedWriter } from './unsigned-writer';
import { datelineWriter, MONTH_NAME } from './dated-byline';
import { profileBylines } from './profile-byline';
import { providerLines } from './provider-line';
import { classTokens, Z_CHROME, Z_MAINROOT, Z_OTHERS, type PageRegions } from './regions';

/** Class words of an author's box or bio ("author-bio", "byline", "contributor"). */
export const AUTHOR_WORD =
  /(?:^|[-_])(?:author|authors|byline|bylines|bio|biography|contributor|contributors|writer|aboutauthor|about-the-author|authorbio|author-bio|authorbox|author-box)(?:$|[-_])/;

/** A name as a byline writes it, without "By", dates, handles, roles after a comma or "See full bio". */
export function authorName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  for (const segment of raw
    .replace(/\s+/g, ' ')
    .trim()
    .split(/\s*\|\s*/)) {
    const name = kickedName(segment) ?? cleanNameSegment(segment);
    if (name) return name;
  }
  return null;
}

/** The first writer a byline names ("Ann Lee and Bo Chen" → "Ann Lee"), or null. */
export const firstWriter = (raw: string | null | undefined): string | null =>
  authorName(raw)?.split(' and ')[0] ?? null;

/** Words of a role, a desk or a part of a work, not of a name ("Staff Writer", "Chapter Two"). */
const ROLE_WORDS =
  /\b(?:writer|editor|reporter|correspondent|columnist|contributor|staff|desk|team|newsroom|editorial|redaktion|rédaction|redacción|chapter|part|book|volume|episode|season|issue)\b/i;

/**
 * Several writers in one line, each a name and none a role: "Ann Lee, Bob Stone and Carl Moe" (an "and" says it is a
 * list: "Ann Lee, New York" is not). `handles`: a dated credit line's names, which may be one word and need no "and"
 * ("Posted by kovarex, TOGos, Ernestas, Albert on 2019-02-15").
 */
function listedNames(text: string, handles = false): string[] | null {
  if (!handles && !/\s(?:and|&)\s/.test(text)) return null;
  const parts = text
    .split(/\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const named = (p: string) =>
    !ROLE_WORDS.test(p) && (handles ? HANDLE_OR_NAME.test(p) : NAME_LIKE.test(p) && /\s/.test(p));
  return parts.length >= 2 && parts.every(named) ? parts : null;
}
/** A name or a user's handle, as a credit line writes them ("kovarex", "TOGos", "Albert Smith"). */
const HANDLE_OR_NAME = /^[\p{L}\p{N}_.'’-]{2,30}(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}$/u;

/**
 * The names after a one-word kicker: "Politik · Jochen Bittner, Tina Hildebrandt" (the section, then the
 * writers) names Jochen Bittner and Tina Hildebrandt, not "Politik". Only where a later part starts with a
 * name of two words or more; a one-word pen name before a date or a reading time stays the name.
 */
function kickedName(segment: string): string | null {
  const parts = segment.split(/\s+[·•]\s+/);
  if (parts.length < 2 || /\s/.test(parts[0].trim())) return null;
  const isName = (n: string | null): n is string => !!n && NAME_LIKE.test(n) && !ROLE_WORDS.test(n);
  for (const part of parts.slice(1)) {
    const names: string[] = [];
    for (const each of part.split(/\s*,\s*|\s+(?:and|und|et|y|&)\s+/)) {
      const name = cleanNameSegment(each);
      if (!isName(name)) break;
      names.push(name);
    }
    // "A and B", as a byline written in parts gives several writers (nameInParts).
    if (names.length) return names.join(' and ');
  }
  return null;
}

/** A credit in its brackets, the name: the Japanese 《KT》 after an article, ITmedia's "[田中宏昌，ITmedia]" (the writer, then the publication). */
const BRACKETED_CREDIT = /^[《【〈[]\s*([^《》【】〈〉[\]]+?)\s*[》】〉\]]$/u;
/** A picture's credit ("Photograph by …"), not the writer's. */
const PICTURE_CREDIT = /^(?:photo(?:graph)?s?|images?|illustrations?|video|graphics?|map)\b.{0,20}\bby\b/i;
/** "By" glued to the name where the byline's parts are side by side ("ByNatasha Daly", "Byby JOSH HASKELL"). */
const GLUED_BY = /^(?:[Bb][Yy](?=\p{Lu}\p{Ll}|[Bb][Yy]\s))+/u;
/** The byline's words before the name, in the languages read ("Written by", "Texte de", "記者："). */
const BYLINE_WORDS =
  /^(?:(?:about the author|more stories by|more from|stories by|articles by|posts by|written by|posted by|words by|story by|text by|reported by|analysis by|analysis(?=\s*[:：])|commentary by|un texte de|texte de|texto de|escrito por|geschrieben von|scritto da|by|von|par|por|door|di|af|av|autor|auteur)(?:\s*[:：]\s*|\s+)|(?:著者|作者|记者|記者|撰文|筆者|執筆者?|文)\s*[:：●・︱｜／]?\s*)+/i;
/** Where the name ends: a bio's verb, a note in parentheses, a separator, a date, a handle. */
const AFTER_NAME =
  /\s+(?:is|was|has|writes|covers|reports|joined)\s+|\s*(?:[(（](?=\p{Ll}|[^)）]*[)）]\s*$)|•|·|—|–|\s-\s|\/\s|／|;|\bUpdated\b|\bPublished\b|\bPosted\b|\bFollow\b|\bEdited by\b|\bSee full bio\b|\bMore stories\b|\bMore from\b|@\w|\d|(?:Twitter|Facebook|Instagram|LinkedIn|E-?mail)(?![a-z])|(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+\d)/u;
/** A line that is no name: an address, or a byline word or role alone. */
const WEB_ADDRESS = /^https?:|www\.|\.(?:com|org|net)\b/i;
const NO_NAME =
  /^(?:by|author|authors|admin|administrator|editor|editors|staff|team|webmaster|guest|contributor|unknown|anonymous|see full bio|n\/a|none|null)$/i;
const HAS_LETTER = /\p{L}/u;
const TRAILING_PUNCTUATION = /[\s:.,;–—-]+$/;

function cleanNameSegment(segment: string): string | null {
  let s = segment.trim().replace(BRACKETED_CREDIT, '$1');
  if (PICTURE_CREDIT.test(s)) return null;
  s = s.replace(GLUED_BY, '');
  s = s.replace(BYLINE_WORDS, '');
  // A bio's first sentence ("Laura E. Adkins is Opinion Editor of the Forward") names its author first; a
  // note in parentheses after the name is no part of it ("Martin Untersinger (avec Damien Leloup et Morgane
  // Tual)", "(Reuters)"), a nickname within it is ("Richard (R.J.) Eskow").
  const head = s.split(AFTER_NAME)[0];
  // A list of writers ("Ann Lee, Bob Stone and Carl Moe") names each; else a comma ends the name ("Ann Lee, Staff Writer").
  s = listedNames(head)?.join(' and ') ?? head.split(/,|，/)[0];
  // Each name of a list of authors ("A and B and C") within 80 characters.
  s = s
    .replace(TRAILING_PUNCTUATION, '')
    .trim()
    .split(' and ')
    .map((name) => name.slice(0, 80))
    .join(' and ');
  if (s.length < 2 || !HAS_LETTER.test(s) || WEB_ADDRESS.test(s) || NO_NAME.test(s)) return null;
  return s;
}

/** A quotation's block: the name beside it is the person quoted ("pull-quote__author"), not the writer. */
const QUOTE_TAG = new Set(['blockquote', 'q', 'figure', 'figcaption']);
const QUOTE_CLASS = /(?:^|[-_])(?:pull-?quote|pullquote|blockquote|quote|quotation|testimonial)(?:$|[-_])/;
function inQuotation(el: TreeNode): boolean {
  for (let n: TreeNode | null = el; n && n.type === 'tag'; n = n.parent)
    if (QUOTE_TAG.has(n.name ?? '') || classTokens(n.attribs ?? {}).some((t) => QUOTE_CLASS.test(t))) return true;
  return false;
}

/**
 * The byline of the page's own content: never one inside comments, reviews, related stories or the site
 * chrome, nor a quotation's attribution.
 */
export const bylineOwn = (zoneOf: PageRegions['zoneOf']) => (el: TreeNode) => {
  const z = zoneOf(el);
  return (z & Z_OTHERS) === 0 && (z & Z_CHROME) === 0 && !inQuotation(el);
};

/** Class names of a byline's parts: the name ("byline__name", "author-name", hCard's "fn"), the role. */
const NAME_CLASS = /(?:^|[-_])(?:name|fullname|authorname|fn)$/;
const ROLE_CLASS = /(?:^|[-_])(?:title|role|job|jobtitle|position)$/;

/**
 * A class or id with "author" as its last part ("article__author", "entry-author"), or naming the author's
 * or writer's name ("author__name", "authorname-txt", "author-info__name-text", "article-meta-writer-name");
 * not "author-bio" or "author-avatar".
 */
const AUTHOR_CLASS = /[-_]author$|author.*name|writer[-_]?name/;
/** The same in camelCase, where "Author" ends a class name: gizmodo.jp's `<li class="p-post-AssistAuthor">`. */
const CAMEL_AUTHOR_CLASS = /[a-z]Author$/;
const authorClassed = ({ q }: ParsedPage): TreeNode[] =>
  (
    q('[class*="author" i], [id*="author" i], [class*="writer" i]', '@class', '@id').toArray() as unknown as TreeNode[]
  ).filter(
    (el) =>
      classTokens(el.attribs ?? {}).some((t) => AUTHOR_CLASS.test(t)) ||
      (el.attribs?.class ?? '').split(/\s+/).some((t) => CAMEL_AUTHOR_CLASS.test(t)),
  );

/**
 * "By" (or "Par", "Un texte de", "Von"…) and a name of one to four capitalised words, and nothing else; or a
 * Chinese or Japanese credit line, "作者︱春春", "記者：田中".
 */
const PLAIN_BYLINE =
  /^(?:By|Written by|Posted by|Par|Por|Von|Door|Un texte de|Texte de|Texto de|Escrito por|Geschrieben von|Scritto da)\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}(?:\s+(?:for|pour|für|per|para|de|d['’])\s*\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3})?$|^(?:作者|记者|記者|撰文|筆者|執筆者?|文)\s*[:：︱｜／]\s*[^\s:：︱｜／]{1,12}$/u;
/**
 * A correspondent's signed part of a report, its label then the name, desk and place: the BBC's crosshead
 * "Analysis: Jon Sopel, BBC News, Washington" over the analysis closing an unsigned story.
 */
const LABELLED_BYLINE =
  /^(?:Analysis|Commentary)\s*(?:[:：]|\s+by)\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}(?:\s*,\s*\p{Lu}[\p{L}.'’&-]*(?:\s+\p{Lu}[\p{L}.'’&-]*){0,3}){0,3}$/u;
/**
 * A paragraph that is the writer's name and the date, and nothing else: "Mattias Geniar, April 19, 2020". The
 * name is two to four capitalised words, not in capitals (a dateline's "NEW YORK, April 19, 2020" is a place).
 */
const NAME_AND_DATE = new RegExp(
  `^(?![\\p{Lu}\\s]+,)\\p{Lu}\\p{Ll}[\\p{L}.'’-]*(?:\\s+\\p{Lu}[\\p{L}.'’-]*){1,3}\\s*[,·•|–—]\\s*(?:\\d{1,2}\\s+${MONTH_NAME}\\.?\\s+\\d{4}|${MONTH_NAME}\\.?\\s+\\d{1,2},?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})$`,
  'u',
);

/** A byline's label, alone in its own part: "By", "Written by", "About the author". */
const BYLINE_LABEL =
  /^(?:by|written by|posted by|words by|story by|text by|reported by|von|par|por|door|af|av|un texte de|texte de|texto de|escrito por|geschrieben von|scritto da|about the author|author|authors?)\s*[:：]?$/i;
/** What joins two names in a byline ("A and B", "A & B", "A, B"). */
const NAME_JOINER = /^(?:and|&|,|et|und|y|e|og|och|en)$/i;

/** A byline's parts in order: each element's text where it holds only text, and each loose run of text. */
function bylineParts(el: TreeNode, out: string[] = []): string[] {
  for (const c of el.children ?? []) {
    if (c.type === 'text') {
      const t = clean((c as TreeNode & { data?: string }).data);
      if (t) out.push(t);
    } else if (c.type === 'tag' && out.length < 40) {
      if ((c.children ?? []).every((k) => k.type === 'text' || k.type === 'comment')) {
        const t = clean(textOf([c]));
        if (t) out.push(t);
      } else bylineParts(c, out);
    }
  }
  return out;
}

/**
 * The name in a byline written in parts: the first part after its label ("By", "About the author") when
 * that part is a name, with the names joined to it ("A and B"). The rest of the line (a role, the
 * publication, a date, "More stories by …") is not the name: read as one text, it ran on into it
 * ("Lisa de Moraes TV Columnist More Stories By Lisa …", "Joe Davidson Washington Post").
 */
function nameInParts(el: TreeNode): string | null {
  const parts = bylineParts(el).filter((t) => !BYLINE_LABEL.test(t));
  const nameOf = (t: string | undefined) => {
    const n = t && authorName(t);
    return n && NAME_LIKE.test(n) ? n : null;
  };
  const first = nameOf(parts[0]);
  if (!first) return null;
  const names = [first];
  for (let i = 1; i + 1 < parts.length && NAME_JOINER.test(parts[i]); i += 2) {
    const next = nameOf(parts[i + 1]);
    // "Ann Lee, Staff Writer": a role after the comma, not a second writer.
    if (!next || ROLE_WORDS.test(next)) break;
    names.push(next);
  }
  return names.join(' and ');
}

/** The schema.org type an element declares in microdata (itemtype's last part), or null. */
const itemTypeOf = (el: TreeNode): string | null => {
  // An itemtype without itemscope makes no item: no microdata reader takes it (the structured-data audit says so).
  if (at(el, 'itemscope') === undefined) return null;
  const type = clean(at(el, 'itemtype')).split(' ')[0];
  return type ? type.replace(/^.*[/#:]/, '') : null;
};

/** A link whose words are this writer's name, whole or as the byline's name part. */
const namedBy =
  (name: string | null) =>
  (link: TreeNode): boolean => {
    const said = name?.toLowerCase();
    return (
      !!said && (authorName(clean(textOf([link])))?.toLowerCase() === said || nameInParts(link)?.toLowerCase() === said)
    );
  };

/**
 * The same writer's link in another byline, where the one read has none (Le Monde's linked "Par Cécile Ducourtieux"
 * at the top, read after the unlinked author box closing the piece, which the main content holds).
 */
function linkElsewhere(
  page: ParsedPage,
  bylines: TreeNode[],
  read: (el: TreeNode) => { text: string | null; links: TreeNode },
  writer: string,
): string | null {
  for (const el of bylines) {
    const { text, links } = read(el);
    const url = firstWriter(text) === writer ? nameLinkOf(page, links, namedBy(writer)) : null;
    if (url) return url;
  }
  return null;
}

const datedByline = (el: TreeNode): string | null => {
  const w = datelineWriter(clean(textOf([el])));
  // A handle alone is the writer's name as the site shows it ("On 6/13/2018 by @lazharichir").
  return w ? `By ${listedNames(w, true)?.join(' and ') ?? w.replace(/^@/, '')}` : null;
};

const INLINE_TAGS = new Set(['a', 'span', 'strong', 'b', 'em', 'i', 'time', 'small']);
/** A <div> of one line of text ("By <span class=x1>Yomi Kazeem</span>", its classes hashed): no block inside. */
const lineDiv = (el: TreeNode) =>
  (el.children ?? []).every((c) => c.type === 'text' || c.type === 'comment' || INLINE_TAGS.has(c.name ?? ''));

/**
 * Paragraphs (or, `lines`, one-line <div>s) that are bylines by their words alone: "By <strong>John
 * Gruber</strong>", "Ann Lee, 4 May 2024".
 */
function bylinesByWords({ q }: ParsedPage, lines = false): TreeNode[] {
  const els = lines
    ? (q('div', 'div').toArray() as unknown as TreeNode[]).filter(lineDiv)
    : // A theme's meta line is often small print ("<li><small>On 6/13/2018 by @lazharichir</small></li>").
      (q(
        'p, h2, h3, h4, h5, h6, small',
        'p',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'small',
      ).toArray() as unknown as TreeNode[]);
  return els.filter((el) => {
    const text = clean(textOf([el]));
    if (text.length > 200) return false;
    // A crosshead (h2, h3) is a byline only as a labelled one ("Analysis: Jon Sopel, BBC News, Washington").
    if (el.name === 'h2' || el.name === 'h3') return LABELLED_BYLINE.test(text);
    return (
      PLAIN_BYLINE.test(text) || LABELLED_BYLINE.test(text) || NAME_AND_DATE.test(text) || datelineWriter(text) !== null
    );
  });
}

/**
 * One writer among several: a name among others in the same line ("<a rel=author>A</a> and <a rel=author>B</a>",
 * "By <span>A</span>, <span>B</span> and <span class=last-byline>C</span>"),
 * or one item of a paper's author list, the elements beside it that share its author class
 * ("<span class=citation-author>A</span>, <span class=citation-author>B</span>"). All of them, joined by "and".
 */
function coAuthorsOf(el: TreeNode): string | null {
  const line = el.parent?.type === 'tag' ? el.parent : null;
  if (line && clean(textOf([line])).length <= 160) {
    const names = nameInParts(line);
    const own = authorName(wordsOf([el]));
    if (own && names?.includes(' and ') && names.split(' and ').includes(own)) return names;
  }
  const token = classTokens(el.attribs ?? {}).find((t) => AUTHOR_CLASS.test(t));
  const items = token
    ? (el.parent?.children ?? []).filter((c) => c.type === 'tag' && classTokens(c.attribs ?? {}).includes(token))
    : [];
  if (items.length < 2) return null;
  const names = items.map((c) => authorName(wordsOf([c]))).filter((n): n is string => !!n && NAME_LIKE.test(n));
  return names.length === items.length ? names.slice(0, MAX_AUTHORS).join(' and ') : null;
}
/** A card about the writer: "author-card", "main-author-card", "author_box", "author-block". */
const AUTHOR_CARD = /(?:^|[-_])author[-_]{1,2}(?:card|box|block)$/;

/** The name in each author card: its first heading, else strong text, else link whose words read as a name. */
function authorCardNames({ q, $ }: ParsedPage): TreeNode[] {
  const cards = (q('[class*="author" i]', '@class').toArray() as unknown as TreeNode[]).filter((el) =>
    classTokens(el.attribs ?? {}).some((t) => AUTHOR_CARD.test(t)),
  );
  const named = (card: TreeNode, selector: string) =>
    (
      $(card as never)
        .find(selector)
        .toArray() as unknown as TreeNode[]
    ).find((el) => NAME_LIKE.test(wordsOf([el])));
  return cards.flatMap((card) => {
    const name = named(card, 'h2, h3, h4, h5, h6') ?? named(card, 'strong') ?? named(card, 'a');
    return name ? [name] : [];
  });
}

/** A paper's authors read, all of them within reason (as its citation_author tags are). */
const MAX_AUTHORS = 50;

/** The elements that may hold the byline, in the order they are tried, outside others' content and the chrome. */
function bylineCandidates(page: ParsedPage, { zoneOf }: PageRegions): TreeNode[] {
  const { q } = page;
  return (
    ([] as TreeNode[])
      .concat(q('[rel~="author"]', '@rel').toArray() as unknown as TreeNode[])
      .concat(q('[itemprop~="author"]', '@itemprop').toArray() as unknown as TreeNode[])
      .concat(
        q(
          '.author-name, .byline, .author, .writer, [class*="byline" i], [id="byline" i], [id$="-byline" i], [id$="_byline" i]',
          '@class',
          '@id',
        ).toArray() as unknown as TreeNode[],
      )
      .concat(bylinesByWords(page))
      // Last: a link to the writer's page on this site, whose text is the name (classes hashed, no markup).
      .concat((q('a[href]', 'a').toArray() as unknown as TreeNode[]).filter(authorPageLink(page)))
      // Then a line of its own that reads as a byline, its classes hashed ("By <span class=x1>Yomi Kazeem</span>"):
      // after the writer's page links, as teaser cards of other stories are written so too.
      .concat(bylinesByWords(page, true))
      // A platform's byline beside the work's title: "by" and the writer's profile link (a pen name, one word).
      .concat(profileBylines(page))
      // An author card without "By" (LinkedIn's "main-author-card"): the name its heading or link gives; a provider line.
      .concat(authorCardNames(page), providerLines(page))
      // Last of all, an element whose class ends in "author" ("article__author", "entry-author"): teaser cards
      // of other posts are written so too, so any byline above comes first.
      .concat(authorClassed(page))
      .filter(bylineOwn(zoneOf))
  );
}

export function bylineOf(
  page: ParsedPage,
  regions: PageRegions,
): Pick<PageFacts, 'bylineText' | 'bylineItemType' | 'bylineUrl' | 'bylineFrom'> {
  const { $ } = page;
  const { zoneOf } = regions;
  // The byline's parts its classes name ("byline__name", "author-name"; "byline__title", "author-role"):
  // written side by side in spans, their words run together ("Gina TrapaniCEO").
  const partEl = (el: TreeNode, re: RegExp): TreeNode | null =>
    ($(el as never)
      .find('[class]')
      .filter((_, x) => classTokens((x as unknown as TreeNode).attribs ?? {}).some((t) => re.test(t)))
      .get(0) as unknown as TreeNode | undefined) ?? null;
  const part = (el: TreeNode, re: RegExp): string | null => {
    const found = partEl(el, re);
    return found ? nonEmpty(wordsOf([found])) : null;
  };
  // The name part may itself hold "By", the name and a role ("By <a>Howard Blume</a><span>Staff Writer</span>").
  const namePart = (el: TreeNode): string | null => {
    const found = partEl(el, NAME_CLASS);
    return found ? (nameInParts(found) ?? nonEmpty(wordsOf([found]))) : null;
  };
  const bylineTextOf = (el: TreeNode): string | null => {
    const named = $(el as never)
      .find('[itemprop~="name"]')
      .filter((_, x) => !!nonEmpty(textOf([x]) || at(x, 'content')))
      .first();
    if (named.length) return nonEmpty(wordsOf(named) || named.attr('content'));
    // As a reader reads it: each part its own words ("Howard Blume" "Staff Writer"), without the controls set in
    // it (the LA Times's "Facebook Twitter Show more sharing options Share"), as an author box is read.
    const whole = nonEmpty(boxTextOf([el])) ?? nonEmpty(at(el, 'content'));
    const name = namePart(el) ?? nameInParts(el);
    // A name and its label ("by Jeremy Herron", Bloomberg's) are read once, not "Jeremy Herron | by Jeremy Herron".
    if (!name || !whole || name === whole || authorName(whole) === name) return whole;
    // The name first, its role after a comma (as "Ann Lee, Senior reporter" is written), then the whole line.
    const role = part(el, ROLE_CLASS);
    return `${name}${role ? `, ${role}` : ''} | ${whole}`;
  };
  const bylineCands = bylineCandidates(page, regions);
  let [byline, bylineItemType, bylineUrl]: (string | null)[] = [null, null, null];
  // A candidate's text, and where its writers' links are (a co-writers' line's links sit around it).
  const read = (el: TreeNode) => {
    const co = coAuthorsOf(el);
    return { text: co ?? datedByline(el) ?? bylineTextOf(el), links: co ? (el.parent ?? el) : el };
  };
  for (const pass of [true, false]) {
    for (const el of bylineCands) {
      if (byline) break;
      if (((zoneOf(el) & Z_MAINROOT) !== 0) !== pass) continue;
      const { text: t, links } = read(el);
      // The first candidate that names someone: a "See full bio" link or a bare address names nobody.
      if (!t || !authorName(t)) continue;
      byline = t;
      bylineItemType = itemTypeOf(el);
      // Of several writers, the first one's page.
      bylineUrl = nameLinkOf(page, links, namedBy(firstWriter(t)));
    }
  }
  const writer = firstWriter(byline);
  if (writer && !bylineUrl) bylineUrl = linkElsewhere(page, bylineCands, read, writer);
  // Else a closing author note, the initials signing the piece, or a record's labelled line (unsigned-writer.ts).
  const unsigned = byline ? null : unsignedWriter(page, regions);
  byline ??= unsigned?.text ?? null;
  let bylineFrom = unsigned?.from;
  // A byline that names the publication gives way to the writer its credits line names (a NYT feature).
  const credited = creditedWriter(page, regions, byline);
  if (credited) [byline, bylineItemType, bylineUrl, bylineFrom] = [credited, null, null, undefined];
  // The byline's name marked up as a Person elsewhere in the page's own content (microdata author).
  const name = byline && authorName(byline)?.toLowerCase();
  if (name && !bylineItemType)
    for (const el of bylineCands) {
      const type = itemTypeOf(el);
      if (
        type &&
        at(el, 'itemprop')?.split(/\s+/).includes('author') &&
        authorName(bylineTextOf(el))?.toLowerCase() === name
      ) {
        bylineItemType = type;
        break;
      }
    }
  // A list of authors is kept whole; one byline's text runs on no further than a name and its role need.
  const long = byline && byline.split(' and ').length > 2;
  return {
    bylineText: byline ? byline.slice(0, long ? 4000 : 120) : null,
    bylineItemType,
    bylineUrl,
    ...(bylineFrom ? { bylineFrom } : {}),
  };
}

/**
 * The parsed document every fact reader shares: one index of its elements, and text and attribute
 * reads that give cheerio's answers without walking the whole tree again.
 */
import * as cheerio from 'cheerio';
import { compiledSelector } from './compiled-selector';
import { PreBlocks } from './pre-text';
import { revealCloudflareEmails } from './cloudflare-email';

/**
 * Every run of white space but a lone " " (the most common by far): the same result as replacing every run, without a
 * replacement per word (the heavy bench page's text, cleaned a reader at a time, cost 45 ms a page so).
 */
const SPACE_RUNS = /\s{2,}|[^\S ]/g;
export const clean = (s: string | undefined | null): string => (s ?? '').replace(SPACE_RUNS, ' ').trim();
/**
 * Where one block of text ends and the next begins (a paragraph, a heading, a list item, a cell): U+2029,
 * and where a <br> breaks a line: U+2028. Both are whitespace to `clean`, which makes them a space as
 * before; `cleanBlocks` keeps the blocks apart, so that a sentence never runs over the end of one:
 * "Highlights" above a list is not the first word of the paragraph after it.
 */
export const BLOCK_BREAK = '\u2029';
export const LINE_BREAK = '\u2028';
/**
 * A link's note to screen readers that it opens a new tab, read as part of the sentence around the link
 * ("…businesses saidOpens a new window that…"): in brackets, or run onto the link's word when the page
 * hides it by its stylesheet. A sentence that says so in its own words is left alone.
 */
const NEW_WINDOW_NOTE =
  /\s*\((?:[Ll]ink )?[Oo]pens? in (?:a )?new (?:tab|window)\)|(?<=\p{Ll})Opens (?:in )?(?:a )?new (?:tab|window)\b/gu;
/** What every NEW_WINDOW_NOTE holds. */
const NEW_WINDOW_WORDS = /[Oo]pens? (?:in )?(?:a )?new (?:tab|window)/;
/**
 * `clean`, keeping one "\n" where a block ends, the main text's form (computed/sentences.ts). Two line
 * breaks in a row end a block (old pages mark paragraphs so), and so does one before anything but a small
 * letter (a list written line by line, an address); before a small letter, a line break is a hard wrap
 * inside a sentence, a space.
 */
export const cleanBlocks = (s: string): string =>
  // The note's pattern tried at every position costs more than all the rest; its words are rare.
  (NEW_WINDOW_WORDS.test(s) ? s.replace(NEW_WINDOW_NOTE, '') : s)
    .replace(/[^\S\u2028\u2029]{2,}|[^\S \u2028\u2029]/g, ' ')
    .replace(/(?: ?\u2028){2,} ?/g, BLOCK_BREAK)
    .replace(/ ?\u2028 ?(?!\p{Ll})/gu, BLOCK_BREAK)
    .replace(/ ?\u2028 ?/g, ' ')
    .replace(/ ?\u2029[ \u2029]*/g, '\n')
    .trim();

export const nonEmpty = (s: string | undefined | null): string | null => {
  const c = clean(s);
  return c ? c : null;
};

/** Characters shown at double width in search results: CJK, kana, hangul and full-width forms. */
const WIDE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff01-\uff60\uffe0-\uffe6]/g;

/**
 * A text's length in the units search results truncate by (roughly pixels): a CJK or full-width character
 * takes the room of two Latin ones, so 25 Japanese characters fill a title as 50 Latin ones do.
 */
export const displayWidth = (text: string): number => text.length + (text.match(WIDE) ?? []).length;
/** A text's length as the advice states it: its characters, and the width they take when wide ones are among them. */
export const lengthSaid = (text: string): string => {
  const width = displayWidth(text);
  return width === text.length
    ? `${text.length} characters`
    : `${text.length} characters, as wide as ${width} Latin ones`;
};

export function hostKey(h: string): string {
  return h.toLowerCase().replace(/^www\./, '');
}

export function absolutise(href: string, base: URL): string | null {
  try {
    const u = new URL(href, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:' && u.protocol !== 'mailto:' && u.protocol !== 'tel:')
      return null;
    return u.toString();
  } catch {
    return null;
  }
}

type Cand = string | `@${string}`;
/** The parts of a cheerio (domhandler) node the index reads. */
export interface TreeNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  parent: TreeNode | null;
  children?: TreeNode[];
}

/**
 * One pass over the parsed tree (same order and scope as cheerio's own selector search) that buckets the
 * elements by tag name and by a few attributes. Each query then runs the original selector with
 * `.filter()` over a small superset of its matches instead of walking the whole document again, so the
 * results are the same as `$(selector)` (document order included) at a fraction of the cost on big pages.
 * The content of an element named in `emptied` is detached on the way, not indexed.
 */
function indexTree(
  root: TreeNode,
  emptied: ReadonlySet<string> | null,
): { pos: Map<TreeNode, number>; lists: Map<Cand, TreeNode[]> } {
  const pos = new Map<TreeNode, number>();
  const lists = new Map<Cand, TreeNode[]>();
  const push = (k: Cand, el: TreeNode) => {
    const l = lists.get(k);
    if (l) l.push(el);
    else lists.set(k, [el]);
  };
  const stack: TreeNode[] = [root];
  while (stack.length) {
    const n = stack.pop() as TreeNode;
    if ((n.type === 'tag' || n.type === 'script' || n.type === 'style') && n.name && n.attribs) {
      pos.set(n, pos.size);
      push(n.name.toLowerCase(), n);
      for (const a of INDEXED_ATTRS) if (a in n.attribs) push(`@${a}`, n);
      if (emptied?.has(n.name) && n.children) {
        empty(n.children);
        continue;
      }
    }
    const c = n.children;
    if (c && c.length) for (let i = c.length - 1; i >= 0; i--) stack.push(c[i]);
  }
  return { pos, lists };
}
/** Detaches the nodes from their parent and one another (as cheerio's `.empty()` does) and clears the list. */
function empty(children: TreeNode[]): void {
  for (const c of children) Object.assign(c, { parent: null, prev: null, next: null });
  children.length = 0;
}
const INDEXED_ATTRS = ['role', 'class', 'itemscope', 'typeof', 'itemprop', 'rel', 'itemtype', 'data-nosnippet', 'id'];

/**
 * Same string as cheerio's `.text()` (domutils `textContent`: text nodes in document order, comments
 * skipped), collected without building one intermediate string per element.
 */
export function textOf(nodes: ArrayLike<unknown>): string {
  const parts: string[] = [];
  const stack: TreeNode[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i] as TreeNode);
  while (stack.length) {
    const n = stack.pop() as TreeNode & { data?: string };
    if (Object.prototype.hasOwnProperty.call(n, 'children') && n.type !== 'comment') {
      const c = n.children as TreeNode[];
      for (let i = c.length - 1; i >= 0; i--) stack.push(c[i]);
    } else if (n.type === 'text') parts.push(n.data as string);
  }
  return parts.join('');
}

export const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'td',
  'th',
  'tr',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'blockquote',
  'figure',
  'figcaption',
  'pre',
  'address',
  'hr',
  'form',
  'details',
  'summary',
]);

/** How to walk a DOM for its text: an element's children (null for any other node), a text node's text, a tag name. */
export interface TextTree<N> {
  children(n: N): ArrayLike<N> | null;
  text(n: N): string | null;
  tag(n: N): string | undefined;
}

const PRE_END = Symbol('end of a pre');
const WORD_GAP = Symbol('a space between two links');

/**
 * Two links side by side with nothing between them, not even a space (`<a>Posts</a><a>Rules</a>`): a bar of tabs
 * or a menu that only its style sheet sets apart. Their texts are two words, not one ("PostsRules"). `kids[i]`
 * and the child before it; the browser's reader (net/browser-reader.ts) reads the same.
 */
export const abutsLink = <N>(kids: ArrayLike<N>, i: number, tag: (n: N) => string | undefined): boolean =>
  i > 0 && tag(kids[i]) === 'a' && tag(kids[i - 1]) === 'a';

/** The nodes' text with a BLOCK_BREAK at every block boundary ("…afterwards." + "newsdesk@…" stay two words). */
export function blockText<N>(roots: ArrayLike<N>, tree: TextTree<N>): string {
  const parts: string[] = [];
  const stack: (N | null | typeof PRE_END | typeof WORD_GAP)[] = [];
  const pres = new PreBlocks(parts);
  for (let i = roots.length - 1; i >= 0; i--) stack.push(roots[i]);
  while (stack.length) {
    const n = stack.pop();
    if (n === PRE_END) {
      pres.close();
      continue;
    }
    if (n === null || n === undefined) {
      parts.push(BLOCK_BREAK);
      continue;
    }
    if (n === WORD_GAP) {
      parts.push(' ');
      continue;
    }
    const text = tree.text(n);
    if (text !== null) {
      parts.push(text);
      continue;
    }
    const kids = tree.children(n);
    if (!kids) continue;
    const tag = tree.tag(n) ?? '';
    if (tag === 'br') parts.push(LINE_BREAK);
    else if (tag === 'pre') {
      pres.open();
      stack.push(PRE_END);
    } else if (BLOCK_TAGS.has(tag)) {
      parts.push(BLOCK_BREAK);
      stack.push(null);
    }
    for (let i = kids.length - 1; i >= 0; i--) {
      stack.push(kids[i]);
      if (abutsLink(kids, i, tree.tag)) stack.push(WORD_GAP);
    }
  }
  return parts.join('');
}

const PARSED_TREE: TextTree<TreeNode & { data?: string }> = {
  children: (n) => (n.children && n.type !== 'comment' ? (n.children as TreeNode[]) : null),
  text: (n) => (n.type === 'text' ? (n.data ?? '') : null),
  tag: (n) => n.name,
};

/** The nodes' blocks of text (paragraphs, list items, headings), each cleaned, in order. */
export function blocksOf(nodes: ArrayLike<unknown>): string[] {
  return cleanBlocks(blockText(nodes as ArrayLike<TreeNode>, PARSED_TREE))
    .split('\n')
    .filter(Boolean);
}

/** Text of the parsed nodes with a space at every block boundary, whitespace collapsed. */
export function spacedTextOf(nodes: ArrayLike<unknown>): string {
  return clean(blockText(nodes as ArrayLike<TreeNode>, PARSED_TREE));
}

/** Controls and non-text elements: a byline's "Follow" button is no part of the author's name. */
const NOT_WORDS = new Set(['button', 'select', 'svg', 'script', 'style', 'noscript', 'template']);
/**
 * Text only a screen reader speaks ("View ORCID Profile" beside an icon): a sighted reader never sees it. The
 * utility class goes by a design system's prefix too: GOV.UK's "govuk-visually-hidden" ("Current page:" in its
 * breadcrumbs), NHS's "nhsuk-u-visually-hidden", USWDS's "usa-sr-only", Foundation's "show-for-sr".
 */
const SCREEN_READER_ONLY =
  /(?:^|\s)(?:[a-z\d]+-)*(?:sr-only|sr-text|visually-?hidden|hidden-visually|screen-?reader(?:-text|-only)?|element-invisible|a11y-hidden|show-for-sr)(?:\s|$)/i;
const WORDS_TREE: typeof PARSED_TREE = {
  ...PARSED_TREE,
  children: (n) =>
    NOT_WORDS.has(n.name ?? '') || SCREEN_READER_ONLY.test(n.attribs?.class ?? '') ? null : PARSED_TREE.children(n),
};

const SEEN_TREE: typeof PARSED_TREE = {
  ...PARSED_TREE,
  children: (n) =>
    n.name === 'script' ||
    n.name === 'style' ||
    n.name === 'template' ||
    // Shown only without scripts; in a served page its content is markup as text ("<img class=… />").
    n.name === 'noscript' ||
    SCREEN_READER_ONLY.test(n.attribs?.class ?? '')
      ? null
      : PARSED_TREE.children(n),
};

/**
 * The text a sighted reader sees: spacedTextOf without screen-reader-only text (a control's label kept: a
 * byline set in a button).
 */
export function seenTextOf(nodes: ArrayLike<unknown>): string {
  return clean(blockText(nodes as ArrayLike<TreeNode>, SEEN_TREE));
}

/** Inline tags that style words within a run of text ("<b>Dr.</b> Jane Roe"), not separate items beside it. */
const RUN_IN = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sup', 'sub', 'mark', 'abbr', 'font', 'wbr']);
/** Each element its own words: an inline element other than RUN_IN is walked as a block. */
const APART_TREE: typeof PARSED_TREE = {
  ...PARSED_TREE,
  tag: (n) => (n.name && !BLOCK_TAGS.has(n.name) && !RUN_IN.has(n.name) && n.name !== 'pre' ? 'div' : n.name),
};

/**
 * The text a sighted reader sees in the nodes, without the elements `skip` says are no part of it, each element
 * its own words: a byline's name link, its "@handle" link and the role beside them are set apart by the style
 * sheet, not by spaces ("Grant Brisbee" "@GrantBrisbee", "Andrew Husband" "News & Culture Writer").
 */
export function seenItemsWithout(nodes: ArrayLike<unknown>, skip: (n: TreeNode) => boolean): string {
  const tree: typeof PARSED_TREE = { ...APART_TREE, children: (n) => (skip(n) ? null : SEEN_TREE.children(n)) };
  // A link closing a sentence ("E-mail <a>Maggie</a>.") keeps its full stop; a quoted title its quote marks.
  return clean(blockText(nodes as ArrayLike<TreeNode>, tree))
    .replace(/ ([.,;!?)\]”’])/g, '$1')
    .replace(/([(\[“‘]) /g, '$1');
}

/** The words a reader sees in the nodes: spacedTextOf without buttons, scripts and other controls. */
export function wordsOf(nodes: ArrayLike<unknown>): string {
  return clean(blockText(nodes as ArrayLike<TreeNode>, WORDS_TREE));
}

/** A link's http(s) host, www. aside; null for any other link. */
function linkHost(href: string | undefined, base: URL): string | null {
  const abs = absolutise((href ?? '').trim(), base);
  if (!abs) return null;
  try {
    const u = new URL(abs);
    return /^https?:$/.test(u.protocol) ? hostKey(u.hostname) : null;
  } catch {
    return null;
  }
}

/**
 * The hosts whose links are the site's own: the page's, and its canonical address's when that is another
 * (a copy served from a mirror, a CDN or a saved file names the site it belongs to there).
 */
export function siteHosts({ q, base, pageHost }: ParsedPage): Set<string> {
  const hosts = new Set([pageHost]);
  const canonical = linkHost(q('link[rel="canonical" i]', 'link').first().attr('href'), base);
  if (canonical) hosts.add(canonical);
  return hosts;
}

/**
 * The host most of the page's header, navigation and footer links lead to (three at least, over half of them): the
 * site that frames the page. A syndicated story's copy, canonical on the publisher that wrote it, is framed by the
 * site that serves it (Fortune's copy of a TIME story links fortune.com's sections and its writers' pages).
 */
export function framingHost({ q, base }: ParsedPage): string | null {
  const counts = new Map<string, number>();
  let links = 0;
  q('a[href]', 'a').each((_, el) => {
    if (!inNavHeaderFooter(el as unknown as TreeNode)) return;
    const h = linkHost(at(el, 'href'), base);
    if (!h) return;
    links++;
    counts.set(h, (counts.get(h) ?? 0) + 1);
  });
  const [top, n] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [null, 0];
  return top && n >= 3 && n * 2 > links ? top : null;
}

/** `$(el).closest('nav, header, footer').length > 0` without compiling the selector for every element. */
export function inNavHeaderFooter(el: TreeNode): boolean {
  for (let n: TreeNode | null = el; n && (n.type === 'tag' || n.type === 'script' || n.type === 'style'); n = n.parent)
    if (n.name === 'nav' || n.name === 'header' || n.name === 'footer') return true;
  return false;
}

/** Same as cheerio's `$(el).attr(name)` for the (non-boolean, non-`value`) attributes read here. */
export function at(el: unknown, name: string): string | undefined {
  const attribs = (el as TreeNode).attribs;
  return attribs && Object.prototype.hasOwnProperty.call(attribs, name) ? attribs[name] : undefined;
}

/** The elements none of whose ancestors is among them. */
export function outermost(els: TreeNode[]): TreeNode[] {
  const set = new Set(els);
  return els.filter((el) => {
    for (let p = el.parent; p; p = p.parent) if (set.has(p)) return false;
    return true;
  });
}

export type ParsedPage = ReturnType<typeof parsePage>;

/**
 * How the HTML came: as the server sent it, parsed as a browser parses it (parse5, HTML's own algorithm,
 * which repairs what is malformed), or serialised by the browser from its rendered DOM. That copy is
 * well formed (every element closed, tables with their tbody), so htmlparser2 builds the same tree
 * 5-7× faster, on the main thread where the analysis waits (decision 039). What that browser does not
 * show, because scripting is on or an iframe replaced it, is dropped: a <noscript>'s, an <iframe>'s and
 * a <noembed>'s content, which it holds as text.
 */
export type HtmlSource = 'served' | 'serialized';
const NOT_SHOWN_WHEN_RENDERED: ReadonlySet<string> = new Set(['noscript', 'iframe', 'noembed', 'noframes']);

/** htmlparser2 leaves a <textarea>'s character references as written: decoded here as HTML's parser decodes them. */
function decodeTextarea(el: TreeNode): void {
  for (const t of el.children ?? []) {
    const node = t as TreeNode & { data?: string };
    if (node.type === 'text' && node.data?.includes('&'))
      node.data = cheerio.load(`<textarea>${node.data}</textarea>`, null, false)('textarea').text();
  }
}

/** Parses the HTML once and indexes it; every fact reader queries it through `q`. */
export function parsePage(html: string, pageUrl: string, source: HtmlSource = 'served') {
  const $ =
    source === 'served'
      ? cheerio.load(html ?? '')
      : cheerio.load(html ?? '', { xml: { xmlMode: false, decodeEntities: true } });
  revealCloudflareEmails($, html ?? '');
  const root = $.root()[0] as unknown as TreeNode;
  const { pos, lists } = indexTree(root, source === 'serialized' ? NOT_SHOWN_WHEN_RENDERED : null);
  if (source === 'serialized') for (const el of lists.get('textarea') ?? []) decodeTextarea(el);
  let removed = false;
  const attached = (el: TreeNode): boolean => {
    let n = el;
    while (n.parent) n = n.parent;
    return n === root;
  };
  /** `$(selector)` over the union of the candidate buckets (a superset of the matches). */
  const q = (selector: string, ...cands: Cand[]) => {
    let els: TreeNode[];
    if (cands.length === 1) els = lists.get(cands[0]) ?? [];
    else {
      const set = new Set<TreeNode>();
      for (const k of cands) for (const el of lists.get(k) ?? []) set.add(el);
      els = [...set].sort((a, b) => (pos.get(a) as number) - (pos.get(b) as number));
    }
    if (removed) els = els.filter(attached);
    const test = compiledSelector(selector);
    return test ? $(els.filter(test) as never[]) : $(els as never[]).filter(selector);
  };
  let base: URL;
  try {
    base = new URL(q('base[href]', 'base').attr('href') ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  /** Elements with a class or an id, unsorted (callers filter them down, then sort the few left by `byPos`). */
  let classOrIdCache: TreeNode[] | null = null;
  return {
    $,
    root,
    lists,
    q,
    attached,
    base,
    pageHost: hostKey(new URL(pageUrl).hostname),
    meta: (sel: string) => nonEmpty(q(sel, 'meta').first().attr('content')),
    classOrIdEls: (): TreeNode[] =>
      (classOrIdCache ??= [...new Set([...(lists.get('@class') ?? []), ...(lists.get('@id') ?? [])])]),
    byPos: (els: TreeNode[]) => els.sort((x, y) => (pos.get(x) as number) - (pos.get(y) as number)),
    /** Drops what holds no page text (scripts, styles, templates, SVG, iframes); queries skip it from then on. */
    removeNonText: () => {
      $('script, style, noscript, template, svg, iframe').remove();
      removed = true;
    },
  };
}

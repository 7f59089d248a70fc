/**
 * The page's text, read after removeNonText: all of it, the main content's, the quotations, what
 * data-nosnippet keeps out of snippets, and the site footer's.
 */
import type { PageFacts } from '../../types';
import {
  abutsLink,
  BLOCK_BREAK,
  BLOCK_TAGS,
  blocksOf,
  clean,
  LINE_BREAK,
  cleanBlocks,
  nonEmpty,
  outermost,
  spacedTextOf,
  textOf,
  type ParsedPage,
  type TreeNode,
} from './dom';
import { isProsePre, PreBlocks, withoutProse } from './pre-text';
import { countWords } from './word-count';
import { classTokens, Z_BOILER, Z_CHROME, Z_MAINROOT, Z_OTHERS, Z_REFS, type PageRegions } from './regions';
import { allMatches } from '../../computed/all-matches';

/** A character of a script written without spaces between words (Chinese, Japanese). */
const UNSPACED = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;
const UNSPACED_ALL = new RegExp(UNSPACED.source, 'gu');
/**
 * Someone's words in Chinese or Japanese: after the colon that introduces speech (他说：“…”, 表示：「…」), or in
 * 「」 before the quoting particle and a verb of saying (「…」と述べた); a term in brackets (「新聞ストッカー」と
 * 「…」) is neither.
 */
const CJK_SPEECH =
  /[：:]\s*[“「『]([^”」』“「『]{8,300})[”」』]|「([^」「]{8,300})」(?=と(?:述べ|話|語|言|説明|コメント|強調|明か|指摘|答え|発言|主張|訴え|語っ))/gu;

/** The small words a title leaves in lower case ("Tony Dorsett Is Losing His Mind", "The Art of War"). */
const TITLE_SMALL_WORD =
  /^(?:a|an|the|and|or|but|nor|of|in|on|at|to|for|by|with|from|as|vs\.?|de|la|le|les|des|du|der|die|das|und|von)$/;
/**
 * A work's title in quotation marks, every word capitalised: D Magazine's caption 'From “Tony Dorsett Is Losing
 * His Mind,” February 2014' names an earlier feature; nobody is quoted.
 */
function titleCased(q: string): boolean {
  const words = q
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return (
    words.length >= 3 &&
    words.every((w, i) => /^[\p{Lu}\p{N}]/u.test(w) || (i > 0 && TITLE_SMALL_WORD.test(w))) &&
    // Not a line set in capitals (a shout, a sign): a title's words are capitalised, not written in capitals.
    words.some((w) => /\p{Ll}/u.test(w))
  );
}

/** The longest passage taken for one quotation when its attribution follows it (a speaker's paragraph). */
const LONG_QUOTATION = 1500;
/**
 * The attribution a report gives its speaker after the closing mark: a comma or dash, then a word ('"…", falou
 * Tite', '« … », a-t-il dit'), or a word after a comma inside the marks ('"…," said Smith').
 */
const attributed = (quoted: string, after: string) =>
  /^\s*[,–—-]\s*\p{L}/u.test(after) || (quoted.endsWith(',') && /^\s*\p{L}/u.test(after));

/**
 * Quoted passages of running text: at least 20 characters and 4 words between quotation marks (or, in a script
 * without spaces, 15 of its characters), and the speech of a Chinese or Japanese text.
 */
function quotedPassages(text: string): string[] {
  const out: string[] = [];
  // Every pair of marks in order, short ones too, so that a closing mark never opens the next pair: Lifehacker's
  // "needs" alone, put your stuff listed as "crap" is two words quoted, not the phrase between them. German print
  // sets »…« (Spektrum's »Meistens werden sie gezielt zum Schweigen gebracht«, sagt Shahid); French «…». A straight
  // mark glued to a figure is an inch or a second, never an opening mark (Mental Floss's 'Fire Tablet, 7" Display').
  const re = /»([^»«]*)«|(?:(?<!\d)"|[“«„])([^”"»“«„]*)[”"»“]|‘([^‘]{20,300}?)’(?=[\s,.;:!?)]|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const double = m[1] ?? m[2];
    const q = (double ?? m[3] ?? '').trim();
    // A long passage in double marks with its attribution after it is one speaker's words: Folha's 420
    // characters of Tite ('"Em 2012 eu errei. … a outras situações", falou Tite ao programa').
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (double !== undefined && q.length > 300 && q.length <= LONG_QUOTATION && attributed(q, after)) {
      out.push(q);
      continue;
    }
    // A long passage in double marks is no one quotation, but may hold one ("‘Why don’t you sell them?’ I said").
    if (double !== undefined && q.length > 300) out.push(...quotedPassages(q));
    if (q.length < 20 || q.length > 300 || titleCased(q)) continue;
    const long = q.split(/\s+/).length >= 4 || (q.match(UNSPACED_ALL)?.length ?? 0) >= 15;
    if (long && /\p{L}/u.test(q)) out.push(q);
  }
  if (UNSPACED.test(text))
    for (const m of allMatches(CJK_SPEECH, text)) {
      const q = (m[1] ?? m[2] ?? '').trim();
      if (/\p{L}/u.test(q) && !out.includes(q)) out.push(q);
    }
  return out;
}

export function pageText({ $, q }: ParsedPage): Pick<PageFacts, 'text' | 'nosnippetWords'> {
  // Blocks apart: minified HTML has no whitespace between them ("…either.</p><p>SpaceX…" is two words).
  const text = $('body').length ? spacedTextOf($('body')) : spacedTextOf($.root());
  // Google keeps text inside data-nosnippet out of snippets and AI Overviews (outermost elements only).
  const nosnippetEls = q('[data-nosnippet]', '@data-nosnippet').filter(
    (_, el) => !(el as unknown as TreeNode).parent || !$(el).parent().closest('[data-nosnippet]').length,
  );
  return { text, nosnippetWords: countWords(spacedTextOf(nosnippetEls)) };
}

/**
 * Main content text and the quotations of the main region and of the rest of the page outside any
 * boilerplate block (one walk; boilerplate subtrees are skipped whole).
 */
/** Where a block of text ends, in the text the quotations are read from. */
const QUOTE_BLOCK_END = '\u0001';
/** The zone pushed with a `<pre>`'s end (its own line breaks are read there: pre-text.ts). */
const PRE_ZONE = -1;

/**
 * A page that leaves a `<blockquote>` in a table cell empty uses them to indent, not to quote: JVN iPedia's record
 * sets each field's value in one, in its table layout ("<td><blockquote>NETWAVE MNG6200 デバイスには…</blockquote>"),
 * and leaves those of empty fields empty. Its blockquotes in cells are its own text.
 */
function indentsWithBlockquotes(q: ParsedPage['q']): boolean {
  return (q('blockquote', 'blockquote').toArray() as unknown as TreeNode[]).some(
    (el) => inCell(el) && !clean(textOf([el])) && !(el.children ?? []).some((c) => c.type === 'tag'),
  );
}
/** A blockquote set as a table cell's content; an empty one elsewhere is a placeholder a script fills (a tweet). */
const inCell = (el: TreeNode) => el.parent?.name === 'td' || el.parent?.name === 'th';
/**
 * A social post embedded with its platform's code, the blockquote its script turns into the post (Twitter's
 * "twitter-tweet", Instagram's "instagram-media", TikTok's "tiktok-embed", Bluesky's "bluesky-embed", Reddit's
 * "reddit-embed-bq", Facebook's "fb-xfbml-parse-ignore"): its text, handle and date are the poster's, shown as
 * posted, not words the writer quotes (The Political Insider's tweet "@sfutch33 SEVEN! 3 were replaced."). Its
 * dates are not the page's either (elements.ts).
 */
const EMBEDDED_POST =
  /^(?:(?:twitter|instagram|tiktok|bluesky|reddit|imgur|mastodon|threads|facebook|fb)-(?:tweet|video|media|embed(?:-bq|-pub)?|card|post)|fb-xfbml-parse-ignore|text-post-media)$/;
const isEmbeddedPost = (el: TreeNode) => classTokens(el.attribs ?? {}).some((t) => EMBEDDED_POST.test(t));
/**
 * A blockquote that holds a table and no text of its own indents the table: LWN sets its data so
 * ("<blockquote><table class="OddEven"><tr><th>Release</th><th>Date</th>…"), figures nobody said.
 */
const indentsTable = (el: TreeNode): boolean => {
  const kids = (el.children ?? []).filter((c) => c.type === 'tag' || !!clean(textOf([c as TreeNode])));
  return kids.length > 0 && kids.every((c) => c.name === 'table');
};

/** The space between two links side by side (`abutsLink`), as a text node of the walk. */
const WORD_GAP_NODE = { type: 'text', data: ' ', parent: null } as TreeNode & { data?: string };
const nameOf = (n: TreeNode) => n.name;

export function mainTextAndQuotes(
  { $, root, q }: ParsedPage,
  { rootZone, zoneOf, zoneUnder }: PageRegions,
): Pick<PageFacts, 'mainText' | 'quotes' | 'othersBlocks'> {
  const indenting = indentsWithBlockquotes(q);
  const mainParts: string[] = [];
  const others: TreeNode[] = [];
  const quoteParts: Record<'main' | 'body', string[]> = { main: [], body: [] };
  const quotes: PageFacts['quotes'] = [];
  const walkRoot = (($('body')[0] as unknown as TreeNode) ?? root) as TreeNode;
  // Parallel stacks (node, zone of its parent, inside a quotation or reference); null marks the end of a block.
  const nodes: ((TreeNode & { data?: string }) | null)[] = [walkRoot];
  const parentZones: number[] = [
    walkRoot.parent && walkRoot.parent.type !== 'root' ? zoneOf(walkRoot.parent) : rootZone,
  ];
  const inQuote: boolean[] = [false];
  const pres = new PreBlocks(mainParts);
  while (nodes.length) {
    const n = nodes.pop();
    const pz = parentZones.pop() as number;
    const sqIn = inQuote.pop() as boolean;
    if (!n && pz === PRE_ZONE) pres.close();
    if (!n) {
      if (pz !== PRE_ZONE) mainParts.push(BLOCK_BREAK);
      quoteParts.main.push(QUOTE_BLOCK_END);
      quoteParts.body.push(QUOTE_BLOCK_END);
      continue;
    }
    if (n.type === 'text') {
      const where = pz & Z_MAINROOT ? 'main' : 'body';
      if (where === 'main') mainParts.push(n.data ?? '');
      quoteParts[where].push(sqIn ? ' ' : (n.data ?? ''));
      continue;
    }
    if (!n.children || n.type === 'comment') continue;
    const z = n.type === 'root' ? rootZone : zoneUnder(n, pz);
    if (z & Z_BOILER) {
      if (z & Z_OTHERS && others.length < 500) others.push(n);
      continue;
    }
    const name = (n.name ?? '').toLowerCase();
    let sq = sqIn || (z & Z_REFS) !== 0 || name === 'pre' || name === 'code' || name === 'kbd' || name === 'samp';
    if ((name === 'q' || (name === 'blockquote' && !(indenting && inCell(n)) && !indentsTable(n))) && !sqIn) {
      const t = isEmbeddedPost(n) ? '' : clean(textOf([n]));
      if (t.length >= 3 && quotes.length < 300)
        // Kept long enough for the reading-ease advice to know a sentence deep in a long quotation is quoted.
        quotes.push({ text: t.slice(0, 1000), region: z & Z_MAINROOT ? 'main' : 'body' });
      sq = true;
    }
    if (name === 'br') mainParts.push(LINE_BREAK);
    else if (BLOCK_TAGS.has(name)) {
      if (name === 'pre') pres.open();
      else mainParts.push(BLOCK_BREAK);
      nodes.push(null);
      parentZones.push(name === 'pre' ? PRE_ZONE : 0);
      inQuote.push(false);
    }
    for (let i = n.children.length - 1; i >= 0; i--) {
      nodes.push(n.children[i] as TreeNode & { data?: string });
      parentZones.push(z);
      inQuote.push(sq);
      if (abutsLink(n.children, i, nameOf)) {
        nodes.push(WORD_GAP_NODE);
        parentZones.push(z);
        inQuote.push(sq);
      }
    }
  }
  // Block by block: a mark left open in one paragraph pairs with none in the next.
  for (const region of ['main', 'body'] as const)
    for (const block of quoteParts[region].join('').slice(0, 200_000).split(QUOTE_BLOCK_END))
      for (const p of quotedPassages(clean(block)))
        if (quotes.length < 300) quotes.push({ text: p.slice(0, 200), region });
  // Other pages' blocks, paragraph by paragraph: Readability at times keeps a run of teaser cards with the article.
  // Not the page's own words a reader quotes back: Kinja's reply quoting Lifehacker's crosshead "Make a List of
  // Everything You Own and Do Some Decluttering" is no reason to take it out of the article.
  const mainText = cleanBlocks(mainParts.join('')).slice(0, 200_000);
  const own = new Set(mainText.split('\n'));
  const othersBlocks = blocksOf(others)
    .filter((b) => b.length >= 20 && !own.has(b))
    .slice(0, 3000);
  return { mainText, quotes, othersBlocks };
}

/** An element holding a `<code>` (a highlighter's `<pre><code>`: MkDocs, Prism, highlight.js). */
const hasCode = (el: TreeNode): boolean => (el.children ?? []).some((c) => c.name === 'code' || hasCode(c as TreeNode));

/**
 * The page's code samples (`<pre>`, `<code>`, `<kbd>`, `<samp>`; the outermost, outside boilerplate), a line of
 * each a line, as the main text writes a `<pre>`'s lines: a figure in them is a setting, not a claim (MkDocs'
 * configuration page counted `duration = "5m"` and `timeout = "400ms"` as statistics). They stay in the text. A
 * `<pre>` of prose without a `<code>` is a document, not a sample: an IETF draft's figures are its claims; one
 * mixing prose and samples is read without its prose's paragraphs ("could respond with a 302 redirect").
 */
export function codeTextsOf({ q }: ParsedPage, { zoneOf }: PageRegions): string[] {
  const els = q('pre, code, kbd, samp', 'pre', 'code', 'kbd', 'samp').toArray() as unknown as TreeNode[];
  return outermost(els)
    .filter((el) => !(zoneOf(el) & Z_BOILER))
    .slice(0, 1000)
    .map((el) => ({ el, text: textOf([el]).slice(0, 20_000) }))
    .filter(({ el, text }) => el.name !== 'pre' || hasCode(el) || !isProsePre(text))
    .map(({ el, text }) =>
      (el.name === 'pre' && !hasCode(el) ? withoutProse(text) : text)
        .split(/\r\n?|\n/)
        .map((line) => clean(line))
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
}

/** Text of the site's footer (outside the article). */
const SITE_FOOTER_LINE = /©|&copy;|\bcopyright\b|\ball rights reserved\b/i;

export function footerTextOf({ q, classOrIdEls, byPos, attached }: ParsedPage, { zoneOf }: PageRegions): string | null {
  const footerEls = outermost([
    ...q('footer, [role="contentinfo"]', 'footer', '@role').toArray(),
    ...byPos(
      classOrIdEls().filter(
        (el) =>
          /footer/i.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) &&
          attached(el) &&
          classTokens(el.attribs ?? {}).some((t) => /(?:^|[-_])footer(?:$|[-_])/.test(t)),
      ),
    ),
  ] as unknown as TreeNode[]).filter(
    // The site's footer; or one read as the article's (a page wrapper taken for the article) that says whose
    // site it is, with the copyright line only the site's footer carries.
    (el) => (zoneOf(el) & Z_CHROME) !== 0 || SITE_FOOTER_LINE.test(textOf([el])),
  );
  return nonEmpty(
    footerEls
      .map((el) => spacedTextOf([el]))
      .join(' | ')
      .slice(0, 5000),
  );
}

/**
 * The guard before parsing: how deep the raw HTML nests and how many elements it has, from one linear
 * scan of the text (no DOM), so a page built to be slow to parse is refused before it reaches a
 * parser. Readability's work grows much faster than the depth: 500 levels take about 1 s, 1,000 about
 * 4 s, 2,000 about 20 s on a 20 kB page (docs/decisions/009-parse-limits.md).
 *
 * The depth follows the tree building of htmlparser2 (linkedom, which Readability reads): an open tag
 * closes the open elements its rules imply (`<p>` after `<p>`, `<li>` after `<li>`, ...), an end tag
 * closes up to the nearest open element of its name and is ignored when there is none, void
 * elements never open, and `/>` closes only inside `<svg>` or `<math>`. The text of script, style,
 * title, textarea and xmp is not markup.
 */
import { PageTooComplexError } from './errors';

export interface ParseLimits {
  /** Deepest element nesting accepted. */
  maxDepth: number;
  /** Most elements (start tags) accepted. */
  maxElements: number;
  /**
   * Characters of HTML given to the parsers; the rest is not read (the largest corpus page is 2.2 MB).
   * Parsing costs ~70× the input in memory: this bounds one analysis' parse to a few hundred MB.
   */
  maxChars: number;
}

/** The part of the HTML the parsers read (see ParseLimits.maxChars). */
export const parsedPart = (html: string, limits: Pick<ParseLimits, 'maxChars'>) =>
  html.length > limits.maxChars ? html.slice(0, limits.maxChars) : html;

/** Caps with a wide margin over real pages (the 300 corpus pages: decision 009). */
export const DEFAULT_PARSE_LIMITS: ParseLimits = { maxDepth: 256, maxElements: 100_000, maxChars: 3_000_000 };

interface HtmlShape {
  /** Deepest element nesting. */
  depth: number;
  /** Start tags. */
  elements: number;
}

const P = new Set(['p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const DDT = new Set(['dd', 'dt']);
const RTP = new Set(['rt', 'rp']);
const SECTION = new Set(['thead', 'tbody']);
/** htmlparser2's `openImpliesClose`: the open elements (on top of the stack) a start tag closes. */
const IMPLIES_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', DDT],
  ['dt', DDT],
  ['rt', RTP],
  ['rp', RTP],
  ['tbody', SECTION],
  ['tfoot', SECTION],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((t) => [t, FORM] as [string, Set<string>]),
  ...[
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'address',
    'article',
    'aside',
    'blockquote',
    'details',
    'div',
    'dl',
    'fieldset',
    'figcaption',
    'figure',
    'footer',
    'form',
    'header',
    'hr',
    'main',
    'nav',
    'ol',
    'pre',
    'section',
    'table',
    'ul',
  ].map((t) => [t, P] as [string, Set<string>]),
]);
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

const isNameStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** Tab, line feed, form feed, carriage return, space, `/` or `>`: the end of a tag name. */
const endsName = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 47 || c === 62;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

/**
 * The `>` that ends the tag whose attributes start at `from` (a quoted attribute value may hold `>`),
 * or -1; and the last non-space character before it (`/` on a self-closing tag).
 */
function tagEnd(html: string, from: number): { end: number; prev: number } {
  let j = from;
  let prev = 0;
  while (j < html.length) {
    const ch = html.charCodeAt(j);
    if (ch === 62 /* > */) return { end: j, prev };
    if ((ch === 34 || ch === 39) && prev === 61 /* = */) {
      const q = html.indexOf(ch === 34 ? '"' : "'", j + 1);
      if (q < 0) break;
      j = q + 1;
      prev = ch;
      continue;
    }
    if (!isSpace(ch)) prev = ch;
    j++;
  }
  return { end: -1, prev };
}

/** Depth and element count of the HTML, in one pass over the text. */
export function measureHtml(html: string): HtmlShape {
  const stack: string[] = [];
  // Open elements by name, so an end tag with no open element of its name costs nothing.
  const open = new Map<string, number>();
  let foreign = 0; // open <svg> and <math>
  let depth = 0;
  let elements = 0;
  const n = html.length;
  const pop = () => {
    const name = stack.pop() as string;
    open.set(name, (open.get(name) as number) - 1);
    if (name === 'svg' || name === 'math') foreign--;
  };
  const nameAt = (from: number): [string, number] => {
    let j = from;
    while (j < n && !endsName(html.charCodeAt(j))) j++;
    return [html.slice(from, j).toLowerCase(), j];
  };
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt + 1 >= n) break;
    const c = html.charCodeAt(lt + 1);
    if (c === 33 /* ! */) {
      // Comment, doctype, CDATA: to `-->` for a comment, else to the next `>`.
      const end = html.startsWith('!--', lt + 1) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      if (end < 0) break;
      i = end + 1;
    } else if (c === 63 /* ? */) {
      const end = html.indexOf('>', lt + 2);
      if (end < 0) break;
      i = end + 1;
    } else if (c === 47 /* / */ && lt + 2 < n && isNameStart(html.charCodeAt(lt + 2))) {
      const [name, after] = nameAt(lt + 2);
      const end = html.indexOf('>', after);
      if (end < 0) break;
      i = end + 1;
      if (VOID.has(name) || !open.get(name)) continue;
      while (stack.length && stack[stack.length - 1] !== name) pop();
      pop();
    } else if (isNameStart(c)) {
      const [name, after] = nameAt(lt + 1);
      const { end, prev } = tagEnd(html, after);
      if (end < 0) break;
      i = end + 1;
      elements++;
      const closes = IMPLIES_CLOSE.get(name);
      if (closes) while (stack.length && closes.has(stack[stack.length - 1])) pop();
      if (stack.length + 1 > depth) depth = stack.length + 1; // a void element is as deep as any
      const selfClosed = prev === 47 /* / */ && foreign > 0;
      if (!VOID.has(name) && !selfClosed) {
        stack.push(name);
        open.set(name, (open.get(name) ?? 0) + 1);
        if (name === 'svg' || name === 'math') foreign++;
      }
      if (RAW_TEXT.has(name) && !selfClosed) {
        // The text runs to the element's end tag (case-insensitive), or to the end of the page.
        const close = new RegExp(`</${name}`, 'gi');
        close.lastIndex = i;
        i = close.exec(html) ? close.lastIndex - name.length - 2 : n;
      }
    } else i = lt + 1;
  }
  return { depth, elements };
}

/** Null when the page is within the limits, else the error that fails its analysis. */
export function checkParseLimits(html: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): PageTooComplexError | null {
  const { depth, elements } = measureHtml(html);
  if (depth > limits.maxDepth)
    return new PageTooComplexError({ measure: 'depth', found: depth, limit: limits.maxDepth });
  if (elements > limits.maxElements)
    return new PageTooComplexError({ measure: 'elements', found: elements, limit: limits.maxElements });
  return null;
}

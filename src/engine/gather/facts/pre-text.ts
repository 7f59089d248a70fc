/**
 * The text of a `<pre>`: its own line breaks are line breaks (WHATWG HTML: the pre element is a block of
 * preformatted text, in which structure is represented by typographic conventions rather than by elements).
 * Plain-text documents saved as HTML (IETF drafts, RFCs) and code samples are written so. A blank line ends
 * a block, as two `<br>` in a row do (decision 042), and so does every other line break, except where
 * running prose is wrapped to the next line ("…of the Internet Engineering" / "Task Force (IETF)."):
 * a line break is a space only between two prose lines, the first ending mid-sentence (a small letter, a
 * comma or a hyphen) or the second going on in small letters. A line with code's characters, or laid out
 * in columns (three spaces or more inside it: a draft's header, a table), or of one word is
 * no prose line: a code sample's lines stay apart, each a piece of its own, never a sentence run over the
 * next line (decision 047).
 */

/**
 * A line of code or a shell command, not of prose: it opens or ends with a brace,
 * starts with a prompt ("$ "), a comment mark or a tag, or holds an assignment, an arrow, "//" (not an
 * address's) or a call with arguments ("f(x", not the "fetch()" prose names).
 */
const CODE = /[{}]\s*$|^\s*(?:[{}#]|\$ |<\/?[a-z])|\s=\s|[=!]==?|=>|(?<!:)\/\/|\w\((?!\))|\/>/i;
/** Columns: three spaces or more between two words. */
const COLUMNS = /\S {3,}\S/;
/** A list item's mark: "*", "o", "-", "1." at the start of a line. */
const ITEM = /^(?:[-*•+o]|\d+[.)])\s/;
const plain = (line: string): boolean => line.trim() !== '' && !CODE.test(line) && !COLUMNS.test(line.trim());
const prose = (line: string): boolean => plain(line) && line.trim().includes(' ');
const WRAPS_AFTER = /[\p{Ll},-]$/u;
const GOES_ON = /^\p{Ll}/u;

/**
 * A `<pre>` written as prose: a plain-text document saved as HTML (an IETF draft, an RFC), its lines mostly
 * running prose with sentences in them, not a code sample's statements or a terminal's output ("updating to
 * branch default", "0 files updated": prose-like lines, but few and no sentence).
 */
export function isProsePre(text: string): boolean {
  const lines = text.split(/\r\n?|\n/).filter((line) => line.trim() !== '');
  const sentences = text.match(/\p{Ll}[.!?](?:\s|$)/gu)?.length ?? 0;
  return (
    lines.length >= PROSE_LINES &&
    sentences >= PROSE_SENTENCES &&
    lines.filter(prose).length >= PROSE_SHARE * lines.length
  );
}
const PROSE_SHARE = 0.6;
const PROSE_LINES = 10;
const PROSE_SENTENCES = 3;

/** Line `b` goes on with the prose of line `a`, wrapped: a space between them, not a line break. */
const wrapsOnto = (a: string, b: string): boolean =>
  prose(a) && plain(b) && !ITEM.test(b.trim()) && (WRAPS_AFTER.test(a.trimEnd()) || GOES_ON.test(b.trim()));

/** A `<pre>`'s text (its own line breaks still in it) with `blockBreak` where a block ends and a space where prose wraps. */
function preText(text: string, blockBreak: string): string {
  const lines = text.split(/\r\n?|\n/);
  let out = lines[0];
  for (let i = 1; i < lines.length; i++) out += (wrapsOnto(lines[i - 1], lines[i]) ? ' ' : blockBreak) + lines[i];
  return out;
}

/** A sentence's paragraph: a capital first, then eight words or more. */
const SENTENCE = /^\s*\p{Lu}\p{Ll}*(?:\s+\S+){7}/u;

/**
 * A `<pre>`'s lines without its running prose: the paragraphs wrapped over two lines or more that read as a
 * sentence. An IETF draft's page holds request samples and the prose around them ("To which the server could
 * respond with a 302 redirect, back to the" / "origin of the requesting application:"): the prose's figures are
 * claims, the samples' settings. A sample's comment lines stay (their "#" or "//" makes them code).
 */
export function withoutProse(text: string): string {
  const lines = text.split(/\r\n?|\n/);
  const kept: string[] = [];
  for (let i = 0; i < lines.length;) {
    let end = i + 1;
    while (end < lines.length && wrapsOnto(lines[end - 1], lines[end])) end++;
    const paragraph = lines.slice(i, end);
    if (paragraph.length < 2 || !SENTENCE.test(paragraph.join(' '))) kept.push(...paragraph);
    i = end;
  }
  return kept.join('\n');
}

/** dom.ts's BLOCK_BREAK (one block's end in the text). */
const BLOCK_END = '\u2029';

/**
 * The `<pre>` elements open in a text walk that collects `parts`: where the outermost began. Its end
 * rewrites its text's line breaks (`preText`); a `<pre>` inside it only ends a block.
 */
export class PreBlocks {
  private readonly starts: number[] = [];
  constructor(private readonly parts: string[]) {}
  open(): void {
    this.parts.push(BLOCK_END);
    this.starts.push(this.parts.length);
  }
  close(): void {
    const start = this.starts.pop() as number;
    if (this.starts.length === 0) this.parts.push(preText(this.parts.splice(start).join(''), BLOCK_END));
    this.parts.push(BLOCK_END);
  }
}

/**
 * Word count that also counts CJK text (two characters ≈ one word): a word is a letter or digit followed by
 * letters, digits, apostrophes and hyphens (`[\p{L}\p{N}][\p{L}\p{N}'’-]*`), CJK characters count apart. One
 * scan over a table of character kinds, without a match array or a copy of the text: counting a long page's
 * words that way was the main thread's largest cost once the page had rendered.
 */

const UNKNOWN = 0;
const OTHER = 1;
const WORD = 2;
const JOINER = 3;
const CJK = 4;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Each BMP character's kind; a character outside ASCII and CJK is looked up once, when first met. */
const KINDS = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++) KINDS[c] = /[A-Za-z0-9]/.test(String.fromCharCode(c)) ? WORD : OTHER;
KINDS[0x27] = KINDS[0x2d] = KINDS[0x2019] = JOINER;
// Kana, CJK ideographs and hangul.
for (const [from, to] of [
  [0x3040, 0x30ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af],
])
  KINDS.fill(CJK, from, to + 1);
// Surrogates are read as pairs.
KINDS.fill(OTHER, 0xd800, 0xe000);

const lookUp = (c: number) => (KINDS[c] = LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? WORD : OTHER);

/** The kind of the astral character whose high surrogate is at `i` (OTHER for a lone surrogate). */
function astralKind(text: string, i: number): number {
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff && LETTER_OR_DIGIT.test(text.slice(i, i + 2)) ? WORD : OTHER;
}

export function countWords(text: string): number {
  let words = 0;
  let cjk = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let kind = KINDS[c];
    if (kind === UNKNOWN) kind = lookUp(c);
    else if (c >= 0xd800 && c < 0xdc00) {
      kind = astralKind(text, i);
      if (kind === WORD) i++;
    }
    if (kind === WORD) {
      if (!inWord) words++;
      inWord = true;
    } else if (kind !== JOINER) {
      inWord = false;
      if (kind === CJK) cjk++;
    }
  }
  return words + Math.ceil(cjk / 2);
}

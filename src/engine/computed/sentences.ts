/**
 * The main text read in sentences. The text keeps one "\n" where a block ends (a paragraph, a heading, a
 * list item, a table cell: `cleanBlocks`), and no sentence runs over it: a heading or a list item without
 * a full stop is not the start of the paragraph after it (decision 042).
 */

const ENDS = '.!?。！？';
const CLOSES = `"'”’)]`;
/**
 * A word whose full stop does not end the sentence when a capital follows: an initial ("John F. Kennedy",
 * "U.S."), a title ("Dr.", "Mr."), a Latin abbreviation ("e.g."), a month or a US state as news style
 * shortens them ("Nov. 4", "Arlington, Va."), a company's ("Inc.", "Assn."), unless a word that opens
 * sentences follows. Before a small letter no full stop ends a sentence.
 */
const ABBREVIATION = new RegExp(
  `(?:^|[\\s("'“‘])(?:\\p{Lu}|(?:\\p{L}\\.)+\\p{L}|${[
    'Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Rev|Gov|Sen|Rep|Gen|Lt|Col|Capt|Sgt|Mt|Ft|vs|approx|cf|al|No|Vol|pp?|Fig',
    'Inc|Ltd|Corp|Co|Assn|Bros|Dept|Univ|Ave|Blvd',
    'Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec',
    'Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|Okla|Ore|Pa|Tenn|Va|Vt|Wash|Wis|Wyo',
  ].join('|')})$`,
  'u',
);

/** Words that open a sentence, not a name: "… moved to the U.S. Then he …" is two sentences. */
const OPENER =
  /^(?:The|It|Its|This|That|These|Those|But|And|He|She|They|We|I|In|A|An|On|At|For|So|Yet|Then|There|His|Her|Their|Our|As|After|When|While|If)\b/;

/**
 * Abbreviations that end a sentence before a capital more often than not (decision 047, read on the
 * corpus): "et al." before a title ("Collisson E, Mortimer S, et al. Biopsy-free comprehensive tumor
 * profiling…"), "a.m."/"p.m." before anything but a weekday, a month or a time zone ("It was 3:05 a.m.
 * Anthony Rodriguez, who lives…"; "10:30 p.m. Tuesday" is one), and a company's "Inc."/"Ltd."/"Corp."/"Co." or
 * "D.C." before a quotation or a two-word name and a verb of saying ("…at Apple Inc. Tim Cook said", "…Systems, Inc. “We
 * have…"). Other abbreviations stay as they were: "the U.S. Army said" is one sentence.
 */
const ENDS_BEFORE_CAPITAL: [RegExp, RegExp][] = [
  [/(?:^|\s)et al$/, /^\p{Lu}/u],
  [
    /\d\s?[ap]\.m$/i,
    /^(?!(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\b|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\p{Ll}*\b|\p{Lu}{2,5}\b)\p{Lu}/u,
  ],
  [
    /(?:^|\s)(?:Inc|Ltd|Corp|Co|D\.C)$/,
    /^(?:[“"‘]\p{Lu}|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+,? (?:said|says|told|added|wrote|announced)\b)/u,
  ],
];
const endsBeforeCapital = (before: string, after: string): boolean =>
  ENDS_BEFORE_CAPITAL.some(([end, next]) => end.test(before) && next.test(after));

/** "[18]", "[n 7]", "[citation needed]". */
const REFERENCE_MARK = /^\[[^\]\s]{1,8}(?: [^\]\s]{1,8})?\]/;

/** A piece of the text: a sentence that ends with its end mark, or a block's words after its last one. */
interface TextPiece {
  text: string;
  /** False for words a block ends on without an end mark: a heading, a label, a list item, a cell. */
  ended: boolean;
}

const piecesCache: { text: string | null; pieces: TextPiece[] } = { text: null, pieces: [] };

/**
 * The text's pieces in page order. A sentence ends with end marks (and closing quotes or brackets)
 * followed by a space, the end of a block or of the text; a full stop inside a word ("4.99", "example.com")
 * or after an abbreviation ends nothing. One linear scan (a regular expression re-scanned from every start
 * after a full stop inside a word, quadratic in the text's length: docs/decisions/024). Several audits read
 * the same main text: the last answer is kept.
 */
export function sentencePieces(text: string): TextPiece[] {
  if (piecesCache.text !== text) {
    piecesCache.pieces = splitPieces(text);
    piecesCache.text = text;
  }
  return piecesCache.pieces;
}

function splitPieces(text: string): TextPiece[] {
  const t = text
    .slice(0, 200_000)
    .replace(/[^\S\n]+/g, ' ')
    .trim();
  const out: TextPiece[] = [];
  const n = t.length;
  let start = 0;
  let p = 0;
  while (p < n) {
    let q = p;
    while (q < n && t[q] !== '\n' && !ENDS.includes(t[q])) q++;
    if (q >= n || t[q] === '\n') {
      const rest = t.slice(start, q).trim();
      if (rest) out.push({ text: rest, ended: false });
      start = p = q + 1;
      continue;
    }
    let r = q;
    while (r < n && ENDS.includes(t[r])) r++;
    let e = r;
    while (e < n && CLOSES.includes(t[e])) e++;
    // A reference mark after the full stop ("…the North Island.[18] Māori…") is the sentence's.
    while (t[e] === '[') {
      const mark = REFERENCE_MARK.exec(t.slice(e, e + 20));
      if (!mark) break;
      e += mark[0].length;
    }
    const smallNext = t[e] === ' ' && /\p{Ll}/u.test(t[e + 1] ?? '');
    const abbreviation =
      // A quoted exclamation or question inside a sentence ("when the 'a-ha!' moment takes place", "Yahoo! said").
      (smallNext && (t[q] === '!' || t[q] === '?')) ||
      (t[e] === ' ' &&
        r === q + 1 &&
        t[q] === '.' &&
        (smallNext ||
          (ABBREVIATION.test(t.slice(Math.max(start, q - 12), q)) &&
            !OPENER.test(t.slice(e + 1, e + 8)) &&
            !endsBeforeCapital(t.slice(Math.max(start, q - 12), q), t.slice(e + 1, e + 60)))));
    if ((e === n || t[e] === ' ' || t[e] === '\n') && !abbreviation) {
      const sentence = t.slice(start, e).trim();
      if (sentence) out.push({ text: sentence, ended: true });
      start = p = e;
    } else p = r;
  }
  return out;
}

/** A surname and initials as a reference list writes them: "Gonzalez R", "España P", "van der Berg JM". */
const VANCOUVER_NAME = String.raw`(?:\p{Ll}+ ){0,2}\p{Lu}[\p{L}'’-]+ \p{Lu}{1,3}`;
/** PubMed's and medicine's style: three names or more, or two and "et al" ("Gonzalez R, Silva JM, Sanchez A, …"). */
const VANCOUVER = new RegExp(`^(?:${VANCOUVER_NAME}, ){2,}(?:${VANCOUVER_NAME}\\b|et al)`, 'u');
/** APA's: "Smith, J., Lee, K. & …", "Smith, J. A., & Chen, X." */
const APA = /^\p{Lu}[\p{L}'’-]+, (?:\p{Lu}\.\s?){1,3},? (?:&\s)?\p{Lu}[\p{L}'’-]+, (?:\p{Lu}\.\s?){1,3}/u;

/**
 * An entry of a reference list, opened by its authors' names: a citation of another work (title, journal, year),
 * not a sentence of the page's prose, however many words it runs to (docs/decisions/149).
 */
export const isCitationEntry = (piece: string): boolean => VANCOUVER.test(piece) || APA.test(piece);

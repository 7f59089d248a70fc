/**
 * Figures in running text, in the languages pages are written in: percentages, amounts, counts with a unit
 * ("24 hours", "3,740円", "432ページ"), and counts of things ("33 federal counts", "75 députés", "42
 * abstentions"). Not figures: years and dates, times, version, step and paragraph numbers ("Python 3",
 * "step 2", "paragraph 4"), relative times ("3 hours ago").
 */
import { allMatches } from '../../computed/all-matches';

/**
 * Percentages, amounts and counts with a known unit (money, time, size, frequency, power, length, weight), in
 * English, the main Latin-script languages (a German noun is capitalised: "40 Prozent", "450 Euro"; the currency
 * and the metre after the number, with a decimal comma and a thousands point or apostrophe: "ab etwa 4.800 €",
 * "CHF 1'200", "2,50 m Breite"; grams only after a space, as "5G" is a network) and CJK
 * ("将近10年", ten years: a number of one to three digits before 年, as a year of four is a date).
 */
const UNIT_FIGURE =
  /(?:\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b|prozent\b|pour cent\b|por ciento\b|per cento\b|procent\b)|\b\d[\d,.]*\s?(?:millionen|milliarden|mio\.|mrd\.|millions?|milliards?|millones|milioni|miliardi|miljoen|miljard|euros?|dollars?|franken|stunden|minuten|tagen?|wochen|monaten?|jahren?|heures|jours|semaines|mois|horas|días|semanas|meses|años|ore|giorni|settimane|mesi|anni|uur|dagen|weken|maanden|jaar)(?![\p{L}])|\d+(?:[.,]\d+)?\s?％|[$€£¥₹₩]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion)?\b|\b\d(?:[\d.,'’]*\d)?\s?(?:[€£]|(?:chf|eur|usd|gbp)\b)|\b\d+(?:[.,]\d+)?\s?(?:m|m²|m³|qm|ml|cl)(?![\p{L}\p{N}])|\b\d[\d,.]*\sg(?![\p{L}\p{N}])|\b\d[\d,.]*\s?(?:million|billion|thousand|users|customers|people|years|hours|days|minutes|kg|km|mb|gb|tb|ms|x|[kmg]?hz|mah|kwh|kw|mm|cm|mph|lbs?|oz|miles|feet|inches)\b|\d[\d,.]*\s?(?:円|元|万|億|亿|人|件|名|個|个|台|倍|ページ|年間|か月|ヶ月|時間|小时|分钟|天|公里|千米|美元|ドル|ユーロ|岁|歳|キロ|(?:ペタ|テラ|ギガ|メガ)バイト|トン|명|원|개)|(?<![\d.,第])\d{1,3}(?:\.\d)?\s?年(?![\d月度代前]))/giu;

/**
 * Words after a number that make it no count: function words, superlatives ("the 2 most streamed" is a
 * rank) and month names of the main Latin-script languages.
 */
const NOT_A_THING = new Set(
  (
    'ago and the for with from was were are but not than that this most more less least best worst und der die das mit von les des que qui par pour avec dans sur une con por para una los las del per che van een het met ' +
    'bis oder als auf aus bei nach vor zum zur ist sind war wie uhr hasta entre tot ' +
    'january february march april may june july august september october november december janvier février mars avril mai juin juillet août septembre octobre novembre décembre ' +
    'januar februar märz juni juli oktober dezember enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'
  ).split(' '),
);

/**
 * A count of things: a number of one to three digits (with thousands groups, so a bare year never
 * matches) followed by a lower-case word of three letters or more; not after a capitalised name
 * ("Python 3", "Chapter 2", "Windows 10") nor a number sign ("#2 pick" is a rank).
 */
const COUNT =
  /(?<![\p{L}\p{N}.,:/#№-])(?<!\p{Lu}\p{L}*\s)\d{1,3}(?:[,.\u00a0\u202f ]\d{3})*(?:[.,]\d+)?\s(\p{Ll}{3,})/gu;

/** Words that make the number after them a label, not a count ("paragraph 2 explains", "step 3 install"). */
const LABEL_BEFORE =
  /(?:^|[^\p{L}])(?:paragraph|step|chapter|page|section|part|figure|fig|table|version|episode|season|level|number|no|item|line|grade|room|route|gate|platform|article|appendix|volume|vol|issue|rule|question|chapitre|étape|partie|kapitel|seite|schritt|teil|capítulo|paso|página|parte|capitolo|pagina|passo)\.?\s$/iu;

/** Numbers spelled out, from two ("one of" is no count); either case of the first letter, as a sentence may start with one. */
const SPELLED_WORDS = [
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'a hundred',
  'a thousand',
  'a dozen',
];
const SPELLED = SPELLED_WORDS.map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`).join('|');
/**
 * A count spelled out in English ("killing two people", "eight years of his presidency"): the number, then a
 * plural noun (or a number word: "five hundred"), so "the two major parties" and "the two fell" are not.
 */
const SPELLED_COUNT = new RegExp(
  `(?<![\\p{L}])(?:${SPELLED})\\s(\\p{Ll}{2,}(?<!ou)s|people|men|women|children|feet|police|hundred|thousand|million|billion)(?![\\p{L}])`,
  'gu',
);
/** Where a SPELLED_COUNT can begin: its number word, in any case (without `u`: 4× faster than the count's own scan). */
const SPELLED_START = new RegExp(`\\b(?:${SPELLED_WORDS.join('|')})`, 'i');
/** Words ending in s that are no plural noun ("the two has", "two was"; an adjective in -ous is left out by the pattern). */
const NOT_PLURAL = new Set(
  'has was is this his its thus us as yes less unless across perhaps always sometimes besides whereas'.split(' '),
);
/** A bound on a quantity is a figure ("less than 100", "more than 2,000"). */
const BOUND = /\b(?:[Ll]ess|[Mm]ore|[Ff]ewer) than \d(?:[\d,.]*\d)?/g;
/**
 * German writes its nouns capitalised: "100 000 Basen", "40 Mitarbeiter" are counts too (COUNT's shape, but
 * after any word: the one before is capitalised whenever it is a noun or starts a sentence).
 */
const COUNT_DE =
  /(?<![\p{L}\p{N}.,:/#№-])(?<!\d[\s.,])\d{1,3}(?:[,.\u00a0\u202f ]\d{3})*(?:[.,]\d+)?\s(\p{Lu}\p{Ll}{2,})/gu;

/** A forum's vote widget under a thread ("86% Upvoted" on Reddit): the platform's tally of its readers, no claim of the page. */
const VOTE_TALLY = /^\s*upvoted\b/i;

/** "3 hours ago" is when, not how much. */
const agoAfter = (text: string, end: number) => /^\s*ago\b/i.test(text.slice(end, end + 6));

/**
 * A statistic a paper reports by its measure's name and a decimal: "AUC 0.89", "an AUC of 0.92", "p < 0.05",
 * "r = 0.71", "F1 score of 0.84", "hazard ratio 1.32".
 */
const MEASURE =
  /\b(?:AUC|AUROC|ROC AUC|area under the (?:ROC )?curve|R²|R2|F1(?: score)?|accuracy|precision|recall|sensitivity|specificity|correlation|odds ratio|hazard ratio|relative risk|[pr](?=\s*[=<>≤≥]))(?:\s*(?:[=<>≤≥:]|of|was|is|was about)\s*|\s+)[01]?\.\d{2,4}\b/giu;

/** A rating on a scale, named as one: "CVSS v3 base score: 9.8", "基本値: 9.8", "a score of 6.2/10". */
const SCORE =
  /(?:\b(?:CVSS(?:\s*v?\d(?:\.\d)?)?(?:\s+base)?(?:\s+score)?|base score|score|rating)|基本値|スコア)\s*(?:[:：=]|of|is|was)?\s*\d{1,2}\.\d\b(?:\s*\/\s*10\b)?/giu;

/** Where a HYPHENED can begin. */
const DIGIT = /\d/;
/**
 * A bare number on a line of its own after a label that names what it counts: a publisher's property list
 * ("PRINT LENGTH: 636", "ページ数: 636", "Seitenzahl: 320", "Nombre de pages : 412"). A label that names no unit
 * ("ISBN: 978…", "Length: 12") leaves the number unread.
 */
const LABELLED_COUNT =
  /^(?:print length|pages|page count|number of pages|word count|words|ページ数|総ページ数|頁数|页数|頁數|seiten|seitenzahl|seitenanzahl|anzahl der seiten|nombre de pages|páginas|número de páginas|pagine|numero di pagine|pagina's|aantal pagina's)\s*[:：]\s*\d{1,3}(?:[,.]\d{3})*\s*$/gimu;

/** What every LABELLED_COUNT holds: a text without it is not searched line by line. */
const COLON_NUMBER = /[:：]\s*\d/u;

/** Where a UNIT_FIGURE can begin. */
const FIGURE_START = /[\d$€£¥₹₩]/;
/** Where a MEASURE can begin: its measure's first word (no `u`: the words are ASCII, and the flag slows the scan). */
const MEASURE_START =
  /\b(?:AUC|AUROC|ROC|area|R²|R2|F1|accuracy|precision|recall|sensitivity|specificity|correlation|odds|hazard|relative|[pr](?=\s*[=<>≤≥]))/i;
/** Where a SCORE can begin: its first word. */
const SCORE_START = /\b(?:CVSS|base|score|rating)|基本値|スコア/i;

/** A measure joined to its unit as one word: "45-minute", "99-acre", "2,500-year-old", "93 year-old". */
const HYPHENED =
  /\b\d[\d,.]*(?:-(?:year|month|week|day|hour|minute|second|acre|hectare|mile|kilometre|kilometer|metre|meter|foot|feet|inch|pound|ton|tonne|story|storey|page|person|member|seat|game|point)(?:s?-old)?|\s(?:year|month|week|day)s?-old)\b/giu;

/**
 * `re` made sticky and `start` global, compiled once: a page's code samples are read one by one, many of them, and
 * compiling the pair for each cost more than the scan. Shared, so one scan at a time (figuresIn is not re-entrant).
 */
const compiled = new Map<string, [RegExp, RegExp]>();
function scanners(re: RegExp, start: RegExp): [RegExp, RegExp] {
  const key = `${re.source}\u0000${start.source}`;
  let pair = compiled.get(key);
  if (!pair) {
    pair = [
      new RegExp(re.source, `${re.flags.replace('g', '')}y`),
      new RegExp(start.source, `${start.flags.replace('g', '')}g`),
    ];
    compiled.set(key, pair);
  }
  return pair;
}

/**
 * `text.matchAll(re)`, trying `re` only where `start` matches: the same matches when every match of `re` begins
 * where `start` matches (a character, or its first word), in a fraction of the time (a case-insensitive Unicode pattern is otherwise tried
 * at every position; a catalogue page's 130 kB took 2.5 ms against 0.5 ms).
 */
function* matchesAt(re: RegExp, start: RegExp, text: string): Generator<RegExpExecArray> {
  const [sticky, candidates] = scanners(re, start);
  candidates.lastIndex = 0;
  for (let c = candidates.exec(text); c; c = candidates.exec(text)) {
    sticky.lastIndex = c.index;
    const m = sticky.exec(text);
    if (!m) continue;
    yield m;
    candidates.lastIndex = c.index + Math.max(1, m[0].length);
  }
}

/** Full-width digits, signs and separators ("１２３人", "￥３，７４０", "２０．５％"), as Japanese and Chinese pages set them. */
const FULL_WIDTH = /[\uff04\uff0c\uff0e\uff10-\uff19\uffe5]/g;
const HAS_FULL_WIDTH = /[\uff10-\uff19]/;
/**
 * The text with its full-width digits and signs read as the ASCII ones NFKC makes of them ("１２３人" → "123人"),
 * one character for one: a match's place and length are the same in both, so a figure is quoted as the page writes
 * it. Only these characters, not all of NFKC (which changes the text's length), and only in a text
 * with a full-width digit.
 */
function halfWidth(text: string): string {
  if (!HAS_FULL_WIDTH.test(text)) return text;
  return text.replace(FULL_WIDTH, (c) => (c === '\uffe5' ? '¥' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}

/** The figures in a text; `lang` (the page's, e.g. "de-DE") adds its own way of writing counts. */
export function figuresIn(written: string, lang: string | null = null): string[] {
  const text = halfWidth(written);
  const found: { at: number; text: string }[] = [];
  const taken = new Set<number>();
  const push = (at: number, figure: string) => {
    found.push({
      at,
      text: written
        .slice(at, at + figure.length)
        .trim()
        .replace(/\s+/g, ' '),
    });
    taken.add(at);
  };
  // One figure per place: none within three characters of one already found.
  const add = (at: number, figure: string) => {
    for (let d = -3; d <= 3; d++) if (taken.has(at + d)) return;
    push(at, figure);
  };
  for (const m of matchesAt(UNIT_FIGURE, FIGURE_START, text)) {
    const end = m.index + m[0].length;
    if (!agoAfter(text, end) && !VOTE_TALLY.test(text.slice(end, end + 10))) push(m.index, m[0]);
  }
  for (const m of allMatches(BOUND, text)) add(m.index ?? 0, m[0]);
  if (COLON_NUMBER.test(text)) for (const m of allMatches(LABELLED_COUNT, text)) add(m.index ?? 0, m[0]);
  for (const m of matchesAt(MEASURE, MEASURE_START, text)) add(m.index, m[0]);
  for (const m of matchesAt(SCORE, SCORE_START, text)) add(m.index, m[0]);
  for (const m of matchesAt(HYPHENED, DIGIT, text)) add(m.index, m[0]);
  const counts = [COUNT, SPELLED_COUNT, ...(/^de\b/i.test(lang ?? '') ? [COUNT_DE] : [])];
  for (const re of counts)
    for (const m of re === SPELLED_COUNT ? matchesAt(re, SPELLED_START, text) : allMatches(re, text)) {
      const at = m.index ?? 0;
      const word = m[1].toLowerCase();
      if (NOT_A_THING.has(word) || NOT_PLURAL.has(word) || agoAfter(text, at + m[0].length)) continue;
      if (LABEL_BEFORE.test(text.slice(Math.max(0, at - 14), at))) continue;
      add(at, m[0]);
    }
  return found.sort((x, y) => x.at - y.at).map((f) => f.text);
}

const tally = (figures: string[]) => {
  const n = new Map<string, number>();
  for (const f of figures) n.set(f, (n.get(f) ?? 0) + 1);
  return n;
};

/** The figures of a page's code samples, read once: each of the main text, the region text and the tables asks. */
const codeTallies = new WeakMap<string[], { lang: string | null; tally: Map<string, number> }>();
function codeTally(codeTexts: string[], lang: string | null): Map<string, number> {
  const known = codeTallies.get(codeTexts);
  if (known?.lang === lang) return known.tally;
  const counted = tally(codeTexts.flatMap((t) => figuresIn(t, lang)));
  codeTallies.set(codeTexts, { lang, tally: counted });
  return counted;
}

/**
 * The figures of a text that are not in its code samples (`codeTexts`): a figure written as often in code as in
 * the text is all code's, a setting and not a claim (`duration = "5m"`); one the prose writes besides stays.
 */
export function figuresOutsideCode(figures: string[], codeTexts: string[], lang: string | null = null): string[] {
  if (!codeTexts.length) return figures;
  const inCode = codeTally(codeTexts, lang);
  const inText = tally(figures);
  return figures.filter((f) => (inText.get(f) ?? 0) > (inCode.get(f) ?? 0));
}

/**
 * The page's language: declared on <html lang>, else what the page states elsewhere (its own hreflang entry,
 * the Content-Language header or meta, JSON-LD inLanguage), else detected from its own text. Detection is
 * small and deterministic: the writing system decides most languages (kana is Japanese, hangul Korean,
 * Thai, Greek, Hebrew...), a few letters tell languages that share a script (Ukrainian і ї є ґ, Persian
 * پ چ ژ گ), and for Latin-script text the share of common function words.
 */
import type { Artifacts } from '../../types';

interface PageLanguage {
  /** A BCP 47 code: "ja", "en-GB". */
  code: string;
  /** Declared on <html lang>, or detected from the rest of the page. */
  source: 'declared' | 'detected';
  /** What it was read from, for the report and the fix: "the Japanese kana of the text". */
  from: string;
}

const LANG_CODE = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/i;
export const isLangCode = (s: string | null | undefined): s is string => !!s && LANG_CODE.test(s.trim());

/** Scripts one language (or one main language) writes, in Unicode ranges; kana and hangul before Han. */
const SCRIPTS: { code: string; name: string; re: RegExp }[] = [
  { code: 'ja', name: 'Japanese kana', re: /[\u3040-\u30ff\u31f0-\u31ff]/g },
  { code: 'ko', name: 'Korean hangul', re: /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/g },
  { code: 'zh', name: 'Chinese characters', re: /[\u3400-\u4dbf\u4e00-\u9fff]/g },
  { code: 'ru', name: 'Cyrillic', re: /[\u0400-\u04ff]/g },
  { code: 'ar', name: 'Arabic script', re: /[\u0600-\u06ff\u0750-\u077f]/g },
  { code: 'he', name: 'Hebrew', re: /[\u0590-\u05ff]/g },
  { code: 'el', name: 'Greek', re: /[\u0370-\u03ff\u1f00-\u1fff]/g },
  { code: 'th', name: 'Thai', re: /[\u0e00-\u0e7f]/g },
  { code: 'hi', name: 'Devanagari', re: /[\u0900-\u097f]/g },
  { code: 'bn', name: 'Bengali script', re: /[\u0980-\u09ff]/g },
  { code: 'ta', name: 'Tamil script', re: /[\u0b80-\u0bff]/g },
  { code: 'te', name: 'Telugu script', re: /[\u0c00-\u0c7f]/g },
  { code: 'ka', name: 'Georgian', re: /[\u10a0-\u10ff]/g },
  { code: 'hy', name: 'Armenian', re: /[\u0530-\u058f]/g },
  { code: 'km', name: 'Khmer', re: /[\u1780-\u17ff]/g },
  { code: 'am', name: 'Ethiopic', re: /[\u1200-\u137f]/g },
];

/** Letters that only one language of a shared script writes often, checked in order. */
const DISTINCT_LETTERS: Record<string, { code: string; name: string; re: RegExp }[]> = {
  ru: [
    { code: 'be', name: 'Belarusian', re: /[ўЎ]/g },
    { code: 'uk', name: 'Ukrainian', re: /[іїєґІЇЄҐ]/g },
    { code: 'sr', name: 'Serbian', re: /[ђћџљњјЂЋЏЉЊЈ]/g },
    { code: 'mk', name: 'Macedonian', re: /[ѓќѕЃЌЅ]/g },
  ],
  ar: [
    { code: 'ur', name: 'Urdu', re: /[ٹڈڑںے]/g },
    { code: 'fa', name: 'Persian', re: /[پچژگی]/g },
  ],
};

/** Frequent function words per Latin-script language. */
const FUNCTION_WORDS: Record<string, { name: string; words: string[] }> = {
  en: { name: 'English', words: ['the', 'and', 'of', 'to', 'is', 'that', 'it', 'for', 'was', 'with', 'are', 'this'] },
  de: { name: 'German', words: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'den', 'von', 'zu', 'ein', 'sich'] },
  fr: { name: 'French', words: ['le', 'les', 'et', 'des', 'est', 'une', 'du', 'dans', 'pour', 'pas', 'qui', 'avec'] },
  es: { name: 'Spanish', words: ['el', 'los', 'las', 'y', 'que', 'en', 'una', 'por', 'con', 'para', 'del', 'se'] },
  it: { name: 'Italian', words: ['il', 'di', 'che', 'e', 'per', 'una', 'non', 'sono', 'della', 'gli', 'del', 'nel'] },
  nl: { name: 'Dutch', words: ['het', 'een', 'en', 'van', 'is', 'dat', 'niet', 'op', 'met', 'voor', 'zijn', 'ook'] },
  pt: { name: 'Portuguese', words: ['os', 'que', 'do', 'da', 'em', 'um', 'uma', 'para', 'com', 'não', 'por', 'dos'] },
};

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** The script that writes at least 40% of the letters (at least 20 of them), and the language it tells. */
function byScript(text: string): { code: string; from: string } | null {
  const letters = count(text, /\p{L}/gu);
  if (letters < 20) return null;
  const counts = SCRIPTS.map((s) => ({ ...s, n: count(text, s.re) }));
  const kana = counts[0].n;
  const han = counts[2].n;
  // Japanese writes kanji with kana between them; Chinese has no kana at all.
  const cjk = { ...counts[0], n: kana + han };
  const top = [kana >= 10 && kana >= han * 0.1 ? cjk : null, ...counts.slice(1)]
    .filter((s): s is (typeof counts)[number] => !!s)
    .sort((x, y) => y.n - x.n)[0];
  if (!top || top.n < 20 || top.n < letters * 0.4) return null;
  const variant = DISTINCT_LETTERS[top.code]?.find((v) => count(text, v.re) >= Math.max(3, top.n * 0.005));
  if (variant) return { code: variant.code, from: `the ${variant.name} letters of its ${top.name} text` };
  return { code: top.code, from: `the ${top.name} of its text` };
}

/** Latin-script text: the language whose function words are at least 10% of the words and clearly ahead. */
function byFunctionWords(text: string): { code: string; from: string } | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 50) return null;
  const shares = Object.entries(FUNCTION_WORDS)
    .map(([code, { name, words: list }]) => ({ code, name, list, n: words.filter((w) => list.includes(w)).length }))
    .sort((x, y) => y.n - x.n);
  const [top, second] = shares;
  if (top.n / words.length < 0.1 || top.n < 1.5 * second.n) return null;
  const common = top.list
    .map((w) => ({ w, n: words.filter((x) => x === w).length }))
    .sort((x, y) => y.n - x.n)
    .slice(0, 3)
    .map((x) => `"${x.w}"`);
  return {
    code: top.code,
    from: `its text, where ${Math.round((100 * top.n) / words.length)}% of the words are common ${top.name} words (${common.join(', ')})`,
  };
}

/** The language of a text from its writing system, else its function words; null when the text does not tell. */
export function languageOfText(text: string): { code: string; from: string } | null {
  const sample = text.slice(0, 20_000);
  return byScript(sample) ?? byFunctionWords(sample);
}

/** What the page states about its language outside <html lang>, strongest first. */
function statedLanguage(a: Artifacts): { code: string; from: string } | null {
  const url = (a.document?.finalUrl ?? a.url).replace(/\/$/, '');
  const self = a.raw.hreflang.find(
    (h) => h.lang.toLowerCase() !== 'x-default' && h.href.replace(/\/$/, '') === url && isLangCode(h.lang),
  );
  if (self) return { code: self.lang, from: "the page's own hreflang entry" };
  const header = (a.document?.headers?.['content-language'] ?? '').split(',')[0].trim();
  if (isLangCode(header)) return { code: header, from: 'the Content-Language header' };
  const meta = (a.raw.metaContentLanguage ?? '').split(',')[0].trim();
  if (isLangCode(meta)) return { code: meta, from: 'its <meta http-equiv="Content-Language">' };
  const inLanguage = a.structuredData.nodes
    .map((n) => n.inLanguage)
    .find((v) => typeof v === 'string' && isLangCode(v));
  if (typeof inLanguage === 'string') return { code: inLanguage, from: 'inLanguage in its structured data' };
  return null;
}

const known = new WeakMap<Artifacts, PageLanguage | null>();

/** The page's language, declared or detected, with what it was read from; null when nothing tells. Read once per page. */
export function pageLanguage(a: Artifacts): PageLanguage | null {
  if (!known.has(a)) known.set(a, readLanguage(a));
  return known.get(a) ?? null;
}

function readLanguage(a: Artifacts): PageLanguage | null {
  if (isLangCode(a.raw.lang)) return { code: a.raw.lang.trim(), source: 'declared', from: 'its <html lang>' };
  const found =
    statedLanguage(a) ??
    languageOfText(a.content.mainText.length >= 200 ? a.content.mainText : `${a.raw.title ?? ''} ${a.raw.text}`);
  return found && { ...found, source: 'detected' };
}

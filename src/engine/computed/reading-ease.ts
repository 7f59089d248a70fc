/** Flesch reading ease of a text's prose (decision 042), its syllables counted on character codes (decision 137). */
import { isCitationEntry, sentencePieces } from './sentences';

const isVowel = (c: number) => c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121; // aeiouy
/** A letter other than l and the vowels (what may stand before a silent "e" or "es"). */
const beforeSilentE = (c: number) => c !== 108 && !isVowel(c);
/** The word's letters, lower-cased (grown for a longer word). */
let letters = new Uint8Array(64);

/**
 * Syllable estimate for English words: vowel groups (a run of vowels counts one group per two), a silent final
 * "e", "es" or "ed" not counted, nor a leading "y". Read on character codes: the text's every word passes here.
 */
function syllables(word: string): number {
  if (word.length > letters.length) letters = new Uint8Array(word.length);
  let end = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) letters[end++] = c;
  }
  if (end === 0) return 0;
  if (end <= 3) return 1;
  const last = letters[end - 1];
  const prev = letters[end - 2];
  if (last === 115 && prev === 101 && beforeSilentE(letters[end - 3])) end -= 3;
  else if ((last === 100 && prev === 101) || (last === 101 && beforeSilentE(prev))) end -= 2;
  let groups = 0;
  let run = 0;
  for (let i = letters[0] === 121 ? 1 : 0; i < end; i++) {
    if (isVowel(letters[i])) run++;
    else {
      groups += Math.ceil(run / 2);
      run = 0;
    }
  }
  return Math.max(1, groups + Math.ceil(run / 2));
}

/**
 * The prose's words and their syllables. A function of its own: inlined, its loop was compiled on the stack
 * (on-stack replacement) on every long text and the compiled code thrown away at the first comparison after
 * it, which the loop had never reached (42 times in 80 bench analyses).
 */
function wordsAndSyllables(prose: { text: string }[]): { words: number; syl: number } {
  let words = 0;
  let syl = 0;
  for (const p of prose)
    for (const w of p.text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
      words++;
      syl += syllables(w);
    }
  return { words, syl };
}

/** Words a block ends on without an end mark are read as a sentence from this many on (a list item written as one). */
const UNENDED_SENTENCE_WORDS = 8;
/** A sentence has a word in small letters ("is", "of"): "Retrieved 27 January 2020." or "The Seattle Times." is a reference. */
const SMALL_WORD = /(?:^|[\s"“‘(])\p{Ll}{2,}/u;

/**
 * Flesch reading ease (English formula; other Latin-script languages give an approximation) of the
 * text's prose: its sentences, and the words a block ends on without an end mark when they are as long as
 * a sentence. A heading, a label, a table cell or a reference's parts are no sentences: run into the
 * paragraph after it, a list of highlights made one 70-word sentence (decision 042).
 */
export function fleschReadingEase(text: string): {
  score: number | null;
  avgSentenceLength: number | null;
  sentencesRead: number;
} {
  const prose = sentencePieces(text).filter(
    (p) =>
      SMALL_WORD.test(p.text) &&
      !isCitationEntry(p.text) &&
      (p.ended || p.text.split(' ', UNENDED_SENTENCE_WORDS).length >= UNENDED_SENTENCE_WORDS),
  );
  const { words, syl } = wordsAndSyllables(prose);
  if (words < 30 || prose.length === 0) return { score: null, avgSentenceLength: null, sentencesRead: 0 };
  const asl = words / prose.length;
  const score = 206.835 - 1.015 * asl - 84.6 * (syl / words);
  return {
    score: Math.round(Math.max(0, Math.min(100, score)) * 10) / 10,
    avgSentenceLength: Math.round(asl * 10) / 10,
    sentencesRead: prose.length,
  };
}

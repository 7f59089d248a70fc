/**
 * The sentences a drafted description is made of (computed/drafts.ts): read from the main text in order, each whole,
 * and only as far as the draft asks.
 */
import { countWords } from '../gather/facts/word-count';
import { allMatches } from './all-matches';

/**
 * A sentence within one block of the main text (a heading above it is no part of it): up to a stop, "!" or "?"
 * before a space or the end, or a CJK stop. It runs on past (decision 132):
 * - an exclamation or a question inside brackets or quotes ("(free video!), but…", 「すごい！」と言った);
 * - the stops of initials and of a title before a name ("The U.S. Federal Reserve", "J. R. R. Tolkien", "Mr.
 *   Rahami"), where a single capital ending a sentence ("vitamin D. It helps") is read as an initial too;
 * - an abbreviation's stop before a small letter or a figure ("Apple Inc. shares", "on Sept. 28", "No. 5"), not
 *   before a capital ("…by Apple Inc. The shares rose", "…belts, etc. Our store").
 * Cut at those, the drafts read "but ultimately has…" and "WASHINGTON (Reuters) - The U.S.". A stop inside a word
 * ("mozilla.org") still parts what comes before it.
 */
const SENTENCE = new RegExp(
  [
    '(?:',
    '[^.!?。！？\\n]',
    '|[!?！？]+(?=[)\\]"\'”’»」』）,;:、])',
    '|(?<=(?:^|[\\s.(])\\p{Lu})\\.(?=\\p{Lu}\\.)',
    '|(?<=(?:^|[\\s.(])(?:\\p{Lu}|Mr|Mrs|Ms|Dr|St|Prof|Gen|Gov|Sen|Rep))\\.(?=\\s)',
    '|(?<=(?:^|[\\s.(])(?:Inc|Ltd|Co|Corp|No|vs|etc|e\\.g|i\\.e|Jr|Sr|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec))\\.(?=\\s+[\\p{Ll}\\d])',
    ')+(?:[.!?]+["\'”’»)\\]]*(?=\\s|$)|[。！？]+)',
  ].join(''),
  'gu',
);

/** Marks before a sentence's first word: dashes, commas, bullets, and a character reference shown as text. */
const LEADING_MARKS = /^(?:&#?\w{1,8};|[\s,;:.|*•·–—-])+/;

/** Two clock times ("0:06 … 16:03") make a list of chapters or a schedule, not a sentence. */
export const listOfTimes = (t: string) => (t.match(/\b\d{1,2}:\d{2}\b/g)?.length ?? 0) >= 2;

/**
 * A match that ends on an initial's stop with no stop after it in its line: a line without a sentence end (a post's
 * title "TIL that when J.R.R. Tolkien's son… : todayilearned", a credit "…Video by Jonah M. Kessel") read back to the
 * last stop in it, which ends no sentence.
 */
function cutAtInitial(text: string, m: { 0: string; index: number }): boolean {
  if (!/(?:^|[\s.(])\p{Lu}\.$/u.test(m[0])) return false;
  const rest = text.slice(m.index + m[0].length).split('\n', 1)[0];
  return !/[.!?。！？]/.test(rest);
}

/**
 * The text's sentences of five words or more, in order, read only as far as they are asked for: a draft needs the
 * first few, and reading all of a long article's cost a page with a long text 5-15 ms of the analysis' own thread.
 */
export function* draftSentences(text: string): Generator<string> {
  let any = false;
  for (const m of allMatches(SENTENCE, text)) {
    any = true;
    const s = sentenceOf(text, m);
    if (s) yield s;
  }
  // A text without a sentence stop: each of its lines may be one (a caption's label on the next line is no part of it).
  if (!any)
    for (const line of text.split('\n')) {
      const s = sentenceOf(line, Object.assign([line] as [string], { index: 0 }));
      if (s) yield s;
    }
}

/** A match of SENTENCE as a sentence of the draft, or null when it is none. */
function sentenceOf(text: string, m: { 0: string; index: number }): string | null {
  if (cutAtInitial(text, m)) return null;
  // A match that starts inside a word ("…www.mozilla.org/tr/ Mozilla is…" read from "org/tr/", where the
  // infobox runs into the first paragraph): the word's tail is no part of the sentence.
  const whole = /[\s。！？]/.test(text[m.index - 1] ?? ' ') ? m[0] : m[0].replace(/^\S*/, '');
  // A sentence starts at its first word, not at the dashes of a dateline or a character reference the page shows
  // by mistake (ABC News' "&amp;#151; -- Hillary Clinton has…" reads "&#151; -- Hillary…").
  const s = whole.trim().replace(LEADING_MARKS, '');
  // A sentence wholly in brackets is an aside ("(EDIT: removed the link…)", "[Note: Our review was…]").
  return countWords(s) >= 5 && !listOfTimes(s) && !/^[([][^)\]]*[)\]][.!?]?$/.test(s) ? s : null;
}

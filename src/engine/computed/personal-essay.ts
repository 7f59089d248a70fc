/**
 * A personal essay: an article written about the writer's own life or to the reader, in the first or second
 * person, that reports no one. Thought Catalog's "One Day You Will Meet Someone Who Will Change Your Life For
 * Good" (582 words, one in ten "you") is not a news report: figures, an expert's quotation or a source would
 * have no use in it, so they are advice there, not points (decision 077).
 */
import type { PageTypeId } from '@/shared/analysis';
import type { Artifacts } from '../types';

/** The writer speaking of themself: "I", "me", "my", and their contractions. */
const FIRST_PERSON = /^(?:I|me|my|mine|myself|I['’](?:m|ve|d|ll))$/;
/** The writer speaking to the reader. */
const SECOND_PERSON = /^(?:you|your|yours|yourself|you['’](?:re|ve|ll|d))$/i;
/** Reported speech: a report says who said what. */
const REPORTS = /\b(?:said|says|told|according to|in an interview|in a statement)\b/i;

/**
 * Shares of the words that make an essay's voice. Over the 300 corpus pages, news and features stay under
 * them (the New Yorker's first-person feature, 3.9% "I", quotes nine people and is no essay by the last test).
 */
const FIRST_SHARE = 0.025;
const SECOND_SHARE = 0.06;
/** Fewer words than this give no reliable share. */
const MIN_WORDS = 150;

/** Why the page is a personal essay (for the advice's reason), or null. */
export function personalEssay(a: Artifacts, pageType?: PageTypeId): string | null {
  if (pageType !== 'article') return null;
  const c = a.content;
  if (c.quotations > 0 || REPORTS.test(c.mainText)) return null;
  const words = c.mainText.match(/\p{L}[\p{L}'’]*/gu) ?? [];
  if (words.length < MIN_WORDS) return null;
  const share = (re: RegExp) => words.filter((w) => re.test(w)).length / words.length;
  const first = share(FIRST_PERSON);
  const second = share(SECOND_PERSON);
  const voice =
    first >= FIRST_SHARE
      ? `written in the first person ("I", ${Math.round(first * 1000) / 10}% of its words)`
      : second >= SECOND_SHARE
        ? `written to the reader ("you", ${Math.round(second * 1000) / 10}% of its words)`
        : null;
  return voice
    ? `The page is a personal essay, ${voice}, that quotes and reports no one: it is not a news report, and figures, an expert's quotation or an outside source are not expected of it (the GEO study measured rewrites of web answers, not essays). The finding is advice here, without points (docs/decisions/077).`
    : null;
}

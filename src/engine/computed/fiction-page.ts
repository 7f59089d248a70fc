/**
 * A story, a poem or a book's text (docs/decisions/046): a work the page reproduces as its author wrote it,
 * not a piece written to inform. Read from what the publishing platform writes around the work (the Archive
 * of Our Own's #workskin, Royal Road's chapter frame, FanFiction.Net's #storytextp, Project Gutenberg's
 * licence header), and, only when nothing declares another kind, from the text itself: a chapter heading,
 * or a title that names a tale, with the dialogue a story carries.
 */
import type { PageTypeResult } from './page-type';
import type { Artifacts } from '../types';
import { allMatches } from './all-matches';

/** Where the platform's name alone would say too little of what its markup holds. */
const MARKUP_SAYS: Record<string, string> = {
  ProofreadPage:
    "a text transcribed from the pages of a printed edition (MediaWiki ProofreadPage's <pages> output, as Wikisource writes it): a published work reproduced as written, not a report",
};

/** The platform's reader markup: decisive, as a wiki's is (the platform publishes works, nothing else). */
export function fictionMarkupOf(a: Artifacts): PageTypeResult | null {
  const name = (a.raw.platformMarkers ?? []).find((m) => m.startsWith('fiction:'))?.slice(8);
  if (!name) return null;
  return {
    type: 'fiction',
    reason: MARKUP_SAYS[name] ?? `a work's text on ${name} (its reader markup): a story, not a report`,
  };
}

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty';
/**
 * A heading that is a chapter's: "Chapter 3", "CHAPTER XII", "Chapter One: The Road", "Canto IV", "第三章",
 * "第12話". Not "Chapter 11 bankruptcy" (a news topic): the heading is the chapter's number and at most its title.
 */
export const CHAPTER_HEADING = new RegExp(
  `^(?:chapter|chap\\.|canto)\\s+(?:\\d{1,3}|[ivxlc]{1,7}|(?:${NUMBER_WORD})(?:[- ](?:${NUMBER_WORD}))?)(?:\\s*(?:$|[:.\\-–—]\\s*\\S)|\\s*$)|^第[0-9０-９一二三四五六七八九十百]{1,4}[章話回]`,
  'i',
);
/** A title that names a traditional tale, retold rather than signed: a fable, a fairy or folk tale. */
const TALE_TITLE = /\b(?:fables?|fairy[- ]tales?|folk[- ]?tales?)\b|童話|昔話|おとぎ話|民話|寓話|童话|寓言/i;
/** A title that names the literary form of the page: a traditional tale, a short story, a poem. */
const FORM_TITLE = new RegExp(`${TALE_TITLE.source}|\\b(?:short stor(?:y|ies)|poems?|fan ?fic(?:tion)?)\\b`, 'i');
/** The page's title names a traditional tale (Aesop's fables, a folk tale): its writer is tradition, not a byline. */
export const namesTraditionalTale = (a: Artifacts): boolean => TALE_TITLE.test(a.raw.title ?? '');
/** A bankruptcy chapter (US Code), a news topic: never a story's chapter. */
const NOT_A_STORY = /\bchapter\s+(?:7|9|11|13|15)\b.{0,80}\b(?:bankrupt\w*|filings?|creditors?|protection|case)\b/i;
/** A quoted passage, as dialogue is written in English, Japanese, Chinese, French. */
const QUOTED = /[“"「『«]([^“”"「」『』«»]{1,300})[”"」』»]/g;
/**
 * Quoted speech: a passage that is a sentence, ending in its own punctuation ("Nope. Still nothing.",
 * 「ウゥー、ワン！！」), not a term set in quotation marks ("white-box monitoring").
 */
const isSpeech = (q: string) =>
  /[！？。、]\s*$/.test(q) || (/[.,!?…—–]\s*$/.test(q) && q.trim().split(/\s+/).length >= 2);
/** The passages of quoted speech in the main text. */
const speechCount = (text: string) => allMatches(QUOTED, text.slice(0, 200_000)).filter((m) => isSpeech(m[1])).length;

/**
 * The text's own shape, used only when nothing else declares the page's kind (no schema.org type, og:type,
 * URL, byline and date): a chapter heading with dialogue on every page of it (five passages of speech or more,
 * ten in every thousand words: news quotes people too, a manual quotes terms), or a title that names a tale
 * and some speech in its text.
 */
export function fictionContentOf(a: Artifacts): PageTypeResult | null {
  const main = a.content.mainText;
  const words = a.content.mainWordCount;
  // A story of some length: 150 words, or 300 characters of a text written without spaces (Japanese, Chinese).
  const chars = main.replace(/\s/g, '').length;
  if (words < 150 && chars < 300) return null;
  const chapter = a.raw.headings.find((h) => h.level <= 3 && CHAPTER_HEADING.test(h.text.trim()))?.text.trim();
  if ([main.slice(0, 5_000), a.raw.title ?? '', chapter ?? ''].some((t) => NOT_A_STORY.test(t))) return null;
  const form = chapter ? null : (a.raw.title ?? '').match(FORM_TITLE)?.[0];
  if (!chapter && !form) return null;
  const speech = speechCount(main);
  // Per thousand words; a text without spaces counts three characters a word.
  const perThousand = (1000 * speech) / Math.max(words, chars / 3, 1);
  if (chapter ? speech < 5 || perThousand < 10 : speech < 1) return null;
  const said = `${speech} passage${speech === 1 ? '' : 's'} of dialogue in its text`;
  return {
    type: 'fiction',
    reason: chapter
      ? `a chapter heading ("${chapter.slice(0, 60)}") and ${said}`
      : `a title that names a tale ("${form}") and ${said}`,
  };
}

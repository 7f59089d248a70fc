/**
 * The work a story's page holds, as schema.org names it, for the JSON-LD its fixes draft (docs/decisions/050):
 * a `Chapter` (isPartOf the `Book` the page names), a `ShortStory`, a `Book` (a whole book's text), or a
 * `CreativeWork` for a poem (schema.org 29.4 has no Poem type). Read from the page: its chapter headings, its
 * title and address, its length.
 */
import type { Artifacts } from '../types';
import { CHAPTER_HEADING } from './fiction-page';

interface FictionWork {
  type: 'Chapter' | 'ShortStory' | 'Book' | 'CreativeWork';
  /** The chapter's own title, where the page gives one apart from the work's. */
  name: string | null;
  /** The work a chapter is part of, as the page names it. */
  partOf: string | null;
}

/**
 * A novella's length and more: a standalone text this long is a book, not a short story (the SFWA's Nebula
 * categories: a short story is under 7,500 words, a novelette under 17,500, a novella under 40,000).
 */
const BOOK_WORDS = 17_500;
/** "… - Chapter 1 - …" (the Archive of Our Own), "Scribble Pad Chapter 9: …" (FanFiction.Net), "第3話". */
const CHAPTER_IN_TITLE =
  /^(.{2,150}?)\s+(?:[-–—|:]\s+)?(?:chapter|chap\.)\s+(?:\d{1,4}|[ivxlc]{1,7})\b|第[0-9０-９一二三四五六七八九十百]{1,4}[章話回]/i;
/** An address that names a chapter: Royal Road's /fiction/…/chapter/…, the Archive of Our Own's /works/…/chapters/…. */
const CHAPTER_PATH = /\/chapters?\/[^/]/i;
/** A title that calls the page a poem. */
const POEM_TITLE = /\bpoems?\b/i;

const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The page's headings outside the site's chrome and boilerplate, with their text trimmed. */
function ownHeadings(a: Artifacts): { level: number; text: string }[] {
  return a.raw.headings
    .map((h, i) => ({ level: h.level, text: h.text.replace(/\s+/g, ' ').trim(), region: a.raw.headingRegions[i] }))
    .filter((h) => h.text.length >= 2 && h.text.length <= 150 && h.region !== 'chrome');
}

/**
 * The work a chapter belongs to, as the page names it: a heading (H1-H3) that the page's title repeats and that
 * is neither the chapter's own title nor its author's name (Royal Road's <h2>Super Supportive</h2>, the Archive
 * of Our Own's <h2 class="title heading">); else the title's words before "Chapter N" (FanFiction.Net's
 * "Scribble Pad Chapter 9: …").
 */
function workName(a: Artifacts, chapter: string | null): string | null {
  const title = norm(a.raw.title ?? '');
  const not = new Set([chapter, a.authority.author, a.raw.og.siteName].filter((x): x is string => !!x).map(norm));
  const heading = ownHeadings(a).find(
    (h) =>
      h.level <= 3 &&
      !CHAPTER_HEADING.test(h.text) &&
      !not.has(norm(h.text)) &&
      title.includes(norm(h.text)) &&
      title !== norm(h.text),
  );
  if (heading) return heading.text;
  return CHAPTER_IN_TITLE.exec((a.raw.title ?? '').trim())?.[1]?.trim() ?? null;
}

/** The chapter's own title: its chapter heading ("Chapter 1: Greetings of a Cryptid"), else the headline H1 the title repeats. */
function chapterTitle(a: Artifacts): string | null {
  const heads = ownHeadings(a);
  const numbered = heads.find((h) => h.level <= 3 && CHAPTER_HEADING.test(h.text));
  if (numbered) return numbered.text;
  const title = norm(a.raw.title ?? '');
  return heads.find((h) => h.level === 1 && title.includes(norm(h.text)) && title !== norm(h.text))?.text ?? null;
}

export function fictionWorkOf(a: Artifacts): FictionWork {
  const markers = a.raw.platformMarkers ?? [];
  const chapters = new Set(
    ownHeadings(a)
      .filter((h) => h.level <= 3 && CHAPTER_HEADING.test(h.text))
      .map((h) => norm(h.text)),
  );
  // A whole book's text: an ebook's (Project Gutenberg's), several chapters on one page, or a novella's length.
  if (markers.includes('fiction:Project Gutenberg') || chapters.size >= 2 || a.content.mainWordCount >= BOOK_WORDS)
    return { type: 'Book', name: null, partOf: null };
  let path = '';
  try {
    path = new URL(a.document.finalUrl).pathname;
  } catch {
    /* no address to read */
  }
  // A Wattpad page is always one part of a story.
  const chapter =
    chapters.size === 1 ||
    CHAPTER_IN_TITLE.test(a.raw.title ?? '') ||
    CHAPTER_PATH.test(path) ||
    markers.includes('fiction:Wattpad');
  if (chapter) {
    const name = chapterTitle(a);
    return { type: 'Chapter', name, partOf: workName(a, name) };
  }
  return { type: POEM_TITLE.test(a.raw.title ?? '') ? 'CreativeWork' : 'ShortStory', name: null, partOf: null };
}

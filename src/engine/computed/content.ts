import type { ContentArtifact, DocumentArtifact, PageFacts, StructuredDataArtifact } from '../types';
import { countWords } from '../gather/page-facts';
import { nodesOfType } from './structured-data';

/** Syllable estimate for English words (vowel groups, silent e). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease (English formula; other Latin-script languages give an approximation). */
export function fleschReadingEase(text: string): { score: number | null; avgSentenceLength: number | null } {
  const sentences = text.split(/[.!?。！？]+(?:\s|$)/).filter((s) => /[\p{L}]/u.test(s));
  const words = text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length < 30 || sentences.length === 0) return { score: null, avgSentenceLength: null };
  const syl = words.reduce((s, w) => s + syllables(w), 0);
  const asl = words.length / sentences.length;
  const score = 206.835 - 1.015 * asl - 84.6 * (syl / words.length);
  return { score: Math.round(Math.max(0, Math.min(100, score)) * 10) / 10, avgSentenceLength: Math.round(asl * 10) / 10 };
}

const QUESTION_RE = /\?\s*$|^(what|why|how|when|where|who|which|can|does|do|is|are|should|will)\b/i;
const STAT_RE = /(?:\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)|[$€£]\s?\d[\d,.]*\s?(?:k|m|bn|million|billion)?\b|\b\d[\d,.]*\s?(?:million|billion|thousand|users|customers|people|years|hours|days|minutes|kg|km|mb|gb|tb|ms|x\b))/gi;

function firstDate(...vals: (string | null | undefined)[]): string | null {
  for (const v of vals) if (v && !Number.isNaN(Date.parse(v))) return v;
  return null;
}

/** `readable` is Readability's text of the page (computed/readable-text.ts); below 30 words the body text is used. */
export function computeContent(readable: string | null, pageUrl: string, facts: PageFacts, doc: DocumentArtifact, sd: StructuredDataArtifact): ContentArtifact {
  const usedReadability = readable !== null && countWords(readable) >= 30;
  const mainText = usedReadability ? readable : facts.text;
  const headings = facts.headings;
  const h1Count = headings.filter((h) => h.level === 1).length;
  const skippedLevels: string[] = [];
  let prev = 0;
  for (const h of headings) {
    if (prev && h.level > prev + 1) skippedLevels.push(`H${prev} → H${h.level} ("${h.text.slice(0, 60)}")`);
    prev = h.level;
  }
  const flesch = fleschReadingEase(mainText.slice(0, 100_000));
  const questionHeadings = headings.filter((h) => h.level >= 2 && h.text.length < 200 && QUESTION_RE.test(h.text)).map((h) => h.text);
  const faqSchema = nodesOfType(sd, 'FAQPage', 'QAPage', 'Question').length > 0;
  const stats = [...new Set((mainText.slice(0, 200_000).match(STAT_RE) ?? []).map((s) => s.trim()))].slice(0, 50);
  const quoteMarks = (mainText.match(/[“"«„][^”"»]{20,300}[”"»]/g) ?? []).length;
  const pageHost = (() => {
    try {
      return new URL(pageUrl).hostname.replace(/^www\./, '');
    } catch {
      return '';
    }
  })();
  const SOCIAL = /(facebook|twitter|x|instagram|linkedin|youtube|tiktok|pinterest)\.com$/;
  const outboundCitations = [
    ...new Set(
      facts.links
        .filter((l) => !l.internal && /^https?:/.test(l.href))
        .filter((l) => {
          try {
            const h = new URL(l.href).hostname.replace(/^www\./, '');
            return h !== pageHost && !h.endsWith(`.${pageHost}`) && !SOCIAL.test(h) && !/sponsored|ugc/.test(l.rel) && l.text.length > 2;
          } catch {
            return false;
          }
        })
        .map((l) => l.href),
    ),
  ].slice(0, 100);
  const articles = nodesOfType(sd, 'Article', 'NewsArticle', 'BlogPosting', 'WebPage', 'TechArticle', 'Report', 'Product');
  const pick = (k: string) => articles.map((a) => (typeof a[k] === 'string' ? (a[k] as string) : null)).find(Boolean) ?? null;
  const datePublished = firstDate(pick('datePublished'), facts.metaDates.published, facts.timeElements[0]);
  const dateModified = firstDate(pick('dateModified'), facts.metaDates.modified);
  const contentImages = facts.images.filter((i) => !i.decorative);
  return {
    mainText: mainText.slice(0, 200_000),
    mainWordCount: countWords(mainText),
    usedReadability,
    headings,
    h1Count,
    skippedLevels,
    fleschReadingEase: flesch.score,
    avgSentenceLength: flesch.avgSentenceLength,
    listCount: facts.listCount,
    tableCount: facts.tableCount,
    questionHeadings: questionHeadings.slice(0, 50),
    faqSchema,
    statistics: stats,
    quotations: facts.blockquoteCount + facts.qCount + quoteMarks,
    outboundCitations,
    datePublished,
    dateModified,
    lastModifiedHeader: doc.headers['last-modified'] ?? null,
    lang: facts.lang,
    images: contentImages.length,
    imagesWithAlt: contentImages.filter((i) => i.alt !== null && i.alt.length > 0).length,
    landmarks: facts.landmarks,
  };
}

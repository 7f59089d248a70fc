/**
 * Extracts the signals the audits need from one HTML document (raw or rendered).
 * The document is parsed once here (facts/dom.ts); everything else reads PageFacts.
 */
import type { PageFacts, RenderedFacts } from '../types';
import { bylineOf } from './facts/authorship';
import { providerCredit } from './facts/provider-line';
import { breadcrumbTrailOf } from './facts/breadcrumb';
import { authorBoxesOf, testimonialCountOf } from './facts/author-boxes';
import { parsePage, type ParsedPage } from './facts/dom';
import { countWords } from './facts/word-count';
import {
  addressesOf,
  contentCounts,
  faqQuestionsOf,
  headingsOf,
  imagesOf,
  linksOf,
  structureOf,
} from './facts/elements';
import { timeElementsOf } from './facts/time-elements';
import { headFacts, headWordsOf, hreflangOf, openGraphOf, robotsMetas, titleOf } from './facts/head';
import { platformOf } from './facts/platform';
import { pageRegions } from './facts/regions';
import { microdataOf } from './facts/microdata';
import { strandedItemprops } from './facts/stranded-itemprops';
import { markupOrganizations, schemaMarkup } from './facts/structured';
import { rdfaOf } from './facts/rdfa';
import { shownRatingOf } from './facts/shown-rating';
import { restElsewhereOf } from './facts/rest-elsewhere';
import { captionTextsOf } from './facts/captions';
import { codeTextsOf, footerTextOf, mainTextAndQuotes, pageText } from './facts/text';

export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const page = parsePage(html, pageUrl);
  const regions = pageRegions(page);
  const robots = robotsMetas(page);
  const hreflang = hreflangOf(page);
  const markup = schemaMarkup(page);
  const { items, microdataTypes, emptyMicrodataTypes } = microdataOf(page, markup.microdataTypes);
  const stranded = strandedItemprops(page, regions);
  const outline = { ...headingsOf(page, regions), ...faqQuestionsOf(page, regions), ...breadcrumbTrailOf(page) };
  const links = linksOf(page, regions);
  const images = imagesOf(page, regions);
  const times = timeElementsOf(page);
  const byline = bylineOf(page, regions);
  const authorBoxes = authorBoxesOf(page, regions, byline.bylineText);
  const testimonialCount = testimonialCountOf(page, regions);
  const markupOrgs = markupOrganizations(page);
  const structure = structureOf(page, regions);
  const addresses = addressesOf(page, regions);
  const title = titleOf(page);
  const platform = platformOf(page, html);

  // Text last: removing elements mutates the tree (and the zones read from here on see it without them).
  page.removeNonText();
  const { text, nosnippetWords } = pageText(page);
  // The main content's text and the line that may send readers to the rest of it elsewhere (an excerpt's).
  const main = { ...mainTextAndQuotes(page, regions), ...restElsewhereOf(page, regions) };
  const footerText = footerTextOf(page, regions);
  const head = headFacts(page);
  return {
    title,
    metaDescription: head.metaDescription,
    descriptionCutOff: head.descriptionCutOff,
    canonical: head.canonical,
    lang: head.lang,
    viewport: head.viewport,
    viewportInValue: head.viewportInValue,
    ...robots,
    hreflang,
    ...openGraphOf(page),
    ...headWordsOf(page),
    metaAuthor: head.metaAuthor,
    metaAuthors: head.metaAuthors,
    metaAuthorTag: head.metaAuthorTag,
    metaDates: head.metaDates,
    metaDatesInValue: head.metaDatesInValue,
    ...times,
    ...outline,
    text,
    wordCount: countWords(text),
    nosnippetWords,
    links,
    images,
    jsonLdRaw: markup.jsonLdRaw,
    landmarks: structure.landmarks,
    listCount: structure.listCount,
    listItemCount: structure.listItemCount,
    ...contentCounts(page, regions),
    scriptCount: structure.scriptCount,
    microdataTypes,
    emptyMicrodataTypes,
    microdataItems: items,
    strandedItemprops: stranded,
    ...rdfaOf(page, markup.rdfaTypes),
    ...byline,
    ...providerCredit(page, byline.bylineText),
    ...shownRatingOf(page, regions),
    testimonialCount,
    requiresJsNotice: structure.requiresJsNotice,
    pageUrl,
    mainRoot: regions.mode,
    ...(regions.thread ? { mainIsThread: true } : {}),
    ...main,
    codeTexts: codeTextsOf(page, regions),
    captionTexts: captionTextsOf(page),
    ...authorBoxes,
    footerText,
    ...addresses,
    markupOrgs,
    ...platform,
    metaContentLanguage: head.metaContentLanguage,
  };
}

/**
 * What the audits read of the rendered DOM: the signals they compare with the raw HTML's. Read in the
 * same order as extractPageFacts (the text after the non-text elements are removed), so each is what
 * extractPageFacts gives; the rest (regions' text, authorship, addresses...) is never read and not
 * computed here, on the main thread, while the analysis waits for it.
 */
export function extractRenderedFacts(html: string, pageUrl: string): RenderedFacts {
  return renderedFactsOf(parsePage(html, pageUrl, 'serialized'));
}

/** extractRenderedFacts' reads, on a page parsed either way (the tests compare the two parsers). */
export function renderedFactsOf(page: ParsedPage): RenderedFacts {
  const regions = pageRegions(page);
  const { jsonLdRaw } = schemaMarkup(page);
  const { headings } = headingsOf(page, regions);
  const links = linksOf(page, regions);
  const title = titleOf(page);
  page.removeNonText();
  const { text } = pageText(page);
  const head = headFacts(page);
  return {
    title,
    metaDescription: head.metaDescription,
    canonical: head.canonical,
    viewport: head.viewport,
    headings,
    text,
    wordCount: countWords(text),
    links,
    jsonLdRaw,
  };
}

export function emptyPageFacts(): PageFacts {
  return extractPageFacts('', 'http://invalid.invalid/');
}

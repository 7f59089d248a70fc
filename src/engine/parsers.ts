/** The CPU-heavy parsing of a fetched page (and of its site's sitemap files), by name, so it can run inline or in the parse worker thread. */
import { computeAuthority } from './computed/authority';
import { readArticle } from './computed/readable-text';
import { computeStructuredData } from './computed/structured-data';
import { extractPageFacts, extractRenderedFacts } from './gather/page-facts';
import { readSitemapFile } from './gather/sitemap-xml';
import type { AuthorityArtifact, PageFacts, StructuredDataArtifact } from './types';

/** The raw HTML's facts and what is read from them alone. */
export interface RawPage {
  raw: PageFacts;
  structuredData: StructuredDataArtifact;
  authority: AuthorityArtifact;
}

/**
 * The structured data and the authority signals read from the facts. In the worker with the facts: on the analysis'
 * thread they took 5-15 ms beside the render, which that thread serves (decision 163).
 */
export function readFacts(raw: PageFacts): RawPage {
  const structuredData = computeStructuredData(raw);
  return { raw, structuredData, authority: computeAuthority(raw, structuredData) };
}

export const PARSERS = {
  rawPage: ({ html, url }: { html: string; url: string }): RawPage => readFacts(extractPageFacts(html, url)),
  readArticle,
  renderedFacts: ({ html, url }: { html: string; url: string }) => extractRenderedFacts(html, url),
  sitemapFile: readSitemapFile,
};

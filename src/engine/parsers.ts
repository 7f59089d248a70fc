/** The CPU-heavy parsing of a fetched page (and of its site's sitemap files), by name, so it can run inline or in the parse worker thread. */
import { readArticle } from './computed/readable-text';
import { extractPageFacts } from './gather/page-facts';
import { readSitemapFile } from './gather/sitemap-xml';

export const PARSERS = {
  pageFacts: ({ html, url }: { html: string; url: string }) => extractPageFacts(html, url),
  readArticle,
  sitemapFile: readSitemapFile,
};

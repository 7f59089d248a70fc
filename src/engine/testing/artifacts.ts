/** Builds plain Artifacts for audit unit tests (no network). */
import type { Artifacts, DocumentArtifact } from '../types';
import { extractPageFacts } from '../gather/page-facts';
import { computeStructuredData } from '../computed/structured-data';
import { computeContent } from '../computed/content';
import { readArticle } from '../computed/readable-text';
import { computeAuthority } from '../computed/authority';
import { evaluateRobots } from '../gather/robots-txt';
import { unavailable } from '../gather/rendered-dom';

export function makeArtifacts(
  html: string,
  over: Partial<Artifacts> & { robots?: string; url?: string; headers?: Record<string, string> } = {},
): Artifacts {
  const url = over.url ?? 'https://example.com/';
  const document: DocumentArtifact = {
    requestedUrl: url,
    finalUrl: url,
    status: 200,
    headers: over.headers ?? { 'content-type': 'text/html' },
    redirects: [],
    ttfbMs: 120,
    totalMs: 150,
    bytes: html.length,
    truncated: false,
    https: url.startsWith('https:'),
    certificateValid: url.startsWith('https:') ? true : null,
    certificateError: null,
    hsts: 'max-age=31536000',
    contentType: 'text/html',
    isHtml: true,
    html,
    ...over.document,
  };
  const raw = extractPageFacts(html, url);
  const structuredData = computeStructuredData(raw);
  const robotsUrl = new URL('/robots.txt', url).toString();
  return {
    url,
    now: new Date('2026-01-01T00:00:00Z'),
    document,
    raw,
    rendered: unavailable('test'),
    probes: {
      probes: [],
      baseline: { status: 200, challenge: false, provider: null, evidence: [] },
      botProtection: { detected: false, provider: null, evidence: [] },
    },
    robotsTxt: {
      url: robotsUrl,
      found: over.robots !== undefined,
      status: over.robots !== undefined ? 200 : 404,
      text: over.robots ?? '',
      error: null,
      ...evaluateRobots(robotsUrl, over.robots ?? '', url),
    },
    llmsTxt: {
      url: new URL('/llms.txt', url).toString(),
      found: false,
      status: 404,
      contentType: null,
      isText: false,
      h1: null,
      blockquote: null,
      sections: [],
      linkCount: 0,
      errors: [],
      fullFound: false,
    },
    sitemap: {
      found: false,
      source: 'none',
      urls: [],
      urlCount: 0,
      latestLastmod: null,
      listsPage: null,
      isIndex: false,
      childSitemaps: 0,
      errors: [],
      details: [],
    },
    structuredData,
    content: computeContent(readArticle(html), url, raw, document, structuredData),
    authority: computeAuthority(raw, structuredData),
    ...Object.fromEntries(Object.entries(over).filter(([k]) => !['robots', 'url', 'headers', 'document'].includes(k))),
  } as Artifacts;
}

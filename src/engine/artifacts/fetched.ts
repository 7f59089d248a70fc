/** What the gatherers fetch: the page, its rendering, the crawler probes, robots.txt, llms.txt, the sitemap. */
import type { CrawlerPurpose } from '../data/crawlers';
import type { PageFacts } from './page-facts';

export interface DocumentArtifact {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  redirects: { url: string; status: number; location: string }[];
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  truncated: boolean;
  https: boolean;
  certificateValid: boolean | null;
  certificateError: string | null;
  hsts: string | null;
  contentType: string;
  isHtml: boolean;
  html: string;
}

/** What is read of the rendered DOM: the signals the audits compare with the raw HTML's (gather/page-facts.ts). */
export type RenderedFacts = Pick<
  PageFacts,
  'title' | 'metaDescription' | 'canonical' | 'viewport' | 'headings' | 'text' | 'wordCount' | 'links' | 'jsonLdRaw'
>;

export interface RenderedArtifact {
  available: boolean;
  note: string | null;
  facts: RenderedFacts | null;
  loadMs: number | null;
  domContentLoadedMs: number | null;
  /** Requests the page made in the browser (images are never fetched: no audit reads them). */
  requestCount: number;
  transferBytes: number;
  blockedRequests: string[];
  consoleErrors: string[];
  /** Horizontal overflow at 375px width (true = content wider than a phone). */
  mobileOverflow: boolean | null;
  /** Where the render time went (ms per phase), for engineInfo.timings. */
  phases?: Record<string, number>;
}

export interface CrawlerProbe {
  agent: string;
  userAgent: string;
  status: number | null;
  blocked: boolean;
  reason: string | null;
  provider: string | null;
  /** The response headers that tell who answered and why (server, cf-mitigated, crawler-price...). */
  headers?: Record<string, string>;
  /** HTTP 402 with a crawler-price header: readable after payment. */
  payPerCrawl?: boolean;
  /** Whether the agent got the same page as a browser (null when not comparable). */
  sameContent?: boolean | null;
  /** The command that repeats this probe. */
  curl?: string;
}
export interface CrawlerProbesArtifact {
  probes: CrawlerProbe[];
  baseline: { status: number; challenge: boolean; provider: string | null; evidence: string[] };
  botProtection: { detected: boolean; provider: string | null; evidence: string[] };
  /**
   * The answer to a user agent of an unknown bot that no operator's addresses could vouch for: served, the server
   * refuses only the crawlers it names; refused, it refuses bots by their user agent (decision 112). Asked only
   * where the Googlebot and bingbot probes are refused.
   */
  control?: CrawlerProbe | null;
}

export interface RobotsAgentVerdict {
  agent: string;
  provider: string;
  purpose: CrawlerPurpose;
  allowed: boolean;
  /** The deciding line, quoted (or the status rule when the file could not be read). */
  matchedLine: string | null;
  lineNumber: number | null;
  /** The group that applied: `User-agent: GPTBot`, `User-agent: *`, or null when none did. */
  group: string | null;
  /** Set when crawlers that group lines differently would decide otherwise (both readings). */
  ambiguous: string | null;
  /** Set for a token its owner no longer uses. */
  retired: string | null;
}
export interface RobotsTxtArtifact {
  url: string;
  found: boolean;
  status: number | null;
  /** What the status means for crawlers (RFC 9309 2.3.1), with Google's reading where it differs. */
  policy?: { action: string; rfcSection: string; reason: string; google: string | null };
  text: string;
  agents: RobotsAgentVerdict[];
  sitemaps: string[];
  /** Content-Signal / Content-Usage lines: the owner's stated preferences, not crawl permissions. */
  signals: {
    kind: 'Content-Signal' | 'Content-Usage';
    line: number;
    raw: string;
    malformed: boolean;
    contradicts: string | null;
  }[];
  error: string | null;
}

export interface LlmsTxtArtifact {
  url: string;
  found: boolean;
  status: number | null;
  contentType: string | null;
  isText: boolean;
  h1: string | null;
  blockquote: string | null;
  sections: { title: string; links: number }[];
  linkCount: number;
  errors: string[];
  fullFound: boolean;
}

/** What the site's home page declares of the organisation (gather/site-home.ts); the home page itself has none. */
export interface SiteHomeArtifact {
  url: string;
  /** Null when the home page could not be fetched. */
  status: number | null;
  organization: { type: string; name: string | null; sameAs: string[] } | null;
}

export interface SitemapArtifact {
  found: boolean;
  source: 'robots' | 'default' | 'none';
  urls: string[];
  urlCount: number;
  latestLastmod: string | null;
  /** Null when no sitemap was found, or when this page is not among the URLs read of a sitemap not read whole. */
  listsPage: boolean | null;
  isIndex: boolean;
  childSitemaps: number;
  errors: string[];
  details: string[];
}

import type { CrawlerPurpose } from './data/crawlers';
import type { AnalysisIntent, CategoryId, AnalysisStep } from '@/shared/analysis';
import type { BrowserPool } from './net/browser';
import type { DnsLookup } from './net/url-safety';
import type { ParseLimits } from './parse-limits';
import type { SchemaEntity, SchemaIssue } from './schema/validate';

export interface LlmOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

export interface EngineOptions {
  allowPrivateNetwork?: boolean;
  /** Render with Chromium (default true). */
  render?: boolean;
  /** Time-out of the page fetch (default 30000, ANALYSIS_FETCH_TIMEOUT_MS in the server). */
  fetchTimeoutMs?: number;
  onProgress?: (step: AnalysisStep, label: string) => void;
  signal?: AbortSignal;
  dnsLookup?: DnsLookup;
  browser?: BrowserPool | null;
  now?: () => Date;
  llm?: LlmOptions | null;
  /** Test hook: a fetch implementation for the LLM call (default global fetch). */
  llmFetch?: typeof fetch;
  /** Only for offline tooling (corpus check): block browser requests to any host other than these. */
  browserAllowHosts?: string[];
  /**
   * Run time allowed to each parse of the page (page facts, Readability) in the parse worker pool, in ms
   * (default 10000). Past it the parse's worker is stopped and the analysis is a 'too_complex' failure report.
   */
  parseDeadlineMs?: number;
  /** Caps on the raw HTML, checked before any parse (default DEFAULT_PARSE_LIMITS: decision 009). Over a cap: 'too_complex'. */
  parseLimits?: Partial<ParseLimits>;
  /** What the owner wants (default 'visibility'); under 'keep-out-of-training' training blocks are checked as the owner's goal. */
  intent?: AnalysisIntent;
}

// ------------------------------------------------------------------ artifacts
export interface Heading {
  level: number;
  text: string;
}
/**
 * Where an element sits: 'main' the main content region (<main>, else the article, else the body),
 * 'body' outside it but in no boilerplate block, 'chrome' the site's own header/footer/navigation,
 * 'other' boilerplate (sidebars, related links, share bars, ads, pop-ups, templates, comments).
 */
export type PageRegion = 'main' | 'body' | 'chrome' | 'other';
export interface LinkInfo {
  href: string;
  text: string;
  rel: string;
  internal: boolean;
  region: PageRegion;
}
/** An organisation item declared in microdata or RDFa. */
export interface MarkupOrganization {
  source: 'microdata' | 'rdfa';
  type: string;
  name: string | null;
  sameAs: string[];
  url: string | null;
  /** A property value of another item (a publisher, an author's employer), not an item of its own. */
  embedded: boolean;
}
export interface ImageInfo {
  src: string;
  alt: string | null;
  decorative: boolean;
}

/** Facts extracted from one HTML document (raw or rendered). */
export interface PageFacts {
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  lang: string | null;
  viewport: string | null;
  metaRobots: string[];
  /** name → content of AI-agent-specific robots metas (e.g. GPTBot). */
  agentMetaRobots: Record<string, string>;
  hreflang: { lang: string; href: string }[];
  og: { title: string | null; description: string | null; image: string | null; imageWidth: string | null; imageHeight: string | null; type: string | null; siteName: string | null };
  metaAuthor: string | null;
  metaDates: { published: string | null; modified: string | null };
  timeElements: string[];
  headings: Heading[];
  /** Where each heading sits (same order as `headings`). */
  headingRegions: PageRegion[];
  text: string;
  wordCount: number;
  /** Words inside data-nosnippet elements (kept out of Google's snippets and AI Overviews). */
  nosnippetWords: number;
  links: LinkInfo[];
  images: ImageInfo[];
  jsonLdRaw: string[];
  landmarks: { main: boolean; article: boolean; nav: boolean; header: boolean; footer: boolean; aside: boolean; section: boolean };
  listCount: number;
  listItemCount: number;
  tableCount: number;
  blockquoteCount: number;
  qCount: number;
  detailsCount: number;
  scriptCount: number;
  microdataTypes: string[];
  rdfaTypes: string[];
  bylineText: string | null;
  addressText: string | null;
  testimonialCount: number;
  /** Text of <noscript> blocks that say JavaScript is required. */
  requiresJsNotice: boolean;
  /** The address the facts were read for. */
  pageUrl: string;
  /** What the main content region is: the <main> element, the article(s), or the body (whichever holds a real share of the text). */
  mainRoot: 'main' | 'article' | 'body';
  /**
   * Text of the main content region: <main>, else the article(s), else the body; navigation, header,
   * footer, asides, dialogs, templates, hidden and boilerplate blocks (cookie, share, related, ads, comments) left out.
   */
  mainText: string;
  /**
   * Quotations: blockquotes, <q> and quoted passages of running text (reference lists, <cite> and code left
   * out), in the main region or elsewhere outside boilerplate ('body'); none from boilerplate blocks.
   */
  quotes: { text: string; region: 'main' | 'body' }[];
  /** Text of the page author's byline and bio boxes (never comments, reviews or related stories). */
  authorBio: string | null;
  /** itemtype of the microdata author the byline was read from (Person, Organization), else null. */
  bylineItemType: string | null;
  /** Text of the site's footer (outside the article). */
  footerText: string | null;
  /** Postal address candidates: <address> elements and microdata/RDFa PostalAddress items. */
  addresses: string[];
  /** Organisation items in microdata and RDFa, with their name and sameAs links. */
  markupOrgs: MarkupOrganization[];
}

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

export interface RenderedArtifact {
  available: boolean;
  note: string | null;
  facts: PageFacts | null;
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
  signals: { kind: 'Content-Signal' | 'Content-Usage'; line: number; raw: string; malformed: boolean; contradicts: string | null }[];
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

export interface SitemapArtifact {
  found: boolean;
  source: 'robots' | 'default' | 'none';
  urls: string[];
  urlCount: number;
  latestLastmod: string | null;
  listsPage: boolean | null;
  isIndex: boolean;
  childSitemaps: number;
  errors: string[];
  details: string[];
}

export interface JsonLdBlock {
  index: number;
  valid: boolean;
  error: string | null;
  types: string[];
}
export interface StructuredDataArtifact {
  blocks: JsonLdBlock[];
  /**
   * The usable JSON-LD nodes (flattened @graph and arrays, nested nodes included, nodes sharing an @id
   * merged, {"@id"} references replaced by the node they name). A node whose type is not a schema.org type,
   * that lacks the name its type needs, or that is embedded in such a node is left out: it feeds no other
   * audit (decision 014). A node missing only a rich-result property (a Bakery's address) stays.
   */
  nodes: Record<string, unknown>[];
  /** Every node found (JSON-LD, microdata, RDFa), valid or not, with its issue counts. */
  entities: SchemaEntity[];
  /** What the schema.org check found, errors and warnings, in page order. */
  issues: SchemaIssue[];
  /** The schema.org release the vocabulary comes from, e.g. '29.4'. */
  vocabulary: string;
  jsonLdTypes: string[];
  microdataTypes: string[];
  rdfaTypes: string[];
  allTypes: string[];
  /** The error messages of issues (parse errors included). */
  errors: string[];
  /** The warning messages of issues. */
  warnings: string[];
}

export interface ContentArtifact {
  mainText: string;
  mainWordCount: number;
  usedReadability: boolean;
  /** Where the main text came from (Readability, the main content region, or the whole body). */
  mainSource: string;
  headings: Heading[];
  h1Count: number;
  skippedLevels: string[];
  fleschReadingEase: number | null;
  avgSentenceLength: number | null;
  listCount: number;
  tableCount: number;
  questionHeadings: string[];
  faqSchema: boolean;
  statistics: string[];
  quotations: number;
  /** The first quotations found (shortened), for the evidence. */
  quotationExamples: string[];
  outboundCitations: string[];
  datePublished: string | null;
  dateModified: string | null;
  lastModifiedHeader: string | null;
  lang: string | null;
  images: number;
  imagesWithAlt: number;
  landmarks: PageFacts['landmarks'];
}

export interface AuthorityArtifact {
  author: string | null;
  authorSource: string | null;
  personSchema: boolean;
  credentials: string[];
  aboutLink: string | null;
  contactLink: string | null;
  privacyLink: string | null;
  phones: string[];
  emails: string[];
  address: boolean;
  socialProofCount: number;
  socialProofSources: string[];
  /**
   * The site's organisation as its markup declares it: the publisher of the page's main entity, else a
   * top-level Organization (JSON-LD), else an Organization item in microdata or RDFa. `valid` is false
   * when the only one found has schema.org errors.
   */
  organization: { name: string | null; sameAs: string[]; source: 'JSON-LD' | 'microdata' | 'RDFa'; type: string; valid: boolean } | null;
  /** Links to the site's own accounts (one account on a social network; never share or follow intents). */
  socialProfileLinks: string[];
}

export interface Artifacts {
  url: string;
  now: Date;
  /** The owner's stated goal for this analysis. */
  intent?: AnalysisIntent;
  document: DocumentArtifact;
  raw: PageFacts;
  rendered: RenderedArtifact;
  probes: CrawlerProbesArtifact;
  robotsTxt: RobotsTxtArtifact;
  llmsTxt: LlmsTxtArtifact;
  sitemap: SitemapArtifact;
  structuredData: StructuredDataArtifact;
  content: ContentArtifact;
  authority: AuthorityArtifact;
}
export type ArtifactName = Exclude<keyof Artifacts, 'url' | 'now'>;

// ------------------------------------------------------------------ audits
export interface Evidence {
  label: string;
  value: string;
}
export interface Fix {
  title: string;
  description: string;
  stepByStep: string[];
}
export interface AuditOutput {
  /** 0..1, or null = not applicable. */
  score: number | null;
  evidence: Evidence[];
  /** Overrides the audit's default fix (e.g. to name the exact line). */
  fix?: Fix;
  /** Points subtracted from a category on top of the weighted mean (robots.txt blocking AI search). */
  penalty?: { category: CategoryId; points: number; reason: string };
  /** Marks a failing audit as critical for red flags. */
  critical?: boolean;
}
export interface Audit {
  id: string;
  category: CategoryId;
  title: string;
  failureTitle: string;
  description: string;
  requiredArtifacts: ArtifactName[];
  fix: Fix;
  run(a: Artifacts): AuditOutput;
}

/** The engine's options, the artifacts an analysis gathers (their shapes in artifacts/), and the audit contract. */
import type { AnalysisIntent, AnalysisStep, AuditDetails, CategoryId, NumericUnit } from '@/shared/analysis';
import type { AuthorityArtifact, ContentArtifact, StructuredDataArtifact } from './artifacts/derived';
import type {
  CrawlerProbesArtifact,
  DocumentArtifact,
  LlmsTxtArtifact,
  RenderedArtifact,
  RobotsTxtArtifact,
  SiteHomeArtifact,
  SitemapArtifact,
} from './artifacts/fetched';
import type { PageFacts } from './artifacts/page-facts';
import type { BrowserPool } from './net/browser';
import type { DnsLookup } from './net/url-safety';
import type { ParseLimits } from './parse-limits';

export type * from './artifacts/derived';
export type * from './artifacts/fetched';
export type * from './artifacts/page-facts';

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
  /** The home page's declared organisation, on an inner page (absent where nothing was fetched). */
  siteHome?: SiteHomeArtifact | null;
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
  /** The measured value (word count, ms, count of items…) with its unit; absent where no single number means anything. */
  numericValue?: number | null;
  numericUnit?: NumericUnit;
  /** Typed facts beside the evidence: the rows (headings, images, robots lines, errors…) the audit judged. */
  details?: AuditDetails | null;
  /** Overrides the audit's failure title where this page's failure is a narrower one (an author named, not marked up). */
  failureTitle?: string;
  /** Overrides the audit's title where the page passes on terms of its own (a story's text, whatever its length). */
  title?: string;
  /** Overrides the audit's default fix (e.g. to name the exact line). */
  fix?: Fix;
  /** Points subtracted from a category on top of the weighted mean (robots.txt blocking AI search). */
  penalty?: { category: CategoryId; points: number; reason: string };
  /** What the fix needs in the page's structured data: every audit's needs go into the page's one JSON-LD block. */
  jsonLd?: JsonLdNeed[];
  /** Marks a failing audit as critical for red flags. */
  critical?: boolean;
  /**
   * The audit whose failure this one follows from (no structured data at all: no page type either): its
   * red flag is said in that audit's flag, with its points, not as a flag of its own (decision 056).
   */
  followsFrom?: string;
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

/** The role of a node in the page's one JSON-LD block (schema/page-graph.ts). */
export type GraphRole = 'main' | 'organization' | 'author' | 'breadcrumb' | 'faq';

/** What one audit needs in the page's structured data. */
export interface JsonLdNeed {
  role: GraphRole;
  /** Properties to set on the node where it has none yet (page values or <placeholders>). */
  props?: Record<string, unknown>;
  /** Properties to set whatever the node has (a dateModified to move to the day of an update). */
  override?: Record<string, unknown>;
  /** The need in words, for the fixes: "sameAs links to Crumbs's official profiles". */
  what: string;
}

/**
 * AnalysisResult contract shared by the engine, the server and the browser.
 * Field names of the first block follow visitor.md section 3 exactly; the
 * engine adds crawlerAccess, renderComparison, audits, pages and engineInfo.
 * No node: or DOM imports here: this file is bundled into the web app.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- categories
export const CATEGORY_IDS = ['aiLlmVisibility', 'technical', 'content', 'accessibility', 'authority'] as const;
export const CategoryIdSchema = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof CategoryIdSchema>;

/** Weight of each category in the overall score (visitor.md sections 1 and 9). */
export const CATEGORY_WEIGHTS: Record<CategoryId, number> = {
  aiLlmVisibility: 0.2,
  technical: 0.1,
  content: 0.25,
  accessibility: 0.2,
  authority: 0.25,
};

/** Human label of each category, as shown on score tiles. */
export const CATEGORY_LABELS: Record<CategoryId, string> = {
  aiLlmVisibility: 'AI/LLM Visibility',
  technical: 'Technical',
  content: 'Content',
  accessibility: 'AI/LLM Accessibility',
  authority: 'Authority',
};

/** The AnalysisResult field that holds each category score. */
export const CATEGORY_SCORE_FIELDS = {
  aiLlmVisibility: 'aiLlmVisibilityScore',
  technical: 'techScore',
  content: 'contentScore',
  accessibility: 'accessibilityScore',
  authority: 'authorityScore',
} as const satisfies Record<CategoryId, string>;

/** The seven progress steps of visitor.md section 2, in order (step n = index n-1). */
export const ANALYSIS_STEPS = [
  'Fetching website content',
  'Validating data quality',
  'Preparing AI analysis',
  'AI content analysis',
  'AI visibility scoring',
  'Generating recommendations',
  'Finalizing report',
] as const;
export type AnalysisStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// ---------------------------------------------------------------- primitives
const Score = z.number().min(0).max(100);

/** 'too_complex': the page's HTML nests too deeply, has too many elements or took too long to parse. */
/** 'http_error': the page itself answered 4xx/5xx, so there is nothing any AI system can use. */
export const FailureTypeSchema = z.enum(['bot_protection', 'javascript', 'timeout', 'too_complex', 'http_error']);
export type FailureType = z.infer<typeof FailureTypeSchema>;

/** 'completed' = full analysis; 'partial' = analysed but a failure report (e.g. JavaScript-only);
 *  'access_blocked' = the page could not be read (bot protection, time-out, too complex to parse). */
export const AnalysisStatusSchema = z.enum(['completed', 'partial', 'access_blocked']);
export type AnalysisStatus = z.infer<typeof AnalysisStatusSchema>;

export const SeveritySchema = z.enum(['critical', 'high', 'medium']);
export type Severity = z.infer<typeof SeveritySchema>;

// ---------------------------------------------------------------- severity gates
export const GateIdSchema = z.enum(['http-error', 'noindex', 'robots-search-index', 'robots-ai-agents', 'crawlers-refused', 'nosnippet']);
export type GateId = z.infer<typeof GateIdSchema>;
/**
 * A condition that keeps the page out of AI answers (docs/decisions/013-severity-gates.md): it caps
 * the overall score, whatever the rest of the page does well.
 */
export const GateSchema = z.object({
  id: GateIdSchema,
  /** Named exactly: "The page is marked noindex (meta robots)". */
  title: z.string(),
  /** What it means in the real world and for which engines. */
  consequence: z.string(),
  /** The exact directive, line, status or agents seen. */
  evidence: z.array(z.string()),
  /** The highest overall score the page can have while this holds. */
  cap: z.number().min(0).max(100),
  /** Share of the relevant crawlers or engines shut out, 0..1 (1 = all). */
  share: z.number().min(0).max(1),
  /** Where the rule comes from (vendor documentation or standard). */
  source: z.string(),
});
export type Gate = z.infer<typeof GateSchema>;
/** One line per gate for text outputs (CLI, e-mail): "Capped at 25: The page is marked noindex (meta robots)". */
export const gateLine = (g: Gate) => `Capped at ${g.cap}: ${g.title}`;

// ---------------------------------------------------------------- the owner's goal
/**
 * 'visibility' (default): be seen and cited. 'keep-out-of-training': the same, while keeping the
 * content out of model training; training-only blocks are then the owner's choice working.
 */
export const AnalysisIntentSchema = z.enum(['visibility', 'keep-out-of-training']);
export type AnalysisIntent = z.infer<typeof AnalysisIntentSchema>;

// ---------------------------------------------------------------- page type
export const PageTypeIdSchema = z.enum(['article', 'product', 'home', 'faq', 'local-business', 'other']);
export type PageTypeId = z.infer<typeof PageTypeIdSchema>;
export const PAGE_TYPE_LABELS: Record<PageTypeId, string> = {
  article: 'Article / news / blog post',
  product: 'Product page',
  home: 'Home or landing page',
  faq: 'FAQ, help or documentation',
  'local-business': 'Local business',
  other: 'Other page',
};
export const PageTypeSchema = z.object({ type: PageTypeIdSchema, label: z.string(), reason: z.string() });

// ---------------------------------------------------------------- verdict per AI engine
export const VerdictReasonSchema = z.object({
  /** The rule that applied, in plain words. */
  rule: z.string(),
  /** What was seen: the robots.txt line, the directive, the status and how to reproduce it. */
  evidence: z.string(),
  /** The vendor documentation or standard the rule comes from. */
  source: z.string(),
});
export type VerdictReason = z.infer<typeof VerdictReasonSchema>;
export const EngineVerdictSchema = z.object({
  engine: z.string(),
  name: z.string(),
  /** eligible: nothing found that stops it; limited: it may use part or only some surfaces; blocked: it cannot; unknown: not determinable here. */
  status: z.enum(['eligible', 'limited', 'blocked', 'unknown']),
  reasons: z.array(VerdictReasonSchema),
  /** The vendor's documentation of its crawlers and rules. */
  docs: z.string(),
});
export type EngineVerdict = z.infer<typeof EngineVerdictSchema>;
export const ENGINE_STATUS_LABELS: Record<EngineVerdict['status'], string> = {
  eligible: 'Can use this page',
  limited: 'Limited',
  blocked: 'Blocked',
  unknown: 'Unknown',
};
/** One line per engine for text outputs (CLI, e-mail, Markdown): "ChatGPT search: Blocked (robots.txt disallows OAI-SearchBot)". */
export function engineVerdictLine(e: EngineVerdict): string {
  return `${e.name}: ${ENGINE_STATUS_LABELS[e.status]}${e.reasons[0] ? ` (${e.reasons[0].rule})` : ''}`;
}

// ---------------------------------------------------------------- report parts
export const RedFlagObjectSchema = z.object({
  title: z.string(),
  description: z.string(),
  severity: SeveritySchema,
  impact: z.string(),
  /** Engine extension: the audit this flag comes from. */
  auditId: z.string().optional(),
  /** Engine extension: short how-to-fix text (blurred when locked). */
  howToFix: z.string().optional(),
});
/** A red flag is a string or an object (visitor.md section 3). The engine always emits objects. */
export const RedFlagSchema = z.union([z.string(), RedFlagObjectSchema]);
export type RedFlag = z.infer<typeof RedFlagSchema>;
export type RedFlagObject = z.infer<typeof RedFlagObjectSchema>;

export const OptimizationImpactSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Real overall-score gain (one decimal) from re-scoring as if the audit passed. */
  scoreIncrease: z.number(),
  /** Category label, e.g. 'Content'. */
  category: z.string(),
  timeframe: z.string().optional(),
  timeline: z.string().optional(),
  currentIssue: z.string(),
  solution: z.string(),
  auditId: z.string().optional(),
});
export type OptimizationImpact = z.infer<typeof OptimizationImpactSchema>;

export const RecommendationSchema = z.object({
  title: z.string(),
  description: z.string(),
  stepByStep: z.array(z.string()),
  auditId: z.string().optional(),
  category: z.string().optional(),
  /** Overall points this fix would add (same computation as optimizationImpacts). */
  scoreIncrease: z.number().optional(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationsSchema = z.object({
  quickFixes: z.array(RecommendationSchema),
  high: z.array(RecommendationSchema),
  medium: z.array(RecommendationSchema),
  low: z.array(RecommendationSchema),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;

export const PartialAnalysisDataSchema = z.object({
  detectedProvider: z.string().nullable(),
  robotsTxt: z.object({ details: z.array(z.string()) }),
  sitemap: z.object({ details: z.array(z.string()) }),
  ssl: z.object({ details: z.array(z.string()) }),
  /** Engine extension: the spec's explanation of the failure and what to do. */
  explanation: z.string().optional(),
  recommendations: z.array(z.string()).optional(),
});
export type PartialAnalysisData = z.infer<typeof PartialAnalysisDataSchema>;

export const PageDetailsSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  /** Default 'Website'. */
  pageType: z.string(),
  lastModified: z.string().nullable(),
  finalUrl: z.string().optional(),
  statusCode: z.number().nullable().optional(),
  language: z.string().nullable().optional(),
});
export type PageDetails = z.infer<typeof PageDetailsSchema>;

export const StructuredDataSchema = z.object({
  schemaTypes: z.array(z.string()),
  jsonLdFound: z.boolean(),
  jsonLdBlocks: z.number().int().min(0),
  recommendations: z.array(z.string()),
  microdataTypes: z.array(z.string()).optional(),
  rdfaTypes: z.array(z.string()).optional(),
  /** Parse errors of malformed JSON-LD blocks (block index and message). */
  errors: z.array(z.string()).optional(),
});

export const MetaTagStatusSchema = z.enum(['optimal', 'too_short', 'too_long', 'missing']);
export const MetaTagInfoSchema = z.object({
  present: z.boolean(),
  length: z.number().int().min(0),
  /** 'optimal' is shown green, anything else yellow. */
  status: MetaTagStatusSchema,
  value: z.string().nullable().optional(),
});
export const MetadataSchema = z.object({
  titleTag: MetaTagInfoSchema,
  metaDescription: MetaTagInfoSchema,
  /** Each value is the tag content, or null when the tag is missing. */
  openGraph: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    /** 'WIDTHxHEIGHT' from og:image:width/height when declared. */
    imageSize: z.string().nullable(),
  }),
});

export const ContentVisibilitySchema = z.object({
  aiCrawlability: Score,
  botAccess: Score,
  contentQuality: Score,
});

export const CitationPotentialSchema = z.object({
  citationReadiness: Score,
  relevanceScore: Score,
  authorityScore: Score,
  keyStrengths: z.array(z.string()),
});

export const AuthoritySignalsSchema = z.object({
  authorInfo: z.boolean(),
  credentials: z.boolean(),
  aboutPage: z.boolean(),
  contactInfo: z.boolean(),
  privacyPolicy: z.boolean(),
  socialProof: z.number().int().min(0),
});

export const PageSpeedSchema = z.enum(['fast', 'moderate', 'slow', 'unknown']);
export const TechnicalSeoSchema = z.object({
  https: z.boolean(),
  mobileOptimized: z.boolean(),
  botAccessibility: z.boolean(),
  pageSpeed: PageSpeedSchema.default('unknown'),
});

// ---------------------------------------------------------------- engine extensions
/**
 * search-index: a search engine's index that AI answers are grounded in (Googlebot, Bingbot);
 * ai-search: an AI search crawler; user-fetch: fetches for a user's request; training: model
 * training only; control: a robots.txt token that crawls nothing. 'search' is the older name of
 * ai-search + user-fetch, kept so stored results still read.
 */
export const CrawlerPurposeSchema = z.enum(['search-index', 'ai-search', 'user-fetch', 'training', 'control', 'search']);
export type CrawlerPurposeId = z.infer<typeof CrawlerPurposeSchema>;
/** How the report names each purpose: [short, long]. */
export const PURPOSE_LABELS: Record<CrawlerPurposeId, [string, string]> = {
  'search-index': ['Search index', 'Search index AI answers draw on'],
  'ai-search': ['AI search', 'AI search and answers'],
  'user-fetch': ['User fetch', 'Fetches for a user\'s question'],
  search: ['AI search', 'AI search and answers'],
  training: ['Training', 'Model training'],
  control: ['Control token', 'Opt-out token (crawls nothing)'],
};
/** Purposes whose refusal keeps a page out of AI answers (training and control tokens do not). */
export const ANSWER_PURPOSES: readonly CrawlerPurposeId[] = ['search-index', 'ai-search', 'user-fetch', 'search'];
export const CrawlerAgentAccessSchema = z.object({
  /** Product token, e.g. 'GPTBot'. */
  agent: z.string(),
  /** Operator, e.g. 'OpenAI'. */
  provider: z.string(),
  /** 'search' covers search and user-triggered fetchers. */
  purpose: CrawlerPurposeSchema,
  robots: z.object({
    verdict: z.enum(['allowed', 'disallowed']),
    /** The robots.txt line that decided, quoted, or null when no rule matched. */
    matchedLine: z.string().nullable(),
    lineNumber: z.number().int().nullable(),
    /** The group that applied (`User-agent: GPTBot`, `User-agent: *`), null when none did. */
    group: z.string().nullable().optional(),
    /** Both readings, when crawlers that group lines differently would decide otherwise. */
    ambiguous: z.string().nullable().optional(),
  }),
  /** Set for a token its owner no longer uses (rules for it reach none of today's crawlers). */
  retired: z.string().nullable().optional(),
  /** Live fetch with this agent's real user-agent string; null when not probed. */
  live: z
    .object({
      status: z.number().int().nullable(),
      blocked: z.boolean(),
      reason: z.string().nullable(),
      /** Headers that tell who answered and why. */
      headers: z.record(z.string(), z.string()).optional(),
      payPerCrawl: z.boolean().optional(),
      sameContent: z.boolean().nullable().optional(),
      /** Reproduction: the exact curl command with this agent's user agent. */
      curl: z.string().optional(),
    })
    .nullable(),
  /** True when robots.txt disallows or the live probe was blocked. */
  blocked: z.boolean(),
});
export type CrawlerAgentAccess = z.infer<typeof CrawlerAgentAccessSchema>;

export const CrawlerAccessSchema = z.object({
  agents: z.array(CrawlerAgentAccessSchema),
  robotsTxt: z.object({ found: z.boolean(), url: z.string(), status: z.number().int().nullable() }),
  /** Directives from <meta name="robots"> and AI-agent-specific meta tags. */
  metaRobots: z.array(z.string()),
  /** X-Robots-Tag header values. */
  xRobotsTag: z.array(z.string()),
  directives: z.object({
    noindex: z.boolean(),
    nofollow: z.boolean(),
    noai: z.boolean(),
    noimageai: z.boolean(),
  }),
  botProtection: z.object({
    detected: z.boolean(),
    provider: z.string().nullable(),
    evidence: z.array(z.string()),
  }),
});
export type CrawlerAccess = z.infer<typeof CrawlerAccessSchema>;

export const RenderSignalIdSchema = z.enum([
  'text',
  'headings',
  'title',
  'metaDescription',
  'canonical',
  'jsonLd',
  'links',
]);
export const RenderSignalSchema = z.object({
  signal: RenderSignalIdSchema,
  inRawHtml: z.boolean(),
  /** Present in the rendered DOM but not in the raw HTML (invisible to non-JS crawlers). */
  onlyAfterJs: z.boolean(),
  rawValue: z.string(),
  renderedValue: z.string().nullable(),
});
export const RenderComparisonSchema = z.object({
  renderingAvailable: z.boolean(),
  /** Why rendering was unavailable or failed, when it was. */
  renderNote: z.string().nullable(),
  rawWordCount: z.number().int().min(0),
  renderedWordCount: z.number().int().min(0).nullable(),
  signals: z.array(RenderSignalSchema),
});
export type RenderComparison = z.infer<typeof RenderComparisonSchema>;

export const AuditEvidenceSchema = z.object({ label: z.string(), value: z.string() });
export const AuditFixSchema = z.object({
  title: z.string(),
  description: z.string(),
  stepByStep: z.array(z.string()),
});
export const AuditResultSchema = z.object({
  /** Noun id, e.g. 'robots-ai-access'. */
  id: z.string(),
  category: CategoryIdSchema,
  title: z.string(),
  failureTitle: z.string(),
  description: z.string(),
  /** 0..1, or null when not applicable or errored. */
  score: z.number().min(0).max(1).nullable(),
  scoreDisplayMode: z.enum(['numeric', 'notApplicable', 'error']),
  weight: z.number().min(0),
  /** Strength of the evidence that the signal matters (docs/audits.md): A vendor-documented or standard, B studied, C convention (advice, weight 0). */
  grade: z.enum(['A', 'B', 'C']).optional(),
  evidence: z.array(AuditEvidenceSchema),
  fix: AuditFixSchema.nullable(),
  errorMessage: z.string().nullable(),
});
export type AuditResult = z.infer<typeof AuditResultSchema>;

export const PageScoreSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  overallScore: Score,
  aiLlmVisibilityScore: Score,
  techScore: Score,
  contentScore: Score,
  accessibilityScore: Score,
  authorityScore: Score,
  status: AnalysisStatusSchema,
  error: z.string().nullable(),
});
export type PageScore = z.infer<typeof PageScoreSchema>;

export const EngineInfoSchema = z.object({
  engineVersion: z.string(),
  durationMs: z.number().min(0),
  renderingAvailable: z.boolean(),
  narrativeSource: z.enum(['template', 'llm']),
  timings: z.record(z.string(), z.number()),
});

// ---------------------------------------------------------------- the result
export const AnalysisResultSchema = z.object({
  overallScore: Score,
  aiLlmVisibilityScore: Score,
  techScore: Score,
  contentScore: Score,
  accessibilityScore: Score,
  authorityScore: Score,
  status: AnalysisStatusSchema,
  isFailureReport: z.boolean(),
  isPartialAnalysis: z.boolean(),
  failureType: FailureTypeSchema.nullable(),
  partialAnalysisData: PartialAnalysisDataSchema.nullable(),
  isJavaScriptRendered: z.boolean(),
  narrativeReport: z.string(),
  /** ISO 8601. */
  analyzedAt: z.string(),
  pageDetails: PageDetailsSchema,
  redFlags: z.array(RedFlagSchema).max(4),
  optimizationImpacts: z.array(OptimizationImpactSchema),
  recommendations: RecommendationsSchema,
  structuredData: StructuredDataSchema,
  metadata: MetadataSchema,
  contentVisibility: ContentVisibilitySchema,
  citationPotential: CitationPotentialSchema,
  authoritySignals: AuthoritySignalsSchema,
  technicalSeo: TechnicalSeoSchema,
  // engine extensions (ARCHITECTURE.md)
  crawlerAccess: CrawlerAccessSchema,
  renderComparison: RenderComparisonSchema,
  /** The kind of page, and why; audits that do not fit this kind are not applicable. */
  pageType: PageTypeSchema.optional(),
  /** The owner's goal the analysis was run for. */
  intent: AnalysisIntentSchema.optional(),
  // Typed facts every consumer asks for (stable names for `--json`, the exports and the API).
  llmsTxt: z.object({ found: z.boolean(), valid: z.boolean(), url: z.string(), errors: z.array(z.string()) }).optional(),
  robots: z
    .object({
      found: z.boolean(),
      url: z.string(),
      status: z.number().int().nullable(),
      agents: z.array(z.object({ agent: z.string(), purpose: CrawlerPurposeSchema, allowed: z.boolean(), line: z.number().int().nullable() })),
    })
    .optional(),
  metaRobots: z.array(z.string()).optional(),
  xRobotsTag: z.string().nullable().optional(),
  h1Count: z.number().int().optional(),
  language: z.string().nullable().optional(),
  sitemap: z.object({ found: z.boolean(), urlCount: z.number().int() }).optional(),
  redirects: z.object({ count: z.number().int(), finalUrl: z.string() }).optional(),
  /** Will each AI engine use the page, and the rules that decided it (docs/engines.md). */
  engines: z.array(EngineVerdictSchema).default([]),
  /** Severity gates that hold for this page, most severe first; the overall score is capped by the lowest. */
  gates: z.array(GateSchema).default([]),
  audits: z.array(AuditResultSchema),
  /** Multi-page analyses only: per-page scores (first = the submitted page). */
  pages: z.array(PageScoreSchema).optional(),
  engineInfo: EngineInfoSchema.optional(),
});
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

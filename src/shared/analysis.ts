/**
 * AnalysisResult contract shared by the engine, the server and the browser.
 * Field names of the first block follow visitor.md section 3 exactly; the
 * engine adds crawlerAccess, renderComparison, audits, pages and engineInfo.
 * No node: or DOM imports here: this file is bundled into the web app.
 */
import { z } from 'zod';
import { CrawlerAccessSchema, CrawlerPurposeSchema, EngineVerdictSchema } from './crawler-access';
import {
  AuthoritySignalsSchema,
  CitationPotentialSchema,
  ContentVisibilitySchema,
  MetadataSchema,
  OptimizationImpactSchema,
  PageDetailsSchema,
  PartialAnalysisDataSchema,
  RecommendationsSchema,
  RedFlagSchema,
  RenderComparisonSchema,
  ScoreSchema,
  StructuredDataSchema,
  TechnicalSeoSchema,
} from './report-sections';

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
export type CategoryScoreField = (typeof CATEGORY_SCORE_FIELDS)[CategoryId];
/** The overall score and the five category scores, in the order every contract lists them. */
export type ScoreField = 'overallScore' | CategoryScoreField;
export const SCORE_FIELDS: readonly ScoreField[] = ['overallScore', ...Object.values(CATEGORY_SCORE_FIELDS)];
/** The score fields of a result, a row or a table (its columns), in SCORE_FIELDS order. */
export const pickScores = <T extends Record<ScoreField, unknown>>(from: T): Pick<T, ScoreField> =>
  Object.fromEntries(SCORE_FIELDS.map((field) => [field, from[field]])) as Pick<T, ScoreField>;

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

/** 'too_complex': the page's HTML nests too deeply, has too many elements or took too long to parse. */
/** 'http_error': the page itself answered 4xx/5xx, so there is nothing any AI system can use. */
export const FailureTypeSchema = z.enum(['bot_protection', 'javascript', 'timeout', 'too_complex', 'http_error']);
export type FailureType = z.infer<typeof FailureTypeSchema>;

/** 'completed' = full analysis; 'partial' = analysed but a failure report (e.g. JavaScript-only);
 *  'access_blocked' = the page could not be read (bot protection, time-out, too complex to parse). */
const AnalysisStatusSchema = z.enum(['completed', 'partial', 'access_blocked']);

// ---------------------------------------------------------------- severity gates
export const GateIdSchema = z.enum([
  'http-error',
  'noindex',
  'robots-search-index',
  'robots-ai-agents',
  'crawlers-refused',
  'nosnippet',
  'no-main-text',
]);
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
export const PageTypeIdSchema = z.enum([
  'article',
  'product',
  'home',
  'faq',
  'reference',
  'local-business',
  'media',
  'fiction',
  'other',
]);
export type PageTypeId = z.infer<typeof PageTypeIdSchema>;
export const PAGE_TYPE_LABELS: Record<PageTypeId, string> = {
  article: 'Article / news / blog post',
  product: 'Product page',
  home: 'Home or landing page',
  faq: 'FAQ, help or support page',
  reference: 'Reference: encyclopedia, wiki, documentation or record',
  'local-business': 'Local business',
  media: 'Song, video, book or profile page',
  fiction: "Story, poem or a book's text",
  other: 'Other page',
};
const PageTypeSchema = z.object({ type: PageTypeIdSchema, label: z.string(), reason: z.string() });

export const AuditEvidenceSchema = z.object({ label: z.string(), value: z.string() });

// ---------------------------------------------------------------- typed audit facts
/** The unit of an audit's numericValue: what a consumer compares without reading the evidence. */
const NumericUnitSchema = z.enum(['words', 'characters', 'ms', 'count', 'bytes', 'percent', 'days', 'score']);
export type NumericUnit = z.infer<typeof NumericUnitSchema>;
/** How a details value reads, so a consumer can format it (Lighthouse's valueType). */
const DetailValueTypeSchema = z.enum(['text', 'url', 'code', 'numeric', 'ms', 'bytes', 'boolean']);
export type DetailValueType = z.infer<typeof DetailValueTypeSchema>;
const DetailValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type DetailValue = z.infer<typeof DetailValueSchema>;
/** The most items one audit's details carry; the evidence says how many there were. */
export const MAX_DETAIL_ITEMS = 100;
/**
 * Machine-readable facts beside an audit's human evidence, in the spirit of Lighthouse's audit details:
 * a table (one row per heading, image, robots line, error…) or a flat list of values.
 */
const AuditDetailsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('table'),
    headings: z.array(z.object({ key: z.string(), label: z.string(), valueType: DetailValueTypeSchema })),
    items: z.array(z.record(z.string(), DetailValueSchema)).max(MAX_DETAIL_ITEMS),
  }),
  z.object({
    type: z.literal('list'),
    valueType: DetailValueTypeSchema,
    items: z.array(DetailValueSchema).max(MAX_DETAIL_ITEMS),
  }),
]);
export type AuditDetails = z.infer<typeof AuditDetailsSchema>;

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
  /** The audit's measured value (words, ms, count…), or null where no single number is meaningful. */
  numericValue: z.number().nullable().optional(),
  numericUnit: NumericUnitSchema.nullable().optional(),
  /** Typed facts beside the evidence (the failing headings, the images without alt…), or null. */
  details: AuditDetailsSchema.nullable().optional(),
  fix: AuditFixSchema.nullable(),
  errorMessage: z.string().nullable(),
});
export type AuditResult = z.infer<typeof AuditResultSchema>;

/** The overall and five category scores: of the result, and of each page of a multi-page analysis. */
const SCORE_SHAPE = Object.fromEntries(SCORE_FIELDS.map((field) => [field, ScoreSchema])) as Record<
  ScoreField,
  typeof ScoreSchema
>;

export const PageScoreSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  ...SCORE_SHAPE,
  status: AnalysisStatusSchema,
  error: z.string().nullable(),
});
export type PageScore = z.infer<typeof PageScoreSchema>;

const EngineInfoSchema = z.object({
  engineVersion: z.string(),
  durationMs: z.number().min(0),
  renderingAvailable: z.boolean(),
  narrativeSource: z.enum(['template', 'llm']),
  timings: z.record(z.string(), z.number()),
});

// ---------------------------------------------------------------- the result
export const AnalysisResultSchema = z.object({
  ...SCORE_SHAPE,
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
  llmsTxt: z
    .object({ found: z.boolean(), valid: z.boolean(), url: z.string(), errors: z.array(z.string()) })
    .optional(),
  robots: z
    .object({
      found: z.boolean(),
      url: z.string(),
      status: z.number().int().nullable(),
      agents: z.array(
        z.object({
          agent: z.string(),
          purpose: CrawlerPurposeSchema,
          allowed: z.boolean(),
          line: z.number().int().nullable(),
        }),
      ),
    })
    .optional(),
  metaRobots: z.array(z.string()).optional(),
  xRobotsTag: z.string().nullable().optional(),
  h1Count: z.number().int().optional(),
  language: z.string().nullable().optional(),
  /** Whether `language` is declared on <html lang> or detected (from hreflang, Content-Language, inLanguage or the text), and from what. */
  languageSource: z
    .object({ source: z.enum(['declared', 'detected']), from: z.string() })
    .nullable()
    .optional(),
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

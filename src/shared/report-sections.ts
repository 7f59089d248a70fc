/**
 * The report sections of AnalysisResult (visitor.md section 3) and the raw-versus-rendered
 * comparison. No node: or DOM imports here: this file is bundled into the web app.
 */
import { z } from 'zod';

/** How much a red flag matters. */
export const SeveritySchema = z.enum(['critical', 'high', 'medium']);
export type Severity = z.infer<typeof SeveritySchema>;

/** A 0-100 score. */
export const ScoreSchema = z.number().min(0).max(100);

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

const MetaTagStatusSchema = z.enum(['optimal', 'too_short', 'too_long', 'missing']);
const MetaTagInfoSchema = z.object({
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
  aiCrawlability: ScoreSchema,
  botAccess: ScoreSchema,
  contentQuality: ScoreSchema,
});

export const CitationPotentialSchema = z.object({
  citationReadiness: ScoreSchema,
  relevanceScore: ScoreSchema,
  authorityScore: ScoreSchema,
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

const PageSpeedSchema = z.enum(['fast', 'moderate', 'slow', 'unknown']);
export const TechnicalSeoSchema = z.object({
  https: z.boolean(),
  mobileOptimized: z.boolean(),
  botAccessibility: z.boolean(),
  pageSpeed: PageSpeedSchema.default('unknown'),
});

const RenderSignalIdSchema = z.enum(['text', 'headings', 'title', 'metaDescription', 'canonical', 'jsonLd', 'links']);
const RenderSignalSchema = z.object({
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

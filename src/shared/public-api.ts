/**
 * Contracts of the public API, /api/v1: a tenant's API key (Authorization: Bearer gs_live_…) creates
 * analyses and reads them in full. The server validates with these schemas, the OpenAPI document is
 * generated from them (server/routes/v1/openapi.ts) and the MCP server parses answers with them.
 */
import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { AnalysisIntentSchema, AnalysisResultSchema } from './analysis';
import { MAX_COMPETITORS } from './competitor-addresses';
import type { Comparison } from './competitor-compare';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'gs_live_';
/** The prefix and 32 random bytes in base64url (43 characters). */
export const API_KEY_PATTERN = /^gs_live_[A-Za-z0-9_-]{43}$/;

/** Requests per minute and key; a 429 carries Retry-After (README "Public API", docs/decisions/021). */
export const API_RATE_LIMITS = {
  createAnalysis: 30,
  readAnalysis: 240,
  changeMonitor: 60,
  perAddressDocs: 60,
} as const;

/** What an analysis covers: one page, up to 10 pages of the site, or your page beside up to three competitors'. */
export const V1_ANALYSIS_KINDS = ['single_page', 'multi_page', 'competitor_compare'] as const;

export const v1AnalyzeBodySchema = z
  .object({
    url: z
      .string({ error: 'url is required' })
      .trim()
      .min(1, 'url is required')
      .max(2048, 'url is too long')
      .describe('The page to analyse, e.g. https://example.com/pricing'),
    kind: z
      .enum(V1_ANALYSIS_KINDS, { error: 'kind must be single_page, multi_page or competitor_compare' })
      .default('single_page')
      .describe(
        "single_page; multi_page: the page and up to maxPages of the site's pages; competitor_compare: the page beside the competitors' pages (only where the tenant offers comparisons)",
      ),
    maxPages: z
      .number({ error: 'maxPages must be a whole number from 1 to 10' })
      .int('maxPages must be a whole number from 1 to 10')
      .min(1, 'maxPages must be a whole number from 1 to 10')
      .max(10, 'maxPages must be a whole number from 1 to 10')
      .optional()
      .describe('multi_page only: how many pages to analyse (default 10)'),
    competitors: z
      .array(z.string({ error: 'Each competitor must be an address' }).trim().min(1).max(2048), {
        error: 'competitors must be a list of addresses',
      })
      .min(1, 'Add at least one competitor address')
      .max(MAX_COMPETITORS, `You can compare with at most ${MAX_COMPETITORS} competitors`)
      .optional()
      .describe(`competitor_compare only: 1 to ${MAX_COMPETITORS} competitor pages`),
    intent: AnalysisIntentSchema.optional().describe(
      "The owner's goal: visibility, or keep-out-of-training; absent, the tenant's default",
    ),
    fresh: z
      .boolean({ error: 'fresh must be true or false' })
      .optional()
      .describe("Run now even when a recent result of this page is in the tenant's cache (comparisons always run)"),
  })
  .strict()
  .superRefine((b, issue) => {
    if (b.maxPages !== undefined && b.kind !== 'multi_page')
      issue.addIssue({ code: 'custom', path: ['maxPages'], message: 'maxPages is for kind multi_page only' });
    if (b.competitors !== undefined && b.kind !== 'competitor_compare')
      issue.addIssue({
        code: 'custom',
        path: ['competitors'],
        message: 'competitors are for kind competitor_compare only',
      });
    if (b.kind === 'competitor_compare' && !b.competitors?.length)
      issue.addIssue({
        code: 'custom',
        path: ['competitors'],
        message: `kind competitor_compare needs competitors: 1 to ${MAX_COMPETITORS} addresses`,
      });
  });
export type V1AnalyzeBody = z.infer<typeof v1AnalyzeBodySchema>;

export const v1AnalysisParams = z.object({
  id: z.string().uuid('id must be an analysis id').describe('The analysis id POST /api/v1/analyses answered'),
});

export const v1HistoryQuery = z
  .object({
    url: z
      .string({ error: 'url is required' })
      .trim()
      .min(1, 'url is required')
      .max(2048, 'url is too long')
      .refine(
        (u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol),
        'url must be a full http or https address',
      )
      .describe('The page whose history to list, spelt as it was analysed or any equivalent spelling'),
  })
  .strict();

export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;

export const v1AnalysisSchema = z.object({
  id: z.string().describe('The analysis id'),
  url: z.string().describe('The address analysed, as normalised'),
  status: z.enum(ANALYSIS_STATUSES).describe('pending and processing: ask again; the others are final'),
  progress: z
    .object({ step: z.number().int().min(0).max(7), of: z.literal(7), label: z.string() })
    .describe('Where a running analysis is (step 0: queued)'),
  kind: z.enum(V1_ANALYSIS_KINDS).describe('What the analysis covers'),
  intent: AnalysisIntentSchema,
  /** The result came from the tenant's result cache: it is from completedAt, not from this request. */
  cached: z.boolean().describe('Answered from the result cache (the result is from completedAt)'),
  createdAt: z.string().describe('ISO 8601'),
  completedAt: z.string().nullable().describe('ISO 8601; null until the analysis is final'),
  error: apiErrorSchema.nullable().describe('Why a failed analysis failed'),
  result: AnalysisResultSchema.nullable().describe('The full result once completed, never redacted'),
});
export type V1Analysis = z.infer<typeof v1AnalysisSchema>;

/** GET /api/v1/analyses/:id/comparison: the comparison of a competitor_compare analysis, in full. */
export const v1ComparisonSchema = z.object({
  analysisId: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  comparison: z
    .custom<Comparison>()
    .nullable()
    .describe(
      'Scores, gates, crawler access, engine verdicts, the signals that differ and what competitors do better; null until completed',
    ),
});

export type V1Comparison = z.infer<typeof v1ComparisonSchema>;

/** GET /api/v1/monitors: one page of the tenant's monitors, newest first. */
const V1_MONITOR_PAGE_MAX = 500;
export const v1MonitorListQuery = z
  .object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(V1_MONITOR_PAGE_MAX, `limit must be at most ${V1_MONITOR_PAGE_MAX}`)
      .default(100)
      .describe(`Monitors per page (1-${V1_MONITOR_PAGE_MAX}, default 100)`),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be 0 or more')
      .default(0)
      .describe('How many monitors to skip (newest first)'),
  })
  .strict();

/** /api/v1/monitors/:id. */
export const v1MonitorParams = z.object({
  id: z.string().uuid('id must be a monitor id').describe('The monitor id POST /api/v1/monitors answered'),
});

/**
 * A page's timeline in one tenant (docs/decisions/020), as the visitor API and the admin API answer it:
 * every completed run of the same address (by its history key), the scores over time, and what changed
 * in the run shown against the run before it of the same kind and goal.
 */
import { z } from 'zod';
import { AnalysisIntentSchema, SCORE_FIELDS, type ScoreField } from './analysis';
import { resultDiffSchema } from './result-diff';

/** Runs a timeline shows at most (the newest); `total` says how many there are. */
export const HISTORY_LIMIT = 100;

const scoreShape = Object.fromEntries(SCORE_FIELDS.map((f) => [f, z.number().nullable()])) as Record<
  ScoreField,
  z.ZodNullable<z.ZodNumber>
>;

export const historyPointSchema = z.object({
  /** The analysis id: in the admin API only (a visitor's own ids are all the visitor API ever names). */
  id: z.string().optional(),
  /** When the run finished (ISO 8601). */
  analyzedAt: z.string(),
  kind: z.string(),
  intent: AnalysisIntentSchema,
  ...scoreShape,
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const urlHistorySchema = z.object({
  /** The address as the timeline knows it (its history key). */
  url: z.string(),
  /** Completed runs of the address in the tenant, cache copies not counted. */
  total: z.number().int(),
  /** The newest HISTORY_LIMIT runs, oldest first. */
  points: z.array(historyPointSchema),
  /** The run shown (the newest, or the one asked for) against the run before it of the same kind and goal; null without one. */
  changes: resultDiffSchema.nullable(),
  /** The lists of `changes` are withheld (the report is locked): scores, dates and counts only. */
  detailsLocked: z.boolean(),
});
export type UrlHistory = z.infer<typeof urlHistorySchema>;

/** GET /api/admin/url-history: the timeline of an analysis' address in its tenant, that analysis against the run before it (docs/decisions/020). */
export const adminUrlHistoryQuerySchema = z.object({
  analysisId: z.string({ error: 'analysisId is required' }).uuid('analysisId must be an analysis id'),
});

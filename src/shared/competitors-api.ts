/**
 * Contracts of competitors side by side (issue 16): start a comparison of your page with up to three
 * competitors' pages, and read it. The comparison's shape is ./competitor-compare.ts.
 */
import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import type { Comparison } from './competitor-compare';
import { analyzeBodySchema } from './visitor-api';
import { MAX_COMPETITORS } from './competitor-addresses';

/** POST /api/analyze-competitors: the main address as /api/analyze, plus one to three competitors. */
export const analyzeCompetitorsBodySchema = analyzeBodySchema.omit({ fresh: true }).extend({
  competitors: z
    .array(
      z
        .string({ error: 'Each competitor must be an address' })
        .trim()
        .min(1, 'A competitor address is empty')
        .max(2048, 'A competitor address is too long'),
      { error: 'competitors must be a list of addresses' },
    )
    .min(1, 'Add at least one competitor address')
    .max(MAX_COMPETITORS, `You can compare with at most ${MAX_COMPETITORS} competitors`),
});
/** 400 bad or repeated address, 402/403 as /api/analyze (403 also: comparisons not offered here). */
export const analyzeCompetitorsRefusals = { 400: apiErrorSchema, 402: apiErrorSchema, 403: apiErrorSchema };

/** GET /api/analyses/:id/comparison. */
export const comparisonResponseSchema = z.object({
  analysisId: z.string(),
  status: z.string(),
  /** Locked: the scores table only; gates, crawlers, engines, signals and advantages are empty. */
  access: z.object({ locked: z.boolean(), reason: z.string().optional() }),
  /** null until the comparison has finished. */
  comparison: z.custom<Comparison>().nullable(),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;

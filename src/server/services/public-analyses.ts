/**
 * Analyses through the public API: started with the visitor's own requestAnalysis (same validation,
 * SSRF rules, queue limits and result cache), owned by the key's tenant, and read back in full.
 */
import { findAnalysis, type AnalysisRow } from '@/db/queries/analyses';
import type { ClientRow } from '@/db/queries/clients';
import { ANALYSIS_STEPS, type AnalysisResult } from '@/shared/analysis';
import { listActiveProducts } from '@/db/queries/products';
import {
  ANALYSIS_STATUSES,
  V1_ANALYSIS_KINDS,
  type V1Analysis,
  type V1AnalyzeBody,
  type V1Comparison,
} from '@/shared/public-api';
import type { AppContext } from '../context';
import { errorBody, notFound } from '../errors';
import { analysisFailure, cacheMinutesFor, intentFor, requestAnalysis, type AnalysisRequest } from './analysis';
import { comparisonOf, requestComparison } from './competitors';

type Status = (typeof ANALYSIS_STATUSES)[number];
const asStatus = (s: string): Status =>
  (ANALYSIS_STATUSES as readonly string[]).includes(s) ? (s as Status) : 'failed';

const asKind = (k: string): V1Analysis['kind'] =>
  (V1_ANALYSIS_KINDS as readonly string[]).includes(k) ? (k as V1Analysis['kind']) : 'single_page';

/** The row as /api/v1 shows it: never redacted (the key is the tenant's own). */
function toV1Analysis(row: AnalysisRow, answeredFromCache = false): V1Analysis {
  const status = asStatus(row.status);
  const step = status === 'completed' ? 7 : Math.min(Math.max(row.progressStep, 0), 7);
  const failure =
    status === 'failed' || status === 'cancelled' ? analysisFailure(row.errorCode ?? status, row.error) : null;
  return {
    id: row.id,
    url: row.url,
    status,
    progress: { step, of: 7, label: step === 0 ? 'Queued' : ANALYSIS_STEPS[step - 1] },
    kind: asKind(row.kind),
    intent: row.intent,
    cached: answeredFromCache || row.cachedFromId !== null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    error: failure ? errorBody(failure.code, failure.message) : null,
    result: status === 'completed' ? (row.results as AnalysisResult | null) : null,
  };
}

/**
 * Starts an analysis for the key's tenant, of any kind the visitor routes start, through the same service.
 * The key is the tenant's own, as its operators are: no complimentary analysis, no payment; a comparison
 * only while the tenant offers comparisons (its active product, docs/decisions/026 and 029).
 */
export async function startTenantAnalysis(
  ctx: AppContext,
  client: ClientRow,
  input: Omit<V1AnalyzeBody, 'kind'> & { kind?: V1AnalyzeBody['kind']; originIp: string },
): Promise<V1Analysis> {
  const kind = input.kind ?? 'single_page';
  const request: AnalysisRequest = {
    clientId: client.id,
    url: input.url,
    originIp: input.originIp,
    kind,
    maxPages: input.maxPages,
    intent: intentFor(input.intent, client),
    fresh: input.fresh,
    cacheMinutes: cacheMinutesFor(ctx, client),
  };
  const { analysis, cached } =
    kind === 'competitor_compare'
      ? await requestComparison(
          ctx,
          { client, products: await listActiveProducts(ctx.database.db, client.id) },
          request,
          input.competitors ?? [],
        )
      : await requestAnalysis(ctx, request);
  return toV1Analysis(analysis, cached);
}

/** The comparison of a competitor_compare analysis of this tenant, in full (the key is the tenant's own). */
export async function readTenantComparison(ctx: AppContext, clientId: string, id: string): Promise<V1Comparison> {
  const row = await findAnalysis(ctx.database.db, id);
  if (!row || row.clientId !== clientId) throw notFound('Analysis not found');
  return { analysisId: row.id, status: asStatus(row.status), comparison: await comparisonOf(ctx, row, false) };
}

/** An analysis of this tenant; another tenant's (or none) is the same 404, so ids cannot be probed. */
export async function readTenantAnalysis(ctx: AppContext, clientId: string, id: string): Promise<V1Analysis> {
  const row = await findAnalysis(ctx.database.db, id);
  if (!row || row.clientId !== clientId) throw notFound('Analysis not found');
  return toV1Analysis(row);
}

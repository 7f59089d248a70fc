/**
 * Analyses through the public API: started with the visitor's own requestAnalysis (same validation,
 * SSRF rules, queue limits and result cache), owned by the key's tenant, and read back in full.
 */
import { findAnalysis, type AnalysisRow } from '@/db/queries/analyses';
import type { ClientRow } from '@/db/queries/clients';
import { ANALYSIS_STEPS, type AnalysisIntent, type AnalysisResult } from '@/shared/analysis';
import { ANALYSIS_STATUSES, type V1Analysis } from '@/shared/public-api';
import type { AppContext } from '../context';
import { errorBody, notFound } from '../errors';
import { analysisFailure, cacheMinutesFor, intentFor, requestAnalysis } from './analysis';

type Status = (typeof ANALYSIS_STATUSES)[number];
const asStatus = (s: string): Status =>
  (ANALYSIS_STATUSES as readonly string[]).includes(s) ? (s as Status) : 'failed';

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
    intent: row.intent,
    cached: answeredFromCache || row.cachedFromId !== null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    error: failure ? errorBody(failure.code, failure.message) : null,
    result: status === 'completed' ? (row.results as AnalysisResult | null) : null,
  };
}

export async function startTenantAnalysis(
  ctx: AppContext,
  client: ClientRow,
  input: { url: string; intent?: AnalysisIntent; fresh?: boolean; originIp: string },
): Promise<V1Analysis> {
  const { analysis, cached } = await requestAnalysis(ctx, {
    clientId: client.id,
    url: input.url,
    originIp: input.originIp,
    kind: 'single_page',
    intent: intentFor(input.intent, client),
    fresh: input.fresh,
    cacheMinutes: cacheMinutesFor(ctx, client),
  });
  return toV1Analysis(analysis, cached);
}

/** An analysis of this tenant; another tenant's (or none) is the same 404, so ids cannot be probed. */
export async function readTenantAnalysis(ctx: AppContext, clientId: string, id: string): Promise<V1Analysis> {
  const row = await findAnalysis(ctx.database.db, id);
  if (!row || row.clientId !== clientId) throw notFound('Analysis not found');
  return toV1Analysis(row);
}

/**
 * Competitors side by side (issue 16, docs/decisions/026): a comparison is an analysis of kind
 * competitor_compare of the visitor's own page, requested, limited, queued, paid for and locked as a
 * multi-page analysis is; the same job analyses each competitor's page with the real engine and keeps
 * it in `competitors`. The comparison is built on read (src/shared/competitor-compare.ts).
 */
import type { AnalysisRow } from '@/db/queries/analyses';
import { finishCompetitor, insertCompetitors, listCompetitors } from '@/db/queries/competitors';
import type { AnalysisResult } from '@/shared/analysis';
import { samePageKey } from '@/shared/competitor-addresses';
import { comparePages, type Comparison } from '@/shared/competitor-compare';
import { isEngineError } from '@/engine';
import type { AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import type { ClientRow } from '@/db/queries/clients';
import { analysisFailure, requestAnalysis, safeAddress, type AnalysisRequest } from './analysis';
import { sessionAccess } from './access';
import type { ResolvedTenant } from './tenants';

/** The analysis kind, and the product type that prices it. */
export const COMPARISON = 'competitor_compare' as const;

/** A tenant sells comparisons only once it has an active product of this type (default off). */
function assertComparisonSold(tenant: ResolvedTenant): void {
  if (!tenant.products.some((p) => p.productType === COMPARISON && p.isActive))
    throw new HttpError(403, 'comparison_not_offered', 'Comparing with competitors is not offered on this site.');
}

/**
 * The competitors' addresses as stored: each checked as the main address is (format, SSRF rules),
 * none the same as your page or another competitor. Errors name the competitor by its number.
 */
async function competitorAddresses(ctx: AppContext, mainUrl: string, raw: string[]): Promise<string[]> {
  const allowPrivate = ctx.config.ALLOW_PRIVATE_NETWORK;
  const seen = new Map([[samePageKey(await safeAddress(mainUrl, allowPrivate)), 'your page']]);
  const urls: string[] = [];
  for (const [i, address] of raw.entries()) {
    const name = `Competitor ${i + 1} (${address.trim()})`;
    const url = await safeAddress(address, allowPrivate).catch((err: unknown) => {
      if (err instanceof HttpError) throw new HttpError(err.statusCode, err.code, `${name}: ${err.message}`);
      throw err;
    });
    const earlier = seen.get(samePageKey(url));
    if (earlier) throw badRequest(`${name} is the same address as ${earlier}.`, 'duplicate_competitor');
    seen.set(samePageKey(url), `competitor ${i + 1}`);
    urls.push(url);
  }
  return urls;
}

/** Starts a comparison: never answered from the result cache (its competitors are part of what was asked). */
export async function requestComparison(
  ctx: AppContext,
  tenant: ResolvedTenant,
  request: AnalysisRequest,
  competitorUrls: string[],
): Promise<{ analysis: AnalysisRow; cached: boolean }> {
  assertComparisonSold(tenant);
  const urls = await competitorAddresses(ctx, request.url, competitorUrls);
  return requestAnalysis(ctx, {
    ...request,
    kind: COMPARISON,
    fresh: true,
    beforeQueue: (tx, row) => insertCompetitors(tx, row.id, urls),
  });
}

type AnalyzeOne = (
  url: string,
  opts: { onProgress?: (step: number) => void; main: boolean },
) => Promise<AnalysisResult>;

/** Runs tasks `width` at a time, in order; the first rejection rejects the whole. */
async function inPool(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
}

/**
 * The job of a comparison: your page (its result is the analysis' own, so it fails as any analysis
 * does) and each competitor's, three at a time. A competitor that cannot be read is recorded with the
 * reason the visitor would have been given; an abort stops everything.
 */
export async function analyzeWithCompetitors(
  ctx: AppContext,
  analysisId: string,
  url: string,
  analyzeOne: AnalyzeOne,
  opts: { signal: AbortSignal; onProgress: (step: number) => void },
): Promise<AnalysisResult> {
  const { db } = ctx.database;
  const rows = await listCompetitors(db, analysisId);
  let own: AnalysisResult | undefined;
  const ownRun = async () => {
    own = await analyzeOne(url, { main: true, onProgress: (s) => s < 7 && opts.onProgress(s) });
  };
  const competitorRuns = rows.map((row) => async () => {
    try {
      const results = await analyzeOne(row.url, { main: false });
      await finishCompetitor(db, row.id, { status: 'completed', results, error: null });
    } catch (err) {
      if (opts.signal.aborted) throw err;
      const reason = isEngineError(err) ? analysisFailure(err.code, err.message).message : 'The analysis failed.';
      await finishCompetitor(db, row.id, { status: 'failed', results: null, error: reason });
    }
  });
  await inPool([ownRun, ...competitorRuns], 3);
  return own!;
}

/** What a visitor without access to the comparison gets: the scores table, nothing else (redacted here, on the server). */
const scoresOnly = (c: Comparison): Comparison => ({
  sites: c.sites,
  scores: c.scores,
  gates: [],
  crawlers: [],
  engines: [],
  signals: [],
  advantages: [],
});

/** The comparison of a finished competitor_compare analysis (null while it runs), redacted when locked. */
export async function comparisonOf(ctx: AppContext, row: AnalysisRow, locked: boolean): Promise<Comparison | null> {
  if (row.kind !== COMPARISON) throw notFound('This analysis is not a comparison with competitors');
  if (row.status !== 'completed' || !row.results) return null;
  const rows = await listCompetitors(ctx.database.db, row.id);
  const comparison = comparePages([
    { url: row.url, result: row.results as AnalysisResult },
    ...rows.map((c) => ({
      url: c.url,
      result: c.status === 'completed' ? (c.results as AnalysisResult) : null,
      error: c.error ?? (c.status === 'pending' ? 'This page was not analysed.' : null),
    })),
  ]);
  return locked ? scoresOnly(comparison) : comparison;
}

/**
 * Whether a session may see a comparison's details. A failure report of your own page is free, but the
 * competitors' details are still the paid product: access is judged as if your page had no result.
 */
export function comparisonAccess(
  ctx: AppContext,
  client: ClientRow,
  sessionId: string | null | undefined,
  row: AnalysisRow,
) {
  return sessionAccess(ctx, client, sessionId, { ...row, results: null });
}

/**
 * The comparison of an analysis as this session sees it on screen, for the report e-mail (redacted when
 * locked); null when the analysis is no comparison or it has not finished.
 */
export async function comparisonForMail(
  ctx: AppContext,
  client: ClientRow,
  sessionId: string | null | undefined,
  row: AnalysisRow,
): Promise<{ comparison: Comparison; locked: boolean } | null> {
  if (row.kind !== COMPARISON) return null;
  const { locked } = await comparisonAccess(ctx, client, sessionId, row);
  const comparison = await comparisonOf(ctx, row, locked);
  return comparison ? { comparison, locked } : null;
}

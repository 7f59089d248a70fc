/**
 * A page's history in one tenant (docs/decisions/020): the timeline of its completed runs and what
 * changed in the run shown against the run before it of the same kind and goal. Visitors see the
 * addresses their own session analysed, the detail of the changes only when their report is open;
 * operators see any address of the tenants in their scope.
 */
import { findAnalysis, type AnalysisRow } from '@/db/queries/analyses';
import type { ClientRow } from '@/db/queries/clients';
import { findNewestOwn, findResults, historyKeyOf, listTimeline, type TimelineRow } from '@/db/queries/url-history';
import { pickScores } from '@/shared/analysis';
import { diffResults, withheldDetails, type DiffableResult } from '@/shared/result-diff';
import { HISTORY_LIMIT, type UrlHistory } from '@/shared/url-history';
import { NO_HISTORY_MESSAGE } from '@/shared/visitor-api';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../errors';
import type { AdminActor } from '../policies/admin';
import { clientInScope } from './admin/clients';
import { sessionAccess } from './access';

const noHistory = () =>
  new HttpError(
    404,
    'no_history',
    NO_HISTORY_MESSAGE,
    'The history lists the addresses analysed in this browser session: analyse the address first.',
  );

/** A stored result the diff can read: an object with its date (older or odd rows are skipped). */
const diffable = (results: unknown): DiffableResult | null =>
  results && typeof results === 'object' && typeof (results as DiffableResult).analyzedAt === 'string'
    ? (results as DiffableResult)
    : null;

/** The run before `current` (newest first in `rows`) of the same kind and goal: like compared with like. */
const previousOf = (rows: TimelineRow[], current: TimelineRow) =>
  rows.slice(rows.indexOf(current) + 1).find((r) => r.kind === current.kind && r.intent === current.intent);

interface TimelineOptions {
  /** The run whose changes are shown (an original, not a cache copy); default the newest. */
  currentId?: string | null;
  /** Analysis ids on the points (operators only). */
  withIds: boolean;
}

async function timelineOf(ctx: AppContext, clientId: string, key: string, opts: TimelineOptions) {
  const { db } = ctx.database;
  const { rows, total } = await listTimeline(db, clientId, key, HISTORY_LIMIT);
  const current = (opts.currentId ? rows.find((r) => r.id === opts.currentId) : undefined) ?? rows[0];
  const previous = current ? previousOf(rows, current) : undefined;
  let changes: UrlHistory['changes'] = null;
  if (current && previous) {
    const results = await findResults(db, [previous.id, current.id]);
    const [before, after] = [diffable(results.get(previous.id)), diffable(results.get(current.id))];
    if (before && after) changes = diffResults(before, after);
  }
  const points = rows
    .map((r) => ({
      ...(opts.withIds ? { id: r.id } : {}),
      analyzedAt: (r.completedAt ?? r.createdAt).toISOString(),
      kind: r.kind,
      intent: r.intent,
      ...pickScores(r),
    }))
    .reverse();
  return { url: key, total, points, changes };
}

/** The run a row stands for on the timeline: a cache copy stands for the analysis it copied. */
const runIdOf = (row: Pick<AnalysisRow, 'id' | 'cachedFromId'>) => row.cachedFromId ?? row.id;

/**
 * GET /api/url-history for a visitor session: 404 unless the session analysed the address (or the named
 * analysis is its own analysis of it). The same 404 answers an address nobody analysed, so the answer never
 * tells which addresses other visitors analysed. The changes' lists are withheld unless the report the
 * history is shown beside (the named analysis, else the session's newest of the address) is open to it.
 */
export async function visitorUrlHistory(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string | undefined,
  query: { url: string; analysisId?: string },
): Promise<UrlHistory> {
  if (!visitorSessionId) throw noHistory();
  const { db } = ctx.database;
  const key = await historyKeyOf(db, query.url);
  const own = query.analysisId
    ? await findAnalysis(db, query.analysisId)
    : await findNewestOwn(db, client.id, visitorSessionId, key);
  if (!own || own.clientId !== client.id || own.visitorSessionId !== visitorSessionId || own.normalizedUrl !== key)
    throw noHistory();
  const timeline = await timelineOf(ctx, client.id, key, { currentId: runIdOf(own), withIds: false });
  // Neither the failure-report rule (one blocked run would open every other run's detail) nor spending a
  // credit (opening the report does that) applies here: only the tenant, and grants for this report.
  const access = await sessionAccess(ctx, client, visitorSessionId, {
    id: own.id,
    clientId: own.clientId,
    results: null,
  });
  const changes = timeline.changes && access.locked ? withheldDetails(timeline.changes) : timeline.changes;
  return { ...timeline, changes, detailsLocked: access.locked };
}

/** GET /api/admin/url-history: the timeline of an analysis' address in its tenant, for an operator in scope (404 otherwise). */
export async function adminUrlHistory(ctx: AppContext, actor: AdminActor, analysisId: string): Promise<UrlHistory> {
  const row = await findAnalysis(ctx.database.db, analysisId);
  if (!row || !row.normalizedUrl) throw notFound('Analysis not found');
  await clientInScope(ctx, actor, row.clientId).catch(() => {
    throw notFound('Analysis not found');
  });
  const timeline = await timelineOf(ctx, row.clientId, row.normalizedUrl, { currentId: runIdOf(row), withIds: true });
  return { ...timeline, detailsLocked: false };
}

/**
 * GET /api/v1/history for an API key: the timeline of an address in the key's tenant, full detail (the key
 * stands for the tenant). 404 when the tenant has no completed analysis of it.
 */
export async function tenantUrlHistory(ctx: AppContext, clientId: string, url: string): Promise<UrlHistory> {
  const key = await historyKeyOf(ctx.database.db, url);
  const timeline = await timelineOf(ctx, clientId, key, { withIds: true });
  if (timeline.total === 0)
    throw new HttpError(
      404,
      'no_history',
      NO_HISTORY_MESSAGE,
      'Only completed analyses of this tenant count: create one with POST /api/v1/analyses.',
    );
  return { ...timeline, detailsLocked: false };
}

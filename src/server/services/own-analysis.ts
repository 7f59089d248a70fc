/**
 * A visitor session's own analyses, and the view of one that GET /api/analyses/:id answers: the full
 * results, or the locked (redacted) ones. A locked view is computed once per finished analysis and kept
 * in this process (docs/decisions/023): the results of a finished run are written once and never
 * change, so later views read the row without its results (and the session's access facts in the same
 * read) and skip parsing and redacting them again.
 */
import { findAnalysis, findAnalysisForSession, type AnalysisRow } from '@/db/queries/analyses';
import type { ClientRow } from '@/db/queries/clients';
import type { AnalysisResult } from '@/shared/analysis';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { redactForVisitor, sessionAccess } from './access';

/** About 30 kB each for a typical page: a few MB per process at most. */
const MAX_LOCKED_VIEWS = 200;

interface KeptView {
  completedAt: number;
  /** What access decisions read of the full results (isFailureResult), so a later view needs no field of the JSON. */
  facts: Pick<AnalysisResult, 'isFailureReport' | 'status'>;
  results: unknown;
}
const lockedViews = new Map<string, KeptView>();

type Own = Pick<AnalysisRow, 'clientId' | 'visitorSessionId'>;

function ownOrNotFound<T extends Own>(row: T | undefined, clientId: string, visitorSessionId: string | undefined): T {
  if (!row || !visitorSessionId || row.clientId !== clientId || row.visitorSessionId !== visitorSessionId)
    throw notFound('Analysis not found');
  return row;
}

/** An analysis of this visitor session; anything else is 'not found', so ids cannot be probed. */
export async function ownAnalysis(
  ctx: AppContext,
  clientId: string,
  visitorSessionId: string | undefined,
  id: string,
): Promise<AnalysisRow> {
  return ownOrNotFound(await findAnalysis(ctx.database.db, id), clientId, visitorSessionId);
}

const finishedAt = (row: Pick<AnalysisRow, 'status' | 'completedAt'>) =>
  row.status === 'completed' && row.completedAt ? row.completedAt : null;

function keepLockedView(id: string, completedAt: Date, full: AnalysisResult, results: unknown): void {
  lockedViews.delete(id);
  if (lockedViews.size >= MAX_LOCKED_VIEWS) lockedViews.delete(lockedViews.keys().next().value!);
  const facts = { isFailureReport: full.isFailureReport, status: full.status };
  lockedViews.set(id, { completedAt: completedAt.getTime(), facts, results });
}

/** The view when a locked one of this analysis is kept: undefined when the row is no longer that finished run. */
async function keptView(ctx: AppContext, client: ClientRow, visitorSessionId: string, id: string, kept: KeptView) {
  const { db } = ctx.database;
  const found = await findAnalysisForSession(db, id, { clientId: client.id, visitorSessionId });
  const { hasResults, ...row } = ownOrNotFound(found, client.id, visitorSessionId);
  if (finishedAt(row)?.getTime() !== kept.completedAt) return undefined;
  const access = await sessionAccess(ctx, client, visitorSessionId, {
    ...row,
    results: hasResults ? kept.facts : null,
  });
  const view = { row, access };
  if (!hasResults) return { ...view, results: null };
  if (access.locked) return { ...view, results: kept.results };
  return { ...view, results: (await findAnalysis(db, id))?.results ?? null };
}

/** The session's own analysis with the results this session may see (redacted unless it has access). */
export async function viewOwnAnalysis(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string | undefined,
  id: string,
) {
  const kept = lockedViews.get(id);
  const fromKept = kept && visitorSessionId ? await keptView(ctx, client, visitorSessionId, id, kept) : undefined;
  if (fromKept) return fromKept;
  const row = ownOrNotFound(await findAnalysis(ctx.database.db, id), client.id, visitorSessionId);
  const access = await sessionAccess(ctx, client, visitorSessionId, row);
  const view = { row, access };
  if (!row.results) return { ...view, results: null };
  if (!access.locked) return { ...view, results: row.results };
  const results = redactForVisitor(row.results);
  const finished = finishedAt(row);
  if (finished) keepLockedView(id, finished, row.results as AnalysisResult, results);
  return { ...view, results };
}

/**
 * A visitor session's own analyses, and the view of one that GET /api/analyses/:id answers: the full
 * results, or the locked (redacted) ones. A locked view is computed once per finished analysis and kept
 * in this process (docs/decisions/023): the results of a finished run are written once and never
 * change, so later views read the row without its results (and the session's access facts in the same
 * read) and skip parsing and redacting them again.
 */
import { findAnalysis, findAnalysisForSession, type AnalysisRow } from '@/db/queries/analyses';
import type { ClientRow } from '@/db/queries/clients';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { redactForVisitor, sessionAccess } from './access';

/** About 30 kB each for a typical page: a few MB per process at most. */
const MAX_LOCKED_VIEWS = 200;
const lockedViews = new Map<string, { completedAt: number; results: unknown }>();

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

function keepLockedView(id: string, completedAt: Date, results: unknown): void {
  lockedViews.delete(id);
  if (lockedViews.size >= MAX_LOCKED_VIEWS) lockedViews.delete(lockedViews.keys().next().value!);
  lockedViews.set(id, { completedAt: completedAt.getTime(), results });
}

/** The session's own analysis with the results this session may see (redacted unless it has access). */
export async function viewOwnAnalysis(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string | undefined,
  id: string,
) {
  const { db } = ctx.database;
  const kept = lockedViews.get(id);
  const row = ownOrNotFound(
    kept && visitorSessionId
      ? await findAnalysisForSession(db, id, { clientId: client.id, visitorSessionId })
      : await findAnalysis(db, id),
    client.id,
    visitorSessionId,
  );
  const access = await sessionAccess(ctx, client, visitorSessionId, row);
  const view = { row, access };
  if (!row.results) return { ...view, results: null };
  const finished = row.status === 'completed' && row.completedAt ? row.completedAt : null;
  if (access.locked && kept && kept.completedAt === finished?.getTime()) return { ...view, results: kept.results };
  const full = kept ? (await findAnalysis(db, id))?.results : row.results;
  if (!access.locked) return { ...view, results: full ?? null };
  const results = redactForVisitor(full ?? null);
  if (finished) keepLockedView(id, finished, results);
  return { ...view, results };
}

/**
 * A URL's timeline in one tenant (docs/decisions/020): the completed runs of the same history key
 * (`analyses.normalized_url`, computed by the database function `url_history_key`), read through the index
 * (client_id, normalized_url, created_at). Cache copies are not runs: they repeat another row's result.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pickScores } from '@/shared/analysis';
import type { Db } from '../client';
import { analyses } from '../schema';

/** The history key of an address, by the same database function that fills the column. */
export async function historyKeyOf(db: Db, url: string): Promise<string> {
  const result = (await db.execute(sql`select url_history_key(${url}) as key`)) as unknown as {
    rows: Array<{ key: string }>;
  };
  return result.rows[0].key;
}

const runsOf = (clientId: string, key: string) =>
  and(
    eq(analyses.clientId, clientId),
    eq(analyses.normalizedUrl, key),
    eq(analyses.status, 'completed'),
    isNull(analyses.cachedFromId),
  );

/** The newest `limit` runs of the address (scores only, no results JSON), newest first, and how many there are in all. */
export async function listTimeline(db: Db, clientId: string, key: string, limit: number) {
  const where = runsOf(clientId, key);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: analyses.id,
        kind: analyses.kind,
        intent: analyses.intent,
        ...pickScores(analyses),
        createdAt: analyses.createdAt,
        completedAt: analyses.completedAt,
      })
      .from(analyses)
      .where(where)
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(limit),
    db.select({ total: count() }).from(analyses).where(where),
  ]);
  return { rows, total: Number(total) };
}
export type TimelineRow = Awaited<ReturnType<typeof listTimeline>>['rows'][number];

/** The session's newest completed analysis of the address in this tenant (its newest report), copies included, if any. */
export async function findNewestOwn(db: Db, clientId: string, visitorSessionId: string, key: string) {
  const [row] = await db
    .select()
    .from(analyses)
    .where(
      and(
        eq(analyses.clientId, clientId),
        eq(analyses.normalizedUrl, key),
        eq(analyses.visitorSessionId, visitorSessionId),
        eq(analyses.status, 'completed'),
      ),
    )
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

/** The stored results of these analyses, by id. */
export async function findResults(db: Db, ids: string[]): Promise<Map<string, unknown>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: analyses.id, results: analyses.results })
    .from(analyses)
    .where(inArray(analyses.id, ids));
  return new Map(rows.map((r) => [r.id, r.results]));
}

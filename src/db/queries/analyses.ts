import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AnalysisIntent } from '@/shared/analysis';
import type { Db } from '../client';
import { analyses } from '../schema';

export type AnalysisRow = typeof analyses.$inferSelect;

export async function findAnalysis(db: Db, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
  return row;
}

/**
 * A successful result a new request may be answered with: completed, and not a failure of any kind
 * (time-out, bot protection / access blocked, HTTP error, too complex, a page of a multi-page run that
 * failed). Failures are never served from the cache: a re-run must really try again.
 */
export const cacheableResult = sql`(
  coalesce(${analyses.results}->>'failureType', '') not in ('bot_protection', 'timeout', 'too_complex', 'http_error')
  and coalesce(${analyses.results}->>'isFailureReport', 'false') <> 'true'
  and coalesce(${analyses.results}->>'status', '') <> 'access_blocked'
  and not jsonb_path_exists(coalesce(${analyses.results}->'pages', '[]'::jsonb), '$[*] ? (@.error != null)')
)`;

/** What a cached result must match besides the tenant: the address, kind, page count and the owner's goal (docs/decisions/011, 016). */
export interface CacheKey {
  url: string;
  kind: string;
  maxPages: number;
  /** A result run for one goal answers differently (the training-opt-outs audit), so it never serves the other. */
  intent: AnalysisIntent;
}

/**
 * The newest successful result of this URL, kind, page count and intent for this tenant whose run
 * finished since `since`, for the short result cache. Aged by completedAt, which cache copies keep from
 * the run that produced the result, so a popular entry still expires (security finding 10).
 */
export async function findRecentCompleted(db: Db, clientId: string, key: CacheKey, since: Date, visitorSessionId?: string): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(
      and(
        eq(analyses.clientId, clientId),
        eq(analyses.url, key.url),
        eq(analyses.kind, key.kind),
        eq(analyses.maxPages, key.maxPages),
        eq(analyses.intent, key.intent),
        eq(analyses.status, 'completed'),
        gte(analyses.completedAt, since),
        cacheableResult,
      ),
    )
    // The newest result; of its copies, the asking visitor's own (no new copy), else the original.
    .orderBy(
      desc(analyses.completedAt),
      desc(sql`(${analyses.visitorSessionId} is not distinct from ${visitorSessionId ?? null}::uuid)`),
      sql`${analyses.cachedFromId} is null desc`,
    )
    .limit(1);
  return row;
}

export async function updateAnalysis(db: Db, id: string, values: Partial<typeof analyses.$inferInsert>): Promise<void> {
  await db.update(analyses).set(values).where(eq(analyses.id, id));
}

/** The analysis a browser request started, by the random request id it sent. */
export async function findAnalysisByRequestId(db: Db, clientId: string, requestId: string): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.requestId, requestId)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

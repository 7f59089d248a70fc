import { and, count, desc, eq, getTableColumns, gt, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnalysisIntent } from '@/shared/analysis';
import type { Db, Executor, SqlExecutor, Tx } from '../client';
import { preparedPerDatabase } from '../prepared';
import { analyses } from '../schema';
import { grantAndCreditColumns, type GrantAndCredit } from './access-grants';

export type AnalysisRow = typeof analyses.$inferSelect;
type AnalysisValues = typeof analyses.$inferInsert;

export async function findAnalysis(db: Executor, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
  return row;
}

/**
 * The row's columns without its results JSON, and whether it has any. Reading even one field of the
 * JSON (`results->'status'`) makes PostgreSQL decompress all of it: ~1.3 ms of its CPU for a 35 kB
 * report, more than the rest of GET /api/analyses/:id; `is not null` reads only the row's null bitmap.
 */
function withoutResults() {
  const { results, ...columns } = getTableColumns(analyses);
  return { ...columns, hasResults: sql<boolean>`${results} is not null` };
}

/**
 * The analysis without its results, and in the same read the access facts of the session asking
 * (`grantAndCreditColumns`): GET /api/analyses/:id of a report whose locked view is kept needs nothing else
 * (the kept view stands for the results, services/own-analysis.ts).
 */
const analysisForSession = preparedPerDatabase((db) =>
  db
    .select({
      ...withoutResults(),
      sessionGrant: grantAndCreditColumns(db, {
        clientId: sql.placeholder('clientId'),
        visitorSessionId: sql.placeholder('visitorSessionId'),
        analysisId: analyses.id,
        productType: sql`coalesce(${analyses.kind}, '')`,
        now: sql.placeholder('now'),
      }),
    })
    .from(analyses)
    .where(eq(analyses.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_analysis_for_session'),
);

export async function findAnalysisForSession(
  db: Db,
  id: string,
  session: { clientId: string; visitorSessionId: string },
): Promise<(Omit<AnalysisRow, 'results'> & { hasResults: boolean; sessionGrant: GrantAndCredit }) | undefined> {
  const [row] = await analysisForSession(db).execute({ id, ...session, now: new Date().toISOString() });
  return row;
}

/**
 * A successful result a new request may be answered with: completed, and not a failure of any kind
 * (time-out, bot protection / access blocked, HTTP error, too complex, a page of a multi-page run that
 * failed). Failures are never served from the cache: a re-run must really try again.
 */
const cacheableResult = sql`(
  coalesce(${analyses.results}->>'failureType', '') not in ('bot_protection', 'timeout', 'too_complex', 'http_error')
  and coalesce(${analyses.results}->>'isFailureReport', 'false') <> 'true'
  and coalesce(${analyses.results}->>'status', '') <> 'access_blocked'
  and not jsonb_path_exists(coalesce(${analyses.results}->'pages', '[]'::jsonb), '$[*] ? (@.error != null)')
)`;

/** What a cached result must match besides the tenant: the address, kind, page count and the owner's goal (docs/decisions/011, 016). */
interface CacheKey {
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
export async function findRecentCompleted(
  db: Db,
  clientId: string,
  key: CacheKey,
  since: Date,
  visitorSessionId?: string,
): Promise<AnalysisRow | undefined> {
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

export async function updateAnalysis(db: Db, id: string, values: Partial<AnalysisValues>): Promise<void> {
  await db.update(analyses).set(values).where(eq(analyses.id, id));
}

/** Updates the analysis only while its status is one of `from`; whether it did. */
export async function updateAnalysisInStatus(
  db: Db,
  id: string,
  from: string[],
  values: Partial<AnalysisValues>,
): Promise<boolean> {
  const rows = await db
    .update(analyses)
    .set(values)
    .where(and(eq(analyses.id, id), inArray(analyses.status, from)))
    .returning({ id: analyses.id });
  return rows.length > 0;
}

export async function insertAnalysis(db: Executor, values: AnalysisValues): Promise<AnalysisRow> {
  const [row] = await db.insert(analyses).values(values).returning();
  return row;
}

export async function deleteAnalysis(db: Db, id: string): Promise<void> {
  await db.delete(analyses).where(eq(analyses.id, id));
}

/** Any constant: the advisory lock that makes "count unfinished analyses, then insert" atomic across processes. */
const QUEUE_LOCK = 724_118_301;

/** Unfinished analyses overall and of one tenant, counted under the queue lock (held until the transaction ends). */
export async function countUnfinishedLocked(tx: Tx, clientId: string): Promise<{ total: number; tenant: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`);
  const result = (await tx.execute(
    sql`select count(*)::int as total, (count(*) filter (where client_id = ${clientId}))::int as tenant from analyses where status in ('pending', 'processing')`,
  )) as unknown as { rows: Array<{ total: number; tenant: number }> };
  return { total: Number(result.rows[0]?.total ?? 0), tenant: Number(result.rows[0]?.tenant ?? 0) };
}

/** Any constants: with the session id / the tenant and address, the advisory locks that make "check, then insert" one step. */
const TRIAL_SESSION_LOCK = 724_118_303;
const TRIAL_IP_LOCK = 724_118_304;

/** Serialises complimentary analyses per session and per tenant and address until the transaction ends. */
export async function lockTrialClaims(
  tx: Tx,
  claim: { visitorSessionId: string; clientId: string; originIp: string },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TRIAL_SESSION_LOCK}::int, hashtext(${claim.visitorSessionId}::text))`,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TRIAL_IP_LOCK}::int, hashtext(${`${claim.clientId}|${claim.originIp}`}::text))`,
  );
}

/** The page of the session's complimentary analysis, if it has one that did not fail or get cancelled. */
export async function findTrialPage(
  db: Executor,
  clientId: string,
  visitorSessionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ url: analyses.url })
    .from(analyses)
    .where(
      and(
        eq(analyses.clientId, clientId),
        eq(analyses.visitorSessionId, visitorSessionId),
        eq(analyses.isTrial, true),
        notInArray(analyses.status, ['failed', 'cancelled']),
      ),
    )
    .orderBy(analyses.createdAt)
    .limit(1);
  return row?.url;
}

/** Complimentary analyses started from this address for this tenant since `since` (whatever became of them). */
export async function countTrialsFromAddress(
  db: Executor,
  clientId: string,
  originIp: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyses)
    .where(
      and(
        eq(analyses.clientId, clientId),
        eq(analyses.originIp, originIp),
        eq(analyses.isTrial, true),
        gt(analyses.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The session's newest finished analysis of this tenant. */
export async function findLatestCompleted(
  db: Db,
  clientId: string,
  visitorSessionId: string,
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(
      and(
        eq(analyses.clientId, clientId),
        eq(analyses.visitorSessionId, visitorSessionId),
        eq(analyses.status, 'completed'),
      ),
    )
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

/** Retention: deletes a tenant's analyses created before `cutoff`; how many. */
export async function deleteAnalysesCreatedBefore(
  execute: SqlExecutor,
  clientId: string,
  cutoff: Date,
): Promise<number> {
  const { rows } = await execute(`delete from analyses where client_id = $1 and created_at < $2 returning id`, [
    clientId,
    cutoff,
  ]);
  return rows.length;
}

/** The analysis a browser request started, by the random request id it sent. */
export async function findAnalysisByRequestId(
  db: Db,
  clientId: string,
  requestId: string,
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.requestId, requestId)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

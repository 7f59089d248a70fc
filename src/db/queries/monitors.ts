import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MonitorSnapshot } from '@/shared/monitors-api';
import type { Db, Executor, Tx } from '../client';
import { clients, monitorRuns, monitors } from '../schema';

export type MonitorRow = typeof monitors.$inferSelect;
export type MonitorRunRow = typeof monitorRuns.$inferSelect;
type MonitorValues = typeof monitors.$inferInsert;

/** Statuses that count against the tenant's cap: the ones that (will) send mail. */
const COUNTED_STATUSES = ['active', 'pending'];

export async function insertMonitor(db: Executor, values: MonitorValues): Promise<MonitorRow> {
  const [row] = await db.insert(monitors).values(values).returning();
  return row;
}

export async function findMonitor(db: Executor, id: string): Promise<MonitorRow | undefined> {
  const [row] = await db.select().from(monitors).where(eq(monitors.id, id)).limit(1);
  return row;
}

/** The monitor of this tenant, URL and address (unique). */
export async function findMonitorByKey(
  db: Executor,
  key: { clientId: string; url: string; email: string },
): Promise<MonitorRow | undefined> {
  const [row] = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.clientId, key.clientId), eq(monitors.url, key.url), eq(monitors.email, key.email)))
    .limit(1);
  return row;
}

/** Updates a monitor, only while its status is one of `from` when given; the row after, or undefined. */
export async function updateMonitor(
  db: Executor,
  id: string,
  values: Partial<MonitorValues>,
  from?: string[],
): Promise<MonitorRow | undefined> {
  const [row] = await db
    .update(monitors)
    .set(values)
    .where(and(eq(monitors.id, id), from ? inArray(monitors.status, from) : undefined))
    .returning();
  return row;
}

export async function deleteMonitorRow(db: Db, id: string): Promise<void> {
  await db.delete(monitors).where(eq(monitors.id, id));
}

/** Any constant: with the tenant id, the advisory lock that makes "count monitors, then add one" one step. */
const MONITOR_CAP_LOCK = 724_118_322;

/** The tenant's monitors counting against its cap, counted under a lock held until the transaction ends. */
export async function countCountedMonitorsLocked(tx: Tx, clientId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MONITOR_CAP_LOCK}::int, hashtext(${clientId}::text))`);
  return countCountedMonitors(tx, clientId);
}

export async function countCountedMonitors(db: Executor, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(monitors)
    .where(and(eq(monitors.clientId, clientId), inArray(monitors.status, COUNTED_STATUSES)));
  return Number(row?.n ?? 0);
}

/** Monitors of these tenants (null: all), newest first (id breaks ties, so pages do not overlap), with the tenant's name. */
export async function listMonitors(db: Db, clientIds: string[] | null, page = { limit: 500, offset: 0 }) {
  return db
    .select({ monitor: monitors, clientName: clients.name })
    .from(monitors)
    .innerJoin(clients, eq(clients.id, monitors.clientId))
    .where(clientIds ? (clientIds.length ? inArray(monitors.clientId, clientIds) : sql`false`) : undefined)
    .orderBy(desc(monitors.createdAt), desc(monitors.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every monitor of one tenant, whatever its status. */
export async function countMonitors(db: Db, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(monitors)
    .where(eq(monitors.clientId, clientId));
  return Number(row?.n ?? 0);
}

/** A visitor session's monitors of one URL. */
export async function listSessionMonitors(
  db: Db,
  f: { clientId: string; visitorSessionId: string; url: string },
): Promise<MonitorRow[]> {
  return db
    .select()
    .from(monitors)
    .where(
      and(
        eq(monitors.clientId, f.clientId),
        eq(monitors.visitorSessionId, f.visitorSessionId),
        eq(monitors.url, f.url),
      ),
    )
    .orderBy(desc(monitors.createdAt));
}

/** Active monitors due by `now`, locked for this transaction (others skip them). */
export async function lockDueMonitors(tx: Tx, now: Date, limit: number): Promise<MonitorRow[]> {
  return tx
    .select()
    .from(monitors)
    .where(and(eq(monitors.status, 'active'), lte(monitors.nextRunAt, now)))
    .orderBy(monitors.nextRunAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The run of this monitor and period: created now, or undefined when it exists already (the idempotency key). */
export async function insertRun(tx: Executor, monitorId: string, period: number): Promise<MonitorRunRow | undefined> {
  const [row] = await tx.insert(monitorRuns).values({ monitorId, period }).onConflictDoNothing().returning();
  return row;
}

async function findRun(db: Executor, id: string): Promise<MonitorRunRow | undefined> {
  const [row] = await db.select().from(monitorRuns).where(eq(monitorRuns.id, id)).limit(1);
  return row;
}

/** Runs not finished and created before `before`: their job may be lost, the sweeper queues them again. */
export async function listUnfinishedRunIds(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: monitorRuns.id })
    .from(monitorRuns)
    .where(
      and(or(eq(monitorRuns.status, 'queued'), eq(monitorRuns.status, 'running')), lt(monitorRuns.createdAt, before)),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Runs that are over: completed, or given up (also when their monitor's schedule changed under them). */
const isUnfinished = sql`${monitorRuns.status} not in ('completed', 'abandoned')`;

/** Starts an attempt of an unfinished run; undefined when it is over already. */
export async function startRunAttempt(db: Db, id: string): Promise<MonitorRunRow | undefined> {
  const [row] = await db
    .update(monitorRuns)
    .set({ status: 'running', attempts: sql`${monitorRuns.attempts} + 1` })
    .where(and(eq(monitorRuns.id, id), isUnfinished))
    .returning();
  return row;
}

/** Records the run's analysis once; the id that holds afterwards (an earlier attempt's, if it set one). */
export async function setRunAnalysis(db: Db, id: string, analysisId: string): Promise<string | undefined> {
  const [row] = await db
    .update(monitorRuns)
    .set({ analysisId })
    .where(and(eq(monitorRuns.id, id), isNull(monitorRuns.analysisId)))
    .returning({ analysisId: monitorRuns.analysisId });
  return row?.analysisId ?? (await findRun(db, id))?.analysisId ?? undefined;
}

/** Finishes a run (once) and moves its monitor's baseline forward, never back to an older period. */
export async function finishRun(
  tx: Tx,
  run: { id: string; monitorId: string; period: number },
  snapshot: MonitorSnapshot,
  alerted: boolean,
): Promise<boolean> {
  const [done] = await tx
    .update(monitorRuns)
    .set({ status: 'completed', snapshot, alerted, finishedAt: new Date() })
    .where(and(eq(monitorRuns.id, run.id), isUnfinished))
    .returning({ id: monitorRuns.id });
  if (!done) return false;
  await tx
    .update(monitors)
    .set({ lastPeriod: run.period, lastSnapshot: snapshot, lastRunAt: new Date() })
    .where(and(eq(monitors.id, run.monitorId), or(isNull(monitors.lastPeriod), lt(monitors.lastPeriod, run.period))));
  return true;
}

/** Gives up on a run that failed too often for reasons of our own (queue full, time-outs): no alert, no new baseline. */
export async function abandonRun(db: Db, id: string): Promise<void> {
  await db
    .update(monitorRuns)
    .set({ status: 'abandoned', finishedAt: new Date() })
    .where(and(eq(monitorRuns.id, id), isUnfinished));
}

/** Gives up on a monitor's unfinished runs: they belong to a schedule (period numbering) that no longer holds. */
export async function abandonUnfinishedRuns(tx: Executor, monitorId: string): Promise<void> {
  await tx
    .update(monitorRuns)
    .set({ status: 'abandoned', finishedAt: new Date() })
    .where(and(eq(monitorRuns.monitorId, monitorId), isUnfinished));
}

/** A tenant's monitor by id; another tenant's is undefined, as an unknown id is. */
export async function findTenantMonitor(db: Executor, clientId: string, id: string): Promise<MonitorRow | undefined> {
  const [row] = await db
    .select()
    .from(monitors)
    .where(and(eq(monitors.id, id), eq(monitors.clientId, clientId)))
    .limit(1);
  return row;
}

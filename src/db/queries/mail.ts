import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../client';
import { outboundMail } from '../schema';

export type OutboundMailRow = typeof outboundMail.$inferSelect;

/** Stores a mail; undefined when one with its dedupe key exists already. */
export async function insertMail(
  db: Db,
  values: typeof outboundMail.$inferInsert,
): Promise<OutboundMailRow | undefined> {
  const [row] = await db.insert(outboundMail).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMailByDedupeKey(db: Db, dedupeKey: string): Promise<OutboundMailRow | undefined> {
  const [row] = await db.select().from(outboundMail).where(eq(outboundMail.dedupeKey, dedupeKey)).limit(1);
  return row;
}

export async function mailStatus(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: outboundMail.status })
    .from(outboundMail)
    .where(eq(outboundMail.id, id))
    .limit(1);
  return row?.status;
}

/** Claims a queued mail for sending (queued → sending, one more attempt); undefined when it is not queued. */
export async function claimQueuedMail(db: Db, id: string): Promise<OutboundMailRow | undefined> {
  const [claimed] = await db
    .update(outboundMail)
    .set({ status: 'sending', attempts: sql`${outboundMail.attempts} + 1` })
    .where(and(eq(outboundMail.id, id), eq(outboundMail.status, 'queued')))
    .returning();
  return claimed;
}

export async function updateMail(db: Db, id: string, values: Partial<typeof outboundMail.$inferInsert>): Promise<void> {
  await db.update(outboundMail).set(values).where(eq(outboundMail.id, id));
}

/** Mail left 'sending' since before `before` (its process died) goes back to 'queued'. */
export async function requeueStuckMail(db: Db, before: Date): Promise<void> {
  await db
    .update(outboundMail)
    .set({ status: 'queued' })
    .where(and(eq(outboundMail.status, 'sending'), lt(outboundMail.createdAt, before)));
}

export async function listQueuedMailIds(db: Db, createdBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: outboundMail.id })
    .from(outboundMail)
    .where(and(eq(outboundMail.status, 'queued'), lt(outboundMail.createdAt, createdBefore)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Stored mail, newest first: of one client, of these clients (null: all), of these statuses. */
export async function listMail(
  db: Db,
  f: { clientId?: string | null; clientIds?: string[] | null; statuses?: string[]; limit: number },
): Promise<OutboundMailRow[]> {
  const conditions = [];
  if (f.clientId) conditions.push(eq(outboundMail.clientId, f.clientId));
  if (f.clientIds) conditions.push(f.clientIds.length ? inArray(outboundMail.clientId, f.clientIds) : sql`false`);
  if (f.statuses?.length) conditions.push(inArray(outboundMail.status, f.statuses));
  return db
    .select()
    .from(outboundMail)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboundMail.createdAt))
    .limit(f.limit);
}

/** Retention: a tenant's mail created before `cutoff` that is no longer waiting to be sent; how many. */
export async function deleteSettledMailBefore(execute: SqlExecutor, clientId: string, cutoff: Date): Promise<number> {
  const { rows } = await execute(
    `delete from outbound_mail where client_id = $1 and created_at < $2 and status in ('sent', 'outbox', 'failed') returning id`,
    [clientId, cutoff],
  );
  return rows.length;
}

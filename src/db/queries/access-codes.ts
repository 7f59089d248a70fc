import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../client';
import { accessCodes } from '../schema';

export type AccessCodeRow = typeof accessCodes.$inferSelect;

/** A new code; undefined when its hash exists already. */
export async function insertAccessCode(
  db: Db,
  values: typeof accessCodes.$inferInsert,
): Promise<AccessCodeRow | undefined> {
  const [row] = await db.insert(accessCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAccessCode(db: Db, id: string): Promise<AccessCodeRow | undefined> {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.id, id)).limit(1);
  return row;
}

/** The code with this hash that works for this tenant: its own, or a global one. */
export async function findCodeForTenant(
  db: Db,
  codeHash: string,
  clientId: string,
): Promise<AccessCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(accessCodes)
    .where(
      and(eq(accessCodes.codeHash, codeHash), or(isNull(accessCodes.clientId), eq(accessCodes.clientId, clientId))),
    )
    .limit(1);
  return row;
}

/**
 * Counts one use: a single conditional UPDATE … WHERE used_count < max_uses, so two concurrent uses of
 * the last remaining use cannot both win. Whether the use was counted.
 */
export async function countCodeUse(execute: SqlExecutor, id: string, clientId: string): Promise<boolean> {
  const { rows } = await execute(
    `update access_codes set used_count = used_count + 1, last_used_at = now()
     where id = $1 and is_active and (client_id is null or client_id = $2)
       and (expires_at is null or expires_at > now())
       and (max_uses is null or used_count < max_uses)
     returning id`,
    [id, clientId],
  );
  return rows.length > 0;
}

/** Codes for every tenant (null) or for these clients, newest first. */
export async function listAccessCodes(db: Db, clientIds: string[] | null): Promise<AccessCodeRow[]> {
  return db
    .select()
    .from(accessCodes)
    .where(clientIds ? inArray(accessCodes.clientId, clientIds) : undefined)
    .orderBy(desc(accessCodes.createdAt))
    .limit(1000);
}

export async function setAccessCodeActive(db: Db, id: string, isActive: boolean): Promise<AccessCodeRow> {
  const [row] = await db.update(accessCodes).set({ isActive }).where(eq(accessCodes.id, id)).returning();
  return row;
}

export async function deleteAccessCode(db: Db, id: string): Promise<void> {
  await db.delete(accessCodes).where(eq(accessCodes.id, id));
}

// ------------------------------------------------------------------ failed attempts (access_code_attempts)

/** The keys locked out now, each with its failures and the seconds left. */
export async function lockedAttemptKeys(
  execute: SqlExecutor,
  keys: string[],
): Promise<Array<{ failures: number; wait: number }>> {
  const { rows } = await execute(
    `select key, failures, extract(epoch from (locked_until - now()))::float as wait from access_code_attempts where key = any($1::text[]) and locked_until > now()`,
    [keys],
  );
  return rows.map((r) => ({ failures: Number(r.failures), wait: Number(r.wait) }));
}

/** Counts a failure of the key within its window (a new window after `windowMinutes`); the failures so far. */
export async function countAttemptFailure(execute: SqlExecutor, key: string, windowMinutes: number): Promise<number> {
  const { rows } = await execute(
    `insert into access_code_attempts (key, failures, window_start) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when access_code_attempts.window_start < now() - make_interval(mins => $2::int) then 1 else access_code_attempts.failures + 1 end,
       window_start = case when access_code_attempts.window_start < now() - make_interval(mins => $2::int) then now() else access_code_attempts.window_start end
     returning failures`,
    [key, windowMinutes],
  );
  return Number(rows[0]?.failures ?? 1);
}

export async function lockAttemptKey(execute: SqlExecutor, key: string, seconds: number): Promise<void> {
  await execute(
    `update access_code_attempts set locked_until = now() + make_interval(secs => $2::int) where key = $1`,
    [key, seconds],
  );
}

export async function clearAttempts(execute: SqlExecutor, key: string): Promise<void> {
  await execute(`delete from access_code_attempts where key = $1`, [key]);
}

/** Retention: counters whose window started before `windowBefore` and that are not locked at `now`. */
export async function deleteStaleAttempts(execute: SqlExecutor, windowBefore: Date, now: Date): Promise<void> {
  await execute(
    `delete from access_code_attempts where window_start < $1 and (locked_until is null or locked_until < $2)`,
    [windowBefore, now],
  );
}

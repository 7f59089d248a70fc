import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { clientConfigHistory } from '../schema';

export type HistoryRow = typeof clientConfigHistory.$inferSelect;

export async function insertHistoryEntry(db: Db, values: typeof clientConfigHistory.$inferInsert): Promise<void> {
  await db.insert(clientConfigHistory).values(values);
}

/** A client's entries, oldest first. */
export async function listHistory(db: Db, clientId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(clientConfigHistory)
    .where(eq(clientConfigHistory.clientId, clientId))
    .orderBy(asc(clientConfigHistory.createdAt), asc(clientConfigHistory.id));
}

export async function findHistoryEntry(db: Db, clientId: string, id: string): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(clientConfigHistory)
    .where(and(eq(clientConfigHistory.id, id), eq(clientConfigHistory.clientId, clientId)))
    .limit(1);
  return row;
}

/** The client's entry just before `createdAt`. */
export async function findEntryBefore(db: Db, clientId: string, createdAt: Date): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(clientConfigHistory)
    .where(and(eq(clientConfigHistory.clientId, clientId), lt(clientConfigHistory.createdAt, createdAt)))
    .orderBy(desc(clientConfigHistory.createdAt))
    .limit(1);
  return row;
}

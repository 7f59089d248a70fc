import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { visitorSessions } from '../schema';

export type VisitorSessionRow = typeof visitorSessions.$inferSelect;

/** The visitor session with this id, if it belongs to this tenant. */
export async function findVisitorSession(db: Db, id: string, clientId: string): Promise<VisitorSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(visitorSessions)
    .where(and(eq(visitorSessions.id, id), eq(visitorSessions.clientId, clientId)))
    .limit(1);
  return row;
}

export async function insertVisitorSession(db: Db, clientId: string): Promise<VisitorSessionRow> {
  const [created] = await db.insert(visitorSessions).values({ clientId }).returning();
  return created;
}

/** Marks the session seen now, with whatever else changes about it. */
export async function touchVisitorSession(
  db: Executor,
  id: string,
  values: { email?: string; freeAnalysisUsed?: true } = {},
): Promise<void> {
  await db
    .update(visitorSessions)
    .set({ ...values, lastSeenAt: new Date() })
    .where(eq(visitorSessions.id, id));
}

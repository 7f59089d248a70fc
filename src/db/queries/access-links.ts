import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../client';
import { accessLinks } from '../schema';

export type AccessLinkRow = typeof accessLinks.$inferSelect;

export async function insertAccessLink(
  db: Executor,
  values: { clientId: string; paymentId: string; expiresAt: Date },
): Promise<AccessLinkRow> {
  const [row] = await db.insert(accessLinks).values(values).returning();
  return row;
}

export async function findAccessLink(db: Executor, id: string): Promise<AccessLinkRow | undefined> {
  const [row] = await db.select().from(accessLinks).where(eq(accessLinks.id, id)).limit(1);
  return row;
}

/** Spends the link for a session: one conditional UPDATE (unused, not expired), so of two browsers exactly one wins. */
export async function useAccessLink(tx: Tx, id: string, sessionId: string): Promise<AccessLinkRow | undefined> {
  const [used] = await tx
    .update(accessLinks)
    .set({ usedAt: new Date(), usedBySessionId: sessionId })
    .where(and(eq(accessLinks.id, id), isNull(accessLinks.usedAt), gt(accessLinks.expiresAt, new Date())))
    .returning();
  return used;
}

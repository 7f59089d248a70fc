import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../client';
import { accessCredits } from '../schema';

type AccessCreditRow = typeof accessCredits.$inferSelect;

/** One credit per payment (unique payment_id), so fulfilling twice adds nothing. */
export async function insertCredit(
  db: Executor,
  payment: { id: string; clientId: string; visitorSessionId: string | null; productType: string },
): Promise<void> {
  await db
    .insert(accessCredits)
    .values({
      clientId: payment.clientId,
      paymentId: payment.id,
      visitorSessionId: payment.visitorSessionId,
      productType: payment.productType,
    })
    .onConflictDoNothing();
}

export async function findCredit(db: Executor, id: string): Promise<AccessCreditRow | undefined> {
  const [row] = await db.select().from(accessCredits).where(eq(accessCredits.id, id)).limit(1);
  return row;
}

export async function findCreditOfPayment(db: Executor, paymentId: string): Promise<AccessCreditRow | undefined> {
  const [row] = await db.select().from(accessCredits).where(eq(accessCredits.paymentId, paymentId)).limit(1);
  return row;
}

/** Whether the session holds a credit; with `unspent`, one it has not spent yet. */
export async function hasCredit(
  db: Executor,
  clientId: string,
  visitorSessionId: string,
  opts: { unspent?: boolean } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: accessCredits.id })
    .from(accessCredits)
    .where(
      and(
        eq(accessCredits.clientId, clientId),
        eq(accessCredits.visitorSessionId, visitorSessionId),
        opts.unspent ? isNull(accessCredits.spentAt) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Any constant: with the session id, the advisory lock that makes "find a credit, spend it, grant" one step per session. */
const CREDIT_LOCK = 724_118_302;

export async function lockCreditsOfSession(tx: Tx, visitorSessionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_LOCK}::int, hashtext(${visitorSessionId}::text))`);
}

export async function findCreditSpentOn(
  tx: Tx,
  analysisId: string,
  visitorSessionId: string,
): Promise<AccessCreditRow | undefined> {
  const [row] = await tx
    .select()
    .from(accessCredits)
    .where(and(eq(accessCredits.analysisId, analysisId), eq(accessCredits.visitorSessionId, visitorSessionId)))
    .limit(1);
  return row;
}

/** The session's oldest unspent credit of this product type. */
export async function findOldestUnspentCredit(
  tx: Tx,
  clientId: string,
  visitorSessionId: string,
  productType: string,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: accessCredits.id })
    .from(accessCredits)
    .where(
      and(
        eq(accessCredits.clientId, clientId),
        eq(accessCredits.visitorSessionId, visitorSessionId),
        eq(accessCredits.productType, productType),
        isNull(accessCredits.spentAt),
      ),
    )
    .orderBy(asc(accessCredits.createdAt))
    .limit(1);
  return row;
}

/** Spends the credit on the analysis, only while it is unspent and still the session's. */
export async function spendCreditOn(
  tx: Tx,
  creditId: string,
  visitorSessionId: string,
  analysisId: string,
): Promise<AccessCreditRow | undefined> {
  const [row] = await tx
    .update(accessCredits)
    .set({ analysisId, spentAt: new Date() })
    .where(
      and(
        eq(accessCredits.id, creditId),
        isNull(accessCredits.spentAt),
        eq(accessCredits.visitorSessionId, visitorSessionId),
      ),
    )
    .returning();
  return row;
}

/** Hands an unspent credit to another session (an access link); undefined once it has been spent. */
export async function moveUnspentCredit(
  tx: Tx,
  creditId: string,
  visitorSessionId: string,
): Promise<AccessCreditRow | undefined> {
  const [row] = await tx
    .update(accessCredits)
    .set({ visitorSessionId })
    .where(and(eq(accessCredits.id, creditId), isNull(accessCredits.spentAt)))
    .returning();
  return row;
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { accessCredits, accessGrants } from '@/db/schema';

export type AccessCreditRow = typeof accessCredits.$inferSelect;
type Tx = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];
type Executor = AppContext['database']['db'] | Tx;

/** Any constant: with the session id, the advisory lock that makes "find a credit, spend it, grant" one step per session. */
const CREDIT_LOCK = 724_118_302;

/**
 * The credit a payment made before any analysis buys (docs/decisions/008): one analysis of its product
 * type for the paying session. One per payment (unique payment_id), so fulfilling twice adds nothing.
 */
export async function createCredit(db: Executor, payment: { id: string; clientId: string; visitorSessionId: string | null; productType: string }): Promise<void> {
  await db
    .insert(accessCredits)
    .values({ clientId: payment.clientId, paymentId: payment.id, visitorSessionId: payment.visitorSessionId, productType: payment.productType })
    .onConflictDoNothing();
}

/** Whether the session holds a credit it has not spent yet. */
export async function hasUnspentCredit(ctx: AppContext, clientId: string, visitorSessionId: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ id: accessCredits.id })
    .from(accessCredits)
    .where(and(eq(accessCredits.clientId, clientId), eq(accessCredits.visitorSessionId, visitorSessionId), isNull(accessCredits.spentAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Spends one unspent credit of the analysis' kind on this finished analysis of the session, and grants
 * that analysis ('paid', source credit:<id>). Serialised per session by an advisory lock, and each
 * UPDATE is conditional (spent_at is null), so two concurrent requests never spend one credit twice nor
 * two credits on one analysis. Returns whether the analysis is now open through a credit.
 */
export async function spendCredit(ctx: AppContext, input: { clientId: string; visitorSessionId: string; analysisId: string; kind: string }): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREDIT_LOCK}::int, hashtext(${input.visitorSessionId}::text))`);
    // Spent on this analysis already (a concurrent request got there first, or a crash came before the grant).
    let [credit] = await tx
      .select()
      .from(accessCredits)
      .where(and(eq(accessCredits.analysisId, input.analysisId), eq(accessCredits.visitorSessionId, input.visitorSessionId)))
      .limit(1);
    if (!credit) {
      const [candidate] = await tx
        .select({ id: accessCredits.id })
        .from(accessCredits)
        .where(
          and(
            eq(accessCredits.clientId, input.clientId),
            eq(accessCredits.visitorSessionId, input.visitorSessionId),
            eq(accessCredits.productType, input.kind),
            isNull(accessCredits.spentAt),
          ),
        )
        .orderBy(asc(accessCredits.createdAt))
        .limit(1);
      if (!candidate) return false;
      [credit] = await tx
        .update(accessCredits)
        .set({ analysisId: input.analysisId, spentAt: new Date() })
        .where(and(eq(accessCredits.id, candidate.id), isNull(accessCredits.spentAt), eq(accessCredits.visitorSessionId, input.visitorSessionId)))
        .returning();
      if (!credit) return false;
    }
    await tx
      .insert(accessGrants)
      .values({ clientId: input.clientId, visitorSessionId: input.visitorSessionId, analysisId: input.analysisId, accessType: 'paid', sourceId: `credit:${credit.id}` })
      .onConflictDoNothing();
    return true;
  });
}

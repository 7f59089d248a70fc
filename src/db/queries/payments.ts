import { and, desc, eq, exists, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../client';
import { accessCredits, payments, stripeEvents } from '../schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(values);
}

export async function setCheckoutSessionId(db: Db, paymentId: string, checkoutSessionId: string): Promise<void> {
  await db.update(payments).set({ stripeCheckoutSessionId: checkoutSessionId }).where(eq(payments.id, paymentId));
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** A payment of this tenant, by its id or by its checkout session id. */
export async function findPaymentOfClient(
  db: Db,
  clientId: string,
  by: { id: string } | { checkoutSessionId: string },
): Promise<PaymentRow | undefined> {
  const match = 'id' in by ? eq(payments.id, by.id) : eq(payments.stripeCheckoutSessionId, by.checkoutSessionId);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientId, clientId), match))
    .limit(1);
  return row;
}

export async function countPaymentsOfClient(db: Db, clientId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.clientId, clientId));
  return n;
}

/** Marks the payment paid (keeping a first paid_at and customer id); the row only when it was not paid before. */
export async function markPaymentPaid(tx: Tx, id: string, customerId: string | null): Promise<PaymentRow | undefined> {
  const [flipped] = await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: sql`coalesce(${payments.paidAt}, now())`,
      stripeCustomerId: sql`coalesce(${payments.stripeCustomerId}, ${customerId})`,
    })
    .where(and(eq(payments.id, id), ne(payments.status, 'paid')))
    .returning();
  return flipped;
}

export async function markReportSent(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ reportSentAt: sql`coalesce(${payments.reportSentAt}, now())` })
    .where(eq(payments.id, id));
}

/**
 * What a session's paid payment must have bought: this analysis (directly, or a credit spent on it),
 * a credit purchase (no analysis: `'credit'`), or anything (`'any'`).
 */
type PaidFor = { analysisId: string } | 'credit' | 'any';

function paidFor(what: PaidFor): SQL | undefined {
  if (what === 'any') return undefined;
  if (what === 'credit') return isNull(payments.analysisId);
  const spentOn = and(eq(accessCredits.paymentId, payments.id), eq(accessCredits.analysisId, what.analysisId));
  return or(eq(payments.analysisId, what.analysisId), sql`exists (select 1 from ${accessCredits} where ${spentOn})`);
}

/** The session's newest paid payment for `what`. */
export async function findNewestPaidPayment(
  db: Db,
  clientId: string,
  visitorSessionId: string,
  what: PaidFor,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        eq(payments.visitorSessionId, visitorSessionId),
        eq(payments.status, 'paid'),
        paidFor(what),
      ),
    )
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return row;
}

/**
 * A paid payment of this e-mail in this session: for this analysis, or (analysisId null) a credit
 * purchase whose credit the session has not spent. With `newest`, the newest one.
 */
export async function findPaidPaymentOfEmail(
  db: Db,
  q: { clientId: string; visitorSessionId: string; email: string; analysisId: string | null; newest?: boolean },
): Promise<PaymentRow | undefined> {
  const unspentCredit = exists(
    db
      .select({ id: accessCredits.id })
      .from(accessCredits)
      .where(
        and(
          eq(accessCredits.paymentId, payments.id),
          eq(accessCredits.visitorSessionId, q.visitorSessionId),
          isNull(accessCredits.spentAt),
        ),
      ),
  );
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clientId, q.clientId),
        eq(payments.email, q.email),
        eq(payments.status, 'paid'),
        eq(payments.visitorSessionId, q.visitorSessionId),
        q.analysisId ? eq(payments.analysisId, q.analysisId) : and(isNull(payments.analysisId), unspentCredit),
      ),
    )
    .orderBy(...(q.newest ? [desc(payments.paidAt)] : []))
    .limit(1);
  return row;
}

// ------------------------------------------------------------------ stripe_events

export async function isStripeEventRecorded(db: Db, id: string): Promise<boolean> {
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).limit(1);
  return Boolean(seen);
}

export async function recordStripeEvent(db: Db, event: { id: string; clientId: string; type: string }): Promise<void> {
  await db.insert(stripeEvents).values(event).onConflictDoNothing();
}

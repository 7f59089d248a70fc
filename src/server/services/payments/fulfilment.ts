import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { insertCredit, findCreditOfPayment } from '@/db/queries/access-credits';
import { findAnalysis } from '@/db/queries/analyses';
import { findClientById, type ClientRow } from '@/db/queries/clients';
import {
  findPayment,
  findPaymentOfClient,
  markPaymentPaid,
  markReportSent,
  type PaymentRow,
} from '@/db/queries/payments';
import { listActiveProducts } from '@/db/queries/products';
import { AnalysisResultSchema } from '@/shared/analysis';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { toBrandConfig } from '../brand-config';
import { createGrant } from '../access';
import { createAccessLink, mailAccessLink } from '../access-links';
import { tenantStripe } from '../stripe';
import { queueMail, silent, type MailLogger } from '../mail';
import { renderReportEmail } from '../report-email';
import { comparisonForMail } from '../competitors';

const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/;

/**
 * Opens what a payment bought for the session that paid: its analysis. A payment without an analysis
 * grants nothing here: it is a credit (created with the payment's status change, see fulfillPayment).
 */
export async function grantForPayment(ctx: AppContext, payment: PaymentRow, visitorSessionId: string | null) {
  if (!visitorSessionId || !payment.analysisId) return false;
  return createGrant(ctx, {
    clientId: payment.clientId,
    visitorSessionId,
    analysisId: payment.analysisId,
    email: payment.email,
    accessType: 'paid',
    sourceId: `payment:${payment.id}:${visitorSessionId}`,
  });
}

/**
 * A confirmed payment (verify or webhook, whichever comes first; both may run): marks it paid, grants
 * the paying session its analysis (or, paid before any analysis, gives it one credit in the same
 * transaction as the status change), and mails the payer once (outbound_mail.dedupe_key = payment:<id>):
 * the report with an access link, or the access link alone for a credit.
 */
export async function fulfillPayment(
  ctx: AppContext,
  paymentId: string,
  details: { customerId?: string | null },
  log: MailLogger = silent,
): Promise<PaymentRow> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const flipped = await markPaymentPaid(tx, paymentId, details.customerId ?? null);
    // Only when the payment becomes paid: a payment whose analysis was later deleted (set null) never turns into a credit.
    if (flipped && !flipped.analysisId) await insertCredit(tx, flipped);
  });
  const payment = (await findPayment(db, paymentId))!;
  await grantForPayment(ctx, payment, payment.visitorSessionId);
  if (!payment.reportSentAt) await sendPaidReportOnce(ctx, payment, log);
  return payment;
}

/**
 * The payer's e-mail after a payment success, at most once per payment whatever calls it how often: the
 * report with an access link for another browser, or (a credit, no analysis yet) the access link alone.
 */
async function sendPaidReportOnce(
  ctx: AppContext,
  payment: PaymentRow,
  log: MailLogger = silent,
): Promise<{ emailSent: boolean; status: string } | undefined> {
  const { db } = ctx.database;
  const dedupeKey = `payment:${payment.id}`;
  let result: Awaited<ReturnType<typeof queueMail>> | undefined;
  if (!payment.analysisId) {
    if (!(await findCreditOfPayment(db, payment.id))) return undefined;
    result = await mailAccessLink(ctx, payment, { dedupeKey }, log);
  } else {
    const analysis = await findAnalysis(db, payment.analysisId);
    const parsed = AnalysisResultSchema.safeParse(analysis?.results);
    if (!analysis || !parsed.success) return undefined;
    const client = await findClientById(db, payment.clientId);
    if (!client) return undefined;
    const brand = toBrandConfig({ client, products: await listActiveProducts(db, client.id) });
    const accessLink = await createAccessLink(ctx, payment);
    // A comparison as the paying session sees it: the payment has just opened it.
    const comparison = await comparisonForMail(ctx, client, payment.visitorSessionId, analysis);
    const mail = renderReportEmail({
      brand,
      results: parsed.data,
      url: analysis.url,
      recipientName: payment.email.split('@')[0],
      accessLink,
      comparison,
    });
    result = await queueMail(
      ctx,
      { clientId: client.id, to: [payment.email], ...mail, fromName: brand.companyName, dedupeKey },
      log,
    );
  }
  if (!result) return undefined;
  await markReportSent(db, payment.id);
  return { emailSent: result.emailSent, status: result.status };
}

interface VerifyResult {
  verified: boolean;
  accessGranted: boolean;
  analysisId: string | null;
  email: string | null;
  message?: string;
}

/** The answer to a checkout id presented by a browser other than the one that paid (spec silent; docs/decisions/008). */
const PAID_IN_OTHER_BROWSER =
  'This payment was made in another browser. To open the report here, use the access link we e-mailed to the address used for payment.';

/**
 * The payment return: asks Stripe (with this tenant's key) for the checkout session and grants access
 * only when it is paid, belongs to this tenant and to the payment row created for it (this analysis),
 * and only to the visitor session that created the checkout (finding 2). The checkout id travels in the
 * success URL, so it proves nothing about who holds it: any other session gets 403 with
 * PAID_IN_OTHER_BROWSER and neither the payer's e-mail nor the analysis id. (The payment is still
 * fulfilled as the webhook would, so the payer's access link is on its way.)
 */
export async function verifyCheckout(
  ctx: AppContext,
  input: { client: ClientRow; visitorSessionId: string; checkoutSessionId: string; analysisId?: string | null },
  log: MailLogger = silent,
): Promise<VerifyResult> {
  const { client } = input;
  if (!CHECKOUT_SESSION_ID.test(input.checkoutSessionId))
    throw badRequest('This is not a checkout session id', 'invalid_session_id');
  const payment = await findPaymentOfClient(ctx.database.db, client.id, { checkoutSessionId: input.checkoutSessionId });
  if (!payment) throw notFound('No payment of this site has this checkout session');
  const payer = payment.visitorSessionId !== null && payment.visitorSessionId === input.visitorSessionId;
  if (!payer) {
    await fulfillIfPaid(ctx, client, payment, log).catch(() => undefined);
    throw new HttpError(403, 'paid_in_other_browser', PAID_IN_OTHER_BROWSER);
  }
  // A credit (no analysis) opens no stored analysis, so the one the browser names does not matter.
  if (input.analysisId && payment.analysisId && input.analysisId !== payment.analysisId)
    throw conflict('This payment was made for a different analysis', 'wrong_analysis');
  const { stripe } = await tenantStripe(ctx, client);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(input.checkoutSessionId);
  } catch (err) {
    const e = err as { statusCode?: number; message?: string };
    if (e.statusCode === 404) throw notFound('The payment provider does not know this checkout session');
    throw new HttpError(
      502,
      'payment_provider_error',
      'Unable to verify payment with the payment provider. Please try again in a moment.',
    );
  }
  const md = session.metadata ?? {};
  if (
    md.clientId !== client.id ||
    md.paymentId !== payment.id ||
    (md.analysisId ?? '') !== (payment.analysisId ?? '')
  ) {
    throw conflict('This checkout session does not belong to this payment', 'payment_mismatch');
  }
  if (session.payment_status !== 'paid') {
    return {
      verified: false,
      accessGranted: false,
      analysisId: payment.analysisId,
      email: payment.email,
      message: 'Payment has not been completed',
    };
  }
  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  const paid = await fulfillPayment(ctx, payment.id, { customerId }, log);
  return { verified: true, accessGranted: true, analysisId: paid.analysisId, email: paid.email };
}

/** What the webhook would do, for a checkout id some other browser presented: confirm with Stripe, fulfil if paid. */
async function fulfillIfPaid(ctx: AppContext, client: ClientRow, payment: PaymentRow, log: MailLogger): Promise<void> {
  if (payment.status === 'paid') return;
  const { stripe } = await tenantStripe(ctx, client);
  const session = await stripe.checkout.sessions.retrieve(payment.stripeCheckoutSessionId!);
  const md = session.metadata ?? {};
  if (session.payment_status !== 'paid' || md.clientId !== client.id || md.paymentId !== payment.id) return;
  const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
  await fulfillPayment(ctx, payment.id, { customerId }, log);
}

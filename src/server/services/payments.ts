import crypto from 'node:crypto';
import Stripe from 'stripe';
import { and, desc, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import { findClientById, listActiveProducts } from '@/db/queries/clients';
import { accessCredits, analyses, payments, stripeEvents } from '@/db/schema';
import { AnalysisResultSchema } from '@/shared/analysis';
import type { PRODUCT_TYPES } from '@/shared/brand';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import type { ResolvedTenant } from './tenants';
import { toBrandConfig } from './brand-config';
import { createGrant, isFailureResult, sessionAccess } from './access';
import { createCredit, hasUnspentCredit } from './credits';
import { createAccessLink, mailAccessLink } from './access-links';
import { tenantStripe, tenantWebhookSecret } from './stripe';
import { queueMail, type MailLogger } from './mail';
import { renderReportEmail } from './report-email';

export type ProductType = (typeof PRODUCT_TYPES)[number];
export type PaymentRow = typeof payments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/;
const silent: MailLogger = { info: () => {}, warn: () => {} };

/** Only for verifying webhook signatures (no network). */
const webhookVerifier = new Stripe('sk_test_signature_verification_only');

// ------------------------------------------------------------------ urls

/** Loopback names: a development machine's own browser (never allowed in production). */
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/**
 * The return address Stripe sends the visitor to: the page the client asked for, if it is on this
 * site, with s=1, sid, e and tenant. "This site" is PUBLIC_BASE_URL and the tenant's configured domain,
 * never the request's own Host header, which the client chooses (security finding 9: an open redirect
 * carrying the checkout id and the e-mail). Outside production a loopback origin is also accepted, so
 * a developer's browser on another local port comes back. A relative address is resolved against the
 * request's origin only when that origin is itself allowed, else against PUBLIC_BASE_URL.
 */
export function buildReturnUrls(opts: {
  successUrl?: string;
  cancelUrl?: string;
  requestOrigin: string;
  publicBaseUrl: string;
  tenantDomain: string | null;
  tenant: string;
  email: string;
  production?: boolean;
}): { successUrl: string; cancelUrl: string } {
  const allowedHosts = new Set([new URL(opts.publicBaseUrl).host.toLowerCase(), ...(opts.tenantDomain ? [opts.tenantDomain.toLowerCase()] : [])]);
  const allowed = (u: URL) => /^https?:$/.test(u.protocol) && !u.username && !u.password && (allowedHosts.has(u.host.toLowerCase()) || (opts.production === false && LOOPBACK_HOST.test(u.hostname)));
  let base = opts.publicBaseUrl;
  try {
    if (allowed(new URL(opts.requestOrigin))) base = opts.requestOrigin;
  } catch {
    /* a malformed Host header: PUBLIC_BASE_URL */
  }
  const check = (raw: string | undefined, field: string): URL => {
    let u: URL;
    try {
      u = new URL(raw || '/', base);
    } catch {
      throw badRequest(`${field} must be an address`, 'invalid_return_url');
    }
    if (!allowed(u)) throw badRequest(`${field} must be an address of this site`, 'invalid_return_url');
    return u;
  };
  const success = check(opts.successUrl, 'successUrl');
  const cancel = check(opts.cancelUrl, 'cancelUrl');
  for (const key of ['s', 'sid', 'e', 'success', 'session_id', 'email', 'tenant', 'cancelled']) success.searchParams.delete(key);
  success.hash = '';
  const extra = [`s=1`, `sid={CHECKOUT_SESSION_ID}`, `e=${encodeURIComponent(opts.email)}`, `tenant=${encodeURIComponent(opts.tenant)}`].join('&');
  const successUrl = `${success.origin}${success.pathname}${success.search ? `${success.search}&` : '?'}${extra}`;
  if (!cancel.searchParams.has('cancelled')) cancel.searchParams.set('cancelled', 'true');
  if (!cancel.searchParams.has('tenant')) cancel.searchParams.set('tenant', opts.tenant);
  return { successUrl, cancelUrl: cancel.toString() };
}

// ------------------------------------------------------------------ checkout

export interface CheckoutInput {
  tenant: ResolvedTenant;
  visitorSessionId: string;
  productType: ProductType;
  email: string;
  successUrl?: string;
  cancelUrl?: string;
  analysisId?: string | null;
  customerId?: string | null;
  requestOrigin: string;
}

/** The analysis a checkout unlocks: the one named (of this tenant, finished), else the session's newest finished one, else none (a credit for the next analysis, paid_first). */
async function analysisToUnlock(ctx: AppContext, clientId: string, visitorSessionId: string, analysisId?: string | null) {
  const { db } = ctx.database;
  if (analysisId) {
    const [row] = await db.select().from(analyses).where(eq(analyses.id, analysisId)).limit(1);
    if (!row || row.clientId !== clientId) throw notFound('This analysis was not found on this site');
    if (row.status !== 'completed' || !row.results) throw conflict('This analysis has not finished yet', 'analysis_not_ready');
    return row;
  }
  const [latest] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.visitorSessionId, visitorSessionId), eq(analyses.status, 'completed')))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Creates a Stripe Checkout session for this tenant. The amount, currency and product name come from
 * the tenant's active product in the database; nothing about the price is read from the request.
 */
export async function createCheckout(ctx: AppContext, input: CheckoutInput): Promise<{ checkoutUrl: string; paymentId: string; checkoutSessionId: string; analysisId: string | null }> {
  const { client } = input.tenant;
  const { stripe, config } = await tenantStripe(ctx, client);
  const analysis = await analysisToUnlock(ctx, client.id, input.visitorSessionId, input.analysisId);
  if (analysis && isFailureResult(analysis.results)) throw conflict('This report is already unlocked', 'already_unlocked');
  // A multi-page report is sold at the multi-page price, whatever product the browser asked for.
  const productType = analysis?.kind === 'multi_page' ? 'multi_page' : input.productType;
  const products = await listActiveProducts(ctx.database.db, client.id);
  const product = products.find((p) => p.productType === productType);
  if (!product || product.price <= 0) throw new HttpError(409, 'price_not_available', 'Price not available');
  const email = input.email.trim().toLowerCase();
  const urls = buildReturnUrls({
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    requestOrigin: input.requestOrigin,
    publicBaseUrl: ctx.config.PUBLIC_BASE_URL!,
    tenantDomain: client.domain,
    tenant: client.tenant,
    email,
    production: ctx.config.isProduction,
  });
  const paymentId = crypto.randomUUID();
  await ctx.database.db.insert(payments).values({
    id: paymentId,
    clientId: client.id,
    analysisId: analysis?.id ?? null,
    visitorSessionId: input.visitorSessionId,
    email,
    productType: product.productType,
    amount: product.price,
    currency: product.currency.toLowerCase(),
    stripeCustomerId: input.customerId ?? null,
  });
  const metadata = { clientId: client.id, tenant: client.tenant, paymentId, analysisId: analysis?.id ?? '', productType: product.productType };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      ...(input.customerId ? { customer: input.customerId } : { customer_email: email }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: product.currency.toLowerCase(),
            unit_amount: product.price,
            product_data: { name: product.name, ...(product.description ? { description: product.description } : {}) },
          },
        },
      ],
      allow_promotion_codes: Boolean(config.allowPromotionCodes),
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      client_reference_id: paymentId,
      metadata,
      payment_intent_data: { metadata },
    },
    { idempotencyKey: `checkout:${paymentId}` },
  );
  if (!session.url) throw new HttpError(502, 'checkout_failed', 'Failed to create checkout session');
  await ctx.database.db.update(payments).set({ stripeCheckoutSessionId: session.id }).where(eq(payments.id, paymentId));
  return { checkoutUrl: session.url, paymentId, checkoutSessionId: session.id, analysisId: analysis?.id ?? null };
}

/**
 * The locked dialog's checkout: finds or creates the Stripe customer for the e-mail, and answers
 * alreadyPaid (granting access again) when this e-mail already paid for this analysis in this visitor
 * session. A payment made in another session is not honoured by e-mail alone: knowing an address proves nothing.
 */
export async function createCustomerCheckout(ctx: AppContext, input: Omit<CheckoutInput, 'customerId'>): Promise<{ alreadyPaid: boolean; customerId: string | null; checkoutUrl: string | null }> {
  const { client } = input.tenant;
  const email = input.email.trim().toLowerCase();
  const analysis = await analysisToUnlock(ctx, client.id, input.visitorSessionId, input.analysisId);
  // Without an analysis a payment is a credit: "already paid" only while that credit is unspent.
  const unspentCredit = exists(
    ctx.database.db
      .select({ id: accessCredits.id })
      .from(accessCredits)
      .where(and(eq(accessCredits.paymentId, payments.id), eq(accessCredits.visitorSessionId, input.visitorSessionId), isNull(accessCredits.spentAt))),
  );
  const [paid] = await ctx.database.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clientId, client.id),
        eq(payments.email, email),
        eq(payments.status, 'paid'),
        eq(payments.visitorSessionId, input.visitorSessionId),
        analysis ? eq(payments.analysisId, analysis.id) : and(isNull(payments.analysisId), unspentCredit),
      ),
    )
    .limit(1);
  if (paid) {
    await grantForPayment(ctx, paid, input.visitorSessionId);
    return { alreadyPaid: true, customerId: paid.stripeCustomerId, checkoutUrl: null };
  }
  const { stripe } = await tenantStripe(ctx, client);
  const existing = await stripe.customers.list({ email, limit: 1 });
  const customer = existing.data[0] ?? (await stripe.customers.create({ email, metadata: { tenant: client.tenant } }));
  const checkout = await createCheckout(ctx, { ...input, email, analysisId: analysis?.id ?? null, customerId: customer.id });
  return { alreadyPaid: false, customerId: customer.id, checkoutUrl: checkout.checkoutUrl };
}

// ------------------------------------------------------------------ fulfilment

/**
 * Opens what a payment bought for the session that paid: its analysis. A payment without an analysis
 * grants nothing here: it is a credit (created with the payment's status change, see fulfillPayment).
 */
async function grantForPayment(ctx: AppContext, payment: PaymentRow, visitorSessionId: string | null) {
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
export async function fulfillPayment(ctx: AppContext, paymentId: string, details: { customerId?: string | null }, log: MailLogger = silent): Promise<PaymentRow> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const [flipped] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: sql`coalesce(${payments.paidAt}, now())`, stripeCustomerId: sql`coalesce(${payments.stripeCustomerId}, ${details.customerId ?? null})` })
      .where(and(eq(payments.id, paymentId), ne(payments.status, 'paid')))
      .returning();
    // Only when the payment becomes paid: a payment whose analysis was later deleted (set null) never turns into a credit.
    if (flipped && !flipped.analysisId) await createCredit(tx, flipped);
  });
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  await grantForPayment(ctx, payment, payment.visitorSessionId);
  if (!payment.reportSentAt) await sendPaidReportOnce(ctx, payment, log);
  return payment;
}

/**
 * The payer's e-mail after a payment success, at most once per payment whatever calls it how often: the
 * report with an access link for another browser, or (a credit, no analysis yet) the access link alone.
 */
export async function sendPaidReportOnce(ctx: AppContext, payment: PaymentRow, log: MailLogger = silent): Promise<{ emailSent: boolean; status: string } | undefined> {
  const { db } = ctx.database;
  const dedupeKey = `payment:${payment.id}`;
  let result: Awaited<ReturnType<typeof queueMail>> | undefined;
  if (!payment.analysisId) {
    const [credit] = await db.select({ id: accessCredits.id }).from(accessCredits).where(eq(accessCredits.paymentId, payment.id)).limit(1);
    if (!credit) return undefined;
    result = await mailAccessLink(ctx, payment, { dedupeKey }, log);
  } else {
    const [analysis] = await db.select().from(analyses).where(eq(analyses.id, payment.analysisId)).limit(1);
    const parsed = AnalysisResultSchema.safeParse(analysis?.results);
    if (!analysis || !parsed.success) return undefined;
    const client = await findClientById(db, payment.clientId);
    if (!client) return undefined;
    const brand = toBrandConfig({ client, products: await listActiveProducts(db, client.id) });
    const accessLink = await createAccessLink(ctx, payment);
    const mail = renderReportEmail({ brand, results: parsed.data, url: analysis.url, recipientName: payment.email.split('@')[0], accessLink });
    result = await queueMail(ctx, { clientId: client.id, to: [payment.email], ...mail, fromName: brand.companyName, dedupeKey }, log);
  }
  if (!result) return undefined;
  await db.update(payments).set({ reportSentAt: sql`coalesce(${payments.reportSentAt}, now())` }).where(eq(payments.id, payment.id));
  return { emailSent: result.emailSent, status: result.status };
}

// ------------------------------------------------------------------ verify

export interface VerifyResult {
  verified: boolean;
  accessGranted: boolean;
  analysisId: string | null;
  email: string | null;
  message?: string;
}

/** The answer to a checkout id presented by a browser other than the one that paid (spec silent; docs/decisions/008). */
export const PAID_IN_OTHER_BROWSER =
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
  if (!CHECKOUT_SESSION_ID.test(input.checkoutSessionId)) throw badRequest('This is not a checkout session id', 'invalid_session_id');
  const [payment] = await ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.clientId, client.id), eq(payments.stripeCheckoutSessionId, input.checkoutSessionId)))
    .limit(1);
  if (!payment) throw notFound('No payment of this site has this checkout session');
  const payer = payment.visitorSessionId !== null && payment.visitorSessionId === input.visitorSessionId;
  if (!payer) {
    await fulfillIfPaid(ctx, client, payment, log).catch(() => undefined);
    throw new HttpError(403, 'paid_in_other_browser', PAID_IN_OTHER_BROWSER);
  }
  // A credit (no analysis) opens no stored analysis, so the one the browser names does not matter.
  if (input.analysisId && payment.analysisId && input.analysisId !== payment.analysisId) throw conflict('This payment was made for a different analysis', 'wrong_analysis');
  const { stripe } = await tenantStripe(ctx, client);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(input.checkoutSessionId);
  } catch (err) {
    const e = err as { statusCode?: number; message?: string };
    if (e.statusCode === 404) throw notFound('The payment provider does not know this checkout session');
    throw new HttpError(502, 'payment_provider_error', 'Unable to verify payment with the payment provider. Please try again in a moment.');
  }
  const md = session.metadata ?? {};
  if (md.clientId !== client.id || md.paymentId !== payment.id || (md.analysisId ?? '') !== (payment.analysisId ?? '')) {
    throw conflict('This checkout session does not belong to this payment', 'payment_mismatch');
  }
  if (session.payment_status !== 'paid') {
    return { verified: false, accessGranted: false, analysisId: payment.analysisId, email: payment.email, message: 'Payment has not been completed' };
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

// ------------------------------------------------------------------ webhook

export interface WebhookOutcome {
  received: true;
  duplicate?: boolean;
  handled: boolean;
}

/**
 * POST /api/webhooks/stripe: the signature is checked with the webhook secret of the tenant the event
 * names (metadata.clientId of the object; else the tenant of the request), over the raw body. Each event
 * id is processed once (stripe_events): a replay grants nothing twice.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  input: { rawBody: Buffer; signature: string | undefined; requestClient: () => Promise<ClientRow | undefined> },
  log: MailLogger = silent,
): Promise<WebhookOutcome> {
  if (!input.signature) throw badRequest('Missing Stripe-Signature header', 'missing_signature');
  let unverified: { data?: { object?: { metadata?: Record<string, string> } } };
  try {
    unverified = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON', 'invalid_body');
  }
  const named = unverified?.data?.object?.metadata?.clientId;
  const client = named && UUID.test(named) ? await findClientById(ctx.database.db, named) : await input.requestClient();
  if (!client) throw badRequest('The event names no known tenant', 'unknown_tenant');
  const secret = tenantWebhookSecret(ctx, client);
  if (!secret) throw badRequest('No webhook secret is configured for this tenant', 'webhook_not_configured');
  let event: Stripe.Event;
  try {
    event = webhookVerifier.webhooks.constructEvent(input.rawBody, input.signature, secret, 300);
  } catch {
    throw badRequest('Invalid webhook signature', 'invalid_signature');
  }
  const { db } = ctx.database;
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).limit(1);
  if (seen) return { received: true, duplicate: true, handled: false };
  // Applying is idempotent (conditional updates, one grant per payment, mail dedupe keys), so the
  // event id is recorded only once it succeeded: a crash in between means Stripe's retry applies
  // it again instead of the grant being lost.
  const handled = await applyEvent(ctx, client, event, log);
  await db.insert(stripeEvents).values({ id: event.id, clientId: client.id, type: event.type }).onConflictDoNothing();
  return { received: true, handled };
}

async function applyEvent(ctx: AppContext, client: ClientRow, event: Stripe.Event, log: MailLogger): Promise<boolean> {
  const { db } = ctx.database;
  if (event.type === 'checkout.session.completed') {
    const s = event.data.object as Stripe.Checkout.Session;
    if (s.payment_status !== 'paid') return false;
    const [payment] = await db.select().from(payments).where(and(eq(payments.clientId, client.id), eq(payments.stripeCheckoutSessionId, s.id))).limit(1);
    if (!payment || s.metadata?.paymentId !== payment.id || s.metadata?.clientId !== client.id) {
      log.warn({ eventId: event.id }, 'checkout.session.completed for an unknown payment; ignored');
      return false;
    }
    const customerId = typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null);
    await fulfillPayment(ctx, payment.id, { customerId }, log);
    return true;
  }
  if (event.type === 'payment_intent.succeeded') {
    const pi = event.data.object as Stripe.PaymentIntent;
    const paymentId = pi.metadata?.paymentId;
    if (!paymentId || !UUID.test(paymentId) || pi.metadata?.clientId !== client.id) return false;
    const [payment] = await db.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.clientId, client.id))).limit(1);
    if (!payment) return false;
    const customerId = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null);
    await fulfillPayment(ctx, payment.id, { customerId }, log);
    return true;
  }
  return false;
}

// ------------------------------------------------------------------ access status

export interface AccessStatus {
  hasAccess: boolean;
  paymentVerified: boolean;
  customerId: string | null;
  tenant: string;
  accessType: string | null;
}

/** GET /api/sessions/:id/access-status: only the caller's own session (cookie) is reported on. */
export async function accessStatus(
  ctx: AppContext,
  client: ClientRow,
  currentSessionId: string | undefined,
  requestedSessionId: string,
  analysisId?: string,
): Promise<AccessStatus> {
  const none: AccessStatus = { hasAccess: false, paymentVerified: false, customerId: null, tenant: client.tenant, accessType: null };
  if (!currentSessionId || currentSessionId !== requestedSessionId) return none;
  const { db } = ctx.database;
  let analysis: typeof analyses.$inferSelect | null = null;
  if (analysisId) {
    const [row] = await db.select().from(analyses).where(eq(analyses.id, analysisId)).limit(1);
    if (!row || row.clientId !== client.id) return none;
    analysis = row;
  }
  const access = await sessionAccess(ctx, client, currentSessionId, analysis);
  // Paid for this analysis: directly, or through a credit spent on it.
  const paidFor = analysis
    ? sql`(${payments.analysisId} = ${analysis.id} or exists (select 1 from ${accessCredits} where ${accessCredits.paymentId} = ${payments.id} and ${accessCredits.analysisId} = ${analysis.id}))`
    : undefined;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientId, client.id), eq(payments.visitorSessionId, currentSessionId), eq(payments.status, 'paid'), paidFor))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  // Without an analysis: a purchase not spent yet counts as access (the next analysis will be open).
  if (!analysis && access.locked && (await hasUnspentCredit(ctx, client.id, currentSessionId))) {
    return { hasAccess: true, paymentVerified: Boolean(payment), customerId: payment?.stripeCustomerId ?? null, tenant: client.tenant, accessType: 'credit' };
  }
  return { hasAccess: !access.locked, paymentVerified: Boolean(payment), customerId: payment?.stripeCustomerId ?? null, tenant: client.tenant, accessType: access.reason ?? null };
}

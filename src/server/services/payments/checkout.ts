import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { findAnalysis, findLatestCompleted } from '@/db/queries/analyses';
import { findPaidPaymentOfEmail, insertPayment, setCheckoutSessionId } from '@/db/queries/payments';
import { listActiveProducts } from '@/db/queries/products';
import type { PRODUCT_TYPES } from '@/shared/brand';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import type { ResolvedTenant } from '../tenants';
import { isFailureResult } from '../access';
import { tenantStripe } from '../stripe';
import { grantForPayment } from './fulfilment';

type ProductType = (typeof PRODUCT_TYPES)[number];

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
function buildReturnUrls(opts: {
  successUrl?: string;
  cancelUrl?: string;
  requestOrigin: string;
  publicBaseUrl: string;
  tenantDomain: string | null;
  tenant: string;
  email: string;
  production?: boolean;
}): { successUrl: string; cancelUrl: string } {
  const allowedHosts = new Set([
    new URL(opts.publicBaseUrl).host.toLowerCase(),
    ...(opts.tenantDomain ? [opts.tenantDomain.toLowerCase()] : []),
  ]);
  const allowed = (u: URL) =>
    /^https?:$/.test(u.protocol) &&
    !u.username &&
    !u.password &&
    (allowedHosts.has(u.host.toLowerCase()) || (opts.production === false && LOOPBACK_HOST.test(u.hostname)));
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
  for (const key of ['s', 'sid', 'e', 'success', 'session_id', 'email', 'tenant', 'cancelled'])
    success.searchParams.delete(key);
  success.hash = '';
  const extra = [
    `s=1`,
    `sid={CHECKOUT_SESSION_ID}`,
    `e=${encodeURIComponent(opts.email)}`,
    `tenant=${encodeURIComponent(opts.tenant)}`,
  ].join('&');
  const successUrl = `${success.origin}${success.pathname}${success.search ? `${success.search}&` : '?'}${extra}`;
  if (!cancel.searchParams.has('cancelled')) cancel.searchParams.set('cancelled', 'true');
  if (!cancel.searchParams.has('tenant')) cancel.searchParams.set('tenant', opts.tenant);
  return { successUrl, cancelUrl: cancel.toString() };
}

interface CheckoutInput {
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
async function analysisToUnlock(
  ctx: AppContext,
  clientId: string,
  visitorSessionId: string,
  analysisId?: string | null,
) {
  const { db } = ctx.database;
  if (analysisId) {
    const row = await findAnalysis(db, analysisId);
    if (!row || row.clientId !== clientId) throw notFound('This analysis was not found on this site');
    if (row.status !== 'completed' || !row.results)
      throw conflict('This analysis has not finished yet', 'analysis_not_ready');
    return row;
  }
  return (await findLatestCompleted(db, clientId, visitorSessionId)) ?? null;
}

/**
 * Creates a Stripe Checkout session for this tenant. The amount, currency and product name come from
 * the tenant's active product in the database; nothing about the price is read from the request.
 */
export async function createCheckout(
  ctx: AppContext,
  input: CheckoutInput,
): Promise<{ checkoutUrl: string; paymentId: string; checkoutSessionId: string; analysisId: string | null }> {
  const { client } = input.tenant;
  const { stripe, config } = await tenantStripe(ctx, client);
  const analysis = await analysisToUnlock(ctx, client.id, input.visitorSessionId, input.analysisId);
  if (analysis && isFailureResult(analysis.results))
    throw conflict('This report is already unlocked', 'already_unlocked');
  // A multi-page report (or a comparison) is sold at its own product's price, whatever the browser asked for.
  const productType =
    analysis?.kind === 'multi_page' || analysis?.kind === 'competitor_compare' ? analysis.kind : input.productType;
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
  await insertPayment(ctx.database.db, {
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
  const metadata = {
    clientId: client.id,
    tenant: client.tenant,
    paymentId,
    analysisId: analysis?.id ?? '',
    productType: product.productType,
  };
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
  await setCheckoutSessionId(ctx.database.db, paymentId, session.id);
  return { checkoutUrl: session.url, paymentId, checkoutSessionId: session.id, analysisId: analysis?.id ?? null };
}

/**
 * The locked dialog's checkout: finds or creates the Stripe customer for the e-mail, and answers
 * alreadyPaid (granting access again) when this e-mail already paid for this analysis in this visitor
 * session. A payment made in another session is not honoured by e-mail alone: knowing an address proves nothing.
 */
export async function createCustomerCheckout(
  ctx: AppContext,
  input: Omit<CheckoutInput, 'customerId'>,
): Promise<{ alreadyPaid: boolean; customerId: string | null; checkoutUrl: string | null }> {
  const { client } = input.tenant;
  const email = input.email.trim().toLowerCase();
  const analysis = await analysisToUnlock(ctx, client.id, input.visitorSessionId, input.analysisId);
  // Without an analysis a payment is a credit: "already paid" only while that credit is unspent.
  const paid = await findPaidPaymentOfEmail(ctx.database.db, {
    clientId: client.id,
    visitorSessionId: input.visitorSessionId,
    email,
    analysisId: analysis?.id ?? null,
  });
  if (paid) {
    await grantForPayment(ctx, paid, input.visitorSessionId);
    return { alreadyPaid: true, customerId: paid.stripeCustomerId, checkoutUrl: null };
  }
  const { stripe } = await tenantStripe(ctx, client);
  const existing = await stripe.customers.list({ email, limit: 1 });
  const customer = existing.data[0] ?? (await stripe.customers.create({ email, metadata: { tenant: client.tenant } }));
  const checkout = await createCheckout(ctx, {
    ...input,
    email,
    analysisId: analysis?.id ?? null,
    customerId: customer.id,
  });
  return { alreadyPaid: false, customerId: customer.id, checkoutUrl: checkout.checkoutUrl };
}

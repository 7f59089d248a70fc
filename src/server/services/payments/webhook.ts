import Stripe from 'stripe';
import type { AppContext } from '../../context';
import { findClientById, type ClientRow } from '@/db/queries/clients';
import { findPaymentOfClient, isStripeEventRecorded, recordStripeEvent } from '@/db/queries/payments';
import type { StripeWebhookResponse } from '@/shared/visitor-api';
import { badRequest } from '../../errors';
import { tenantWebhookSecret } from '../stripe';
import { silent, type MailLogger } from '../mail';
import { fulfillPayment } from './fulfilment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only for verifying webhook signatures (no network). */
const webhookVerifier = new Stripe('sk_test_signature_verification_only');

/**
 * POST /api/webhooks/stripe: the signature is checked with the webhook secret of the tenant the event
 * names (metadata.clientId of the object; else the tenant of the request), over the raw body. Each event
 * id is processed once (stripe_events): a replay grants nothing twice.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  input: { rawBody: Buffer; signature: string | undefined; requestClient: () => Promise<ClientRow | undefined> },
  log: MailLogger = silent,
): Promise<StripeWebhookResponse> {
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
  if (await isStripeEventRecorded(db, event.id)) return { received: true, duplicate: true, handled: false };
  // Applying is idempotent (conditional updates, one grant per payment, mail dedupe keys), so the
  // event id is recorded only once it succeeded: a crash in between means Stripe's retry applies
  // it again instead of the grant being lost.
  const handled = await applyEvent(ctx, client, event, log);
  await recordStripeEvent(db, { id: event.id, clientId: client.id, type: event.type });
  return { received: true, handled };
}

async function applyEvent(ctx: AppContext, client: ClientRow, event: Stripe.Event, log: MailLogger): Promise<boolean> {
  const { db } = ctx.database;
  if (event.type === 'checkout.session.completed') {
    const s = event.data.object as Stripe.Checkout.Session;
    if (s.payment_status !== 'paid') return false;
    const payment = await findPaymentOfClient(db, client.id, { checkoutSessionId: s.id });
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
    const payment = await findPaymentOfClient(db, client.id, { id: paymentId });
    if (!payment) return false;
    const customerId = typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null);
    await fulfillPayment(ctx, payment.id, { customerId }, log);
    return true;
  }
  return false;
}

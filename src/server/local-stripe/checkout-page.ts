import Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findClientById } from '@/db/queries/clients';
import { notFound } from '../errors';
import {
  completeLocalCheckoutSession,
  expireLocalCheckoutSession,
  getLocalCheckoutSession,
  localSessionJson,
  stripeEventPayload,
} from '.';
import { tenantWebhookSecret } from '../services/stripe';
import { escapeHtml as esc } from '../html';

const signer = new Stripe('sk_test_signature_only');
const SYMBOLS: Record<string, string> = { usd: '$', gbp: '£', eur: '€', cad: 'C$', aud: 'A$' };
const money = (minor: number, currency: string) =>
  `${SYMBOLS[currency] ?? `${currency.toUpperCase()} `}${(minor / 100).toFixed(2)}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f3f4f6;margin:0;color:#111827}.banner{background:#b45309;color:#fff;text-align:center;padding:10px;font-weight:700;letter-spacing:.04em}
.card{max-width:440px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:20px;margin:0 0 4px}.amount{font-size:34px;font-weight:700;margin:16px 0}
.muted{color:#6b7280;font-size:14px}button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px}.pay{background:#111827;color:#fff}.cancel{background:#e5e7eb;color:#111827}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:700}</style></head><body>
<div class="banner" role="alert">TEST MODE: no real payment is taken. This page stands in for Stripe Checkout on this machine.</div>${body}</body></html>`;
}

/**
 * The TEST checkout page of local-stripe, standing in for Stripe's hosted page (app.ts registers it
 * only with ctx.localStripe, never in production): the visitor pays or cancels; paying completes the
 * session and sends checkout.session.completed and payment_intent.succeeded to /api/webhooks/stripe,
 * signed with the tenant's webhook secret.
 */
const localStripeCheckoutPage: FastifyPluginAsyncZod = async (app) => {
  // The page's Pay/Cancel forms post an empty urlencoded body (this plugin scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const params = z.object({ id: z.string().regex(/^cs_test_[A-Za-z0-9]+$/, 'not a test checkout session id') });

  app.get('/test-checkout/:id', { schema: { params } }, async (request, reply) => {
    const s = getLocalCheckoutSession(request.params.id);
    if (!s)
      throw notFound(
        'This TEST checkout session does not exist (local-stripe, the local Stripe stand-in, forgets its sessions when the server restarts)',
      );
    const item = s.line_items[0];
    const done = s.payment_status === 'paid';
    const body = `<main class="card"><span class="badge">TEST</span>
<h1>${esc(item?.name ?? 'Report')}</h1>${item?.description ? `<div class="muted">${esc(item.description)}</div>` : ''}
<div class="amount" data-testid="test-checkout-amount">${esc(money(s.amount_total, s.currency))}</div>
<div class="muted">${esc(s.customer_email ?? s.customer_details?.email ?? '')}</div>
${
  done
    ? `<p>This test payment is complete.</p><form method="post" action="/test-checkout/${esc(s.id)}/pay"><button class="pay" type="submit">Continue</button></form>`
    : s.status === 'expired'
      ? `<p>This test checkout was cancelled.</p>`
      : `<form method="post" action="/test-checkout/${esc(s.id)}/pay"><button class="pay" type="submit">Pay ${esc(money(s.amount_total, s.currency))} (TEST)</button></form>
<form method="post" action="/test-checkout/${esc(s.id)}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
}
<p class="muted">Promotion codes: ${s.allow_promotion_codes ? 'allowed' : 'not offered'}.</p></main>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('TEST checkout', body));
  });

  app.post(
    '/test-checkout/:id/pay',
    { schema: { params }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const done = completeLocalCheckoutSession(request.params.id);
      if (!done) throw notFound('This test checkout session does not exist or was cancelled');
      const { session, paymentIntent, newlyPaid } = done;
      if (newlyPaid) {
        const client = session.metadata.clientId
          ? await findClientById(app.ctx.database.db, session.metadata.clientId)
          : undefined;
        const secret = client ? tenantWebhookSecret(app.ctx, client) : undefined;
        if (!secret)
          request.log.warn({ session: session.id }, 'test checkout: tenant has no webhook secret; no webhook sent');
        else {
          const events = [
            { type: 'checkout.session.completed', object: localSessionJson(session) },
            { type: 'payment_intent.succeeded', object: paymentIntent },
          ];
          for (const e of events) {
            const payload = stripeEventPayload(e.type, e.object);
            const res = await app.inject({
              method: 'POST',
              url: '/api/webhooks/stripe',
              headers: {
                'content-type': 'application/json',
                'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
              },
              payload,
            });
            if (res.statusCode >= 300)
              request.log.warn(
                { status: res.statusCode, body: res.body.slice(0, 300) },
                `test checkout: webhook ${e.type} was refused`,
              );
          }
        }
      }
      return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
    },
  );

  app.post('/test-checkout/:id/cancel', { schema: { params } }, async (request, reply) => {
    const s = getLocalCheckoutSession(request.params.id);
    if (!s) throw notFound('This test checkout session does not exist');
    expireLocalCheckoutSession(s.id);
    return reply.redirect(s.cancel_url, 303);
  });
};
export default localStripeCheckoutPage;

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accessGrants, outboundMail, payments, stripeEvents } from '@/db/schema';
import { AnalysisResultSchema } from '@/shared/analysis';
import { decryptSecret } from '@/server/services/secrets';
import { getLocalCheckoutSession } from '@/server/fake-stripe';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { clientOf, insertAnalysis, sampleResult, SECRET_MARKERS, Visitor } from '../helpers/access-fixtures';

const signer = new Stripe('sk_test_x');

function sidOf(checkoutUrl: string) {
  return /\/test-checkout\/(cs_test_\w+)/.exec(checkoutUrl)![1];
}

describe.each(DB_KINDS)('payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function webhookSecret(tenant: string) {
    const c = await clientOf(t, tenant);
    return decryptSecret(t.config.APP_SECRET, c.stripeConfig.webhookSecretEncrypted!);
  }
  async function sendWebhook(event: object, secret: string, headers: Record<string, string> = {}) {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }), ...headers },
      payload,
    });
  }

  it('walks the whole paid flow: locked → checkout (DB price) → TEST page → webhook → verify → unlocked, report mailed once', async () => {
    const v = new Visitor(t);
    const sessionId = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: sessionId });

    const locked = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().access.locked).toBe(true);
    for (const marker of SECRET_MARKERS) expect(locked.body).not.toContain(marker);
    expect(AnalysisResultSchema.safeParse(locked.json().results).success).toBe(true);
    expect(locked.json().results.redFlags[0]).toMatchObject({ title: 'Missing llms.txt', severity: 'high' });
    expect(locked.json().results.optimizationImpacts[0]).toMatchObject({ title: 'Add structured data', scoreIncrease: 6.2, category: 'AI/LLM Visibility' });

    const checkout = await v.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'Buyer@Example.com',
      successUrl: 'http://localhost:3000/?from=report',
      cancelUrl: 'http://localhost:3000/',
      analysisId: analysis.id,
      price: 1,
      amount: 1,
      unit_amount: 1,
    });
    expect(checkout.statusCode).toBe(200);
    const sid = sidOf(checkout.json().checkoutUrl);
    const stripeSession = getLocalCheckoutSession(sid)!;
    expect(stripeSession.amount_total).toBe(2495);
    expect(stripeSession.currency).toBe('usd');
    expect(stripeSession.success_url).toBe('http://localhost:3000/?from=report&s=1&sid={CHECKOUT_SESSION_ID}&e=buyer%40example.com&tenant=default');

    const early = await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(early.json()).toMatchObject({ verified: false, accessGranted: false });

    const page = await t.app.inject(`/test-checkout/${sid}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$24.95');

    const pay = await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });
    expect(pay.statusCode).toBe(303);
    const back = new URL(pay.headers.location as string);
    expect(back.searchParams.get('s')).toBe('1');
    expect(back.searchParams.get('sid')).toBe(sid);
    expect(back.searchParams.get('e')).toBe('buyer@example.com');

    const [payment] = await t.ctx.database.db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, sid));
    expect(payment.status).toBe('paid');
    expect(payment.amount).toBe(2495);
    const events = await t.ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.clientId, payment.clientId));
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);

    const verified = await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, accessGranted: true, analysisId: analysis.id });

    const status = await v.req('GET', `/api/sessions/${sessionId}/access-status?analysisId=${analysis.id}`);
    expect(status.json()).toMatchObject({ hasAccess: true, paymentVerified: true, tenant: 'default', accessType: 'paid' });
    expect(status.json().customerId).toBeNull();

    const open = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(open.json().access).toEqual({ locked: false, reason: 'paid' });
    expect(open.json().results.narrativeReport).toContain('SECRET-narrative');

    // The payment return's send-report joins the payment's mail: one report per payment.
    const sent = await v.req('POST', '/api/send-report', { email: 'buyer@example.com', name: 'buyer', company: '', websiteUrl: analysis.url, analysisId: analysis.id, analysisResults: { overallScore: 100 } });
    expect(sent.statusCode).toBe(200);
    const mails = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.dedupeKey, `payment:${payment.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe('outbox');
    expect(mails[0].toAddresses).toBe('buyer@example.com');
    expect(mails[0].html).toContain('LLM Visibility Audit Report');
    const all = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.clientId, payment.clientId));
    expect(all.filter((m) => m.toAddresses === 'buyer@example.com')).toHaveLength(1);

    // Replaying the whole return (verify again) grants and mails nothing more.
    await v.req('POST', '/api/payments/verify', { sessionId: sid });
    const grants = await t.ctx.database.db.select().from(accessGrants).where(eq(accessGrants.visitorSessionId, sessionId));
    expect(grants).toHaveLength(1);
  });

  it('customer checkout: creates a customer, and answers alreadyPaid only to the session that paid', async () => {
    const v = new Visitor(t, 'acme');
    const sessionId = await v.start();
    const analysis = await insertAnalysis(t, { tenant: 'acme', visitorSessionId: sessionId });
    const first = await v.req('POST', '/api/payments/create-customer-checkout', { email: 'pat@example.co.uk', tenant: 'acme', tenantDomain: 'acme.getseen.app', analysisId: analysis.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyPaid: false });
    expect(first.json().customerId).toMatch(/^cus_/);
    const sid = sidOf(first.json().checkoutUrl);
    expect(getLocalCheckoutSession(sid)).toMatchObject({ amount_total: 1995, currency: 'gbp', customer: first.json().customerId });
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });

    const again = await v.req('POST', '/api/payments/create-customer-checkout', { email: 'pat@example.co.uk', tenant: 'acme', analysisId: analysis.id });
    expect(again.json()).toEqual({ alreadyPaid: true, customerId: first.json().customerId, checkoutUrl: null });
    const status = await v.req('GET', `/api/sessions/${sessionId}/access-status?analysisId=${analysis.id}`);
    expect(status.json()).toMatchObject({ hasAccess: true, paymentVerified: true, customerId: first.json().customerId, tenant: 'acme' });

    // Someone else who knows the e-mail gets a checkout, not access.
    const other = new Visitor(t, 'acme');
    await other.start();
    const theirs = await other.req('POST', '/api/payments/create-customer-checkout', { email: 'pat@example.co.uk', tenant: 'acme', analysisId: analysis.id });
    expect(theirs.json().alreadyPaid).toBe(false);
  });

  it('refuses a sid of another tenant or another analysis, and an unpaid or cancelled one', async () => {
    const acme = new Visitor(t, 'acme');
    const acmeSession = await acme.start();
    const acmeAnalysis = await insertAnalysis(t, { tenant: 'acme', visitorSessionId: acmeSession });
    const c = await acme.req('POST', '/api/payments/create-checkout', { productType: 'single_page', email: 'a@example.com', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/', analysisId: acmeAnalysis.id });
    const acmeSid = sidOf(c.json().checkoutUrl);
    await t.app.inject({ method: 'POST', url: `/test-checkout/${acmeSid}/pay` });

    const v = new Visitor(t);
    const s = await v.start();
    const mine = await insertAnalysis(t, { visitorSessionId: s });
    const foreign = await v.req('POST', '/api/payments/verify', { sessionId: acmeSid });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('not_found');
    expect((await v.req('GET', `/api/analyses/${mine.id}`)).json().access.locked).toBe(true);

    const other = await insertAnalysis(t, { tenant: 'acme', visitorSessionId: acmeSession });
    const wrong = await acme.req('POST', '/api/payments/verify', { sessionId: acmeSid, analysisId: other.id });
    expect(wrong.statusCode).toBe(409);
    expect((await acme.req('GET', `/api/analyses/${other.id}`)).json().access.locked).toBe(true);

    const bogus = await v.req('POST', '/api/payments/verify', { sessionId: 'cs_test_doesnotexist123' });
    expect(bogus.statusCode).toBe(404);
    const garbage = await v.req('POST', '/api/payments/verify', { sessionId: '../../etc/passwd' });
    expect(garbage.statusCode).toBe(400);

    const cancel = await v.req('POST', '/api/payments/create-checkout', { productType: 'single_page', email: 'c@example.com', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/', analysisId: mine.id });
    const cancelSid = sidOf(cancel.json().checkoutUrl);
    const cancelled = await t.app.inject({ method: 'POST', url: `/test-checkout/${cancelSid}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain('cancelled=true');
    expect((await v.req('POST', '/api/payments/verify', { sessionId: cancelSid })).json()).toMatchObject({ verified: false, accessGranted: false });
  });

  it('refuses forged and replayed webhooks; nothing is granted twice', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const c = await v.req('POST', '/api/payments/create-checkout', { productType: 'single_page', email: 'w@example.com', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/', analysisId: analysis.id });
    const sid = sidOf(c.json().checkoutUrl);
    const [payment] = await t.ctx.database.db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, sid));
    const client = await clientOf(t, 'default');
    const event = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent', status: 'succeeded', customer: null, metadata: { clientId: client.id, paymentId: payment.id } } },
    };
    const forged = await sendWebhook(event, 'whsec_not_the_tenants_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'invalid_signature' });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' }, payload: '{nope' });
    expect(notJson.statusCode).toBe(400);
    // A body changed after signing.
    const secret = await webhookSecret('default');
    const payload = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
      payload: payload.replace('pi_1', 'pi_2'),
    });
    expect(tampered.statusCode).toBe(400);
    // An old signature (replay beyond the tolerance).
    const old = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const stale = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': old }, payload });
    expect(stale.statusCode).toBe(400);
    expect((await t.ctx.database.db.select().from(payments).where(eq(payments.id, payment.id)))[0].status).toBe('open');

    const good = await sendWebhook(event, secret);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true, handled: true });
    const replay = await sendWebhook(event, secret);
    expect(replay.json()).toMatchObject({ received: true, duplicate: true });
    const grants = await t.ctx.database.db.select().from(accessGrants).where(and(eq(accessGrants.visitorSessionId, s), eq(accessGrants.accessType, 'paid')));
    expect(grants).toHaveLength(1);
    const mails = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.dedupeKey, `payment:${payment.id}`));
    expect(mails).toHaveLength(1);
    // The same event id signed with another tenant's secret is refused.
    const acmeSecret = await webhookSecret('acme');
    expect((await sendWebhook({ ...event, id: 'evt_forged_2' }, acmeSecret)).statusCode).toBe(400);
  });

  it('validates checkout input and never takes the price from the request', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const base = { productType: 'single_page', email: 'ok@example.com', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/', analysisId: analysis.id };
    const cases: Array<[object, number, RegExp]> = [
      [{ ...base, email: '' }, 400, /Please enter your email address/],
      [{ ...base, email: 'not-an-email' }, 400, /valid email/],
      [{ ...base, email: 'a@b.com\r\nBcc: x@y.com' }, 400, /valid email/],
      [{ ...base, productType: 'gold' }, 400, /single_page or multi_page/],
      [{ ...base, successUrl: 'https://evil.example/steal' }, 400, /address of this site/],
      [{ ...base, cancelUrl: 'javascript:alert(1)' }, 400, /address of this site/],
      [{ ...base, analysisId: 'nope' }, 400, /analysis id/],
      [{ ...base, analysisId: '00000000-0000-4000-8000-000000000000' }, 404, /not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await v.req('POST', '/api/payments/create-checkout', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(res.json()).toHaveProperty('error');
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout', headers: { 'content-type': 'application/json' }, payload: '{"productType":' });
    expect(malformed.statusCode).toBe(400);
    const priced = await v.req('POST', '/api/payments/create-checkout', { ...base, productType: 'multi_page', price: 1, amount: 1, currency: 'jpy' });
    expect(getLocalCheckoutSession(sidOf(priced.json().checkoutUrl))).toMatchObject({ amount_total: 7995, currency: 'usd' });

    // A multi-page report costs the multi-page price even when the browser asks for a single page.
    const multi = await insertAnalysis(t, { visitorSessionId: s });
    await t.ctx.database.execute(`update analyses set kind = 'multi_page' where id = $1`, [multi.id]);
    const cheap = await v.req('POST', '/api/payments/create-checkout', { ...base, analysisId: multi.id });
    expect(getLocalCheckoutSession(sidOf(cheap.json().checkoutUrl))).toMatchObject({ amount_total: 7995 });
  });

  it('a tampered visitor cookie or another session id gives no access', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const c = await v.req('POST', '/api/payments/create-checkout', { productType: 'single_page', email: 't@example.com', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/', analysisId: analysis.id });
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sidOf(c.json().checkoutUrl)}/pay` });
    expect((await v.req('GET', `/api/sessions/${s}/access-status?analysisId=${analysis.id}`)).json().hasAccess).toBe(true);

    const attacker = new Visitor(t);
    await attacker.start();
    expect((await attacker.req('GET', `/api/sessions/${s}/access-status?analysisId=${analysis.id}`)).json()).toMatchObject({ hasAccess: false, paymentVerified: false });
    attacker.cookies.gs_visitor = `${s}.forgedsignature`;
    expect((await attacker.req('GET', `/api/sessions/${s}/access-status`)).json().hasAccess).toBe(false);
    const unsigned = await t.app.inject({ url: `/api/sessions/${s}/access-status`, cookies: { gs_visitor: s } });
    expect(unsigned.json().hasAccess).toBe(false);
    expect((await t.app.inject({ url: '/api/sessions/not-a-uuid/access-status' })).statusCode).toBe(400);
  });

  it('a tenant with payments disabled is a free service; failure reports are always open', async () => {
    const g = new Visitor(t, 'globex');
    const gs = await g.start();
    const ga = await insertAnalysis(t, { tenant: 'globex', visitorSessionId: gs });
    const res = await g.req('GET', `/api/analyses/${ga.id}`);
    expect(res.json().access).toEqual({ locked: false, reason: 'free_service' });
    expect(res.json().results.narrativeReport).toContain('SECRET-narrative');
    const pay = await g.req('POST', '/api/payments/create-checkout', { productType: 'single_page', email: 'g@example.com', successUrl: 'http://localhost:3000/', cancelUrl: 'http://localhost:3000/' });
    expect(pay.statusCode).toBe(503);
    expect(pay.json().message).toContain('disabled');

    const v = new Visitor(t);
    const s = await v.start();
    const failed = await insertAnalysis(t, { visitorSessionId: s, results: sampleResult({ status: 'access_blocked', isFailureReport: true, failureType: 'bot_protection' }) });
    expect((await v.req('GET', `/api/analyses/${failed.id}`)).json().access).toEqual({ locked: false, reason: 'failure_report' });
  });
});

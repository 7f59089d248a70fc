import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { accessGrants, outboundMail, payments, stripeEvents } from '@/db/schema';
import { AnalysisResultSchema } from '@/shared/analysis';
import { decryptSecret } from '@/server/services/secrets';
import { getLocalCheckoutSession } from '@/server/local-stripe';
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
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
        ...headers,
      },
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
    expect(locked.json().results.optimizationImpacts[0]).toMatchObject({
      title: 'Add structured data',
      scoreIncrease: 6.2,
      category: 'AI/LLM Visibility',
    });

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
    expect(stripeSession.success_url).toBe(
      'http://localhost:3000/?from=report&s=1&sid={CHECKOUT_SESSION_ID}&e=buyer%40example.com&tenant=default',
    );

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
    const events = await t.ctx.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.clientId, payment.clientId));
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);

    const verified = await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, accessGranted: true, analysisId: analysis.id });

    const status = await v.req('GET', `/api/sessions/${sessionId}/access-status?analysisId=${analysis.id}`);
    expect(status.json()).toMatchObject({
      hasAccess: true,
      paymentVerified: true,
      tenant: 'default',
      accessType: 'paid',
    });
    expect(status.json().customerId).toBeNull();

    const open = await v.req('GET', `/api/analyses/${analysis.id}`);
    expect(open.json().access).toEqual({ locked: false, reason: 'paid' });
    expect(open.json().results.narrativeReport).toContain('SECRET-narrative');

    // The payment return's send-report joins the payment's mail: one report per payment.
    const sent = await v.req('POST', '/api/send-report', {
      email: 'buyer@example.com',
      name: 'buyer',
      company: '',
      websiteUrl: analysis.url,
      analysisId: analysis.id,
      analysisResults: { overallScore: 100 },
    });
    expect(sent.statusCode).toBe(200);
    const mails = await t.ctx.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.dedupeKey, `payment:${payment.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe('outbox');
    expect(mails[0].toAddresses).toBe('buyer@example.com');
    expect(mails[0].html).toContain('LLM Visibility Audit Report');
    const all = await t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.clientId, payment.clientId));
    expect(all.filter((m) => m.toAddresses === 'buyer@example.com')).toHaveLength(1);

    // Replaying the whole return (verify again) grants and mails nothing more.
    await v.req('POST', '/api/payments/verify', { sessionId: sid });
    const grants = await t.ctx.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.visitorSessionId, sessionId));
    expect(grants).toHaveLength(1);
  });

  it('customer checkout: creates a customer, and answers alreadyPaid only to the session that paid', async () => {
    const v = new Visitor(t, 'acme');
    const sessionId = await v.start();
    const analysis = await insertAnalysis(t, { tenant: 'acme', visitorSessionId: sessionId });
    const first = await v.req('POST', '/api/payments/create-customer-checkout', {
      email: 'pat@example.co.uk',
      tenant: 'acme',
      tenantDomain: 'acme.getseen.app',
      analysisId: analysis.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyPaid: false });
    expect(first.json().customerId).toMatch(/^cus_/);
    const sid = sidOf(first.json().checkoutUrl);
    expect(getLocalCheckoutSession(sid)).toMatchObject({
      amount_total: 1995,
      currency: 'gbp',
      customer: first.json().customerId,
    });
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });

    const again = await v.req('POST', '/api/payments/create-customer-checkout', {
      email: 'pat@example.co.uk',
      tenant: 'acme',
      analysisId: analysis.id,
    });
    expect(again.json()).toEqual({ alreadyPaid: true, customerId: first.json().customerId, checkoutUrl: null });
    const status = await v.req('GET', `/api/sessions/${sessionId}/access-status?analysisId=${analysis.id}`);
    expect(status.json()).toMatchObject({
      hasAccess: true,
      paymentVerified: true,
      customerId: first.json().customerId,
      tenant: 'acme',
    });

    // Someone else who knows the e-mail gets a checkout, not access.
    const other = new Visitor(t, 'acme');
    await other.start();
    const theirs = await other.req('POST', '/api/payments/create-customer-checkout', {
      email: 'pat@example.co.uk',
      tenant: 'acme',
      analysisId: analysis.id,
    });
    expect(theirs.json().alreadyPaid).toBe(false);
  });

  it('refuses a sid of another tenant or another analysis, and an unpaid or cancelled one', async () => {
    const acme = new Visitor(t, 'acme');
    const acmeSession = await acme.start();
    const acmeAnalysis = await insertAnalysis(t, { tenant: 'acme', visitorSessionId: acmeSession });
    const c = await acme.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'a@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: acmeAnalysis.id,
    });
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

    const cancel = await v.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'c@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: mine.id,
    });
    const cancelSid = sidOf(cancel.json().checkoutUrl);
    const cancelled = await t.app.inject({ method: 'POST', url: `/test-checkout/${cancelSid}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain('cancelled=true');
    expect((await v.req('POST', '/api/payments/verify', { sessionId: cancelSid })).json()).toMatchObject({
      verified: false,
      accessGranted: false,
    });
  });

  it('refuses forged and replayed webhooks; nothing is granted twice', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const c = await v.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'w@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: analysis.id,
    });
    const sid = sidOf(c.json().checkoutUrl);
    const [payment] = await t.ctx.database.db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, sid));
    const client = await clientOf(t, 'default');
    const event = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          status: 'succeeded',
          customer: null,
          metadata: { clientId: client.id, paymentId: payment.id },
        },
      },
    };
    const forged = await sendWebhook(event, 'whsec_not_the_tenants_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'invalid_signature' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    // A body changed after signing.
    const secret = await webhookSecret('default');
    const payload = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload: payload.replace('pi_1', 'pi_2'),
    });
    expect(tampered.statusCode).toBe(400);
    // An old signature (replay beyond the tolerance).
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': old },
      payload,
    });
    expect(stale.statusCode).toBe(400);
    expect((await t.ctx.database.db.select().from(payments).where(eq(payments.id, payment.id)))[0].status).toBe('open');

    const good = await sendWebhook(event, secret);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true, handled: true });
    const replay = await sendWebhook(event, secret);
    expect(replay.json()).toMatchObject({ received: true, duplicate: true });
    const grants = await t.ctx.database.db
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.visitorSessionId, s), eq(accessGrants.accessType, 'paid')));
    expect(grants).toHaveLength(1);
    const mails = await t.ctx.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.dedupeKey, `payment:${payment.id}`));
    expect(mails).toHaveLength(1);
    // The same event id signed with another tenant's secret is refused.
    const acmeSecret = await webhookSecret('acme');
    expect((await sendWebhook({ ...event, id: 'evt_forged_2' }, acmeSecret)).statusCode).toBe(400);
  });

  it('validates checkout input and never takes the price from the request', async () => {
    const v = new Visitor(t);
    const s = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: s });
    const base = {
      productType: 'single_page',
      email: 'ok@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: analysis.id,
    };
    const cases: Array<[object, number, RegExp]> = [
      [{ ...base, email: '' }, 400, /Please enter your email address/],
      [{ ...base, email: 'not-an-email' }, 400, /valid email/],
      [{ ...base, email: 'a@b.com\r\nBcc: x@y.com' }, 400, /valid email/],
      [{ ...base, productType: 'gold' }, 400, /single_page, multi_page or competitor_compare/],
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
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout',
      headers: { 'content-type': 'application/json' },
      payload: '{"productType":',
    });
    expect(malformed.statusCode).toBe(400);
    const priced = await v.req('POST', '/api/payments/create-checkout', {
      ...base,
      productType: 'multi_page',
      price: 1,
      amount: 1,
      currency: 'jpy',
    });
    expect(getLocalCheckoutSession(sidOf(priced.json().checkoutUrl))).toMatchObject({
      amount_total: 7995,
      currency: 'usd',
    });

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
    const c = await v.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 't@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: analysis.id,
    });
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sidOf(c.json().checkoutUrl)}/pay` });
    expect((await v.req('GET', `/api/sessions/${s}/access-status?analysisId=${analysis.id}`)).json().hasAccess).toBe(
      true,
    );

    const attacker = new Visitor(t);
    await attacker.start();
    expect(
      (await attacker.req('GET', `/api/sessions/${s}/access-status?analysisId=${analysis.id}`)).json(),
    ).toMatchObject({ hasAccess: false, paymentVerified: false });
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
    const pay = await g.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'g@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
    });
    expect(pay.statusCode).toBe(503);
    expect(pay.json().message).toContain('disabled');

    const v = new Visitor(t);
    const s = await v.start();
    const failed = await insertAnalysis(t, {
      visitorSessionId: s,
      results: sampleResult({ status: 'access_blocked', isFailureReport: true, failureType: 'bot_protection' }),
    });
    expect((await v.req('GET', `/api/analyses/${failed.id}`)).json().access).toEqual({
      locked: false,
      reason: 'failure_report',
    });
  });
  // ------------------------------------------------------------------ finding 2: a paid checkout id is not a pass

  /** A visitor who analysed, paid through the TEST checkout (webhooks) and returned: their sid, payment and analysis. */
  async function paidVisitor(email: string) {
    const v = new Visitor(t);
    const session = await v.start();
    const analysis = await insertAnalysis(t, { visitorSessionId: session });
    const c = await v.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email,
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: analysis.id,
    });
    expect(c.statusCode).toBe(200);
    const sid = sidOf(c.json().checkoutUrl);
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });
    const [payment] = await t.ctx.database.db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, sid));
    expect(payment.status).toBe('paid');
    return { v, session, analysis, sid, payment };
  }
  const mailsTo = (address: string) =>
    t.ctx.database.db.select().from(outboundMail).where(eq(outboundMail.toAddresses, address));
  const linkIn = (html: string) =>
    /http:\/\/localhost:3000\/access\/([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(html)?.[1];

  it("finding 2: another browser's verify with the payer's sid grants nothing and reveals neither e-mail nor analysis", async () => {
    const { v, analysis, sid } = await paidVisitor('payer2@example.com');
    const attacker = new Visitor(t);
    const attackerSession = await attacker.start();
    const stolen = await attacker.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({
      error: 'paid_in_other_browser',
      message:
        'This payment was made in another browser. To open the report here, use the access link we e-mailed to the address used for payment.',
    });
    expect(stolen.body).not.toContain('payer2@example.com');
    expect(stolen.body).not.toContain(analysis.id);
    // Without a cookie too, and a session created by the call itself.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: { sessionId: sid },
      remoteAddress: '10.201.0.1',
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).not.toContain('payer2@example.com');
    // Nothing was granted to the attacker's session, and the analysis id gives it nothing either.
    const grants = await t.ctx.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.visitorSessionId, attackerSession));
    expect(grants).toHaveLength(0);
    expect((await attacker.req('GET', `/api/analyses/${analysis.id}`)).statusCode).toBe(404);
    const mailed = await attacker.req('POST', '/api/send-report', {
      email: 'victim-list@example.net',
      name: 'Spam',
      analysisId: analysis.id,
    });
    expect(mailed.statusCode).toBe(404);
    expect(await mailsTo('victim-list@example.net')).toHaveLength(0);
    // The payer's own browser still verifies as before.
    const own = await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      verified: true,
      accessGranted: true,
      analysisId: analysis.id,
      email: 'payer2@example.com',
    });
  });

  it('finding 2: the link e-mailed to the payer opens the report in one other browser, once; expired, forged and reused links open nothing', async () => {
    const { v, analysis, payment } = await paidVisitor('payer3@example.com');
    const [mail] = await mailsTo('payer3@example.com');
    expect(mail.dedupeKey).toBe(`payment:${payment.id}`);
    expect(mail.html).toContain('LLM Visibility Audit Report');
    const token = linkIn(mail.html)!;
    expect(token).toBeTruthy();
    expect(mail.text).toContain(`http://localhost:3000/access/${token}`);

    // Opening the link (GET, as a mail scanner would) changes nothing; the page asks for a click.
    const phone = new Visitor(t);
    const page = await phone.req('GET', `/access/${token}`);
    expect(phone.sessionId()).toBeUndefined();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Open my report');
    expect((await phone.req('GET', `/access/${token}`)).statusCode).toBe(200);

    const opened = await phone.req('POST', `/access/${token}`);
    expect(opened.statusCode).toBe(303);
    const to = new URL(opened.headers.location as string, 'http://localhost:3000');
    expect(to.pathname).toBe('/');
    expect(to.searchParams.get('tenant')).toBe('default');
    const copyId = to.searchParams.get('report')!;
    expect(copyId).toMatch(/^[0-9a-f-]{36}$/);
    const report = await phone.req('GET', `/api/analyses/${copyId}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().access).toEqual({ locked: false, reason: 'access_link' });
    expect(report.json().results.narrativeReport).toContain('SECRET-narrative');
    expect(report.json().url).toBe(analysis.url);
    // That browser may mail its copy (to one address), like the payer.
    const sent = await phone.req('POST', '/api/send-report', {
      email: 'payer3+phone@example.com',
      name: 'Pat',
      analysisId: copyId,
    });
    expect(sent.statusCode).toBe(200);
    // The payer keeps their access; the other browser is not the payer and cannot have links mailed.
    expect((await v.req('GET', `/api/analyses/${analysis.id}`)).json().access.locked).toBe(false);
    expect((await phone.req('POST', '/api/payments/resend-access-link', { analysisId: copyId })).statusCode).toBe(404);

    // Used once: a third browser gets nothing.
    const third = new Visitor(t);
    const again = await third.req('POST', `/access/${token}`);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/?tenant=default&access_link=used');
    expect((await third.req('GET', `/access/${token}`)).headers.location).toBe('/?tenant=default&access_link=used');

    // Forged: another signature, or an id with no signature at all.
    const forged = `${token.slice(0, 37)}${token[37] === 'A' ? 'B' : 'A'}${token.slice(38)}`;
    expect((await third.req('POST', `/access/${forged}`)).headers.location).toBe('/?access_link=invalid');
    expect((await third.req('POST', `/access/${token.split('.')[0]}`)).statusCode).toBe(400);
    expect(
      await t.ctx.database.db
        .select()
        .from(accessGrants)
        .where(eq(accessGrants.visitorSessionId, third.sessionId() ?? '00000000-0000-4000-8000-000000000000')),
    ).toHaveLength(0);

    // The payer's browser asks for a new link; it is mailed to the payer, and the answer does not repeat the address.
    const resend = await v.req('POST', '/api/payments/resend-access-link', { analysisId: analysis.id });
    expect(resend.statusCode).toBe(200);
    expect(resend.body).not.toContain('payer3@example.com');
    const fresh = (await mailsTo('payer3@example.com')).map((m) => linkIn(m.html)).filter((x) => x && x !== token);
    expect(fresh).toHaveLength(1);
    // Nobody else can have one sent.
    expect((await third.req('POST', '/api/payments/resend-access-link', { analysisId: analysis.id })).statusCode).toBe(
      404,
    );

    // Expired (7 days): nothing.
    await t.ctx.database.execute(`update access_links set expires_at = now() - interval '1 minute' where id = $1`, [
      fresh[0]!.split('.')[0],
    ]);
    const late = new Visitor(t);
    expect((await late.req('POST', `/access/${fresh[0]}`)).headers.location).toBe(
      '/?tenant=default&access_link=expired',
    );
    expect(late.sessionId()).toBeUndefined();
  });

  it('finding 2: two browsers opening one link at the same moment: exactly one gets the report', async () => {
    const { v, analysis } = await paidVisitor('payer4@example.com');
    await v.req('POST', '/api/payments/resend-access-link', { analysisId: analysis.id });
    const tokens = (await mailsTo('payer4@example.com')).map((m) => linkIn(m.html)!);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) {
      const browsers = [new Visitor(t), new Visitor(t), new Visitor(t)];
      const answers = await Promise.all(browsers.map((b) => b.req('POST', `/access/${token}`)));
      const locations = answers.map((a) => a.headers.location as string);
      expect(
        locations.filter((l) => l.includes('report=')),
        locations.join(' '),
      ).toHaveLength(1);
      expect(locations.filter((l) => l.endsWith('access_link=used'))).toHaveLength(2);
    }
    const [{ count }] = (
      await t.ctx.database.execute(
        `select count(*)::int as count from access_grants where source_id like 'link:%' and analysis_id in (select id from analyses where url = $1)`,
        [analysis.url],
      )
    ).rows;
    expect(count).toBeGreaterThanOrEqual(2);
  });

  // ------------------------------------------------------------------ finding 3: paying first buys one analysis

  /** A visitor who paid before analysing (paid_first): checkout without an analysis, TEST payment, verify. */
  async function paidFirstVisitor(productType: 'single_page' | 'multi_page', email: string) {
    const v = new Visitor(t);
    const session = await v.start();
    const c = await v.req('POST', '/api/payments/create-checkout', {
      productType,
      email,
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
    });
    expect(c.statusCode).toBe(200);
    const sid = sidOf(c.json().checkoutUrl);
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });
    const verified = await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(verified.json()).toMatchObject({ verified: true, accessGranted: true, analysisId: null });
    return { v, session, sid };
  }
  async function analysisOfKind(session: string, kind: 'single_page' | 'multi_page') {
    const a = await insertAnalysis(t, { visitorSessionId: session });
    if (kind === 'multi_page')
      await t.ctx.database.execute(`update analyses set kind = 'multi_page' where id = $1`, [a.id]);
    return a;
  }

  it('finding 3: a single-page purchase before analysing opens exactly one single-page analysis, even when two are read at once', async () => {
    const { v, session, sid } = await paidFirstVisitor('single_page', 'first1@example.com');
    // Before any analysis the purchase shows as access (the paid_first gate opens).
    expect((await v.req('GET', `/api/sessions/${session}/access-status`)).json()).toMatchObject({ hasAccess: true });

    const [a1, a2] = [await analysisOfKind(session, 'single_page'), await analysisOfKind(session, 'single_page')];
    const multi = await analysisOfKind(session, 'multi_page');
    const reads = await Promise.all([a1, a2, a1, a2].map((a) => v.req('GET', `/api/analyses/${a.id}`)));
    const openIds = new Set(reads.filter((r) => r.json().access.locked === false).map((r) => r.json().id as string));
    expect(openIds.size).toBe(1);
    const [opened] = [...openIds];
    const other = opened === a1.id ? a2 : a1;
    // It stays open; the other and the multi-page analysis stay locked, whatever is replayed.
    await v.req('POST', '/api/payments/verify', { sessionId: sid });
    expect((await v.req('GET', `/api/analyses/${opened}`)).json().access).toEqual({ locked: false, reason: 'paid' });
    expect((await v.req('GET', `/api/analyses/${other.id}`)).json().access.locked).toBe(true);
    expect((await v.req('GET', `/api/analyses/${multi.id}`)).json().access.locked).toBe(true);
    const later = await analysisOfKind(session, 'single_page');
    expect((await v.req('GET', `/api/analyses/${later.id}`)).json().access.locked).toBe(true);
    expect((await v.req('GET', `/api/sessions/${session}/access-status?analysisId=${opened}`)).json()).toMatchObject({
      hasAccess: true,
      paymentVerified: true,
    });
    expect((await v.req('GET', `/api/sessions/${session}/access-status?analysisId=${other.id}`)).json()).toMatchObject({
      hasAccess: false,
    });
    // No grant opens the session as a whole.
    const sessionWide = await t.ctx.database.db
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.visitorSessionId, session), isNull(accessGrants.analysisId)));
    expect(sessionWide).toHaveLength(0);
    // Paying again (a new checkout, no analysis named) is possible: the first credit is spent.
    const again = await v.req('POST', '/api/payments/create-customer-checkout', { email: 'first1@example.com' });
    expect(again.json().alreadyPaid).toBe(false);
  });

  it('finding 3: a multi-page purchase opens one multi-page analysis and no single-page one', async () => {
    const { v, session } = await paidFirstVisitor('multi_page', 'first2@example.com');
    const single = await analysisOfKind(session, 'single_page');
    expect((await v.req('GET', `/api/analyses/${single.id}`)).json().access.locked).toBe(true);
    const m1 = await analysisOfKind(session, 'multi_page');
    const m2 = await analysisOfKind(session, 'multi_page');
    expect((await v.req('GET', `/api/analyses/${m1.id}`)).json().access).toEqual({ locked: false, reason: 'paid' });
    expect((await v.req('GET', `/api/analyses/${m2.id}`)).json().access.locked).toBe(true);
    expect((await v.req('GET', `/api/analyses/${single.id}`)).json().access.locked).toBe(true);
  });

  it("finding 3: the payer's link moves an unspent purchase to the other browser (not a copy of it)", async () => {
    const { v, session } = await paidFirstVisitor('single_page', 'first3@example.com');
    const [mail] = await mailsTo('first3@example.com');
    const token = linkIn(mail.html)!;
    expect(token).toBeTruthy();
    const laptop = new Visitor(t);
    const opened = await laptop.req('POST', `/access/${token}`);
    expect(opened.headers.location).toBe('/?tenant=default&credit=single_page');
    const laptopSession = laptop.sessionId()!;
    const mine = await analysisOfKind(laptopSession, 'single_page');
    expect((await laptop.req('GET', `/api/analyses/${mine.id}`)).json().access.locked).toBe(false);
    // The purchase went with the link: the payer's browser has nothing left to spend.
    const theirs = await analysisOfKind(session, 'single_page');
    expect((await v.req('GET', `/api/analyses/${theirs.id}`)).json().access.locked).toBe(true);
  });

  it('finding 3: migration 0004 turns a session-wide paid grant into one credit; until then such a grant opens nothing', async () => {
    const v = new Visitor(t);
    const session = await v.start();
    const client = await clientOf(t, 'default');
    const [payment] = await t.ctx.database.db
      .insert(payments)
      .values({
        clientId: client.id,
        visitorSessionId: session,
        email: 'legacy@example.com',
        productType: 'single_page',
        amount: 2495,
        currency: 'usd',
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    await t.ctx.database.db.insert(accessGrants).values({
      clientId: client.id,
      visitorSessionId: session,
      analysisId: null,
      email: 'legacy@example.com',
      accessType: 'paid',
      sourceId: `payment:${payment.id}:${session}`,
    });
    const a1 = await analysisOfKind(session, 'single_page');
    const a2 = await analysisOfKind(session, 'single_page');
    expect((await v.req('GET', `/api/analyses/${a1.id}`)).json().access.locked).toBe(true);
    // The data statements of the migration, as the migrator runs them.
    const sql = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../src/db/migrations/0004_payment_binding_credits_links.sql'),
      'utf8',
    );
    const statements = sql
      .split('--> statement-breakpoint')
      .map((x) => x.trim())
      .filter((x) => /^(-- .*\n)*(INSERT|DELETE)/.test(x));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.ctx.database.execute(statement);
    const left = await t.ctx.database.db
      .select()
      .from(accessGrants)
      .where(and(eq(accessGrants.visitorSessionId, session), isNull(accessGrants.analysisId)));
    expect(left).toHaveLength(0);
    const opened = (await Promise.all([a1, a2].map((a) => v.req('GET', `/api/analyses/${a.id}`)))).filter(
      (r) => !r.json().access.locked,
    );
    expect(opened).toHaveLength(1);
  });
});

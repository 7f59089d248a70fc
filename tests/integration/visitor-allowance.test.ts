/**
 * Security findings 4, 9, 10 and 14 (docs/decisions/011, docs/security.md):
 * - 4: the complimentary analysis is enforced by the server (session + per-address daily allowance);
 * - 9: checkout return URLs only on PUBLIC_BASE_URL and the tenant's domain, never the request's Host;
 * - 10: the result cache is keyed by URL, kind and page count, ages from the original run, never
 *   serves failures, says it is cached, can be bypassed, and is a tenant setting;
 * - 14: a private tenant is reachable only on its own domain.
 * Real analyses (raw HTML, no browser) of the loopback fixture sites, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { clientOf, Visitor } from '../helpers/access-fixtures';
import { signIn } from '../helpers/admin';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';

const NO_ANALYSES =
  'You have no premium analysis credits remaining. Purchase more credits to continue analyzing websites.';
const PREMIUM = 'Premium access is required for this feature. Please purchase credits or enter an access code.';

describe.each(DB_KINDS)('visitor allowance, result cache, return URLs and private tenants on %s', (kind) => {
  let t: TestApp;
  let sites: FixtureServer;
  let stopWorkers: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    sites = await startFixtureServer();
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'false',
      FREE_TRIAL_PER_IP_PER_DAY: '3',
      ANALYSIS_FETCH_TIMEOUT_MS: '10000',
    });
    const { registerWorkers } = await import('@/server/jobs/workers');
    stopWorkers = await registerWorkers(t.ctx);
  }, 120_000);
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
    await sites?.close();
  });

  const page = (name: string) => `${sites.siteUrl('good')}?${name}-${kind}`;
  /** Engine runs of this address (a cache answer starts none). */
  const runsOf = async (url: string) =>
    Number(
      (
        (
          await t.ctx.database.execute(
            `select count(*)::int as n from analyses where url = $1 and job_id is not null`,
            [url],
          )
        ).rows[0] as { n: number }
      ).n,
    );
  const normalised = (url: string) => new URL(url).toString();

  // ------------------------------------------------------------------ finding 4

  it('finding 4: one complimentary single-page analysis per visitor; another page is 402, multi-page 403, a re-run of the same page is free', async () => {
    const v = new Visitor(t);
    const first = await v.req('POST', '/api/analyze', { url: page('trial') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().access.locked).toBe(true);

    // The same cookie, another page: refused by the server with the spec's message.
    const second = await v.req('POST', '/api/analyze', { url: page('trial-second') });
    expect(second.statusCode, second.body).toBe(402);
    expect(second.json()).toMatchObject({ error: 'free_trial_used', message: NO_ANALYSES });
    const multi = await v.req('POST', '/api/analyze-multi-page', { url: page('trial-multi'), maxPages: 3 });
    expect(multi.statusCode, multi.body).toBe(403);
    expect(multi.json()).toMatchObject({ error: 'premium_required', message: PREMIUM });
    // Nothing was queued for the refused ones.
    expect(await runsOf(normalised(page('trial-second')))).toBe(0);
    expect(await runsOf(normalised(page('trial-multi')))).toBe(0);

    // "Analyse again now" on the complimentary page: a fresh run, still the same complimentary analysis.
    const again = await v.req('POST', '/api/analyze', { url: page('trial'), fresh: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ cached: false, complimentary: true });
    expect(again.json().id).not.toBe(first.json().id);

    const status = await v.req('GET', '/api/free-trial');
    expect(status.json()).toEqual({
      freeAnalysisUsed: true,
      freeAnalysisUrl: normalised(page('trial')),
      hasAccess: false,
      reason: null,
    });
    const newcomer = await new Visitor(t).req('GET', '/api/free-trial');
    expect(newcomer.json()).toMatchObject({ freeAnalysisUsed: false, hasAccess: false });
  }, 60_000);

  it('finding 4: two different pages at the same moment from one new visitor: exactly one is complimentary', async () => {
    const v = new Visitor(t);
    await v.start();
    const [a, b] = await Promise.all([
      v.req('POST', '/api/analyze', { url: page('race-a') }),
      v.req('POST', '/api/analyze', { url: page('race-b') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
  }, 60_000);

  it('finding 4: dropping the cookie does not buy another: each address has a daily allowance per tenant', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: page(`ip-${n}`) },
        remoteAddress: '10.77.0.1',
      });
    for (const n of [1, 2, 3]) expect((await from(n)).statusCode).toBe(200);
    const fourth = await from(4);
    expect(fourth.statusCode, fourth.body).toBe(402);
    expect(fourth.json()).toMatchObject({ error: 'free_trial_ip_limit', message: NO_ANALYSES });
    // Another address, and another tenant from the same address, are not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/analyze',
          payload: { url: page('ip-5') },
          remoteAddress: '10.77.0.2',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/analyze?tenant=acme',
          payload: { url: page('ip-6') },
          remoteAddress: '10.77.0.1',
        })
      ).statusCode,
    ).toBe(200);
  }, 90_000);

  it('finding 4: an analysis that failed gives the complimentary analysis back', async () => {
    const v = new Visitor(t);
    const failed = await v.req('POST', '/api/analyze', { url: 'http://127.0.0.1:9/' });
    expect(failed.statusCode).toBe(422);
    expect((await v.req('POST', '/api/analyze', { url: page('after-failure') })).statusCode).toBe(200);
  }, 60_000);

  it('finding 4: access (code, purchase, payment) and a free-service tenant are not limited by the trial', async () => {
    const { createGrant } = await import('@/server/services/access');
    const client = await clientOf(t, 'default');
    // An access code: any number of pages, and multi-page.
    const coded = new Visitor(t);
    const codedSession = await coded.start();
    await createGrant(t.ctx, {
      clientId: client.id,
      visitorSessionId: codedSession,
      analysisId: null,
      accessType: 'access_code',
      sourceId: `test-code:${kind}`,
    });
    for (const name of ['code-1', 'code-2'])
      expect((await coded.req('POST', '/api/analyze', { url: page(name) })).json()).toMatchObject({
        complimentary: false,
        access: { locked: false, reason: 'access_code' },
      });
    const codedMulti = await coded.req('POST', '/api/analyze-multi-page', { url: page('code-multi'), maxPages: 2 });
    expect(codedMulti.statusCode, codedMulti.body).toBe(200);
    expect((await coded.req('GET', '/api/free-trial')).json()).toMatchObject({
      freeAnalysisUsed: false,
      hasAccess: true,
      reason: 'access',
    });

    // A purchase made before analysing (a credit): not the trial; the credit opens the report.
    const buyer = new Visitor(t);
    const buyerSession = await buyer.start();
    await t.ctx.database.execute(
      `insert into payments (id, client_id, visitor_session_id, email, product_type, amount, currency, status) values (gen_random_uuid(), $1, $2, 'b@example.com', 'single_page', 2495, 'usd', 'paid')`,
      [client.id, buyerSession],
    );
    await t.ctx.database.execute(
      `insert into access_credits (client_id, payment_id, visitor_session_id, product_type) select client_id, id, visitor_session_id, product_type from payments where visitor_session_id = $1`,
      [buyerSession],
    );
    const bought = await buyer.req('POST', '/api/analyze', { url: page('credit-1') });
    expect(bought.json()).toMatchObject({ complimentary: false, access: { locked: false, reason: 'paid' } });
    // Having paid, further pages may be analysed (their reports are locked until paid for).
    expect((await buyer.req('POST', '/api/analyze', { url: page('credit-2') })).json()).toMatchObject({
      complimentary: false,
      access: { locked: true },
    });

    // Payments off: a free service, no limit, multi-page included.
    const g = new Visitor(t, 'globex');
    for (const name of ['free-1', 'free-2'])
      expect((await g.req('POST', '/api/analyze', { url: page(name) })).json()).toMatchObject({
        complimentary: false,
        access: { locked: false, reason: 'free_service' },
      });
    expect((await g.req('POST', '/api/analyze-multi-page', { url: page('free-multi'), maxPages: 2 })).statusCode).toBe(
      200,
    );
    expect((await g.req('GET', '/api/free-trial')).json()).toEqual({
      freeAnalysisUsed: false,
      freeAnalysisUrl: null,
      hasAccess: true,
      reason: 'free_service',
    });
  }, 90_000);

  // ------------------------------------------------------------------ finding 10

  it('finding 10: the cache is keyed by page count: a 5-page plan is not answered with a 2-page result', async () => {
    const url = page('pages');
    expect(
      (await new Visitor(t, 'globex').req('POST', '/api/analyze-multi-page', { url, maxPages: 2 })).statusCode,
    ).toBe(200);
    const five = await new Visitor(t, 'globex').req('POST', '/api/analyze-multi-page', { url, maxPages: 5 });
    expect(five.statusCode).toBe(200);
    expect(await runsOf(normalised(url))).toBe(2);
    // The same page count is answered from the cache.
    const two = await new Visitor(t, 'globex').req('POST', '/api/analyze-multi-page', { url, maxPages: 2 });
    expect(two.json().cached).toBe(true);
    expect(await runsOf(normalised(url))).toBe(2);
  }, 60_000);

  it('finding 10: a cached copy ages from the original run, so a popular entry expires', async () => {
    const url = page('aging');
    const shift = (minutes: number) =>
      t.ctx.database.execute(
        `update analyses set created_at = created_at - ($2 || ' minutes')::interval, completed_at = completed_at - ($2 || ' minutes')::interval where url = $1`,
        [normalised(url), String(minutes)],
      );
    const original = await new Visitor(t, 'globex').req('POST', '/api/analyze', { url });
    await shift(8);
    const copy = await new Visitor(t, 'globex').req('POST', '/api/analyze', { url });
    await shift(3); // the original finished 11 minutes ago, the copy was made 3 minutes ago
    const later = await new Visitor(t, 'globex').req('POST', '/api/analyze', { url });
    expect(await runsOf(normalised(url))).toBe(2);
    expect(original.json().cached).toBe(false);
    expect(copy.json()).toMatchObject({
      cached: true,
      completedAt: new Date(new Date(original.json().completedAt).getTime() - 8 * 60_000).toISOString(),
    });
    expect(later.json().cached).toBe(false);
  }, 60_000);

  it('finding 10: failures (bot protection, time-outs, errors) are never served from the cache', async () => {
    const url = `${sites.siteUrl('ua-blocked')}?blocked-${kind}`;
    const first = await new Visitor(t, 'globex').req('POST', '/api/analyze', { url });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results.failureType).toBe('bot_protection');
    const second = await new Visitor(t, 'globex').req('POST', '/api/analyze', { url });
    expect(await runsOf(normalised(url))).toBe(2);
    expect(second.json().cached).toBe(false);
    // A stored time-out report of another page is not served either.
    const timedOutUrl = normalised(page('timed-out'));
    const client = await clientOf(t, 'globex');
    const stored = structuredClone(first.json().results);
    await t.ctx.database.execute(
      `insert into analyses (client_id, url, kind, max_pages, status, results, completed_at, job_id) values ($1, $2, 'single_page', 1, 'completed', $3::jsonb, now(), 'stored')`,
      [client.id, timedOutUrl, JSON.stringify({ ...stored, failureType: 'timeout', isFailureReport: true })],
    );
    expect((await new Visitor(t, 'globex').req('POST', '/api/analyze', { url: timedOutUrl })).json().cached).toBe(
      false,
    );
  }, 60_000);

  it('finding 10: a cached answer says so (also when read again), fresh bypasses it, and the window is a tenant setting capped by ANALYSIS_CACHE_MINUTES', async () => {
    const url = page('setting');
    const a = new Visitor(t, 'globex');
    const original = await a.req('POST', '/api/analyze', { url });
    expect(original.json()).toMatchObject({ cached: false, completedAt: expect.any(String) });
    const b = new Visitor(t, 'globex');
    const copy = await b.req('POST', '/api/analyze', { url });
    expect(copy.json()).toMatchObject({ cached: true, completedAt: original.json().completedAt });
    expect((await b.req('GET', `/api/analyses/${copy.json().id}`)).json()).toMatchObject({
      cached: true,
      completedAt: original.json().completedAt,
    });
    // The owner's own result, asked for again, is answered from the cache too, and says so.
    expect((await a.req('POST', '/api/analyze', { url })).json()).toMatchObject({
      id: original.json().id,
      cached: true,
    });
    const fresh = await b.req('POST', '/api/analyze', { url, fresh: true });
    expect(fresh.json().cached).toBe(false);
    expect(await runsOf(normalised(url))).toBe(2);
    expect((await b.req('POST', '/api/analyze', { url, fresh: 'yes' })).statusCode).toBe(400);

    const admin = await signIn(t, 'admin@getseen.local');
    const globex = await clientOf(t, 'globex');
    const off = await admin.req('PUT', `/api/admin/clients/${globex.id}`, { analysis_cache_minutes: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().analysis_cache_minutes).toBe(0);
    expect((await new Visitor(t, 'globex').req('POST', '/api/analyze', { url })).json().cached).toBe(false);
    // 60 minutes for the tenant, but the server's cap (ANALYSIS_CACHE_MINUTES, 10 here) wins.
    expect((await admin.req('PUT', `/api/admin/clients/${globex.id}`, { analysis_cache_minutes: 60 })).statusCode).toBe(
      200,
    );
    await t.ctx.database.execute(
      `update analyses set completed_at = completed_at - interval '30 minutes' where url = $1`,
      [normalised(url)],
    );
    expect((await new Visitor(t, 'globex').req('POST', '/api/analyze', { url })).json().cached).toBe(false);
    for (const bad of [-1, 1441, 2.5, '10'])
      expect(
        (await admin.req('PUT', `/api/admin/clients/${globex.id}`, { analysis_cache_minutes: bad })).statusCode,
      ).toBe(400);
    expect((await admin.req('PUT', `/api/admin/clients/${globex.id}`, { analysis_cache_minutes: 10 })).statusCode).toBe(
      200,
    );
    const history = await admin.req('GET', `/api/admin/clients/${globex.id}/history`);
    expect(history.json()[0].changeDescription).toContain('result cache');
  }, 90_000);

  // ------------------------------------------------------------------ finding 9

  it("finding 9: checkout return URLs must be on PUBLIC_BASE_URL or the tenant's domain, whatever Host the request names", async () => {
    const v = new Visitor(t);
    const analysed = await v.req('POST', '/api/analyze', { url: page('checkout') });
    const analysisId = analysed.json().id as string;
    const checkout = (successUrl: string | undefined, host: string, tenant = 'default', cancelUrl = successUrl) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/create-checkout${tenant === 'default' ? '' : `?tenant=${tenant}`}`,
        headers: { host },
        cookies: v.cookies,
        remoteAddress: v.ip,
        payload: {
          productType: 'single_page',
          email: 'r@example.com',
          ...(successUrl === undefined ? {} : { successUrl, cancelUrl }),
          ...(tenant === 'default' ? { analysisId } : {}),
        },
      });
    // The attacker's host in both the Host header and the return URL: refused.
    const evil = await checkout('https://evil.example/steal', 'evil.example');
    expect(evil.statusCode, evil.body).toBe(400);
    expect(evil.json()).toMatchObject({ error: 'invalid_return_url' });
    expect((await checkout('http://evil.example:80/', 'evil.example:80')).statusCode).toBe(400);
    expect((await checkout('http://user@localhost:3000/', 'localhost:3000')).statusCode).toBe(400);
    // A relative address under a forged Host is resolved against PUBLIC_BASE_URL.
    const { getLocalCheckoutSession } = await import('@/server/local-stripe');
    const relative = await checkout('/', 'evil.example');
    expect(relative.statusCode, relative.body).toBe(200);
    const sid = /\/test-checkout\/(cs_test_\w+)/.exec(relative.json().checkoutUrl)![1];
    expect(getLocalCheckoutSession(sid)!.success_url).toMatch(/^http:\/\/localhost:3000\/\?s=1&sid=/);
    expect(getLocalCheckoutSession(sid)!.cancel_url).toMatch(/^http:\/\/localhost:3000\/\?cancelled=true/);
    // PUBLIC_BASE_URL and the tenant's own domain are fine.
    expect((await checkout('http://localhost:3000/?from=report', 'evil.example')).statusCode).toBe(200);
    expect((await checkout('https://getseen.app/', 'getseen.app')).statusCode).toBe(200);
    const acme = await checkout('https://acme.getseen.app/', 'acme.getseen.app', 'acme');
    expect(acme.statusCode, acme.body).toBe(200);
    // Another tenant's domain is not this tenant's site.
    expect((await checkout('https://acme.getseen.app/', 'getseen.app')).statusCode).toBe(400);
  }, 60_000);

  // ------------------------------------------------------------------ finding 14

  it('finding 14: a private tenant answers only on its own domain; ?tenant=, the x-tenant cookie and body hints elsewhere get the config error', async () => {
    const admin = await signIn(t, 'admin@getseen.local');
    const acme = await clientOf(t, 'acme');
    expect((await t.app.inject('/api/brand-config?tenant=acme')).statusCode).toBe(200);
    const made = await admin.req('PUT', `/api/admin/clients/${acme.id}`, { is_private: true });
    expect(made.statusCode, made.body).toBe(200);

    const refused = [
      await t.app.inject('/api/brand-config?tenant=acme'),
      await t.app.inject({ url: '/api/brand-config', cookies: { 'x-tenant': 'acme' } }),
      await t.app.inject({ url: '/api/brand-config?tenant=acme', headers: { host: 'globex.getseen.app' } }),
      await t.app.inject({ method: 'POST', url: '/api/analyze?tenant=acme', payload: { url: page('private') } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-checkout',
        payload: { productType: 'single_page', email: 'p@example.com', tenant: 'acme' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/validate-access-code',
        payload: { code: 'whatever-code', email: 'p@example.com', tenant: 'acme' },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(422);
      // The same answer as for a tenant that does not exist (the web app shows /config-error).
      expect(res.json()).toMatchObject({
        error: 'tenant_not_found',
        message: "Tenant 'acme' was not found or is not active",
      });
    }
    expect(made.json().is_private).toBe(true);
    // On its own domain: served, with or without the parameter.
    const own = await t.app.inject({ url: '/api/brand-config', headers: { host: 'acme.getseen.app' } });
    expect(own.statusCode).toBe(200);
    expect(own.json().tenant).toBe('acme');
    expect(
      (await t.app.inject({ url: '/api/brand-config?tenant=acme', headers: { host: 'acme.getseen.app' } })).json()
        .tenant,
    ).toBe('acme');
    // Links the server mails for a private tenant point at its own domain (PUBLIC_BASE_URL would refuse it).
    const { accessLinkUrl } = await import('@/server/services/access-links');
    expect(accessLinkUrl(t.ctx, 'token', await clientOf(t, 'acme'))).toBe('http://acme.getseen.app/access/token');
    expect(accessLinkUrl(t.ctx, 'token', await clientOf(t, 'globex'))).toBe('http://localhost:3000/access/token');
    // Other tenants are unaffected; the default tenant cannot be made private.
    expect((await t.app.inject('/api/brand-config?tenant=globex')).statusCode).toBe(200);
    const def = await clientOf(t, 'default');
    expect((await admin.req('PUT', `/api/admin/clients/${def.id}`, { is_private: true })).statusCode).toBe(409);
    expect((await admin.req('PUT', `/api/admin/clients/${acme.id}`, { is_private: 'yes' })).statusCode).toBe(400);

    const back = await admin.req('PUT', `/api/admin/clients/${acme.id}`, { is_private: false });
    expect(back.json().is_private).toBe(false);
    expect((await t.app.inject('/api/brand-config?tenant=acme')).statusCode).toBe(200);
  });
});

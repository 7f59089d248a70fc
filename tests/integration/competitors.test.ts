/**
 * Competitors side by side (issue 16, docs/decisions/026) on PGlite and PostgreSQL: the product is off
 * until a tenant adds it; addresses are checked as the main one; the comparison runs through the queue
 * against the loopback fixture sites (raw HTML, real engine); a visitor without access to the comparison
 * gets the scores table only, redacted on the server; paying for it (local Stripe) opens the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { competitors } from '@/db/schema';
import { insertGrant } from '@/db/queries/access-grants';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { clientOf, insertAnalysis, Visitor } from '../helpers/access-fixtures';
import { signIn } from '../helpers/admin';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';

const sidOf = (checkoutUrl: string) => /\/test-checkout\/(cs_test_\w+)/.exec(checkoutUrl)![1];

describe.each(DB_KINDS)('competitors side by side on %s', (kind) => {
  let t: TestApp;
  let sites: FixtureServer;
  let stopWorkers: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    sites = await startFixtureServer();
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'false',
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

  /** A visitor who may start analyses (a paid report of another page), but has not paid for any comparison. */
  async function visitorWithAccess(): Promise<Visitor> {
    const v = new Visitor(t);
    const session = await v.start();
    const other = await insertAnalysis(t, { visitorSessionId: session });
    await insertGrant(t.ctx.database.db, {
      clientId: other.clientId,
      visitorSessionId: session,
      analysisId: other.id,
      accessType: 'paid',
      sourceId: `test:${other.id}`,
    });
    return v;
  }
  const compare = (v: Visitor, url: string, list: string[]) =>
    v.req('POST', '/api/analyze-competitors', { url, competitors: list });

  it('is off by default: not priced, and refused with a clear 403', async () => {
    const brand = await t.app.inject('/api/brand-config');
    expect(brand.json().pricing.map((p: { productType: string }) => p.productType)).not.toContain('competitor_compare');
    const res = await compare(await visitorWithAccess(), sites.siteUrl('good'), [sites.siteUrl('robots-rules')]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'comparison_not_offered',
      message: 'Comparing with competitors is not offered on this site.',
    });
  });

  it("is switched on per tenant in the admin console's products, and priced there", async () => {
    const admin = await signIn(t, 'admin@getseen.local');
    const client = await clientOf(t, 'default');
    const created = await admin.req('POST', '/api/admin/products', {
      productType: 'competitor_compare',
      name: 'Competitors side by side',
      price: 4900,
      currency: 'USD',
      isActive: true,
      tenantId: client.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const brand = await t.app.inject('/api/brand-config');
    expect(brand.json().pricing).toContainEqual({ productType: 'competitor_compare', price: 4900, currency: 'USD' });
    // Another tenant still does not sell it.
    const acme = await t.app.inject('/api/brand-config?tenant=acme');
    expect(acme.json().pricing.map((p: { productType: string }) => p.productType)).not.toContain('competitor_compare');
  });

  it('refuses bad lists with errors that name what is wrong, before anything is queued', async () => {
    const v = await visitorWithAccess();
    const main = sites.siteUrl('good');
    const other = sites.siteUrl('robots-rules');
    const cases: [string[], number, string, string][] = [
      [[], 400, 'validation_error', 'Add at least one competitor address'],
      [[`${other}a`, `${other}b`, `${other}c`, `${other}d`], 400, 'validation_error', 'at most 3 competitors'],
      [
        [`${other}pricing`, `${other}pricing/`],
        400,
        'duplicate_competitor',
        `Competitor 2 (${other}pricing/) is the same address as competitor 1.`,
      ],
      [[other, main.replace(/\/$/, '')], 400, 'duplicate_competitor', 'is the same address as your page.'],
      [[other, 'not an address'], 400, 'invalid_url', 'Competitor 2 (not an address): '],
      [['ftp://files.example/'], 400, 'invalid_url', 'Competitor 1 (ftp://files.example/)'],
    ];
    for (const [list, status, code, message] of cases) {
      const res = await compare(v, main, list);
      expect(res.statusCode, `${JSON.stringify(list)} → ${res.body}`).toBe(status);
      expect(res.json().error).toBe(code);
      expect(res.json().message).toContain(message);
    }
    const notList = await v.req('POST', '/api/analyze-competitors', { url: main, competitors: 'https://a.example/' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().message).toContain('competitors');
    const rows = await t.ctx.database.db.select().from(competitors);
    expect(rows).toEqual([]);
  });

  it('needs access to start, as multi-page does', async () => {
    const res = await compare(new Visitor(t), sites.siteUrl('good'), [sites.siteUrl('robots-rules')]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('premium_required');
  });

  let comparisonId = '';
  let buyer: Visitor;
  it('analyses every page through the queue; without access to the comparison only the scores table leaves the server', async () => {
    buyer = await visitorWithAccess();
    const mine = sites.siteUrl('robots-rules');
    const res = await compare(buyer, mine, [sites.siteUrl('good'), 'http://127.0.0.1:1/']);
    expect(res.statusCode, res.body).toBe(200);
    comparisonId = res.json().id;
    expect(res.json().access.locked).toBe(true);
    const rows = await t.ctx.database.db.select().from(competitors).where(eq(competitors.analysisId, comparisonId));
    expect(rows.map((r) => [r.position, r.status])).toEqual([
      [1, 'completed'],
      [2, 'failed'],
    ]);

    const locked = await buyer.req('GET', `/api/analyses/${comparisonId}/comparison`);
    expect(locked.statusCode).toBe(200);
    const body = locked.json();
    expect(body.access.locked).toBe(true);
    const c = body.comparison;
    expect(c.sites.map((s: { role: string; status: string }) => [s.role, s.status])).toEqual([
      ['you', 'completed'],
      ['competitor', 'completed'],
      ['competitor', 'failed'],
    ]);
    expect(c.sites[2].error).toContain('Unable to access the website');
    expect(c.scores).toHaveLength(6);
    expect(c.scores[0].values[0]).toBeLessThan(c.scores[0].values[1]);
    expect(c.scores[0].values[2]).toBeNull();
    expect([c.gates, c.crawlers, c.engines, c.signals, c.advantages]).toEqual([[], [], [], [], []]);
    expect(locked.body).not.toContain('OAI-SearchBot');
    expect(locked.body).not.toContain('robots.txt disallows');
  }, 90_000);

  it('keeps the comparison to its own visitor, and answers a non-comparison with 404', async () => {
    expect((await new Visitor(t).req('GET', `/api/analyses/${comparisonId}/comparison`)).statusCode).toBe(404);
    const session = buyer.sessionId()!;
    const single = await insertAnalysis(t, { visitorSessionId: session });
    const notComparison = await buyer.req('GET', `/api/analyses/${single.id}/comparison`);
    expect(notComparison.statusCode).toBe(404);
    expect(notComparison.json().message).toContain('not a comparison');
  });

  it('is sold at the comparison price; once paid, the whole comparison in plain words', async () => {
    const checkout = await buyer.req('POST', '/api/payments/create-checkout', {
      productType: 'single_page',
      email: 'buyer@example.com',
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      analysisId: comparisonId,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sid = sidOf(checkout.json().checkoutUrl);
    const page = await t.app.inject(`/test-checkout/${sid}`);
    expect(page.body).toContain('$49.00');
    await t.app.inject({ method: 'POST', url: `/test-checkout/${sid}/pay` });
    const verified = await buyer.req('POST', '/api/payments/verify', { sessionId: sid });
    expect(verified.json()).toMatchObject({ verified: true, accessGranted: true });

    const open = await buyer.req('GET', `/api/analyses/${comparisonId}/comparison`);
    const c = open.json().comparison;
    expect(open.json().access.locked).toBe(false);
    const good = new URL(sites.siteUrl('good')).host;
    const texts = c.advantages[0].points.map((p: { text: string }) => p.text);
    // robots-rules line 9 is "Disallow: /" of the OAI-SearchBot group.
    expect(texts).toContain(`${good} lets OAI-SearchBot (OpenAI) crawl; your robots.txt disallows it (line 9).`);
    expect(c.advantages).toHaveLength(1);
    expect(c.crawlers.find((r: { id: string }) => r.id === 'OAI-SearchBot').values).toEqual([
      'blocked',
      'allowed',
      null,
    ]);
    expect(c.gates.length).toBeGreaterThan(0);
    expect(c.engines.length).toBeGreaterThan(0);
    expect(c.signals.length).toBeGreaterThan(0);
  });
});

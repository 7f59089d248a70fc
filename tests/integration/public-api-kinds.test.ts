/**
 * Multi-page analyses and comparisons with competitors through /api/v1 (docs/decisions/029), on PGlite
 * and PostgreSQL, run by the real workers on the fixture sites: the key is the tenant's own (no payment),
 * a comparison only while the tenant offers it, and bad combinations refused with what was wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyses } from '@/db/schema';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';
import { clientOf } from '../helpers/access-fixtures';

describe.each(DB_KINDS)('analysis kinds through /api/v1 on %s', (kind) => {
  let t: TestApp;
  let sites: FixtureServer;
  let stopWorkers: () => Promise<void>;
  let admin: AdminAgent;
  let clientId = '';
  let key = '';
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
  const finished = async (id: string) => {
    for (let i = 0; i < 480; i++) {
      const read = (await call('GET', `/api/v1/analyses/${id}`)).json();
      if (['completed', 'failed', 'cancelled'].includes(read.status)) return read;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`analysis ${id} did not finish`);
  };

  beforeAll(async () => {
    sites = await startFixtureServer();
    t = await createTestApp(kind, { ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_FETCH_TIMEOUT_MS: '20000' });
    const { registerWorkers } = await import('@/server/jobs/workers');
    stopWorkers = await registerWorkers(t.ctx);
    admin = await signIn(t, 'admin@getseen.local');
    // The default tenant takes payments: a visitor would need access for either kind, its own key does not.
    clientId = (await clientOf(t, 'default')).id;
    key = (await admin.req('POST', `/api/admin/clients/${clientId}/api-keys`, { name: 'CI' })).json().key;
  }, 120_000);
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
    await sites?.close();
  });

  it('runs a multi-page analysis of the site for the tenant, with no payment', async () => {
    const created = await call('POST', '/api/v1/analyses', {
      url: sites.siteUrl('good'),
      kind: 'multi_page',
      maxPages: 2,
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json()).toMatchObject({ kind: 'multi_page', status: 'pending' });
    const done = await finished(created.json().id);
    expect(done.status, JSON.stringify(done.error)).toBe('completed');
    expect(done.kind).toBe('multi_page');
    const [row] = await t.ctx.database.db.select().from(analyses).where(eq(analyses.id, done.id));
    expect(row).toMatchObject({ kind: 'multi_page', clientId, visitorSessionId: null, isTrial: false });
    expect(row.maxPages).toBe(2);
  }, 120_000);

  it('refuses a comparison until the tenant offers it, then runs it and reads the comparison in full', async () => {
    const body = { url: sites.siteUrl('good'), kind: 'competitor_compare', competitors: [sites.siteUrl('spa')] };
    const refused = await call('POST', '/api/v1/analyses', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('comparison_not_offered');
    const product = await admin.req('POST', '/api/admin/products', {
      productType: 'competitor_compare',
      name: 'Competitors side by side',
      price: 4900,
      currency: 'USD',
      isActive: true,
      tenantId: clientId,
    });
    expect(product.statusCode, product.body).toBe(201);

    const created = await call('POST', '/api/v1/analyses', body);
    expect(created.statusCode, created.body).toBe(202);
    const id = created.json().id as string;
    const early = await call('GET', `/api/v1/analyses/${id}/comparison`);
    expect(early.statusCode).toBe(200);
    const done = await finished(id);
    expect(done.status, JSON.stringify(done.error)).toBe('completed');
    expect(done.kind).toBe('competitor_compare');
    const read = await call('GET', `/api/v1/analyses/${id}/comparison`);
    expect(read.statusCode, read.body).toBe(200);
    const { comparison } = read.json();
    expect(comparison.sites).toHaveLength(2);
    expect(comparison.scores.length).toBeGreaterThan(0);
    // Never the locked view: the key is the tenant's own.
    expect(comparison.signals.length).toBeGreaterThan(0);

    const single = await call('POST', '/api/v1/analyses', { url: sites.siteUrl('good') });
    const notComparison = await call('GET', `/api/v1/analyses/${single.json().id}/comparison`);
    expect(notComparison.statusCode).toBe(404);
    const otherKey = (
      await admin.req('POST', `/api/admin/clients/${(await clientOf(t, 'globex')).id}/api-keys`, { name: 'G' })
    ).json().key;
    const stranger = await t.app.inject({
      url: `/api/v1/analyses/${id}/comparison`,
      headers: { authorization: `Bearer ${otherKey}` },
    });
    expect(stranger.statusCode).toBe(404);
  }, 180_000);

  it('refuses combinations that do not fit the kind, naming the field', async () => {
    const url = sites.siteUrl('good');
    const expect400 = async (payload: object, message: RegExp, error = 'validation_error') => {
      const res = await call('POST', '/api/v1/analyses', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().message).toMatch(message);
    };
    await expect400({ url, kind: 'site' }, /kind must be single_page, multi_page or competitor_compare/);
    await expect400({ url, maxPages: 3 }, /maxPages is for kind multi_page only/);
    await expect400({ url, kind: 'multi_page', maxPages: 11 }, /maxPages must be a whole number from 1 to 10/);
    await expect400({ url, kind: 'competitor_compare' }, /needs competitors/);
    await expect400({ url, competitors: [url] }, /competitors are for kind competitor_compare only/);
    await expect400(
      { url, kind: 'competitor_compare', competitors: ['a', 'b', 'c', 'd'].map((p) => `${url}${p}`) },
      /at most 3 competitors/,
    );
    await expect400(
      { url, kind: 'competitor_compare', competitors: [url] },
      /same address as your page/,
      'duplicate_competitor',
    );
    await expect400(
      { url, kind: 'competitor_compare', competitors: ['http://169.254.169.254/'] },
      /Competitor 1/,
      'blocked_address',
    );
  });
});

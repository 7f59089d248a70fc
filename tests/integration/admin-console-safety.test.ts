/**
 * Operator-reported console problems, server side (docs/decisions/010): payments only with a tested
 * key, access codes for support staff who see every tenant, global codes for the roles allowed to,
 * stat cards that follow the filters, the stored report with its tenant's brand. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyses, clients } from '@/db/schema';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { fakeStripeApi, signIn, type AdminAgent } from '../helpers/admin';

describe.each(DB_KINDS)('admin console safety on %s', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripeApi>>;
  let sa: AdminAgent;
  let manager: AdminAgent;
  let support: AdminAgent;
  let ta: AdminAgent;
  let acmeId: string;
  let globexId: string;

  beforeAll(async () => {
    stripe = await fakeStripeApi();
    t = await createTestApp(kind, { STRIPE_API_BASE: stripe.url });
    sa = await signIn(t, 'admin@getseen.local');
    manager = await signIn(t, 'manager@getseen.local');
    support = await signIn(t, 'support@getseen.local');
    ta = await signIn(t, 'acme-admin@getseen.local');
    const rows = await t.ctx.database.db.select().from(clients);
    acmeId = rows.find((c) => c.tenant === 'acme')!.id;
    globexId = rows.find((c) => c.tenant === 'globex')!.id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('payments need a key that passed its test', () => {
    const put = (body: object) => sa.req('PUT', `/api/admin/clients/${globexId}/stripe-config`, body);
    const config = async () => (await sa.req('GET', `/api/admin/clients/${globexId}`)).json().stripe_config;

    it('refuses to switch on without a key, or with a key that fails the test, and leaves the settings as they were', async () => {
      const none = await put({ enabled: true });
      expect(none.statusCode).toBe(409);
      expect(none.json().error).toBe('payments_need_key');
      const bad = await put({ enabled: true, secretKey: 'sk_test_bad123' });
      expect(bad.statusCode).toBe(409);
      expect(bad.json()).toMatchObject({
        error: 'stripe_test_failed',
        message: expect.stringContaining('Invalid API Key'),
      });
      expect(await config()).toMatchObject({ enabled: false, hasSecretKey: false, keyVerified: false });
      expect((await t.app.inject('/api/brand-config?tenant=globex')).json().paymentsEnabled).toBe(false);
    });

    it('a stored key that failed its test cannot be switched on; after a passing test it can', async () => {
      expect((await put({ secretKey: 'sk_test_bad456' })).statusCode).toBe(200); // storing while off is fine
      const tested = await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, { secretKey: 'sk_test_…t456' });
      expect(tested.json().success).toBe(false);
      expect((await put({ enabled: true })).statusCode).toBe(409);
      expect((await put({ secretKey: 'sk_test_good789' })).statusCode).toBe(200);
      expect((await config()).keyVerified).toBe(false);
      const ok = await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, {
        secretKey: (await config()).secretKey,
      });
      expect(ok.json()).toEqual({ success: true });
      expect(await config()).toMatchObject({ keyVerified: true, keyVerifiedAt: expect.any(String) });
      const on = await put({ enabled: true });
      expect(on.statusCode).toBe(200);
      expect(on.json().stripe_config).toMatchObject({ enabled: true, keyVerified: true });
      expect((await t.app.inject('/api/brand-config?tenant=globex')).json().paymentsEnabled).toBe(true);
    });

    it('switching on with a new good key tests it on the way; a failing replacement while live is refused and the old key kept', async () => {
      expect((await put({ enabled: false })).statusCode).toBe(200);
      const fresh = await put({ enabled: true, secretKey: 'sk_test_good_fresh1' });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().stripe_config).toMatchObject({
        enabled: true,
        secretKey: 'sk_test_…esh1',
        keyVerified: true,
      });
      const swap = await put({ secretKey: 'sk_test_bad_swap1' });
      expect(swap.statusCode).toBe(409);
      expect(await config()).toMatchObject({ enabled: true, secretKey: 'sk_test_…esh1', keyVerified: true });
      // A live key that later fails a test loses its mark (the console then warns), but payments stay on.
      stripe.close();
      const down = await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, { secretKey: 'sk_test_…esh1' });
      expect(down.json().success).toBe(false);
      expect(await config()).toMatchObject({ enabled: true, keyVerified: false });
      // Switching off always works.
      expect((await put({ enabled: false })).statusCode).toBe(200);
    });
  });

  describe('access codes', () => {
    it('support staff who see every tenant create codes for a client they pick, never global ones', async () => {
      const me = (await support.req('GET', '/api/admin/auth/user')).json();
      expect(me.permissions).toMatchObject({ canPickCodeClient: true, canManageGlobalCodes: false });
      const picked = await support.req('POST', '/api/admin/access-codes', {
        clientId: globexId,
        description: 'support picked',
      });
      expect(picked.statusCode).toBe(201);
      expect(picked.json()).toMatchObject({
        clientId: globexId,
        clientName: 'Globex Search',
        createdBy: 'support@getseen.local',
        canManage: true,
      });
      const global = await support.req('POST', '/api/admin/access-codes', { clientId: null });
      expect(global.statusCode).toBe(403);
      expect(global.json().message).toMatch(/Choose the client/);
      expect((await ta.req('GET', '/api/admin/auth/user')).json().permissions.canPickCodeClient).toBe(false);
    });

    it('global codes: super admins and admins toggle and delete them; support staff see them read-only', async () => {
      const code = (
        await sa.req('POST', '/api/admin/access-codes', { clientId: null, description: 'global one' })
      ).json();
      const bySupport = (await support.req('GET', '/api/admin/access-codes'))
        .json()
        .find((c: { id: string }) => c.id === code.id);
      expect(bySupport).toMatchObject({ clientId: null, canManage: false });
      expect((await support.req('PATCH', `/api/admin/access-codes/${code.id}`, { isActive: false })).statusCode).toBe(
        404,
      );
      const byManager = (await manager.req('GET', '/api/admin/access-codes'))
        .json()
        .find((c: { id: string }) => c.id === code.id);
      expect(byManager.canManage).toBe(true);
      const off = await manager.req('PATCH', `/api/admin/access-codes/${code.id}`, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ isActive: false, clientName: 'All clients (global)', canManage: true });
      expect((await sa.req('PATCH', `/api/admin/access-codes/${code.id}`, { isActive: true })).json().isActive).toBe(
        true,
      );
      expect((await manager.req('DELETE', `/api/admin/access-codes/${code.id}`)).statusCode).toBe(200);
      expect(
        (await sa.req('GET', '/api/admin/access-codes')).json().some((c: { id: string }) => c.id === code.id),
      ).toBe(false);
    });
  });

  describe('usage', () => {
    beforeAll(async () => {
      const rows = Array.from({ length: 30 }, (_, i) => ({
        clientId: i % 2 ? acmeId : globexId,
        url: `https://stats${i % 5}.example/p${i}`,
        status: i % 6 === 0 ? 'failed' : 'completed',
        overallScore: i % 6 === 0 ? null : 40 + i,
        results: { overallScore: 40 + i },
      }));
      await t.ctx.database.db.insert(analyses).values(rows);
    });

    it('the stat cards follow every filter of the table', async () => {
      const filters = [
        `clientId=${acmeId}`,
        'search=stats1.example',
        'status=failed',
        'score=high',
        `clientId=${globexId}&score=low&search=stats`,
      ];
      for (const f of filters) {
        const stats = (await sa.req('GET', `/api/admin/analytics?${f}`)).json();
        const list = (await sa.req('GET', `/api/admin/analyses?${f}&limit=100`)).json();
        expect(stats.totalAnalyses, f).toBe(list.total);
        expect(stats.failedAnalyses, f).toBe(
          list.analyses.filter((a: { status: string }) => a.status === 'failed').length,
        );
        expect(stats.uniqueWebsites, f).toBe(new Set(list.analyses.map((a: { url: string }) => a.url)).size);
        expect(
          stats.recentAnalyses.every((r: { id: string }) => list.analyses.some((a: { id: string }) => a.id === r.id)),
          f,
        ).toBe(true);
      }
      expect((await sa.req('GET', '/api/admin/analytics?score=bogus')).statusCode).toBe(400);
      // A tenant admin's cards stay within its tenant whatever the filters say.
      expect((await ta.req('GET', `/api/admin/analytics?clientId=${globexId}`)).statusCode).toBe(404);
      const mine = (await ta.req('GET', '/api/admin/analytics?status=completed')).json();
      const own = (await ta.req('GET', '/api/admin/analyses?status=completed&limit=100')).json();
      expect(mine.totalAnalyses).toBe(own.total);
      expect(own.analyses.every((a: { clientId: string }) => a.clientId === acmeId)).toBe(true);
    });

    it('the stored report comes with its tenant brand, so the console shows it as visitors see it', async () => {
      const [row] = await t.ctx.database.db.select().from(analyses).where(eq(analyses.clientId, acmeId)).limit(1);
      const detail = (await sa.req('GET', `/api/admin/analyses/${row.id}`)).json();
      expect(detail.brand).toMatchObject({
        tenant: 'acme',
        companyName: 'Acme Digital',
        locale: 'en-GB',
        colors: { primary: '#B91C1C' },
      });
      expect(JSON.stringify(detail.brand)).not.toMatch(/sk_|whsec_/);
    });
  });
});

describe.each(DB_KINDS)('privacy policy inputs on %s', (kind) => {
  it('the brand configuration says whether an AI provider receives audit facts (all three LLM settings set)', async () => {
    const without = await createTestApp(kind);
    const withLlm = await createTestApp(kind, {
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_API_KEY: 'k',
      LLM_MODEL: 'm',
    });
    try {
      expect((await without.app.inject('/api/brand-config?tenant=acme')).json().aiProvider).toBe(false);
      expect((await withLlm.app.inject('/api/brand-config?tenant=acme')).json().aiProvider).toBe(true);
    } finally {
      await without.close();
      await withLlm.close();
    }
  });
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { adminSessions, adminUsers, analyses, clients, payments } from '@/db/schema';
import { loadConfig, ConfigError } from '@/server/config';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { fakeStripeApi, logoForm, signIn, TINY_PNG, type AdminAgent } from '../helpers/admin';

describe('admin configuration', () => {
  it('never allows the development sign-in in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DEV_SIGN_IN: 'true', DATA_DIR: '/tmp/gs-cfg' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/gs-cfg' }).DEV_SIGN_IN,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/gs-cfg' }).DEV_SIGN_IN).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/gs-cfg', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })
        .DEV_SIGN_IN,
    ).toBe(false);
    expect(() => loadConfig({ DATA_DIR: '/tmp/gs-cfg', GOOGLE_CLIENT_ID: 'a' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});

describe.each(DB_KINDS)('admin API on %s', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripeApi>>;
  let sa: AdminAgent;
  let ta: AdminAgent;
  let acmeId: string;
  let globexId: string;

  beforeAll(async () => {
    stripe = await fakeStripeApi();
    t = await createTestApp(kind, { STRIPE_API_BASE: stripe.url });
    sa = await signIn(t, 'admin@getseen.local');
    ta = await signIn(t, 'acme-admin@getseen.local');
    const all = await t.ctx.database.db.select().from(clients);
    acmeId = all.find((c) => c.tenant === 'acme')!.id;
    globexId = all.find((c) => c.tenant === 'globex')!.id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  describe('sign-in and sessions', () => {
    it('refuses every admin endpoint without a session', async () => {
      expect((await t.app.inject('/api/admin/auth/user')).statusCode).toBe(401);
      expect((await t.app.inject('/api/admin/clients')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/clients', payload: {} })).statusCode).toBe(401);
    });

    it('offers the development sign-in with the seeded users, and Google only when configured', async () => {
      const res = await t.app.inject('/api/admin/auth/providers');
      expect(res.json()).toMatchObject({ google: false, devSignIn: true });
      expect(res.json().devUsers.map((u: { email: string }) => u.email)).toContain('admin@getseen.local');
      const google = await t.app.inject('/api/admin/auth/google');
      expect(google.statusCode).toBe(302);
      expect(google.headers.location).toBe('/admin/login?dev=1');
    });

    it('sets an httpOnly SameSite=Lax cookie, stores only its sha256 and records last_login_at', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/dev-sign-in',
        payload: { email: 'ADMIN@getseen.local' },
      });
      expect(res.statusCode).toBe(200);
      const c = res.cookies.find((x) => x.name === 'gs_admin')!;
      expect(c.httpOnly).toBe(true);
      expect(c.sameSite).toBe('Lax');
      expect(c.secure).toBeFalsy();
      const hash = crypto.createHash('sha256').update(c.value).digest('hex');
      const rows = await t.ctx.database.db.select().from(adminSessions).where(eq(adminSessions.id, hash));
      expect(rows).toHaveLength(1);
      const plain = await t.ctx.database.db.select().from(adminSessions).where(eq(adminSessions.id, c.value));
      expect(plain).toHaveLength(0);
      const me = await t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: c.value } });
      expect(me.json()).toMatchObject({
        email: 'admin@getseen.local',
        role: 'super_admin',
        tenantAccess: 'all',
        permissions: { canManageAdminUsers: true },
      });
      expect(me.json().lastLoginAt).toBeTruthy();
      const logout = await t.app.inject({ url: '/api/admin/auth/logout', cookies: { gs_admin: c.value } });
      expect(logout.statusCode).toBe(302);
      expect(logout.headers.location).toBe('/admin/login');
      expect((await t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: c.value } })).statusCode).toBe(
        401,
      );
    });

    it('refuses unknown and deactivated accounts and cross-site sign-in', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/dev-sign-in',
        payload: { email: 'someone@example.com' },
      });
      expect(unknown.statusCode).toBe(403);
      const cross = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/dev-sign-in',
        headers: { origin: 'https://evil.example' },
        payload: { email: 'admin@getseen.local' },
      });
      expect(cross.statusCode).toBe(403);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/dev-sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=admin%40getseen.local',
      });
      expect(form.statusCode).toBe(415);
      await t.ctx.database.db
        .insert(adminUsers)
        .values({ email: 'gone@getseen.local', role: 'admin', tenantAccess: 'all' });
      const gone = await signIn(t, 'gone@getseen.local');
      await t.ctx.database.db
        .update(adminUsers)
        .set({ isActive: false })
        .where(eq(adminUsers.email, 'gone@getseen.local'));
      expect((await gone.req('GET', '/api/admin/clients')).statusCode).toBe(401);
    });

    it('requires the session CSRF token on every change', async () => {
      const without = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/clients/${globexId}`,
        cookies: { gs_admin: sa.cookie },
      });
      expect(without.statusCode).toBe(403);
      expect(without.json().error).toBe('csrf_failed');
      const wrong = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/clients/${acmeId}`,
        cookies: { gs_admin: sa.cookie },
        headers: { 'x-csrf-token': ta.csrf },
        payload: { name: 'x' },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await sa.req('PUT', `/api/admin/clients/${acmeId}`, { name: 'Acme Digital' });
      expect(right.statusCode).toBe(200);
    });
  });

  describe('clients, history and restore', () => {
    it('creates a client with a clean tenant id and derived domain, and the visitor brand config shows it', async () => {
      const res = await sa.req('POST', '/api/admin/clients', {
        tenant: 'New Agency-01!',
        domain: 'ignored.example',
        name: 'New Agency',
        entry_mode: 'paid_first',
        support_email: 'hi@new.example',
        branding: {
          companyName: 'New Agency Ltd',
          colors: { primary: '#123456', secondary: '#654321', accent: '#ABCDEF' },
          mecLabsAppId: '',
        },
      });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      expect(c).toMatchObject({
        tenant: 'newagency01',
        domain: 'newagency01.getseen.app',
        entry_mode: 'paid_first',
        locale: 'en-US',
        is_active: true,
      });
      expect(c.branding.mecLabsAppId).toBeUndefined();
      expect(c.privacy_config).toMatchObject({ cookiePolicy: 'balanced', dataRetentionDays: 30 });
      const brand = await t.app.inject('/api/brand-config?tenant=newagency01');
      expect(brand.json()).toMatchObject({ companyName: 'New Agency Ltd', colors: { primary: '#123456' } });
      const dup = await sa.req('POST', '/api/admin/clients', {
        tenant: 'newagency01',
        name: 'Dup',
        branding: { companyName: 'X' },
        support_email: 'a@b.co',
      });
      expect(dup.statusCode).toBe(409);
      const noMail = await sa.req('POST', '/api/admin/clients', {
        tenant: 'nomail',
        name: 'No mail',
        branding: { companyName: 'X' },
      });
      expect(noMail.statusCode).toBe(400);
      const badApp = await sa.req('PUT', `/api/admin/clients/${c.id}`, { branding: { mecLabsAppId: 'short' } });
      expect(badApp.statusCode).toBe(400);
    });

    it('records a snapshot on every change and restores one, recording the restore as a change', async () => {
      const created = (
        await sa.req('POST', '/api/admin/clients', {
          tenant: 'histco',
          name: 'Hist Co',
          support_email: 'h@h.example',
          branding: { companyName: 'Hist', colors: { primary: '#111111', secondary: '#222222', accent: '#333333' } },
        })
      ).json();
      const upd = await sa.req('PUT', `/api/admin/clients/${created.id}`, {
        branding: { ...created.branding, colors: { primary: '#FF0000', secondary: '#222222', accent: '#333333' } },
      });
      expect(upd.statusCode).toBe(200);
      expect((await t.app.inject('/api/brand-config?tenant=histco')).json().colors.primary).toBe('#FF0000');
      const history = (await sa.req('GET', `/api/admin/clients/${created.id}/history`)).json();
      expect(history.map((h: { changeDescription: string }) => h.changeDescription)).toEqual([
        'Updated branding',
        'Created client',
      ]);
      expect(history[0].createdBy).toBe('admin@getseen.local');
      const restore = await sa.req('POST', `/api/admin/clients/${created.id}/restore/${history[1].id}`);
      expect(restore.statusCode).toBe(200);
      expect(restore.json().branding.colors.primary).toBe('#111111');
      expect((await t.app.inject('/api/brand-config?tenant=histco')).json().colors.primary).toBe('#111111');
      const after = (await sa.req('GET', `/api/admin/clients/${created.id}/history`)).json();
      expect(after).toHaveLength(3);
      expect(after[0].changeDescription).toMatch(/^Restored configuration from/);
      const other = (await sa.req('GET', `/api/admin/clients/${acmeId}/history`)).json();
      if (other[0])
        expect((await sa.req('POST', `/api/admin/clients/${created.id}/restore/${other[0].id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a client with payments, with a message about payments, and deletes one without', async () => {
      const c = (
        await sa.req('POST', '/api/admin/clients', {
          tenant: 'paidco',
          name: 'Paid Co',
          support_email: 'p@p.example',
          branding: { companyName: 'Paid' },
        })
      ).json();
      await t.ctx.database.db.insert(payments).values({
        clientId: c.id,
        email: 'buyer@example.com',
        productType: 'single_page',
        amount: 100,
        currency: 'USD',
      });
      const refused = await sa.req('DELETE', `/api/admin/clients/${c.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('payment');
      const d = (
        await sa.req('POST', '/api/admin/clients', {
          tenant: 'goneco',
          name: 'Gone',
          support_email: 'g@g.example',
          branding: { companyName: 'Gone' },
        })
      ).json();
      expect((await sa.req('DELETE', `/api/admin/clients/${d.id}`)).statusCode).toBe(200);
      expect((await sa.req('GET', `/api/admin/clients/${d.id}`)).statusCode).toBe(404);
      expect((await t.app.inject('/api/brand-config?tenant=goneco')).statusCode).toBe(422);
    });

    it('keeps tenant admins to their own tenant and away from identity fields', async () => {
      const list = (await ta.req('GET', '/api/admin/clients')).json();
      expect(list.map((c: { tenant: string }) => c.tenant)).toEqual(['acme']);
      expect((await ta.req('PUT', `/api/admin/clients/${acmeId}`, { tenant: 'acme2' })).statusCode).toBe(403);
      expect((await ta.req('PUT', `/api/admin/clients/${acmeId}`, { is_active: false })).statusCode).toBe(403);
      const ok = await ta.req('PUT', `/api/admin/clients/${acmeId}`, {
        company_description: 'Changed by its tenant admin',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().permissions).toEqual({ edit: true, editIdentity: false, delete: false, managePayments: true });
    });
  });

  describe('default analysis goal (docs/decisions/016)', () => {
    it('is set per client by the roles that edit it, shown to visitors, recorded and restorable', async () => {
      const support = await signIn(t, 'support@getseen.local');
      const c = (
        await sa.req('POST', '/api/admin/clients', {
          tenant: 'goalco',
          name: 'Goal Co',
          support_email: 'g@goal.example',
          branding: { companyName: 'Goal' },
        })
      ).json();
      expect(c.default_intent).toBe('visibility');
      expect((await t.app.inject('/api/brand-config?tenant=goalco')).json().defaultIntent).toBe('visibility');

      const set = await sa.req('PUT', `/api/admin/clients/${c.id}`, { default_intent: 'keep-out-of-training' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().default_intent).toBe('keep-out-of-training');
      expect((await t.app.inject('/api/brand-config?tenant=goalco')).json().defaultIntent).toBe('keep-out-of-training');
      const bad = await sa.req('PUT', `/api/admin/clients/${c.id}`, { default_intent: 'stealth' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('default_intent');

      // Recorded like any setting, and restorable: back to 'visibility', then the entry that set it is restored.
      await sa.req('PUT', `/api/admin/clients/${c.id}`, { default_intent: 'visibility' });
      const history = (await sa.req('GET', `/api/admin/clients/${c.id}/history`)).json();
      expect(
        history
          .slice(0, 2)
          .map((h: { changeDescription: string; holds: string[]; restorable: boolean }) => [
            h.changeDescription,
            h.holds,
            h.restorable,
          ]),
      ).toEqual([
        ['Updated default analysis goal', ['default analysis goal'], true],
        ['Updated default analysis goal', ['default analysis goal'], true],
      ]);
      const preview = (await sa.req('GET', `/api/admin/clients/${c.id}/history/${history[1].id}`)).json();
      expect(preview.changes).toEqual([
        {
          field: 'defaultIntent',
          label: 'Default analysis goal',
          current: 'visibility',
          restored: 'keep-out-of-training',
        },
      ]);
      const restored = await sa.req('POST', `/api/admin/clients/${c.id}/restore/${history[1].id}`, {
        basedOn: preview.basedOn,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().default_intent).toBe('keep-out-of-training');
      expect((await t.app.inject('/api/brand-config?tenant=goalco')).json().defaultIntent).toBe('keep-out-of-training');

      // Tenant admins set their own client's goal only; support staff read it and change nothing.
      const own = await ta.req('PUT', `/api/admin/clients/${acmeId}`, { default_intent: 'keep-out-of-training' });
      expect(own.statusCode).toBe(200);
      expect(own.json().default_intent).toBe('keep-out-of-training');
      expect(
        (await ta.req('PUT', `/api/admin/clients/${globexId}`, { default_intent: 'keep-out-of-training' })).statusCode,
      ).toBe(404);
      expect((await support.req('GET', `/api/admin/clients/${acmeId}`)).json().default_intent).toBe(
        'keep-out-of-training',
      );
      expect(
        (await support.req('PUT', `/api/admin/clients/${acmeId}`, { default_intent: 'visibility' })).statusCode,
      ).toBe(403);
      expect(
        (await sa.req('PUT', `/api/admin/clients/${acmeId}`, { default_intent: 'visibility' })).json().default_intent,
      ).toBe('visibility');
    });

    it('a client created with a goal starts with it', async () => {
      const c = await sa.req('POST', '/api/admin/clients', {
        tenant: 'goalco2',
        name: 'Goal Co 2',
        support_email: 'g@goal.example',
        branding: { companyName: 'Goal' },
        default_intent: 'keep-out-of-training',
      });
      expect(c.statusCode, c.body).toBe(201);
      expect(c.json().default_intent).toBe('keep-out-of-training');
    });
  });

  describe('payment settings', () => {
    it('stores secrets encrypted and only ever answers with masked values', async () => {
      const res = await sa.req('PUT', `/api/admin/clients/${globexId}/stripe-config`, {
        enabled: true,
        testMode: true,
        allowPromotionCodes: true,
        publishableKey: 'pk_test_abc123',
        secretKey: 'sk_test_good12345678',
        webhookSecret: 'whsec_secret9876',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('sk_test_good12345678');
      expect(res.body).not.toContain('whsec_secret9876');
      expect(res.json().stripe_config).toMatchObject({
        enabled: true,
        publishableKey: 'pk_test_abc123',
        secretKey: 'sk_test_…5678',
        webhookSecret: 'whsec_…9876',
        hasSecretKey: true,
      });
      const [row] = await t.ctx.database.db.select().from(clients).where(eq(clients.id, globexId));
      expect(JSON.stringify(row.stripeConfig)).not.toContain('sk_test_good');
      expect(row.stripeConfig.secretKeyEncrypted).toMatch(/^v1:/);
      const list = await sa.req('GET', '/api/admin/clients');
      expect(list.body).not.toContain('sk_test_good');
      const history = await sa.req('GET', `/api/admin/clients/${globexId}/history`);
      expect(history.body).not.toContain('sk_test_good');
      // Sending the masked value back keeps the stored secret.
      const keep = await sa.req('PUT', `/api/admin/clients/${globexId}/stripe-config`, {
        enabled: true,
        secretKey: 'sk_test_…5678',
        webhookSecret: '',
      });
      expect(keep.json().stripe_config.hasSecretKey).toBe(true);
      expect(keep.json().stripe_config.hasWebhookSecret).toBe(true);
      expect(
        (await sa.req('PUT', `/api/admin/clients/${globexId}/stripe-config`, { secretKey: 'not-a-key' })).statusCode,
      ).toBe(400);
      // a stripe_config-only PUT on the client also works
      const viaPut = await sa.req('PUT', `/api/admin/clients/${globexId}`, { stripe_config: { enabled: false } });
      expect(viaPut.json().stripe_config.enabled).toBe(false);
      expect((await t.app.inject('/api/brand-config?tenant=globex')).json().paymentsEnabled).toBe(false);
    });

    it('tests the Stripe connection with the typed or the stored key', async () => {
      expect(
        (await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, { secretKey: 'sk_test_good999' })).json(),
      ).toEqual({ success: true });
      const bad = (
        await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, { secretKey: 'sk_test_bad999' })
      ).json();
      expect(bad.success).toBe(false);
      expect(bad.error).toContain('Invalid API Key');
      expect(
        (await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, { secretKey: 'sk_test_…5678' })).json(),
      ).toEqual({ success: true });
      const missing = await sa.req('POST', `/api/admin/clients/${globexId}/test-stripe`, { secretKey: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please enter a Secret Key to test the connection.');
    });
  });

  describe('products', () => {
    it('creates, validates, updates and deletes products and the visitor pricing follows', async () => {
      const bad = await sa.req('POST', '/api/admin/products', {
        productType: 'single_page',
        name: '',
        price: 0,
        currency: 'USD',
        isActive: true,
        tenantId: globexId,
      });
      expect(bad.statusCode).toBe(400);
      expect(
        (await sa.req('POST', '/api/admin/products', { name: 'X', price: 10, currency: 'EUR', tenantId: globexId }))
          .statusCode,
      ).toBe(400);
      expect(
        (await sa.req('POST', '/api/admin/products', { name: 'X', price: 9.5, currency: 'USD', tenantId: globexId }))
          .statusCode,
      ).toBe(400);
      const created = await sa.req('POST', '/api/admin/products', {
        productType: 'single_page',
        name: 'Audit',
        description: 'One page',
        price: 2995,
        currency: 'CAD',
        isActive: true,
        tenantId: globexId,
      });
      expect(created.statusCode).toBe(201);
      const p = created.json();
      expect(p).toMatchObject({ tenantId: globexId, price: 2995, currency: 'CAD', productType: 'single_page' });
      expect((await t.app.inject('/api/brand-config?tenant=globex')).json().pricing).toEqual([
        { productType: 'single_page', price: 2995, currency: 'CAD' },
      ]);
      const upd = await sa.req('PUT', `/api/admin/products/${p.id}`, { price: 3995, isActive: false });
      expect(upd.json()).toMatchObject({ price: 3995, isActive: false });
      expect((await t.app.inject('/api/brand-config?tenant=globex')).json().pricing).toEqual([]);
      const list = (await sa.req('GET', `/api/admin/products/${globexId}`)).json();
      expect(list.map((x: { id: string }) => x.id)).toContain(p.id);
      expect((await sa.req('DELETE', `/api/admin/products/${p.id}`)).statusCode).toBe(200);
      expect((await sa.req('DELETE', `/api/admin/products/${p.id}`)).statusCode).toBe(404);
    });
  });

  describe('access codes', () => {
    it('returns the full code once, lists it masked, toggles and deletes it', async () => {
      const res = await sa.req('POST', '/api/admin/access-codes', {
        clientId: null,
        description: 'Launch',
        createdBy: 'spoofed@example.com',
        maxUses: 5,
        expiresAt: new Date(Date.now() + 7 * 86400_000).toISOString(),
      });
      expect(res.statusCode).toBe(201);
      const code = res.json();
      expect(code.fullCode).toMatch(/^GS-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(code.createdBy).toBe('admin@getseen.local');
      expect(code.clientName).toBe('All clients (global)');
      const list = await sa.req('GET', '/api/admin/access-codes');
      expect(list.body).not.toContain(code.fullCode);
      expect(list.json().find((c: { id: string }) => c.id === code.id)).toMatchObject({
        maxUses: 5,
        isActive: true,
        usedCount: 0,
      });
      const custom = await sa.req('POST', '/api/admin/access-codes', { code: 'summer-2025', clientId: acmeId });
      expect(custom.json()).toMatchObject({ fullCode: 'SUMMER-2025', clientName: 'Acme Digital' });
      expect(
        (await sa.req('POST', '/api/admin/access-codes', { code: 'SUMMER-2025', clientId: acmeId })).statusCode,
      ).toBe(409);
      expect((await sa.req('PATCH', `/api/admin/access-codes/${code.id}`, { isActive: false })).json().isActive).toBe(
        false,
      );
      expect((await sa.req('DELETE', `/api/admin/access-codes/${code.id}`)).statusCode).toBe(200);
      // tenant admin: no picker, codes are for its own tenant, and it sees only those
      const mine = await ta.req('POST', '/api/admin/access-codes', { clientId: null, description: 'mine' });
      expect(mine.statusCode).toBe(201);
      expect(mine.json().clientId).toBe(acmeId);
      const seen = (await ta.req('GET', '/api/admin/access-codes')).json();
      expect(seen.every((c: { clientId: string }) => c.clientId === acmeId)).toBe(true);
    });
  });

  describe('usage', () => {
    beforeAll(async () => {
      const now = Date.now();
      const rows = Array.from({ length: 60 }, (_, i) => ({
        clientId: i % 3 === 0 ? globexId : acmeId,
        url: `https://site${i % 20}.example/page${i}`,
        status: i % 10 === 0 ? 'failed' : i % 15 === 1 ? 'success' : 'completed',
        overallScore: i % 10 === 0 ? null : (i * 7) % 100,
        createdAt: new Date(now - i * 60_000),
        lastRequested: new Date(now - i * 30_000),
        results: { overallScore: (i * 7) % 100, narrativeReport: `report ${i}` },
      }));
      await t.ctx.database.db.insert(analyses).values(rows);
    });

    it('summarises analyses for everyone and narrows a tenant admin to its tenant', async () => {
      const all = (await sa.req('GET', '/api/admin/analytics')).json();
      expect(all.totalAnalyses).toBeGreaterThanOrEqual(60);
      expect(all.successfulAnalyses + all.failedAnalyses).toBeLessThanOrEqual(all.totalAnalyses);
      expect(all.recentAnalyses.length).toBeLessThanOrEqual(10);
      const mine = (await ta.req('GET', '/api/admin/analytics')).json();
      const [{ n }] = (await t.ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(analyses)
        .where(eq(analyses.clientId, acmeId))) as { n: number }[];
      expect(mine.totalAnalyses).toBe(n);
      expect(mine.recentAnalyses).toHaveLength(10);
      expect(mine.recentAnalyses.every((r: { clientId: string }) => r.clientId === acmeId)).toBe(true);
    });

    it('pages (25), filters by search, status, score band and tenant, and sorts', async () => {
      const p1 = (await sa.req('GET', '/api/admin/analyses')).json();
      expect(p1.analyses).toHaveLength(25);
      expect(p1.limit).toBe(25);
      const times = p1.analyses.map((a: { createdAt: string }) => a.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const p3 = (await sa.req('GET', '/api/admin/analyses?page=3')).json();
      expect(p3.analyses.length).toBe(p1.total - 50);
      const high = (await sa.req('GET', '/api/admin/analyses?score=high&limit=100')).json();
      expect(high.analyses.every((a: { overallScore: number }) => a.overallScore >= 70)).toBe(true);
      const medium = (await sa.req('GET', '/api/admin/analyses?score=medium&limit=100')).json();
      expect(medium.analyses.every((a: { overallScore: number }) => a.overallScore >= 50 && a.overallScore < 70)).toBe(
        true,
      );
      const low = (await sa.req('GET', '/api/admin/analyses?score=low&limit=100')).json();
      expect(low.analyses.every((a: { overallScore: number }) => a.overallScore < 50)).toBe(true);
      expect(high.total + medium.total + low.total).toBe(p1.total - 6);
      const failed = (await sa.req('GET', '/api/admin/analyses?status=failed')).json();
      expect(failed.total).toBe(6);
      const search = (await sa.req('GET', '/api/admin/analyses?search=site1.example&limit=100')).json();
      expect(search.analyses.every((a: { url: string }) => a.url.includes('site1.example'))).toBe(true);
      expect((await sa.req('GET', '/api/admin/analyses?search=100%25')).json().total).toBe(0);
      const byClient = (await sa.req('GET', `/api/admin/analyses?clientId=${globexId}&limit=100`)).json();
      expect(byClient.total).toBe(20);
      const asc = (await sa.req('GET', '/api/admin/analyses?sort=overallScore&direction=asc&limit=100')).json();
      const scores = asc.analyses
        .map((a: { overallScore: number | null }) => a.overallScore)
        .filter((s: number | null) => s !== null);
      expect([...scores].sort((a, b) => a - b)).toEqual(scores);
      const byUrl = (await sa.req('GET', '/api/admin/analyses?sort=url&direction=asc')).json();
      expect(byUrl.analyses[0].url <= byUrl.analyses[1].url).toBe(true);
      expect((await sa.req('GET', '/api/admin/analyses?sort=originIp')).statusCode).toBe(400);
      const taList = (await ta.req('GET', '/api/admin/analyses?limit=100')).json();
      expect(taList.analyses.every((a: { clientId: string }) => a.clientId === acmeId)).toBe(true);
      expect((await ta.req('GET', `/api/admin/analyses?clientId=${globexId}`)).statusCode).toBe(404);
    });

    it('shows the stored report and deletes an analysis', async () => {
      const first = (await sa.req('GET', '/api/admin/analyses?status=completed')).json().analyses[0];
      const detail = await sa.req('GET', `/api/admin/analyses/${first.id}`);
      expect(detail.json().results).toHaveProperty('narrativeReport');
      expect((await sa.req('DELETE', `/api/admin/analyses/${first.id}`)).statusCode).toBe(200);
      expect((await sa.req('GET', `/api/admin/analyses/${first.id}`)).statusCode).toBe(404);
    });
  });

  describe('admin users', () => {
    it('lets a super admin list and add admin users, with validation', async () => {
      const list = (await sa.req('GET', '/api/admin/admin-users')).json();
      expect(list.map((u: { email: string }) => u.email)).toContain('admin@getseen.local');
      const add = await sa.req('POST', '/api/admin/admin-users', {
        email: 'New.Person@Example.com',
        role: 'tenant_admin',
        tenantAccess: 'globex',
      });
      expect(add.statusCode).toBe(201);
      expect(add.json()).toMatchObject({
        email: 'new.person@example.com',
        role: 'tenant_admin',
        tenant_access: 'globex.getseen.app',
        client_id: globexId,
        client_name: 'Globex Search',
        is_active: true,
        last_login_at: null,
      });
      expect(
        (
          await sa.req('POST', '/api/admin/admin-users', {
            email: 'new.person@example.com',
            role: 'admin',
            tenantAccess: 'all',
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (await sa.req('POST', '/api/admin/admin-users', { email: 'nope', role: 'admin', tenantAccess: 'all' }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await sa.req('POST', '/api/admin/admin-users', {
            email: 'x@example.com',
            role: 'tenant_admin',
            tenantAccess: 'all',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await sa.req('POST', '/api/admin/admin-users', {
            email: 'y@example.com',
            role: 'tenant_admin',
            tenantAccess: 'nosuch',
          })
        ).statusCode,
      ).toBe(400);
      const viaDomain = await sa.req('POST', '/api/admin/admin-users', {
        email: 'z@example.com',
        role: 'tenant_admin',
        tenantAccess: 'globex.getseen.app',
      });
      expect(viaDomain.statusCode).toBe(201);
      const z = await signIn(t, 'z@example.com');
      expect((await z.req('GET', '/api/admin/clients')).json().map((c: { tenant: string }) => c.tenant)).toEqual([
        'globex',
      ]);
    });
  });

  describe('logo upload', () => {
    it('accepts a PNG by its content, stores it under DATA_DIR and serves it inert', async () => {
      const form = logoForm(acmeId, TINY_PNG, 'logo.txt', 'text/plain');
      const res = await sa.req('POST', '/api/admin/logo/upload', form.payload, form.headers);
      expect(res.statusCode).toBe(200);
      const { logoUrl } = res.json();
      expect(logoUrl).toMatch(/^\/uploads\/logo-[0-9a-f-]+\.png$/);
      const served = await t.app.inject(logoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
      expect((await t.app.inject('/api/brand-config?tenant=acme')).json().logo).toBe(logoUrl);
      const history = (await sa.req('GET', `/api/admin/clients/${acmeId}/history`)).json();
      expect(history[0].changeDescription).toBe('Uploaded logo');
      expect((await t.app.inject('/uploads/..%2Fapp-secret')).statusCode).toBe(404);
    });

    it('refuses non-images named as images, scripted SVG and files over 2 MB with the spec messages', async () => {
      const html = logoForm(acmeId, Buffer.from('<html><script>alert(1)</script></html>'), 'logo.png', 'image/png');
      const r1 = await sa.req('POST', '/api/admin/logo/upload', html.payload, html.headers);
      expect(r1.statusCode).toBe(415);
      expect(r1.json().message).toContain('Please select an image file');
      const evil = logoForm(
        acmeId,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
        'logo.svg',
        'image/svg+xml',
      );
      const r2 = await sa.req('POST', '/api/admin/logo/upload', evil.payload, evil.headers);
      expect(r2.statusCode).toBe(415);
      const scripted = logoForm(
        acmeId,
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      );
      expect((await sa.req('POST', '/api/admin/logo/upload', scripted.payload, scripted.headers)).statusCode).toBe(415);
      const clean = logoForm(
        acmeId,
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#f00"/></svg>',
        ),
        'logo.svg',
        'image/svg+xml',
      );
      const ok = await sa.req('POST', '/api/admin/logo/upload', clean.payload, clean.headers);
      expect(ok.statusCode).toBe(200);
      expect((await t.app.inject(ok.json().logoUrl)).headers['content-type']).toBe('image/svg+xml');
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
      const large = logoForm(acmeId, big);
      const r3 = await sa.req('POST', '/api/admin/logo/upload', large.payload, large.headers);
      expect(r3.statusCode).toBe(413);
      expect(r3.json().message).toBe('File too large: Please select an image under 2MB');
    });
  });
});

describe('Google sign-in through a loopback OpenID Connect provider', () => {
  let oidc: OAuth2Server;
  let t: TestApp;
  let nextEmail = 'admin@getseen.local';

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    oidc.service.on('beforeTokenSigning', (token) => {
      token.payload.email = nextEmail;
      token.payload.email_verified = true;
    });
    t = await createTestApp('pglite', {
      GOOGLE_CLIENT_ID: 'getseen-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER_URL: oidc.issuer.url!,
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
  });

  async function flow(tamper?: (callback: URL) => void) {
    const start = await t.app.inject('/api/admin/auth/google');
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(new URL(oidc.issuer.url!).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/admin/auth/callback');
    const tx = start.cookies.find((c) => c.name === 'gs_admin_oidc')!;
    expect(tx.httpOnly).toBe(true);
    const provider = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(provider.headers.get('location')!);
    tamper?.(callback);
    return t.app.inject({ url: callback.pathname + callback.search, cookies: { gs_admin_oidc: tx.value } });
  }

  it('has no development sign-in when Google is configured', async () => {
    expect((await t.app.inject('/api/admin/auth/providers')).json()).toMatchObject({
      google: true,
      devSignIn: false,
      devUsers: [],
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/dev-sign-in',
          payload: { email: 'admin@getseen.local' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('signs an active admin user in with code + PKCE + state + nonce', async () => {
    nextEmail = 'admin@getseen.local';
    const res = await flow();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/dashboard');
    const cookie = res.cookies.find((c) => c.name === 'gs_admin')!;
    const me = await t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: cookie.value } });
    expect(me.json()).toMatchObject({ email: 'admin@getseen.local', role: 'super_admin' });
  });

  it('refuses a Google account that is not an admin user, and a forged state', async () => {
    nextEmail = 'stranger@example.com';
    const res = await flow();
    expect(res.headers.location).toBe('/admin/login?error=not_authorized');
    expect(res.cookies.find((c) => c.name === 'gs_admin' && c.value)).toBeUndefined();
    nextEmail = 'admin@getseen.local';
    const forged = await flow((u) => u.searchParams.set('state', 'forged'));
    expect(forged.headers.location).toBe('/admin/login?error=sign_in_failed');
    const noCookie = await t.app.inject('/api/admin/auth/callback?code=x&state=y');
    expect(noCookie.headers.location).toBe('/admin/login?error=sign_in_expired');
  });
});

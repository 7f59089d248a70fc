/**
 * Change History and restore (docs/decisions/010): a restore puts back only what the entry holds,
 * never payment settings or secrets; the console previews it as a diff; seeding and creation record a
 * first snapshot; product and price changes are recorded. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { clientConfigHistory, clients } from '@/db/schema';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { fakeStripeApi, logoForm, signIn, TINY_PNG, type AdminAgent } from '../helpers/admin';

interface Entry {
  id: string;
  changeDescription: string;
  holds: string[];
  restorable: boolean;
}

describe.each(DB_KINDS)('Change History and restore on %s', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripeApi>>;
  let sa: AdminAgent;
  let support: AdminAgent;
  let id: string;

  const history = async (): Promise<Entry[]> => (await sa.req('GET', `/api/admin/clients/${id}/history`)).json();
  const find = async (re: RegExp, nth = 0) => (await history()).filter((h) => re.test(h.changeDescription))[nth];
  const client = async () => (await sa.req('GET', `/api/admin/clients/${id}`)).json();

  beforeAll(async () => {
    stripe = await fakeStripeApi();
    t = await createTestApp(kind, { STRIPE_API_BASE: stripe.url });
    sa = await signIn(t, 'admin@getseen.local');
    support = await signIn(t, 'support@getseen.local');
    const created = await sa.req('POST', '/api/admin/clients', {
      tenant: 'restoreco',
      name: 'Restore Co',
      support_email: 'r@restore.example',
      branding: { companyName: 'Restore', colors: { primary: '#111111', secondary: '#222222', accent: '#333333' } },
    });
    id = created.json().id;
    // Payments on with keys that passed the test, a logo, then two branding changes.
    const pay = await sa.req('PUT', `/api/admin/clients/${id}/stripe-config`, {
      enabled: true,
      publishableKey: 'pk_test_abc',
      secretKey: 'sk_test_good_restore1',
      webhookSecret: 'whsec_restore1',
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const form = logoForm(id, TINY_PNG);
    expect((await sa.req('POST', '/api/admin/logo/upload', form.payload, form.headers)).statusCode).toBe(200);
    const branding = (primary: string) => ({
      companyName: 'Restore',
      colors: { primary, secondary: '#222222', accent: '#333333' },
    });
    expect((await sa.req('PUT', `/api/admin/clients/${id}`, { branding: branding('#FF0000') })).statusCode).toBe(200);
    expect(
      (
        await sa.req('PUT', `/api/admin/clients/${id}`, {
          branding: branding('#0000FF'),
          company_description: 'Blue era',
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('seeding records a first snapshot of every seeded client, holding everything', async () => {
    const rows = await t.ctx.database.db.select().from(clients);
    for (const c of rows.filter((r) => ['default', 'acme', 'globex'].includes(r.tenant))) {
      const [first] = await t.ctx.database.db
        .select()
        .from(clientConfigHistory)
        .where(eq(clientConfigHistory.clientId, c.id))
        .orderBy(asc(clientConfigHistory.createdAt))
        .limit(1);
      expect(first.changeDescription).toBe('Seeded configuration');
      expect(first.fields).toContain('branding');
      expect(first.fields).toContain('stripeConfig');
    }
  });

  it('names what each entry holds, and which can be restored', async () => {
    const h = await history();
    expect(h.map((e) => e.changeDescription)).toEqual([
      'Updated company description, branding',
      'Updated branding',
      'Uploaded logo',
      'Updated payment settings (payments enabled, publishable key, secret key, webhook secret)',
      'Created client',
    ]);
    expect(h.map((e) => e.holds)).toEqual([
      ['company description', 'branding'],
      ['branding'],
      ['logo'],
      ['payment settings'],
      expect.arrayContaining(['branding', 'logo', 'payment settings', 'tenant']),
    ]);
    expect(h.map((e) => e.restorable)).toEqual([true, true, true, false, true]);
  });

  it('previews a branding restore as a diff of branding only, and restores only that', async () => {
    const red = await find(/^Updated branding$/);
    const preview = await sa.req('GET', `/api/admin/clients/${id}/history/${red.id}`);
    expect(preview.statusCode).toBe(200);
    const p = preview.json();
    expect(p.changes).toEqual([
      { field: 'branding', label: 'Branding: colors.primary', current: '#0000FF', restored: '#FF0000' },
    ]);
    expect(p.notRestored).toEqual([]);
    const before = await client();
    const res = await sa.req('POST', `/api/admin/clients/${id}/restore/${red.id}`, { basedOn: p.basedOn });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.branding.colors.primary).toBe('#FF0000');
    // Everything the entry does not hold is as it was: payments on, keys kept, the logo, the description.
    expect(after.stripe_config).toEqual(before.stripe_config);
    expect(after.stripe_config).toMatchObject({
      enabled: true,
      hasSecretKey: true,
      hasWebhookSecret: true,
      keyVerified: true,
    });
    expect(after.logo_url).toBe(before.logo_url);
    expect(after.logo_url).toMatch(/^\/uploads\//);
    expect(after.company_description).toBe('Blue era');
    expect((await t.app.inject('/api/brand-config?tenant=restoreco')).json()).toMatchObject({
      paymentsEnabled: true,
      colors: { primary: '#FF0000' },
    });
    const top = (await history())[0];
    expect(top.changeDescription).toMatch(/^Restored configuration from .* UTC \(Updated branding\): branding$/);
    expect(top.holds).toEqual(['branding']);
  });

  it('refuses a preview that went stale, and restores nothing from a payment settings entry', async () => {
    const blue = await find(/^Updated company description, branding$/);
    const p = (await sa.req('GET', `/api/admin/clients/${id}/history/${blue.id}`)).json();
    await sa.req('PUT', `/api/admin/clients/${id}`, { company_description: 'Changed meanwhile' });
    const stale = await sa.req('POST', `/api/admin/clients/${id}/restore/${blue.id}`, { basedOn: p.basedOn });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_preview');

    const payment = await find(/^Updated payment settings/);
    const pp = (await sa.req('GET', `/api/admin/clients/${id}/history/${payment.id}`)).json();
    expect(pp.changes).toEqual([]);
    expect(pp.notRestored).toEqual([{ label: 'payment settings', reason: expect.stringContaining('never restored') }]);
    const refused = await sa.req('POST', `/api/admin/clients/${id}/restore/${payment.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('not_restorable');
    expect((await client()).stripe_config).toMatchObject({ enabled: true, hasSecretKey: true });
  });

  it('restores the first snapshot: configuration back, never identity, payments or keys', async () => {
    await sa.req('PUT', `/api/admin/clients/${id}`, { tenant: 'restoreco2' });
    const first = await find(/^Created client$/);
    const p = (await sa.req('GET', `/api/admin/clients/${id}/history/${first.id}`)).json();
    const labels = p.changes.map((c: { label: string }) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['Company description', 'Logo', 'Branding: colors.primary']));
    expect(labels.some((l: string) => /tenant|payment|secret|status/i.test(l))).toBe(false);
    expect(p.notRestored.map((n: { label: string }) => n.label)).toEqual(['tenant', 'status', 'payment settings']);
    expect(JSON.stringify(p)).not.toMatch(/sk_test|whsec_|v1:/);
    const res = await sa.req('POST', `/api/admin/clients/${id}/restore/${first.id}`, { basedOn: p.basedOn });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tenant: 'restoreco2',
      logo_url: null,
      company_description: null,
      branding: { colors: { primary: '#111111' } },
    });
    expect(res.json().stripe_config).toMatchObject({
      enabled: true,
      publishableKey: 'pk_test_abc',
      hasSecretKey: true,
      hasWebhookSecret: true,
      keyVerified: true,
    });
    await sa.req('PUT', `/api/admin/clients/${id}`, { tenant: 'restoreco' });
  });

  it('keeps secrets out of new history entries, even encrypted', async () => {
    const rows = await t.ctx.database.db.select().from(clientConfigHistory).where(eq(clientConfigHistory.clientId, id));
    for (const r of rows) {
      const text = JSON.stringify(r.snapshot);
      expect(text).not.toContain('secretKeyEncrypted');
      expect(text).not.toContain('webhookSecretEncrypted');
      expect(text).not.toContain('verifiedKeyHash');
    }
  });

  it('records product and price changes, which are not restorable', async () => {
    const created = await sa.req('POST', '/api/admin/products', {
      productType: 'single_page',
      name: 'Audit',
      price: 2995,
      currency: 'CAD',
      isActive: true,
      tenantId: id,
    });
    const pid = created.json().id;
    await sa.req('PUT', `/api/admin/products/${pid}`, { price: 3995, isActive: false });
    await sa.req('PUT', `/api/admin/products/${pid}`, { price: 3995 });
    await sa.req('DELETE', `/api/admin/products/${pid}`);
    const h = (await history()).slice(0, 3);
    expect(h.map((e) => e.changeDescription)).toEqual([
      "Deleted product 'Audit' (39.95 CAD)",
      "Updated product 'Audit': price 29.95 CAD → 39.95 CAD, deactivated",
      "Added product 'Audit' (Single page, 29.95 CAD)",
    ]);
    expect(h.every((e) => e.holds.join() === 'products' && !e.restorable)).toBe(true);
    expect((await sa.req('POST', `/api/admin/clients/${id}/restore/${h[0].id}`)).statusCode).toBe(409);
    const [row] = await t.ctx.database.db.select().from(clientConfigHistory).where(eq(clientConfigHistory.id, h[1].id));
    expect(row.details).toMatchObject({
      action: 'updated',
      before: { price: 2995, isActive: true },
      after: { price: 3995, isActive: false },
    });
  });

  it('derives what an older entry (recorded before 0005) holds from the entry before it', async () => {
    const [row] = await t.ctx.database.db.select().from(clients).where(eq(clients.id, id));
    const legacy = { ...row, branding: { ...row.branding, tagline: 'Legacy tagline' } };
    const [h] = await t.ctx.database.db
      .insert(clientConfigHistory)
      .values({
        clientId: id,
        changeDescription: 'Updated branding (old format)',
        snapshot: legacy,
        createdBy: 'old@getseen.local',
      })
      .returning();
    const listed = (await history()).find((e) => e.id === h.id)!;
    expect(listed.holds).toEqual(['branding']);
    const p = (await sa.req('GET', `/api/admin/clients/${id}/history/${h.id}`)).json();
    expect(p.changes).toEqual([
      { field: 'branding', label: 'Branding: tagline', current: '(empty)', restored: 'Legacy tagline' },
    ]);
    // The old snapshot holds the encrypted keys: a restore still never applies them.
    expect((await sa.req('POST', `/api/admin/clients/${id}/restore/${h.id}`)).json().stripe_config.hasSecretKey).toBe(
      true,
    );
  });

  it('a first entry recorded before 0007 holds no default analysis goal: a restore leaves the goal alone', async () => {
    const [c] = await t.ctx.database.db
      .insert(clients)
      .values({
        tenant: 'oldgoalco',
        name: 'Old Goal',
        domain: 'oldgoalco.getseen.app',
        supportEmail: 'o@o.example',
        defaultIntent: 'keep-out-of-training',
      })
      .returning();
    const { defaultIntent: _none, ...legacy } = { ...c, companyDescription: 'Before goals' };
    const [h] = await t.ctx.database.db
      .insert(clientConfigHistory)
      .values({
        clientId: c.id,
        changeDescription: 'Seeded configuration (old format)',
        snapshot: legacy,
        createdBy: 'old@getseen.local',
      })
      .returning();
    const listed = ((await sa.req('GET', `/api/admin/clients/${c.id}/history`)).json() as Entry[]).find(
      (e) => e.id === h.id,
    )!;
    expect(listed.holds).not.toContain('default analysis goal');
    const p = (await sa.req('GET', `/api/admin/clients/${c.id}/history/${h.id}`)).json();
    expect(p.changes).toEqual([
      { field: 'companyDescription', label: 'Company description', current: '(empty)', restored: 'Before goals' },
    ]);
    const res = await sa.req('POST', `/api/admin/clients/${c.id}/restore/${h.id}`, { basedOn: p.basedOn });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ company_description: 'Before goals', default_intent: 'keep-out-of-training' });
  });

  it('lets roles that cannot edit preview but not restore', async () => {
    const first = await find(/^Created client$/);
    expect((await support.req('GET', `/api/admin/clients/${id}/history/${first.id}`)).statusCode).toBe(200);
    expect((await support.req('POST', `/api/admin/clients/${id}/restore/${first.id}`)).statusCode).toBe(403);
    const [other] = await t.ctx.database.db.select().from(clientConfigHistory).limit(1);
    const acme = (await t.ctx.database.db.select().from(clients).where(eq(clients.tenant, 'acme')))[0];
    if (other.clientId !== id)
      expect((await sa.req('GET', `/api/admin/clients/${id}/history/${other.id}`)).statusCode).toBe(404);
    expect(acme).toBeTruthy();
  });
});

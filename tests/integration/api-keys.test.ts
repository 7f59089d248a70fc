/**
 * API keys in the admin console, per role, on PGlite and PostgreSQL: created (shown once), listed
 * masked, revoked; the key stored only as its SHA-256; tenant scope and roles enforced on the server.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys } from '@/db/schema';
import { findClientByTenant } from '@/db/queries/clients';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

describe.each(DB_KINDS)('API keys in the admin console on %s', (kind) => {
  let t: TestApp;
  let acme: string;
  let globex: string;
  const as: Record<string, AdminAgent> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    acme = (await findClientByTenant(t.ctx.database.db, 'acme'))!.id;
    globex = (await findClientByTenant(t.ctx.database.db, 'globex'))!.id;
    as.super = await signIn(t, 'admin@getseen.local');
    as.admin = await signIn(t, 'manager@getseen.local');
    as.support = await signIn(t, 'support@getseen.local');
    as.tenant = await signIn(t, 'acme-admin@getseen.local');
  }, 120_000);
  afterAll(async () => t?.close());

  const create = (who: AdminAgent, clientId: string, name = 'CI pipeline') =>
    who.req('POST', `/api/admin/clients/${clientId}/api-keys`, { name });

  it('a tenant admin creates a key for its tenant: shown once, stored hashed, listed masked', async () => {
    const res = await create(as.tenant, acme);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.key).toMatch(/^gs_live_[A-Za-z0-9_-]{43}$/);
    expect(created.maskedKey).toBe(`gs_live_…${created.key.slice(-4)}`);
    expect(created).toMatchObject({ name: 'CI pipeline', createdBy: 'acme-admin@getseen.local', lastUsedAt: null });

    const [row] = await t.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(crypto.createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(8));

    const list = await as.tenant.req('GET', `/api/admin/clients/${acme}/api-keys`);
    expect(list.statusCode).toBe(200);
    expect(list.json().canManage).toBe(true);
    const listed = list.json().keys.find((k: { id: string }) => k.id === created.id);
    expect(listed).toEqual({ ...created, key: undefined, createdAt: listed.createdAt });
    expect(list.body).not.toContain(created.key.slice(8, -4));
  });

  it('refuses a blank or too long name, naming the field', async () => {
    const blank = await create(as.tenant, acme, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name is required/);
    const long = await create(as.tenant, acme, 'x'.repeat(81));
    expect(long.json().message).toMatch(/at most 80/);
  });

  it("a tenant admin cannot list, create or revoke another tenant's keys (404, nothing leaks)", async () => {
    const globexKey = (await create(as.super, globex, 'Globex key')).json();
    expect((await as.tenant.req('GET', `/api/admin/clients/${globex}/api-keys`)).statusCode).toBe(404);
    expect((await create(as.tenant, globex)).statusCode).toBe(404);
    const revoke = await as.tenant.req('POST', `/api/admin/api-keys/${globexKey.id}/revoke`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().message).toBe('API key not found');
  });

  it('super admins and admins manage any tenant; support staff read the list and get 403 on changes', async () => {
    expect((await create(as.super, globex)).statusCode).toBe(201);
    const byAdmin = await create(as.admin, acme, 'Agency dashboard');
    expect(byAdmin.statusCode).toBe(201);

    const seen = await as.support.req('GET', `/api/admin/clients/${acme}/api-keys`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canManage).toBe(false);
    expect(seen.body).not.toContain('"key"');
    expect((await create(as.support, acme)).statusCode).toBe(403);
    const revoke = await as.support.req('POST', `/api/admin/api-keys/${byAdmin.json().id}/revoke`);
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().error).toBe('forbidden');
  });

  it('revokes once: the time stays, the key stays listed as revoked', async () => {
    const key = (await create(as.tenant, acme, 'Old laptop')).json();
    const first = await as.tenant.req('POST', `/api/admin/api-keys/${key.id}/revoke`);
    expect(first.statusCode).toBe(200);
    expect(first.json().revokedAt).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 20));
    const again = await as.super.req('POST', `/api/admin/api-keys/${key.id}/revoke`);
    expect(again.json().revokedAt).toBe(first.json().revokedAt);
    const list = (await as.tenant.req('GET', `/api/admin/clients/${acme}/api-keys`)).json();
    expect(list.keys.find((k: { id: string }) => k.id === key.id).revokedAt).toBe(first.json().revokedAt);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/clients/${acme}/api-keys` });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await as.tenant.req(
      'POST',
      `/api/admin/clients/${acme}/api-keys`,
      { name: 'x' },
      { 'x-csrf-token': 'wrong' },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/admin';
import { queueMail } from '@/server/services/mail';

describe.each(DB_KINDS)('admin report e-mails (outbox) on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const tenant of ['default', 'acme']) {
      const { rows } = await t.ctx.database.execute(`select id from clients where tenant = $1`, [tenant]);
      ids[tenant] = rows[0].id;
      await queueMail(t.ctx, {
        clientId: ids[tenant],
        to: [`${tenant}@example.com`],
        subject: `Report for ${tenant}`,
        html: '<p>hi</p>',
        text: 'hi',
      });
    }
  });
  afterAll(() => t?.close());

  it('shows a super_admin the mail of every tenant, kept in the outbox without SMTP', async () => {
    const admin = await signIn(t, 'admin@getseen.local');
    const res = await admin.req('GET', '/api/admin/mail');
    expect(res.statusCode).toBe(200);
    const subjects = res.json().map((m: { subject: string }) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Report for default', 'Report for acme']));
    expect(res.json().every((m: { status: string }) => m.status === 'outbox')).toBe(true);
  });

  it("shows a tenant_admin only their own tenant's mail, and nothing of another tenant by id", async () => {
    const tenantAdmin = await signIn(t, 'acme-admin@getseen.local');
    const res = await tenantAdmin.req('GET', '/api/admin/mail');
    expect(res.json().map((m: { subject: string }) => m.subject)).toEqual(['Report for acme']);
    const other = await tenantAdmin.req('GET', `/api/admin/mail?clientId=${ids.default}`);
    expect(other.statusCode).toBe(404);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject('/api/admin/mail')).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { monitors, outboundMail } from '@/db/schema';
import { monitorToken } from '@/server/services/monitors/links';
import { sweepDueMonitors } from '@/server/services/monitors/runs';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';
import { clientOf, insertAnalysis, Visitor } from '../helpers/access-fixtures';

type Role = 'super_admin' | 'admin' | 'support_staff' | 'tenant_admin';
const EMAIL: Record<Role, string> = {
  super_admin: 'admin@getseen.local',
  admin: 'manager@getseen.local',
  support_staff: 'support@getseen.local',
  tenant_admin: 'acme-admin@getseen.local',
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DB_KINDS)('monitors API on %s', (kind) => {
  let t: TestApp;
  const agents = {} as Record<Role, AdminAgent>;
  let acme = '';
  let defaultId = '';
  beforeAll(async () => {
    t = await createTestApp(kind, { ALLOW_PRIVATE_NETWORK: 'true' });
    for (const role of Object.keys(EMAIL) as Role[]) agents[role] = await signIn(t, EMAIL[role]);
    acme = (await clientOf(t, 'acme')).id;
    defaultId = (await clientOf(t, 'default')).id;
  });
  afterAll(async () => t?.close());

  const monitorRow = async (id: string) =>
    (await t.ctx.database.db.select().from(monitors).where(eq(monitors.id, id)))[0];
  const post = (v: Visitor, analysisId: string, email = 'Me@Example.com', frequency = 'weekly') =>
    v.req('POST', '/api/monitors', { analysisId, frequency, email });

  let visitorMonitor = '';
  it('a visitor with the full report subscribes; the address confirms before anything runs', async () => {
    const v = new Visitor(t, 'globex'); // a free service: every report is open
    const a = await insertAnalysis(t, { tenant: 'globex', visitorSessionId: await v.start() });
    const res = await post(v, a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().monitor).toMatchObject({ status: 'pending', frequency: 'weekly', email: 'me@example.com' });
    visitorMonitor = res.json().monitor.id;
    const [mail] = await t.ctx.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.toAddresses, 'me@example.com'));
    expect(mail.subject).toContain('confirm alerts');
    const link = /http:\/\/localhost:3000(\/monitors\/confirm\/[^\s]+)/.exec(mail.text)![1];
    expect(await sweepDueMonitors(t.ctx)).toEqual([]); // pending: nothing runs, nothing is mailed

    const shown = await t.app.inject({ url: link });
    expect(shown.body).toContain('Confirm alerts');
    expect((await monitorRow(visitorMonitor)).status).toBe('pending'); // GET changes nothing
    for (let i = 0; i < 2; i++) {
      const confirmed = await t.app.inject({ method: 'POST', url: link, headers: FORM, payload: '' });
      expect(confirmed.body).toContain('Alerts confirmed');
    }
    expect((await monitorRow(visitorMonitor)).status).toBe('active');
    const listed = await v.req('GET', `/api/monitors?analysisId=${a.id}`);
    expect(listed.json().monitors, listed.body).toHaveLength(1);
    expect((await post(v, a.id)).json().error).toBe('already_monitored');
  });

  it("refuses a locked report, someone else's analysis and bad input, each with a clear 4xx", async () => {
    const payer = new Visitor(t, 'default'); // payments on: a report is locked until paid
    const locked = await insertAnalysis(t, { visitorSessionId: await payer.start() });
    const res = await post(payer, locked.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('premium_required');
    const stranger = new Visitor(t, 'default');
    await stranger.start();
    expect((await post(stranger, locked.id)).statusCode).toBe(404);
    const bad = await post(payer, locked.id, 'not-an-address', 'hourly');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/frequency|email/);
  });

  it('one-click unsubscribe (RFC 8058) is signed and idempotent', async () => {
    const token = monitorToken(t.ctx, 'monitor-unsubscribe', visitorMonitor);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/monitors/unsubscribe/${token}`,
        headers: FORM,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Unsubscribed');
    }
    expect((await monitorRow(visitorMonitor)).status).toBe('unsubscribed');
    const forged = `${token.slice(0, -2)}xx`;
    const bad = await t.app.inject({ method: 'POST', url: `/monitors/unsubscribe/${forged}`, headers: FORM });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_link' });
    // A confirmation token never unsubscribes (one purpose per signature).
    const confirmToken = monitorToken(t.ctx, 'monitor-confirm', visitorMonitor);
    expect((await t.app.inject({ method: 'POST', url: `/monitors/unsubscribe/${confirmToken}` })).statusCode).toBe(400);
  });

  it('operators: scope per tenant, support staff read only, nobody signed in gets 401', async () => {
    const body = (clientId: string, email: string) => ({
      clientId,
      url: 'http://127.0.0.1/pricing',
      frequency: 'daily',
      email,
    });
    const own = await agents.tenant_admin.req('POST', '/api/admin/monitors', body(acme, 'a1@example.com'));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().status).toBe('active');
    const other = await agents.tenant_admin.req('POST', '/api/admin/monitors', body(defaultId, 'x@example.com'));
    expect(other.statusCode).toBe(404);
    const defaults = await agents.admin.req('POST', '/api/admin/monitors', body(defaultId, 'd@example.com'));
    expect(defaults.statusCode).toBe(201);
    expect(
      (await agents.support_staff.req('POST', '/api/admin/monitors', body(acme, 's@example.com'))).statusCode,
    ).toBe(403);
    const staffList = await agents.support_staff.req('GET', '/api/admin/monitors');
    expect(staffList.json().monitors.length).toBeGreaterThanOrEqual(2);
    expect(
      (await agents.support_staff.req('PATCH', `/api/admin/monitors/${own.json().id}`, { status: 'paused' }))
        .statusCode,
    ).toBe(403);
    const taList = (await agents.tenant_admin.req('GET', '/api/admin/monitors')).json().monitors;
    expect(taList.every((m: { clientId: string }) => m.clientId === acme)).toBe(true);
    for (const method of ['PATCH', 'DELETE'])
      expect(
        (
          await agents.tenant_admin.req(
            method,
            `/api/admin/monitors/${defaults.json().id}`,
            method === 'PATCH' ? { status: 'paused' } : undefined,
          )
        ).statusCode,
      ).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/monitors' })).statusCode).toBe(401);
    const badUrl = await agents.admin.req('POST', '/api/admin/monitors', {
      ...body(acme, 'b@example.com'),
      url: 'ftp://x',
    });
    expect(badUrl.statusCode).toBe(400);
    expect((await agents.admin.req('DELETE', `/api/admin/monitors/${defaults.json().id}`)).statusCode).toBe(200);
  });

  it('the per-tenant cap: an admin-editable setting, over it a clear 409; paused monitors do not count', async () => {
    const set = await agents.tenant_admin.req('PUT', `/api/admin/clients/${acme}`, { max_active_monitors: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().max_active_monitors).toBe(1);
    const body = { clientId: acme, url: 'http://127.0.0.1/blog', frequency: 'weekly', email: 'a2@example.com' };
    const over = await agents.tenant_admin.req('POST', '/api/admin/monitors', body);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('monitor_limit_reached');
    expect(over.json().message).toContain('limit of 1 active monitors');
    const list = await agents.tenant_admin.req('GET', `/api/admin/monitors?clientId=${acme}`);
    expect(list.json().cap).toEqual({ max: 1, used: 1 });
    const first = list.json().monitors[0].id as string;
    expect(
      (await agents.tenant_admin.req('PATCH', `/api/admin/monitors/${first}`, { status: 'paused' })).json().status,
    ).toBe('paused');
    expect((await agents.tenant_admin.req('POST', '/api/admin/monitors', body)).statusCode).toBe(201);
    const resume = await agents.tenant_admin.req('PATCH', `/api/admin/monitors/${first}`, { status: 'active' });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error).toBe('monitor_limit_reached');
  });
});

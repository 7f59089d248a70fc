/**
 * Monitors through /api/v1 and read-only keys, on PGlite and PostgreSQL (docs/decisions/029): the
 * operators' rules for the key's own tenant (cap, address rules, another tenant's monitor = unknown id),
 * every refusal with its code, and the frequency change rescheduled at the monitor's own offset,
 * from the API and the admin console per role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { monitorRuns, monitors } from '@/db/schema';
import { offsetMs } from '@/server/services/monitors/schedule';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';
import { clientOf } from '../helpers/access-fixtures';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(DB_KINDS)('monitors and read-only keys through /api/v1 on %s', (kind) => {
  let t: TestApp;
  let admin: AdminAgent;
  let acme = '';
  let fullKey = '';
  let readKey = '';
  let globexKey = '';
  const newKey = async (clientId: string, name: string, scope?: string) =>
    admin.req('POST', `/api/admin/clients/${clientId}/api-keys`, { name, ...(scope ? { scope } : {}) });
  const call = (key: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
  const monitorRow = async (id: string) =>
    (await t.ctx.database.db.select().from(monitors).where(eq(monitors.id, id)))[0];
  const body = (path: string, extra: object = {}) => ({
    url: `http://127.0.0.1:9/${path}`,
    frequency: 'daily',
    email: 'Ops@Example.com',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { ALLOW_PRIVATE_NETWORK: 'true' });
    admin = await signIn(t, 'admin@getseen.local');
    acme = (await clientOf(t, 'acme')).id;
    fullKey = (await newKey(acme, 'CI')).json().key;
    const read = await newKey(acme, 'Dashboard', 'read');
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json().scope).toBe('read');
    readKey = read.json().key;
    globexKey = (await newKey((await clientOf(t, 'globex')).id, 'Globex CI')).json().key;
  });
  afterAll(async () => t?.close());

  let monitorId = '';
  it('creates, lists, reads, changes and deletes a monitor of the key’s tenant', async () => {
    const created = await call(fullKey, 'POST', '/api/v1/monitors', body('pricing', { scoreDropThreshold: 5 }));
    expect(created.statusCode, created.body).toBe(201);
    const m = created.json();
    monitorId = m.id;
    expect(created.headers.location).toBe(`/api/v1/monitors/${m.id}`);
    expect(m).toMatchObject({
      url: 'http://127.0.0.1:9/pricing',
      frequency: 'daily',
      status: 'active',
      email: 'ops@example.com',
      scoreDropThreshold: 5,
      createdBy: 'api-key:CI',
      lastRunAt: null,
    });
    expect((await monitorRow(m.id)).clientId).toBe(acme);

    const list = await call(fullKey, 'GET', '/api/v1/monitors');
    expect(list.statusCode).toBe(200);
    expect(list.json().monitors.map((x: { id: string }) => x.id)).toContain(m.id);
    expect(list.json().cap).toEqual({ max: 25, used: 1 });
    expect((await call(fullKey, 'GET', `/api/v1/monitors/${m.id}`)).json()).toEqual(m);

    const paused = await call(fullKey, 'PATCH', `/api/v1/monitors/${m.id}`, {
      status: 'paused',
      scoreDropThreshold: 20,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused', scoreDropThreshold: 20 });
    const resumed = await call(fullKey, 'PATCH', `/api/v1/monitors/${m.id}`, { status: 'active' });
    expect(resumed.json().status).toBe('active');

    const doomed = (await call(fullKey, 'POST', '/api/v1/monitors', body('doomed'))).json();
    expect((await call(fullKey, 'DELETE', `/api/v1/monitors/${doomed.id}`)).json()).toEqual({ success: true });
    expect((await call(fullKey, 'GET', `/api/v1/monitors/${doomed.id}`)).statusCode).toBe(404);
  });

  it('pages through the monitors newest first, with the total, and names a bad limit or offset', async () => {
    const ids: string[] = [];
    for (const path of ['page-a', 'page-b', 'page-c']) {
      const r = await call(fullKey, 'POST', '/api/v1/monitors', body(path));
      expect(r.statusCode, r.body).toBe(201);
      ids.unshift(r.json().id);
    }
    const all = (await call(fullKey, 'GET', '/api/v1/monitors?limit=500')).json();
    const seen: string[] = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      const page = await call(fullKey, 'GET', `/api/v1/monitors?limit=2&offset=${offset}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().total).toBe(all.total);
      expect(page.json().monitors.length).toBeLessThanOrEqual(2);
      seen.push(...page.json().monitors.map((x: { id: string }) => x.id));
    }
    expect(seen).toEqual(all.monitors.map((x: { id: string }) => x.id));
    expect(seen.slice(0, 3)).toEqual(ids);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=ten', 'limit'],
    ]) {
      const bad = await call(fullKey, 'GET', `/api/v1/monitors?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.body, query).toContain(field);
    }
    for (const id of ids) await call(fullKey, 'DELETE', `/api/v1/monitors/${id}`);
  });

  it('another tenant’s monitor is the same 404 as an unknown id, for every method', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { status: 'paused' }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(globexKey, method, `/api/v1/monitors/${monitorId}`, payload);
      const none = await call(globexKey, method, `/api/v1/monitors/${unknown}`, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    expect((await call(globexKey, 'GET', '/api/v1/monitors')).json().monitors).toEqual([]);
    expect((await monitorRow(monitorId)).status).toBe('active');
  });

  it('refuses bad input, refused addresses and a second monitor of the same page and address', async () => {
    const expect400 = async (payload: object, message: RegExp, error = 'validation_error') => {
      const res = await call(fullKey, 'POST', '/api/v1/monitors', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().message).toMatch(message);
    };
    await expect400(body('a', { frequency: 'hourly' }), /frequency must be daily or weekly/);
    await expect400(body('a', { scoreDropThreshold: 0 }), /scoreDropThreshold must be a whole number from 1 to 100/);
    await expect400(body('a', { email: 'nobody' }), /email/i);
    await expect400({ frequency: 'daily', email: 'a@example.com' }, /url is required/);
    await expect400(body('a', { clientId: acme }), /clientId/);
    await expect400(body('a', { url: 'ftp://example.com/' }), /./, 'invalid_url');
    // The SSRF rules of analyses: a cloud metadata address is never a website, even with private networks allowed.
    await expect400(body('a', { url: 'http://169.254.169.254/latest' }), /./, 'blocked_address');
    const twice = await call(fullKey, 'POST', '/api/v1/monitors', body('pricing'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('already_monitored');

    const patch = async (payload: object) => call(fullKey, 'PATCH', `/api/v1/monitors/${monitorId}`, payload);
    expect((await patch({ frequency: 'monthly' })).json().message).toMatch(/frequency must be daily or weekly/);
    expect((await patch({})).json().message).toMatch(/at least one of status, frequency and scoreDropThreshold/);
    expect((await patch({ status: 'deleted' })).statusCode).toBe(400);
    expect((await call(fullKey, 'GET', '/api/v1/monitors/not-an-id')).json().message).toMatch(/monitor id/);
  });

  it('holds the tenant’s cap: 409 over it, as the admin path does', async () => {
    expect((await admin.req('PUT', `/api/admin/clients/${acme}`, { max_active_monitors: 1 })).statusCode).toBe(200);
    const over = await call(fullKey, 'POST', '/api/v1/monitors', body('blog'));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      error: 'monitor_limit_reached',
      message: expect.stringContaining('limit of 1'),
    });
    await call(fullKey, 'PATCH', `/api/v1/monitors/${monitorId}`, { status: 'paused' });
    const second = await call(fullKey, 'POST', '/api/v1/monitors', body('blog'));
    expect(second.statusCode).toBe(201);
    const resume = await call(fullKey, 'PATCH', `/api/v1/monitors/${monitorId}`, { status: 'active' });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error).toBe('monitor_limit_reached');
    await call(fullKey, 'DELETE', `/api/v1/monitors/${second.json().id}`);
    await admin.req('PUT', `/api/admin/clients/${acme}`, { max_active_monitors: 25 });
    expect((await call(fullKey, 'PATCH', `/api/v1/monitors/${monitorId}`, { status: 'active' })).statusCode).toBe(200);
  });

  it('a read-only key reads analyses, history and monitors, and gets 403 read_only_key on every change', async () => {
    expect((await call(readKey, 'GET', '/api/v1/monitors')).statusCode).toBe(200);
    expect((await call(readKey, 'GET', `/api/v1/monitors/${monitorId}`)).statusCode).toBe(200);
    const history = await call(readKey, 'GET', `/api/v1/history?url=${encodeURIComponent('http://127.0.0.1:9/x')}`);
    expect(history.json().error).toBe('no_history');
    const analysis = await call(readKey, 'GET', '/api/v1/analyses/00000000-0000-4000-8000-000000000000');
    expect(analysis.json().error).toBe('not_found');
    for (const [method, url, payload] of [
      ['POST', '/api/v1/analyses', { url: 'http://127.0.0.1:9/' }],
      ['POST', '/api/v1/monitors', body('read')],
      ['PATCH', `/api/v1/monitors/${monitorId}`, { status: 'paused' }],
      ['DELETE', `/api/v1/monitors/${monitorId}`, undefined],
    ] as const) {
      const res = await call(readKey, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('read_only_key');
      expect(res.json().message).toMatch(/read-only/);
    }
    expect((await monitorRow(monitorId)).status).toBe('active');
    const listed = (await admin.req('GET', `/api/admin/clients/${acme}/api-keys`)).json().keys;
    expect(listed.map((k: { name: string; scope: string }) => [k.name, k.scope])).toEqual(
      expect.arrayContaining([
        ['CI', 'full'],
        ['Dashboard', 'read'],
      ]),
    );
    const bad = await newKey(acme, 'Nope', 'write');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/scope must be full or read/);
  });

  it('a new frequency moves the next run to the new period’s start at the monitor’s own offset', async () => {
    const lastRunAt = new Date(Date.now() - 3_600_000);
    await t.ctx.database.db
      .update(monitors)
      .set({ lastRunAt, lastPeriod: 1_000_000 })
      .where(eq(monitors.id, monitorId));
    await t.ctx.database.db.insert(monitorRuns).values({ monitorId, period: 999_999 });
    const before = Date.now();
    const weekly = await call(fullKey, 'PATCH', `/api/v1/monitors/${monitorId}`, { frequency: 'weekly' });
    expect(weekly.statusCode, weekly.body).toBe(200);
    const next = new Date(weekly.json().nextRunAt).getTime();
    expect(weekly.json().frequency).toBe('weekly');
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(WEEK);
    expect(next % WEEK).toBe(offsetMs(monitorId, 'weekly'));
    const row = await monitorRow(monitorId);
    // The baseline is restated in weekly periods, older than any run the new schedule makes.
    expect(row.lastPeriod).toBeLessThan(Math.floor((next - offsetMs(monitorId, 'weekly')) / WEEK));
    const runs = await t.ctx.database.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, monitorId));
    expect(runs.map((r) => r.status)).toEqual(['abandoned']);
    const daily = (await call(fullKey, 'PATCH', `/api/v1/monitors/${monitorId}`, { frequency: 'daily' })).json();
    expect(new Date(daily.nextRunAt).getTime() % DAY).toBe(offsetMs(monitorId, 'daily'));

    // A monitor whose baseline run was under way (never finished): given up, and due again at once.
    const fresh = (await call(fullKey, 'POST', '/api/v1/monitors', body('fresh'))).json();
    await t.ctx.database.db
      .update(monitors)
      .set({ nextRunAt: new Date(Date.now() + 3 * DAY) })
      .where(eq(monitors.id, fresh.id));
    await t.ctx.database.db.insert(monitorRuns).values({ monitorId: fresh.id, period: 42 });
    const changed = (await call(fullKey, 'PATCH', `/api/v1/monitors/${fresh.id}`, { frequency: 'weekly' })).json();
    expect(new Date(changed.nextRunAt).getTime()).toBeLessThanOrEqual(Date.now());
    const freshRuns = await t.ctx.database.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, fresh.id));
    expect(freshRuns.map((r) => r.status)).toEqual(['abandoned']);
    await call(fullKey, 'DELETE', `/api/v1/monitors/${fresh.id}`);
  });

  it('operators change frequency and threshold per role: support staff 403, another tenant 404', async () => {
    const tenantAdmin = await signIn(t, 'acme-admin@getseen.local');
    const staff = await signIn(t, 'support@getseen.local');
    const change = { frequency: 'weekly', scoreDropThreshold: 15 };
    const own = await tenantAdmin.req('PATCH', `/api/admin/monitors/${monitorId}`, change);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ ...change, clientId: acme });
    expect(new Date(own.json().nextRunAt).getTime() % WEEK).toBe(offsetMs(monitorId, 'weekly'));
    expect((await staff.req('PATCH', `/api/admin/monitors/${monitorId}`, { frequency: 'daily' })).statusCode).toBe(403);
    const globexMonitor = (await call(globexKey, 'POST', '/api/v1/monitors', body('g'))).json();
    const other = await tenantAdmin.req('PATCH', `/api/admin/monitors/${globexMonitor.id}`, { frequency: 'daily' });
    expect(other.statusCode).toBe(404);
    const bad = await admin.req('PATCH', `/api/admin/monitors/${monitorId}`, { frequency: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/frequency must be daily or weekly/);
    expect((await monitorRow(monitorId)).frequency).toBe('weekly');
  });
});

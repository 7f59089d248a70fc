/**
 * A visitor stops a monitor from the report (docs/decisions/030), on PGlite and PostgreSQL: only the
 * session that subscribed may, in its own tenant; to anyone else (another browser, no cookie, another
 * tenant, an operator's monitor) the monitor does not exist. Stopped is unsubscribed: nothing runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { monitorRuns, monitors } from '@/db/schema';
import { monitorToken } from '@/server/services/monitors/links';
import { sweepDueMonitors } from '@/server/services/monitors/runs';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/admin';
import { clientOf, insertAnalysis, Visitor } from '../helpers/access-fixtures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DB_KINDS)('a visitor stops a monitor on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ALLOW_PRIVATE_NETWORK: 'true' });
  });
  afterAll(async () => t?.close());

  const statusOf = async (id: string) =>
    (await t.ctx.database.db.select().from(monitors).where(eq(monitors.id, id)))[0].status;
  const stop = (v: Visitor, id: string) => v.req('POST', `/api/monitors/${id}/stop`, {});

  /** A visitor of the free-service tenant (every report open) with a confirmed monitor of their page. */
  async function confirmedMonitor(email: string) {
    const v = new Visitor(t, 'globex');
    const analysis = await insertAnalysis(t, { tenant: 'globex', visitorSessionId: await v.start() });
    const res = await v.req('POST', '/api/monitors', { analysisId: analysis.id, frequency: 'daily', email });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().monitor.id as string;
    const link = `/monitors/confirm/${monitorToken(t.ctx, 'monitor-confirm', id)}`;
    await t.app.inject({ method: 'POST', url: link, headers: FORM, payload: '' });
    expect(await statusOf(id)).toBe('active');
    return { v, analysis, id };
  }

  it('the subscriber sees the active monitor and stops it; stopping again answers the same', async () => {
    const { v, analysis, id } = await confirmedMonitor('Owner@Example.com');
    const listed = await v.req('GET', `/api/monitors?analysisId=${analysis.id}`);
    expect(listed.json().monitors).toEqual([
      { id, url: analysis.url, frequency: 'daily', status: 'active', email: 'owner@example.com' },
    ]);
    for (let i = 0; i < 2; i++) {
      const res = await stop(v, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        monitor: { id, url: analysis.url, frequency: 'daily', status: 'unsubscribed', email: 'owner@example.com' },
        message: 'Alerts stopped: owner@example.com will get no more alerts for this page.',
      });
    }
    expect(await statusOf(id)).toBe('unsubscribed');
    // Nothing runs for it any more, even once it is due.
    await t.ctx.database.db
      .update(monitors)
      .set({ nextRunAt: new Date(0) })
      .where(eq(monitors.id, id));
    await sweepDueMonitors(t.ctx);
    expect(await t.ctx.database.db.select().from(monitorRuns).where(eq(monitorRuns.monitorId, id))).toEqual([]);
    // Subscribing again starts over: the address confirms again.
    const again = await v.req('POST', '/api/monitors', {
      analysisId: analysis.id,
      frequency: 'weekly',
      email: 'owner@example.com',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().monitor).toMatchObject({ id, status: 'pending' });
  });

  it('stops a monitor still waiting for its confirmation', async () => {
    const v = new Visitor(t, 'globex');
    const analysis = await insertAnalysis(t, { tenant: 'globex', visitorSessionId: await v.start() });
    const created = await v.req('POST', '/api/monitors', {
      analysisId: analysis.id,
      frequency: 'weekly',
      email: 'pending@example.com',
    });
    const id = created.json().monitor.id as string;
    expect((await stop(v, id)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('unsubscribed');
  });

  it('to anyone but the subscribing session the monitor does not exist (404), and it keeps running', async () => {
    const { id } = await confirmedMonitor('kept@example.com');
    const otherBrowser = new Visitor(t, 'globex');
    await otherBrowser.start();
    const noCookie = new Visitor(t, 'globex');
    const otherTenant = new Visitor(t, 'acme');
    await otherTenant.start();
    for (const someone of [otherBrowser, noCookie, otherTenant]) {
      const res = await stop(someone, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'This monitor was not found' });
    }
    // A cookie forged for the subscriber's session id is not signed: it is no session.
    const forged = new Visitor(t, 'globex');
    forged.cookies.gs_visitor = `${(await t.ctx.database.db.select().from(monitors).where(eq(monitors.id, id)))[0].visitorSessionId}.forged`;
    expect((await stop(forged, id)).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('active');

    // An operator's monitor has its own session: no visitor can stop it.
    const admin = await signIn(t, 'admin@getseen.local');
    const ops = await admin.req('POST', '/api/admin/monitors', {
      clientId: (await clientOf(t, 'globex')).id,
      url: 'http://127.0.0.1/ops',
      frequency: 'weekly',
      email: 'ops@example.com',
    });
    expect(ops.statusCode, ops.body).toBe(201);
    expect((await stop(otherBrowser, ops.json().id)).statusCode).toBe(404);
    expect(await statusOf(ops.json().id)).toBe('active');
  });

  it('refuses a malformed id with a 400 that names it', async () => {
    const v = new Visitor(t, 'globex');
    await v.start();
    const res = await stop(v, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('The monitor id must be a UUID');
  });
});

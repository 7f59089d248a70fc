/**
 * Authorization and sessions: a visitor cannot read, follow or stop another visitor's analysis (404,
 * so ids cannot be probed); a tampered visitor cookie gets a new session and no access; admin changes
 * without the session's CSRF token (what a cross-site form or fetch would send) are refused; sign-in
 * does not keep a planted session id (fixation); logout really ends the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { registerWorkers } from '@/server/jobs/workers';
import { fuzzCounters } from './helpers/counters';

let fixtures: FixtureServer;
let attacks = 0;
beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
  fuzzCounters.record('attacks', attacks, 'authorization and sessions');
});

const visitorCookie = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'gs_visitor')?.value;

describe.each(DB_KINDS)('authorization and sessions on %s', (kind) => {
  let t: TestApp;
  let stopWorkers: () => Promise<void>;
  let analysisId = '';
  let cookieA = '';

  beforeAll(async () => {
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'false',
      ANALYSIS_CACHE_MINUTES: '0',
    });
    stopWorkers = await registerWorkers(t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', payload: { url: fixtures.url } });
    expect(res.statusCode, res.body).toBe(200);
    analysisId = res.json().id;
    cookieA = visitorCookie(res)!;
    expect(cookieA).toBeTruthy();
  }, 60_000);
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
  });

  it('the owner reads its analysis', async () => {
    const res = await t.app.inject({ url: `/api/analyses/${analysisId}`, cookies: { gs_visitor: cookieA } });
    expect(res.statusCode).toBe(200);
  });

  it('another visitor, no visitor, or the owner under another tenant: 404 on read, events and stop', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: 'http://169.254.169.254/' },
    });
    const cookieB = visitorCookie(other)!;
    expect(cookieB).toBeTruthy();
    expect(cookieB).not.toBe(cookieA);
    const attempts: Array<{ method: 'GET' | 'DELETE'; url: string; cookies?: Record<string, string> }> = [];
    for (const cookies of [{ gs_visitor: cookieB }, undefined, { gs_visitor: cookieA }]) {
      const q = cookies?.gs_visitor === cookieA ? '?tenant=globex' : '';
      attempts.push(
        { method: 'GET', url: `/api/analyses/${analysisId}${q}`, cookies },
        { method: 'GET', url: `/api/analyses/${analysisId}/events${q}`, cookies },
        { method: 'DELETE', url: `/api/analyses/${analysisId}/run${q}`, cookies },
      );
    }
    for (const a of attempts) {
      attacks++;
      const res = await t.app.inject(a);
      expect(res.statusCode, `${a.method} ${a.url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Analysis not found' });
      expect(res.body).not.toContain(fixtures.url);
    }
    // The analysis is untouched by the refused stop.
    const mine = await t.app.inject({ url: `/api/analyses/${analysisId}`, cookies: { gs_visitor: cookieA } });
    expect(mine.json().status).toBe('completed');
  });

  it('a tampered visitor cookie gives no access and a new session', async () => {
    const [value, sig] = cookieA.split('.');
    const forged = [
      `${value}.${sig.slice(0, -2)}${sig.slice(-2) === 'AA' ? 'BB' : 'AA'}`,
      value, // unsigned
      `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}.${sig}`, // another id, old signature
      `${crypto.randomUUID()}.${sig}`,
    ];
    for (const gs_visitor of forged) {
      attacks++;
      const read = await t.app.inject({ url: `/api/analyses/${analysisId}`, cookies: { gs_visitor } });
      expect(read.statusCode).toBe(404);
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: 'http://169.254.169.254/' },
        cookies: { gs_visitor },
      });
      const issued = visitorCookie(fresh);
      expect(issued, 'a new session cookie is issued').toBeTruthy();
      expect(issued!.split('.')[0]).not.toBe(value);
    }
  });

  it('admin: changes without the CSRF token (a cross-site request) are refused; sign-in rotates the session; logout ends it', async () => {
    const planted = 'attacker-chosen-session-token';
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/dev-sign-in',
      payload: { email: 'admin@getseen.local' },
      cookies: { gs_admin: planted },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name === 'gs_admin')!;
    expect(cookie.value).not.toContain(planted);
    expect(cookie.httpOnly).toBe(true);
    expect(['Lax', 'Strict', 'lax', 'strict']).toContain(String(cookie.sameSite));
    const me = await t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: cookie.value } });
    expect(me.statusCode).toBe(200);
    const csrf = me.json().csrfToken as string;
    expect(csrf).toBeTruthy();

    const change = { name: 'Evil Co', tenant: 'evilco' };
    for (const headers of [
      {},
      { 'x-csrf-token': 'wrong' },
      { 'x-csrf-token': '' },
      { origin: 'https://evil.example' },
      { 'content-type': 'text/plain' },
    ]) {
      attacks++;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/clients',
        cookies: { gs_admin: cookie.value },
        headers,
        payload: JSON.stringify(change),
      });
      expect([403, 415], `${JSON.stringify(headers)} → ${res.body}`).toContain(res.statusCode);
    }
    const clients = await t.app.inject({ url: '/api/admin/clients', cookies: { gs_admin: cookie.value } });
    expect(JSON.stringify(clients.json())).not.toContain('evilco');

    const out = await t.app.inject({ url: '/api/admin/auth/logout', cookies: { gs_admin: cookie.value } });
    expect(out.statusCode).toBeLessThan(400);
    attacks++;
    const after = await t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: cookie.value } });
    expect(after.statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      cookies: { gs_admin: cookie.value },
      headers: { 'x-csrf-token': csrf },
      payload: change,
    });
    expect(replay.statusCode).toBe(401);
  });
});

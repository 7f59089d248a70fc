/**
 * /api/v1 with real keys on PGlite and PostgreSQL: every refusal of a key, tenant isolation, the
 * per-key rate limit, last-used written at most once a minute, and an analysis of a fixture site
 * created and read back in full through the same queue as the visitor's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyses, apiKeys, clients } from '@/db/schema';
import { findClientByTenant } from '@/db/queries/clients';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

describe.each(DB_KINDS)('public API /api/v1 on %s', (kind) => {
  let t: TestApp;
  let sites: FixtureServer;
  let stopWorkers: () => Promise<void>;
  let admin: AdminAgent;
  let acme: string;
  let acmeKey: string;
  let globexKey: string;
  const newKey = async (clientId: string, name = 'test') =>
    (await admin.req('POST', `/api/admin/clients/${clientId}/api-keys`, { name })).json() as {
      id: string;
      key: string;
    };
  const call = (key: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: key ? { authorization: `Bearer ${key}` } : {} });

  beforeAll(async () => {
    sites = await startFixtureServer();
    t = await createTestApp(kind, { ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_FETCH_TIMEOUT_MS: '20000' });
    const { registerWorkers } = await import('@/server/jobs/workers');
    stopWorkers = await registerWorkers(t.ctx);
    admin = await signIn(t, 'admin@getseen.local');
    acme = (await findClientByTenant(t.ctx.database.db, 'acme'))!.id;
    acmeKey = (await newKey(acme)).key;
    globexKey = (await newKey((await findClientByTenant(t.ctx.database.db, 'globex'))!.id)).key;
  }, 120_000);
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
    await sites?.close();
  });

  it('refuses a missing, malformed, unknown or revoked key with 401 naming which', async () => {
    const expectRefusal = async (key: string | undefined, error: string, raw?: string) => {
      const res = raw
        ? await t.app.inject({
            url: '/api/v1/analyses/00000000-0000-4000-8000-000000000000',
            headers: { authorization: raw },
          })
        : await call(key, 'GET', '/api/v1/analyses/00000000-0000-4000-8000-000000000000');
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error).toBe(error);
      expect(res.json().message.length).toBeGreaterThan(10);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    };
    await expectRefusal(undefined, 'missing_api_key');
    await expectRefusal(undefined, 'malformed_api_key', 'Basic dXNlcjpwYXNz');
    await expectRefusal('gs_live_short', 'malformed_api_key');
    await expectRefusal(undefined, 'malformed_api_key', `Bearer ${acmeKey} extra`);
    await expectRefusal(`gs_live_${'A'.repeat(43)}`, 'unknown_api_key');
    const revoked = await newKey(acme, 'to revoke');
    expect((await call(revoked.key, 'GET', '/api/v1/analyses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    await admin.req('POST', `/api/admin/api-keys/${revoked.id}/revoke`);
    await expectRefusal(revoked.key, 'revoked_api_key');
  });

  it('refuses a key whose tenant was deactivated with 403', async () => {
    const [c] = await t.ctx.database.db
      .insert(clients)
      .values({ tenant: `off${kind}`, name: 'Off', domain: `off${kind}.getseen.app` })
      .returning();
    const key = (await newKey(c.id)).key;
    await t.ctx.database.db.update(clients).set({ isActive: false }).where(eq(clients.id, c.id));
    const res = await call(key, 'POST', '/api/v1/analyses', { url: sites.siteUrl('good') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not active/);
  });

  it('refuses bad input with 400 naming what was wrong', async () => {
    const missing = await call(acmeKey, 'POST', '/api/v1/analyses', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'validation_error',
      message: expect.stringMatching(/url is required/),
    });
    const scheme = await call(acmeKey, 'POST', '/api/v1/analyses', { url: 'ftp://example.com/file' });
    expect(scheme.statusCode).toBe(400);
    expect(scheme.json().error).toBe('invalid_url');
    const extra = await call(acmeKey, 'POST', '/api/v1/analyses', { url: sites.siteUrl('good'), tenant: 'globex' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/tenant/);
    const badId = await call(acmeKey, 'GET', '/api/v1/analyses/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/id must be an analysis id/);
  });

  let analysisId = '';
  it('creates an analysis of a fixture site, reports it pending, then the full unredacted result', async () => {
    const created = await call(acmeKey, 'POST', '/api/v1/analyses', { url: sites.siteUrl('good'), fresh: true });
    expect(created.statusCode, created.body).toBe(202);
    const body = created.json();
    analysisId = body.id;
    expect(created.headers.location).toBe(`/api/v1/analyses/${analysisId}`);
    expect(body).toMatchObject({ status: 'pending', result: null, error: null, cached: false, intent: 'visibility' });
    expect(body.progress).toEqual({ step: 0, of: 7, label: 'Queued' });

    let read = body;
    for (let i = 0; i < 240 && !['completed', 'failed'].includes(read.status); i++) {
      await new Promise((r) => setTimeout(r, 250));
      read = (await call(acmeKey, 'GET', `/api/v1/analyses/${analysisId}`)).json();
    }
    expect(read.status, JSON.stringify(read.error)).toBe('completed');
    expect(read.progress.step).toBe(7);
    const [row] = await t.ctx.database.db.select().from(analyses).where(eq(analyses.id, analysisId));
    expect(row.clientId).toBe(acme);
    expect(row.visitorSessionId).toBeNull();
    // Full: exactly what the engine stored, nothing locked or removed.
    expect(read.result).toEqual(row.results);
    expect(read.result.audits.length).toBeGreaterThan(10);
    expect(read.result.overallScore).toBe(row.overallScore);
  }, 90_000);

  it("answers the same page from the tenant's cache, and another tenant's key gets 404", async () => {
    const again = await call(acmeKey, 'POST', '/api/v1/analyses', { url: sites.siteUrl('good') });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: analysisId, status: 'completed', cached: true });

    const stranger = await call(globexKey, 'GET', `/api/v1/analyses/${analysisId}`);
    const nothing = await call(globexKey, 'GET', '/api/v1/analyses/00000000-0000-4000-8000-000000000000');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(nothing.body);
    // Globex's own request for the page is its own analysis, never acme's.
    const globexRun = await call(globexKey, 'POST', '/api/v1/analyses', { url: sites.siteUrl('good') });
    expect(globexRun.json().id).not.toBe(analysisId);
  });

  it("lists a page's history for the key's tenant only, whatever the address' spelling", async () => {
    const url = sites.siteUrl('good');
    const history = async (key: string, u: string) => call(key, 'GET', `/api/v1/history?url=${encodeURIComponent(u)}`);
    const first = await history(acmeKey, `${url}?utm_source=newsletter#top`);
    expect(first.statusCode, first.body).toBe(200);
    const timeline = first.json();
    // The cached answer is the same run, not a second one.
    expect(timeline.total).toBe(1);
    expect(timeline.points[0]).toMatchObject({ id: analysisId });
    expect(timeline.changes).toBeNull();

    const rerun = (await call(acmeKey, 'POST', '/api/v1/analyses', { url, fresh: true })).json();
    for (let i = 0; i < 240; i++) {
      const read = (await call(acmeKey, 'GET', `/api/v1/analyses/${rerun.id}`)).json();
      if (['completed', 'failed'].includes(read.status)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const second = (await history(acmeKey, url)).json();
    expect(second.total).toBe(2);
    expect(second.points.map((p: { id: string }) => p.id)).toEqual([analysisId, rerun.id]);
    expect(second.changes).toMatchObject({ currentAt: expect.any(String), scores: expect.any(Array) });

    // Another tenant never sees acme's runs: its own (if finished) or none.
    const stranger = await history(globexKey, url);
    if (stranger.statusCode === 200)
      for (const p of stranger.json().points) expect([analysisId, rerun.id]).not.toContain(p.id);
    else expect(stranger.json().error).toBe('no_history');

    const unknown = await history(acmeKey, 'https://never-analysed.example/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'no_history', message: 'No analyses of this address yet.' });
    const missing = await call(acmeKey, 'GET', '/api/v1/history');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/url is required/);
    const notUrl = await history(acmeKey, 'example.com/page');
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().message).toMatch(/full http or https address/);
  }, 90_000);

  it('writes last-used at most once a minute', async () => {
    const { id, key } = await newKey(acme, 'last used');
    const lastUsed = async () =>
      (await t.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0].lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await call(key, 'GET', `/api/v1/analyses/${analysisId}`);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await call(key, 'GET', `/api/v1/analyses/${analysisId}`);
    expect(await lastUsed()).toEqual(first);
    const listed = (await admin.req('GET', `/api/admin/clients/${acme}/api-keys`)).json();
    expect(listed.keys.find((k: { id: string }) => k.id === id).lastUsedAt).toBe(first!.toISOString());
  });

  it('limits each key on its own: 429 with Retry-After after 30 analyses a minute', async () => {
    const { key } = await newKey(acme, 'busy');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await call(key, 'POST', '/api/v1/analyses', { url: 'ftp://x.example/' })).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await call(key, 'POST', '/api/v1/analyses', { url: 'ftp://x.example/' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same tenant is not slowed down.
    expect((await call(acmeKey, 'POST', '/api/v1/analyses', { url: 'ftp://x.example/' })).statusCode).toBe(400);
  });
});

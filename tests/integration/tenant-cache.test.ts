import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

/** Polls until `check` holds; answers how long that took (ms), or fails after `withinMs`. */
async function waitUntil(check: () => Promise<boolean>, withinMs = 2000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 2));
  }
  return performance.now() - started;
}

/** Runs SQL with triggers off (session_replication_role = replica), so no process hears of the change. */
async function silently(t: TestApp, statement: string): Promise<void> {
  await t.ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    await tx.execute(sql.raw(statement));
  });
}

const brandOf = async (t: TestApp, host = 'localhost') =>
  (await t.app.inject({ url: '/api/brand-config', headers: { host } })).json() as {
    tenant: string;
    companyName: string;
    pricing: { productType: string; price: number }[];
  };

/** The tenant cache (services/tenants.ts, docs/decisions/023): answers and misses are cached, every change is seen. */
describe.each(DB_KINDS)('tenant cache on %s', (kind) => {
  let t: TestApp;
  let sa: AdminAgent;
  let defaultId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sa = await signIn(t, 'admin@getseen.local');
    const clients = (await sa.req('GET', '/api/admin/clients')).json() as { id: string; tenant: string }[];
    defaultId = clients.find((c) => c.tenant === 'default')!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('keeps answers and misses: a change no trigger announces is not seen until invalidate()', async () => {
    expect((await brandOf(t, 'quiet-host.example')).tenant).toBe('default');
    const before = (await brandOf(t)).companyName;
    await silently(
      t,
      `insert into clients (tenant, name, company_name, domain) values ('quiethost', 'Quiet', 'Quiet', 'quiet-host.example')`,
    );
    await silently(t, `update clients set company_name = 'Silent Co', branding = '{}' where id = '${defaultId}'`);
    expect((await brandOf(t, 'quiet-host.example')).tenant).toBe('default');
    expect((await brandOf(t)).companyName).toBe(before);
    t.ctx.tenants.invalidate();
    expect((await brandOf(t, 'quiet-host.example')).tenant).toBe('quiethost');
    expect((await brandOf(t)).companyName).toBe('Silent Co');
  });

  it('shows an admin change to the brand at once', async () => {
    expect((await brandOf(t)).companyName).not.toBe('Cached Co');
    const res = await sa.req('PUT', `/api/admin/clients/${defaultId}`, { branding: { companyName: 'Cached Co' } });
    expect(res.statusCode).toBe(200);
    expect((await brandOf(t)).companyName).toBe('Cached Co');
  });

  it('shows a new price at once', async () => {
    const before = (await brandOf(t)).pricing.find((p) => p.productType === 'single_page');
    const products = (await sa.req('GET', `/api/admin/products/${defaultId}`)).json() as {
      id: string;
      productType: string;
    }[];
    const single = products.find((p) => p.productType === 'single_page')!;
    const res = await sa.req('PUT', `/api/admin/products/${single.id}`, { price: 4150 });
    expect(res.statusCode).toBe(200);
    expect(before?.price).not.toBe(4150);
    expect((await brandOf(t)).pricing.find((p) => p.productType === 'single_page')?.price).toBe(4150);
  });

  it('serves a host that was unknown as soon as a new tenant takes it (its domain: <tenant>.getseen.app)', async () => {
    expect((await brandOf(t, 'brandnew.getseen.app')).tenant).toBe('default');
    const res = await sa.req('POST', '/api/admin/clients', {
      tenant: 'brandnew',
      name: 'Brand New',
      branding: { companyName: 'Brand New Ltd' },
      support_email: 'owner@brand-new.example',
    });
    expect(res.statusCode).toBe(201);
    expect((await brandOf(t, 'brandnew.getseen.app')).tenant).toBe('brandnew');
  });

  it('hears of a change made in the database by anyone (a trigger notifies every process)', async () => {
    await brandOf(t);
    await t.ctx.database.execute(`update clients set company_name = 'Changed In SQL', branding = '{}' where id = $1`, [
      defaultId,
    ]);
    const ms = await waitUntil(async () => (await brandOf(t)).companyName === 'Changed In SQL');
    expect(ms).toBeLessThan(1000);
  });
});

describe.skipIf(!DB_KINDS.includes('postgres'))('tenant cache across processes on postgres', () => {
  let a: TestApp;
  let b: TestApp;
  let sa: AdminAgent;
  let defaultId: string;

  beforeAll(async () => {
    a = await createTestApp('postgres');
    // A second web process on the same database: its own cache, its own listening connection.
    b = await createTestApp('postgres', { DATABASE_URL: a.config.DATABASE_URL! });
    sa = await signIn(a, 'admin@getseen.local');
    const clients = (await sa.req('GET', '/api/admin/clients')).json() as { id: string; tenant: string }[];
    defaultId = clients.find((c) => c.tenant === 'default')!.id;
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("sees one process's admin change in the other within milliseconds", async () => {
    for (let i = 0; i < 3; i++) expect((await brandOf(b)).companyName).not.toBe('Other Process Co');
    const res = await sa.req('PUT', `/api/admin/clients/${defaultId}`, {
      branding: { companyName: 'Other Process Co' },
    });
    expect(res.statusCode).toBe(200);
    const ms = await waitUntil(async () => (await brandOf(b)).companyName === 'Other Process Co');
    console.log(`[tenant cache] the other process saw the change after ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(250);
  });

  it('caches nothing while its listening connection is lost, and again once it is back', async () => {
    const listening = `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`;
    // Listening: a change no trigger announces stays unseen (the cache is in use).
    const cached = (await brandOf(b)).companyName;
    await silently(a, `update clients set company_name = 'Unannounced', branding = '{}' where id = '${defaultId}'`);
    expect((await brandOf(b)).companyName).toBe(cached);
    expect((await a.ctx.database.execute(listening)).rows).toHaveLength(2); // one per process
    await a.ctx.database.execute(`select pg_terminate_backend(pid) from (${listening}) l`);
    // Lost: b must not trust its cache, so unannounced changes are seen.
    await waitUntil(async () => {
      const name = `Lost ${performance.now()}`;
      await silently(a, `update clients set company_name = '${name}' where id = '${defaultId}'`);
      return (await brandOf(b)).companyName === name;
    });
    // Back (re-connected after a second): caching again, and announced changes arrive.
    await waitUntil(async () => (await a.ctx.database.execute(listening)).rows.length === 2, 5000);
    await waitUntil(async () => {
      const seen = (await brandOf(b)).companyName;
      await silently(a, `update clients set company_name = 'Unannounced again' where id = '${defaultId}'`);
      return (await brandOf(b)).companyName === seen;
    });
    await a.ctx.database.execute(`update clients set company_name = 'Back Again' where id = $1`, [defaultId]);
    await waitUntil(async () => (await brandOf(b)).companyName === 'Back Again');
  });
});

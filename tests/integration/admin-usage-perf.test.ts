import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '@/db/schema';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

const ROWS = 100_000;

/** The Usage Activity queries on 100,000 analyses: every filter and sort the console offers, timed. */
describe.each(DB_KINDS)('usage queries on %s with 100,000 analyses', (kind) => {
  let t: TestApp;
  let sa: AdminAgent;
  let ta: AdminAgent;
  let acme: string;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    sa = await signIn(t, 'admin@getseen.local');
    ta = await signIn(t, 'acme-admin@getseen.local');
    const ids = (await t.ctx.database.db.select({ id: clients.id, tenant: clients.tenant }).from(clients)).map(
      (c) => c.id,
    );
    [{ id: acme }] = await t.ctx.database.db.select({ id: clients.id }).from(clients).where(eq(clients.tenant, 'acme'));
    const started = Date.now();
    await t.ctx.database.execute(
      `insert into analyses (client_id, url, status, overall_score, tech_score, created_at, last_requested, origin_ip, results)
       select ($1::uuid[])[1 + (g % $2)],
              'https://site' || (g % 9000) || '.example/page/' || g,
              (array['completed','completed','completed','failed','pending','processing','success'])[1 + (g % 7)],
              case when g % 7 in (3,4,5) then null else (g * 37) % 101 end,
              (g * 13) % 101,
              now() - (g || ' seconds')::interval,
              now() - ((g % 5000) || ' seconds')::interval,
              '10.0.' || (g % 250) || '.' || (g % 200),
              jsonb_build_object('overallScore', (g * 37) % 101)
       from generate_series(1, ${ROWS}) g`,
      [ids, ids.length],
    );
    await t.ctx.database.execute('analyze analyses');
    console.log(`[${kind}] seeded ${ROWS} analyses in ${Date.now() - started} ms`);
  }, 300_000);

  afterAll(async () => {
    console.log(`[${kind}] usage timings at ${ROWS} rows (ms, median of 3):`, JSON.stringify(timings, null, 1));
    await t?.close();
  });

  const cases: [string, 'sa' | 'ta', string][] = [
    ['analytics (all tenants)', 'sa', '/api/admin/analytics'],
    ['analytics (tenant admin)', 'ta', '/api/admin/analytics'],
    ['page 1, newest first', 'sa', '/api/admin/analyses?page=1&limit=25'],
    ['page 1000, newest first', 'sa', '/api/admin/analyses?page=1000&limit=25'],
    ['sort by score desc', 'sa', '/api/admin/analyses?sort=overallScore&direction=desc'],
    ['sort by url asc', 'sa', '/api/admin/analyses?sort=url&direction=asc'],
    ['sort by lastRequested', 'sa', '/api/admin/analyses?sort=lastRequested'],
    ['status=failed', 'sa', '/api/admin/analyses?status=failed'],
    ['score=high', 'sa', '/api/admin/analyses?score=high'],
    ['search "site123."', 'sa', '/api/admin/analyses?search=site123.'],
    [
      'search + status + band + tenant',
      'sa',
      '/api/admin/analyses?search=page&status=completed&score=medium&clientId=ACME',
    ],
    ['tenant admin, sort by score', 'ta', '/api/admin/analyses?sort=overallScore'],
  ];

  it('the URL search reads the trigram index, not every row', async () => {
    const { rows } = await t.ctx.database.execute(`explain select count(*) from analyses where url ilike '%site123.%'`);
    const plan = rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
    expect(plan).toContain('analyses_url_trgm_idx');
  });

  for (const [name, who, url] of cases) {
    it(`${name} answers quickly`, async () => {
      const agent = who === 'sa' ? sa : ta;
      const u = url.replace('ACME', acme);
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const s = performance.now();
        const res = await agent.req('GET', u);
        runs.push(performance.now() - s);
        expect(res.statusCode, res.body).toBe(200);
      }
      runs.sort((a, b) => a - b);
      timings[name] = Math.round(runs[1]);
      // Generous bounds so a loaded CI machine does not flake; the printed timings are the measurement.
      expect(runs[1]).toBeLessThan(kind === 'postgres' ? 1000 : 4000);
    });
  }
});

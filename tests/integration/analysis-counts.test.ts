import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn, type AdminAgent } from '../helpers/admin';

/**
 * The usage list's total without a filter comes from analysis_counts, kept by triggers (migration 0008,
 * docs/decisions/023): it must equal a count of the rows after every kind of change.
 */
describe.each(DB_KINDS)('usage list totals on %s', (kind) => {
  let t: TestApp;
  let sa: AdminAgent;
  let ta: AdminAgent;
  let ids: Record<string, string>;

  const count = async (where = 'true') =>
    Number((await t.ctx.database.execute(`select count(*)::int as n from analyses where ${where}`)).rows[0].n);
  const totalOf = async (agent: AdminAgent, query = '') => {
    const res = await agent.req('GET', `/api/admin/analyses?page=1&limit=25${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().total as number;
  };
  const insert = (tenant: string, n: number, url = 'https://counted.example/') =>
    t.ctx.database.execute(
      `insert into analyses (client_id, url, status) select $1, $2 || g, 'completed' from generate_series(1, ${n}) g`,
      [ids[tenant], url],
    );
  const expectExact = async () => {
    expect(await totalOf(sa)).toBe(await count());
    expect(await totalOf(ta)).toBe(await count(`client_id = '${ids.acme}'`));
    expect(await totalOf(sa, `&clientId=${ids.default}`)).toBe(await count(`client_id = '${ids.default}'`));
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    sa = await signIn(t, 'admin@getseen.local');
    ta = await signIn(t, 'acme-admin@getseen.local');
    const clients = (await sa.req('GET', '/api/admin/clients')).json() as { id: string; tenant: string }[];
    ids = Object.fromEntries(clients.map((c) => [c.tenant, c.id]));
  }, 120_000);
  afterAll(async () => t?.close());

  it('counts inserts of one row and of many, per tenant', async () => {
    await insert('default', 1);
    await insert('default', 300);
    await insert('acme', 120);
    expect(await count()).toBeGreaterThanOrEqual(421);
    await expectExact();
  });

  it('counts deletes: one through the admin API, many in one statement', async () => {
    const page = (await sa.req('GET', `/api/admin/analyses?page=1&limit=1&clientId=${ids.acme}`)).json();
    expect((await sa.req('DELETE', `/api/admin/analyses/${page.analyses[0].id}`)).statusCode).toBe(200);
    await t.ctx.database.execute(`delete from analyses where client_id = $1 and url like '%/1%'`, [ids.default]);
    await expectExact();
  });

  it('follows an analysis moved to another tenant by hand, and a deleted tenant', async () => {
    await t.ctx.database.execute(
      `update analyses set client_id = $2 where id in (select id from analyses where client_id = $1 limit 7)`,
      [ids.default, ids.acme],
    );
    await expectExact();
    const gone = await sa.req('POST', '/api/admin/clients', {
      tenant: 'countgone',
      name: 'Count Gone',
      branding: { companyName: 'Count Gone Ltd' },
      support_email: 'a@gone.example',
    });
    expect(gone.statusCode, gone.body).toBe(201);
    ids.countgone = gone.json().id;
    await insert('countgone', 25);
    expect(await totalOf(sa)).toBe(await count());
    expect((await sa.req('DELETE', `/api/admin/clients/${ids.countgone}`)).statusCode).toBe(200);
    await expectExact();
  });

  it('still counts the matching rows when a filter is set', async () => {
    await insert('acme', 40, 'https://filtered-total.example/');
    expect(await totalOf(sa, '&search=filtered-total')).toBe(40);
    expect(await totalOf(ta, '&search=filtered-total&status=completed')).toBe(40);
    expect(await totalOf(sa, '&status=failed')).toBe(await count(`status = 'failed'`));
  });
});

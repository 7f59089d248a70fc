import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, accessCodes, clients, clientConfigHistory, products } from '@/db/schema';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { logoForm, signIn, TINY_PNG, type AdminAgent } from '../helpers/admin';
import { hashAccessCode } from '@/server/services/access-codes';

type Role = 'super_admin' | 'admin' | 'support_staff' | 'tenant_admin';
const ROLES: Role[] = ['super_admin', 'admin', 'support_staff', 'tenant_admin'];
const EMAIL: Record<Role, string> = {
  super_admin: 'admin@getseen.local',
  admin: 'manager@getseen.local',
  support_staff: 'support@getseen.local',
  tenant_admin: 'acme-admin@getseen.local',
};

interface Fx {
  acme: string;
  globex: string;
}
interface Call {
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Case {
  name: string;
  /** Builds fresh fixtures (deletes consume them) and the request. */
  make(t: TestApp, fx: Fx): Promise<Call>;
  /** Roles allowed; every other role must get 403 or 404. */
  allow: Role[];
  /** The target belongs to another tenant than the tenant_admin's: it must get 404, not a hint it exists. */
  crossTenant?: boolean;
}

const ALL = ROLES;
const EDITORS: Role[] = ['super_admin', 'admin', 'tenant_admin'];
const EDITORS_NOT_TA: Role[] = ['super_admin', 'admin'];
const NOT_TA: Role[] = ['super_admin', 'admin', 'support_staff'];

let counter = 0;
const uniq = () => `${Date.now().toString(36)}${counter++}`;

async function freshClient(t: TestApp) {
  const tenant = `tmp${uniq()}`;
  const [c] = await t.ctx.database.db
    .insert(clients)
    .values({ tenant, name: `Tmp ${tenant}`, domain: `${tenant}.getseen.app`, supportEmail: 'x@x.example' })
    .returning();
  return c.id;
}
async function freshProduct(t: TestApp, clientId: string) {
  const [p] = await t.ctx.database.db
    .insert(products)
    .values({ clientId, productType: 'multi_page', name: 'P', price: 100, currency: 'USD' })
    .returning();
  return p.id;
}
async function freshCode(t: TestApp, clientId: string | null) {
  const code = `RM-${uniq()}`.toUpperCase();
  const [c] = await t.ctx.database.db
    .insert(accessCodes)
    .values({
      codeHash: hashAccessCode(t.config.APP_SECRET, code),
      codePrefix: code.slice(0, 5),
      clientId,
      createdBy: 'test',
    })
    .returning();
  return c.id;
}
async function freshAnalysis(t: TestApp, clientId: string) {
  const [a] = await t.ctx.database.db
    .insert(analyses)
    .values({ clientId, url: `https://x${uniq()}.example/`, status: 'completed', overallScore: 80 })
    .returning();
  return a.id;
}
async function freshHistory(t: TestApp, clientId: string) {
  const [c] = await t.ctx.database.db
    .select()
    .from(clients)
    .where((await import('drizzle-orm')).eq(clients.id, clientId));
  const [h] = await t.ctx.database.db
    .insert(clientConfigHistory)
    .values({ clientId, changeDescription: 'fixture', snapshot: c, fields: ['branding'], createdBy: 'test' })
    .returning();
  return h.id;
}

/** Every /api/admin endpoint (admin.md section 7 plus the few the console adds), against own and other tenants. */
const CASES: Case[] = [
  { name: 'GET auth/user', make: async () => ({ method: 'GET', url: '/api/admin/auth/user' }), allow: ALL },
  { name: 'GET analytics', make: async () => ({ method: 'GET', url: '/api/admin/analytics' }), allow: ALL },
  {
    name: 'GET analytics of another tenant',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/analytics?clientId=${f.globex}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'GET analyses',
    make: async () => ({ method: 'GET', url: '/api/admin/analyses?page=1&limit=25' }),
    allow: ALL,
  },
  {
    name: 'GET analyses of own tenant',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/analyses?clientId=${f.acme}` }),
    allow: ALL,
  },
  {
    name: 'GET analyses of another tenant',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/analyses?clientId=${f.globex}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'GET analysis (own)',
    make: async (t, f) => ({ method: 'GET', url: `/api/admin/analyses/${await freshAnalysis(t, f.acme)}` }),
    allow: ALL,
  },
  {
    name: 'GET analysis (other)',
    make: async (t, f) => ({ method: 'GET', url: `/api/admin/analyses/${await freshAnalysis(t, f.globex)}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'DELETE analysis (own)',
    make: async (t, f) => ({ method: 'DELETE', url: `/api/admin/analyses/${await freshAnalysis(t, f.acme)}` }),
    allow: ALL,
  },
  {
    name: 'DELETE analysis (other)',
    make: async (t, f) => ({ method: 'DELETE', url: `/api/admin/analyses/${await freshAnalysis(t, f.globex)}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  { name: 'GET clients', make: async () => ({ method: 'GET', url: '/api/admin/clients' }), allow: ALL },
  {
    name: 'GET client (own)',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/clients/${f.acme}` }),
    allow: ALL,
  },
  {
    name: 'GET client (other)',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/clients/${f.globex}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST clients',
    make: async () => ({
      method: 'POST',
      url: '/api/admin/clients',
      body: {
        tenant: `new${uniq()}`,
        name: 'New',
        entry_mode: 'free_first',
        support_email: 'n@n.example',
        branding: { companyName: 'New' },
      },
    }),
    allow: EDITORS_NOT_TA,
  },
  {
    name: 'PUT client (own)',
    make: async (_t, f) => ({
      method: 'PUT',
      url: `/api/admin/clients/${f.acme}`,
      body: { company_description: `d${uniq()}` },
    }),
    allow: EDITORS,
  },
  {
    name: 'PUT client (other)',
    make: async (_t, f) => ({
      method: 'PUT',
      url: `/api/admin/clients/${f.globex}`,
      body: { company_description: `d${uniq()}` },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  // The default analysis goal (docs/decisions/016) is a plain setting: every role that edits the client.
  {
    name: 'PUT client default intent (own)',
    make: async (_t, f) => ({
      method: 'PUT',
      url: `/api/admin/clients/${f.acme}`,
      body: { default_intent: 'keep-out-of-training' },
    }),
    allow: EDITORS,
  },
  {
    name: 'PUT client default intent (other)',
    make: async (_t, f) => ({
      method: 'PUT',
      url: `/api/admin/clients/${f.globex}`,
      body: { default_intent: 'keep-out-of-training' },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'PUT client tenant id',
    make: async (t) => ({
      method: 'PUT',
      url: `/api/admin/clients/${await freshClient(t)}`,
      body: { tenant: `ren${uniq()}` },
    }),
    allow: EDITORS_NOT_TA,
  },
  {
    name: 'DELETE client',
    make: async (t) => ({ method: 'DELETE', url: `/api/admin/clients/${await freshClient(t)}` }),
    allow: EDITORS_NOT_TA,
  },
  {
    name: 'PUT stripe-config (own)',
    make: async (_t, f) => ({
      method: 'PUT',
      url: `/api/admin/clients/${f.acme}/stripe-config`,
      body: { enabled: true, testMode: true },
    }),
    allow: EDITORS,
  },
  {
    name: 'PUT stripe-config (other)',
    make: async (_t, f) => ({
      method: 'PUT',
      url: `/api/admin/clients/${f.globex}/stripe-config`,
      body: { enabled: false },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST test-stripe (own)',
    make: async (_t, f) => ({
      method: 'POST',
      url: `/api/admin/clients/${f.acme}/test-stripe`,
      body: { secretKey: 'sk_test_good1' },
    }),
    allow: EDITORS,
  },
  {
    name: 'POST test-stripe (other)',
    make: async (_t, f) => ({
      method: 'POST',
      url: `/api/admin/clients/${f.globex}/test-stripe`,
      body: { secretKey: 'sk_test_good1' },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'GET history (own)',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/clients/${f.acme}/history` }),
    allow: ALL,
  },
  {
    name: 'GET history (other)',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/clients/${f.globex}/history` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'GET restore preview (own)',
    make: async (t, f) => ({
      method: 'GET',
      url: `/api/admin/clients/${f.acme}/history/${await freshHistory(t, f.acme)}`,
    }),
    allow: ALL,
  },
  {
    name: 'GET restore preview (other)',
    make: async (t, f) => ({
      method: 'GET',
      url: `/api/admin/clients/${f.globex}/history/${await freshHistory(t, f.globex)}`,
    }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST restore (own)',
    make: async (t, f) => ({
      method: 'POST',
      url: `/api/admin/clients/${f.acme}/restore/${await freshHistory(t, f.acme)}`,
    }),
    allow: EDITORS,
  },
  {
    name: 'POST restore (other)',
    make: async (t, f) => ({
      method: 'POST',
      url: `/api/admin/clients/${f.globex}/restore/${await freshHistory(t, f.globex)}`,
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST restore (own client, other tenant entry)',
    make: async (t, f) => ({
      method: 'POST',
      url: `/api/admin/clients/${f.acme}/restore/${await freshHistory(t, f.globex)}`,
    }),
    allow: [],
  },
  {
    name: 'GET products (own)',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/products/${f.acme}` }),
    allow: ALL,
  },
  {
    name: 'GET products (other)',
    make: async (_t, f) => ({ method: 'GET', url: `/api/admin/products/${f.globex}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST product (own)',
    make: async (_t, f) => ({
      method: 'POST',
      url: '/api/admin/products',
      body: { productType: 'multi_page', name: 'N', price: 500, currency: 'GBP', isActive: false, tenantId: f.acme },
    }),
    allow: EDITORS,
  },
  {
    name: 'POST product (other)',
    make: async (_t, f) => ({
      method: 'POST',
      url: '/api/admin/products',
      body: { productType: 'multi_page', name: 'N', price: 500, currency: 'USD', isActive: false, tenantId: f.globex },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST competitor comparison product (own)',
    make: async (_t, f) => ({
      method: 'POST',
      url: '/api/admin/products',
      body: {
        productType: 'competitor_compare',
        name: 'C',
        price: 900,
        currency: 'GBP',
        isActive: true,
        tenantId: f.acme,
      },
    }),
    allow: EDITORS,
  },
  {
    name: 'POST competitor comparison product (other)',
    make: async (_t, f) => ({
      method: 'POST',
      url: '/api/admin/products',
      body: {
        productType: 'competitor_compare',
        name: 'C',
        price: 900,
        currency: 'USD',
        isActive: true,
        tenantId: f.globex,
      },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'PUT product type to competitor comparison (own)',
    make: async (t, f) => ({
      method: 'PUT',
      url: `/api/admin/products/${await freshProduct(t, f.acme)}`,
      body: { productType: 'competitor_compare', isActive: false },
    }),
    allow: EDITORS,
  },
  {
    name: 'PUT product (own)',
    make: async (t, f) => ({
      method: 'PUT',
      url: `/api/admin/products/${await freshProduct(t, f.acme)}`,
      body: { price: 700, isActive: false },
    }),
    allow: EDITORS,
  },
  {
    name: 'PUT product (other)',
    make: async (t, f) => ({
      method: 'PUT',
      url: `/api/admin/products/${await freshProduct(t, f.globex)}`,
      body: { price: 700, isActive: false },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'DELETE product (own)',
    make: async (t, f) => ({ method: 'DELETE', url: `/api/admin/products/${await freshProduct(t, f.acme)}` }),
    allow: EDITORS,
  },
  {
    name: 'DELETE product (other)',
    make: async (t, f) => ({ method: 'DELETE', url: `/api/admin/products/${await freshProduct(t, f.globex)}` }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  { name: 'GET access-codes', make: async () => ({ method: 'GET', url: '/api/admin/access-codes' }), allow: ALL },
  {
    name: 'POST access-code (own)',
    make: async (_t, f) => ({
      method: 'POST',
      url: '/api/admin/access-codes',
      body: { clientId: f.acme, description: 'x', createdBy: 'x', maxUses: 3 },
    }),
    allow: ALL,
  },
  {
    name: 'POST access-code (other)',
    make: async (_t, f) => ({ method: 'POST', url: '/api/admin/access-codes', body: { clientId: f.globex } }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'POST access-code (global)',
    make: async () => ({ method: 'POST', url: '/api/admin/access-codes', body: { clientId: null } }),
    allow: ['super_admin', 'admin', 'tenant_admin'],
  },
  {
    name: 'PATCH access-code (own)',
    make: async (t, f) => ({
      method: 'PATCH',
      url: `/api/admin/access-codes/${await freshCode(t, f.acme)}`,
      body: { isActive: false },
    }),
    allow: ALL,
  },
  {
    name: 'PATCH access-code (other)',
    make: async (t, f) => ({
      method: 'PATCH',
      url: `/api/admin/access-codes/${await freshCode(t, f.globex)}`,
      body: { isActive: false },
    }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'PATCH access-code (global)',
    make: async (t) => ({
      method: 'PATCH',
      url: `/api/admin/access-codes/${await freshCode(t, null)}`,
      body: { isActive: false },
    }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'DELETE access-code (own)',
    make: async (t, f) => ({ method: 'DELETE', url: `/api/admin/access-codes/${await freshCode(t, f.acme)}` }),
    allow: ALL,
  },
  {
    name: 'DELETE access-code (other)',
    make: async (t, f) => ({ method: 'DELETE', url: `/api/admin/access-codes/${await freshCode(t, f.globex)}` }),
    allow: NOT_TA,
    crossTenant: true,
  },
  {
    name: 'DELETE access-code (global)',
    make: async (t) => ({ method: 'DELETE', url: `/api/admin/access-codes/${await freshCode(t, null)}` }),
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
  {
    name: 'GET admin-users',
    make: async () => ({ method: 'GET', url: '/api/admin/admin-users' }),
    allow: ['super_admin'],
  },
  {
    name: 'POST admin-users',
    make: async () => ({
      method: 'POST',
      url: '/api/admin/admin-users',
      body: { email: `u${uniq()}@example.com`, role: 'support_staff', tenantAccess: 'all' },
    }),
    allow: ['super_admin'],
  },
  {
    name: 'PATCH admin-user',
    make: async (t) => {
      const { adminUsers } = await import('@/db/schema');
      const [u] = await t.ctx.database.db
        .insert(adminUsers)
        .values({ email: `p${uniq()}@example.com`, role: 'admin' })
        .returning();
      return { method: 'PATCH', url: `/api/admin/admin-users/${u.id}`, body: { isActive: false } };
    },
    allow: ['super_admin'],
  },
  {
    name: 'GET admin-users/history',
    make: async () => ({ method: 'GET', url: '/api/admin/admin-users/history' }),
    allow: ['super_admin'],
  },
  {
    name: 'PATCH admin-user role and scope',
    make: async (t, f) => {
      const { adminUsers } = await import('@/db/schema');
      const [u] = await t.ctx.database.db
        .insert(adminUsers)
        .values({ email: `r${uniq()}@example.com`, role: 'support_staff' })
        .returning();
      return {
        method: 'PATCH',
        url: `/api/admin/admin-users/${u.id}`,
        body: { role: 'tenant_admin', clientId: f.acme },
      };
    },
    allow: ['super_admin'],
  },
  {
    name: 'POST logo/upload (own)',
    make: async (_t, f) => {
      const form = logoForm(f.acme, TINY_PNG);
      return { method: 'POST', url: '/api/admin/logo/upload', body: form.payload, headers: form.headers };
    },
    allow: EDITORS,
  },
  {
    name: 'POST logo/upload (other)',
    make: async (_t, f) => {
      const form = logoForm(f.globex, TINY_PNG);
      return { method: 'POST', url: '/api/admin/logo/upload', body: form.payload, headers: form.headers };
    },
    allow: EDITORS_NOT_TA,
    crossTenant: true,
  },
];

async function fakeStripeBase() {
  const http = await import('node:http');
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ object: 'balance', available: [], pending: [], livemode: false }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe.each(DB_KINDS)('admin role matrix on %s', (kind) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripeBase>>;
  const agents = {} as Record<Role, AdminAgent>;
  const fx = {} as Fx;

  beforeAll(async () => {
    stripe = await fakeStripeBase();
    t = await createTestApp(kind, { STRIPE_API_BASE: stripe.url });
    for (const role of ROLES) agents[role] = await signIn(t, EMAIL[role]);
    const rows = await t.ctx.database.db.select().from(clients);
    fx.acme = rows.find((c) => c.tenant === 'acme')!.id;
    fx.globex = rows.find((c) => c.tenant === 'globex')!.id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('the seeded roles are what the matrix assumes', async () => {
    for (const role of ROLES) expect((await agents[role].req('GET', '/api/admin/auth/user')).json().role).toBe(role);
  });

  for (const c of CASES) {
    it(`${c.name}: without a session → 401`, async () => {
      const call = await c.make(t, fx);
      const res = await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: call.headers,
        ...(call.body === undefined ? {} : { payload: call.body as string }),
      });
      expect(res.statusCode).toBe(401);
    });

    for (const role of ROLES) {
      const allowed = c.allow.includes(role);
      it(`${c.name}: ${role} → ${allowed ? 'allowed' : c.crossTenant && role === 'tenant_admin' ? 'denied (404)' : 'denied'}`, async () => {
        const call = await c.make(t, fx);
        const res = await agents[role].req(call.method, call.url, call.body, call.headers);
        if (allowed) {
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, res.body).toBeLessThan(300);
        } else if (c.crossTenant && role === 'tenant_admin') {
          expect(res.statusCode, res.body).toBe(404);
        } else {
          expect([403, 404], res.body).toContain(res.statusCode);
        }
      });
    }

    if (!['GET', 'HEAD'].includes(c.name.split(' ')[0])) {
      it(`${c.name}: super_admin without the CSRF token → 403`, async () => {
        const call = await c.make(t, fx);
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          cookies: { gs_admin: agents.super_admin.cookie },
          headers: call.headers,
          ...(call.body === undefined ? {} : { payload: call.body as string }),
        });
        expect(res.statusCode).toBe(403);
      });
    }
  }

  it('a tenant admin only ever lists its own tenant', async () => {
    const ta = agents.tenant_admin;
    expect((await ta.req('GET', '/api/admin/clients')).json().map((c: { tenant: string }) => c.tenant)).toEqual([
      'acme',
    ]);
    await freshAnalysis(t, fx.globex);
    const list = (await ta.req('GET', '/api/admin/analyses?limit=100')).json();
    expect(list.analyses.every((a: { clientId: string }) => a.clientId === fx.acme)).toBe(true);
    const codes = (await ta.req('GET', '/api/admin/access-codes')).json();
    expect(codes.every((c: { clientId: string }) => c.clientId === fx.acme)).toBe(true);
  });
});

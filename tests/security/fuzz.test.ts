/**
 * Property-based fuzzing of every registered route (fast-check): random and malformed paths,
 * queries, bodies, content types, headers and cookies, anonymous and as a signed-in super admin,
 * on PGlite and on the real PostgreSQL of the test setup.
 * Property: never a 5xx; every 4xx is JSON `{ error: string, message: string }`.
 * DNS is faked (no name resolves except the test's hostile names) and a socket guard fails the
 * run if anything tries to leave loopback.
 *
 * Requests per route: 130 on PostgreSQL (production's database) and 45 on PGlite, so the file stays
 * near a minute (130 on PGlite too when no PostgreSQL could be started). FUZZ_RUNS_POSTGRES and
 * FUZZ_RUNS_PGLITE set them one by one, FUZZ_RUNS both (longer local runs).
 * Seeds: a fixed list every run replays, plus one fresh seed per run, printed; the requests are
 * shared between them. A failure names its seed; FUZZ_SEED=<seed> replays that one alone.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DB_KINDS, type DbKind, type TestApp } from '../helpers/app';
import { blockedSockets, installNetworkGuard, removeNetworkGuard } from '@/engine/testing/network-guard';
import { listRoutes, type RouteInfo } from './helpers/routes';
import { fuzzCounters } from './helpers/counters';
import { JOBS } from '@/server/queue';
import { runAnalysisJob, type AnalysisJobData } from '@/server/services/analysis';
import { EngineError } from '@/engine';

vi.mock('node:dns', async (importOriginal) => {
  const orig = await importOriginal<typeof import('node:dns')>();
  const { fakeLookup } = await import('./helpers/fake-dns');
  return { ...orig, default: { ...orig, lookup: fakeLookup }, lookup: fakeLookup };
});

const RUNS: Record<DbKind, number> = {
  postgres: Number(process.env.FUZZ_RUNS_POSTGRES ?? process.env.FUZZ_RUNS ?? 130),
  pglite: Number(process.env.FUZZ_RUNS_PGLITE ?? process.env.FUZZ_RUNS ?? (DB_KINDS.includes('postgres') ? 45 : 130)),
};
const FIXED_SEEDS = [20261124, 7, 4242];
const SEEDS = process.env.FUZZ_SEED
  ? [Number(process.env.FUZZ_SEED)]
  : [...FIXED_SEEDS, crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff];
console.log(`fuzz seeds: ${SEEDS.join(', ')} (replay one with FUZZ_SEED=<seed>)`);

/** The app under fuzzing on one database, with the signed-in super admin and the ids the fuzzer may use. */
interface Target {
  kind: DbKind;
  t: TestApp;
  admin: { cookie: string; csrf: string };
  signIns: number;
  routes: RouteInfo[];
  realIds: string[];
  sent: number;
  statuses: Map<string, number>;
}

/** The development sign-in as the seeded super admin, from a fresh address (sign-in is rate limited per address). */
async function freshAdmin(target: Pick<Target, 't' | 'signIns'>) {
  const n = target.signIns++;
  // The development sign-in answers loopback peers only; 127/8 gives each sign-in its own address.
  const remoteAddress = `127.250.${(n >> 8) & 255}.${n & 255}`;
  const res = await target.t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/dev-sign-in',
    payload: { email: 'admin@getseen.local' },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'gs_admin')!.value;
  const me = await target.t.app.inject({ url: '/api/admin/auth/user', cookies: { gs_admin: cookie }, remoteAddress });
  return { cookie, csrf: me.json().csrfToken as string };
}

async function startTarget(kind: DbKind): Promise<Target> {
  const t = await createTestApp(kind, { ANALYSIS_RENDER: 'false', ANALYSIS_CACHE_MINUTES: '0' });
  const target: Target = {
    kind,
    t,
    admin: { cookie: '', csrf: '' },
    signIns: 0,
    routes: listRoutes(t.app),
    realIds: [],
    sent: 0,
    statuses: new Map(),
  };
  target.admin = await freshAdmin(target);
  // Real ids (tenants, other admin users) so fuzzed bodies reach the handlers behind the id lookups;
  // the signed-in super admin's own account is left out so it stays usable.
  const get = (url: string) =>
    t.app
      .inject({ url, cookies: { gs_admin: target.admin.cookie } })
      .then((r) => r.json() as Array<{ id: string; email?: string }>);
  target.realIds.push(
    ...(await get('/api/admin/clients')).map((c) => c.id),
    ...(await get('/api/admin/admin-users')).filter((u) => u.email !== 'admin@getseen.local').map((u) => u.id),
  );
  // A stand-in worker: any analysis a fuzzed body manages to start fails at once (the address is
  // unreachable), so the request that waits for it answers instead of waiting minutes.
  await t.ctx.queue.work<AnalysisJobData>(
    JOBS.analysis,
    { batchSize: 5, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs)
        await runAnalysisJob(
          t.ctx,
          job.data,
          async () => Promise.reject(new EngineError('unreachable', 'fuzz: not fetched')),
          { lastAttempt: true },
        );
    },
  );
  return target;
}

beforeAll(() => installNetworkGuard());
afterAll(() => {
  removeNetworkGuard();
  expect(blockedSockets).toEqual([]);
});

// ------------------------------------------------------------------ arbitraries
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});
const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '../../../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '"; drop table analyses; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  'a'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'acme',
  'globex',
);
const anyString = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), nasty);
const leaf = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.emailAddress(),
);
const value = fc.oneof(
  { depthSize: 'small' },
  leaf,
  fc.array(leaf, { maxLength: 5 }),
  fc.dictionary(anyString, leaf, { maxKeys: 4 }),
);
const KNOWN_KEYS = [
  'url',
  'requestId',
  'maxPages',
  'email',
  'name',
  'company',
  'marketingOptIn',
  'analysisId',
  'websiteUrl',
  'analysisResults',
  'customerId',
  'tenant',
  'code',
  'accessCode',
  'sessionId',
  'productId',
  'clientId',
  'priceCents',
  'price',
  'amount',
  'currency',
  'credits',
  'role',
  'tenantAccess',
  'isActive',
  'status',
  'domain',
  'brandName',
  'primaryColor',
  'secretKey',
  'publishableKey',
  'webhookSecret',
  'maxUses',
  'expiresAt',
  'description',
  'successUrl',
  'cancelUrl',
  '__proto__',
  'constructor',
];
const shapedBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), anyString), value, { maxKeys: 8 })
  .map((o) => JSON.stringify(o));
const deepJson = fc.integer({ min: 100, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
const malformedJson = fc.oneof(
  fc.string().map((s) => `{"url":${s}`),
  fc.constantFrom(
    '{',
    '[',
    '"',
    'nul',
    '{"a":1,}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\u0000',
    '\ufeff{}',
    '1'.repeat(400),
  ),
);
const body = fc.oneof(
  fc.constant(undefined),
  shapedBody,
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  malformedJson,
  deepJson,
  fc.string({ unit: 'binary', maxLength: 300 }),
);
const contentType = fc.oneof(
  fc.constant('application/json'),
  fc.constant('application/json'),
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=xyz',
    'application/json; charset=utf-16',
    'application/xml',
    'image/svg+xml',
    'application/JSON',
    ';;;',
    '',
  ),
  printable,
);
const cookie = fc.oneof(
  fc.constant(undefined),
  printable.map((s) => `gs_visitor=${encodeURIComponent(s)}`),
  printable.map((s) => `gs_admin=${encodeURIComponent(s)}`),
  fc.uuid().map((u) => `gs_visitor=${u}.forgedsignature`),
  printable.map((s) => `x-tenant=${encodeURIComponent(s)}`),
  printable,
);
const headers = fc.record(
  {
    cookie,
    'x-request-id': printable,
    accept: fc.oneof(printable, fc.constantFrom('text/event-stream', 'application/json', '*/*', 'text/html')),
    origin: fc.oneof(printable, fc.constantFrom('https://evil.example', 'null')),
    referer: printable,
    'x-csrf-token': printable,
    'stripe-signature': fc.oneof(
      printable,
      fc.constantFrom('t=1,v1=abc', 't=abc,v1=', 't=9999999999,v1=' + 'a'.repeat(64)),
    ),
    'x-forwarded-for': printable,
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x'),
    'accept-language': printable,
    'if-none-match': printable,
    range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=9999999999-', 'bytes=a-b'),
  },
  { requiredKeys: [] },
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'tenant',
    'page',
    'limit',
    'pageSize',
    'q',
    'search',
    'status',
    'from',
    'to',
    'sort',
    'order',
    'clientId',
    'offset',
    'sessionId',
    'session_id',
    'days',
    'role',
    'tenant[]',
    '__proto__',
  ),
  anyString,
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(queryKey, fc.oneof(anyString, fc.integer().map(String)), { maxKeys: 5 })
    .map((d) => new URLSearchParams(d as Record<string, string>).toString()),
  fc.constantFrom(
    '%',
    '%zz',
    'tenant=%E0%A4%A',
    'a[b][c]=1',
    'tenant=acme&tenant=globex',
    'limit=-1',
    'limit=1e9',
    'page=NaN',
    '&&&=',
    'tenant=' + 'x'.repeat(5000),
  ),
);
/** Percent-encodes; a lone surrogate becomes the invalid UTF-8 a raw client could send. */
const enc = (s: string) =>
  s
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
const RAW_PARAMS = ['%', '%zz', '%2e%2e', '..%2f..%2f', '%00', '%E0%A4%A'];
const param = (realIds: string[]) =>
  fc.oneof(
    fc.uuid(),
    fc.integer({ min: 0, max: 1000 }).map((i) => realIds[i % Math.max(1, realIds.length)] ?? crypto.randomUUID()),
    anyString.map(enc),
    fc.constantFrom(...RAW_PARAMS),
  );

interface FuzzRequest {
  params: string[];
  query: string;
  body: string | undefined;
  contentType: string;
  headers: Record<string, string | undefined>;
  ip: string;
  asAdmin: boolean;
  method: string;
}

function requestArb(route: RouteInfo, realIds: string[]): fc.Arbitrary<FuzzRequest> {
  const names = route.url.match(/:[A-Za-z]+/g) ?? [];
  // SSE by request id waits up to 15 s for a matching analysis: give it ids that cannot match quickly.
  const p = route.url.startsWith('/api/analysis-progress/')
    ? fc.oneof(anyString.map(enc), fc.constantFrom(...RAW_PARAMS))
    : param(realIds);
  return fc.record({
    params: fc.array(p, { minLength: names.length, maxLength: names.length }),
    query,
    body,
    contentType,
    headers,
    ip: fc.ipV4(),
    asAdmin: fc.boolean(),
    // Mostly the route's own method; sometimes another one (404/405 paths).
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constant(route.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
    ),
  });
}

function buildUrl(route: RouteInfo, r: FuzzRequest): string {
  let i = 0;
  const path = route.url.replace(/:[A-Za-z]+/g, () => r.params[i++] || 'x');
  return r.query ? `${path}?${r.query}` : path;
}

/** Why this answer breaks the contract, or null when it is fine. */
function problem(res: LightMyRequestResponse, method: string): string | null {
  if (res.statusCode >= 500 && res.statusCode !== 503) return `status ${res.statusCode}`;
  if (res.statusCode === 503) return `status 503 with the database up`;
  if (res.statusCode >= 400 && method !== 'HEAD') {
    const type = String(res.headers['content-type'] ?? '');
    if (!type.includes('application/json')) return `4xx with content-type ${type}`;
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      return '4xx body is not JSON';
    }
    const b = parsed as { error?: unknown; message?: unknown };
    if (typeof b.error !== 'string' || typeof b.message !== 'string' || !b.message)
      return `4xx body lacks {error, message}: ${res.body.slice(0, 200)}`;
    if (/\n\s+at /.test(res.body)) return 'stack trace in body';
  }
  return null;
}

async function send(target: Target, route: RouteInfo, r: FuzzRequest): Promise<LightMyRequestResponse> {
  target.sent++;
  const { admin } = target;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) headers[k] = v;
  if (r.body !== undefined && r.contentType) headers['content-type'] = r.contentType;
  if (r.asAdmin) {
    headers.cookie = [`gs_admin=${admin.cookie}`, headers.cookie].filter(Boolean).join('; ');
    headers['x-csrf-token'] = admin.csrf;
  }
  return target.t.app.inject({
    method: r.method as 'GET',
    url: buildUrl(route, r),
    headers,
    remoteAddress: r.ip,
    ...(r.body !== undefined && !['GET', 'HEAD'].includes(r.method) ? { payload: r.body } : {}),
  });
}

describe.each(DB_KINDS)('fuzzing every route on %s', (kind) => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget(kind);
  }, 60_000);
  afterAll(async () => {
    await target?.t.close();
    if (target) fuzzCounters.record('fuzz', target.sent, `${kind}, ${RUNS[kind]} per route`);
    if (process.env.FUZZ_STATS && target)
      console.log(
        [...target.statuses]
          .sort()
          .map(([k, v]) => `${kind} ${k}: ${v}`)
          .join('\n'),
      );
  });

  it('finds the routes', () => {
    expect(target.routes.length).toBeGreaterThan(30);
    for (const r of target.routes) expect(r.url).toMatch(/^\//);
  });

  it(`every route, ${RUNS[kind]} requests each: never a 5xx, always a JSON 4xx with {error, message}`, async () => {
    const failures: string[] = [];
    for (const route of target.routes) {
      if (route.method === 'HEAD') continue; // GET's twin, same handler
      for (const seed of SEEDS) {
        const result = await fc.check(
          fc.asyncProperty(requestArb(route, target.realIds), async (r) => {
            const res = await send(target, route, r);
            // Fuzzing sign-out (or sign-in) as the admin ends that session: start a fresh one.
            if (r.asAdmin && /\/auth\//.test(route.url)) target.admin = await freshAdmin(target);
            const key = `${route.method} ${route.url} ${res.statusCode}`;
            target.statuses.set(key, (target.statuses.get(key) ?? 0) + 1);
            const why = problem(res, r.method);
            if (why)
              throw new Error(`${why}: ${r.method} ${buildUrl(route, r).slice(0, 200)} → ${res.body.slice(0, 300)}`);
          }),
          { numRuns: Math.ceil(RUNS[kind] / SEEDS.length), seed, endOnFailure: true },
        );
        if (result.failed) {
          failures.push(
            `${route.method} ${route.url} (seed ${seed}, replay with FUZZ_SEED=${seed}): ${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance).slice(0, 600)}\n  counterexample: ${JSON.stringify(result.counterexample)?.slice(0, 600)}`,
          );
          break;
        }
      }
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 300_000);

  it('a NUL character in a query, a parameter or a body is a 400 naming the field (PostgreSQL cannot store it)', async () => {
    const asAdmin = { cookie: `gs_admin=${target.admin.cookie}`, 'x-csrf-token': target.admin.csrf };
    const q = await target.t.app.inject({
      url: `/api/admin/analyses?status=a%00b&tenant[]=x`,
      headers: asAdmin,
      remoteAddress: '127.0.0.1',
    });
    expect(q.statusCode, q.body).toBe(400);
    expect(q.json()).toMatchObject({ error: 'invalid_characters', message: expect.stringContaining('query.status') });
    const b = await target.t.app.inject({
      method: 'POST',
      url: '/api/validate-url',
      payload: { url: 'https://example.com/\u0000' },
      remoteAddress: '10.9.9.8',
    });
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toContain('body.url');
    const p = await target.t.app.inject({
      url: `/api/analyses/${encodeURIComponent('a\u0000b')}`,
      remoteAddress: '10.9.9.8',
    });
    expect(p.statusCode).toBe(400);
  });

  it('an oversized body is a JSON 413, not a crash', async () => {
    for (const route of target.routes.filter((r) => r.method === 'POST')) {
      const res = await send(target, route, {
        params: [crypto.randomUUID(), crypto.randomUUID()],
        query: '',
        body: JSON.stringify({ url: 'x'.repeat(1.5 * 1024 * 1024) }),
        contentType: 'application/json',
        headers: {},
        ip: '10.9.9.9',
        asAdmin: false,
        method: 'POST',
      });
      expect(problem(res, 'POST'), `${route.url}`).toBeNull();
      expect([413, 400, 401, 403, 404, 415]).toContain(res.statusCode);
    }
  });
});

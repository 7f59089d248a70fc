/**
 * A page's history (docs/decisions/020) through the real API on PGlite and PostgreSQL: the timeline of one
 * normalised address in one tenant, what changed, who may see it, what a locked visitor gets, bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '@/db/schema';
import type { AnalysisResult } from '@/shared/analysis';
import { createGrant } from '@/server/services/access';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { signIn } from '../helpers/admin';
import { clientOf, sampleResult, Visitor } from '../helpers/access-fixtures';

const DAY = 86_400_000;
const T0 = Date.parse('2026-10-01T09:00:00.000Z');

/** The sample result with GPTBot blocked or not, the llms.txt audit passing or not, and a noindex gate or not. */
function run(opts: { score: number; gptBlocked: boolean; llmsPasses: boolean; noindex: boolean; day: number }) {
  const base = sampleResult();
  return sampleResult({
    overallScore: opts.score,
    analyzedAt: new Date(T0 + opts.day * DAY).toISOString(),
    audits: [{ ...base.audits[0], score: opts.llmsPasses ? 1 : 0 }],
    crawlerAccess: {
      ...base.crawlerAccess,
      agents: [{ ...base.crawlerAccess.agents[0], blocked: opts.gptBlocked }],
    },
    gates: opts.noindex
      ? [
          {
            id: 'noindex',
            title: 'The page is marked noindex (meta robots)',
            consequence: 'SECRET-gate-consequence',
            evidence: ['SECRET-gate-evidence'],
            cap: 25,
            share: 1,
            source: 'https://developers.google.com/search/docs/crawling-indexing/block-indexing',
          },
        ]
      : [],
  });
}

interface Row {
  tenant?: string;
  url: string;
  results?: AnalysisResult;
  day: number;
  session?: string | null;
  status?: string;
  kind?: string;
  cachedFromId?: string;
}

describe.each(DB_KINDS)('URL history on %s', (kind) => {
  let t: TestApp;
  const insert = async (r: Row) => {
    const client = await clientOf(t, r.tenant ?? 'default');
    const results = r.results ?? run({ score: 50, gptBlocked: false, llmsPasses: false, noindex: false, day: r.day });
    const at = new Date(T0 + r.day * DAY);
    const [row] = await t.ctx.database.db
      .insert(analyses)
      .values({
        clientId: client.id,
        visitorSessionId: r.session ?? null,
        url: r.url,
        kind: r.kind ?? 'single_page',
        status: r.status ?? 'completed',
        overallScore: results.overallScore,
        techScore: results.techScore,
        results,
        createdAt: at,
        completedAt: r.status && r.status !== 'completed' ? null : at,
        cachedFromId: r.cachedFromId ?? null,
      })
      .returning();
    return row;
  };

  const owner = () => new Visitor(t);
  let alice: Visitor;
  let aliceSession: string;
  let first: string;
  let latest: string;
  const PAGE = 'https://shop.example/pricing';
  const history = (v: Visitor, url = PAGE, extra = '') =>
    v.req('GET', `/api/url-history?url=${encodeURIComponent(url)}${extra}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = owner();
    aliceSession = await alice.start();
    const stranger = await owner().start();
    // Three runs of one page, spelled three ways, by two visitors: the timeline.
    first = (
      await insert({
        url: 'https://shop.example/pricing/',
        day: 0,
        session: stranger,
        results: run({ score: 40, gptBlocked: false, llmsPasses: false, noindex: false, day: 0 }),
      })
    ).id;
    await insert({
      url: 'https://SHOP.example:443/pricing?utm_source=mail',
      day: 5,
      session: aliceSession,
      results: run({ score: 62, gptBlocked: false, llmsPasses: false, noindex: false, day: 5 }),
    });
    latest = (
      await insert({
        url: PAGE,
        day: 9,
        session: aliceSession,
        results: run({ score: 20, gptBlocked: true, llmsPasses: true, noindex: true, day: 9 }),
      })
    ).id;
    // Not runs of it: a cache copy, a failed and a pending run, another page, the same page in another tenant.
    await insert({ url: PAGE, day: 9.5, session: stranger, cachedFromId: latest });
    await insert({ url: PAGE, day: 10, session: aliceSession, status: 'failed' });
    await insert({ url: PAGE, day: 11, session: stranger, status: 'pending' });
    await insert({ url: 'https://shop.example/about', day: 3, session: aliceSession });
    await insert({ tenant: 'acme', url: PAGE, day: 4 });
  }, 120_000);
  afterAll(async () => t?.close());

  it('joins every completed run of the normalised address in the tenant, oldest first, copies and failures left out', async () => {
    const res = await history(alice);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.url).toBe(PAGE);
    expect(body.total).toBe(3);
    expect(body.points.map((p: { overallScore: number }) => p.overallScore)).toEqual([40, 62, 20]);
    expect(body.points[0]).toEqual({
      analyzedAt: new Date(T0).toISOString(),
      kind: 'single_page',
      intent: 'visibility',
      overallScore: 40,
      aiLlmVisibilityScore: null,
      techScore: 80,
      contentScore: null,
      accessibilityScore: null,
      authorityScore: null,
    });
    // Visitors get no analysis ids of other visitors' runs.
    expect(body.points.some((p: object) => 'id' in p)).toBe(false);
    // Any spelling of the page finds the same timeline.
    expect((await history(alice, 'https://shop.example/pricing/#plans')).json().total).toBe(3);
  });

  it('says what changed in the newest run against the one before it, with both dates (locked: counts only)', async () => {
    const body = (await history(alice)).json();
    expect(body.detailsLocked).toBe(true);
    expect(body.changes.previousAt).toBe(new Date(T0 + 5 * DAY).toISOString());
    expect(body.changes.currentAt).toBe(new Date(T0 + 9 * DAY).toISOString());
    expect(body.changes.scores[0]).toEqual({ field: 'overallScore', before: 62, after: 20, delta: -42 });
    expect(body.changes.counts).toEqual({
      auditsFixed: 1,
      auditsBroken: 0,
      agentsBlocked: 1,
      agentsAllowed: 0,
      gatesAppeared: 1,
      gatesCleared: 0,
      enginesChanged: 0,
    });
    expect(body.changes.audits).toEqual({ fixed: [], broken: [] });
    expect(body.changes.agents).toEqual({ blocked: [], allowed: [] });
    expect(body.changes.gates).toEqual({ appeared: [], cleared: [] });
    expect(JSON.stringify(body)).not.toMatch(/llms\.txt|GPTBot|noindex|SECRET/);
  });

  it('shows the lists to a session with access: an access code, or a payment for the report shown', async () => {
    const client = await clientOf(t, 'default');
    await createGrant(t.ctx, {
      clientId: client.id,
      visitorSessionId: aliceSession,
      analysisId: latest,
      accessType: 'paid',
      sourceId: `test-payment:${kind}`,
    });
    const body = (await history(alice)).json();
    expect(body.detailsLocked).toBe(false);
    expect(body.changes.audits.fixed).toEqual([
      { id: 'llms-txt', category: 'aiLlmVisibility', title: 'Has llms.txt', failureTitle: 'No llms.txt' },
    ]);
    expect(body.changes.agents.blocked).toEqual([{ agent: 'GPTBot', provider: 'OpenAI', purpose: 'training' }]);
    expect(body.changes.gates.appeared).toEqual([
      { id: 'noindex', title: 'The page is marked noindex (meta robots)', cap: 25 },
    ]);
    // The payment opened that report, not the older one: shown beside it, the history is locked again.
    const older = (await history(alice, PAGE, `&analysisId=${await ownOlder()}`)).json();
    expect(older.detailsLocked).toBe(true);
    expect(older.changes.currentAt).toBe(new Date(T0 + 5 * DAY).toISOString());
    expect(older.changes.counts.auditsFixed).toBe(0);

    const coded = owner();
    const codedSession = await coded.start();
    await insert({ url: PAGE, day: 12, session: codedSession, cachedFromId: latest });
    await createGrant(t.ctx, {
      clientId: client.id,
      visitorSessionId: codedSession,
      analysisId: null,
      accessType: 'access_code',
      sourceId: `test-code:${kind}`,
    });
    const viaCode = (await history(coded)).json();
    expect(viaCode.detailsLocked).toBe(false);
    expect(viaCode.changes.counts.agentsBlocked).toBe(1);
    expect(viaCode.changes.agents.blocked).toHaveLength(1);
  });

  async function ownOlder() {
    const rows = await t.ctx.database.execute(
      `select id from analyses where visitor_session_id = $1 and overall_score = 62`,
      [aliceSession],
    );
    return rows.rows[0].id as string;
  }

  it('a failure report does not open the history, and a free-service tenant shows everything', async () => {
    const blockedVisitor = owner();
    const s = await blockedVisitor.start();
    await insert({
      url: PAGE,
      day: 13,
      session: s,
      results: {
        ...run({ score: 0, gptBlocked: true, llmsPasses: true, noindex: true, day: 13 }),
        isFailureReport: true,
      },
    });
    const blocked = (await history(blockedVisitor)).json();
    expect(blocked.detailsLocked).toBe(true);
    expect(blocked.changes.audits.fixed).toEqual([]);

    const free = new Visitor(t, 'globex');
    const fs = await free.start();
    await insert({ tenant: 'globex', url: PAGE, day: 1, session: fs });
    await insert({
      tenant: 'globex',
      url: PAGE,
      day: 2,
      session: fs,
      results: run({ score: 30, gptBlocked: true, llmsPasses: false, noindex: false, day: 2 }),
    });
    const body = (await history(free)).json();
    expect(body.total).toBe(2);
    expect(body.detailsLocked).toBe(false);
    expect(body.changes.agents.blocked.map((a: { agent: string }) => a.agent)).toEqual(['GPTBot']);
  });

  it('answers 404 for an address the session did not analyse, one nobody analysed, or without a session', async () => {
    const bob = owner();
    await bob.start();
    for (const res of [
      await history(bob),
      await history(alice, 'https://never.example/'),
      await history(owner()),
      await history(alice, PAGE, `&analysisId=${first}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'no_history', message: 'No analyses of this address yet.' });
    }
    // Another tenant's visitor who analysed the same address sees that tenant's runs only.
    const acmeVisitor = new Visitor(t, 'acme');
    const s = await acmeVisitor.start();
    await insert({ tenant: 'acme', url: PAGE, day: 6, session: s });
    expect((await history(acmeVisitor)).json().total).toBe(2);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const cases: [string, RegExp][] = [
      ['/api/url-history', /url/],
      ['/api/url-history?url=', /url is required/],
      ['/api/url-history?url=not%20a%20url', /url must be a full http or https address/],
      ['/api/url-history?url=ftp%3A%2F%2Fx.example%2F', /url must be a full http or https address/],
      [`/api/url-history?url=${encodeURIComponent(PAGE)}&analysisId=42`, /analysisId must be an analysis id/],
      [`/api/url-history?url=${encodeURIComponent('https://x.example/' + 'a'.repeat(2100))}`, /url is too long/],
    ];
    for (const [url, message] of cases) {
      const res = await alice.req('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('operators see the timeline with ids and every detail, within their tenant scope only', async () => {
    const path = (id: string) => `/api/admin/url-history?analysisId=${id}`;
    const acmeRow = await insert({ tenant: 'acme', url: 'https://shop.example/pricing/', day: 7 });
    for (const email of ['admin@getseen.local', 'manager@getseen.local', 'support@getseen.local']) {
      const agent = await signIn(t, email);
      const res = await agent.req('GET', path(latest));
      expect(res.statusCode, email).toBe(200);
      const body = res.json();
      expect(body.detailsLocked).toBe(false);
      expect(body.points.map((p: { id: string }) => p.id)).toContain(latest);
      expect(body.changes.agents.blocked).toHaveLength(1);
    }
    const tenantAdmin = await signIn(t, 'acme-admin@getseen.local');
    const own = await tenantAdmin.req('GET', path(acmeRow.id));
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(3);
    const other = await tenantAdmin.req('GET', path(latest));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'not_found', message: 'Analysis not found' });
    // The run shown can be an older one: its changes are against the run before it.
    const sa = await signIn(t, 'admin@getseen.local');
    const older = (await sa.req('GET', path(await ownOlder()))).json();
    expect(older.changes.currentAt).toBe(new Date(T0 + 5 * DAY).toISOString());
    expect(older.changes.scores[0].delta).toBe(22);
  });

  it('refuses operators without a session, or with a bad analysis id', async () => {
    const anonymous = await t.app.inject({ url: `/api/admin/url-history?analysisId=${latest}` });
    expect(anonymous.statusCode).toBe(401);
    const sa = await signIn(t, 'admin@getseen.local');
    expect((await sa.req('GET', '/api/admin/url-history')).statusCode).toBe(400);
    const bad = await sa.req('GET', '/api/admin/url-history?analysisId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/analysisId must be an analysis id/);
    const missing = await sa.req('GET', '/api/admin/url-history?analysisId=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});

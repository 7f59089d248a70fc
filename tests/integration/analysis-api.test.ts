import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisResultSchema, type AnalysisResult } from '@/shared/analysis';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';

/** The visitor's cookies from a response, for the next request. */
function cookiesOf(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

describe.each(DB_KINDS)('analysis API on %s', (kind) => {
  let t: TestApp;
  let sites: FixtureServer;
  beforeAll(async () => {
    sites = await startFixtureServer({ slowDelayMs: 4000 });
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_FETCH_TIMEOUT_MS: '20000',
      VALIDATE_URL_TIMEOUT_MS: '1000',
    });
    const { registerWorkers } = await import('@/server/jobs/workers');
    stopWorkers = await registerWorkers(t.ctx);
  }, 120_000);
  let stopWorkers: () => Promise<void>;
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
    await sites?.close();
  });

  it('validates addresses: format, refused addresses and reachability', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/validate-url', payload: { url: 'not a url' } });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().valid).toBe(false);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/validate-url',
      payload: { url: sites.siteUrl('good') },
    });
    expect(ok.json()).toEqual({ valid: true, error: null });
    const missing = await t.app.inject({ method: 'POST', url: '/api/validate-url', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('url');
  });

  it('lets a site slower than the validation time-out through: the analysis decides', async () => {
    const slow = await t.app.inject({
      method: 'POST',
      url: '/api/validate-url',
      payload: { url: sites.siteUrl('slow') },
    });
    expect(slow.json()).toEqual({ valid: true, error: null });
  });

  let firstId = '';
  let visitor: Record<string, string> = {};
  it('runs an analysis through the queue and returns the scored result', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', payload: { url: sites.siteUrl('good') } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    visitor = cookiesOf(res);
    expect(body.sessionId).toMatch(/[0-9a-f-]{36}/);
    const results = AnalysisResultSchema.parse(body.results);
    expect(results.overallScore).toBeGreaterThan(0);
    expect(results.overallScore).toBeLessThanOrEqual(100);
    firstId = body.id;
    const stored = await t.app.inject({ url: `/api/analyses/${firstId}`, cookies: visitor });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().results.overallScore).toBe(results.overallScore);
  }, 90_000);

  it('answers the same address within the cache window from the stored result', async () => {
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: sites.siteUrl('good') },
      cookies: visitor,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(firstId);
    expect(Date.now() - started).toBeLessThan(2000);
    // Another visitor gets their own copy of the cached result.
    const other = await t.app.inject({ method: 'POST', url: '/api/analyze', payload: { url: sites.siteUrl('good') } });
    expect(other.json().id).not.toBe(firstId);
    expect(other.json().results.overallScore).toBe(res.json().results.overallScore);
  });

  it("does not show one visitor's analysis to another", async () => {
    const stranger = await t.app.inject({ url: `/api/analyses/${firstId}` });
    expect(stranger.statusCode).toBe(404);
    const otherTenant = await t.app.inject({ url: `/api/analyses/${firstId}?tenant=acme`, cookies: visitor });
    expect(otherTenant.statusCode).toBe(404);
    const badId = await t.app.inject({ url: '/api/analyses/not-an-id', cookies: visitor });
    expect(badId.statusCode).toBe(400);
  });

  it('streams the progress steps as server-sent events', async () => {
    const res = await t.app.inject({ url: `/api/analyses/${firstId}/events`, cookies: visitor });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toContain('event: progress');
    expect(res.body).toContain('"step":7');
    expect(res.body).toContain('event: done');
  });

  it('streams progress by request id while the analyze request is still waiting', async () => {
    const requestId = crypto.randomUUID();
    const progress = t.app.inject({ url: `/api/analysis-progress/${requestId}` });
    const analyze = t.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${sites.siteUrl('good')}?fresh=1`, requestId },
    });
    const [events, result] = await Promise.all([progress, analyze]);
    expect(result.statusCode).toBe(200);
    const steps = [...events.body.matchAll(/"step":(\d)/g)].map((m) => Number(m[1]));
    // A fast analysis may finish between two polls (250 ms), so only order and the last step are fixed.
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps).toEqual([...steps].sort());
    expect(steps.at(-1)).toBe(7);
    expect(events.body).toContain('event: done');
  }, 60_000);

  it('refuses loopback addresses unless private networks are allowed, with a clear message', async () => {
    const strict = await createTestApp('pglite');
    try {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: sites.siteUrl('good') },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('blocked_address');
      const scheme = await strict.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: 'file:///etc/passwd' },
      });
      expect(scheme.statusCode).toBe(400);
    } finally {
      await strict.close();
    }
  });

  it('reports an unreachable site as a website access error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', payload: { url: 'http://127.0.0.1:9/' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Unable to access the website');
  }, 60_000);

  describe('the goal an analysis declares (docs/decisions/016)', () => {
    // globex: payments off, so a free service: no complimentary limit and every report unlocked.
    const globex = (path: string) => `${path}?tenant=globex`;
    const trainingAudit = (results: Pick<AnalysisResult, 'audits'>) =>
      results.audits.find((a) => a.id === 'training-opt-outs');
    const storedIntent = async (id: string) =>
      (await t.ctx.database.execute('select intent from analyses where id = $1', [id])).rows[0]?.intent;
    let keepOutId = '';
    let visibilityId = '';
    let goalVisitor: Record<string, string> = {};

    it('runs for the goal asked for: stored on the analysis and passed to the engine', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: globex('/api/analyze'),
        payload: { url: sites.siteUrl('robots-rules'), intent: 'keep-out-of-training' },
      });
      expect(res.statusCode, res.body).toBe(200);
      goalVisitor = cookiesOf(res);
      const body = res.json();
      expect(body.access.locked).toBe(false);
      const results = AnalysisResultSchema.parse(body.results);
      expect(results.intent).toBe('keep-out-of-training');
      // robots-rules refuses GPTBot and CCBot (training): under this goal that is the owner's choice working.
      const audit = trainingAudit(results)!;
      expect(audit.scoreDisplayMode).toBe('numeric');
      const refused = audit.evidence.find((e) => e.label.startsWith('Refused'))!.value;
      expect(refused).toContain('GPTBot');
      expect(refused).toContain('CCBot');
      // The unlocked view carries the typed facts beside the evidence: the verdict and line per training agent.
      const rows = audit.details?.type === 'table' ? audit.details.items : [];
      expect(rows.find((r) => r.agent === 'GPTBot')).toMatchObject({ refused: true });
      expect(audit.numericUnit).toBe('count');
      expect(await storedIntent(body.id)).toBe('keep-out-of-training');
      keepOutId = body.id;
    }, 90_000);

    it("uses the tenant's default when the request names no goal, and never answers one goal from the other's cache", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: globex('/api/analyze'),
        payload: { url: sites.siteUrl('robots-rules') },
        cookies: goalVisitor,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.id).not.toBe(keepOutId);
      expect(body.cached).toBe(false);
      expect(body.results.intent).toBe('visibility');
      expect(trainingAudit(body.results)!.scoreDisplayMode).toBe('notApplicable');
      expect(await storedIntent(body.id)).toBe('visibility');
      visibilityId = body.id;
      // Within the cache window each goal is answered from its own result.
      const again = await t.app.inject({
        method: 'POST',
        url: globex('/api/analyze'),
        payload: { url: sites.siteUrl('robots-rules'), intent: 'keep-out-of-training' },
        cookies: goalVisitor,
      });
      expect(again.json()).toMatchObject({ id: keepOutId, cached: true, results: { intent: 'keep-out-of-training' } });
      const visible = await t.app.inject({
        method: 'POST',
        url: globex('/api/analyze'),
        payload: { url: sites.siteUrl('robots-rules'), intent: 'visibility' },
        cookies: goalVisitor,
      });
      expect(visible.json()).toMatchObject({ id: visibilityId, cached: true, results: { intent: 'visibility' } });
    }, 90_000);

    it("applies a tenant default of 'keep-out-of-training', and the brand config tells the web app", async () => {
      await t.ctx.database.execute(
        `update clients set default_intent = 'keep-out-of-training' where tenant = 'globex'`,
      );
      t.ctx.tenants.invalidate();
      try {
        expect((await t.app.inject(globex('/api/brand-config'))).json().defaultIntent).toBe('keep-out-of-training');
        expect((await t.app.inject('/api/brand-config')).json().defaultIntent).toBe('visibility');
        const res = await t.app.inject({
          method: 'POST',
          url: globex('/api/analyze'),
          payload: { url: `${sites.siteUrl('robots-rules')}?default=1` },
          cookies: goalVisitor,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().results.intent).toBe('keep-out-of-training');
        expect(trainingAudit(res.json().results)!.scoreDisplayMode).toBe('numeric');
        expect(await storedIntent(res.json().id)).toBe('keep-out-of-training');
        // Multi-page takes the goal too (robots-rules links nowhere: one page).
        const multi = await t.app.inject({
          method: 'POST',
          url: globex('/api/analyze-multi-page'),
          payload: { url: `${sites.siteUrl('robots-rules')}?multi=1`, maxPages: 2 },
          cookies: goalVisitor,
        });
        expect(multi.statusCode, multi.body).toBe(200);
        expect(multi.json().results.intent).toBe('keep-out-of-training');
      } finally {
        await t.ctx.database.execute(`update clients set default_intent = 'visibility' where tenant = 'globex'`);
        t.ctx.tenants.invalidate();
      }
    }, 120_000);

    it('refuses an unknown goal with a 400 naming the field', async () => {
      for (const path of ['/api/analyze', '/api/analyze-multi-page']) {
        for (const intent of ['stealth', 5, '']) {
          const res = await t.app.inject({
            method: 'POST',
            url: globex(path),
            payload: { url: sites.siteUrl('robots-rules'), intent },
          });
          expect(res.statusCode, `${path} ${JSON.stringify(intent)}`).toBe(400);
          expect(res.json().error).toBe('validation_error');
          expect(res.json().message).toContain('body.intent');
        }
      }
    });
  });

  it('cancels the job when the visitor stops', async () => {
    const { requestAnalysis, cancelAnalysis, followAnalysis } = await import('@/server/services/analysis');
    const [session] = await t.ctx.database
      .execute(
        `insert into visitor_sessions (client_id) select id from clients where tenant = 'default' returning id, client_id`,
      )
      .then((r) => r.rows);
    const { analysis } = await requestAnalysis(t.ctx, {
      clientId: session.client_id,
      visitorSessionId: session.id,
      url: sites.siteUrl('slow'),
      originIp: '127.0.0.1',
      kind: 'single_page',
    });
    await new Promise((r) => setTimeout(r, 700));
    await cancelAnalysis(t.ctx, analysis);
    const outcome = await followAnalysis(t.ctx, analysis.id, { timeoutMs: 10_000 });
    expect(typeof outcome === 'object' && outcome.status).toBe('cancelled');
    // It stays cancelled: the worker does not store a result afterwards.
    await new Promise((r) => setTimeout(r, 5000));
    const after = await followAnalysis(t.ctx, analysis.id, { timeoutMs: 1000 });
    expect(typeof after === 'object' && after.status).toBe('cancelled');
  }, 30_000);
});

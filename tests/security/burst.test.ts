/**
 * Fault: a burst of 200 analyses requested at once (ANALYSIS_RENDER=false, fixture site on loopback).
 * The queue is bounded per tenant (ANALYSIS_MAX_QUEUED_PER_TENANT → the spec's 429 message), so a
 * noisy tenant cannot starve a quiet one; the per-address rate limit answers the same 429; memory
 * stays bounded; every accepted analysis finishes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { registerWorkers } from '@/server/jobs/workers';
import { fuzzCounters } from './helpers/counters';

const SPEC_429 = 'Too many requests. Please wait a moment and try again.';
const PER_TENANT = 30;

let t: TestApp;
let fixtures: FixtureServer;
let stopWorkers: () => Promise<void>;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  t = await createTestApp('pglite', {
    ALLOW_PRIVATE_NETWORK: 'true',
    ANALYSIS_RENDER: 'false',
    ANALYSIS_CACHE_MINUTES: '0',
    ANALYSIS_CONCURRENCY: '6',
    ANALYSIS_MAX_QUEUED_PER_TENANT: String(PER_TENANT),
  });
  stopWorkers = await registerWorkers(t.ctx);
}, 60_000);

afterAll(async () => {
  await stopWorkers?.();
  await t?.close();
  await fixtures?.close();
});

describe('a burst of 200 analyses at once', () => {
  it('bounded per tenant with the spec 429, fair to the quiet tenant, memory bounded, every accepted one finishes', async () => {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peakHeap = heapBefore;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 100);
    // 160 from the noisy tenant, 40 from the quiet one, all at once, each from its own address.
    const plan = [...Array.from({ length: 160 }, () => 'acme'), ...Array.from({ length: 40 }, () => 'globex')];
    const started = Date.now();
    const results = await Promise.all(
      plan.map((tenant, i) =>
        t.app
          .inject({
            method: 'POST',
            url: `/api/analyze?tenant=${tenant}`,
            payload: { url: `${fixtures.url}?burst=${i}` },
            remoteAddress: `203.0.113.${i % 250}`,
            headers: { 'x-forwarded-for': '' },
          })
          .then((res) => ({ tenant, status: res.statusCode, body: res.json() })),
      ),
    );
    clearInterval(sampler);
    fuzzCounters.record('faults', plan.length, 'burst of analyses');

    const by = (tenant: string, status: number) =>
      results.filter((r) => r.tenant === tenant && r.status === status).length;
    const unexpected = results.filter((r) => r.status !== 200 && r.status !== 429);
    expect(unexpected.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    // Every refusal carries the spec's message.
    for (const r of results.filter((x) => x.status === 429))
      expect(r.body).toEqual({ error: 'rate_limited', message: SPEC_429 });
    // Bounded: the noisy tenant never had more than PER_TENANT waiting, so most of its burst was refused...
    expect(by('acme', 429)).toBeGreaterThanOrEqual(160 - PER_TENANT * 3);
    expect(by('acme', 200)).toBeGreaterThanOrEqual(PER_TENANT);
    // ...and fair: the quiet tenant got at least as many through as its own cap allows.
    expect(by('globex', 200)).toBeGreaterThanOrEqual(Math.min(40, PER_TENANT));
    // Every accepted analysis finished, with a result.
    for (const r of results.filter((x) => x.status === 200)) {
      expect(r.body.status).toBe('completed');
      expect(r.body.results.overallScore).toEqual(expect.any(Number));
    }
    const { rows } = await t.ctx.database.execute(`select status, count(*)::int as n from analyses group by status`);
    expect(rows.filter((row) => row.status !== 'completed')).toEqual([]);
    // Memory: the burst costs less than 256 MB of heap at its peak.
    expect(peakHeap - heapBefore).toBeLessThan(256 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(50_000);
  }, 60_000);

  it('one address hammering /api/analyze gets the spec 429 after 30 a minute', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/analyze',
          payload: { url: 'http://169.254.169.254/' },
          remoteAddress: '198.51.100.77',
        }),
      ),
    );
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    for (const a of limited) expect(a.json()).toEqual({ error: 'rate_limited', message: SPEC_429 });
  });
});

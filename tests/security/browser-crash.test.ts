/**
 * Fault: the engine's Chromium (BrowserPool) SIGKILLed in the middle of an analysis. The analysis
 * is retried (or finishes from the raw HTML) and completes; the pool relaunches a new browser.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { registerWorkers } from '@/server/jobs/workers';
import { findTestBrowser } from '@/engine/testing/browser';
import { fuzzCounters } from './helpers/counters';

/** Chromium processes descending from this test process (the pool's browser, its wrapper script and helpers). */
function browserPids(): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((c) => c.length >= 4)
    .map(([pid, ppid, stat, ...args]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      zombie: stat.startsWith('Z'),
      args: args.join(' '),
    }));
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (!mine.has(r.pid) && mine.has(r.ppid)) {
        mine.add(r.pid);
        grew = true;
      }
    }
  }
  return rows
    .filter((r) => r.pid !== process.pid && mine.has(r.pid) && !r.zombie && /chrom/i.test(r.args))
    .map((r) => r.pid);
}

/**
 * The response, or a failure that says where the analysis stood (its row and the browser processes) when it
 * has not answered in `ms`: a bare test timeout says nothing about what hung.
 */
async function answered<T>(t: TestApp, pending: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void t.ctx.database
        .execute('select url, status, error, created_at, completed_at from analyses order by created_at')
        .then(({ rows }) =>
          reject(new Error(`no answer in ${ms} ms: ${JSON.stringify(rows)}; chromium ${browserPids()}`)),
        );
    }, ms);
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

const hasChromium = Boolean(await findTestBrowser()) && fs.existsSync('/proc');

describe.runIf(hasChromium)('browser process killed mid-analysis', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let stopWorkers: () => Promise<void>;

  beforeAll(async () => {
    fixtures = await startFixtureServer({ slowDelayMs: 1500 });
    t = await createTestApp('pglite', {
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'true',
      ANALYSIS_CACHE_MINUTES: '0',
      ANALYSIS_CONCURRENCY: '1',
    });
    stopWorkers = await registerWorkers(t.ctx);
  }, 60_000);
  afterAll(async () => {
    await stopWorkers?.();
    await t?.close();
    await fixtures?.close();
  });

  it('the analysis completes and the browser is relaunched', async () => {
    const pending = t.app.inject({
      method: 'POST',
      url: '/api/analyze',
      payload: { url: `${fixtures.sites.slow}?kill=1` },
    });
    // Wait for the pool's browser to exist, then for the page to be loading in it.
    let pids: number[] = [];
    for (let i = 0; i < 200 && pids.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      pids = browserPids();
    }
    expect(pids.length, 'the engine launched Chromium').toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 800));
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone with its parent */
      }
    }
    fuzzCounters.record('faults', 1, 'chromium SIGKILL');

    const res = await answered(t, pending, 40_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('completed');
    expect(res.json().results.overallScore).toEqual(expect.any(Number));

    // The pool launches a new browser for the next analysis, which renders normally.
    const next = await answered(
      t,
      t.app.inject({ method: 'POST', url: '/api/analyze', payload: { url: `${fixtures.url}?after=1` } }),
      15_000,
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().status).toBe('completed');
    const now = browserPids();
    expect(now.length).toBeGreaterThan(0);
    expect(now.some((p) => pids.includes(p))).toBe(false);
  }, 60_000);
});

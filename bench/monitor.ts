/**
 * (12) The cost of a monitor run (issue 16) against one analysis, in the same run: the real context,
 * queue and workers in this process (PGlite, one warm Chromium). A run is what the scheduler does once per
 * period: the sweeper creates the run and queues its job; the monitor-run worker requests a fresh analysis
 * through the analysis queue, waits for it, takes its snapshot, compares it with the baseline (the alert
 * decision) and finishes the run. Each round's sweep looks one day later (the sweeper takes the time it
 * sweeps at), so every round is a new period of the same daily monitor; its first run, the baseline, is
 * not counted. One analysis: requestAnalysis and its wait, as POST /api/v1/analyses and a poll do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/server';
import type { AppContext } from '@/server/context';
import { registerWorkers } from '@/server/jobs/workers';
import { followAnalysis, requestAnalysis } from '@/server/services/analysis';
import { addTrustedMonitor } from '@/server/services/monitors/manage';
import { sweepDueMonitors } from '@/server/services/monitors/runs';
import { findClientByTenant } from '@/db/queries/clients';
import { analyses, monitorRuns } from '@/db/schema';
import { startBenchSite } from './fixtures/site';
import { log, ms, p50, p95, ratio, sleep } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

const DAY_MS = 86_400_000;

/** Sweeps as if it were `at`, and waits for the one run that creates; its times and outcome. */
async function timedRun(ctx: AppContext, at: Date) {
  const t0 = performance.now();
  const [runId] = await sweepDueMonitors(ctx, at);
  if (!runId) throw new Error(`no monitor run was due at ${at.toISOString()}`);
  const { db } = ctx.database;
  for (;;) {
    const [run] = await db.select().from(monitorRuns).where(eq(monitorRuns.id, runId));
    if (run.status === 'completed' || run.status === 'abandoned') {
      const total = performance.now() - t0;
      const [analysis] = run.analysisId
        ? await db.select().from(analyses).where(eq(analyses.id, run.analysisId))
        : [undefined];
      // From the job's analysis request to the run's end: the run's own work without the wait for a worker.
      const job = analysis && run.finishedAt ? run.finishedAt.getTime() - analysis.createdAt.getTime() : NaN;
      return { total, job, status: run.status, alerted: run.alerted };
    }
    await sleep(25);
  }
}

async function timedAnalysis(ctx: AppContext, clientId: string, url: string) {
  const t0 = performance.now();
  const { analysis } = await requestAnalysis(ctx, {
    clientId,
    url,
    originIp: 'bench',
    kind: 'single_page',
    fresh: true,
  });
  const row = await followAnalysis(ctx, analysis.id, { timeoutMs: 300_000 });
  if (typeof row === 'string' || row.status !== 'completed') throw new Error(`analysis of ${url} did not complete`);
  return performance.now() - t0;
}

export async function runMonitor(opts: BenchOptions): Promise<Section> {
  const rounds = opts.smoke ? 1 : opts.quick ? 3 : 6;
  const site = await startBenchSite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-monitor-'));
  const ctx = await createContext(
    loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_CACHE_MINUTES: '0',
    }),
  );
  const stopWorkers = await registerWorkers(ctx);
  const single: number[] = [];
  const runs: number[] = [];
  const jobs: number[] = [];
  const failures: string[] = [];
  try {
    const client = (await findClientByTenant(ctx.database.db, 'default'))!;
    const monitor = await addTrustedMonitor(
      ctx,
      client,
      { url: site.url('typical', 0), frequency: 'daily', email: 'bench@example.com' },
      'bench',
    );
    // Warm-up (browser launch, JIT, first writes) and the baseline run: not counted.
    await timedAnalysis(ctx, client.id, site.url('typical', 99));
    await timedRun(ctx, new Date());
    for (let i = 0; i < rounds; i++) {
      single.push(await timedAnalysis(ctx, client.id, `${site.url('typical', 0)}?one=${i}`));
      const run = await timedRun(ctx, new Date(Date.now() + (i + 1) * DAY_MS));
      if (run.status !== 'completed') failures.push(`monitor run ${i + 1} ${run.status}`);
      else {
        runs.push(run.total);
        jobs.push(run.job);
      }
    }
    log(`monitor ${monitor.id}: one analysis p50 ${ms(p50(single))}, one monitor run p50 ${ms(p50(runs))}`);
  } finally {
    await stopWorkers();
    await ctx.queue.stop({ graceful: false, wait: true, timeout: 5000 }).catch(() => {});
    await ctx.database.close();
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    id: 'monitor',
    title: '12. Monitoring: one scheduled monitor run against one analysis',
    table: mdTable(
      ['measured', 'runs', 'p50', 'p95', 'vs one analysis (p50)'],
      [
        ['one analysis (request, queue, engine, stored)', single.length, ms(p50(single)), ms(p95(single)), '1.00×'],
        [
          'one monitor run: sweep, queued run job, its analysis, diff and alert decision',
          runs.length,
          ms(p50(runs)),
          ms(p95(runs)),
          ratio(p50(runs), p50(single)),
        ],
        [
          '… of which the run job from its analysis request to its end',
          jobs.length,
          ms(p50(jobs)),
          ms(p95(jobs)),
          ratio(p50(jobs), p50(single)),
        ],
      ],
    ),
    notes: [
      `Same process, same run, alternated, on the bench site's typical page (the monitored page does not change, so runs finish without an alert; the decision is made either way). The difference between the first two rows is the queue: the monitor-run worker polls every 2 s and the run's analysis waits for an analysis worker like any other. ${os.cpus().length} cores.`,
    ],
    data: { single, runs, jobs },
    failures,
  };
}

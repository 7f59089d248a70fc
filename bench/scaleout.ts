/**
 * (7) Scale-out on a real PostgreSQL: one web process and two worker processes (src/server/main.ts
 * web|worker), N analyses submitted through the web process, one worker SIGKILLed while it runs
 * analyses; its jobs must complete on the other worker once the lease (ANALYSIS_JOB_LEASE_SECONDS)
 * runs out and pg-boss' maintenance expires them.
 *   lost       = submitted analyses that never completed (must be 0)
 *   duplicates = analyses the engine ran more than once, apart from the re-run of a job that was
 *                in flight on the killed worker (must be 0)
 * Engine runs are counted on the fixture site: one document fetch (browser user agent, exact page
 * path) per run; the page is slow (first byte after a few seconds) so analyses overlap the kill.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CHROME_UA } from '@/engine/http';
import { startBenchSite } from './fixtures/site';
import { startPostgres } from './lib/postgres';
import { request, startServerProcess } from './lib/server';
import { log, sleep, waitFor } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

export async function runScaleOut(opts: BenchOptions): Promise<Section> {
  const n = opts.smoke ? 6 : opts.quick ? 20 : 50;
  const lease = opts.quick ? 15 : 30;
  const slowMs = 2500;
  const site = await startBenchSite({ slowMs });
  const pgs = await startPostgres();
  const procs: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  const failures: string[] = [];
  try {
    const DATABASE_URL = await pgs.createDatabase();
    const common = { DATABASE_URL, ANALYSIS_JOB_LEASE_SECONDS: String(lease), ANALYSIS_CONCURRENCY: '2' };
    const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-so-'));
    const web = await startServerProcess('web', { ...common, DATA_DIR: tmp() });
    procs.push(web);
    const w1 = await startServerProcess('worker', { ...common, DATA_DIR: tmp(), LOG_LEVEL: 'info' });
    const w2 = await startServerProcess('worker', { ...common, DATA_DIR: tmp(), LOG_LEVEL: 'info' });
    procs.push(w1, w2);
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const t0 = Date.now();
      const urls = Array.from({ length: n }, (_, i) => `${site.url('slow', i % 5)}?scaleout=${i}`);
      const responses = Promise.all(urls.map((url, i) => request('POST', `${web.url}/api/analyze`, { body: { url }, from: i }).catch((e) => ({ status: 0, body: String(e), headers: {} }))));
      // Kill worker 1 while it holds analyses: wait until both workers are busy.
      await waitFor(async () => {
        const { rows } = await db.query(`select count(*)::int as c from analyses where status = 'processing'`);
        return rows[0].c >= 3;
      }, 60_000, 100);
      await sleep(500);
      const { rows: inFlight } = await db.query(`select url from analyses where status = 'processing'`);
      const inFlightAtKill = new Set(inFlight.map((r) => new URL(r.url as string).search));
      const killedAt = Date.now();
      process.kill(-w1.proc.pid!, 'SIGKILL');
      log(`scale-out: killed worker 1 at ${((killedAt - t0) / 1000).toFixed(1)} s with ${inFlightAtKill.size} analyses in flight (on either worker); lease ${lease} s`);
      const res = await responses;
      const wall = (Date.now() - t0) / 1000;
      const ok = res.filter((r) => r.status === 200 && JSON.parse(r.body).status === 'completed').length;
      const { rows: st } = await db.query(`select status, count(*)::int as c from analyses group by status order by status`);
      const { rows: jobs } = await db.query(
        `select state, retry_count, count(*)::int as c, min(extract(epoch from completed_on)) as first, max(extract(epoch from completed_on)) as last from pgboss.job where name = 'analysis' group by state, retry_count order by state, retry_count`,
      );
      const { rows: perJob } = await db.query(`select data->>'analysisId' as id, count(*)::int as c from pgboss.job where name = 'analysis' group by 1 having count(*) > 1`);
      // engine runs per analysis, from the fixture site's log
      const runs = urls.map((u) => {
        const key = new URL(u).pathname + new URL(u).search;
        return (site.hits.get(key) ?? []).filter((ua) => ua === CHROME_UA).length;
      });
      const rerun = urls.filter((u, i) => runs[i] === 2 && inFlightAtKill.has(new URL(u).search)).length;
      const duplicates = urls.filter((u, i) => runs[i] > 2 || (runs[i] === 2 && !inFlightAtKill.has(new URL(u).search))).length;
      const neverRan = runs.filter((r) => r === 0).length;
      const completed = st.find((r) => r.status === 'completed')?.c ?? 0;
      const lost = n - completed;
      const retried = jobs.filter((j) => j.retry_count > 0 && j.state === 'completed').reduce((s, j) => s + j.c, 0);
      const retriedDone = jobs.filter((j) => j.retry_count > 0 && j.state === 'completed').map((j) => Number(j.last) * 1000 - killedAt);
      if (lost) failures.push(`${lost} analyses lost`);
      if (duplicates) failures.push(`${duplicates} duplicate runs`);
      if (perJob.length) failures.push(`${perJob.length} analyses with more than one pg-boss job`);
      if (!rerun) failures.push('no job of the killed worker was taken over (the kill did not hit an analysis in flight?)');
      return {
        id: 'scaleout',
        title: '7. Scale-out on PostgreSQL: 1 web + 2 workers, one worker SIGKILLed',
        table: mdTable(
          ['analyses submitted', 'completed (HTTP)', 'completed (table)', 'jobs lost', 'duplicates', 'taken over after the kill', 'pg-boss jobs per analysis > 1', 'wall time'],
          [[n, ok, completed, lost, duplicates, rerun, perJob.length, `${wall.toFixed(0)} s`]],
        ),
        notes: [
          `Web and workers are separate \`node --import tsx src/server/main.ts web|worker\` processes on one PostgreSQL, ANALYSIS_CONCURRENCY=2 per worker, ANALYSIS_JOB_LEASE_SECONDS=${lease}. Fixture pages answer after ${slowMs} ms so analyses are in flight at the kill. Worker 1 was SIGKILLed (process group, browser included) ${((killedAt - t0) / 1000).toFixed(1)} s after submission.`,
          `Engine runs per analysis (document fetches seen by the fixture site): ${[0, 1, 2, 3].map((k) => `${runs.filter((r) => r === k).length}× ${k}`).join(', ')}${neverRan ? ' (0 = never ran: lost)' : ''}. Re-run jobs completed ${retriedDone.map((x) => `${(x / 1000).toFixed(0)} s`).join(', ') || '–'} after the kill (lease ${lease} s + up to 120 s until pg-boss' maintenance expires the job).`,
          'pg-boss job table (name = analysis): ' + jobs.map((j) => `${j.c} ${j.state} with retry_count ${j.retry_count}`).join('; ') + `; ${retried} completed on a retry.`,
          `Worker 2 still running at the end: ${w2.proc.exitCode === null && w2.proc.signalCode === null ? 'yes' : `no (exit ${w2.proc.exitCode ?? w2.proc.signalCode})`}.`,
          ...(failures.length ? ['', 'Last output of worker 2 (the survivor):', '', '```', w2.output().slice(-1500), '```'] : []),
        ],
        data: { n, ok, completed, lost, duplicates, rerun, runs, jobs, wall },
        failures,
      };
    } finally {
      await db.end();
    }
  } finally {
    for (const p of procs) await p.stop();
    await pgs.stop();
    await site.close();
  }
}

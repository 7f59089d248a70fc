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
import { CHROME_UA } from '@/engine/net/http';
import { maintenanceSeconds } from '@/server/queue';
import { startBenchSite } from './fixtures/site';
import { startPostgres } from './lib/postgres';
import { request, startServerProcess } from './lib/server';
import { descendants, log, sleep, waitFor } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';
import type { HttpResult } from './lib/server';

type Proc = Awaited<ReturnType<typeof startServerProcess>>;
const exitOf = (p: Proc) =>
  p.proc.exitCode === null && p.proc.signalCode === null
    ? 'running'
    : `exited (${p.proc.exitCode ?? p.proc.signalCode})`;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString().slice(11, 23) : d == null ? '–' : String(d));

/** Ids of the analyses a worker's log shows started and not finished. */
function startedNotFinished(output: string): Set<string> {
  const open = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; analysisId?: string };
      if (!entry.analysisId) continue;
      if (entry.msg === 'analysis started') open.add(entry.analysisId);
      else if (entry.msg === 'analysis finished' || entry.msg?.startsWith('analysis attempt failed'))
        open.delete(entry.analysisId);
    } catch {
      /* not a log entry */
    }
  }
  return open;
}

/** Log lines at level error or fatal (pino 50/60), and anything a crash prints. */
const errorLinesOf = (output: string) =>
  output.split('\n').filter((l) => /"level":(50|60)\b|unhandled|Uncaught|FATAL|heap out of memory/i.test(l));

/**
 * What went wrong, for the report: every analysis that did not complete or ran more than it should
 * (its row, its pg-boss job, the HTTP answer, the log lines that name it), the processes' exit states,
 * and the tail of every process's output; the full outputs are written to a temp folder.
 */
async function diagnose(
  db: pg.Client,
  urls: string[],
  runs: number[],
  res: Array<HttpResult | { status: number; body: string }>,
  procs: { web: Proc; w1: Proc; w2: Proc },
  killedAt: number,
): Promise<string[]> {
  const { rows } = await db.query(
    `select a.id, a.url, a.status, a.progress_step, a.error, a.error_code, a.job_id, a.created_at, a.completed_at,
            coalesce(j.state::text, ar.state::text) as job_state, coalesce(j.retry_count, ar.retry_count) as retry_count,
            coalesce(j.retry_limit, ar.retry_limit) as retry_limit, coalesce(j.started_on, ar.started_on) as started_on,
            coalesce(j.completed_on, ar.completed_on) as job_completed_on, coalesce(j.output, ar.output) as output
       from analyses a
       left join pgboss.job j on j.id::text = a.job_id
       left join pgboss.archive ar on ar.id::text = a.job_id`,
  );
  const byUrl = new Map(rows.map((r) => [new URL(r.url as string).search, r]));
  const out: string[] = [
    '',
    `**Diagnostics** (worker 1 killed at ${new Date(killedAt).toISOString().slice(11, 23)}; process states: web ${exitOf(procs.web)}, worker 1 ${exitOf(procs.w1)} (killed by the bench), worker 2 ${exitOf(procs.w2)})`,
    '',
  ];
  const bad = urls
    .map((u, i) => ({ u, i, row: byUrl.get(new URL(u).search) }))
    .filter(({ i, row }) => !row || row.status !== 'completed' || runs[i] > 2 || res[i].status !== 200);
  out.push(
    ...mdTable(
      [
        '#',
        'analysis',
        'status',
        'step',
        'error',
        'job',
        'job state',
        'retries',
        'job started',
        'job ended',
        'engine runs',
        'HTTP',
      ],
      bad.map(({ i, row }) => [
        i,
        row?.id ?? '(no row)',
        row?.status ?? '–',
        row?.progress_step ?? '–',
        String(row?.error ?? '–')
          .slice(0, 80)
          .replace(/\|/g, '/'),
        row?.job_id ?? '–',
        row?.job_state ?? '–',
        row ? `${row.retry_count}/${row.retry_limit}` : '–',
        iso(row?.started_on),
        iso(row?.job_completed_on),
        runs[i],
        `${res[i].status} ${res[i].body.slice(0, 80).replace(/\|/g, '/')}`,
      ]),
    ),
  );
  const names = { web: procs.web, 'worker 1': procs.w1, 'worker 2': procs.w2 };
  for (const { row } of bad.filter((b) => b.row)) {
    const lines = Object.entries(names).flatMap(([name, p]) =>
      p
        .output()
        .split('\n')
        .filter((l) => l.includes(row!.id as string))
        .map((l) => `${name}: ${l.slice(0, 300)}`),
    );
    if (lines.length) out.push('', `Log lines naming ${row!.id}:`, '', '```', ...lines, '```');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-so-logs-'));
  for (const [name, p] of Object.entries(names)) {
    fs.writeFileSync(path.join(dir, `${name.replace(' ', '')}.log`), p.output());
    out.push('', `Last output of ${name}:`, '', '```', p.output().slice(-1500), '```');
  }
  out.push('', `Full process outputs (last 200 kB each): ${dir}`);
  return out;
}

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
      const responses = Promise.all(
        urls.map((url, i) =>
          request('POST', `${web.url}/api/analyze`, { body: { url }, from: i }).catch((e) => ({
            status: 0,
            body: String(e),
            headers: {},
          })),
        ),
      );
      // Kill worker 1 while it holds analyses: wait until both workers are busy.
      await waitFor(
        async () => {
          const { rows } = await db.query(`select count(*)::int as c from analyses where status = 'processing'`);
          return rows[0].c >= 3;
        },
        60_000,
        100,
      );
      await sleep(500);
      const { rows: inFlight } = await db.query(`select url from analyses where status = 'processing'`);
      const inFlightAtKill = new Set(inFlight.map((r) => new URL(r.url as string).search));
      const killedAt = Date.now();
      // Playwright starts Chromium in a process group of its own: kill the worker's group and every
      // descendant, as if its machine died.
      const tree = descendants(w1.proc.pid!);
      process.kill(-w1.proc.pid!, 'SIGKILL');
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      log(
        `scale-out: killed worker 1 at ${((killedAt - t0) / 1000).toFixed(1)} s with ${inFlightAtKill.size} analyses in flight (on either worker); lease ${lease} s`,
      );
      const res = await responses;
      const wall = (Date.now() - t0) / 1000;
      // A request that failed early (no answer, 5xx) does not wait for its analysis: before counting,
      // give unfinished analyses the time a takeover needs (lease + pg-boss' maintenance interval + a run).
      const settleBy = Date.now() + (lease + maintenanceSeconds(lease)) * 1000 + 60_000;
      let unfinished = 0;
      for (;;) {
        unfinished = (
          await db.query(`select count(*)::int as c from analyses where status in ('pending', 'processing')`)
        ).rows[0].c;
        if (!unfinished || Date.now() > settleBy) break;
        await sleep(500);
      }
      if (unfinished)
        log(
          `scale-out: ${unfinished} analyses still unfinished ${((Date.now() - t0) / 1000).toFixed(0)} s after submission`,
        );
      const ok = res.filter((r) => r.status === 200 && JSON.parse(r.body).status === 'completed').length;
      const { rows: st } = await db.query(
        `select status, count(*)::int as c from analyses group by status order by status`,
      );
      const { rows: jobs } = await db.query(
        `select state, retry_count, count(*)::int as c, min(extract(epoch from completed_on)) as first, max(extract(epoch from completed_on)) as last from pgboss.job where name = 'analysis' group by state, retry_count order by state, retry_count`,
      );
      const { rows: perJob } = await db.query(
        `select data->>'analysisId' as id, count(*)::int as c from pgboss.job where name = 'analysis' group by 1 having count(*) > 1`,
      );
      const { rows: all } = await db.query(`select id, url from analyses`);
      const searchOf = new Map(all.map((r) => [r.id as string, new URL(r.url as string).search]));
      // The analyses worker 1 had started and not finished when it was killed (its own log), so
      // the re-run of exactly those is expected; any other second run is a duplicate.
      const onKilled = new Set(
        [...startedNotFinished(w1.output())].map((id) => searchOf.get(id)).filter((x): x is string => !!x),
      );
      const expectedRerun = onKilled.size ? onKilled : inFlightAtKill;
      // engine runs per analysis, from the fixture site's log
      const runs = urls.map((u) => {
        const key = new URL(u).pathname + new URL(u).search;
        return (site.hits.get(key) ?? []).filter((ua) => ua === CHROME_UA).length;
      });
      const rerun = urls.filter((u, i) => runs[i] === 2 && expectedRerun.has(new URL(u).search)).length;
      const duplicates = urls.filter(
        (u, i) => runs[i] > 2 || (runs[i] === 2 && !expectedRerun.has(new URL(u).search)),
      ).length;
      const neverRan = runs.filter((r) => r === 0).length;
      const completed = st.find((r) => r.status === 'completed')?.c ?? 0;
      const lost = n - completed;
      const retried = jobs.filter((j) => j.retry_count > 0 && j.state === 'completed').reduce((s, j) => s + j.c, 0);
      const retriedDone = jobs
        .filter((j) => j.retry_count > 0 && j.state === 'completed')
        .map((j) => Number(j.last) * 1000 - killedAt);
      const errorLines = { web: errorLinesOf(web.output()), 'worker 2': errorLinesOf(w2.output()) };
      if (lost) failures.push(`${lost} analyses lost`);
      if (ok < n) failures.push(`${n - ok} requests did not answer with a completed analysis`);
      if (duplicates) failures.push(`${duplicates} duplicate runs`);
      if (perJob.length) failures.push(`${perJob.length} analyses with more than one pg-boss job`);
      if (!rerun)
        failures.push('no job of the killed worker was taken over (the kill did not hit an analysis in flight?)');
      if (w2.proc.exitCode !== null || w2.proc.signalCode !== null)
        failures.push(`worker 2 ended during the run (${exitOf(w2)})`);
      if (web.proc.exitCode !== null || web.proc.signalCode !== null)
        failures.push(`the web process ended during the run (${exitOf(web)})`);
      const diagnostics = failures.length ? await diagnose(db, urls, runs, res, { web, w1, w2 }, killedAt) : [];
      return {
        id: 'scaleout',
        title: '7. Scale-out on PostgreSQL: 1 web + 2 workers, one worker SIGKILLed',
        table: mdTable(
          [
            'analyses submitted',
            'completed (HTTP)',
            'completed (table)',
            'jobs lost',
            'duplicates',
            'taken over after the kill',
            'pg-boss jobs per analysis > 1',
            'wall time',
          ],
          [[n, ok, completed, lost, duplicates, rerun, perJob.length, `${wall.toFixed(0)} s`]],
        ),
        notes: [
          `Web and workers are separate \`node --import tsx src/server/main.ts web|worker\` processes on one PostgreSQL, ANALYSIS_CONCURRENCY=2 per worker, ANALYSIS_JOB_LEASE_SECONDS=${lease}. Fixture pages answer after ${slowMs} ms so analyses are in flight at the kill. Worker 1 was SIGKILLed (with its browser and every other descendant) ${((killedAt - t0) / 1000).toFixed(1)} s after submission.`,
          `Engine runs per analysis (document fetches seen by the fixture site): ${[0, 1, 2, 3].map((k) => `${runs.filter((r) => r === k).length}× ${k}`).join(', ')}${neverRan ? ' (0 = never ran: lost)' : ''}. Re-run jobs completed ${retriedDone.map((x) => `${(x / 1000).toFixed(0)} s`).join(', ') || '–'} after the kill (lease ${lease} s + up to ${maintenanceSeconds(lease)} s until pg-boss' maintenance, every ${maintenanceSeconds(lease)} s, expires the job). Analyses worker 1 had started and not finished at the kill (its log): ${onKilled.size}${onKilled.size ? '' : ' (log empty: the analyses processing at the kill count instead)'}.`,
          'pg-boss job table (name = analysis): ' +
            jobs.map((j) => `${j.c} ${j.state} with retry_count ${j.retry_count}`).join('; ') +
            `; ${retried} completed on a retry.`,
          `Worker 2 still running at the end: ${w2.proc.exitCode === null && w2.proc.signalCode === null ? 'yes' : `no (${exitOf(w2)})`}. Error lines logged: ${Object.entries(
            errorLines,
          )
            .map(([k, v]) => `${k} ${v.length}`)
            .join(', ')}.`,
          ...(!failures.length && Object.values(errorLines).some((l) => l.length)
            ? [
                '',
                '```',
                ...Object.entries(errorLines).flatMap(([k, v]) =>
                  v.slice(0, 10).map((l) => `${k}: ${l.slice(0, 300)}`),
                ),
                '```',
              ]
            : []),
          ...diagnostics,
        ],
        data: {
          n,
          ok,
          completed,
          lost,
          duplicates,
          rerun,
          runs,
          jobs,
          wall,
          exits: { web: exitOf(web), worker1: exitOf(w1), worker2: exitOf(w2) },
        },
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

/**
 * (5) The API under load (autocannon, time-bounded), on PGlite and on a real PostgreSQL, with
 * 100,000 analyses in the database (bulk insert with generate_series):
 *   GET /healthz (reference: the framework floor), GET /api/brand-config, GET /api/analyses/:id
 *   (with the visitor's cookie), GET /api/admin/analyses (admin usage list, first page, and a search).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/server';
import { startBenchSite } from './fixtures/site';
import { startPostgres } from './lib/postgres';
import { cookiesOf, request, startServerProcess } from './lib/server';
import { ROOT, log, ms, ratio } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

const ROWS = 100_000;

const INSERT = (clientId: string, n: number) => `
insert into analyses (client_id, url, kind, status, overall_score, ai_llm_visibility_score, tech_score, content_score, accessibility_score, authority_score, origin_ip, progress_step, created_at, last_requested, completed_at)
select '${clientId}', 'https://site' || (i % 7919) || '.example.com/page/' || (i % 13), 'single_page',
  case when i % 20 = 0 then 'failed' else 'completed' end,
  case when i % 20 = 0 then null else (i * 37) % 101 end, (i * 31) % 101, (i * 29) % 101, (i * 23) % 101, (i * 19) % 101, (i * 17) % 101,
  '203.0.113.' || (i % 250), 7, now() - i * interval '37 seconds', now() - i * interval '37 seconds', now() - i * interval '37 seconds'
from generate_series(1, ${n}) as i`;

/** Migrates and seeds a database, then bulk-inserts the analyses; closes it again. */
async function prepare(env: Record<string, string>, n: number): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...env,
  });
  const ctx = await createContext(config);
  try {
    const { rows } = await ctx.database.execute(`select id from clients order by created_at limit 1`);
    const clientId = (rows[0] as { id: string }).id;
    const t0 = performance.now();
    await ctx.database.execute(INSERT(clientId, n));
    await ctx.database.execute('analyze analyses');
    log(`api: inserted ${n} analyses in ${ms(performance.now() - t0)}`);
  } finally {
    await ctx.queue.stop({ graceful: false, wait: true, timeout: 5000 }).catch(() => {});
    await ctx.database.close();
  }
}

interface Cannon {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

function autocannon(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    const args = [
      '-j',
      '-c',
      '10',
      '-d',
      String(seconds),
      ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
      url,
    ];
    const p = spawn(path.join(ROOT, 'node_modules/.bin/autocannon'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('exit', (code) => {
      try {
        const j = JSON.parse(out);
        resolve({
          rps: j.requests.average,
          p50: j.latency.p50,
          p99: j.latency.p99,
          non2xx: j.non2xx,
          errors: j.errors + j.timeouts,
          requests: j.requests.total,
        });
      } catch (e) {
        reject(new Error(`autocannon exited ${code}: ${out.slice(0, 300)} ${(e as Error).message}`));
      }
    });
  });
}

export async function runApi(opts: BenchOptions): Promise<Section> {
  const seconds = opts.smoke ? 2 : opts.quick ? 5 : 15;
  const n = opts.smoke ? 2000 : ROWS;
  const site = await startBenchSite();
  const rows: (string | number)[][] = [];
  const failures: string[] = [];
  const data: Record<string, Record<string, Cannon>> = {};
  let pgServer: Awaited<ReturnType<typeof startPostgres>> | null = null;
  try {
    for (const kind of ['pglite', 'postgres'] as const) {
      let env: Record<string, string>;
      if (kind === 'pglite') env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-api-')) };
      else {
        try {
          pgServer = await startPostgres();
        } catch (e) {
          rows.push([kind, 'unavailable', (e as Error).message, '', '', '', '', '']);
          continue;
        }
        env = {
          DATABASE_URL: await pgServer.createDatabase(),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-api-')),
        };
      }
      await prepare(env, n);
      const server = await startServerProcess('all', { ...env, ANALYSIS_CONCURRENCY: '1' });
      try {
        const a = await request('POST', `${server.url}/api/analyze`, { body: { url: site.url('typical', 1) } });
        if (a.status !== 200) throw new Error(`analyze answered ${a.status}: ${a.body.slice(0, 200)}`);
        const id = JSON.parse(a.body).id as string;
        const visitor = cookiesOf(a);
        const s = await request('POST', `${server.url}/api/admin/auth/dev-sign-in`, {
          body: { email: 'admin@getseen.local' },
        });
        if (s.status !== 200) throw new Error(`dev sign-in answered ${s.status}: ${s.body.slice(0, 200)}`);
        const admin = cookiesOf(s);
        const check = await request('GET', `${server.url}/api/admin/analyses?page=1&limit=25`, { cookie: admin });
        const total = check.status === 200 ? (JSON.parse(check.body).total as number) : null;
        if (check.status !== 200) failures.push(`${kind}: admin list answered ${check.status}`);
        const targets: [string, string, Record<string, string>][] = [
          ['GET /healthz (reference)', '/healthz', {}],
          ['GET /api/brand-config', '/api/brand-config', {}],
          ['GET /api/analyses/:id', `/api/analyses/${id}`, { cookie: visitor }],
          [
            `GET /api/admin/analyses (page 1 of ${total ?? '?'})`,
            '/api/admin/analyses?page=1&limit=25',
            { cookie: admin },
          ],
          [
            'GET /api/admin/analyses?search=…&sort=overallScore',
            '/api/admin/analyses?page=3&limit=25&search=site42&sort=overallScore&direction=desc',
            { cookie: admin },
          ],
        ];
        const d: Record<string, Cannon> = (data[kind] = {});
        for (const [label, p, headers] of targets) {
          const r = await autocannon(`${server.url}${p}`, seconds, headers);
          d[label] = r;
          const ref = d['GET /healthz (reference)'];
          if (r.non2xx || r.errors) failures.push(`${kind} ${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          rows.push([
            kind,
            label,
            ms(r.p50),
            ms(r.p99),
            r.rps.toFixed(0),
            ratio(ref.rps, r.rps),
            r.non2xx + r.errors,
            r.requests,
          ]);
          log(`api ${kind} ${label}: ${r.rps.toFixed(0)} rps, p99 ${ms(r.p99)}`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await pgServer?.stop();
    await site.close();
  }
  return {
    id: 'api',
    title: `5. API under load (${n.toLocaleString('en-GB')} analyses in the database)`,
    table: mdTable(
      ['database', 'endpoint', 'p50', 'p99', 'req/s', 'cost vs /healthz', 'non-2xx + errors', 'requests'],
      rows,
    ),
    notes: [
      `autocannon, 10 connections, ${seconds} s per endpoint, against the real server process (ROLE=all, in-process worker idle). "cost vs /healthz" = healthz req/s ÷ endpoint req/s (1× = as cheap as the framework floor).`,
    ],
    data,
    failures,
  };
}

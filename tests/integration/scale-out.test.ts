import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { startFixtureServer, type FixtureServer } from '@/engine/testing/serve-fixtures';
import { requestAnalysis } from '@/server/services/analysis';

const JOBS = 16;

function startWorker(databaseUrl: string, logLines: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', 'worker'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-worker-')),
      APP_SECRET: 'worker-secret-worker-secret-worker-secret-0123',
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'false',
      ANALYSIS_CONCURRENCY: '2',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  child.stdout!.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    logLines.push(...lines);
  });
  return child;
}

/** Many workers on many machines share one Postgres: every job runs once, on one of them. */
describe.runIf(DB_KINDS.includes('postgres'))('two worker processes on real Postgres', () => {
  let t: TestApp;
  let sites: FixtureServer;
  const workers: ChildProcess[] = [];
  const logs: string[][] = [[], []];

  beforeAll(async () => {
    sites = await startFixtureServer();
    t = await createTestApp('postgres', { ALLOW_PRIVATE_NETWORK: 'true', ROLE: 'web' });
  });
  afterAll(async () => {
    for (const w of workers) w.kill('SIGTERM');
    await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once('exit', r)))));
    await t?.close();
    await sites?.close();
  });

  it('shares the jobs between both workers and runs none twice', async () => {
    workers.push(startWorker(t.config.DATABASE_URL!, logs[0]), startWorker(t.config.DATABASE_URL!, logs[1]));
    const [session] = (
      await t.ctx.database.execute(
        `insert into visitor_sessions (client_id) select id from clients where tenant = 'default' returning id, client_id`,
      )
    ).rows;
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const { analysis } = await requestAnalysis(t.ctx, {
        clientId: session.client_id,
        visitorSessionId: session.id,
        url: `${sites.siteUrl('good')}?page=${i}`,
        originIp: '127.0.0.1',
        kind: 'single_page',
      });
      ids.push(analysis.id);
    }
    const deadline = Date.now() + 90_000;
    let done = 0;
    while (Date.now() < deadline) {
      const { rows } = await t.ctx.database.execute(
        `select count(*)::int as n from analyses where status = 'completed' and id = any($1::uuid[])`,
        [ids],
      );
      done = rows[0].n;
      if (done === JOBS) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(done).toBe(JOBS);

    const started = logs.map((lines) =>
      lines
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l))
        .filter((l) => l.msg === 'analysis started')
        .map((l) => l.analysisId as string),
    );
    const all = [...started[0], ...started[1]];
    expect(new Set(all).size).toBe(JOBS);
    expect(all.length).toBe(JOBS); // none ran twice
    expect(started[0].length).toBeGreaterThan(0); // both took a share
    expect(started[1].length).toBeGreaterThan(0);
  }, 150_000);
});

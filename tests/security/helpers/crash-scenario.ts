/**
 * SIGKILL the server while analyses are queued and running, restart it on the same data, and check
 * every analysis completes. Shared by the PGlite and the PostgreSQL variants (one file each, to keep
 * each under a minute).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { freePort } from '@/engine/testing/ports';
import { startFixtureServer } from '@/engine/testing/serve-fixtures';
import { startServerProcess, waitForOutcome } from './server-process';
import { fuzzCounters } from './counters';

export async function crashAndRestart(databaseUrl?: string) {
  const fixtures = await startFixtureServer({ slowDelayMs: 1500 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-crash-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    APP_SECRET: 'crash-secret-crash-secret-crash-secret-0123',
    ALLOW_PRIVATE_NETWORK: 'true',
    ANALYSIS_RENDER: 'false',
    ANALYSIS_CONCURRENCY: '1',
    ANALYSIS_JOB_LEASE_SECONDS: '10',
    ANALYSIS_CACHE_MINUTES: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startServerProcess(env, port);
  try {
    // A visitor session (its cookie comes with any analyze answer, even a refusal).
    const first = await fetch(`${server.url}/api/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://169.254.169.254/' }),
    });
    expect(first.status).toBe(400);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/gs_visitor=/);

    // Two analyses of the slow site: one running, one queued behind it (concurrency 1). The same page
    // twice: this visitor has no access, and only a re-run of its complimentary page is free (decision 011).
    const requestIds = [crypto.randomUUID(), crypto.randomUUID()];
    for (const requestId of requestIds) {
      void fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ url: `${fixtures.sites.slow}?crash=1`, requestId }),
      }).catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 2500)); // the first has started fetching (each response takes 1.5 s)
    await server.kill('SIGKILL');
    fuzzCounters.record('faults', 1, `server SIGKILL (${databaseUrl ? 'postgres' : 'pglite'})`);

    server = await startServerProcess(env, port);
    for (const requestId of requestIds) {
      const outcome = await waitForOutcome(server.url, requestId, cookie, 45_000);
      expect(outcome, server.output()).toMatchObject({ event: 'done' });
      const res = await fetch(`${server.url}/api/analyses/${outcome.data.id}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.status).toBe('completed');
      expect(body.results?.overallScore).toEqual(expect.any(Number));
    }
  } finally {
    await server.kill('SIGTERM');
    await fixtures.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

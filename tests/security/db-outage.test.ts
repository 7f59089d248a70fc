/**
 * Fault: real PostgreSQL stopped and started under a running app. While it is down, reads and writes
 * answer a clean JSON 503 (never a 500, never a hang); after it is back the app recovers without a
 * restart and everything written before is still there. (/readyz alone is in tests/integration/lifecycle.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/server';
import { buildApp } from '@/server/app';
import { registerWorkers } from '@/server/jobs/workers';
import { PostgresCluster, postgresAvailable } from '../helpers/postgres-cluster';
import { startFixtureServer } from '@/engine/testing/serve-fixtures';
import { fuzzCounters } from './helpers/counters';

describe.runIf(postgresAvailable())('database stopped and started (real PostgreSQL)', () => {
  const cluster = new PostgresCluster();
  afterAll(() => cluster.destroy());

  it('503 while down, recovery without restart, nothing lost', async () => {
    await cluster.init();
    await cluster.start();
    const fixtures = await startFixtureServer();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: cluster.url,
      APP_SECRET: 'outage-secret-outage-secret-outage-0123456',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-outage-')),
      LOG_LEVEL: 'silent',
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_RENDER: 'false',
      ANALYSIS_CACHE_MINUTES: '0',
    });
    const ctx = await createContext(config);
    const stopWorkers = await registerWorkers(ctx);
    const app = await buildApp(ctx, { logger: false, serveWeb: false });
    try {
      // Written before the outage: a visitor session and a completed analysis.
      const before = await app.inject({ method: 'POST', url: '/api/analyze', payload: { url: fixtures.url } });
      expect(before.statusCode, before.body).toBe(200);
      const id = before.json().id as string;
      const gs_visitor = before.cookies.find((c) => c.name === 'gs_visitor')!.value;

      await cluster.stop();
      fuzzCounters.record('faults', 1, 'postgres stopped and started');
      const during = [
        await app.inject('/readyz'),
        await app.inject({ url: `/api/analyses/${id}`, cookies: { gs_visitor } }),
        await app.inject({
          method: 'POST',
          url: '/api/analyze',
          payload: { url: `${fixtures.url}?during=1` },
          cookies: { gs_visitor },
        }),
        await app.inject({ method: 'POST', url: '/api/analyze', payload: { url: `${fixtures.url}?during=2` } }),
        await app.inject({
          method: 'POST',
          url: '/api/admin/auth/dev-sign-in',
          payload: { email: 'admin@getseen.local' },
        }),
      ];
      for (const res of during) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toMatchObject({ error: 'unavailable', message: expect.any(String) });
      }

      await cluster.start();
      let ready = 0;
      for (let i = 0; i < 75 && ready !== 200; i++) {
        ready = (await app.inject('/readyz')).statusCode;
        if (ready !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(ready).toBe(200);
      // Nothing written before is lost, and new writes work again, all without a restart.
      const kept = await app.inject({ url: `/api/analyses/${id}`, cookies: { gs_visitor } });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().status).toBe('completed');
      // The same page again (cache off: a new run): this visitor has no access, and only its complimentary page is free (decision 011).
      const afterwards = await app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: fixtures.url },
        cookies: { gs_visitor },
      });
      expect(afterwards.statusCode, afterwards.body).toBe(200);
      expect(afterwards.json().status).toBe('completed');
    } finally {
      await app.close();
      await stopWorkers().catch(() => {});
      await ctx.queue.stop({ graceful: false, wait: true, timeout: 2000 }).catch(() => {});
      await ctx.database.close();
      await fixtures.close();
    }
  }, 90_000);
});

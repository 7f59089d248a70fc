import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from '@/server/config';
import { createContext } from '@/server/server';
import { buildApp } from '@/server/app';
import type { AppContext } from '@/server/context';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; a real PostgreSQL too whenever the test setup could start one. */
export const DB_KINDS: DbKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database on the shared test cluster. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl');
  const name = `gs_${crypto.randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a real database (in-memory PGlite or a fresh Postgres database), for app.inject tests. */
export async function createTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: 'admin@getseen.local',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    // The browser the tests were told to use (CI forces the npm-shipped one).
    CHROMIUM_PATH: process.env.CHROMIUM_PATH,
    CHROMIUM_SOURCE: process.env.CHROMIUM_SOURCE,
    ...(kind === 'postgres' ? { DATABASE_URL: await createPostgresDatabase() } : {}),
    ...env,
  });
  const ctx = await createContext(config, { inMemoryDatabase: true });
  const app = await buildApp(ctx, { logger: false, serveWeb: false });
  await app.ready();
  return {
    app,
    ctx,
    config,
    close: async () => {
      await app.close();
      // Graceful: a job handler still running when the database closes would fail its job on a closed
      // database, and pg-boss does not await that failure (an unhandled rejection in the test run).
      await ctx.queue.stop({ graceful: true, wait: true, timeout: 30_000 }).catch(() => {});
      await ctx.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

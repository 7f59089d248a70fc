import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '@/server/config';
import { createContext } from '@/server/server';
import { buildApp } from '@/server/app';
import { PostgresCluster, postgresAvailable } from '../helpers/postgres-cluster';
import { freePort } from '@/engine/testing/ports';

const SECRET = 'lifecycle-secret-lifecycle-secret-0123456789';

/** Runs the real entry point and collects what it printed and how it ended. */
function runMain(
  env: Record<string, string>,
  waitForOutput?: RegExp,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string; kill: () => void }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'warn', ANALYSIS_RENDER: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (waitForOutput?.test(output)) resolve({ code: null, output, kill: () => child.kill('SIGTERM') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, kill: () => {} });
    });
  });
}

describe('configuration', () => {
  it('names the variable and what is expected when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', APP_SECRET: SECRET })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'root', APP_SECRET: SECRET })).toThrow(/ADMIN_EMAILS/);
  });

  it('generates APP_SECRET into DATA_DIR outside production and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-cfg-'));
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(b.APP_SECRET).toBe(a.APP_SECRET);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('stops start-up with one line and a non-zero exit on a bad value', async () => {
    const { code, output } = await runMain({ PORT: '-1' });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Invalid PORT: /);
  });
});

describe('embedded database', () => {
  it('refuses to open a data folder another running process holds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-lock-'));
    const port = await freePort();
    const first = await runMain({ DATA_DIR: dataDir, PORT: String(port), APP_SECRET: SECRET }, /running at/, 60_000);
    try {
      expect(first.output).toContain('running at');
      const second = await runMain({ DATA_DIR: dataDir, PORT: String(await freePort()), APP_SECRET: SECRET });
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/in use by another running process/);
    } finally {
      first.kill();
    }
  }, 90_000);
});

describe.runIf(postgresAvailable())('real PostgreSQL going away', () => {
  const cluster = new PostgresCluster();
  afterAll(() => cluster.destroy());

  it('exits with a clear message when the database is down at start-up', async () => {
    const port = await freePort();
    const { code, output } = await runMain({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      APP_SECRET: SECRET,
      DATA_DIR: os.tmpdir(),
    });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot reach the database at DATABASE_URL/);
  });

  it('answers 503 on /readyz while it is down and recovers without a restart', async () => {
    await cluster.init();
    await cluster.start();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: cluster.url,
      APP_SECRET: SECRET,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-rd-')),
      LOG_LEVEL: 'silent',
      ROLE: 'web',
    });
    const ctx = await createContext(config);
    const app = await buildApp(ctx, { logger: false, serveWeb: false });
    try {
      const ready = () => app.inject('/readyz');
      expect((await ready()).statusCode).toBe(200);
      await cluster.stop();
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ error: 'unavailable' });
      const brand = await app.inject('/api/brand-config?tenant=acme');
      expect([200, 503]).toContain(brand.statusCode); // cached tenants still answer; nothing is a 500
      await cluster.start();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await ready()).statusCode;
        if (status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
      ctx.tenants.invalidate();
      expect((await app.inject('/api/brand-config?tenant=globex')).statusCode).toBe(200);
    } finally {
      await app.close();
      await ctx.queue.stop({ graceful: false, wait: true, timeout: 2000 }).catch(() => {});
      await ctx.database.close();
    }
  }, 60_000);
});

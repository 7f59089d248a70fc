/**
 * A server of the spec's own (one node process with the tsx loader), for specs that change a tenant's
 * configuration and must not disturb the shared server the other specs use.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/engine/testing/ports';

export async function startOwnServer(name: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `getseen-${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_NETWORK: 'true',
      ANALYSIS_CACHE_MINUTES: '0',
      FREE_TRIAL_PER_IP_PER_DAY: '100000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} test server did not start`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

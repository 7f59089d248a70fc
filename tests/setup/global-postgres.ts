import { spawnSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function which(bin: string): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const candidates = [
    process.env.PG_BIN ? path.join(process.env.PG_BIN, bin) : '',
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin/${bin}`),
    `/usr/local/bin/${bin}`,
    `/usr/bin/${bin}`,
  ];
  const found = candidates.find((c) => c && fs.existsSync(c));
  if (found) return found;
  const r = spawnSync('which', [bin], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let postgres: ChildProcess | undefined;
let dir: string | undefined;

/** Starts a private PostgreSQL cluster on a loopback port so integration tests prove the production path. */
export async function setup(project: TestProject) {
  const initdb = which('initdb');
  const pgCtl = which('postgres');
  if (!initdb || !pgCtl || process.env.SKIP_POSTGRES === '1') {
    console.warn('PostgreSQL binaries not found: integration tests run on PGlite only');
    project.provide('postgresUrl', '');
    return;
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runAs = (cmd: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const [c1, a1] = runAs(initdb, ['-D', path.join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const init = spawnSync(c1, a1, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [c2, a2] = runAs(pgCtl, ['-D', path.join(dir, 'data'), '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']);
  postgres = spawn(c2, a2, { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import('pg')).default;
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      project.provide('postgresUrl', url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('PostgreSQL did not start');
}

export async function teardown() {
  if (postgres) {
    postgres.kill('SIGINT');
    await new Promise((r) => postgres!.once('exit', r));
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

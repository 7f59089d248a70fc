import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { listenOnPostgres, type ListenHandler } from './notifications';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db; query functions take an Executor so that they run alone or inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** What pg-boss and raw maintenance code need: plain SQL with optional parameters. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  execute: SqlExecutor;
  ping(): Promise<void>;
  /** LISTEN on a channel until the database is closed (notifications.ts says what the handler hears). */
  listen(channel: string, onEvent: ListenHandler): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), resolveMigrationsDir());

/** Migrations live in src/db/migrations; the bundled server finds them relative to dist. */
function resolveMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of ['migrations', '../../src/db/migrations', '../src/db/migrations']) {
    if (fs.existsSync(path.join(here, candidate, 'meta', '_journal.json'))) return candidate;
  }
  return 'migrations';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no file lock of its own: a second process on the same folder would corrupt it. */
function lockFolder(dir: string): () => void {
  const lockFile = path.join(dir, 'getseen.lock');
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseUnavailableError(
        `The embedded database in ${dir} is in use by another running process (pid ${holder}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => {
    try {
      if (Number(fs.readFileSync(lockFile, 'utf8')) === process.pid) fs.unlinkSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

/** The extensions the migrations create (0003: pg_trgm for the usage search index). */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    unlock = lockFolder(dir);
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    // pg-boss sends parameterless multi-statement scripts; only exec accepts those.
    execute: async (text, values) => {
      if (values && values.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite folder, so its own notifications are all there is to hear.
    listen: async (channel, onEvent) => {
      await client.listen(channel, () => onEvent('notify'));
      onEvent('ready');
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; /readyz reports it instead.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(`Cannot reach the database at DATABASE_URL: ${(err as Error).message}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const listeners: (() => Promise<void>)[] = [];
  return {
    kind: 'postgres',
    db,
    execute: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, onEvent) => {
      listeners.push(await listenOnPostgres(url, channel, onEvent));
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/** PGlite under DATA_DIR when no DATABASE_URL is given; node-postgres with a pool otherwise. Migrates either way. */
export function openDatabase(opts: { databaseUrl?: string; dataDir?: string | null }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir ?? null);
}

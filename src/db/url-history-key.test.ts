/**
 * The history key (docs/decisions/020) is one SQL function, `url_history_key`, used by the generated column
 * `analyses.normalized_url` and by history requests: its rules, checked on an in-memory database migrated as in production.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from './client';
import { historyKeyOf } from './queries/url-history';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
}, 60_000);
afterAll(async () => database?.close());

const key = (url: string) => historyKeyOf(database.db, url);

describe('url_history_key', () => {
  it.each([
    ['scheme and host case', 'HTTPS://Example.COM/About', 'https://example.com/About'],
    ['the default port of http', 'http://example.com:80/a', 'http://example.com/a'],
    ['the default port of https', 'https://example.com:443/a', 'https://example.com/a'],
    ['a trailing slash of the path', 'https://example.com/blog/', 'https://example.com/blog'],
    ['repeated trailing slashes', 'https://example.com/blog//', 'https://example.com/blog'],
    ['the fragment', 'https://example.com/a#pricing', 'https://example.com/a'],
    [
      'tracking parameters',
      'https://example.com/a?utm_source=x&UTM_Medium=y&gclid=1&fbclid=2',
      'https://example.com/a',
    ],
    ['the order of other parameters', 'https://example.com/a?b=2&a=1&utm_campaign=z', 'https://example.com/a?a=1&b=2'],
    ['an empty query', 'https://example.com/a?', 'https://example.com/a'],
    ['a trailing slash before the query', 'https://example.com/blog/?page=2', 'https://example.com/blog?page=2'],
    ['an address without a path', 'https://example.com', 'https://example.com/'],
  ])('removes or normalises %s', async (_, url, expected) => {
    expect(await key(url)).toBe(expected);
  });

  it.each([
    ['the root path', 'https://example.com/'],
    ['path case', 'https://example.com/About'],
    ['a non-default port', 'https://example.com:8443/a'],
    ['www', 'https://www.example.com/'],
    ['a parameter that names content', 'https://example.com/item?id=42'],
    ['a parameter that merely starts like a tracking one', 'https://example.com/a?gclidx=1&refs=2'],
  ])('keeps %s', async (_, url) => {
    expect(await key(url)).toBe(url);
  });

  it('keeps http and https apart, and different hosts apart', async () => {
    expect(await key('http://example.com/')).not.toBe(await key('https://example.com/'));
    expect(await key('https://a.example/')).not.toBe(await key('https://b.example/'));
  });

  it('gives every spelling of one page the same key, and the generated column holds it', async () => {
    const spellings = [
      'https://example.com/pricing',
      'https://example.com/pricing/',
      'https://EXAMPLE.com:443/pricing/#plans',
      'https://example.com/pricing?utm_source=newsletter',
    ];
    expect(new Set(await Promise.all(spellings.map(key))).size).toBe(1);
    const { rows } = await database.execute(
      `insert into clients (tenant, name) values ('key-test', 'Key test') returning id`,
    );
    const clientId = rows[0].id as string;
    for (const url of spellings)
      await database.execute(`insert into analyses (client_id, url) values ($1, $2)`, [clientId, url]);
    const stored = await database.execute(`select distinct normalized_url from analyses where client_id = $1`, [
      clientId,
    ]);
    expect(stored.rows).toEqual([{ normalized_url: 'https://example.com/pricing' }]);
  });

  it('falls back to the address itself when it is not an absolute URL', async () => {
    expect(await key('not a url')).toBe('not a url');
  });

  it('fills the rows that existed before its migration', async () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const mine = files.findIndex((f) => f.endsWith('_url_history.sql'));
    const pg = new PGlite({ extensions: PGLITE_EXTENSIONS });
    // One transaction per file, as the migrator runs them (a migration may LOCK a table).
    const apply = async (file: string) => {
      await pg.exec('begin');
      for (const statement of fs.readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint'))
        if (statement.trim()) await pg.exec(statement);
      await pg.exec('commit');
    };
    for (const file of files.slice(0, mine)) await apply(file);
    const { rows } = await pg.query<{ id: string }>(
      `insert into clients (tenant, name) values ('old', 'Old') returning id`,
    );
    await pg.query(`insert into analyses (client_id, url) values ($1, 'https://Old.example/a/?utm_medium=x')`, [
      rows[0].id,
    ]);
    await apply(files[mine]);
    const after = await pg.query(`select normalized_url from analyses`);
    expect(after.rows).toEqual([{ normalized_url: 'https://old.example/a' }]);
    await pg.close();
  }, 60_000);
});

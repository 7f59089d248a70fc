/** The real-world corpus (../shared/corpus/realworld) served from disk on loopback. */
import http from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './util';

export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(ROOT, '../shared/corpus/realworld');

export async function listCorpusPages(): Promise<string[]> {
  const out: string[] = [];
  for (const set of ['readability', 'postlight']) {
    const files = (await readdir(path.join(CORPUS_DIR, set)).catch(() => [])).filter((f) => f.endsWith('.html')).sort();
    for (const f of files) out.push(`${set}/${f}`);
  }
  return out;
}

/** Evenly spaced deterministic sample. */
export function sample<T>(xs: T[], n: number | null): T[] {
  if (n === null || n >= xs.length) return xs;
  const step = xs.length / n;
  return Array.from({ length: n }, (_, i) => xs[Math.floor(i * step)]);
}

/** A corpus page's address on a corpus server at `host`. */
export const corpusUrl = (host: string, page: string) =>
  `http://${host}/${page.split('/').map(encodeURIComponent).join('/')}`;

export interface CorpusServer {
  host: string;
  url(page: string): string;
  close(): Promise<void>;
}

export async function startCorpusServer(): Promise<CorpusServer> {
  const server = http.createServer(async (req, res) => {
    const p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    if (!/^(readability|postlight)\/[^/]+\.html$/.test(p)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    try {
      const body = await readFile(path.join(CORPUS_DIR, p));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    host,
    url: (page) => corpusUrl(host, page),
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

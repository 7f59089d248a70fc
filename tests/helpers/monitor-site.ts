import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SITES_DIR } from '@/engine/testing/serve-fixtures';

/** The 'good' fixture site on loopback, whose robots.txt a test can change between monitor runs. */
export interface MonitorSite {
  url: string;
  robots: string;
  close(): Promise<void>;
}

export async function startMonitorSite(): Promise<MonitorSite> {
  const dir = path.join(SITES_DIR, 'good');
  const site = {
    url: '',
    robots: await readFile(path.join(dir, 'robots.txt'), 'utf8'),
    close: async () => {},
  };
  const server = http.createServer(async (req, res) => {
    const origin = `http://${req.headers.host}`;
    let pathname = new URL(req.url ?? '/', origin).pathname;
    if (pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(site.robots.replaceAll('{{ORIGIN}}', origin));
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(dir, path.normalize(pathname));
    try {
      const body = (await readFile(file, 'utf8')).replaceAll('{{ORIGIN}}', origin);
      const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.xml') ? 'application/xml' : 'text/plain';
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><h1>404</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  site.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

/** The render's speed-ups keep the facts: late requests are waited for, trackers are skipped, spare contexts are fresh. */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserPool, findChromium, type BrowserPool } from '../browser';
import { gatherDocument } from './document';
import { gatherRenderedDom } from './rendered-dom';

const PAGE = `<!doctype html><html><head><title>Render test</title>
<script src="http://www.google-analytics.com/analytics.js"></script></head>
<body><main><h1>Render test</h1><p>${'Plenty of server-rendered words here. '.repeat(20)}</p></main>
<script>window.addEventListener('load', () => setTimeout(() => fetch('/late').then((r) => r.text()).then((t) => document.querySelector('main').insertAdjacentHTML('beforeend', '<p>' + t + '</p>')), 10));</script>
</body></html>`;

describe.skipIf(!findChromium())('rendered DOM', () => {
  let server: http.Server;
  let base: string;
  let pool: BrowserPool;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/late') setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('Late arriving paragraph'), 150);
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    pool = createBrowserPool({ concurrency: 1 });
  });
  afterAll(async () => {
    await pool.close();
    server.close();
  });

  it('waits for a request started after load, and skips analytics without calling it a blocked address', async () => {
    const doc = await gatherDocument(base, { allowPrivateNetwork: true, timeoutMs: 10000 });
    const r = await gatherRenderedDom(doc, { allowPrivateNetwork: true, pool, timeoutMs: 15000 });
    expect(r.available).toBe(true);
    expect(r.facts?.text).toContain('Late arriving paragraph');
    expect(r.blockedRequests.some((u) => u.includes('google-analytics'))).toBe(false);
    expect(r.phases).toHaveProperty('settle');
  }, 30000);

  it('hands out a fresh spare context (one blank page, no cookies) for the next analysis', async () => {
    await pool.withContext({}, async (ctx) => {
      await ctx.addCookies([{ name: 'a', value: '1', url: base }]);
    });
    await pool.withContext({}, async (ctx) => {
      expect(ctx.pages()).toHaveLength(1);
      expect(ctx.pages()[0].url()).toBe('about:blank');
      expect(await ctx.cookies()).toEqual([]);
    });
  }, 30000);
});

/**
 * (1c) Memory of worst-case pages: four 10 MB pages analysed at once with the full engine (browser
 * included). Server-process RSS before, at peak and after the run (sampled every 100 ms), and the
 * summed PSS of the browser processes, so a page cannot hold memory it no longer needs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyzeUrl, createBrowserPool } from '@/engine/index';
import { benchPoolOptions } from './lib/browser';
import { descendants, log, mb, pssOf, sleep } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

/** About 10 MB of ordinary paragraphs: within the element caps, so it is parsed and rendered in full. */
function bigPage(mb10: number, seed: number): string {
  const para = `<p>Paragraph of a very long page number ${seed}: ${'AI assistants read, quote and cite web pages with enough words in them. '.repeat(6)}</p>\n`;
  const n = Math.ceil((mb10 * 1024 * 1024) / para.length);
  return `<!doctype html><html lang="en"><head><title>Huge page ${seed}</title></head><body><main><h1>Huge page ${seed}</h1>${para.repeat(n)}</main></body></html>`;
}

export async function runMemory(opts: BenchOptions): Promise<Section> {
  const sizeMb = opts.smoke ? 1 : 10;
  const pages = [0, 1, 2, 3].map((i) => bigPage(sizeMb, i));
  const server = http.createServer((req, res) => {
    const i = Number((req.url ?? '/').match(/\/page(\d)/)?.[1] ?? -1);
    if (i >= 0) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[i]);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pool = createBrowserPool({ concurrency: 4, ...benchPoolOptions() });
  const options = { allowPrivateNetwork: true, browser: pool, browserAllowHosts: ['127.0.0.1'] };
  const browserPss = () => descendants(process.pid).reduce((s, p) => s + pssOf(p), 0);
  try {
    await pool.warm();
    await analyzeUrl(`${base}/small`, options).catch(() => undefined);
    await sleep(500);
    const before = process.memoryUsage().rss;
    const browserBefore = browserPss();
    let peak = before;
    let browserPeak = browserBefore;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      browserPeak = Math.max(browserPeak, browserPss());
    }, 100);
    const t0 = performance.now();
    const results = await Promise.all(pages.map((_, i) => analyzeUrl(`${base}/page${i}`, options)));
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(timer);
    await sleep(3000); // what is still held once the analyses have returned
    const after = process.memoryUsage().rss;
    const browserAfter = browserPss();
    const outcomes = results.map((r) => r.failureType ?? 'completed').join(', ');
    log(
      `memory: rss ${mb(before)} → peak ${mb(peak)} → after ${mb(after)}; browser ${mb(browserBefore)} → ${mb(browserPeak)} → ${mb(browserAfter)}; ${outcomes}`,
    );
    return {
      id: 'memory',
      title: '1c. Memory with four worst-case pages at once',
      table: mdTable(
        ['process', 'before', 'peak', 'after', 'peak − before per page'],
        [
          ['server (RSS)', mb(before), mb(peak), mb(after), mb((peak - before) / 4)],
          [
            'browser processes (PSS)',
            mb(browserBefore),
            mb(browserPeak),
            mb(browserAfter),
            mb((browserPeak - browserBefore) / 4),
          ],
        ],
      ),
      notes: [
        `Four ${sizeMb} MB pages of ordinary paragraphs analysed at once with the full engine in ${seconds.toFixed(1)} s; outcomes: ${outcomes}. "After" is measured 3 s after the last analysis returned.`,
      ],
      data: { sizeMb, before, peak, after, browserBefore, browserPeak, browserAfter, seconds },
    };
  } finally {
    await pool.close();
    server.close();
  }
}

/**
 * Regression (security finding "a deeply nested page stalls every analysis"): pages built to be slow
 * to parse fail on their own as 'too_complex' failure reports, and an ordinary page analysed beside
 * them finishes in its normal time. Rendering off, pages served on loopback.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/shared/analysis';
import { analyzeUrl, createBrowserPool } from './index';
import { findTestBrowser, testPoolOptions } from './testing/browser';

const BYSTANDER =
  '<!doctype html><html lang="en"><head><title>Bystander</title></head><body><h1>Hello</h1><p>One line of ordinary text.</p></body></html>';
/** `<div>` nested 2,500 deep: 27.6 kB, and more than 20 s of Readability before the fix. */
const NESTED = `<!doctype html><html lang="en"><head><title>Nested</title></head><body>${'<div>'.repeat(2500)}<p>deep</p>${'</div>'.repeat(2500)}</body></html>`;
/** Within the caps (250 deep, 22,500 paragraphs, 1.6 MB) but about 20 s of Readability on 2 cores: only a deadline stops it. */
const SLOW = `<!doctype html><html lang="en"><head><title>Slow</title></head><body>${'<div>'.repeat(250)}${'<p>AI assistants read, quote and cite web pages with enough words.</p>'.repeat(22_500)}${'</div>'.repeat(250)}</body></html>`;
/** Small raw HTML whose script adds 120,000 elements: the rendered DOM, parsed on the main thread, is the one to refuse. */
const BUILDS_WIDE = `<!doctype html><html lang="en"><head><title>Builds wide</title></head><body><h1>Script-built page</h1><p>${'Ordinary text of the page that a crawler reads without running scripts. '.repeat(8)}</p><script>const f = document.createDocumentFragment(); for (let i = 0; i < 120000; i++) f.appendChild(document.createElement('i')); document.body.appendChild(f);</script></body></html>`;
const PAGES: Record<string, string> = {
  '/bystander': BYSTANDER,
  '/nested-a': NESTED,
  '/nested-b': NESTED,
  '/slow': SLOW,
  '/builds-wide': BUILDS_WIDE,
};

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = PAGES[(req.url ?? '/').split('?')[0]];
    res.writeHead(page ? 200 : 404, { 'content-type': page ? 'text/html; charset=utf-8' : 'text/plain' });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = { allowPrivateNetwork: true, render: false } as const;
const timed = async (path: string, extra: Parameters<typeof analyzeUrl>[1] = {}) => {
  const t0 = performance.now();
  const result = await analyzeUrl(`${origin}${path}?${Math.random()}`, { ...options, ...extra });
  return { result, ms: performance.now() - t0 };
};
/** Starts the analysis and waits until its parses are under way (step 3 comes just after they are handed out). */
const startParsing = (path: string, extra: Parameters<typeof analyzeUrl>[1] = {}) =>
  new Promise<{ done: Promise<AnalysisResult> }>((resolve, reject) => {
    const done = analyzeUrl(`${origin}${path}`, {
      ...options,
      ...extra,
      onProgress: (step) => step === 3 && resolve({ done }),
    });
    done.catch(reject);
  });
/** The analysis, or null when it has not answered within `ms`. */
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
/** The bystander's time alone (best of 3, after a first run that starts the parse workers). */
async function bystanderAlone(): Promise<number> {
  await timed('/bystander');
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push((await timed('/bystander')).ms);
  return Math.min(...times);
}

function expectTooComplex(r: AnalysisResult, reason: RegExp) {
  expect(r.failureType).toBe('too_complex');
  expect(r.isFailureReport).toBe(true);
  expect(r.status).toBe('access_blocked');
  expect(r.partialAnalysisData?.explanation).toMatch(reason);
  expect(r.renderComparison.renderNote).toBeTruthy();
}

describe('pages too complex to parse', () => {
  it('two pages of <div> nested 2,500 deep fail as too complex while a bystander analysed beside them finishes in its normal time', async () => {
    const alone = await bystanderAlone();
    // Generous on a loaded machine (the old code kept it waiting for minutes); the bench measures the real figure.
    const limit = 3 * alone + 4000;
    const [a, b] = await Promise.all([startParsing('/nested-a'), startParsing('/nested-b')]);
    const beside = await within(timed('/bystander'), limit);
    expect(
      beside,
      `bystander alone ${Math.round(alone)} ms, beside two nested pages no answer in ${Math.round(limit)} ms`,
    ).not.toBeNull();
    expect(beside!.result.failureType).toBeNull();
    expect(beside!.result.status).toBe('completed');
    expect(
      beside!.ms,
      `bystander alone ${Math.round(alone)} ms, beside two nested pages ${Math.round(beside!.ms)} ms`,
    ).toBeLessThan(limit);

    const [ra, rb] = await Promise.all([a.done, b.done]);
    for (const r of [ra, rb])
      expectTooComplex(
        r,
        /^The page is too complex to analyse: its elements are nested 2,50\d deep \(the limit is 256\)\./,
      );
  }, 180_000);

  it('a page within the caps whose parse runs past its deadline is stopped and fails as too complex soon after it; a bystander beside it does not wait for it', async () => {
    const alone = await bystanderAlone();
    // The slow page's two parses may hold both workers until its deadline; then fresh workers start.
    const deadlineMs = 500;
    // The bystander's parses run in the third worker, beside the slow page's two, which share the CPU
    // until the deadline and then start afresh: 3.1 s in CI on 2 cores, far below the slow page's ~20 s.
    const limit = 3 * alone + deadlineMs + 5000;
    const t0 = performance.now();
    const slow = await startParsing('/slow', { parseDeadlineMs: deadlineMs });
    const beside = await within(timed('/bystander'), limit);
    expect(
      beside,
      `bystander alone ${Math.round(alone)} ms, beside the slow page no answer in ${Math.round(limit)} ms`,
    ).not.toBeNull();
    expect(beside!.result.failureType).toBeNull();
    expect(
      beside!.ms,
      `bystander alone ${Math.round(alone)} ms, beside the slow page ${Math.round(beside!.ms)} ms`,
    ).toBeLessThan(limit);

    const r = await slow.done;
    expectTooComplex(
      r,
      /^The page is too complex to analyse: reading its HTML took longer than 0\.5 s \(the limit\)\./,
    );
    // Without the deadline the page's Readability runs ~20 s; with it the analysis ends soon after 0.5 s.
    expect(performance.now() - t0).toBeLessThan(deadlineMs + 8000);
  }, 180_000);

  it('a page whose script adds 120,000 elements: the rendered DOM is not parsed, the analysis uses the raw HTML', async (ctx) => {
    if (!(await findTestBrowser())) return ctx.skip();
    const browser = createBrowserPool({ concurrency: 1, ...testPoolOptions() });
    try {
      const r = await analyzeUrl(`${origin}/builds-wide`, { allowPrivateNetwork: true, browser });
      expect(r.failureType).toBeNull();
      expect(r.engineInfo?.renderingAvailable).toBe(false);
      expect(r.renderComparison.renderNote).toMatch(
        /the rendered page is too complex to analyse: it has 120,0\d\d elements \(the limit is 100,000\)/,
      );
      expect(r.pageDetails.title).toBe('Builds wide');
    } finally {
      await browser.close();
    }
  }, 60_000);
});

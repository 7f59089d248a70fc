/**
 * Full engine against the fixture sites on loopback, with real Chromium.
 * The browser is kept on loopback: hostile sub-requests in the fixtures are blocked by the guard.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from './testing/serve-fixtures';
import { AnalysisResultSchema, type AnalysisResult } from '@/shared/analysis';
import { analyzeMultiPage, analyzeUrl, createBrowserPool, runAnalysis, type BrowserPool } from './index';
import { findTestBrowser, testPoolOptions } from './testing/browser';
import { READABILITY_OPTIONS } from './computed/readable-text';

let fx: FixtureServer;
let pool: BrowserPool;
const NOW = () => new Date('2026-01-15T12:00:00Z');

beforeAll(async () => {
  fx = await startFixtureServer({ slowDelayMs: 1500 });
  await findTestBrowser(); // under CI, no browser fails here rather than in every test
  pool = createBrowserPool({ concurrency: 2, ...testPoolOptions() });
  await pool.warm();
});
afterAll(async () => {
  await pool?.close();
  await fx?.close();
});

const run = (site: string, extra: Parameters<typeof analyzeUrl>[1] = {}) =>
  analyzeUrl(fx.siteUrl(site), { allowPrivateNetwork: true, browser: pool, now: NOW, ...extra });

/** Strip timing-dependent values for determinism checks. */
function stable(r: AnalysisResult) {
  const { engineInfo: _e, analyzedAt: _a, ...rest } = r;
  return JSON.parse(
    JSON.stringify(rest, (k, v) =>
      k === 'evidence' && Array.isArray(v)
        ? v.filter((e: { label: string }) => !/time|load|Requests|Page speed/i.test(e.label))
        : // page-speed's typed facts are its timings
          k === 'audits' && Array.isArray(v)
          ? v.map((a: { id: string }) => (a.id === 'page-speed' ? { ...a, numericValue: null, details: null } : a))
          : v,
    ),
  );
}

describe('engine smoke (fixtures + Chromium)', () => {
  it('good site: complete, high score, all signals seen, progress in 7 real steps', async () => {
    const steps: number[] = [];
    const r = await run('good', { onProgress: (s) => steps.push(s) });
    expect(AnalysisResultSchema.safeParse(r).success).toBe(true);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.status).toBe('completed');
    expect(r.isFailureReport).toBe(false);
    expect(r.overallScore).toBeGreaterThan(80);
    expect(r.engineInfo?.renderingAvailable).toBe(true);
    expect(r.isJavaScriptRendered).toBe(false);
    expect(r.structuredData.schemaTypes).toEqual(
      expect.arrayContaining(['Organization', 'FAQPage', 'WebPage', 'Person']),
    );
    const audit = (id: string) => r.audits.find((a) => a.id === id)!;
    expect(audit('llms-txt').score).toBe(1);
    expect(audit('sitemap').evidence).toContainEqual({ label: 'This page listed', value: 'yes' });
    expect(audit('sitemap').evidence).toContainEqual({ label: 'Sitemap index', value: 'yes' });
    expect(audit('robots-ai-access').score).toBe(1);
    expect(audit('https').score).toBe(0); // loopback fixture is plain http
    expect(r.authoritySignals).toMatchObject({
      authorInfo: true,
      aboutPage: true,
      contactInfo: true,
      privacyPolicy: true,
      credentials: true,
    });
    expect(r.authoritySignals.socialProof).toBeGreaterThan(100);
    expect(r.metadata.titleTag.status).toBe('optimal');
    expect(r.metadata.openGraph.imageSize).toBe('1200x630');
    expect(r.crawlerAccess.agents.find((a) => a.agent === 'GPTBot')).toMatchObject({
      purpose: 'training',
      blocked: false,
      live: { status: 200, blocked: false },
    });
    expect(r.renderComparison.signals.every((s) => !s.onlyAfterJs)).toBe(true);
    for (const i of r.optimizationImpacts) expect(i.scoreIncrease).toBeGreaterThan(0);
  });

  it('is deterministic apart from timestamps and timings', async () => {
    const a = await run('good');
    const b = await run('good');
    expect(stable(a)).toEqual(stable(b));
  });

  it('site blocking AI agents by user agent only: bot_protection with provider', async () => {
    const r = await run('ua-blocked');
    expect(r.failureType).toBe('bot_protection');
    expect(r.isFailureReport).toBe(true);
    expect(r.status).toBe('access_blocked');
    expect(r.partialAnalysisData?.detectedProvider).toBe('Cloudflare');
    expect(r.partialAnalysisData?.recommendations?.join(' ')).toMatch(/GPTBot, ClaudeBot and PerplexityBot/);
    const gpt = r.crawlerAccess.agents.find((a) => a.agent === 'GPTBot')!;
    expect(gpt.live).toMatchObject({ status: 403, blocked: true });
    expect(gpt.robots.verdict).toBe('allowed');
    expect(gpt.blocked).toBe(true);
    expect(r.redFlags[0]).toMatchObject({ severity: 'critical' });
  });

  it('client-rendered SPA: JavaScript-only content is detected; hostile sub-requests are blocked', async () => {
    const { result: r, artifacts } = await runAnalysis(fx.siteUrl('spa'), {
      allowPrivateNetwork: true,
      browser: pool,
      now: NOW,
    });
    expect(r.isJavaScriptRendered).toBe(true);
    expect(r.failureType).toBe('javascript');
    expect(r.status).toBe('partial');
    const sig = Object.fromEntries(r.renderComparison.signals.map((s) => [s.signal, s]));
    expect(sig.text.onlyAfterJs).toBe(true);
    expect(sig.title.onlyAfterJs).toBe(true);
    expect(sig.jsonLd.onlyAfterJs).toBe(true);
    expect(r.partialAnalysisData?.recommendations?.join(' ')).toMatch(/server-side rendering/i);
    expect(artifacts.rendered.blockedRequests.some((u) => u.includes('169.254.169.254'))).toBe(true);
    expect(artifacts.rendered.blockedRequests.some((u) => u.includes('0.0.0.0'))).toBe(true);
  });

  it('malformed JSON-LD is reported, never thrown', async () => {
    const r = await run('malformed-jsonld');
    expect(r.structuredData.jsonLdBlocks).toBe(3);
    expect(r.structuredData.errors?.length).toBeGreaterThanOrEqual(2);
    expect(r.structuredData.schemaTypes).toContain('Article');
    expect(r.audits.every((a) => a.scoreDisplayMode !== 'error')).toBe(true);
  });

  it('robots rules per agent: search agent blocked → quoted line, a gate capping the score, the gain of lifting it', async () => {
    const r = await run('robots-rules');
    const oai = r.crawlerAccess.agents.find((a) => a.agent === 'OAI-SearchBot')!;
    expect(oai).toMatchObject({
      purpose: 'ai-search',
      blocked: true,
      robots: { verdict: 'disallowed', matchedLine: 'Disallow: /' },
    });
    expect(r.crawlerAccess.agents.find((a) => a.agent === 'PerplexityBot')?.robots.verdict).toBe('allowed');
    expect(r.crawlerAccess.agents.find((a) => a.agent === 'CCBot')?.robots.verdict).toBe('disallowed');
    expect(r.partialAnalysisData?.robotsTxt.details.join(' ')).toMatch(/OAI-SearchBot: line 9 "Disallow: \/"/);
    expect(r.technicalSeo.botAccessibility).toBe(false);
    const gate = r.gates.find((g) => g.id === 'robots-ai-agents')!;
    expect(gate.evidence).toContain('OAI-SearchBot: line 9: Disallow: /');
    expect(r.overallScore).toBeLessThanOrEqual(gate.cap);
    expect(r.redFlags[0]).toMatchObject({ title: gate.title, severity: 'critical' });
    const robots = r.audits.find((a) => a.id === 'robots-ai-access')!;
    expect(robots.fix?.stepByStep.join('\n')).toContain('+User-agent: OAI-SearchBot');
  });

  it('slow site: timeout failure report', async () => {
    const r = await run('slow', { fetchTimeoutMs: 500 });
    expect(r).toMatchObject({
      failureType: 'timeout',
      isFailureReport: true,
      isPartialAnalysis: true,
      status: 'access_blocked',
    });
    expect(r.partialAnalysisData?.recommendations?.join(' ')).toMatch(/CDN/);
  });

  it('without a browser the analysis completes from raw HTML and says so', async () => {
    const none = createBrowserPool({ executablePath: '/nonexistent/chromium' });
    const r = await run('good', { browser: none });
    expect(r.renderComparison.renderingAvailable).toBe(false);
    expect(r.renderComparison.renderNote).toMatch(/unavailable/);
    expect(r.narrativeReport).toMatch(/unavailable/);
    expect(r.overallScore).toBeGreaterThan(70);
  });

  it('refuses loopback unless allowPrivateNetwork', async () => {
    await expect(analyzeUrl(fx.url, { browser: pool })).rejects.toMatchObject({ code: 'blocked_address' });
  });

  it('multi-page: up to N pages of the same site with per-page scores', async () => {
    const r = await analyzeMultiPage(fx.url, { allowPrivateNetwork: true, browser: pool, now: NOW, maxPages: 3 });
    expect(r.pages).toHaveLength(3);
    expect(new Set(r.pages!.map((p) => new URL(p.url).host)).size).toBe(1);
    expect(r.pages!.every((p) => p.error === null)).toBe(true);
  });

  it('uses an OpenAI-compatible LLM for the narrative when configured', async () => {
    const srv = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [
              { message: { content: 'LLM narrative: this site is ready for AI search, with a few fixes left.' } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    try {
      const r = await run('good', {
        llm: { baseUrl: `http://127.0.0.1:${(srv.address() as AddressInfo).port}/v1`, apiKey: 'x', model: 'fake' },
      });
      expect(r.narrativeReport).toMatch(/^LLM narrative/);
      expect(r.engineInfo?.narrativeSource).toBe('llm');
      const fallback = await run('good', { llm: { baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'x', model: 'fake' } });
      expect(fallback.engineInfo?.narrativeSource).toBe('template');
    } finally {
      srv.close();
    }
  });

  it('reads the main text in the worker when the browser leaves it (a tree blown up by misnested markup)', async () => {
    // The HTML standard reopens each unclosed <b> in every later paragraph: 500 of them, 125,000 elements in
    // Chromium's tree, 1,000 in the raw markup; the browser's reader refuses such a tree (decision 037).
    const words = (i: number) =>
      `<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count as an article body.</p>`;
    const html = `<!doctype html><html lang="en"><head><title>Misnested</title></head><body><article><h1>Misnested</h1>${Array.from({ length: 500 }, (_, i) => `<p><b class=i${i}></p>`).join('')}${Array.from({ length: 20 }, (_, i) => words(i)).join('')}</article></body></html>`;
    const srv = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    try {
      const signal = new AbortController().signal;
      expect(
        await pool.readArticle(html, { deadlineMs: 10_000, signal, readability: READABILITY_OPTIONS }),
      ).toBeUndefined();
      const r = await analyzeUrl(`http://127.0.0.1:${(srv.address() as AddressInfo).port}/`, {
        allowPrivateNetwork: true,
        browser: pool,
        now: NOW,
      });
      expect(r.status).toBe('completed');
      const length = r.audits.find((a) => a.id === 'main-content-length')!;
      expect(length.evidence).toContainEqual({ label: 'Extraction', value: 'main article (Readability)' });
    } finally {
      srv.close();
    }
  });

  it('abort stops the analysis', async () => {
    const c = new AbortController();
    const p = run('slow', { signal: c.signal });
    setTimeout(() => c.abort(), 100);
    await expect(p).rejects.toMatchObject({ code: 'aborted' });
  });
});

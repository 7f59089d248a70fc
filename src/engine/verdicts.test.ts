/**
 * One fixture pair per engine rule (docs/engines.md): the same site with and without the rule's
 * trigger; the engine's status changes and the reason quotes what decided it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@/shared/analysis';
import { analyseVariant as analyse, type Variant } from './testing/fixture-site';

const verdict = (r: AnalysisResult, id: string) => r.engines.find((e) => e.engine === id)!;
const meta =
  (content: string, name = 'robots') =>
  (h: string) =>
    h.replace('<head>', `<head><meta name="${name}" content="${content}">`);

describe('verdict per AI engine', () => {
  let clean: AnalysisResult;
  beforeAll(async () => {
    clean = await analyse({});
  }, 30_000);

  it('a clean page is eligible everywhere, every engine named with its documentation', () => {
    expect(clean.engines.map((e) => e.engine)).toEqual([
      'google-ai-overviews',
      'gemini',
      'chatgpt-search',
      'chatgpt-user-actions',
      'claude-search',
      'claude-user-fetch',
      'perplexity-search',
      'perplexity-user-fetch',
      'microsoft-copilot',
      'apple-intelligence',
    ]);
    for (const e of clean.engines) {
      expect(e.status, e.engine).toBe('eligible');
      expect(e.docs).toMatch(/^https:\/\//);
    }
  });

  const cases: { name: string; v: Variant; expect: Record<string, string>; quote?: [string, RegExp] }[] = [
    {
      name: 'Googlebot disallowed',
      v: { robots: 'User-agent: Googlebot\nDisallow: /\n' },
      expect: {
        'google-ai-overviews': 'blocked',
        'apple-intelligence': 'blocked',
        'microsoft-copilot': 'eligible',
        'chatgpt-search': 'eligible',
      },
      quote: ['google-ai-overviews', /robots\.txt line 2: Disallow: \/ \(User-agent: Googlebot\)/],
    },
    {
      name: "Applebot has its own group: Googlebot's does not apply",
      v: { robots: 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: Applebot\nAllow: /\n' },
      expect: { 'apple-intelligence': 'eligible', 'google-ai-overviews': 'blocked' },
    },
    {
      name: "Applebot follows Googlebot's group when it has none",
      v: { robots: 'User-agent: Googlebot\nDisallow: /\n' },
      expect: { 'apple-intelligence': 'blocked' },
      quote: ['apple-intelligence', /Applebot follows Googlebot's group/],
    },
    {
      name: 'googlebot noindex meta tag',
      v: { page: meta('noindex', 'googlebot') },
      expect: { 'google-ai-overviews': 'blocked', gemini: 'blocked', 'microsoft-copilot': 'eligible' },
      quote: ['google-ai-overviews', /meta googlebot: "noindex"/],
    },
    {
      name: 'nosnippet',
      v: { page: meta('nosnippet') },
      expect: { 'google-ai-overviews': 'blocked', 'microsoft-copilot': 'eligible' },
      quote: ['google-ai-overviews', /nosnippet/],
    },
    {
      name: 'max-snippet:50',
      v: { page: meta('max-snippet:50') },
      expect: { 'google-ai-overviews': 'limited' },
      quote: ['google-ai-overviews', /max-snippet:50/],
    },
    {
      name: 'data-nosnippet on part of the text',
      v: { page: (h) => h.replace('<main', '<main data-nosnippet') },
      expect: { 'google-ai-overviews': 'limited' },
    },
    {
      name: 'Google-Extended disallowed: Gemini only, never Search or AI Overviews',
      v: { robots: 'User-agent: Google-Extended\nDisallow: /\n' },
      expect: { 'google-ai-overviews': 'eligible', gemini: 'blocked' },
    },
    {
      name: 'OAI-SearchBot disallowed',
      v: { robots: 'User-agent: OAI-SearchBot\nDisallow: /\n' },
      expect: { 'chatgpt-search': 'blocked', 'chatgpt-user-actions': 'eligible' },
      quote: ['chatgpt-search', /Disallow: \//],
    },
    {
      name: 'GPTBot (training only) disallowed',
      v: { robots: 'User-agent: GPTBot\nDisallow: /\n' },
      expect: { 'chatgpt-search': 'eligible', 'chatgpt-user-actions': 'eligible' },
    },
    {
      name: 'ChatGPT-User disallowed: robots.txt may not apply, so limited',
      v: { robots: 'User-agent: ChatGPT-User\nDisallow: /\n' },
      expect: { 'chatgpt-user-actions': 'limited' },
    },
    {
      name: 'ChatGPT-User refused at the edge',
      v: { refuseUa: /ChatGPT-User/ },
      expect: { 'chatgpt-user-actions': 'blocked', 'chatgpt-search': 'eligible' },
      quote: [
        'chatgpt-user-actions',
        /HTTP 403 .*Reproduce: curl -sS -o \/dev\/null -D - -A '[^']*ChatGPT-User[^']*' 'http:\/\/127\.0\.0\.1/,
      ],
    },
    {
      name: 'pay per crawl for PerplexityBot (402 + crawler-price)',
      v: {
        answerUa: {
          ua: /PerplexityBot/,
          status: 402,
          headers: { 'crawler-price': 'USD 0.01' },
          body: 'Payment required',
        },
      },
      expect: { 'perplexity-search': 'limited' },
      quote: ['perplexity-search', /pay per crawl.*crawler-price USD 0\.01/],
    },
    {
      name: 'a thinner page for OAI-SearchBot than for a browser',
      v: { answerUa: { ua: /OAI-SearchBot/, status: 200, body: '<html><body><p>Welcome.</p></body></html>' } },
      expect: { 'chatgpt-search': 'limited' },
      quote: ['chatgpt-search', /different, thinner page/],
    },
    {
      name: 'Claude-SearchBot disallowed',
      v: { robots: 'User-agent: Claude-SearchBot\nDisallow: /\n' },
      expect: { 'claude-search': 'blocked', 'claude-user-fetch': 'eligible' },
    },
    {
      name: 'Claude-User disallowed: Anthropic says it obeys',
      v: { robots: 'User-agent: Claude-User\nDisallow: /\n' },
      expect: { 'claude-user-fetch': 'blocked' },
    },
    {
      name: 'only the retired anthropic-ai token disallowed: Claude still reads the page',
      v: { robots: 'User-agent: anthropic-ai\nUser-agent: Claude-Web\nDisallow: /\n' },
      expect: { 'claude-search': 'eligible', 'claude-user-fetch': 'eligible' },
    },
    {
      name: 'PerplexityBot disallowed',
      v: { robots: 'User-agent: PerplexityBot\nDisallow: /\n' },
      expect: { 'perplexity-search': 'blocked', 'perplexity-user-fetch': 'eligible' },
    },
    {
      name: 'Perplexity-User disallowed: generally ignores robots.txt, so limited',
      v: { robots: 'User-agent: Perplexity-User\nDisallow: /\n' },
      expect: { 'perplexity-user-fetch': 'limited' },
    },
    {
      name: 'bingbot disallowed',
      v: { robots: 'User-agent: bingbot\nDisallow: /\n' },
      expect: { 'microsoft-copilot': 'blocked', 'google-ai-overviews': 'eligible' },
    },
    {
      name: 'NOARCHIVE keeps the page out of Copilot answers',
      v: { page: meta('noarchive') },
      expect: { 'microsoft-copilot': 'blocked', 'google-ai-overviews': 'eligible' },
      quote: ['microsoft-copilot', /NOARCHIVE/],
    },
    {
      name: 'NOCACHE limits Copilot to URL, title and snippet',
      v: { page: meta('nocache') },
      expect: { 'microsoft-copilot': 'limited' },
    },
    {
      name: 'NOCACHE with NOARCHIVE is read as NOCACHE',
      v: { page: meta('noarchive, nocache') },
      expect: { 'microsoft-copilot': 'limited' },
    },
    {
      name: 'robots.txt answering 500: complete disallow (RFC 9309 2.3.1.4)',
      v: { robotsStatus: 500, robots: 'oops' },
      expect: {
        'google-ai-overviews': 'blocked',
        'chatgpt-search': 'blocked',
        'microsoft-copilot': 'blocked',
        'chatgpt-user-actions': 'limited',
      },
      quote: ['chatgpt-search', /HTTP 500/],
    },
    {
      name: 'robots.txt answering 404: no restrictions',
      v: { robotsStatus: 404, robots: 'none' },
      expect: { 'google-ai-overviews': 'eligible', 'chatgpt-search': 'eligible' },
    },
  ];

  for (const c of cases) {
    it(
      c.name,
      async () => {
        const r = await analyse(c.v);
        for (const [engine, status] of Object.entries(c.expect))
          expect(verdict(r, engine).status, `${engine}: ${JSON.stringify(verdict(r, engine).reasons)}`).toBe(status);
        if (c.quote)
          expect(
            verdict(r, c.quote[0])
              .reasons.map((x) => `${x.rule} ${x.evidence}`)
              .join(' | '),
          ).toMatch(c.quote[1]);
      },
      30_000,
    );
  }

  it('a Content-Signal that contradicts the Disallow lines is a warning, and still changes no permission', async () => {
    const r = await analyse({ robots: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nDisallow: /\n' });
    expect(r.engines.find((e) => e.engine === 'google-ai-overviews')?.status).toBe('blocked');
    const robots = r.audits.find((a) => a.id === 'robots-ai-access')!;
    expect(robots.evidence.find((e) => e.label === 'Warning: line 2 contradicts the crawl rules')?.value).toBe(
      'search=yes, but robots.txt disallows Googlebot, bingbot for this page',
    );
    const open = await analyse({ robots: 'User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n' });
    expect(
      open.audits.find((a) => a.id === 'robots-ai-access')!.evidence.find((e) => e.label.startsWith('Warning'))?.value,
    ).toMatch(
      /^ai-train=no, but robots.txt lets (?=.*GPTBot)(?=.*ClaudeBot)(?=.*CCBot)(?=.*Google-Extended).* in: the signal states a preference/,
    );
  }, 30_000);

  it("Content-Signal is shown as the owner's stated preference and changes no permission", async () => {
    const r = await analyse({ robots: 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n' });
    expect(r.engines.every((e) => e.status === 'eligible')).toBe(true);
    const robots = r.audits.find((a) => a.id === 'robots-ai-access')!;
    expect(robots.evidence.find((e) => e.label.startsWith('Content-Signal'))?.value).toBe(
      'Content-Signal: search=yes, ai-train=no',
    );
  }, 30_000);
});

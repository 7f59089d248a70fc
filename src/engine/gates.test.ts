/**
 * Fixture pairs: the same good page with and without one defect. The defect must cap the overall
 * score, cost at least the stated points and be the first red flag, named exactly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult, GateId } from '@/shared/analysis';
import { analyseVariant as analyse, type Variant } from './testing/fixture-site';
import { CAP_FIX_NOW, CAP_NO_SNIPPET, CAP_SHUT_OUT, cappedScore } from './gates';
import { STAND_INS } from './testing/stand-in-pages';

const gate = (r: AnalysisResult, id: GateId) => r.gates.find((g) => g.id === id);
const LOREM =
  '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>';

describe('severity gates: the same page with and without the defect', () => {
  let clean: AnalysisResult;
  beforeAll(async () => {
    clean = await analyse({});
  }, 30_000);

  it('the clean page has no gate and a good score', () => {
    expect(clean.gates).toEqual([]);
    expect(clean.overallScore).toBeGreaterThan(70);
  });

  const pairs: { name: string; id: GateId; v: Variant; cap: number; title: RegExp }[] = [
    {
      name: 'meta robots noindex',
      id: 'noindex',
      v: { page: (h) => h.replace('<head>', '<head><meta name="robots" content="noindex, follow">') },
      cap: CAP_SHUT_OUT,
      title: /^The page is marked noindex \(meta robots\)$/,
    },
    {
      name: 'meta robots none',
      id: 'noindex',
      v: { page: (h) => h.replace('<head>', '<head><meta name="robots" content="none">') },
      cap: CAP_SHUT_OUT,
      title: /noindex/,
    },
    {
      name: 'X-Robots-Tag: noindex',
      id: 'noindex',
      v: { headers: { 'x-robots-tag': 'noindex' } },
      cap: CAP_SHUT_OUT,
      title: /noindex \(X-Robots-Tag\)/,
    },
    {
      name: 'googlebot-only noindex meta tag',
      id: 'noindex',
      v: { page: (h) => h.replace('<head>', '<head><meta name="googlebot" content="noindex">') },
      cap: CAP_FIX_NOW,
      title: /noindex for Googlebot$/,
    },
    {
      name: 'X-Robots-Tag scoped to bingbot',
      id: 'noindex',
      v: { headers: { 'x-robots-tag': 'bingbot: noindex' } },
      cap: CAP_FIX_NOW,
      title: /noindex for bingbot$/,
    },
    {
      name: 'robots.txt disallows Googlebot and Bingbot',
      id: 'robots-search-index',
      v: { robots: 'User-agent: Googlebot\nUser-agent: bingbot\nDisallow: /\n\nUser-agent: *\nAllow: /\n' },
      cap: CAP_SHUT_OUT,
      title: /Googlebot and bingbot/,
    },
    {
      name: 'robots.txt answers 503',
      id: 'robots-search-index',
      v: { robotsStatus: 503, robots: 'down' },
      cap: CAP_SHUT_OUT,
      title: /Googlebot and bingbot/,
    },
    {
      name: 'robots.txt blocks every AI search and user agent',
      id: 'robots-ai-agents',
      v: {
        robots:
          'User-agent: OAI-SearchBot\nUser-agent: ChatGPT-User\nUser-agent: Claude-SearchBot\nUser-agent: Claude-User\nUser-agent: PerplexityBot\nUser-agent: Perplexity-User\nUser-agent: Google-Agent\nDisallow: /\n',
      },
      cap: CAP_FIX_NOW,
      title: /blocks every AI search/,
    },
    {
      name: 'a 403 wall for every AI user agent',
      id: 'crawlers-refused',
      v: { refuseAi: true },
      cap: CAP_FIX_NOW,
      title: /refuses every AI search/,
    },
    {
      name: 'nosnippet',
      id: 'nosnippet',
      v: { page: (h) => h.replace('<head>', '<head><meta name="robots" content="nosnippet">') },
      cap: CAP_NO_SNIPPET,
      title: /forbids snippets/,
    },
    {
      name: 'max-snippet:0 in X-Robots-Tag',
      id: 'nosnippet',
      v: { headers: { 'x-robots-tag': 'max-snippet:0' } },
      cap: CAP_NO_SNIPPET,
      title: /forbids snippets/,
    },
    {
      name: 'a page with no main text',
      id: 'no-main-text',
      v: { page: (h) => h.replace(/<body>[\s\S]*<\/body>/, '<body><h1>Acme Plumbing</h1></body>') },
      cap: CAP_FIX_NOW,
      title: /^The page has (no main text|only \d+ words of main text)/,
    },
    {
      name: 'a page with one word of main text',
      id: 'no-main-text',
      v: { page: (h) => h.replace(/<body>[\s\S]*<\/body>/, '<body><p>Closed.</p></body>') },
      cap: CAP_FIX_NOW,
      title: /^The page has only 1 word of main text$/,
    },
    {
      name: 'a page whose main text is Lorem ipsum placeholder (decision 165)',
      id: 'no-main-text',
      v: {
        page: (h) =>
          h.replace(/<body>[\s\S]*<\/body>/, `<body><main><h1>Acme Plumbing</h1>${LOREM.repeat(3)}</main></body>`),
      },
      cap: CAP_FIX_NOW,
      title: /^The main text is placeholder text \("Lorem ipsum dolor sit amet/,
    },
    ...(
      [
        ['nginx', /^The address shows nginx's default welcome page, not the site's own content$/],
        ['parked', /^The address shows a parked domain offered for sale/],
        ['holding', /^The address shows a holding page/],
        ['wordpressSample', /^The address shows WordPress's sample post/],
      ] as const
    ).map(([name, title]) => ({
      name: `a page standing in for the site: ${name} (decision 166)`,
      id: 'no-main-text' as const,
      v: { page: () => STAND_INS[name] },
      cap: CAP_SHUT_OUT,
      title,
    })),
    {
      name: 'data-nosnippet on the main content',
      id: 'nosnippet',
      v: { page: (h) => h.replace('<body>', '<body data-nosnippet>') },
      cap: CAP_NO_SNIPPET,
      title: /data-nosnippet/,
    },
  ];

  for (const p of pairs) {
    it(`${p.name}: capped at ${p.cap}, the first red flag, and the score falls to the cap`, async () => {
      const r = await analyse(p.v);
      const g = gate(r, p.id);
      expect(g, JSON.stringify(r.gates)).toBeDefined();
      expect(g!.title).toMatch(p.title);
      expect(g!.cap).toBeLessThanOrEqual(p.cap);
      expect(r.overallScore).toBeLessThanOrEqual(p.cap);
      expect(r.overallScore).toBe(cappedScore(r.overallScore, r.gates));
      expect(clean.overallScore - r.overallScore).toBeGreaterThanOrEqual(clean.overallScore - p.cap - 1);
      expect(r.redFlags[0]).toMatchObject({ severity: 'critical', title: r.gates[0].title });
    }, 30_000);
  }

  it('one word of main text is "1 word" wherever a fix counts the main content', async () => {
    const r = await analyse({
      page: (h) => h.replace(/<body>[\s\S]*<\/body>/, '<body><main><p>Closed.</p></main></body>'),
    });
    const said = JSON.stringify(r.audits);
    expect(said).toMatch(/The main content \(1 word\)/);
    expect(said).not.toMatch(/\b1 words\b/);
  }, 30_000);

  it('placeholder text beside real text scales with its share; a stray paragraph is a fix, not a gate (decision 165)', async () => {
    const body = (h: string) => /<body>([\s\S]*)<\/body>/.exec(h)![1];
    const mostly = await analyse({
      page: (h) =>
        h.replace(
          /<body>[\s\S]*<\/body>/,
          `<body><main><h1>Acme Plumbing</h1><p>We fix boilers and leaking pipes in Leeds, seven days a week, with a fixed call-out fee. Our engineers are Gas Safe registered and carry the common parts in their vans.</p>${LOREM.repeat(4)}</main></body>`,
        ),
    });
    const g = gate(mostly, 'no-main-text')!;
    expect(g.title).toMatch(/^\d+% of the main text is placeholder text/);
    expect(g.share).toBeGreaterThan(0.5);
    expect(g.share).toBeLessThan(1);
    expect(g.cap).toBeGreaterThan(CAP_FIX_NOW);
    expect(mostly.overallScore).toBeLessThanOrEqual(g.cap);

    const stray = await analyse({ page: (h) => h.replace(body(h), `${body(h)}${LOREM}`) });
    expect(stray.gates).toEqual([]);
    const length = stray.audits.find((a) => a.id === 'main-content-length')!;
    expect(length.failureTitle).toMatch(/^Placeholder text left in the main content \(\d+ words of "Lorem ipsum"\)$/);
    expect(length.score).toBeLessThan(1);
    expect(clean.overallScore - stray.overallScore).toBeLessThan(2);
    // No draft quotes the filler.
    expect(JSON.stringify(stray.recommendations)).not.toMatch(/content="Lorem ipsum/);
  }, 30_000);

  it('a signal with little evidence moves the score by little: no Organization markup costs under 5 points', async () => {
    const r = await analyse({ page: (h) => h.replace(/"@type":"Organization"/g, '"@type":"Thing"') });
    const org = r.audits.find((a) => a.id === 'organization-identity')!;
    expect(org.score).toBeLessThan(1);
    expect(r.gates).toEqual([]);
    expect(clean.overallScore - r.overallScore).toBeGreaterThan(0);
    expect(clean.overallScore - r.overallScore).toBeLessThan(5);
  }, 30_000);

  it('a partial block scales: one AI agent of seven is not all of them', async () => {
    const r = await analyse({ robots: 'User-agent: PerplexityBot\nDisallow: /\n' });
    const g = gate(r, 'robots-ai-agents')!;
    expect(g.share).toBeCloseTo(1 / 7, 2);
    expect(g.cap).toBeGreaterThan(85);
    expect(clean.overallScore - r.overallScore).toBeLessThan(8);
  }, 30_000);

  it('blocking only training crawlers is no gate and never yields advice to allow search agents', async () => {
    const r = await analyse({
      robots:
        'User-agent: GPTBot\nUser-agent: ClaudeBot\nUser-agent: CCBot\nUser-agent: Google-Extended\nDisallow: /\n',
    });
    expect(r.gates).toEqual([]);
    expect(clean.overallScore - r.overallScore).toBeLessThanOrEqual(1);
    const advice = JSON.stringify([r.recommendations, r.optimizationImpacts, r.redFlags]);
    expect(advice).not.toMatch(/Allow AI search agents|Let .* read this page/);
  }, 30_000);

  it('training crawlers refused at the server: no failure report, no gate (decisions 108, 112)', async () => {
    const r = await analyse({ refuseUa: /GPTBot|ClaudeBot|CCBot/ });
    expect(r.failureType).toBeNull();
    expect(r.gates).toEqual([]);
    expect(r.audits.find((a) => a.id === 'ai-crawler-live-access')!.score).toBe(1);
  }, 30_000);

  it('a server refusing even Googlebot and bingbot from here checks addresses: no verdict of refusal (decision 112)', async () => {
    const r = await analyse({
      refuseUa: /Googlebot|bingbot|Applebot|SearchBot|-User|Google-Agent|PerplexityBot|GPTBot|ClaudeBot/,
    });
    expect(r.failureType).toBeNull();
    expect(gate(r, 'crawlers-refused')).toBeUndefined();
    const live = r.audits.find((a) => a.id === 'ai-crawler-live-access')!;
    expect(live.score).toBeNull();
    expect(JSON.stringify(live.evidence)).toMatch(/refuses every crawler's name from this service's address/);
    expect(r.narrativeReport).toMatch(/what the real crawlers get cannot be seen from here/);
    expect(r.narrativeReport).not.toMatch(/served the page normally/);
    for (const id of ['chatgpt-search', 'claude-search', 'perplexity-search', 'google-ai-overviews'])
      expect(r.engines.find((e) => e.engine === id)!.status, id).toBe('unknown');
    expect(clean.overallScore - r.overallScore).toBeLessThan(3);
  }, 30_000);

  it('a blanket rule on user agents ("bot", "crawl") refuses an unknown bot too: the refusals stand', async () => {
    const r = await analyse({ refuseUa: /bot|crawl|spider/i });
    expect(gate(r, 'crawlers-refused')).toBeDefined();
    expect(r.engines.find((e) => e.engine === 'chatgpt-search')!.status).toBe('blocked');
    expect(r.audits.find((a) => a.id === 'ai-crawler-live-access')!.score).toBeLessThan(1);
  }, 30_000);

  it("some AI agents refused is the gate's share, not a failure report saying AI cannot read the page", async () => {
    const r = await analyse({ refuseUa: /Claude|Perplexity/ });
    expect(r.failureType).toBeNull();
    expect(gate(r, 'crawlers-refused')?.title).toMatch(/refuses 4 of 7/);
    expect(r.engines.find((e) => e.engine === 'chatgpt-search')!.status).toBe('eligible');
  }, 30_000);

  it('the same refusals with Googlebot and bingbot let through are a refusal of the AI agents', async () => {
    const r = await analyse({ refuseUa: /SearchBot|-User|Google-Agent|PerplexityBot/ });
    expect(r.failureType).toBe('bot_protection');
    expect(gate(r, 'crawlers-refused')?.title).toMatch(/refuses every AI search/);
    expect(r.engines.find((e) => e.engine === 'chatgpt-search')!.status).toBe('blocked');
  }, 30_000);

  it('a page answering 404 is a failure report saying so, not a scored analysis', async () => {
    const r = await analyse({ pageStatus: 404 });
    expect(r).toMatchObject({ isFailureReport: true, failureType: 'http_error', status: 'access_blocked' });
    expect(gate(r, 'http-error')?.title).toBe('The page answers HTTP 404');
    expect(r.overallScore).toBeLessThanOrEqual(10);
    expect(r.partialAnalysisData?.explanation).toMatch(/HTTP error/);
  }, 30_000);

  it('llms.txt and a sitemap cannot buy back a noindex', async () => {
    const r = await analyse({ page: (h) => h.replace('<head>', '<head><meta name="robots" content="noindex">') });
    expect(r.overallScore).toBeLessThanOrEqual(CAP_SHUT_OUT);
  }, 30_000);

  it('a robots.txt served as text/html whose body is plain rules is still read', async () => {
    const r = await analyse({
      robots: 'User-agent: Googlebot\nUser-agent: bingbot\nDisallow: /\n',
      robotsType: 'text/html',
    });
    expect(gate(r, 'robots-search-index')).toBeDefined();
  }, 30_000);

  it('GPTBot with only a Crawl-delay joins the rules that follow (RFC 9309) and the report says crawlers differ', async () => {
    const r = await analyse({ robots: 'User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: *\nDisallow: /\n' });
    const gpt = r.crawlerAccess.agents.find((a) => a.agent === 'GPTBot')!;
    expect(gpt.robots.verdict).toBe('disallowed');
    expect(gpt.robots.ambiguous).toMatch(/RFC 9309 reads it as disallowed/);
  }, 30_000);

  it('a byte-order mark under a wrong charset label keeps the first group', async () => {
    const r = await analyse({
      robots: '\uFEFFUser-agent: Googlebot\nUser-agent: bingbot\nDisallow: /\n',
      robotsType: 'text/plain; charset=iso-8859-1',
    });
    expect(gate(r, 'robots-search-index')?.evidence.join(' ')).toMatch(/line 3/);
  }, 30_000);
});

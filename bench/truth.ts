/**
 * (5) Truth: how the scores fall over the 300 real pages, and how much each severity gate moves the
 * same page (fixture pairs). Raw HTML only (no browser), so the figures are the engine's judgement,
 * not its speed. docs/calibration.md ranks a dozen of these pages by hand beside their scores.
 */
import { analyzeUrl } from '@/engine/index';
import { analyseVariant, type Variant } from '@/engine/testing/fixture-site';
import { listCorpusPages, sample, startCorpusServer } from './lib/corpus';
import { log, mapLimit, percentile } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

const PAIRS: [string, Variant][] = [
  ['meta robots noindex', { page: (h) => h.replace('<head>', '<head><meta name="robots" content="noindex">') }],
  [
    'robots.txt disallows Googlebot and Bingbot',
    { robots: 'User-agent: Googlebot\nUser-agent: bingbot\nDisallow: /\n' },
  ],
  ['robots.txt answers 503', { robotsStatus: 503, robots: 'down' }],
  [
    'robots.txt blocks every AI search and user agent',
    {
      robots:
        'User-agent: OAI-SearchBot\nUser-agent: ChatGPT-User\nUser-agent: Claude-SearchBot\nUser-agent: Claude-User\nUser-agent: PerplexityBot\nUser-agent: Perplexity-User\nUser-agent: Google-Agent\nDisallow: /\n',
    },
  ],
  ['403 for every AI user agent', { refuseAi: true }],
  ['nosnippet', { page: (h) => h.replace('<head>', '<head><meta name="robots" content="nosnippet">') }],
  ['robots.txt blocks one AI agent (PerplexityBot)', { robots: 'User-agent: PerplexityBot\nDisallow: /\n' }],
  [
    'robots.txt blocks training crawlers only',
    {
      robots:
        'User-agent: GPTBot\nUser-agent: ClaudeBot\nUser-agent: CCBot\nUser-agent: Google-Extended\nDisallow: /\n',
    },
  ],
  ['the page answers 404', { pageStatus: 404 }],
  [
    'a page with no main text',
    { page: (h) => h.replace(/<body>[\s\S]*<\/body>/, '<body><h1>Acme Plumbing</h1></body>') },
  ],
  [
    'no Organization markup (a grade-B signal)',
    { page: (h) => h.replace(/"@type":"Organization"/g, '"@type":"Thing"') },
  ],
];

interface TruthPage {
  page: string;
  score: number;
  pageType: string;
  gates: string[];
  failure: string | null;
}

export async function runTruth(opts: BenchOptions): Promise<Section> {
  const pages = sample(await listCorpusPages(), opts.smoke ? 6 : opts.quick ? 60 : null);
  const server = await startCorpusServer();
  const rows: TruthPage[] = [];
  try {
    await mapLimit(pages, 2, async (page) => {
      const r = await analyzeUrl(server.url(page), {
        allowPrivateNetwork: true,
        render: false,
        now: () => new Date('2026-11-24T00:00:00Z'),
      });
      rows.push({
        page,
        score: r.overallScore,
        pageType: r.pageType?.type ?? 'other',
        gates: r.gates.map((g) => g.id),
        failure: r.failureType,
      });
    });
  } finally {
    await server.close();
  }
  rows.sort((a, b) => a.page.localeCompare(b.page));
  const scores = rows.map((r) => r.score);
  const band = (lo: number, hi: number) => scores.filter((s) => s >= lo && s < hi).length;
  const byType = [...new Set(rows.map((r) => r.pageType))].sort().map((t) => {
    const xs = rows.filter((r) => r.pageType === t).map((r) => r.score);
    return [t, xs.length, percentile(xs, 50).toFixed(1), percentile(xs, 10).toFixed(1), percentile(xs, 90).toFixed(1)];
  });
  log(`truth: ${rows.length} pages, p50 ${percentile(scores, 50)}`);

  const clean = await analyseVariant({});
  const pairRows: (string | number)[][] = [
    ['the good fixture page, as it is', clean.overallScore.toFixed(1), '–', 'none'],
  ];
  for (const [name, v] of PAIRS) {
    const r = await analyseVariant(v);
    pairRows.push([
      name,
      r.overallScore.toFixed(1),
      (r.overallScore - clean.overallScore).toFixed(1),
      r.gates.map((g) => `${g.id} (cap ${g.cap})`).join(', ') || 'none',
    ]);
  }
  return {
    id: 'truth',
    title: '5. Truth: score distribution over the real pages, and what each gate costs',
    table: mdTable(
      ['band', 'pages'],
      [
        ['0-39 (FIX NOW)', band(0, 40)],
        ['40-69 (IMPROVE)', band(40, 70)],
        ['70-100 (OPTIMIZED)', band(70, 101)],
        ['with a severity gate', rows.filter((r) => r.gates.length).length],
        ['failure reports', rows.filter((r) => r.failure).length],
      ],
    ),
    notes: [
      `${rows.length} corpus pages from raw HTML (no browser): p10 ${percentile(scores, 10).toFixed(1)}, p50 ${percentile(scores, 50).toFixed(1)}, p90 ${percentile(scores, 90).toFixed(1)}. The saved pages are served from loopback with no robots.txt, sitemap or llms.txt, so crawler access is open and site-wide files are missing for every page alike.`,
      '',
      ...mdTable(['page type', 'pages', 'p50', 'p10', 'p90'], byType),
      '',
      'Fixture pairs: the same good page with one defect (the engine, raw HTML):',
      '',
      ...mdTable(['defect', 'overall', 'difference', 'gates'], pairRows),
    ],
    data: { pages: rows },
  };
}

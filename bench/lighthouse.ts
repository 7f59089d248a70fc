/**
 * (2) GetSeen versus Lighthouse 12 limited to its SEO category, same Chromium binary, same run.
 *  - time: per fixture page class, GetSeen analysis / Lighthouse SEO run (both warm, sequential)
 *  - agreement on the audits both have, over the real-world corpus (a sample with --quick)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { analyzeUrl, createBrowserPool, type BrowserPool } from '@/engine/index';
import type { AnalysisResult } from '@/shared/analysis';
import { startBenchSite, PAGE_CLASSES } from './fixtures/site';
import { listCorpusPages, sample, startCorpusServer } from './lib/corpus';
import { chromiumPath, OFFLINE_FLAGS } from './lib/browser';
import { CHROMIUM_FLAGS } from '@/engine/net/browser';
import { log, ms, p50, pct, ratio } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

type LhAudits = Record<string, { score: number | null; scoreDisplayMode: string } | undefined>;

async function lhRun(port: number, url: string): Promise<{ t: number; audits: LhAudits }> {
  const t0 = performance.now();
  const r = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['seo'],
    maxWaitForLoad: 30000,
  });
  const t = performance.now() - t0;
  if (!r) throw new Error('Lighthouse returned nothing');
  if (r.lhr.runtimeError) throw new Error(`Lighthouse: ${r.lhr.runtimeError.code}`);
  return { t, audits: r.lhr.audits as LhAudits };
}

async function gsRun(pool: BrowserPool, url: string, host: string): Promise<{ t: number; r: AnalysisResult }> {
  const t0 = performance.now();
  const r = await analyzeUrl(url, {
    allowPrivateNetwork: true,
    browser: pool,
    browserAllowHosts: [host],
    now: () => new Date('2026-01-01T00:00:00Z'),
  });
  return { t: performance.now() - t0, r };
}

type Verdict = string | null; // null: not comparable (one side has no verdict)
const lhPass = (a: LhAudits, id: string): Verdict => {
  const x = a[id];
  if (!x || x.scoreDisplayMode === 'error') return null;
  if (x.scoreDisplayMode === 'notApplicable') return 'n/a';
  return x.score === 1 ? 'pass' : 'fail';
};
const auditOf = (r: AnalysisResult, id: string) => r.audits.find((a) => a.id === id);

/** Shared audits: [label, Lighthouse verdict, GetSeen verdict] on the fact both check. */
const SHARED: { label: string; lh: (a: LhAudits) => Verdict; gs: (r: AnalysisResult) => Verdict }[] = [
  {
    label: 'document title (present)',
    lh: (a) => lhPass(a, 'document-title'),
    gs: (r) => (r.metadata.titleTag.present ? 'pass' : 'fail'),
  },
  {
    label: 'meta description (present)',
    lh: (a) => lhPass(a, 'meta-description'),
    gs: (r) => (r.metadata.metaDescription.present ? 'pass' : 'fail'),
  },
  {
    label: 'crawlability (no noindex)',
    lh: (a) => lhPass(a, 'is-crawlable'),
    gs: (r) => (r.crawlerAccess?.directives.noindex ? 'fail' : 'pass'),
  },
  {
    label: 'robots.txt (valid or absent)',
    lh: (a) => {
      const v = lhPass(a, 'robots-txt');
      return v === 'n/a' ? 'pass' : v;
    },
    gs: (r) => ((r.crawlerAccess?.robotsTxt.status ?? 0) >= 500 ? 'fail' : 'pass'),
  },
  {
    label: 'image alt (every image)',
    lh: (a) => lhPass(a, 'image-alt'),
    gs: (r) => {
      const a = auditOf(r, 'image-alt-text');
      return !a || a.score === null ? 'n/a' : a.score >= 1 ? 'pass' : 'fail';
    },
  },
  {
    label: 'canonical (declared and valid)',
    lh: (a) => lhPass(a, 'canonical'),
    gs: (r) => {
      const a = auditOf(r, 'canonical');
      if (!a || a.score === null) return null;
      return a.score === 0.4 ? 'n/a' : 'pass'; // 0.4 = none declared; 0.6 points elsewhere (still valid for Lighthouse)
    },
  },
  {
    label: 'hreflang (valid when present)',
    lh: (a) => lhPass(a, 'hreflang'),
    gs: (r) => {
      const a = auditOf(r, 'hreflang');
      if (!a) return null;
      if (a.score === null) return 'pass'; // none declared: Lighthouse passes it too
      const invalid = a.evidence.find((e) => e.label === 'Invalid codes')?.value ?? '';
      return invalid && invalid !== 'none' && invalid !== '—' && invalid !== '' ? 'fail' : 'pass';
    },
  },
  {
    label: 'HTTP status code (< 400)',
    lh: (a) => lhPass(a, 'http-status-code'),
    gs: (r) => ((r.pageDetails.statusCode ?? 0) > 0 && (r.pageDetails.statusCode ?? 0) < 400 ? 'pass' : 'fail'),
  },
];

export async function runLighthouse(opts: BenchOptions): Promise<Section> {
  const exe = await chromiumPath();
  const chrome = await chromeLauncher.launch({
    chromePath: exe,
    chromeFlags: [...CHROMIUM_FLAGS, ...OFFLINE_FLAGS],
    logLevel: 'silent',
  });
  const pool = createBrowserPool({ concurrency: 1, executablePath: exe });
  await pool.warm();
  const site = await startBenchSite();
  const corpus = await startCorpusServer();
  const timeRows: (string | number)[][] = [];
  const timeData: Record<string, { gs: number[]; lh: number[] }> = {};
  const agree = SHARED.map(() => ({ both: 0, agree: 0, disagreements: [] as string[] }));
  const lhErrors: string[] = [];
  let corpusCount = '0';
  try {
    const reps = opts.smoke ? 1 : opts.quick ? 3 : 5;
    for (const cls of PAGE_CLASSES) {
      await lhRun(chrome.port, site.url(cls, 98)); // warm-up
      await gsRun(pool, site.url(cls, 98), site.host);
      const d = (timeData[cls] = { gs: [] as number[], lh: [] as number[] });
      for (let i = 0; i < reps; i++) {
        d.lh.push((await lhRun(chrome.port, site.url(cls, i))).t);
        d.gs.push((await gsRun(pool, site.url(cls, i), site.host)).t);
      }
      log(`lighthouse ${cls}: GetSeen p50 ${ms(p50(d.gs))}, Lighthouse SEO p50 ${ms(p50(d.lh))}`);
      timeRows.push([cls, d.gs.length, ms(p50(d.gs)), ms(p50(d.lh)), ratio(p50(d.gs), p50(d.lh))]);
    }
    const all = await listCorpusPages();
    const pages = sample(all, opts.lighthousePages ?? null);
    corpusCount = `${pages.length} of ${all.length}`;
    let n = 0;
    for (const page of pages) {
      const url = corpus.url(page);
      let lh: LhAudits;
      try {
        lh = (await lhRun(chrome.port, url)).audits;
      } catch (e) {
        lhErrors.push(`${page}: ${(e as Error).message}`);
        continue;
      }
      const gs = (await gsRun(pool, url, corpus.host)).r;
      SHARED.forEach((s, i) => {
        const a = s.lh(lh);
        const b = s.gs(gs);
        if (a === null || b === null) return;
        agree[i].both++;
        if (a === b) agree[i].agree++;
        else if (agree[i].disagreements.length < 3)
          agree[i].disagreements.push(`${page.split('/')[1]} (LH ${a}, GS ${b})`);
      });
      if (++n % 25 === 0) log(`lighthouse agreement ${n}/${pages.length}`);
    }
  } finally {
    await pool.close();
    await site.close();
    await corpus.close();
    chrome.kill();
  }
  const totalBoth = agree.reduce((s, a) => s + a.both, 0);
  const totalAgree = agree.reduce((s, a) => s + a.agree, 0);
  return {
    id: 'lighthouse',
    title: '2. Versus Lighthouse 12 (SEO category only)',
    table: mdTable(['class', 'n', 'GetSeen p50', 'Lighthouse SEO p50', 'GetSeen / Lighthouse'], timeRows),
    notes: [
      `Same Chromium binary (${exe}) and flags for both; Lighthouse 12 via chrome-launcher with its default settings (mobile emulation, simulated throttling, which does not slow the load itself) and only the SEO category, warm browser. (With \`throttlingMethod: provided\` Lighthouse waits ~5 s for network and CPU quiet and takes ~15 s a page.) GetSeen = full analysis (all five categories, crawler probes, robots/llms/sitemap).`,
      '',
      `Agreement on the shared audits over ${corpusCount} corpus pages (evenly spaced; verdict compared on the fact both check; n/a = not applicable on both sides counts as agreement):`,
      '',
      ...mdTable(
        ['shared audit', 'pages compared', 'agree', 'agreement', 'examples of disagreement'],
        [
          ...SHARED.map((s, i) => [
            s.label,
            agree[i].both,
            agree[i].agree,
            pct(agree[i].agree, agree[i].both),
            agree[i].disagreements.join('; ') || '–',
          ]),
          ['**all**', totalBoth, totalAgree, pct(totalAgree, totalBoth), ''],
        ],
      ),
      ...(lhErrors.length
        ? ['', `Lighthouse could not run on ${lhErrors.length} pages: ${lhErrors.slice(0, 5).join('; ')}`]
        : []),
    ],
    data: { timeData, agree },
  };
}

/**
 * (1d) Latency regression in the same run: the current engine against a BASELINE engine built from a
 * pinned commit, both as esbuild bundles (lib/engine-build.ts), run alternately on the same pages with
 * the same browser binary and the same warm-up. Each page's two analyses run one after the other, so each pair's
 * ratio (current ÷ baseline) compares the same page at the same moment of the machine's load: a class whose
 * median pair ratio is over MAX_RATIO is a hard failure (decision 101). The ratio of the two sides' p50s is
 * shown beside it. Without the commit (a shallow clone) the section says so and passes.
 */
import { PAGE_CLASSES } from './fixtures/site';
import { startBenchSiteProcess } from './fixtures/site-process';
import { listCorpusPages, sample } from './lib/corpus';
import { startCorpusServerProcess } from './lib/corpus-process';
import {
  buildCommitEngine,
  buildCurrentEngine,
  removeBuild,
  resolveCommit,
  type BenchPool,
  type BuiltEngine,
  type EngineBuild,
} from './lib/engine-build';
import { findTestBrowser } from '@/engine/testing/browser';
import { log, ms, p50, p95, ratio } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

/**
 * The last commit before the audit-truth work (severity gates, decision 013, began in 6d28290): the
 * engine before it gained gates, page types, schema validation, a verdict per AI engine and a probe
 * per engine crawler. BENCH_BASELINE_COMMIT pins another.
 */
const BASELINE_COMMIT = '82940ed038fbd0960e509c17a99c45d8d009479a';
const MAX_RATIO = 1.1;
/**
 * Quiet time before each analysis: an engine's pool closes the last context and prepares the next one after
 * its result is out (the current engine keeps a spare), and that background work must not land on the other
 * engine's analysis, which runs next (decision 103).
 */
const SETTLE_MS = 300;
/**
 * A fixture page's pair differs from run to run by more than the 10% judged (the small page's ~80 ms move by 10 ms
 * with the machine). Ten rounds of the five pages give 50 pairs per class; the corpus sample, 24 pages three times,
 * 72. With 30 and 48, the same tree's small class read 1.03 to 1.10 and its corpus sample 1.00 to 1.14 from run to
 * run (decision 161).
 */
const FIXTURE_ROUNDS = 10;
const CORPUS_PAGES = 24;
const CORPUS_ROUNDS = 3;

interface ClassTimes {
  cls: string;
  pages: string[];
  /** Index i of both is one page's pair of analyses, run back to back. */
  current: number[];
  baseline: number[];
}

/**
 * The median of the pairs' ratios. A class's p50 is the time of whichever analysis sits in the middle: over
 * pages of 100 ms to 1 s (the corpus sample) one page's swing moves it, and the machine's load drifts between
 * two analyses far apart; a pair shares both its page and its moment.
 */
const pairRatios = (c: ClassTimes): number[] => c.current.map((t, i) => t / c.baseline[i]);
const pairedRatio = (c: ClassTimes): number => p50(pairRatios(c));

/**
 * The median's 95% interval without assuming a distribution: the order statistics n/2 ∓ 1.96·√n/2 of the pairs'
 * ratios. Shown beside the median so a reader sees how far the run's sample alone could move it.
 */
function medianInterval(c: ClassTimes): [number, number] {
  const r = [...pairRatios(c)].sort((a, b) => a - b);
  const half = 0.98 * Math.sqrt(r.length);
  const at = (k: number) => r[Math.min(r.length - 1, Math.max(0, Math.round(k)))];
  return [at(r.length / 2 - half - 1), at(r.length / 2 + half)];
}

interface RegressionData {
  commit: string;
  available: boolean;
  reason?: string;
  classes: ClassTimes[];
}

interface Side {
  name: 'current' | 'baseline';
  engine: BuiltEngine;
  pool: BenchPool;
}

/** The pages per class: the fixture site's three classes and an evenly spaced corpus sample. */
async function pageSets(opts: BenchOptions, fixtureUrl: (cls: (typeof PAGE_CLASSES)[number], i: number) => string) {
  const n = opts.smoke ? 1 : opts.quick ? 3 : 5;
  const sets: { cls: string; pages: string[]; warm: string }[] = PAGE_CLASSES.map((cls) => ({
    cls,
    pages: Array.from({ length: n }, (_, i) => fixtureUrl(cls, i)),
    warm: fixtureUrl(cls, 99),
  }));
  const corpus = await listCorpusPages();
  return { sets, corpus: sample(corpus, opts.smoke ? 2 : opts.quick ? 8 : CORPUS_PAGES) };
}

async function timeOne(side: Side, url: string, allowHosts: string[]): Promise<number> {
  const t0 = performance.now();
  await side.engine.analyzeUrl(url, { allowPrivateNetwork: true, browser: side.pool, browserAllowHosts: allowHosts });
  return performance.now() - t0;
}

/** Both engines on every page of a class, alternating which goes first, after one warm-up analysis each. */
async function measureClass(sides: [Side, Side], c: ClassTimes, warm: string, reps: number, hosts: string[]) {
  for (const s of sides) await timeOne(s, warm, hosts);
  for (let rep = 0; rep < reps; rep++) {
    for (let i = 0; i < c.pages.length; i++) {
      const order = (rep + i) % 2 === 0 ? sides : ([sides[1], sides[0]] as const);
      for (const s of order) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        c[s.name].push(await timeOne(s, c.pages[i], hosts));
      }
    }
  }
  log(`regression ${c.cls}: current p50 ${ms(p50(c.current))}, baseline p50 ${ms(p50(c.baseline))}`);
}

async function measureBoth(opts: BenchOptions, current: BuiltEngine, baseline: BuiltEngine): Promise<ClassTimes[]> {
  const browser = await findTestBrowser();
  if (!browser) throw new Error('No Chromium found');
  const site = await startBenchSiteProcess();
  const corpusServer = await startCorpusServerProcess();
  const hosts = [site.host, corpusServer.host];
  const poolOptions = { concurrency: 1, executablePath: browser.executablePath, env: process.env };
  const sides: [Side, Side] = [
    { name: 'current', engine: current, pool: current.createBrowserPool(poolOptions) },
    { name: 'baseline', engine: baseline, pool: baseline.createBrowserPool(poolOptions) },
  ];
  const reps = (cls: string) => (opts.smoke ? 1 : cls === 'corpus' ? CORPUS_ROUNDS : opts.quick ? 3 : FIXTURE_ROUNDS);
  const out: ClassTimes[] = [];
  try {
    for (const s of sides) await s.pool.warm();
    const { sets, corpus } = await pageSets(opts, site.url);
    if (corpus.length)
      sets.push({ cls: 'corpus', pages: corpus.map(corpusServer.url), warm: corpusServer.url(corpus[0]) });
    for (const set of sets) {
      const c: ClassTimes = { cls: set.cls, pages: set.pages, current: [], baseline: [] };
      await measureClass(sides, c, set.warm, reps(set.cls), hosts);
      out.push(c);
    }
  } finally {
    for (const s of sides) await s.pool.close();
    await corpusServer.close();
    await site.close();
  }
  return out;
}

export async function measureRegression(opts: BenchOptions): Promise<RegressionData> {
  const pinned = process.env.BENCH_BASELINE_COMMIT || BASELINE_COMMIT;
  const commit = resolveCommit(pinned);
  if (!commit) {
    const reason = `commit ${pinned.slice(0, 12)} is not in this checkout's git history (a shallow clone?)`;
    log(`regression: baseline unavailable: ${reason}`);
    return { commit: pinned, available: false, reason, classes: [] };
  }
  let current: EngineBuild | null = null;
  let baseline: EngineBuild | null = null;
  try {
    baseline = await buildCommitEngine(commit);
    current = await buildCurrentEngine();
    return { commit, available: true, classes: await measureBoth(opts, current.engine, baseline.engine) };
  } finally {
    removeBuild(current);
    removeBuild(baseline);
  }
}

export function regressionSection(d: RegressionData, opts: BenchOptions): Section {
  const title = '1d. Latency regression against a baseline engine';
  if (!d.available)
    return { id: 'regression', title, table: [], notes: [`Baseline unavailable: ${d.reason}.`], data: d };
  const rows = d.classes.map((c) => [
    c.cls,
    c.pages.length,
    c.current.length,
    ms(p50(c.current)),
    ms(p95(c.current)),
    ms(p50(c.baseline)),
    ms(p95(c.baseline)),
    ratio(p50(c.current), p50(c.baseline)),
    ratio(p95(c.current), p95(c.baseline)),
    `${pairedRatio(c).toFixed(2)}×`,
    medianInterval(c)
      .map((x) => x.toFixed(2))
      .join('–'),
    pairedRatio(c) <= MAX_RATIO ? 'ok' : 'regressed',
  ]);
  // One analysis per page in smoke mode: too few to call a regression.
  const failures = opts.smoke
    ? []
    : d.classes
        .filter((c) => !(pairedRatio(c) <= MAX_RATIO))
        .map(
          (c) =>
            `${c.cls}: the median pair takes ${pairedRatio(c).toFixed(2)}× the baseline's time (limit ${MAX_RATIO}×)`,
        );
  return {
    id: 'regression',
    title,
    table: mdTable(
      [
        'class',
        'pages',
        'n',
        'current p50',
        'current p95',
        'baseline p50',
        'baseline p95',
        'ratio p50',
        'ratio p95',
        'median pair ratio',
        'its 95% interval',
        `pair ratio ≤ ${MAX_RATIO}×`,
      ],
      rows,
    ),
    notes: [
      `Baseline = the engine at \`${d.commit.slice(0, 10)}\`, built from git into a temporary folder; current = the working tree's engine. Both are esbuild bundles run in this process, each with its own browser pool on the same Chromium binary, one warm-up analysis per class each, then each page's pair one after the other, ${SETTLE_MS} ms of quiet before each analysis (which goes first alternates per page). The median pair ratio is the median, over the class's pairs, of current ÷ baseline for the same page run one after the other; a class whose median pair ratio is over ${MAX_RATIO}× fails the run${opts.smoke ? ' (not in smoke mode: one analysis per page)' : ''}. Its 95% interval (order statistics of the pairs' ratios, no distribution assumed) says how far this run's sample alone could move it.`,
    ],
    data: d,
    failures,
  };
}

/**
 * (4) Every page of ../shared/corpus/realworld served from disk on loopback, analysed with the full
 * engine (browser allowed to talk to that server only): completed, errors (must be 0), p50/p95/max.
 */
import { analyzeUrl, createBrowserPool } from '@/engine/index';
import { listCorpusPages, sample, startCorpusServer } from './lib/corpus';
import { benchPoolOptions } from './lib/browser';
import { log, mapLimit, max, ms, p50, p95 } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

const CORPUS_CONCURRENCY = 2;

export async function runCorpus(opts: BenchOptions): Promise<Section> {
  const all = await listCorpusPages();
  const pages = sample(all, opts.smoke ? 3 : opts.quick ? 30 : null);
  const server = await startCorpusServer();
  const pool = createBrowserPool({ concurrency: CORPUS_CONCURRENCY, ...benchPoolOptions() });
  await pool.warm();
  const times: number[] = [];
  const errors: string[] = [];
  let auditErrors = 0;
  let partial = 0;
  let unrendered = 0;
  const t0 = Date.now();
  try {
    await mapLimit(pages, CORPUS_CONCURRENCY, async (page, i) => {
      const started = performance.now();
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(), 90_000);
      try {
        const r = await analyzeUrl(server.url(page), {
          allowPrivateNetwork: true,
          browser: pool,
          browserAllowHosts: [server.host],
          signal: ctrl.signal,
          now: () => new Date('2026-01-01T00:00:00Z'),
        });
        times.push(performance.now() - started);
        auditErrors += r.audits.filter((a) => a.scoreDisplayMode === 'error').length;
        if (r.status !== 'completed') partial++;
        if (!r.engineInfo?.renderingAvailable) unrendered++;
      } catch (e) {
        errors.push(`${page}: ${(e as Error).message.split('\n')[0]}`);
      } finally {
        clearTimeout(timer);
      }
      if ((i + 1) % 50 === 0) log(`corpus ${i + 1}/${pages.length}`);
    });
  } finally {
    await pool.close();
    await server.close();
  }
  const wall = (Date.now() - t0) / 1000;
  log(`corpus: ${times.length}/${pages.length} completed, ${errors.length} errors, p50 ${ms(p50(times))}`);
  return {
    id: 'corpus',
    title: `4. Real-world corpus (${pages.length} of ${all.length} pages${pages.length < all.length ? ', evenly spaced sample' : ''})`,
    table: mdTable(
      [
        'pages',
        'completed',
        'errors',
        'audit errors (contained)',
        'not rendered',
        'p50',
        'p95',
        'max',
        'wall time',
        'concurrency',
      ],
      [
        [
          pages.length,
          times.length,
          errors.length,
          auditErrors,
          unrendered,
          ms(p50(times)),
          ms(p95(times)),
          ms(max(times)),
          `${wall.toFixed(0)} s`,
          CORPUS_CONCURRENCY,
        ],
      ],
    ),
    notes: [
      'Pages served from disk by a loopback server; the browser may only reach that server (every other request is aborted, so third-party scripts, images and fonts of the original sites never load). Times are per analysis at the stated concurrency.',
      ...(errors.length ? ['Errors:', ...errors.slice(0, 20).map((e) => `- ${e}`)] : []),
      ...(partial
        ? [`${partial} analyses finished with a non-completed status (partial/access_blocked) without error.`]
        : []),
    ],
    data: { pages: pages.length, completed: times.length, errors, auditErrors, times },
    failures: errors.length ? [`${errors.length} corpus pages failed`] : [],
  };
}

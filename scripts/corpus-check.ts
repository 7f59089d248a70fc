/**
 * Robustness check of the engine on the real-world corpus (../shared/corpus/realworld):
 * every page is served from disk by a loopback HTTP server and analysed with the full
 * engine. The browser may only talk to that server; every other request is blocked.
 *
 *   tsx scripts/corpus-check.ts [--sample N] [--no-render] [--concurrency C] [--timeout MS] [--json]
 *
 * Exit 1 if any page crashes, times out or yields an invalid result.
 */
import { AnalysisResultSchema, CATEGORY_SCORE_FIELDS } from '@/shared/analysis';
import { analyzeUrl, createBrowserPool } from '@/engine/index';
import { testPoolOptions } from '@/engine/testing/browser';
import { CORPUS_DIR, listCorpusPages, sample, startCorpusServer } from '../bench/lib/corpus';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const sampleSize = arg('--sample') ? Number(arg('--sample')) : null;
const render = !process.argv.includes('--no-render');
const concurrency = Number(arg('--concurrency') ?? 4);
const pageTimeout = Number(arg('--timeout') ?? 60000);
const asJson = process.argv.includes('--json');

interface PageReport {
  page: string;
  ok: boolean;
  ms: number;
  overall?: number;
  problems: string[];
  auditErrors: string[];
}

function checkResult(r: unknown): { problems: string[]; auditErrors: string[]; overall?: number } {
  const problems: string[] = [];
  const parsed = AnalysisResultSchema.safeParse(r);
  if (!parsed.success) return { problems: [`schema: ${parsed.error.message.slice(0, 300)}`], auditErrors: [] };
  const res = parsed.data;
  for (const f of ['overallScore', ...Object.values(CATEGORY_SCORE_FIELDS)] as const) {
    const v = res[f];
    if (!Number.isFinite(v) || v < 0 || v > 100) problems.push(`${f} out of range: ${v}`);
  }
  const json = JSON.stringify(res);
  for (const bad of ['NaN', '[object Object]', 'undefined', 'Infinity']) {
    if (json.includes(`"${bad}"`) || json.includes(`: ${bad}`) || json.includes(`${bad} pts`))
      problems.push(`stray ${bad} in output`);
  }
  // Real pages are within the parse limits by a wide margin (docs/decisions/009-parse-limits.md).
  if (res.failureType === 'too_complex')
    problems.push(`refused as too complex: ${res.partialAnalysisData?.explanation ?? ''}`);
  for (const a of res.audits)
    if (a.score !== null && (!Number.isFinite(a.score) || a.score < 0 || a.score > 1))
      problems.push(`audit ${a.id} score ${a.score}`);
  const auditErrors = res.audits.filter((a) => a.scoreDisplayMode === 'error').map((a) => `${a.id}: ${a.errorMessage}`);
  return { problems, auditErrors, overall: res.overallScore };
}

async function main() {
  const pages = sample(await listCorpusPages(), sampleSize);
  if (!pages.length) {
    console.error(`No corpus pages found under ${CORPUS_DIR}`);
    process.exit(2);
  }
  const server = await startCorpusServer();
  const host = server.host;
  const pool = render ? createBrowserPool({ concurrency, ...testPoolOptions() }) : null;
  if (pool) await pool.warm().catch((e) => console.error(`browser unavailable: ${(e as Error).message}`));
  const reports: PageReport[] = [];
  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      const t0 = Date.now();
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(), pageTimeout);
      try {
        const r = await analyzeUrl(server.url(page), {
          allowPrivateNetwork: true,
          browser: pool,
          render,
          signal: ctrl.signal,
          fetchTimeoutMs: 30000,
          browserAllowHosts: [host],
          now: () => new Date('2026-01-01T00:00:00Z'),
        });
        const c = checkResult(r);
        reports.push({
          page,
          ok: c.problems.length === 0,
          ms: Date.now() - t0,
          overall: c.overall,
          problems: c.problems,
          auditErrors: c.auditErrors,
        });
      } catch (e) {
        reports.push({
          page,
          ok: false,
          ms: Date.now() - t0,
          problems: [`crash: ${(e as Error)?.stack?.split('\n').slice(0, 3).join(' | ') ?? String(e)}`],
          auditErrors: [],
        });
      } finally {
        clearTimeout(timer);
      }
      if (!asJson) {
        const r = reports[reports.length - 1];
        process.stderr.write(
          `${r.ok ? 'ok  ' : 'FAIL'} ${String(r.ms).padStart(6)} ms  ${r.overall ?? '-'}  ${page}${r.problems.length ? `  ${r.problems.join('; ')}` : ''}${r.auditErrors.length ? `  [audit errors: ${r.auditErrors.join('; ')}]` : ''}\n`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  await pool?.close();
  await server.close();
  const failed = reports.filter((r) => !r.ok);
  const withAuditErrors = reports.filter((r) => r.auditErrors.length);
  const times = reports.map((r) => r.ms).sort((a, b) => a - b);
  const summary = {
    pages: reports.length,
    passed: reports.length - failed.length,
    failed: failed.length,
    pagesWithAuditErrors: withAuditErrors.length,
    rendering: render,
    totalSeconds: Math.round((Date.now() - started) / 100) / 10,
    medianMs: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.floor(times.length * 0.95)] ?? times[times.length - 1],
    maxMs: times[times.length - 1],
    failures: failed.map((r) => ({ page: r.page, problems: r.problems })),
    auditErrors: withAuditErrors.map((r) => ({ page: r.page, errors: r.auditErrors })),
  };
  if (asJson) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(
      `\nCorpus check: ${summary.passed}/${summary.pages} pages passed, ${summary.failed} failed, ${summary.pagesWithAuditErrors} with contained audit errors`,
    );
    console.log(
      `time: total ${summary.totalSeconds}s, median ${summary.medianMs} ms, p95 ${summary.p95Ms} ms, max ${summary.maxMs} ms (rendering ${render ? 'on' : 'off'}, concurrency ${concurrency})`,
    );
    for (const f of summary.failures) console.log(`FAIL ${f.page}: ${f.problems.join('; ')}`);
  }
  process.exit(failed.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

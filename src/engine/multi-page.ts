/** A site's analysis: the first page in full, up to nine more of its pages scored, the scores averaged. */
import {
  ANALYSIS_STEPS,
  AnalysisResultSchema,
  CATEGORY_IDS,
  CATEGORY_SCORE_FIELDS,
  pickScores,
  type AnalysisResult,
  type PageScore,
} from '@/shared/analysis';
import { overallFromCategories } from '@/shared/scoring-bands';
import { normaliseForCompare } from './computed/page-address';
import { analyzeUrl, runAnalysis } from './pipeline';
import { scoreFields, type CategoryScores } from './scoring';
import type { Artifacts, EngineOptions } from './types';

const ASSET_RE = /\.(pdf|jpe?g|png|gif|svg|webp|zip|gz|mp4|mp3|avi|mov|docx?|xlsx?|pptx?|css|js|json|xml|txt|ico)$/i;

/** Same-site pages from the sitemap and internal links, deterministic order. */
function discoverPages(artifacts: Artifacts, max: number): string[] {
  const base = new URL(artifacts.document.finalUrl);
  const host = base.hostname.replace(/^www\./, '');
  const seen = new Set([normaliseForCompare(base.toString())]);
  const out: string[] = [];
  const consider = (href: string) => {
    if (out.length >= max) return;
    let u: URL;
    try {
      u = new URL(href, base);
    } catch {
      return;
    }
    if (
      (u.protocol !== 'http:' && u.protocol !== 'https:') ||
      u.hostname.replace(/^www\./, '') !== host ||
      ASSET_RE.test(u.pathname)
    )
      return;
    u.hash = '';
    const key = normaliseForCompare(u.toString());
    if (seen.has(key)) return;
    seen.add(key);
    out.push(u.toString());
  };
  for (const l of artifacts.raw.links) if (l.internal && !/nofollow/.test(l.rel)) consider(l.href);
  for (const l of artifacts.rendered.facts?.links ?? []) if (l.internal) consider(l.href);
  for (const s of artifacts.sitemap.urls) consider(s);
  return out;
}

/** Analyses the pages three at a time; a page that fails is recorded with its error (an abort ends all). */
async function analyzeOthers(
  urls: string[],
  options: EngineOptions,
): Promise<(AnalysisResult | { url: string; error: string })[]> {
  const results: (AnalysisResult | { url: string; error: string })[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const i = next++;
      try {
        results[i] = await analyzeUrl(urls[i], { ...options, onProgress: undefined, llm: null });
      } catch (e) {
        if (options.signal?.aborted) throw e;
        results[i] = { url: urls[i], error: (e as Error).message };
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return results;
}

const pageScore = (r: AnalysisResult, url: string): PageScore => ({
  url,
  title: r.pageDetails.title,
  ...pickScores(r),
  status: r.status,
  error: null,
});

export async function analyzeMultiPage(
  url: string,
  options: EngineOptions & { maxPages?: number },
): Promise<AnalysisResult> {
  const maxPages = Math.min(10, Math.max(1, options.maxPages ?? 10));
  const onProgress = options.onProgress;
  const main = await runAnalysis(url, { ...options, onProgress: (s, l) => s <= 4 && onProgress?.(s, l) });
  const others = discoverPages(main.artifacts, maxPages - 1);
  const pageResults = await analyzeOthers(others, options);
  onProgress?.(5, ANALYSIS_STEPS[4]);
  const pages: PageScore[] = [pageScore(main.result, main.result.pageDetails.url)];
  others.forEach((u, i) => {
    const r = pageResults[i];
    if (r && 'overallScore' in r) pages.push(pageScore(r, u));
    else
      pages.push({
        url: u,
        title: null,
        overallScore: 0,
        ...scoreFields(() => 0),
        status: 'access_blocked',
        error: r?.error ?? 'not analysed',
      });
  });
  onProgress?.(6, ANALYSIS_STEPS[5]);
  const ok = pages.filter((p) => p.error === null);
  const categories = Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, Math.round(ok.reduce((s, p) => s + p[CATEGORY_SCORE_FIELDS[id]], 0) / ok.length)]),
  ) as CategoryScores;
  onProgress?.(7, ANALYSIS_STEPS[6]);
  const combined: AnalysisResult = {
    ...main.result,
    overallScore: overallFromCategories(categories),
    ...scoreFields((id) => categories[id]),
    narrativeReport: `${main.result.narrativeReport}\n\nThis report combines ${ok.length} page${ok.length === 1 ? '' : 's'} of the site; the scores above are the average of the pages listed. The detailed findings refer to the first page.`,
    pages,
  };
  return AnalysisResultSchema.parse(combined);
}

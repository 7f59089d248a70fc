import type PgBoss from 'pg-boss';
import { analyzeUrl, analyzeMultiPage, createBrowserPool, type BrowserPool } from '@/engine';
import type { AppContext } from '../context';
import { JOBS } from '../queue';
import { loggableError } from '../errors';
import { abandonAnalysis, runAnalysisJob, type AnalysisJobData, type AnalyzeFn } from '../services/analysis';
import { analyzeWithCompetitors, COMPARISON } from '../services/competitors';

/** Finds the browser now (extracting the npm-shipped one on a first start) and says which one analyses will use. */
async function announceBrowser(ctx: AppContext, browser: BrowserPool | null): Promise<void> {
  let line: string;
  if (!browser) line = 'Rendering is off (ANALYSIS_RENDER=false): analyses read the raw HTML only';
  else {
    const choice = await browser.locate().catch((e: Error) => {
      ctx.log.warn({ err: e.message }, 'browser could not be prepared');
      return null;
    });
    line = choice
      ? `Rendering with the ${choice.description}`
      : 'No browser found: analyses read the raw HTML only and say so (set CHROMIUM_PATH, or run `npm install` to get the npm-shipped Chromium)';
  }
  ctx.log.info(line);
  if (!ctx.config.isProduction && ctx.config.LOG_LEVEL !== 'silent') console.log(`  ${line}`);
}

/** The engine as the analysis service calls it: the configured browser, network rules, deadlines and LLM. */
function engineAnalyze(ctx: AppContext, browser: BrowserPool | null): AnalyzeFn {
  const { config } = ctx;
  const llm =
    config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL }
      : null;
  return (url, kind, opts) => {
    const options = {
      allowPrivateNetwork: config.ALLOW_PRIVATE_NETWORK,
      fetchTimeoutMs: config.ANALYSIS_FETCH_TIMEOUT_MS,
      browser,
      render: config.ANALYSIS_RENDER,
      llm,
      signal: opts.signal,
      onProgress: (step: number) => opts.onProgress(step),
      // The owner's goal (docs/decisions/016): under 'keep-out-of-training' the engine reports training blocks as the owner's choice.
      intent: opts.intent,
    };
    if (kind === COMPARISON)
      // The competitors' pages get no narrative (no language-model call) and report no progress.
      return analyzeWithCompetitors(
        ctx,
        opts.analysisId,
        url,
        (pageUrl, page) =>
          analyzeUrl(pageUrl, { ...options, onProgress: page.onProgress, llm: page.main ? llm : null }),
        opts,
      );
    return kind === 'multi_page'
      ? analyzeMultiPage(url, { ...options, maxPages: opts.maxPages ?? 10 })
      : analyzeUrl(url, options);
  };
}

/** One analysis job within its pg-boss lease; a failure is logged and rethrown so pg-boss retries it. */
async function runLeasedJob(
  ctx: AppContext,
  job: PgBoss.JobWithMetadata<AnalysisJobData>,
  analyze: AnalyzeFn,
): Promise<void> {
  const { config } = ctx;
  ctx.log.info({ analysisId: job.data.analysisId, jobId: job.id, attempt: job.retryCount + 1 }, 'analysis started');
  // Stop the run just before its lease ends (pg-boss then gives up on the handler and retries the job).
  const leaseMs = Number(job.expireInSeconds ?? config.ANALYSIS_JOB_LEASE_SECONDS) * 1000;
  const timeoutMs = Math.max(5_000, leaseMs - Math.min(10_000, leaseMs / 10));
  try {
    await runAnalysisJob(ctx, job.data, analyze, { lastAttempt: job.retryCount >= job.retryLimit, timeoutMs });
  } catch (err) {
    ctx.log.warn(
      {
        analysisId: job.data.analysisId,
        jobId: job.id,
        attempt: job.retryCount + 1,
        err: loggableError(err, [config.APP_SECRET, config.LLM_API_KEY]),
      },
      'analysis attempt failed, pg-boss retries it',
    );
    throw err;
  }
  ctx.log.info({ analysisId: job.data.analysisId, jobId: job.id }, 'analysis finished');
}

/** Starts ANALYSIS_CONCURRENCY analysis workers sharing one warm browser. */
export async function startAnalysisWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const { config } = ctx;
  const browser: BrowserPool | null = !config.ANALYSIS_RENDER
    ? null
    : createBrowserPool({
        executablePath: config.CHROMIUM_PATH,
        wsEndpoint: config.BROWSER_WS_ENDPOINT,
        prefer: config.CHROMIUM_SOURCE,
        concurrency: config.ANALYSIS_CONCURRENCY,
        env: process.env,
      });
  await announceBrowser(ctx, browser);
  const analyze = engineAnalyze(ctx, browser);

  const workerIds: string[] = [];
  for (let i = 0; i < config.ANALYSIS_CONCURRENCY; i++) {
    const id = await ctx.queue.work<AnalysisJobData>(
      JOBS.analysis,
      { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs as PgBoss.JobWithMetadata<AnalysisJobData>[]) await runLeasedJob(ctx, job, analyze);
      },
    );
    workerIds.push(id);
  }
  workerIds.push(
    await ctx.queue.work<AnalysisJobData>(
      JOBS.analysisGaveUp,
      { batchSize: 5, pollingIntervalSeconds: 2 },
      async (jobs) => {
        for (const job of jobs) {
          if (await abandonAnalysis(ctx, job.data))
            ctx.log.warn({ analysisId: job.data.analysisId }, 'analysis failed: pg-boss gave up on its job');
        }
      },
    ),
  );
  return async () => {
    for (const id of workerIds) await ctx.queue.offWork({ id }).catch(() => {});
    await browser?.close();
  };
}

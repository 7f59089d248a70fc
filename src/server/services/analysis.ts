import type { Tx } from '@/db/client';
import {
  countUnfinishedLocked,
  findAnalysis,
  findAnalysisByRequestId,
  findRecentCompleted,
  insertAnalysis,
  updateAnalysis,
  updateAnalysisInStatus,
  type AnalysisRow,
} from '@/db/queries/analyses';
import { touchVisitorSession } from '@/db/queries/visitor-sessions';
import { pickScores, type AnalysisIntent, type AnalysisResult } from '@/shared/analysis';
import { assertSafeUrl, isEngineError } from '@/engine';
import { JOBS } from '../queue';
import type { AppContext } from '../context';
import { badRequest, HttpError, serviceUnavailable, tooManyRequests } from '../errors';
import { claimTrial } from './free-trial';

export type AnalysisKind = 'single_page' | 'multi_page' | 'competitor_compare';
const FINISHED = ['completed', 'failed', 'cancelled'] as const;
const UNFINISHED = ['pending', 'processing'];

export interface AnalysisJobData {
  analysisId: string;
  maxPages?: number;
}

/**
 * One answer for every address we refuse to fetch (loopback, private, metadata, local names): the
 * engine's own reason names the address a host resolves to, which would map an internal network
 * for anyone asking. The reason stays in the server log.
 */
export const BLOCKED_ADDRESS_MESSAGE = 'This address is not a public website and cannot be analysed.';

/** The spec's 'Unable to access the website' family for addresses we refuse or cannot reach. */
export function analysisFailure(code: string | null, message: string | null): HttpError {
  if (code === 'blocked_address') return new HttpError(400, code, BLOCKED_ADDRESS_MESSAGE);
  if (code === 'invalid_url') return new HttpError(400, code, message ?? 'Please enter a valid URL');
  if (code === 'cancelled') return new HttpError(499, 'cancelled', 'The analysis was stopped by user request.');
  return new HttpError(
    422,
    code ?? 'analysis_failed',
    `Unable to access the website. Please check the URL and try again.${message ? ` (${message})` : ''}`,
  );
}

/** The address as we store it, refused at once when it is malformed or points somewhere we never fetch. */
export async function safeAddress(raw: string, allowPrivateNetwork: boolean): Promise<string> {
  try {
    const { url } = await assertSafeUrl(raw.trim(), { allowPrivateNetwork });
    url.hash = '';
    return url.toString();
  } catch (err) {
    if (isEngineError(err)) throw analysisFailure(err.code, err.message);
    throw badRequest('Please enter a valid URL', 'invalid_url');
  }
}

/**
 * Bounded, per-tenant fair queue: a tenant with ANALYSIS_MAX_QUEUED_PER_TENANT unfinished analyses gets
 * the spec's 429; when ANALYSIS_MAX_QUEUED are unfinished overall, everyone gets the spec's 503.
 */
async function assertQueueRoom(ctx: AppContext, tx: Tx, clientId: string): Promise<void> {
  const { total, tenant } = await countUnfinishedLocked(tx, clientId);
  if (tenant >= ctx.config.ANALYSIS_MAX_QUEUED_PER_TENANT) throw tooManyRequests();
  if (total >= ctx.config.ANALYSIS_MAX_QUEUED) throw serviceUnavailable();
}

/** The cache window of a tenant in minutes: its own setting, capped by ANALYSIS_CACHE_MINUTES (docs/decisions/011). */
export function cacheMinutesFor(ctx: AppContext, client: { analysisCacheMinutes?: number | null }): number {
  return Math.max(
    0,
    Math.min(client.analysisCacheMinutes ?? ctx.config.ANALYSIS_CACHE_MINUTES, ctx.config.ANALYSIS_CACHE_MINUTES),
  );
}

/** Pages a request asks for: 1 for a single page, the plan's count (default 10) for multi-page. Part of the cache key. */
const pagesOf = (kind: AnalysisKind, maxPages?: number) => (kind === 'multi_page' ? (maxPages ?? 10) : 1);

/** The goal an analysis runs for: the request's, else the tenant's default, else 'visibility' (docs/decisions/016). */
export const intentFor = (
  requested: AnalysisIntent | undefined,
  client: { defaultIntent?: string | null },
): AnalysisIntent =>
  requested ?? (client.defaultIntent === 'keep-out-of-training' ? 'keep-out-of-training' : 'visibility');

export interface AnalysisRequest {
  clientId: string;
  /** The visitor's session; none for a public API key's request (the row belongs to the tenant alone). */
  visitorSessionId?: string;
  url: string;
  originIp: string;
  kind: AnalysisKind;
  maxPages?: number;
  /** The owner's goal (default 'visibility'): stored on the row, passed to the engine, part of the cache key. */
  intent?: AnalysisIntent;
  requestId?: string;
  /** A function is asked once the address has passed its checks (so a refused address is a 400 first). */
  trial?: boolean | (() => Promise<boolean>);
  fresh?: boolean;
  /** The tenant's window (cacheMinutesFor); ANALYSIS_CACHE_MINUTES when not given. */
  cacheMinutes?: number;
  /** Rows that belong to the new analysis (a comparison's competitors), written before its job is queued. */
  beforeQueue?: (tx: Tx, analysis: AnalysisRow) => Promise<void>;
}

/**
 * Starts an analysis for a visitor, or answers from a successful result of the same URL, kind, page
 * count and intent for the same tenant whose run finished within the cache window (the original's lastRequested
 * moves; another visitor gets their own copy, which keeps the original's completedAt, so ownership and
 * access stay per session and the entry still ages from the run that produced it). `fresh` skips the
 * cache. `trial`: the visitor has no access, so this is their complimentary analysis, claimed in the same
 * transaction as the row (free-trial.ts); without it (free service, access, or a direct caller) nothing is claimed.
 */
export async function requestAnalysis(
  ctx: AppContext,
  input: AnalysisRequest,
): Promise<{ analysis: AnalysisRow; cached: boolean }> {
  const url = await safeAddress(input.url, ctx.config.ALLOW_PRIVATE_NETWORK);
  const { db } = ctx.database;
  const maxPages = pagesOf(input.kind, input.maxPages);
  const intent: AnalysisIntent = input.intent ?? 'visibility';
  const trial = typeof input.trial === 'function' ? await input.trial() : Boolean(input.trial);
  const session = input.visitorSessionId;
  const claim = async (tx: Tx) => {
    if (!session) return;
    if (trial)
      await claimTrial(ctx, tx, { clientId: input.clientId, visitorSessionId: session, originIp: input.originIp, url });
    else await touchVisitorSession(tx, session);
  };

  const cacheMs =
    Math.min(input.cacheMinutes ?? ctx.config.ANALYSIS_CACHE_MINUTES, ctx.config.ANALYSIS_CACHE_MINUTES) * 60_000;
  const recent =
    cacheMs > 0 && !input.fresh
      ? await findRecentCompleted(
          db,
          input.clientId,
          { url, kind: input.kind, maxPages, intent },
          new Date(Date.now() - cacheMs),
          input.visitorSessionId,
        )
      : undefined;
  if (recent) return { analysis: await answerFromCache(ctx, recent, input, trial, claim), cached: true };

  const analysis = await db.transaction(async (tx) => {
    await claim(tx);
    await assertQueueRoom(ctx, tx, input.clientId);
    const row = await insertAnalysis(tx, {
      clientId: input.clientId,
      visitorSessionId: input.visitorSessionId,
      url,
      kind: input.kind,
      maxPages,
      intent,
      isTrial: trial,
      originIp: input.originIp,
      status: 'pending',
      requestId: input.requestId ?? null,
    });
    await input.beforeQueue?.(tx, row);
    return row;
  });
  return { analysis: await enqueue(ctx, analysis, input.kind === 'multi_page' ? maxPages : undefined), cached: false };
}

/** The cached result itself for the visitor who owns it; a copy of it (claiming the trial) for anyone else. */
async function answerFromCache(
  ctx: AppContext,
  recent: AnalysisRow,
  input: AnalysisRequest,
  trial: boolean,
  claim: (tx: Tx) => Promise<void>,
): Promise<AnalysisRow> {
  const { db } = ctx.database;
  const now = new Date();
  await updateAnalysis(db, recent.id, { lastRequested: now });
  if (recent.visitorSessionId === (input.visitorSessionId ?? null)) {
    if (input.requestId) await updateAnalysis(db, recent.id, { requestId: input.requestId });
    return { ...recent, lastRequested: now };
  }
  return db.transaction(async (tx) => {
    await claim(tx);
    return insertAnalysis(tx, {
      ...recent,
      id: undefined,
      visitorSessionId: input.visitorSessionId,
      originIp: input.originIp,
      createdAt: now,
      lastRequested: now,
      jobId: null,
      requestId: input.requestId ?? null,
      isTrial: trial,
      cachedFromId: recent.cachedFromId ?? recent.id,
    });
  });
}

/**
 * Queues the job. The lease (expireInSeconds) lets another worker take over a job whose worker died.
 * When pg-boss gives up on the job (its last attempt failed or outlived its lease, e.g. the worker
 * died each time), the dead letter marks the analysis failed (abandonAnalysis).
 */
async function enqueue(ctx: AppContext, analysis: AnalysisRow, maxPages: number | undefined): Promise<AnalysisRow> {
  const data: AnalysisJobData = { analysisId: analysis.id, maxPages };
  const jobId = await ctx.queue.send(JOBS.analysis, data, {
    retryLimit: 2,
    retryDelay: 2,
    expireInSeconds: ctx.config.ANALYSIS_JOB_LEASE_SECONDS,
    singletonKey: analysis.id,
    deadLetter: JOBS.analysisGaveUp,
  });
  await updateAnalysis(ctx.database.db, analysis.id, { jobId: jobId ?? null });
  return { ...analysis, jobId: jobId ?? null };
}

/** The analysis a browser request started, by the random request id it sent (before that request answered). */
export const findAnalysisByRequest = (ctx: AppContext, clientId: string, requestId: string) =>
  findAnalysisByRequestId(ctx.database.db, clientId, requestId);

/** Marks an unfinished analysis cancelled; the worker sees it and stops. */
export async function cancelAnalysis(ctx: AppContext, analysis: AnalysisRow): Promise<void> {
  await updateAnalysisInStatus(ctx.database.db, analysis.id, UNFINISHED, {
    status: 'cancelled',
    completedAt: new Date(),
  });
  if (analysis.jobId) await ctx.queue.cancel(JOBS.analysis, analysis.jobId).catch(() => {});
  abortLocalRun(analysis.id);
}

const POLL_MS = 250;

/**
 * Follows an analysis until it finishes, through the database so that it works whichever process
 * runs the job. Calls onStep when the progress step moves.
 */
export async function followAnalysis(
  ctx: AppContext,
  id: string,
  opts: { signal?: AbortSignal; timeoutMs: number; onStep?: (step: number) => void },
): Promise<AnalysisRow | 'timeout' | 'aborted'> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastStep = -1;
  while (Date.now() < deadline) {
    if (opts.signal?.aborted) return 'aborted';
    const row = await findAnalysis(ctx.database.db, id);
    if (!row) throw new HttpError(404, 'not_found', 'Analysis not found');
    if (row.progressStep !== lastStep) {
      lastStep = row.progressStep;
      opts.onStep?.(row.progressStep);
    }
    if ((FINISHED as readonly string[]).includes(row.status)) return row;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return 'timeout';
}

// Runs of this process, so a cancel seen here stops the browser at once rather than at the next poll.
const localRuns = new Map<string, AbortController>();
function abortLocalRun(id: string) {
  localRuns.get(id)?.abort();
}

export type AnalyzeFn = (
  url: string,
  kind: AnalysisKind,
  opts: {
    signal: AbortSignal;
    onProgress: (step: number) => void;
    maxPages?: number;
    intent: AnalysisIntent;
    /** The analysis being run (a comparison reads its competitors by it). */
    analysisId: string;
  },
) => Promise<AnalysisResult>;

/**
 * The job: run the engine and store the result. Engine refusals (bad or unreachable address) are
 * final; other errors are thrown so pg-boss retries, and the last attempt marks the analysis failed.
 */
export async function runAnalysisJob(
  ctx: AppContext,
  data: AnalysisJobData,
  analyze: AnalyzeFn,
  opts: { lastAttempt: boolean; timeoutMs?: number },
): Promise<void> {
  const { db } = ctx.database;
  const analysis = await findAnalysis(db, data.analysisId);
  if (!analysis || (FINISHED as readonly string[]).includes(analysis.status)) return;
  // Every status change below applies only to a run still in progress, so a cancel always wins.
  const whileRunning = (values: Partial<AnalysisRow>, from: string[] = ['processing']) =>
    updateAnalysisInStatus(db, analysis.id, from, values);
  await whileRunning({ status: 'processing', progressStep: 1 }, UNFINISHED);

  const controller = new AbortController();
  localRuns.set(analysis.id, controller);
  // Another process may cancel: look at the row now and then.
  const watcher = setInterval(() => {
    findAnalysis(db, analysis.id).then(
      (row) => row?.status === 'cancelled' && controller.abort(),
      () => {},
    );
  }, 1000);
  // Overall time-out (a little under the job's lease): pg-boss stops waiting for the handler when the
  // lease ends but cannot stop the run itself, which would keep its browser slot; abort it instead.
  let timedOut = false;
  const deadline = opts.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, opts.timeoutMs)
    : undefined;
  let lastStep = 1;
  // Progress writes are chained so a late one can never land after the final result.
  let progressWrites: Promise<unknown> = Promise.resolve();
  const onProgress = (step: number) => {
    if (step <= lastStep) return;
    lastStep = step;
    progressWrites = progressWrites.then(() => whileRunning({ progressStep: step })).catch(() => {});
  };
  try {
    // The goal is read from the row (not the job), so jobs queued before 0007 run for 'visibility', as their rows say.
    const result = await analyze(analysis.url, analysis.kind as AnalysisKind, {
      signal: controller.signal,
      onProgress,
      maxPages: data.maxPages,
      intent: analysis.intent,
      analysisId: analysis.id,
    });
    if (timedOut) throw new Error(`The analysis did not finish within ${Math.round((opts.timeoutMs ?? 0) / 1000)} s`);
    if (controller.signal.aborted) return;
    await progressWrites;
    await whileRunning({
      status: 'completed',
      results: result,
      ...pickScores(result),
      progressStep: 7,
      completedAt: new Date(),
      error: null,
      errorCode: null,
    });
  } catch (caught) {
    const err = timedOut
      ? new Error(`The analysis did not finish within ${Math.round((opts.timeoutMs ?? 0) / 1000)} s`)
      : caught;
    if (controller.signal.aborted && !timedOut) return;
    if ((isEngineError(err) && !timedOut) || opts.lastAttempt) {
      const code = isEngineError(err) ? err.code : 'analysis_failed';
      await whileRunning({ status: 'failed', error: (err as Error).message, errorCode: code, completedAt: new Date() });
      return;
    }
    // The status stays 'processing': pg-boss runs the job again after its retry delay, or has already
    // handed it to another worker when this run outlived its lease. Moving the row back to 'pending'
    // here would undo that newer attempt, whose final update (from 'processing') would then find
    // nothing to update and leave the analysis unfinished for good.
    await whileRunning({ error: (err as Error).message });
    throw err;
  } finally {
    clearTimeout(deadline);
    clearInterval(watcher);
    localRuns.delete(analysis.id);
  }
}

/**
 * The dead letter of an analysis job: pg-boss will not run it again. A run that ended by itself has
 * already finished the analysis; one whose every attempt died with its worker (or outlived its
 * lease) has not, and would stay unfinished for good: it fails now.
 */
export async function abandonAnalysis(ctx: AppContext, data: AnalysisJobData): Promise<boolean> {
  return updateAnalysisInStatus(ctx.database.db, data.analysisId, UNFINISHED, {
    status: 'failed',
    error: 'The analysis did not finish after several attempts.',
    errorCode: 'analysis_failed',
    completedAt: new Date(),
  });
}

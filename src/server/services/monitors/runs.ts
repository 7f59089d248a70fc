import { findClientById, type ClientRow } from '@/db/queries/clients';
import { listActiveProducts } from '@/db/queries/products';
import {
  abandonRun,
  findMonitor,
  finishRun,
  insertRun,
  listUnfinishedRunIds,
  lockDueMonitors,
  setRunAnalysis,
  startRunAttempt,
  updateMonitor,
  type MonitorRow,
  type MonitorRunRow,
} from '@/db/queries/monitors';
import type { MonitorSnapshot } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { JOBS } from '../../queue';
import { HttpError } from '../../errors';
import { followAnalysis, requestAnalysis } from '../analysis';
import { createGrant } from '../access';
import { toBrandConfig } from '../brand-config';
import { queueMail } from '../mail';
import { changesWorthAlerting, snapshotOf, type MonitorChange } from './alert-conditions';
import { renderAlertEmail } from './emails';
import { monitorLink, reportLink } from './links';
import { nextRunAfter, periodAt, type MonitorFrequency } from './schedule';

/**
 * The scheduled runs (docs/decisions/022). A sweeper, every minute, turns each due monitor into one
 * run row per (monitor, period), the idempotency key, and queues a job for it. The job analyses the
 * URL through the analysis queue, compares with the last finished run and mails an alert once.
 * Every step can be repeated after a crash without doing anything twice.
 */
const SWEEP_BATCH = 200;
/** Attempts of one run before it is given up (our own failures only: a failing page is a result). */
const MAX_RUN_ATTEMPTS = 8;

export interface MonitorRunJob {
  runId: string;
}

/** A run's job lease: the wait for a place in the analysis queue plus the analysis itself. */
export const runLeaseSeconds = (ctx: AppContext) => ctx.config.ANALYSIS_JOB_LEASE_SECONDS * 2;

async function enqueueRun(ctx: AppContext, runId: string): Promise<void> {
  await ctx.queue.send(JOBS.monitorRun, { runId } satisfies MonitorRunJob, {
    singletonKey: `monitor-run:${runId}`,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: runLeaseSeconds(ctx),
  });
}

/**
 * Creates the runs of every monitor due at `now` and queues them; queues again runs left unfinished
 * for longer than their jobs can live (the process died after creating them, or pg-boss gave up).
 * Returns the ids of the runs created now.
 */
export async function sweepDueMonitors(ctx: AppContext, now = new Date()): Promise<string[]> {
  const { db } = ctx.database;
  const created = await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const m of await lockDueMonitors(tx, now, SWEEP_BATCH)) {
      const frequency = m.frequency as MonitorFrequency;
      const period = periodAt(m.id, frequency, now);
      const run = await insertRun(tx, m.id, period);
      await updateMonitor(tx, m.id, { nextRunAt: nextRunAfter(m.id, frequency, period) });
      if (run) ids.push(run.id);
    }
    return ids;
  });
  const staleBefore = new Date(Date.now() - runLeaseSeconds(ctx) * 1000 * 5);
  const stale = await listUnfinishedRunIds(db, staleBefore, SWEEP_BATCH);
  for (const id of new Set([...created, ...stale])) await enqueueRun(ctx, id);
  return created;
}

/** The analysis of a run: the one an earlier attempt started, or a new one through the analysis service. */
async function analysisOfRun(
  ctx: AppContext,
  run: MonitorRunRow,
  monitor: MonitorRow,
): Promise<string | MonitorSnapshot> {
  if (run.analysisId) return run.analysisId;
  try {
    const { analysis } = await requestAnalysis(ctx, {
      clientId: monitor.clientId,
      visitorSessionId: monitor.visitorSessionId,
      url: monitor.url,
      originIp: 'monitor',
      kind: 'single_page',
      intent: monitor.intent,
      fresh: true,
    });
    return (await setRunAnalysis(ctx.database.db, run.id, analysis.id)) ?? analysis.id;
  } catch (err) {
    // The address is refused now (e.g. it resolves to a private network): the page fails, as a result.
    if (err instanceof HttpError && (err.statusCode === 400 || err.statusCode === 422))
      return { ...snapshotOf({ id: '', status: 'failed', results: null, error: err.message }), analysisId: null };
    throw err; // queue full, database: pg-boss retries
  }
}

/** Mails the alert once per run (the dedupe key), in the tenant's brand, with the one-click unsubscribe. */
async function sendAlert(
  ctx: AppContext,
  client: ClientRow,
  monitor: MonitorRow,
  run: MonitorRunRow,
  changes: MonitorChange[],
  analysisId: string | null,
) {
  const brand = toBrandConfig({ client, products: await listActiveProducts(ctx.database.db, client.id) });
  const unsubscribeUrl = monitorLink(ctx, 'monitor-unsubscribe', monitor.id, client);
  const mail = renderAlertEmail({
    brand,
    url: monitor.url,
    changes,
    reportUrl: reportLink(ctx, client, monitor, analysisId),
    unsubscribeUrl,
  });
  await queueMail(ctx, {
    clientId: client.id,
    to: [monitor.email],
    ...mail,
    fromName: brand.companyName,
    dedupeKey: `monitor-alert:${run.id}`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}

type RunOutcome = 'finished' | 'alerted' | 'skipped' | 'abandoned';

/**
 * One run's job. Throws (so pg-boss retries) while the analysis cannot be queued or has not finished
 * within `timeoutMs`; the next attempt follows the same analysis. Repeating a finished run does nothing.
 */
export async function runMonitorRun(ctx: AppContext, runId: string, opts: { timeoutMs: number }): Promise<RunOutcome> {
  const { db } = ctx.database;
  const run = await startRunAttempt(db, runId);
  if (!run) return 'skipped';
  const monitor = await findMonitor(db, run.monitorId);
  const client = monitor && (await findClientById(db, monitor.clientId));
  if (!monitor || !client || monitor.status !== 'active' || run.attempts > MAX_RUN_ATTEMPTS) {
    await abandonRun(db, run.id);
    return 'abandoned';
  }
  const analysis = await analysisOfRun(ctx, run, monitor);
  let snapshot: MonitorSnapshot;
  if (typeof analysis === 'string') {
    const row = await followAnalysis(ctx, analysis, { timeoutMs: opts.timeoutMs });
    if (row === 'timeout' || row === 'aborted')
      throw new Error(`analysis ${analysis} of monitor run ${run.id} has not finished yet`);
    snapshot = snapshotOf(row);
    // The visitor's paid access to the URL covers its monitored re-checks: the alert's report link opens.
    if (monitor.createdBy === 'visitor')
      await createGrant(ctx, {
        clientId: client.id,
        visitorSessionId: monitor.visitorSessionId,
        analysisId: analysis,
        accessType: 'paid',
        sourceId: `monitor-run:${run.id}`,
      });
  } else snapshot = analysis;
  // The baseline is the last finished run before this period (a later one, finished first, wins).
  const baseline = monitor.lastPeriod !== null && monitor.lastPeriod < run.period ? monitor.lastSnapshot : null;
  const changes = changesWorthAlerting(baseline, snapshot, monitor.scoreDropThreshold);
  if (changes.length) await sendAlert(ctx, client, monitor, run, changes, snapshot.analysisId);
  await db.transaction((tx) => finishRun(tx, run, snapshot, changes.length > 0));
  return changes.length ? 'alerted' : 'finished';
}

import type { AppContext } from '../context';
import { JOBS } from '../queue';
import { loggableError } from '../errors';
import { runLeaseSeconds, runMonitorRun, sweepDueMonitors, type MonitorRunJob } from '../services/monitors/runs';

/** The sweeper's schedule: pg-boss keeps it in the database, so it survives restarts and fires once per minute across processes. */
const MONITOR_SWEEP_CRON = '* * * * *';
/** Runs at once per process: each mostly waits for its analysis, which the analysis workers do. */
const MONITOR_RUN_WORKERS = 2;

/** The monitor sweeper and run workers (docs/decisions/022). */
export async function startMonitorWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const log = ctx.log.child({ name: 'monitors' });
  const ids: string[] = [];
  ids.push(
    await ctx.queue.work(JOBS.monitorSweep, async () => {
      const created = await sweepDueMonitors(ctx);
      if (created.length) log.info({ runs: created.length }, 'monitor runs queued');
    }),
  );
  // A run stops waiting a little before its lease ends; pg-boss then retries it and it follows the same analysis.
  const timeoutMs = Math.max(5_000, runLeaseSeconds(ctx) * 1000 - 30_000);
  for (let i = 0; i < MONITOR_RUN_WORKERS; i++)
    ids.push(
      await ctx.queue.work<MonitorRunJob>(
        JOBS.monitorRun,
        { batchSize: 1, pollingIntervalSeconds: 2 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              const outcome = await runMonitorRun(ctx, job.data.runId, { timeoutMs });
              log.info({ runId: job.data.runId, outcome }, 'monitor run done');
            } catch (err) {
              log.warn(
                { runId: job.data.runId, err: loggableError(err, [ctx.config.APP_SECRET]) },
                'monitor run failed, pg-boss retries it',
              );
              throw err;
            }
          }
        },
      ),
    );
  await ctx.queue
    .schedule(JOBS.monitorSweep, MONITOR_SWEEP_CRON, {}, { tz: 'UTC' })
    .catch((err) => log.warn({ err: (err as Error).message }, 'could not schedule the monitor sweep'));
  return async () => {
    for (const id of ids) await ctx.queue.offWork({ id }).catch(() => {});
  };
}

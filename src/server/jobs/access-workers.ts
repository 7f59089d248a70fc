import pino from 'pino';
import type { AppContext } from '../context';
import { JOBS } from '../queue';
import { deliverMail, sweepMail } from '../services/mail';
import { postLeadToCrm } from '../services/leads';
import { purgeExpiredData } from '../services/retention';
import { mailStatus } from '@/db/queries/mail';

/** Daily at 03:17: retention. Every 10 minutes: the mail sweep (re-enqueues mail left queued). */
const RETENTION_CRON = '17 3 * * *';
const MAIL_SWEEP_CRON = '*/10 * * * *';

type MailJob = { mailId?: string; sweep?: boolean };

/** One mail job: deliver the stored mail, or throw so pg-boss retries it with backoff. */
export async function runMailJob(
  ctx: AppContext,
  data: MailJob,
  log = pino({ level: ctx.config.LOG_LEVEL }),
): Promise<void> {
  if (data.sweep) {
    await sweepMail(ctx, log);
    return;
  }
  if (!data.mailId) return;
  const sent = await deliverMail(ctx, data.mailId, log);
  if (!sent && (await mailStatus(ctx.database.db, data.mailId)) === 'queued')
    throw new Error(`mail ${data.mailId} not sent yet; retrying`);
}

/** Mail retry, CRM post and retention workers plus their schedules. */
export async function startAccessWorkers(ctx: AppContext): Promise<() => Promise<void>> {
  const log = pino({ level: ctx.config.LOG_LEVEL, name: 'jobs' });
  const ids: string[] = [];
  ids.push(
    await ctx.queue.work<MailJob>(JOBS.mail, { batchSize: 5 }, async (jobs) => {
      for (const job of jobs) await runMailJob(ctx, job.data, log);
    }),
  );
  ids.push(
    await ctx.queue.work<{ leadId: string }>(JOBS.crm, async (jobs) => {
      for (const job of jobs) {
        try {
          await postLeadToCrm(ctx, job.data.leadId);
        } catch (err) {
          log.warn({ leadId: job.data.leadId, err: (err as Error).message }, 'CRM post failed');
          throw err;
        }
      }
    }),
  );
  ids.push(
    await ctx.queue.work(JOBS.retention, async () => {
      const result = await purgeExpiredData(ctx);
      log.info(result, 'data retention: expired analyses deleted');
    }),
  );
  await ctx.queue
    .schedule(JOBS.retention, RETENTION_CRON, {}, { tz: 'UTC' })
    .catch((err) => log.warn({ err: (err as Error).message }, 'could not schedule retention'));
  await ctx.queue
    .schedule(JOBS.mail, MAIL_SWEEP_CRON, { sweep: true }, { tz: 'UTC' })
    .catch((err) => log.warn({ err: (err as Error).message }, 'could not schedule the mail sweep'));
  return async () => {
    for (const id of ids) await ctx.queue.offWork({ id }).catch(() => {});
  };
}

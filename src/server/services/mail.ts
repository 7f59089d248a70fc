import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import {
  claimQueuedMail,
  findMailByDedupeKey,
  insertMail,
  listMail,
  listQueuedMailIds,
  mailStatus,
  requeueStuckMail,
  updateMail,
  type OutboundMailRow,
} from '@/db/queries/mail';
import { JOBS } from '../queue';

/** After this many failed attempts a mail is marked 'failed' (kept, shown in the outbox, never deleted). */
const MAX_MAIL_ATTEMPTS = 12;
const MAIL_RETRY_OPTIONS = { retryLimit: 6, retryDelay: 30, retryBackoff: true } as const;

export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
/** For callers without a request log (jobs, tests). */
export const silent: MailLogger = { info: () => {}, warn: () => {} };

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

interface MailMessage {
  clientId: string | null;
  to: string[];
  subject: string;
  html: string;
  text: string;
  fromName?: string;
  /** Makes the mail go out once: a second queueMail with the same key is a no-op. */
  dedupeKey?: string;
  /** Extra headers (List-Unsubscribe on alerts). */
  headers?: Record<string, string>;
}

export interface QueueMailResult {
  id: string;
  /** sent: delivered over SMTP; outbox: stored (no SMTP_URL); queued: will be retried; duplicate: already queued/sent before. */
  status: 'sent' | 'outbox' | 'queued' | 'duplicate';
  emailSent: boolean;
}

function fromAddress(ctx: AppContext, name?: string): string {
  const configured = ctx.config.MAIL_FROM;
  const addr = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  const safeName = name?.replace(/["\r\n<>]/g, '').trim();
  return safeName ? `"${safeName}" <${addr}>` : configured;
}

/**
 * Stores the mail first (never lost), then sends it over SMTP_URL at once; a failure leaves it queued
 * for the retry job. Without SMTP_URL it stays in the outbox table the admin console shows.
 */
export async function queueMail(ctx: AppContext, msg: MailMessage, log: MailLogger = silent): Promise<QueueMailResult> {
  const { db } = ctx.database;
  const row = await insertMail(db, {
    clientId: msg.clientId,
    dedupeKey: msg.dedupeKey ?? null,
    toAddresses: msg.to.join(', '),
    fromAddress: fromAddress(ctx, msg.fromName),
    subject: msg.subject,
    html: msg.html,
    text: msg.text,
    headers: msg.headers ?? null,
    status: ctx.config.SMTP_URL ? 'queued' : 'outbox',
  });
  if (!row) {
    const existing = await findMailByDedupeKey(db, msg.dedupeKey ?? '');
    return { id: existing?.id ?? '', status: 'duplicate', emailSent: existing?.status === 'sent' };
  }
  if (!ctx.config.SMTP_URL) {
    log.info({ mailId: row.id, to: msg.to.length }, 'mail stored in the outbox table (SMTP_URL is not set)');
    return { id: row.id, status: 'outbox', emailSent: false };
  }
  const sent = await deliverMail(ctx, row.id, log);
  if (sent) return { id: row.id, status: 'sent', emailSent: true };
  await enqueueMailRetry(ctx, row.id, log);
  return { id: row.id, status: 'queued', emailSent: false };
}

async function enqueueMailRetry(ctx: AppContext, mailId: string, log: MailLogger = silent): Promise<void> {
  try {
    await ctx.queue.send(
      JOBS.mail,
      { mailId },
      { ...MAIL_RETRY_OPTIONS, singletonKey: `mail:${mailId}`, startAfter: 30 },
    );
  } catch (err) {
    // The row stays 'queued'; the periodic sweep re-enqueues it.
    log.warn({ err, mailId }, 'could not enqueue mail retry; the sweep will pick it up');
  }
}

/**
 * Sends one stored mail if it is still queued. Claims the row first (queued → sending), so the
 * immediate send and a retry job never both deliver it. Returns true once the mail is sent.
 */
export async function deliverMail(ctx: AppContext, mailId: string, log: MailLogger = silent): Promise<boolean> {
  const { db } = ctx.database;
  const claimed = await claimQueuedMail(db, mailId);
  if (!claimed) return (await mailStatus(db, mailId)) === 'sent';
  if (!ctx.config.SMTP_URL) {
    await updateMail(db, mailId, { status: 'outbox' });
    return false;
  }
  try {
    await transportFor(ctx.config.SMTP_URL).sendMail({
      from: claimed.fromAddress,
      to: claimed.toAddresses,
      subject: claimed.subject,
      html: claimed.html,
      text: claimed.text,
      ...(claimed.headers ? { headers: claimed.headers } : {}),
    });
    await updateMail(db, mailId, { status: 'sent', sentAt: new Date(), lastError: null });
    log.info({ mailId, attempts: claimed.attempts }, 'mail sent over SMTP');
    return true;
  } catch (err) {
    const failed = claimed.attempts >= MAX_MAIL_ATTEMPTS;
    await updateMail(db, mailId, {
      status: failed ? 'failed' : 'queued',
      lastError: String((err as Error).message ?? err).slice(0, 500),
    });
    log.warn(
      { mailId, attempts: claimed.attempts, err: (err as Error).message },
      failed ? 'mail failed for good; kept in the outbox' : 'mail send failed; will retry',
    );
    return false;
  }
}

/**
 * Periodic safety net: re-enqueues mail left 'queued' (enqueue failed, retries exhausted, process died)
 * and releases rows stuck in 'sending' by a crashed process.
 */
export async function sweepMail(ctx: AppContext, log: MailLogger = silent): Promise<number> {
  const { db } = ctx.database;
  await requeueStuckMail(db, new Date(Date.now() - 10 * 60_000));
  if (!ctx.config.SMTP_URL) return 0;
  const ids = await listQueuedMailIds(db, new Date(Date.now() - 60_000), 200);
  for (const id of ids) await enqueueMailRetry(ctx, id, log);
  return ids.length;
}

/** For the admin console: stored mail, newest first, optionally one tenant's and by status. */
export async function listOutbox(
  ctx: AppContext,
  opts: { clientId?: string | null; clientIds?: string[] | null; statuses?: string[]; limit?: number } = {},
): Promise<OutboundMailRow[]> {
  return listMail(ctx.database.db, { ...opts, limit: Math.min(opts.limit ?? 100, 500) });
}

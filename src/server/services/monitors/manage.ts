/**
 * What operators (services/monitors/admin.ts) and API keys (public.ts) do with a tenant's monitors:
 * one implementation; the callers decide who may and which tenant (docs/decisions/022, 029).
 */
import type { ClientRow } from '@/db/queries/clients';
import { insertVisitorSession } from '@/db/queries/visitor-sessions';
import { abandonUnfinishedRuns, updateMonitor, type MonitorRow } from '@/db/queries/monitors';
import type { MonitorUpdate, TenantMonitor } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { intentFor, safeAddress } from '../analysis';
import { resume, subscribe } from './subscriptions';
import { rescheduled, type MonitorFrequency } from './schedule';

export const toTenantMonitor = (m: MonitorRow): TenantMonitor => ({
  id: m.id,
  url: m.url,
  frequency: m.frequency as MonitorFrequency,
  status: m.status as TenantMonitor['status'],
  email: m.email,
  scoreDropThreshold: m.scoreDropThreshold,
  createdBy: m.createdBy,
  nextRunAt: m.nextRunAt.toISOString(),
  lastRunAt: m.lastRunAt?.toISOString() ?? null,
  lastScore: m.lastSnapshot?.score ?? null,
  createdAt: m.createdAt.toISOString(),
});

interface NewMonitor {
  url: string;
  frequency: MonitorFrequency;
  email: string;
  scoreDropThreshold?: number;
}

/**
 * A monitor of any URL of the tenant, by someone who answers for the tenant (an operator, the tenant's
 * API key): the address is trusted and the monitor runs at once. Its analyses belong to a session of its own.
 */
export async function addTrustedMonitor(
  ctx: AppContext,
  client: ClientRow,
  body: NewMonitor,
  createdBy: string,
): Promise<MonitorRow> {
  const url = await safeAddress(body.url, ctx.config.ALLOW_PRIVATE_NETWORK);
  const session = await insertVisitorSession(ctx.database.db, client.id);
  return subscribe(ctx, {
    client,
    visitorSessionId: session.id,
    url,
    intent: intentFor(undefined, client),
    frequency: body.frequency,
    email: body.email,
    scoreDropThreshold: body.scoreDropThreshold,
    createdBy,
    status: 'active',
    reopenUnsubscribed: false,
  });
}

/** A new frequency: the schedule restated at this monitor's own offset, runs of the old schedule given up. */
async function changeFrequency(ctx: AppContext, monitor: MonitorRow, frequency: MonitorFrequency) {
  if (monitor.frequency === frequency) return monitor;
  return ctx.database.db.transaction(async (tx) => {
    await abandonUnfinishedRuns(tx, monitor.id);
    const row = await updateMonitor(tx, monitor.id, { frequency, ...rescheduled(monitor, frequency, new Date()) });
    return row ?? monitor;
  });
}

/** Frequency, then pause or resume (under the cap), then the alert threshold: whichever the body names. */
export async function changeMonitor(
  ctx: AppContext,
  client: ClientRow,
  monitor: MonitorRow,
  body: MonitorUpdate,
): Promise<MonitorRow> {
  const { db } = ctx.database;
  let row = body.frequency ? await changeFrequency(ctx, monitor, body.frequency) : monitor;
  if (body.status === 'active' && row.status !== 'active') row = await resume(ctx, client, row);
  if (body.status === 'paused' && row.status !== 'paused') {
    const paused = await updateMonitor(db, row.id, { status: 'paused' }, ['active']);
    if (!paused) throw conflict(`A monitor that is ${row.status} cannot be paused`, 'not_active');
    row = paused;
  }
  if (body.scoreDropThreshold !== undefined)
    row = (await updateMonitor(db, row.id, { scoreDropThreshold: body.scoreDropThreshold })) ?? row;
  return row;
}

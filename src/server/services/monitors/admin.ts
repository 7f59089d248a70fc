import { findClientById } from '@/db/queries/clients';
import { insertVisitorSession } from '@/db/queries/visitor-sessions';
import {
  countCountedMonitors,
  deleteMonitorRow,
  findMonitor,
  listMonitors,
  updateMonitor,
  type MonitorRow,
} from '@/db/queries/monitors';
import type { AdminMonitor } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../errors';
import { canManageMonitors, type AdminActor } from '../../policies/admin';
import { clientInScope } from '../admin/clients';
import { clientIdsFor } from '../admin/usage';
import { intentFor, safeAddress } from '../analysis';
import { resume, subscribe } from './subscriptions';
import type { MonitorFrequency } from './schedule';

const toAdminMonitor = (m: MonitorRow, clientName: string): AdminMonitor => ({
  id: m.id,
  clientId: m.clientId,
  clientName,
  url: m.url,
  frequency: m.frequency as MonitorFrequency,
  status: m.status as AdminMonitor['status'],
  email: m.email,
  scoreDropThreshold: m.scoreDropThreshold,
  createdBy: m.createdBy,
  nextRunAt: m.nextRunAt.toISOString(),
  lastRunAt: m.lastRunAt?.toISOString() ?? null,
  lastScore: m.lastSnapshot?.score ?? null,
  createdAt: m.createdAt.toISOString(),
});

/** The monitors of the actor's tenants (or of one, with its cap), newest first: the same scope as the other tabs. */
export async function listMonitorsFor(ctx: AppContext, actor: AdminActor, clientId?: string) {
  const ids = await clientIdsFor(ctx, actor, clientId);
  const rows = await listMonitors(ctx.database.db, ids);
  const client = clientId ? await clientInScope(ctx, actor, clientId) : undefined;
  return {
    monitors: rows.map((r) => toAdminMonitor(r.monitor, r.clientName)),
    cap: client
      ? { max: client.maxActiveMonitors, used: await countCountedMonitors(ctx.database.db, client.id) }
      : null,
  };
}

/** A monitor in the actor's scope that it may change: 404 outside the scope (ids reveal nothing), 403 for a read-only role. */
async function manageableMonitor(ctx: AppContext, actor: AdminActor, id: string) {
  const monitor = await findMonitor(ctx.database.db, id);
  const client = monitor && (await findClientById(ctx.database.db, monitor.clientId));
  if (!monitor || !client) throw notFound('Monitor not found');
  await clientInScope(ctx, actor, client.id).catch(() => {
    throw notFound('Monitor not found');
  });
  if (!canManageMonitors(actor, client)) throw forbidden('Your role can view monitors but not change them');
  return { monitor, client };
}

/**
 * An operator subscribes any URL of their tenant; the address they enter is trusted (docs/decisions/022)
 * and the monitor runs at once. Its analyses belong to a visitor session of its own.
 */
export async function createAdminMonitor(
  ctx: AppContext,
  actor: AdminActor,
  body: { clientId: string; url: string; frequency: MonitorFrequency; email: string; scoreDropThreshold?: number },
) {
  const client = await clientInScope(ctx, actor, body.clientId);
  if (!canManageMonitors(actor, client)) throw forbidden('Your role can view monitors but not change them');
  const url = await safeAddress(body.url, ctx.config.ALLOW_PRIVATE_NETWORK);
  const session = await insertVisitorSession(ctx.database.db, client.id);
  const monitor = await subscribe(ctx, {
    client,
    visitorSessionId: session.id,
    url,
    intent: intentFor(undefined, client),
    frequency: body.frequency,
    email: body.email,
    scoreDropThreshold: body.scoreDropThreshold,
    createdBy: actor.email,
    status: 'active',
    reopenUnsubscribed: false,
  });
  return toAdminMonitor(monitor, client.name);
}

/** Pause, resume (under the cap) or change the alert threshold. */
export async function updateAdminMonitor(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  body: { status?: 'active' | 'paused'; scoreDropThreshold?: number },
) {
  const { monitor, client } = await manageableMonitor(ctx, actor, id);
  let row = monitor;
  if (body.status === 'active' && monitor.status !== 'active') row = await resume(ctx, client, monitor);
  if (body.status === 'paused' && monitor.status !== 'paused') {
    const paused = await updateMonitor(ctx.database.db, id, { status: 'paused' }, ['active']);
    if (!paused) throw conflict(`A monitor that is ${monitor.status} cannot be paused`, 'not_active');
    row = paused;
  }
  if (body.scoreDropThreshold !== undefined)
    row = (await updateMonitor(ctx.database.db, id, { scoreDropThreshold: body.scoreDropThreshold })) ?? row;
  return toAdminMonitor(row, client.name);
}

export async function deleteAdminMonitor(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  await manageableMonitor(ctx, actor, id);
  await deleteMonitorRow(ctx.database.db, id);
}

import { findClientById } from '@/db/queries/clients';
import {
  countCountedMonitors,
  deleteMonitorRow,
  findMonitor,
  listMonitors,
  type MonitorRow,
} from '@/db/queries/monitors';
import type { AdminMonitor, MonitorUpdate } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { canManageMonitors, type AdminActor } from '../../policies/admin';
import { clientInScope } from '../admin/clients';
import { clientIdsFor } from '../admin/usage';
import { addTrustedMonitor, changeMonitor, toTenantMonitor } from './manage';
import type { MonitorFrequency } from './schedule';

const toAdminMonitor = (m: MonitorRow, clientName: string): AdminMonitor => ({
  ...toTenantMonitor(m),
  clientId: m.clientId,
  clientName,
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

/** An operator subscribes any URL of their tenant; the address they enter is trusted (docs/decisions/022). */
export async function createAdminMonitor(
  ctx: AppContext,
  actor: AdminActor,
  body: { clientId: string; url: string; frequency: MonitorFrequency; email: string; scoreDropThreshold?: number },
) {
  const { clientId, ...fields } = body;
  const client = await clientInScope(ctx, actor, clientId);
  if (!canManageMonitors(actor, client)) throw forbidden('Your role can view monitors but not change them');
  return toAdminMonitor(await addTrustedMonitor(ctx, client, fields, actor.email), client.name);
}

/** Pause, resume (under the cap), the frequency (rescheduled at the monitor's own offset) or the alert threshold. */
export async function updateAdminMonitor(ctx: AppContext, actor: AdminActor, id: string, body: MonitorUpdate) {
  const { monitor, client } = await manageableMonitor(ctx, actor, id);
  return toAdminMonitor(await changeMonitor(ctx, client, monitor, body), client.name);
}

export async function deleteAdminMonitor(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  await manageableMonitor(ctx, actor, id);
  await deleteMonitorRow(ctx.database.db, id);
}

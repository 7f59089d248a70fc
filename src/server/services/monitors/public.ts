/**
 * A tenant's monitors through its API key (/api/v1/monitors, docs/decisions/029): the operators' rules
 * (services/monitors/manage.ts) for the key's own tenant. Another tenant's monitor is the same 404 as an
 * unknown id, so ids cannot be probed.
 */
import type { ClientRow } from '@/db/queries/clients';
import {
  countCountedMonitors,
  countMonitors,
  deleteMonitorRow,
  findTenantMonitor,
  listMonitors,
} from '@/db/queries/monitors';
import type { MonitorUpdate } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { addTrustedMonitor, changeMonitor, toTenantMonitor } from './manage';
import type { MonitorFrequency } from './schedule';

async function keyTenantMonitor(ctx: AppContext, client: ClientRow, id: string) {
  const monitor = await findTenantMonitor(ctx.database.db, client.id, id);
  if (!monitor) throw notFound('Monitor not found');
  return monitor;
}

export async function listKeyMonitors(ctx: AppContext, client: ClientRow, page: { limit: number; offset: number }) {
  const { db } = ctx.database;
  const rows = await listMonitors(db, [client.id], page);
  return {
    monitors: rows.map((r) => toTenantMonitor(r.monitor)),
    total: await countMonitors(db, client.id),
    cap: { max: client.maxActiveMonitors, used: await countCountedMonitors(db, client.id) },
  };
}

export const readKeyMonitor = async (ctx: AppContext, client: ClientRow, id: string) =>
  toTenantMonitor(await keyTenantMonitor(ctx, client, id));

/** Created by the key, named in createdBy so operators see where it came from; alerts link to the console. */
export async function createKeyMonitor(
  ctx: AppContext,
  client: ClientRow,
  keyName: string,
  body: { url: string; frequency: MonitorFrequency; email: string; scoreDropThreshold?: number },
) {
  return toTenantMonitor(await addTrustedMonitor(ctx, client, body, `api-key:${keyName}`));
}

export async function updateKeyMonitor(ctx: AppContext, client: ClientRow, id: string, body: MonitorUpdate) {
  return toTenantMonitor(await changeMonitor(ctx, client, await keyTenantMonitor(ctx, client, id), body));
}

export async function deleteKeyMonitor(ctx: AppContext, client: ClientRow, id: string): Promise<void> {
  await keyTenantMonitor(ctx, client, id);
  await deleteMonitorRow(ctx.database.db, id);
}

import { findClientById } from '@/db/queries/clients';
import { findMonitor, listSessionMonitors, updateMonitor, type MonitorRow } from '@/db/queries/monitors';
import type { VisitorMonitor } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../errors';
import type { ResolvedTenant } from '../tenants';
import { ownAnalysis } from '../own-analysis';
import { sessionAccess } from '../access';
import { premiumAccessRequired } from '../free-trial';
import { toBrandConfig } from '../brand-config';
import { queueMail, type MailLogger } from '../mail';
import { listActiveProducts } from '@/db/queries/products';
import { monitorIdOf, monitorLink } from './links';
import { renderConfirmEmail } from './emails';
import { subscribe } from './subscriptions';
import type { MonitorFrequency } from './schedule';

const toVisitorMonitor = (m: MonitorRow): VisitorMonitor => ({
  id: m.id,
  url: m.url,
  frequency: m.frequency as MonitorFrequency,
  status: m.status as VisitorMonitor['status'],
  email: m.email,
});

/** An analysis of this session whose full report it may see because it paid (or the site is free): failure reports do not count. */
async function monitorableAnalysis(ctx: AppContext, tenant: ResolvedTenant, sessionId: string | undefined, id: string) {
  const analysis = await ownAnalysis(ctx, tenant.client.id, sessionId, id);
  const access = await sessionAccess(ctx, tenant.client, sessionId, analysis);
  if (access.locked || access.reason === 'failure_report') throw premiumAccessRequired();
  if (analysis.status !== 'completed') throw conflict('This analysis has not finished yet', 'analysis_not_ready');
  return analysis;
}

/**
 * A visitor with the full report subscribes its URL (docs/decisions/022). The monitor waits for its
 * address to confirm: the confirmation mail is the only mail an address gets that did not ask for it.
 */
export async function createVisitorMonitor(
  ctx: AppContext,
  tenant: ResolvedTenant,
  sessionId: string | undefined,
  body: { analysisId: string; frequency: MonitorFrequency; email: string },
  log?: MailLogger,
): Promise<{ monitor: VisitorMonitor; message: string }> {
  const analysis = await monitorableAnalysis(ctx, tenant, sessionId, body.analysisId);
  const monitor = await subscribe(ctx, {
    client: tenant.client,
    visitorSessionId: sessionId!,
    url: analysis.url,
    intent: analysis.intent,
    frequency: body.frequency,
    email: body.email,
    createdBy: 'visitor',
    status: 'pending',
    reopenUnsubscribed: true,
  });
  const brand = toBrandConfig(tenant);
  const mail = renderConfirmEmail({
    brand,
    url: monitor.url,
    frequency: monitor.frequency,
    confirmUrl: monitorLink(ctx, 'monitor-confirm', monitor.id, tenant.client),
  });
  await queueMail(ctx, { clientId: tenant.client.id, to: [monitor.email], ...mail, fromName: brand.companyName }, log);
  return {
    monitor: toVisitorMonitor(monitor),
    message: `Check your inbox: we sent a link to ${monitor.email}. Alerts start once you confirm.`,
  };
}

/** This session's monitors of the analysis's URL. */
export async function listVisitorMonitors(
  ctx: AppContext,
  tenant: ResolvedTenant,
  sessionId: string | undefined,
  analysisId: string,
): Promise<VisitorMonitor[]> {
  const analysis = await ownAnalysis(ctx, tenant.client.id, sessionId, analysisId);
  const rows = await listSessionMonitors(ctx.database.db, {
    clientId: tenant.client.id,
    visitorSessionId: sessionId!,
    url: analysis.url,
  });
  return rows.map(toVisitorMonitor);
}

/**
 * The visitor stops the alerts of a monitor from the report (docs/decisions/030): only the session that
 * subscribed, in its tenant; to anyone else the monitor does not exist (404). Stopped is unsubscribed, as
 * by the mail's link: no more runs or mail, and subscribing again asks the address to confirm again.
 * Stopping twice answers the same.
 */
export async function stopVisitorMonitor(
  ctx: AppContext,
  tenant: ResolvedTenant,
  sessionId: string | undefined,
  monitorId: string,
): Promise<{ monitor: VisitorMonitor; message: string }> {
  const monitor = await findMonitor(ctx.database.db, monitorId);
  if (!monitor || !sessionId || monitor.clientId !== tenant.client.id || monitor.visitorSessionId !== sessionId)
    throw notFound('This monitor was not found');
  const stopped = (await updateMonitor(ctx.database.db, monitor.id, { status: 'unsubscribed' })) ?? monitor;
  return {
    monitor: toVisitorMonitor(stopped),
    message: `Alerts stopped: ${stopped.email} will get no more alerts for this page.`,
  };
}

/** The monitor a signed link names, with its tenant; a bad signature is a 400 that says so. */
export async function monitorOfLink(
  ctx: AppContext,
  purpose: 'monitor-confirm' | 'monitor-unsubscribe',
  token: string,
) {
  const id = monitorIdOf(ctx, purpose, token);
  if (!id)
    throw badRequest(
      'This link is not valid. Please use the link from the e-mail exactly as it was sent.',
      'invalid_link',
    );
  const monitor = await findMonitor(ctx.database.db, id);
  const client = monitor ? await findClientById(ctx.database.db, monitor.clientId) : undefined;
  const brand = client
    ? toBrandConfig({ client, products: await listActiveProducts(ctx.database.db, client.id) })
    : undefined;
  return { monitor, brand };
}

/** The address confirms: the monitor starts (its first run is the baseline). Confirming twice changes nothing. */
export async function confirmMonitor(ctx: AppContext, monitor: MonitorRow): Promise<void> {
  await updateMonitor(ctx.database.db, monitor.id, { status: 'active', nextRunAt: new Date() }, ['pending']);
}

/** One-click unsubscribe (RFC 8058): idempotent, and it holds whatever the monitor's state. */
export async function unsubscribeMonitor(ctx: AppContext, monitor: MonitorRow | undefined): Promise<void> {
  if (monitor) await updateMonitor(ctx.database.db, monitor.id, { status: 'unsubscribed' });
}

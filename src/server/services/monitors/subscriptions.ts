import type { ClientRow } from '@/db/queries/clients';
import {
  countCountedMonitorsLocked,
  findMonitorByKey,
  insertMonitor,
  updateMonitor,
  type MonitorRow,
} from '@/db/queries/monitors';
import type { AnalysisIntent } from '@/shared/analysis';
import { DEFAULT_SCORE_DROP } from '@/shared/monitors-api';
import type { AppContext } from '../../context';
import { conflict, HttpError } from '../../errors';
import type { MonitorFrequency } from './schedule';

/** Over the tenant's cap (docs/decisions/022). */
const capReached = (max: number) =>
  new HttpError(
    409,
    'monitor_limit_reached',
    `This site has reached its limit of ${max} active monitors. Pause or delete a monitor, or raise the limit in the client's settings.`,
  );

const alreadyMonitored = () => conflict('This e-mail address already gets alerts for this page.', 'already_monitored');

interface Subscription {
  client: ClientRow;
  visitorSessionId: string;
  url: string;
  intent: AnalysisIntent;
  frequency: MonitorFrequency;
  email: string;
  scoreDropThreshold?: number;
  /** 'visitor' or the admin's e-mail. */
  createdBy: string;
  /** pending: waits for the address to confirm (visitors); active: an operator's, running at once. */
  status: 'pending' | 'active';
  /** An unsubscribed monitor may be opened again (by its address's own confirmation); never by an operator. */
  reopenUnsubscribed: boolean;
}

/**
 * Adds a monitor under the tenant's cap, counted and inserted under one lock so two requests never both
 * take the last place. One monitor per tenant, URL and address: a second request for it is refused.
 */
export async function subscribe(ctx: AppContext, s: Subscription): Promise<MonitorRow> {
  return ctx.database.db.transaction(async (tx) => {
    const used = await countCountedMonitorsLocked(tx, s.client.id);
    const existing = await findMonitorByKey(tx, { clientId: s.client.id, url: s.url, email: s.email });
    if (existing && !(s.reopenUnsubscribed && existing.status === 'unsubscribed')) {
      if (existing.status === 'unsubscribed')
        throw conflict(
          'This address unsubscribed from alerts for this page. Only its owner can subscribe it again, from the report.',
          'unsubscribed',
        );
      throw alreadyMonitored();
    }
    if (used >= s.client.maxActiveMonitors) throw capReached(s.client.maxActiveMonitors);
    const values = {
      visitorSessionId: s.visitorSessionId,
      intent: s.intent,
      frequency: s.frequency,
      status: s.status,
      scoreDropThreshold: s.scoreDropThreshold ?? DEFAULT_SCORE_DROP,
      createdBy: s.createdBy,
      // The first run is the baseline: due at once (the sweeper takes active monitors only).
      nextRunAt: new Date(),
    };
    if (existing) return (await updateMonitor(tx, existing.id, values))!;
    return insertMonitor(tx, { ...values, clientId: s.client.id, url: s.url, email: s.email });
  });
}

/** Opens a paused monitor again, if the tenant's cap has room. */
export async function resume(ctx: AppContext, client: ClientRow, monitor: MonitorRow): Promise<MonitorRow> {
  return ctx.database.db.transaction(async (tx) => {
    const used = await countCountedMonitorsLocked(tx, client.id);
    if (used >= client.maxActiveMonitors) throw capReached(client.maxActiveMonitors);
    const row = await updateMonitor(tx, monitor.id, { status: 'active', nextRunAt: new Date() }, ['paused']);
    if (!row) throw conflict(`Only a paused monitor can be resumed (this one is ${monitor.status})`, 'not_paused');
    return row;
  });
}

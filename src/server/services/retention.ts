import type { AppContext } from '../context';
import { deleteAnalysesCreatedBefore } from '@/db/queries/analyses';
import { deleteStaleAttempts } from '@/db/queries/access-codes';
import { listClients } from '@/db/queries/clients';
import { deleteSettledMailBefore } from '@/db/queries/mail';
import { DEFAULT_PRIVACY_CONFIG } from '@/shared/brand';

interface RetentionResult {
  analyses: number;
  mail: number;
  perTenant: Record<string, number>;
}

/**
 * Data retention (privacy policy: analysis data is kept 30 days, then deleted): deletes each tenant's
 * analyses older than its privacy_config.dataRetentionDays (default 30), the stored report mail of the
 * same age that carries their content (never mail still waiting to be sent), and stale brute-force counters.
 */
export async function purgeExpiredData(ctx: AppContext, now: Date = new Date()): Promise<RetentionResult> {
  const { execute } = ctx.database;
  const result: RetentionResult = { analyses: 0, mail: 0, perTenant: {} };
  for (const c of await listClients(ctx.database.db)) {
    const configured = Number(c.privacyConfig?.dataRetentionDays);
    const days =
      Number.isInteger(configured) && configured >= 1 ? configured : DEFAULT_PRIVACY_CONFIG.dataRetentionDays;
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const analyses = await deleteAnalysesCreatedBefore(execute, c.id, cutoff);
    result.analyses += analyses;
    result.mail += await deleteSettledMailBefore(execute, c.id, cutoff);
    result.perTenant[c.tenant] = analyses;
  }
  await deleteStaleAttempts(execute, new Date(now.getTime() - 86_400_000), now);
  return result;
}

import type { AppContext } from '../context';
import { DEFAULT_PRIVACY_CONFIG } from '@/shared/brand';

export interface RetentionResult {
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
  const { rows: clients } = await ctx.database.execute(`select id, tenant, privacy_config from clients`);
  const result: RetentionResult = { analyses: 0, mail: 0, perTenant: {} };
  for (const c of clients) {
    const configured = Number(c.privacy_config?.dataRetentionDays);
    const days = Number.isInteger(configured) && configured >= 1 ? configured : DEFAULT_PRIVACY_CONFIG.dataRetentionDays;
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const { rows } = await ctx.database.execute(`delete from analyses where client_id = $1 and created_at < $2 returning id`, [c.id, cutoff]);
    const { rows: mail } = await ctx.database.execute(
      `delete from outbound_mail where client_id = $1 and created_at < $2 and status in ('sent', 'outbox', 'failed') returning id`,
      [c.id, cutoff],
    );
    result.analyses += rows.length;
    result.mail += mail.length;
    result.perTenant[c.tenant] = rows.length;
  }
  await ctx.database.execute(`delete from access_code_attempts where window_start < $1 and (locked_until is null or locked_until < $2)`, [new Date(now.getTime() - 86_400_000), now]);
  return result;
}

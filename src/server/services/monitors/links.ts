import type { ClientRow } from '@/db/queries/clients';
import type { AppContext } from '../../context';
import { signToken, verifyToken } from '../secrets';
import { tenantSiteUrl } from '../access-links';

/**
 * The signed links of a monitor's mail (docs/decisions/022): HMAC-SHA256 over the monitor id with a
 * key derived from APP_SECRET, one purpose each, so a confirmation token never unsubscribes and neither
 * passes as another token of the app.
 */
type LinkPurpose = 'monitor-confirm' | 'monitor-unsubscribe';
const PATHS: Record<LinkPurpose, string> = {
  'monitor-confirm': '/monitors/confirm/',
  'monitor-unsubscribe': '/monitors/unsubscribe/',
};

export const monitorToken = (ctx: AppContext, purpose: LinkPurpose, monitorId: string) =>
  signToken(ctx.config.APP_SECRET, purpose, monitorId);

/** The monitor id a token was signed for, or undefined for a bad signature. */
export const monitorIdOf = (ctx: AppContext, purpose: LinkPurpose, token: string) =>
  verifyToken(ctx.config.APP_SECRET, purpose, token);

export const monitorLink = (
  ctx: AppContext,
  purpose: LinkPurpose,
  monitorId: string,
  client: Pick<ClientRow, 'isPrivate' | 'domain'>,
) => new URL(`${PATHS[purpose]}${monitorToken(ctx, purpose, monitorId)}`, tenantSiteUrl(ctx, client)).toString();

/** Where the alert's "see the report" link goes: the visitor's report, or the admin console for an operator's monitor. */
export function reportLink(
  ctx: AppContext,
  client: Pick<ClientRow, 'id' | 'tenant' | 'isPrivate' | 'domain'>,
  monitor: { createdBy: string },
  analysisId: string | null,
): string {
  const site = tenantSiteUrl(ctx, client);
  if (monitor.createdBy !== 'visitor' || !analysisId)
    return new URL(`/admin?client=${client.id}#monitors`, ctx.config.PUBLIC_BASE_URL).toString();
  return new URL(`/?${new URLSearchParams({ tenant: client.tenant, report: analysisId })}`, site).toString();
}

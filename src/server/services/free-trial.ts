/**
 * The complimentary analysis, enforced on the server (security finding 4, docs/decisions/011).
 *
 * visitor.md: "Each visitor gets one complimentary single-page analysis showing scores only."
 * - A tenant whose payment processing is off is a free service: no limit at all (admin.md).
 * - A visitor session with access starts analyses without touching the trial: a live grant of any kind
 *   (a payment for an analysis, an access link, an access code, temporary access) or a purchase
 *   (credit) bought in this session, spent or not. Their new reports are locked or open as before.
 * - Anyone else gets one single-page analysis per session and tenant (a re-run of that same page, e.g.
 *   "analyse again now", is the same complimentary analysis), and every complimentary analysis counts
 *   against its address's daily allowance (FREE_TRIAL_PER_IP_PER_DAY per tenant), so dropping the
 *   cookie does not buy another. An analysis that failed or was cancelled gives the trial back (it still
 *   counts for the address). Multi-page needs access.
 */
import type { AppContext } from '../context';
import type { Executor, Tx } from '@/db/client';
import type { ClientRow } from '@/db/queries/clients';
import { hasLiveGrantForAnalyses } from '@/db/queries/access-grants';
import { hasCredit } from '@/db/queries/access-credits';
import { countTrialsFromAddress, findTrialPage, lockTrialClaims } from '@/db/queries/analyses';
import { touchVisitorSession } from '@/db/queries/visitor-sessions';
import { HttpError } from '../errors';
import { isFreeService } from './access';

/** visitor.md section 8, 'No analyses remaining'. */
const NO_ANALYSES_REMAINING =
  'You have no premium analysis credits remaining. Purchase more credits to continue analyzing websites.';
/** visitor.md section 8, 'Premium access required'. */
const PREMIUM_ACCESS_REQUIRED =
  'Premium access is required for this feature. Please purchase credits or enter an access code.';

/** 402: the complimentary analysis of this visitor (or of this address today) has been used. */
const noAnalysesRemaining = (code: 'free_trial_used' | 'free_trial_ip_limit' = 'free_trial_used') =>
  new HttpError(402, code, NO_ANALYSES_REMAINING);
/** 403: a multi-page analysis without access. */
export const premiumAccessRequired = () => new HttpError(403, 'premium_required', PREMIUM_ACCESS_REQUIRED);

const DAY_MS = 24 * 3600_000;

type AllowanceReason = 'free_service' | 'access' | 'trial';

/** Whether this visitor session may start analyses without the trial: a live grant, or a purchase (credit) spent or not. */
async function hasAnalysisAccess(db: Executor, clientId: string, visitorSessionId: string): Promise<boolean> {
  return (await hasLiveGrantForAnalyses(db, clientId, visitorSessionId)) || hasCredit(db, clientId, visitorSessionId);
}

/**
 * How this visitor may start an analysis of this kind: free service, access, or their complimentary
 * analysis (claimed atomically later by claimTrial). Throws the spec's 403 for multi-page without access.
 */
export async function analysisAllowance(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string,
  kind: 'single_page' | 'multi_page' | 'competitor_compare',
): Promise<AllowanceReason> {
  if (isFreeService(client)) return 'free_service';
  if (await hasAnalysisAccess(ctx.database.db, client.id, visitorSessionId)) return 'access';
  // Multi-page and competitor comparisons need access, as the spec says of multi-page.
  if (kind !== 'single_page') throw premiumAccessRequired();
  return 'trial';
}

/** Complimentary analyses started from this address for this tenant in the last 24 hours (whatever became of them). */
const trialsFromAddress = (db: Executor, clientId: string, originIp: string) =>
  countTrialsFromAddress(db, clientId, originIp, new Date(Date.now() - DAY_MS));

/**
 * Claims the complimentary analysis of `url` inside the transaction that inserts it: serialised per
 * session and per tenant and address, so two requests at once cannot both take it. Throws the 402.
 */
export async function claimTrial(
  ctx: AppContext,
  tx: Tx,
  input: { clientId: string; visitorSessionId: string; originIp: string; url: string },
): Promise<void> {
  await lockTrialClaims(tx, input);
  const page = await findTrialPage(tx, input.clientId, input.visitorSessionId);
  if (page !== undefined && page !== input.url) throw noAnalysesRemaining('free_trial_used');
  if ((await trialsFromAddress(tx, input.clientId, input.originIp)) >= ctx.config.FREE_TRIAL_PER_IP_PER_DAY)
    throw noAnalysesRemaining('free_trial_ip_limit');
  await touchVisitorSession(tx, input.visitorSessionId, { freeAnalysisUsed: true });
}

interface FreeTrialStatus {
  /** The complimentary analysis is no longer available to this visitor (used by the session, or the address's allowance is spent). */
  freeAnalysisUsed: boolean;
  /** The page it was used on; a re-run of it stays complimentary. */
  freeAnalysisUrl: string | null;
  /** Analyses are not limited by the trial (free service or access). */
  hasAccess: boolean;
  reason: 'free_service' | 'access' | null;
}

/** GET /api/free-trial: what the free-trial card shows, from the server's own records. */
export async function freeTrialStatus(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string | undefined,
  originIp: string,
): Promise<FreeTrialStatus> {
  if (isFreeService(client))
    return { freeAnalysisUsed: false, freeAnalysisUrl: null, hasAccess: true, reason: 'free_service' };
  const db = ctx.database.db;
  const page = visitorSessionId ? await findTrialPage(db, client.id, visitorSessionId) : undefined;
  if (visitorSessionId && (await hasAnalysisAccess(db, client.id, visitorSessionId))) {
    return { freeAnalysisUsed: page !== undefined, freeAnalysisUrl: page ?? null, hasAccess: true, reason: 'access' };
  }
  const addressSpent = (await trialsFromAddress(db, client.id, originIp)) >= ctx.config.FREE_TRIAL_PER_IP_PER_DAY;
  return {
    freeAnalysisUsed: page !== undefined || addressSpent,
    freeAnalysisUrl: page ?? null,
    hasAccess: false,
    reason: null,
  };
}

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
import { and, count, eq, gt, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import { accessCredits, accessGrants, analyses, visitorSessions } from '@/db/schema';
import { HttpError } from '../errors';
import { isFreeService } from './access';

type Tx = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];
type Executor = AppContext['database']['db'] | Tx;

/** visitor.md section 8, 'No analyses remaining'. */
export const NO_ANALYSES_REMAINING = 'You have no premium analysis credits remaining. Purchase more credits to continue analyzing websites.';
/** visitor.md section 8, 'Premium access required'. */
export const PREMIUM_ACCESS_REQUIRED = 'Premium access is required for this feature. Please purchase credits or enter an access code.';

/** 402: the complimentary analysis of this visitor (or of this address today) has been used. */
export const noAnalysesRemaining = (code: 'free_trial_used' | 'free_trial_ip_limit' = 'free_trial_used') => new HttpError(402, code, NO_ANALYSES_REMAINING);
/** 403: a multi-page analysis without access. */
export const premiumAccessRequired = () => new HttpError(403, 'premium_required', PREMIUM_ACCESS_REQUIRED);

const DAY_MS = 24 * 3600_000;
/** Any constants: with the session id / the tenant and address, the advisory locks that make "check, then insert" one step. */
const TRIAL_SESSION_LOCK = 724_118_303;
const TRIAL_IP_LOCK = 724_118_304;

export type AllowanceReason = 'free_service' | 'access' | 'trial';

/** Whether this visitor session may start analyses without the trial, and why (not the trial itself). */
export async function hasAnalysisAccess(db: Executor, clientId: string, visitorSessionId: string): Promise<boolean> {
  const [grant] = await db
    .select({ id: accessGrants.id })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.clientId, clientId),
        eq(accessGrants.visitorSessionId, visitorSessionId),
        or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, new Date())),
        // A session-wide 'paid' grant counts for nothing (decision 008; migration 0004 turned them into credits).
        or(ne(accessGrants.accessType, 'paid'), sql`${accessGrants.analysisId} is not null`),
      ),
    )
    .limit(1);
  if (grant) return true;
  const [credit] = await db
    .select({ id: accessCredits.id })
    .from(accessCredits)
    .where(and(eq(accessCredits.clientId, clientId), eq(accessCredits.visitorSessionId, visitorSessionId)))
    .limit(1);
  return Boolean(credit);
}

/**
 * How this visitor may start an analysis of this kind: free service, access, or their complimentary
 * analysis (claimed atomically later by claimTrial). Throws the spec's 403 for multi-page without access.
 */
export async function analysisAllowance(ctx: AppContext, client: ClientRow, visitorSessionId: string, kind: 'single_page' | 'multi_page'): Promise<AllowanceReason> {
  if (isFreeService(client)) return 'free_service';
  if (await hasAnalysisAccess(ctx.database.db, client.id, visitorSessionId)) return 'access';
  if (kind === 'multi_page') throw premiumAccessRequired();
  return 'trial';
}

/** The page of the session's complimentary analysis, if it has one that did not fail or get cancelled. */
async function trialPage(db: Executor, clientId: string, visitorSessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: analyses.url })
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.visitorSessionId, visitorSessionId), eq(analyses.isTrial, true), notInArray(analyses.status, ['failed', 'cancelled'])))
    .orderBy(analyses.createdAt)
    .limit(1);
  return row?.url;
}

/** Complimentary analyses started from this address for this tenant in the last 24 hours (whatever became of them). */
async function trialsFromAddress(db: Executor, clientId: string, originIp: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.originIp, originIp), eq(analyses.isTrial, true), gt(analyses.createdAt, new Date(Date.now() - DAY_MS))));
  return Number(row?.n ?? 0);
}

/**
 * Claims the complimentary analysis of `url` inside the transaction that inserts it: serialised per
 * session and per tenant and address, so two requests at once cannot both take it. Throws the 402.
 */
export async function claimTrial(ctx: AppContext, tx: Tx, input: { clientId: string; visitorSessionId: string; originIp: string; url: string }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_SESSION_LOCK}::int, hashtext(${input.visitorSessionId}::text))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_IP_LOCK}::int, hashtext(${`${input.clientId}|${input.originIp}`}::text))`);
  const page = await trialPage(tx, input.clientId, input.visitorSessionId);
  if (page !== undefined && page !== input.url) throw noAnalysesRemaining('free_trial_used');
  if ((await trialsFromAddress(tx, input.clientId, input.originIp)) >= ctx.config.FREE_TRIAL_PER_IP_PER_DAY) throw noAnalysesRemaining('free_trial_ip_limit');
  await tx.update(visitorSessions).set({ freeAnalysisUsed: true, lastSeenAt: new Date() }).where(eq(visitorSessions.id, input.visitorSessionId));
}

export interface FreeTrialStatus {
  /** The complimentary analysis is no longer available to this visitor (used by the session, or the address's allowance is spent). */
  freeAnalysisUsed: boolean;
  /** The page it was used on; a re-run of it stays complimentary. */
  freeAnalysisUrl: string | null;
  /** Analyses are not limited by the trial (free service or access). */
  hasAccess: boolean;
  reason: 'free_service' | 'access' | null;
}

/** GET /api/free-trial: what the free-trial card shows, from the server's own records. */
export async function freeTrialStatus(ctx: AppContext, client: ClientRow, visitorSessionId: string | undefined, originIp: string): Promise<FreeTrialStatus> {
  if (isFreeService(client)) return { freeAnalysisUsed: false, freeAnalysisUrl: null, hasAccess: true, reason: 'free_service' };
  const db = ctx.database.db;
  const page = visitorSessionId ? await trialPage(db, client.id, visitorSessionId) : undefined;
  if (visitorSessionId && (await hasAnalysisAccess(db, client.id, visitorSessionId))) {
    return { freeAnalysisUsed: page !== undefined, freeAnalysisUrl: page ?? null, hasAccess: true, reason: 'access' };
  }
  const addressSpent = (await trialsFromAddress(db, client.id, originIp)) >= ctx.config.FREE_TRIAL_PER_IP_PER_DAY;
  return { freeAnalysisUsed: page !== undefined || addressSpent, freeAnalysisUrl: page ?? null, hasAccess: false, reason: null };
}

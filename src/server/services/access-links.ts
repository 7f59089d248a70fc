import type { AppContext } from '../context';
import type { Tx } from '@/db/client';
import { findClientById, type ClientRow } from '@/db/queries/clients';
import { listActiveProducts } from '@/db/queries/products';
import { findAccessLink, insertAccessLink, useAccessLink, type AccessLinkRow } from '@/db/queries/access-links';
import { findCredit, findCreditOfPayment, moveUnspentCredit } from '@/db/queries/access-credits';
import { insertGrant } from '@/db/queries/access-grants';
import { findAnalysis, insertAnalysis } from '@/db/queries/analyses';
import { findNewestPaidPayment, findPayment, type PaymentRow } from '@/db/queries/payments';
import { ACCESS_LINK_TOKEN } from '@/shared/visitor-api';
import { notFound } from '../errors';
import { signToken, verifyToken } from './secrets';
import { toBrandConfig } from './brand-config';
import { renderAccessLinkEmail, type AccessLinkMail } from './report-email';
import { queueMail, silent, type MailLogger, type QueueMailResult } from './mail';

/**
 * Access links (finding 2, docs/decisions/008): the only way a payment reaches a browser other than the
 * one that paid. E-mailed to the payer; signed with a key derived from APP_SECRET; valid 7 days; one use.
 */
const ACCESS_LINK_TTL_MS = 7 * 24 * 3600_000;
const PURPOSE = 'access-link';

/** Why a link opens nothing: bad signature or unknown id, already used, past its expiry, or nothing left to open. */
export type AccessLinkProblem = 'invalid' | 'used' | 'expired' | 'unavailable';

/**
 * The site a tenant's links point at: PUBLIC_BASE_URL (it serves every tenant with ?tenant=), or for a
 * private tenant its own domain, the only host that serves it (finding 14, docs/decisions/011).
 */
export function tenantSiteUrl(ctx: AppContext, client?: Pick<ClientRow, 'isPrivate' | 'domain'> | null): string {
  if (!client?.isPrivate || !client.domain) return ctx.config.PUBLIC_BASE_URL!;
  return `${new URL(ctx.config.PUBLIC_BASE_URL!).protocol}//${client.domain}`;
}

export const accessLinkUrl = (
  ctx: AppContext,
  token: string,
  client?: Pick<ClientRow, 'isPrivate' | 'domain'> | null,
) => new URL(`/access/${token}`, tenantSiteUrl(ctx, client)).toString();

/** A new link for a paid payment: the row holds expiry and use; the token (never stored) is `<id>.<mac>`. */
export async function createAccessLink(
  ctx: AppContext,
  payment: Pick<PaymentRow, 'id' | 'clientId' | 'analysisId'>,
): Promise<AccessLinkMail & { token: string; id: string }> {
  const { db } = ctx.database;
  const row = await insertAccessLink(db, {
    clientId: payment.clientId,
    paymentId: payment.id,
    expiresAt: new Date(Date.now() + ACCESS_LINK_TTL_MS),
  });
  const token = signToken(ctx.config.APP_SECRET, PURPOSE, row.id);
  const client = await findClientById(db, payment.clientId);
  return {
    id: row.id,
    token,
    url: accessLinkUrl(ctx, token, client),
    expiresAt: row.expiresAt,
    credit: !payment.analysisId,
  };
}

/** The link a token names, if its signature holds (no state is changed). */
export async function inspectAccessLink(
  ctx: AppContext,
  token: string,
): Promise<{ link?: AccessLinkRow; client?: ClientRow; problem?: AccessLinkProblem }> {
  const id = ACCESS_LINK_TOKEN.test(token) ? verifyToken(ctx.config.APP_SECRET, PURPOSE, token) : undefined;
  if (!id) return { problem: 'invalid' };
  const link = await findAccessLink(ctx.database.db, id);
  if (!link) return { problem: 'invalid' };
  const client = await findClientById(ctx.database.db, link.clientId);
  if (!client) return { problem: 'invalid' };
  if (link.usedAt) return { link, client, problem: 'used' };
  if (link.expiresAt.getTime() <= Date.now()) return { link, client, problem: 'expired' };
  return { link, client };
}

class NothingToOpen extends Error {}

/** Opens an analysis for the redeeming session: its own already, or a copy it owns, with an 'access_link' grant from this link. */
async function openAnalysis(
  tx: Tx,
  analysisId: string,
  sessionId: string,
  link: AccessLinkRow,
  email: string,
): Promise<string> {
  const row = await findAnalysis(tx, analysisId);
  if (!row || row.clientId !== link.clientId || row.status !== 'completed') throw new NothingToOpen();
  let openedId = row.id;
  if (row.visitorSessionId !== sessionId) {
    // Analyses belong to one visitor session (ownership is how ids stay unguessable); the other browser gets its own copy.
    const copy = await insertAnalysis(tx, {
      ...row,
      id: undefined,
      visitorSessionId: sessionId,
      jobId: null,
      requestId: null,
      lastRequested: new Date(),
    });
    openedId = copy.id;
  }
  await insertGrant(tx, {
    clientId: link.clientId,
    visitorSessionId: sessionId,
    analysisId: openedId,
    email,
    accessType: 'access_link',
    sourceId: `link:${link.id}`,
  });
  return openedId;
}

/**
 * Redeems a link for a visitor session of the link's tenant. The use is one conditional UPDATE
 * (used_at is null and not expired), so of two browsers opening it at once exactly one wins; the use,
 * the copy and the grant commit together. A payment for an analysis opens (a copy of) that analysis; a
 * credit not spent yet moves to this session; a spent credit opens the analysis it was spent on.
 */
export async function redeemAccessLink(
  ctx: AppContext,
  link: AccessLinkRow,
  sessionId: string,
): Promise<{ analysisId?: string; creditProductType?: string; problem?: AccessLinkProblem }> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const used = await useAccessLink(tx, link.id, sessionId);
      if (!used) {
        const now = await findAccessLink(tx, link.id);
        return { problem: now?.usedAt ? 'used' : 'expired' };
      }
      const payment = await findPayment(tx, link.paymentId);
      if (!payment || payment.status !== 'paid') throw new NothingToOpen();
      if (payment.analysisId)
        return { analysisId: await openAnalysis(tx, payment.analysisId, sessionId, link, payment.email) };
      let credit = await findCreditOfPayment(tx, payment.id);
      if (!credit) throw new NothingToOpen();
      if (!credit.spentAt) {
        if (credit.visitorSessionId === sessionId) return { creditProductType: credit.productType };
        const moved = await moveUnspentCredit(tx, credit.id, sessionId);
        if (moved) return { creditProductType: moved.productType };
        // Spent by the payer's browser a moment ago: open what it was spent on.
        credit = (await findCredit(tx, credit.id))!;
      }
      if (!credit.analysisId) throw new NothingToOpen();
      return { analysisId: await openAnalysis(tx, credit.analysisId, sessionId, link, payment.email) };
    });
  } catch (err) {
    if (err instanceof NothingToOpen) return { problem: 'unavailable' };
    throw err;
  }
}

/** Mails a link alone (no report): after a purchase before any analysis, or when the payer asks again. */
export async function mailAccessLink(
  ctx: AppContext,
  payment: PaymentRow,
  opts: { dedupeKey?: string } = {},
  log: MailLogger = silent,
): Promise<QueueMailResult | undefined> {
  const { db } = ctx.database;
  const client = await findClientById(db, payment.clientId);
  if (!client) return undefined;
  const brand = toBrandConfig({ client, products: await listActiveProducts(db, client.id) });
  const link = await createAccessLink(ctx, payment);
  const mail = renderAccessLinkEmail({ brand, link });
  return queueMail(
    ctx,
    { clientId: client.id, to: [payment.email], ...mail, fromName: brand.companyName, dedupeKey: opts.dedupeKey },
    log,
  );
}

/**
 * POST /api/payments/resend-access-link: a new link for a payment of this visitor session (the payer's),
 * for this analysis (paid for it, or a credit spent on it), or without an analysis its newest credit
 * purchase. Goes to the payer's address only, which the answer does not repeat.
 */
export async function resendAccessLink(
  ctx: AppContext,
  client: ClientRow,
  sessionId: string,
  analysisId: string | undefined,
  log: MailLogger = silent,
): Promise<{ emailSent: boolean }> {
  const payment = await findNewestPaidPayment(
    ctx.database.db,
    client.id,
    sessionId,
    analysisId ? { analysisId } : 'credit',
  );
  if (!payment) throw notFound('No payment made in this browser was found for this report');
  const sent = await mailAccessLink(ctx, payment, {}, log);
  return { emailSent: sent?.emailSent ?? false };
}

import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import { findAnyLiveGrant, findGrantAndCredit, insertGrant, type GrantAndCredit } from '@/db/queries/access-grants';
import { hasCredit } from '@/db/queries/access-credits';
import { findAnalysis, type AnalysisRow } from '@/db/queries/analyses';
import { findNewestPaidPayment } from '@/db/queries/payments';
import { touchVisitorSession } from '@/db/queries/visitor-sessions';
import { pickScores, type AnalysisResult } from '@/shared/analysis';
import type { AccessStatusResponse } from '@/shared/visitor-api';
import { badRequest } from '../errors';
import { spendCredit } from './credits';

interface AnalysisAccess {
  locked: boolean;
  /** Why the report is open: paid, access_link (a payer's e-mailed link, another browser), access_code, temporary, free_service, failure_report. */
  reason?: string;
}

/** A tenant whose payment processing is off is a free service: nothing is locked (admin.md, payment settings). */
export const isFreeService = (client: ClientRow) => !client.stripeConfig?.enabled;

/** Failure and access-blocked reports are always unlocked (visitor.md section 4, report lock). */
export function isFailureResult(results: unknown): boolean {
  if (!results || typeof results !== 'object') return false;
  const r = results as Partial<AnalysisResult>;
  return r.isFailureReport === true || r.status === 'access_blocked';
}

/** Records a grant; a second grant from the same source (payment, code use) is a no-op. */
export async function createGrant(
  ctx: AppContext,
  grant: {
    clientId: string;
    visitorSessionId: string;
    analysisId: string | null;
    email?: string | null;
    accessType: 'paid' | 'access_code' | 'temporary';
    sourceId: string;
    expiresAt?: Date | null;
  },
): Promise<boolean> {
  const inserted = await insertGrant(ctx.database.db, {
    ...grant,
    email: grant.email ?? null,
    expiresAt: grant.expiresAt ?? null,
  });
  if (grant.email) await touchVisitorSession(ctx.database.db, grant.visitorSessionId, { email: grant.email });
  return inserted;
}

/** Temporary access to every report of a visitor session, granted by an admin of its tenant, for `hours` from now. */
export async function grantTemporaryAccess(
  ctx: AppContext,
  input: { client: ClientRow; visitorSessionId: string; email?: string; hours: number; adminId: string },
): Promise<{ expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + input.hours * 3600_000);
  if (!(expiresAt.getTime() > Date.now())) throw badRequest('durationHours must be positive');
  await createGrant(ctx, {
    clientId: input.client.id,
    visitorSessionId: input.visitorSessionId,
    analysisId: null,
    email: input.email?.toLowerCase() ?? null,
    accessType: 'temporary',
    sourceId: `temp:${input.adminId}:${input.visitorSessionId}:${expiresAt.getTime()}`,
    expiresAt,
  });
  return { expiresAt };
}

/** What access decisions need of an analysis row; owner, kind and status let an unspent credit open it. */
interface AccessSubject {
  id: string;
  clientId?: string;
  results: unknown;
  visitorSessionId?: string | null;
  kind?: string;
  status?: string;
  /** The session's grant and credit facts, when read with the row for the same session (findAnalysisForSession). */
  sessionGrant?: GrantAndCredit;
}

/**
 * Whether this visitor session may see the full report of an analysis (server-side truth, issue 5):
 * open for a free-service tenant, for failure/access-blocked reports, and for a visitor session of this
 * tenant holding a live grant: paid for this analysis, an access code, or temporary access. A finished
 * analysis of the session's own, not open otherwise, spends one unspent credit of its kind (a purchase
 * made before analysing, finding 3). Everything else is locked and gets redactForVisitor(results).
 */
export async function sessionAccess(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string | null | undefined,
  analysis: AccessSubject | null,
): Promise<AnalysisAccess> {
  if (analysis?.clientId && analysis.clientId !== client.id) return { locked: true };
  if (isFreeService(client)) return { locked: false, reason: 'free_service' };
  if (analysis && isFailureResult(analysis.results)) return { locked: false, reason: 'failure_report' };
  if (!visitorSessionId) return { locked: true };
  if (!analysis) {
    const grant = await findAnyLiveGrant(ctx.database.db, client.id, visitorSessionId);
    return grant ? { locked: false, reason: grant.accessType } : { locked: true };
  }
  const found =
    analysis.sessionGrant ??
    (await findGrantAndCredit(ctx.database.db, {
      clientId: client.id,
      visitorSessionId,
      analysisId: analysis.id,
      productType: analysis.kind ?? '',
    }));
  if (found.accessType) return { locked: false, reason: found.accessType };
  const own = analysis.visitorSessionId === visitorSessionId && analysis.status === 'completed';
  // Only a session holding a usable credit enters spendCredit's transaction; it checks everything again under its lock.
  if (own && analysis.kind && found.credit) {
    const spent = await spendCredit(ctx, {
      clientId: client.id,
      visitorSessionId,
      analysisId: analysis.id,
      kind: analysis.kind,
    });
    if (spent) return { locked: false, reason: 'paid' };
  }
  return { locked: true };
}

/**
 * GET /api/sessions/:id/access-status: only the caller's own session is reported on. Paid means a paid
 * payment of the session for the analysis (directly, or through a credit spent on it); without an
 * analysis, a purchase not spent yet counts as access (the next analysis will be open).
 */
export async function accessStatus(
  ctx: AppContext,
  client: ClientRow,
  currentSessionId: string | undefined,
  requestedSessionId: string,
  analysisId?: string,
): Promise<AccessStatusResponse> {
  const none: AccessStatusResponse = {
    hasAccess: false,
    paymentVerified: false,
    customerId: null,
    tenant: client.tenant,
    accessType: null,
  };
  if (!currentSessionId || currentSessionId !== requestedSessionId) return none;
  const { db } = ctx.database;
  let analysis: AnalysisRow | null = null;
  if (analysisId) {
    const row = await findAnalysis(db, analysisId);
    if (!row || row.clientId !== client.id) return none;
    analysis = row;
  }
  const access = await sessionAccess(ctx, client, currentSessionId, analysis);
  const payment = await findNewestPaidPayment(
    db,
    client.id,
    currentSessionId,
    analysis ? { analysisId: analysis.id } : 'any',
  );
  const paid = {
    paymentVerified: Boolean(payment),
    customerId: payment?.stripeCustomerId ?? null,
    tenant: client.tenant,
  };
  if (!analysis && access.locked && (await hasCredit(db, client.id, currentSessionId, { unspent: true })))
    return { hasAccess: true, ...paid, accessType: 'credit' };
  return { hasAccess: !access.locked, ...paid, accessType: access.reason ?? null };
}

/** The crawler teaser: each agent's verdicts, without the quoted robots lines, tags or evidence. */
const redactCrawlerAccess = (c: AnalysisResult['crawlerAccess']): AnalysisResult['crawlerAccess'] => ({
  agents: (c.agents ?? []).map((a) => ({
    agent: a.agent,
    provider: a.provider,
    purpose: a.purpose,
    robots: { verdict: a.robots.verdict, matchedLine: null, lineNumber: null },
    live: a.live ? { status: a.live.status, blocked: a.live.blocked, reason: null } : null,
    blocked: a.blocked,
  })),
  robotsTxt: c.robotsTxt,
  metaRobots: [],
  xRobotsTag: [],
  directives: c.directives,
  botProtection: { detected: c.botProtection.detected, provider: c.botProtection.provider, evidence: [] },
});

/** The render teaser: word counts and which signals need JavaScript, without their values. */
const redactRenderComparison = (rc: AnalysisResult['renderComparison']): AnalysisResult['renderComparison'] => ({
  renderingAvailable: rc.renderingAvailable,
  renderNote: null,
  rawWordCount: rc.rawWordCount,
  renderedWordCount: rc.renderedWordCount,
  signals: (rc.signals ?? []).map((s) => ({
    signal: s.signal,
    inRawHtml: s.inRawHtml,
    onlyAfterJs: s.onlyAfterJs,
    rawValue: '',
    renderedValue: null,
  })),
});

/**
 * What a locked visitor receives (docs/decisions/005-locked-report-redaction.md): the scores, status,
 * page details, red-flag titles and severities, impact titles with category and points, audit ids,
 * titles and scores, and the crawler/render teaser without quoted values. Every detail, fix, narrative
 * and recommendation is blanked, and the result still satisfies AnalysisResultSchema.
 */
export function redactForVisitor<T>(results: T): T {
  if (!results || typeof results !== 'object') return results;
  const r = results as unknown as AnalysisResult;
  const redacted: AnalysisResult = {
    ...pickScores(r),
    status: r.status,
    isFailureReport: r.isFailureReport,
    isPartialAnalysis: r.isPartialAnalysis,
    failureType: r.failureType ?? null,
    partialAnalysisData: r.partialAnalysisData
      ? {
          detectedProvider: r.partialAnalysisData.detectedProvider ?? null,
          robotsTxt: { details: [] },
          sitemap: { details: [] },
          ssl: { details: [] },
        }
      : null,
    isJavaScriptRendered: r.isJavaScriptRendered,
    narrativeReport: '',
    analyzedAt: r.analyzedAt,
    pageDetails: r.pageDetails,
    redFlags: (r.redFlags ?? []).map((f) =>
      typeof f === 'string' ? f : { title: f.title, severity: f.severity, description: '', impact: '' },
    ),
    // Gate titles and caps stay visible (what keeps the page out of AI answers); the evidence is paid detail.
    gates: (r.gates ?? []).map((g) => ({ ...g, consequence: '', evidence: [], source: '' })),
    // The free view shows each engine's status; the rules that decided it are paid detail.
    engines: (r.engines ?? []).map((e) => ({ ...e, reasons: [] })),
    optimizationImpacts: (r.optimizationImpacts ?? []).map((i) => ({
      title: i.title,
      category: i.category,
      scoreIncrease: i.scoreIncrease,
      description: '',
      currentIssue: '',
      solution: '',
    })),
    recommendations: { quickFixes: [], high: [], medium: [], low: [] },
    structuredData: { schemaTypes: [], jsonLdFound: false, jsonLdBlocks: 0, recommendations: [] },
    metadata: {
      titleTag: { present: false, length: 0, status: 'missing' },
      metaDescription: { present: false, length: 0, status: 'missing' },
      openGraph: { title: null, description: null, image: null, imageSize: null },
    },
    contentVisibility: { aiCrawlability: 0, botAccess: 0, contentQuality: 0 },
    citationPotential: { citationReadiness: 0, relevanceScore: 0, authorityScore: 0, keyStrengths: [] },
    authoritySignals: {
      authorInfo: false,
      credentials: false,
      aboutPage: false,
      contactInfo: false,
      privacyPolicy: false,
      socialProof: 0,
    },
    technicalSeo: { https: false, mobileOptimized: false, botAccessibility: false, pageSpeed: 'unknown' },
    crawlerAccess: r.crawlerAccess ? redactCrawlerAccess(r.crawlerAccess) : (undefined as never),
    renderComparison: r.renderComparison ? redactRenderComparison(r.renderComparison) : (undefined as never),
    audits: (r.audits ?? []).map((a) => ({
      id: a.id,
      category: a.category,
      title: a.title,
      failureTitle: a.failureTitle,
      description: a.description,
      score: a.score,
      scoreDisplayMode: a.scoreDisplayMode,
      weight: a.weight,
      // The typed facts are the evidence in machine form: locked exactly as the evidence is.
      evidence: [],
      numericValue: null,
      numericUnit: null,
      details: null,
      fix: null,
      errorMessage: null,
    })),
    // The goal the analysis was run for (docs/decisions/016): the report says it, locked or not.
    ...(r.intent ? { intent: r.intent } : {}),
    ...(r.pages
      ? { pages: r.pages.map((p) => ({ ...p, error: p.error ? 'Details are part of the full report' : null })) }
      : {}),
    ...(r.engineInfo ? { engineInfo: r.engineInfo } : {}),
  };
  return redacted as unknown as T;
}

import type { FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import { accessGrants, visitorSessions } from '@/db/schema';
import type { AnalysisResult } from '@/shared/analysis';
import { currentVisitorSession } from './visitor-sessions';
import { spendCredit } from './credits';

export type AccessReason = 'paid' | 'access_link' | 'access_code' | 'temporary' | 'free_service' | 'failure_report';

export interface AnalysisAccess {
  locked: boolean;
  /** Why the report is open: paid, access_link (a payer's e-mailed link, another browser), access_code, temporary, free_service, failure_report. */
  reason?: string;
}

export type AccessGrantRow = typeof accessGrants.$inferSelect;

/** A tenant whose payment processing is off is a free service: nothing is locked (admin.md, payment settings). */
export const isFreeService = (client: ClientRow) => !client.stripeConfig?.enabled;

/** Failure and access-blocked reports are always unlocked (visitor.md section 4, report lock). */
export function isFailureResult(results: unknown): boolean {
  if (!results || typeof results !== 'object') return false;
  const r = results as Partial<AnalysisResult>;
  return r.isFailureReport === true || r.status === 'access_blocked';
}

/**
 * The live grant that opens this analysis for this visitor session: a payment for this analysis, an
 * access code or temporary access (session-wide grants have analysis_id null). Expired grants do not count.
 * A payment never opens a whole session (finding 3): a session-wide 'paid' grant, should one exist, counts for nothing.
 */
export async function findGrant(ctx: AppContext, clientId: string, visitorSessionId: string, analysisId: string | null): Promise<AccessGrantRow | undefined> {
  const sessionWide = and(isNull(accessGrants.analysisId), ne(accessGrants.accessType, 'paid'));
  const analysisMatch = analysisId ? or(sessionWide, eq(accessGrants.analysisId, analysisId)) : sessionWide;
  const [row] = await ctx.database.db
    .select()
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.clientId, clientId),
        eq(accessGrants.visitorSessionId, visitorSessionId),
        analysisMatch,
        or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, new Date())),
      ),
    )
    .orderBy(desc(accessGrants.createdAt))
    .limit(1);
  return row;
}

/** Any live grant of the session (for access-status without an analysis). */
export async function findAnyGrant(ctx: AppContext, clientId: string, visitorSessionId: string): Promise<AccessGrantRow | undefined> {
  const [row] = await ctx.database.db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.clientId, clientId), eq(accessGrants.visitorSessionId, visitorSessionId), or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, new Date()))))
    .orderBy(desc(accessGrants.createdAt))
    .limit(1);
  return row;
}

/** Records a grant; a second grant from the same source (payment, code use) is a no-op. */
export async function createGrant(
  ctx: AppContext,
  grant: { clientId: string; visitorSessionId: string; analysisId: string | null; email?: string | null; accessType: 'paid' | 'access_code' | 'temporary'; sourceId: string; expiresAt?: Date | null },
): Promise<boolean> {
  const inserted = await ctx.database.db
    .insert(accessGrants)
    .values({ ...grant, email: grant.email ?? null, expiresAt: grant.expiresAt ?? null })
    .onConflictDoNothing()
    .returning({ id: accessGrants.id });
  if (grant.email) await ctx.database.db.update(visitorSessions).set({ email: grant.email, lastSeenAt: new Date() }).where(eq(visitorSessions.id, grant.visitorSessionId));
  return inserted.length > 0;
}

/** What access decisions need of an analysis row; owner, kind and status let an unspent credit open it. */
export interface AccessSubject {
  id: string;
  clientId?: string;
  results: unknown;
  visitorSessionId?: string | null;
  kind?: string;
  status?: string;
}

/**
 * Access of a known visitor session (no request): used by send-report and the access-status call.
 * A finished analysis of the session's own, not open otherwise, spends one unspent credit of its kind
 * (a purchase made before analysing, finding 3).
 */
export async function sessionAccess(ctx: AppContext, client: ClientRow, visitorSessionId: string | null | undefined, analysis: AccessSubject | null): Promise<AnalysisAccess> {
  if (analysis?.clientId && analysis.clientId !== client.id) return { locked: true };
  if (isFreeService(client)) return { locked: false, reason: 'free_service' };
  if (analysis && isFailureResult(analysis.results)) return { locked: false, reason: 'failure_report' };
  if (!visitorSessionId) return { locked: true };
  const grant = analysis ? await findGrant(ctx, client.id, visitorSessionId, analysis.id) : await findAnyGrant(ctx, client.id, visitorSessionId);
  if (grant) return { locked: false, reason: grant.accessType };
  if (analysis && analysis.visitorSessionId === visitorSessionId && analysis.status === 'completed' && analysis.kind) {
    const spent = await spendCredit(ctx, { clientId: client.id, visitorSessionId, analysisId: analysis.id, kind: analysis.kind });
    if (spent) return { locked: false, reason: 'paid' };
  }
  return { locked: true };
}

/**
 * Whether this request may see the full report of an analysis (server-side truth, issue 5):
 * open for a free-service tenant, for failure/access-blocked reports, and for a visitor session
 * (signed cookie of this tenant) holding a live grant: paid for this analysis, an access code, or
 * temporary access. Everything else is locked and gets redactForVisitor(results).
 */
export async function analysisAccess(
  ctx: AppContext,
  request: FastifyRequest,
  client: ClientRow,
  analysis: AccessSubject & { visitorSessionId: string | null },
): Promise<AnalysisAccess> {
  if (analysis.clientId && analysis.clientId !== client.id) return { locked: true };
  if (isFreeService(client)) return { locked: false, reason: 'free_service' };
  if (isFailureResult(analysis.results)) return { locked: false, reason: 'failure_report' };
  const session = await currentVisitorSession(ctx, request, client.id);
  return sessionAccess(ctx, client, session?.id, analysis);
}

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
    overallScore: r.overallScore,
    aiLlmVisibilityScore: r.aiLlmVisibilityScore,
    techScore: r.techScore,
    contentScore: r.contentScore,
    accessibilityScore: r.accessibilityScore,
    authorityScore: r.authorityScore,
    status: r.status,
    isFailureReport: r.isFailureReport,
    isPartialAnalysis: r.isPartialAnalysis,
    failureType: r.failureType ?? null,
    partialAnalysisData: r.partialAnalysisData
      ? { detectedProvider: r.partialAnalysisData.detectedProvider ?? null, robotsTxt: { details: [] }, sitemap: { details: [] }, ssl: { details: [] } }
      : null,
    isJavaScriptRendered: r.isJavaScriptRendered,
    narrativeReport: '',
    analyzedAt: r.analyzedAt,
    pageDetails: r.pageDetails,
    redFlags: (r.redFlags ?? []).map((f) => (typeof f === 'string' ? f : { title: f.title, severity: f.severity, description: '', impact: '' })),
    // Gate titles and caps stay visible (what keeps the page out of AI answers); the evidence is paid detail.
    gates: (r.gates ?? []).map((g) => ({ ...g, consequence: '', evidence: [], source: '' })),
    // The free view shows each engine's status; the rules that decided it are paid detail.
    engines: (r.engines ?? []).map((e) => ({ ...e, reasons: [] })),
    optimizationImpacts: (r.optimizationImpacts ?? []).map((i) => ({ title: i.title, category: i.category, scoreIncrease: i.scoreIncrease, description: '', currentIssue: '', solution: '' })),
    recommendations: { quickFixes: [], high: [], medium: [], low: [] },
    structuredData: { schemaTypes: [], jsonLdFound: false, jsonLdBlocks: 0, recommendations: [] },
    metadata: {
      titleTag: { present: false, length: 0, status: 'missing' },
      metaDescription: { present: false, length: 0, status: 'missing' },
      openGraph: { title: null, description: null, image: null, imageSize: null },
    },
    contentVisibility: { aiCrawlability: 0, botAccess: 0, contentQuality: 0 },
    citationPotential: { citationReadiness: 0, relevanceScore: 0, authorityScore: 0, keyStrengths: [] },
    authoritySignals: { authorInfo: false, credentials: false, aboutPage: false, contactInfo: false, privacyPolicy: false, socialProof: 0 },
    technicalSeo: { https: false, mobileOptimized: false, botAccessibility: false, pageSpeed: 'unknown' },
    crawlerAccess: r.crawlerAccess
      ? {
          agents: (r.crawlerAccess.agents ?? []).map((a) => ({
            agent: a.agent,
            provider: a.provider,
            purpose: a.purpose,
            robots: { verdict: a.robots.verdict, matchedLine: null, lineNumber: null },
            live: a.live ? { status: a.live.status, blocked: a.live.blocked, reason: null } : null,
            blocked: a.blocked,
          })),
          robotsTxt: r.crawlerAccess.robotsTxt,
          metaRobots: [],
          xRobotsTag: [],
          directives: r.crawlerAccess.directives,
          botProtection: { detected: r.crawlerAccess.botProtection.detected, provider: r.crawlerAccess.botProtection.provider, evidence: [] },
        }
      : (undefined as never),
    renderComparison: r.renderComparison
      ? {
          renderingAvailable: r.renderComparison.renderingAvailable,
          renderNote: null,
          rawWordCount: r.renderComparison.rawWordCount,
          renderedWordCount: r.renderComparison.renderedWordCount,
          signals: (r.renderComparison.signals ?? []).map((s) => ({ signal: s.signal, inRawHtml: s.inRawHtml, onlyAfterJs: s.onlyAfterJs, rawValue: '', renderedValue: null })),
        }
      : (undefined as never),
    audits: (r.audits ?? []).map((a) => ({
      id: a.id,
      category: a.category,
      title: a.title,
      failureTitle: a.failureTitle,
      description: a.description,
      score: a.score,
      scoreDisplayMode: a.scoreDisplayMode,
      weight: a.weight,
      evidence: [],
      fix: null,
      errorMessage: null,
    })),
    // The goal the analysis was run for (docs/decisions/016): the report says it, locked or not.
    ...(r.intent ? { intent: r.intent } : {}),
    ...(r.pages ? { pages: r.pages.map((p) => ({ ...p, error: p.error ? 'Details are part of the full report' : null })) } : {}),
    ...(r.engineInfo ? { engineInfo: r.engineInfo } : {}),
  };
  return redacted as unknown as T;
}

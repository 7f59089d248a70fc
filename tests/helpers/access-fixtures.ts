import { eq } from 'drizzle-orm';
import { analyses, clients, visitorSessions } from '@/db/schema';
import type { AnalysisResult } from '@/shared/analysis';
import type { TestApp } from './app';

/** Strings that only appear in the locked parts of sampleResult: none may reach a locked visitor. */
export const SECRET_MARKERS = [
  'SECRET-flag-description',
  'SECRET-flag-impact',
  'SECRET-flag-howto',
  'SECRET-impact-description',
  'SECRET-impact-issue',
  'SECRET-impact-solution',
  'SECRET-rec-title',
  'SECRET-rec-step',
  'SECRET-narrative',
  'SECRET-schema-type',
  'SECRET-sd-rec',
  'SECRET-title-value',
  'SECRET-og-title',
  'SECRET-strength',
  'SECRET-evidence',
  'SECRET-fix',
  'SECRET-robots-line',
  'SECRET-raw-value',
  'SECRET-meta-robots',
  'SECRET-detail-item',
];

/** A complete, schema-valid AnalysisResult whose locked details carry SECRET markers. */
export function sampleResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  const rec = { title: 'SECRET-rec-title', description: 'SECRET-rec-step desc', stepByStep: ['SECRET-rec-step 1'] };
  return {
    overallScore: 61.4,
    aiLlmVisibilityScore: 55,
    techScore: 80,
    contentScore: 62,
    accessibilityScore: 70,
    authorityScore: 48,
    status: 'completed',
    isFailureReport: false,
    isPartialAnalysis: false,
    failureType: null,
    partialAnalysisData: null,
    isJavaScriptRendered: false,
    narrativeReport: 'SECRET-narrative first paragraph.\n\nSecond paragraph SECRET-narrative.',
    analyzedAt: '2025-06-01T10:00:00.000Z',
    pageDetails: { url: 'https://example.com/', title: 'Example Domain', pageType: 'Website', lastModified: null },
    redFlags: [
      {
        title: 'Missing llms.txt',
        description: 'SECRET-flag-description',
        severity: 'high',
        impact: 'SECRET-flag-impact',
        howToFix: 'SECRET-flag-howto',
        auditId: 'llms-txt',
      },
      'No structured data',
    ],
    optimizationImpacts: [
      {
        title: 'Add structured data',
        description: 'SECRET-impact-description',
        scoreIncrease: 6.2,
        category: 'AI/LLM Visibility',
        timeframe: '1-7 days',
        currentIssue: 'SECRET-impact-issue',
        solution: 'SECRET-impact-solution',
      },
    ],
    recommendations: { quickFixes: [rec], high: [rec], medium: [], low: [rec] },
    structuredData: {
      schemaTypes: ['SECRET-schema-type'],
      jsonLdFound: true,
      jsonLdBlocks: 1,
      recommendations: ['SECRET-sd-rec'],
    },
    metadata: {
      titleTag: { present: true, length: 14, status: 'too_short', value: 'SECRET-title-value' },
      metaDescription: { present: false, length: 0, status: 'missing', value: null },
      openGraph: { title: 'SECRET-og-title', description: null, image: null, imageSize: null },
    },
    contentVisibility: { aiCrawlability: 81, botAccess: 90, contentQuality: 55 },
    citationPotential: {
      citationReadiness: 60,
      relevanceScore: 70,
      authorityScore: 40,
      keyStrengths: ['SECRET-strength'],
    },
    authoritySignals: {
      authorInfo: true,
      credentials: false,
      aboutPage: true,
      contactInfo: true,
      privacyPolicy: true,
      socialProof: 2,
    },
    technicalSeo: { https: true, mobileOptimized: true, botAccessibility: true, pageSpeed: 'fast' },
    gates: [],
    engines: [],
    crawlerAccess: {
      agents: [
        {
          agent: 'GPTBot',
          provider: 'OpenAI',
          purpose: 'training',
          robots: { verdict: 'disallowed', matchedLine: 'SECRET-robots-line', lineNumber: 3 },
          live: { status: 200, blocked: false, reason: 'SECRET-robots-line reason' },
          blocked: true,
        },
      ],
      robotsTxt: { found: true, url: 'https://example.com/robots.txt', status: 200 },
      metaRobots: ['SECRET-meta-robots'],
      xRobotsTag: [],
      directives: { noindex: false, nofollow: false, noai: false, noimageai: false },
      botProtection: { detected: false, provider: null, evidence: ['SECRET-evidence bp'] },
    },
    renderComparison: {
      renderingAvailable: true,
      renderNote: null,
      rawWordCount: 120,
      renderedWordCount: 130,
      signals: [
        {
          signal: 'title',
          inRawHtml: true,
          onlyAfterJs: false,
          rawValue: 'SECRET-raw-value',
          renderedValue: 'SECRET-raw-value',
        },
      ],
    },
    audits: [
      {
        id: 'llms-txt',
        category: 'aiLlmVisibility',
        title: 'Has llms.txt',
        failureTitle: 'No llms.txt',
        description: 'llms.txt helps assistants.',
        score: 0,
        scoreDisplayMode: 'numeric',
        weight: 2,
        evidence: [{ label: 'GET /llms.txt', value: 'SECRET-evidence 404' }],
        numericValue: 404,
        numericUnit: 'count',
        details: {
          type: 'table',
          headings: [{ key: 'problem', label: 'Problem', valueType: 'text' }],
          items: [{ problem: 'SECRET-detail-item' }],
        },
        fix: { title: 'SECRET-fix title', description: 'SECRET-fix', stepByStep: ['SECRET-fix step'] },
        errorMessage: null,
      },
    ],
    ...overrides,
  };
}

export async function clientOf(t: TestApp, tenant: string) {
  const [row] = await t.ctx.database.db.select().from(clients).where(eq(clients.tenant, tenant)).limit(1);
  return row;
}

/** Inserts a finished analysis for a tenant (and optionally a visitor session). */
export async function insertAnalysis(
  t: TestApp,
  opts: {
    tenant?: string;
    visitorSessionId?: string | null;
    results?: AnalysisResult;
    url?: string;
    createdAt?: Date;
    /** single_page unless given (competitor_compare: a comparison, its competitors inserted apart). */
    kind?: string;
  } = {},
) {
  const client = await clientOf(t, opts.tenant ?? 'default');
  const results = opts.results ?? sampleResult();
  const [row] = await t.ctx.database.db
    .insert(analyses)
    .values({
      clientId: client.id,
      visitorSessionId: opts.visitorSessionId ?? null,
      url: opts.url ?? results.pageDetails.url,
      status: 'completed',
      overallScore: results.overallScore,
      results,
      completedAt: new Date(),
      ...(opts.kind ? { kind: opts.kind } : {}),
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  return row;
}

/** A visitor: a cookie jar for gs_visitor obtained from the API itself. */
let visitorCount = 0;

export class Visitor {
  cookies: Record<string, string> = {};
  /** Each visitor comes from its own address, as separate people do (rate limits are per IP). */
  readonly ip = `10.200.${Math.floor(++visitorCount / 250) % 250}.${visitorCount % 250}`;
  constructor(
    private t: TestApp,
    readonly tenant = 'default',
  ) {}
  async req(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await this.t.app.inject({
      method,
      url: this.tenant === 'default' ? url : `${url}${sep}tenant=${this.tenant}`,
      cookies: this.cookies,
      headers,
      remoteAddress: this.ip,
      ...(payload ? { payload } : {}),
    });
    for (const c of res.cookies) this.cookies[c.name] = c.value;
    return res;
  }
  /** Starts a visitor session of this tenant, as the analyze call would, and holds its signed cookie. */
  async start(): Promise<string> {
    const client = await clientOf(this.t, this.tenant);
    const [row] = await this.t.ctx.database.db.insert(visitorSessions).values({ clientId: client.id }).returning();
    this.cookies.gs_visitor = this.t.app.signCookie(row.id);
    return row.id;
  }
  sessionId(): string | undefined {
    const raw = this.cookies.gs_visitor;
    return raw ? decodeURIComponent(raw).split('.')[0] : undefined;
  }
}

/**
 * gather → audit (an audit that throws becomes an error result) → score → report.
 */
import { ANALYSIS_STEPS, AnalysisResultSchema, CATEGORY_IDS, type AnalysisResult, type AnalysisStep, type AuditResult, type FailureType, type PageScore } from '@/shared/analysis';
import { type CrawlerAccess } from '@/shared/crawler-access';
import { type RenderComparison } from '@/shared/report-sections';
import { overallFromCategories } from '@/shared/scoring-bands';
import { PAGE_TYPE_LABELS, type PageTypeId } from '@/shared/analysis';
import { ANSWER_PURPOSES } from '@/shared/crawler-access';
import { detectPageType } from './computed/page-type';
import { computeGates } from './gates';
import { engineVerdicts } from './verdicts';
import { evidenceFor, GRADE_FACTOR } from './data/evidence';
import { setMaxListeners } from 'node:events';
import { AUDIT_CONFIG, ENGINE_VERSION } from './config';
import { EngineError, isEngineError, type PageTooComplexError } from './errors';
import { gatherDocument } from './gather/document';
import { gatherRenderedDom, unavailable } from './gather/rendered-dom';
import { gatherCrawlerProbes } from './gather/crawler-probes';
import { gatherRobotsTxt, type AuxFetchOptions } from './gather/robots-txt';
import { gatherLlmsTxt } from './gather/llms-txt';
import { gatherSitemap, normaliseForCompare } from './gather/sitemap';
import { detectChallenge } from './gather/bot-detect';
import { computeStructuredData, nodesOfType } from './computed/structured-data';
import { computeContent } from './computed/content';
import { DEFAULT_PARSE_DEADLINE_MS, parseOffThread } from './threads/parse-off-thread';
import { checkParseLimits, DEFAULT_PARSE_LIMITS, parsedPart } from './parse-limits';
import { emptyPageFacts } from './gather/page-facts';
import { computeAuthority } from './computed/authority';
import { jsDependence } from './audits/accessibility/javascript-dependence';
import { directivesOf } from './audits/accessibility/robots-directives';
import { titleStatus } from './audits/ai-visibility/title-tag';
import { descriptionStatus } from './audits/ai-visibility/meta-description';
import { pageSpeedOf } from './audits/technical/page-speed';
import {
  buildCitationPotential,
  buildContentVisibility,
  buildImpacts,
  buildPartialAnalysisData,
  buildRecommendations,
  buildRedFlags,
  llmNarrative,
  templateNarrative,
  withGains,
  withGates,
} from './report';
import { assertSafeUrl } from './net/url-safety';
import type { Artifacts, AuditOutput, CrawlerProbesArtifact, DocumentArtifact, EngineOptions } from './types';

const KEY_AGENTS = ['GPTBot', 'ClaudeBot', 'PerplexityBot'];

export interface RunOutput {
  result: AnalysisResult;
  artifacts: Artifacts;
}

function checkAbort(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineError('aborted', 'The analysis was stopped.');
}

function emptyDocument(url: string): DocumentArtifact {
  return {
    requestedUrl: url,
    finalUrl: url,
    status: 0,
    headers: {},
    redirects: [],
    ttfbMs: 0,
    totalMs: 0,
    bytes: 0,
    truncated: false,
    https: url.startsWith('https:'),
    certificateValid: null,
    certificateError: null,
    hsts: null,
    contentType: '',
    isHtml: false,
    html: '',
  };
}

const noProbes = (status: number): CrawlerProbesArtifact => ({
  probes: [],
  baseline: { status, challenge: false, provider: null, evidence: [] },
  botProtection: { detected: false, provider: null, evidence: [] },
});

/** Runs every configured audit; a throwing audit becomes an error result; one that does not fit the page type is not applicable. */
export function runAudits(artifacts: Artifacts, pageType?: PageTypeId): (AuditResult & { critical: boolean; penalty: AuditOutput['penalty'] | null })[] {
  return AUDIT_CONFIG.map(({ audit, weight, appliesTo }) => {
    // The weight follows the strength of the evidence: a grade C audit is advice and weighs 0.
    const { grade } = evidenceFor(audit.id);
    const base = {
      id: audit.id,
      category: audit.category,
      title: audit.title,
      failureTitle: audit.failureTitle,
      description: audit.description,
      weight: weight * GRADE_FACTOR[grade],
      grade,
    };
    if (pageType && appliesTo && !appliesTo.includes(pageType)) {
      return {
        ...base,
        score: null,
        scoreDisplayMode: 'notApplicable' as const,
        evidence: [{ label: 'Not applicable', value: `Applies to: ${appliesTo.map((t) => PAGE_TYPE_LABELS[t]).join('; ')}. This page: ${PAGE_TYPE_LABELS[pageType]}.` }],
        fix: null,
        errorMessage: null,
        critical: false,
        penalty: null,
      };
    }
    try {
      const missing = audit.requiredArtifacts.filter((k) => artifacts[k] === undefined || artifacts[k] === null);
      if (missing.length) throw new Error(`Missing artifacts: ${missing.join(', ')}`);
      const out = audit.run(artifacts);
      if (out.score !== null && !Number.isFinite(out.score)) throw new Error(`Audit returned an invalid score (${out.score})`);
      const score = out.score === null ? null : Math.round(Math.min(1, Math.max(0, out.score)) * 1000) / 1000;
      return {
        ...base,
        score,
        scoreDisplayMode: score === null ? ('notApplicable' as const) : ('numeric' as const),
        evidence: out.evidence.map((e) => ({ label: String(e.label), value: String(e.value).slice(0, 1000) })),
        fix: score === null || score >= 1 ? null : (out.fix ?? audit.fix),
        errorMessage: null,
        critical: !!out.critical && score !== null && score < 1,
        penalty: out.penalty ?? null,
      };
    } catch (e) {
      return {
        ...base,
        score: null,
        scoreDisplayMode: 'error' as const,
        evidence: [],
        fix: null,
        errorMessage: `Audit error: ${(e as Error)?.message ?? String(e)}`.slice(0, 500),
        critical: false,
        penalty: null,
      };
    }
  });
}

function renderComparisonOf(a: Artifacts): RenderComparison {
  const raw = a.raw;
  const r = a.rendered.facts;
  const sig = (signal: RenderComparison['signals'][number]['signal'], rawV: string | number | null, renV: string | number | null | undefined, present: (v: string | number | null | undefined) => boolean) => {
    const inRawHtml = present(rawV);
    return {
      signal,
      inRawHtml,
      onlyAfterJs: r ? !inRawHtml && present(renV) : false,
      rawValue: rawV === null ? '' : String(rawV).slice(0, 300),
      renderedValue: r ? (renV === null || renV === undefined ? '' : String(renV).slice(0, 300)) : null,
    };
  };
  const d = jsDependence(a);
  const textIn = d.rawWords >= 30 && (d.renderedWords === null || d.rawWords >= 0.5 * d.renderedWords);
  const pos = (v: string | number | null | undefined) => (typeof v === 'number' ? v > 0 : !!v);
  return {
    renderingAvailable: a.rendered.available,
    renderNote: a.rendered.note,
    rawWordCount: d.rawWords,
    renderedWordCount: d.renderedWords,
    signals: [
      {
        signal: 'text',
        inRawHtml: textIn,
        onlyAfterJs: r ? !textIn && (d.renderedWords ?? 0) > d.rawWords : false,
        rawValue: `${d.rawWords} words`,
        renderedValue: r ? `${d.renderedWords} words` : null,
      },
      sig('headings', raw.headings.length, r?.headings.length, pos),
      sig('title', raw.title, r?.title, pos),
      sig('metaDescription', raw.metaDescription, r?.metaDescription, pos),
      sig('canonical', raw.canonical, r?.canonical, pos),
      sig('jsonLd', raw.jsonLdRaw.length, r?.jsonLdRaw.length, pos),
      sig('links', raw.links.length, r?.links.length, pos),
    ],
  };
}

function crawlerAccessOf(a: Artifacts): CrawlerAccess {
  const probes = new Map(a.probes.probes.map((p) => [p.agent.toLowerCase(), p]));
  const agents = a.robotsTxt.agents.map((g) => {
    const p = probes.get(g.agent.toLowerCase());
    const live = p ? { status: p.status, blocked: p.blocked, reason: p.reason, headers: p.headers, payPerCrawl: p.payPerCrawl, sameContent: p.sameContent, curl: p.curl } : null;
    return {
      agent: g.agent,
      provider: g.provider,
      purpose: g.purpose,
      robots: { verdict: g.allowed ? ('allowed' as const) : ('disallowed' as const), matchedLine: g.matchedLine, lineNumber: g.lineNumber, group: g.group, ambiguous: g.ambiguous },
      retired: g.retired,
      live,
      blocked: !g.allowed || !!live?.blocked,
    };
  });
  const x = a.document.headers['x-robots-tag'];
  return {
    agents,
    robotsTxt: { found: a.robotsTxt.found, url: a.robotsTxt.url, status: a.robotsTxt.status },
    metaRobots: [...a.raw.metaRobots, ...Object.entries(a.raw.agentMetaRobots).map(([k, v]) => `${k}: ${v}`)],
    xRobotsTag: x ? [x] : [],
    directives: directivesOf(a.raw.metaRobots, a.raw.agentMetaRobots, x),
    botProtection: a.probes.botProtection,
  };
}

function structuredDataRecommendations(a: Artifacts): string[] {
  const sd = a.structuredData;
  const recs: string[] = [];
  const bad = sd.blocks.filter((b) => !b.valid).length;
  if (bad) recs.push(`Fix ${bad} malformed JSON-LD block${bad > 1 ? 's' : ''}: ${sd.errors[0]}`);
  if (!sd.blocks.length) recs.push('Add JSON-LD structured data describing the page and the organisation behind it.');
  if (!nodesOfType(sd, 'Organization', 'LocalBusiness', 'Corporation', 'Person', 'NewsMediaOrganization').length) recs.push('Add an Organization (or Person) node with name, url, logo and sameAs profile links.');
  if (!a.content.faqSchema && a.content.questionHeadings.length) recs.push('Mark up the question-and-answer content with FAQPage.');
  if (!nodesOfType(sd, 'BreadcrumbList').length) {
    try {
      if (new URL(a.document.finalUrl).pathname !== '/') recs.push('Add a BreadcrumbList for this page.');
    } catch {
      /* ignore */
    }
  }
  if (nodesOfType(sd, 'Article', 'NewsArticle', 'BlogPosting').some((n) => !n.dateModified)) recs.push('Add dateModified to the Article markup.');
  return recs;
}

async function withTimeout<T>(p: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<T>((resolve) => (t = setTimeout(() => resolve(fallback()), ms)))]);
  } finally {
    clearTimeout(t);
  }
}

/** Full single-page analysis returning the result and the artifacts (for multi-page discovery). */
export async function runAnalysis(inputUrl: string, options: EngineOptions = {}): Promise<RunOutput> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const mark = (k: string, t0: number) => (timings[k] = Math.round(performance.now() - t0));
  const now = (options.now ?? (() => new Date()))();
  // One internal signal for the many parallel requests (avoids listener warnings on the caller's signal).
  const internal = new AbortController();
  setMaxListeners(0, internal.signal);
  if (options.signal?.aborted) internal.abort();
  else options.signal?.addEventListener('abort', () => internal.abort(), { once: true });
  const signal = internal.signal;
  const safety = { allowPrivateNetwork: options.allowPrivateNetwork ?? false, dnsLookup: options.dnsLookup };
  const timeoutMs = options.fetchTimeoutMs ?? 30000;
  let lastStep = 0;
  const progress = (step: AnalysisStep) => {
    if (step <= lastStep) return;
    lastStep = step;
    try {
      options.onProgress?.(step, ANALYSIS_STEPS[step - 1]);
    } catch {
      /* a listener must not break the analysis */
    }
  };

  progress(1);
  const { url } = await assertSafeUrl(inputUrl, safety);
  checkAbort(signal);
  const aux: AuxFetchOptions = { ...safety, timeoutMs: Math.min(10000, timeoutMs), signal };
  const requestedHref = url.toString();

  // robots.txt and llms.txt depend only on the origin: start them with the page fetch.
  let t = performance.now();
  const robotsEarly = gatherRobotsTxt(requestedHref, aux);
  const llmsEarly = gatherLlmsTxt(requestedHref, aux);
  let document: DocumentArtifact;
  let failureType: FailureType | null = null;
  try {
    document = await gatherDocument(requestedHref, { ...safety, timeoutMs, signal });
  } catch (e) {
    if (isEngineError(e, 'timeout')) {
      failureType = 'timeout';
      document = emptyDocument(requestedHref);
    } else {
      await Promise.allSettled([robotsEarly, llmsEarly]);
      throw e;
    }
  }
  mark('document', t);
  checkAbort(signal);
  progress(2);

  const sameOrigin = new URL(document.finalUrl).origin === url.origin;
  const robotsP = sameOrigin ? robotsEarly : gatherRobotsTxt(document.finalUrl, aux);
  const llmsP = sameOrigin ? llmsEarly : gatherLlmsTxt(document.finalUrl, aux);
  const sitemapP = robotsP.then((r) => gatherSitemap(document.finalUrl, r.sitemaps, aux));

  const haveDocument = failureType === null;
  const baselineChallenge = haveDocument ? detectChallenge(document.status, document.headers, document.html) : null;
  // A page nested too deeply or with too many elements is not parsed at all (one linear scan decides),
  // and a parse past its deadline is stopped: either way only this analysis fails, as 'too_complex'.
  const parseLimits = { ...DEFAULT_PARSE_LIMITS, ...options.parseLimits };
  const html = parsedPart(document.html, parseLimits);
  let tooComplex: PageTooComplexError | null = checkParseLimits(html, parseLimits);
  const parseOptions = { deadlineMs: options.parseDeadlineMs ?? DEFAULT_PARSE_DEADLINE_MS, signal };
  const orTooComplex = <T>(p: Promise<T>, instead: () => T): Promise<T> =>
    p.catch((e: unknown) => {
      if (signal.aborted) throw new EngineError('aborted', 'The analysis was stopped.');
      if (!isEngineError(e, 'page_too_complex')) throw e;
      tooComplex ??= e as PageTooComplexError;
      return instead();
    });
  // The raw HTML's facts and Readability run in the parse worker pool while the page renders (here they would stall it).
  const tParse = performance.now();
  const rawP = tooComplex
    ? Promise.resolve(emptyPageFacts())
    : orTooComplex(parseOffThread.pageFacts({ html: haveDocument ? html : '', url: document.finalUrl }, parseOptions), emptyPageFacts).then((facts) => {
        mark('parse', tParse);
        return facts;
      });
  const tContent = performance.now();
  const readableP = tooComplex
    ? Promise.resolve(null)
    : orTooComplex(parseOffThread.readableText(html, parseOptions), () => null).then((text) => {
        mark('content', tContent);
        return text;
      });
  // Awaited later: until then a failure (an abort) must not count as unhandled.
  readableP.catch(() => {});
  const probesP = haveDocument
    ? gatherCrawlerProbes(document, { ...safety, timeoutMs: Math.min(15000, timeoutMs), signal })
    : Promise.resolve(noProbes(0));
  // A page larger than the parsers read is not rendered either: the browser would hold ~40× its size for nothing we read.
  const oversized = html.length < document.html.length;
  const wantRender = options.render !== false && haveDocument && document.isHtml && !baselineChallenge?.challenge && !tooComplex && !oversized;
  const tRender = performance.now();
  const renderP = wantRender
    ? gatherRenderedDom(document, {
        ...safety,
        pool: options.browser,
        timeoutMs: Math.min(20000, timeoutMs),
        signal,
        allowHosts: options.browserAllowHosts,
        likelySpa: async () => (await rawP).wordCount < 50,
        parseLimits,
      }).then((r) => {
        mark('render', tRender);
        return r;
      })
    : Promise.resolve(
        unavailable(
          options.render === false
            ? 'Rendering was turned off; the analysis used the raw HTML only.'
            : !haveDocument
              ? 'The page did not answer, so it was not rendered.'
              : tooComplex
                ? 'The page is too complex to analyse, so it was not rendered.'
                : oversized
                  ? `The page's HTML is ${(document.html.length / 1e6).toFixed(1)} MB: its first ${(parseLimits.maxChars / 1e6).toFixed(0)} MB were analysed from the raw HTML, without rendering.`
                : baselineChallenge?.challenge
                  ? 'The page answered with a bot-protection challenge, so it was not rendered.'
                  : 'The page is not HTML, so it was not rendered.',
        ),
      );

  progress(3);
  const raw = await rawP;
  const structuredData = computeStructuredData(raw);
  progress(4);
  const authority = computeAuthority(raw, structuredData);

  const overall = Math.max(timeoutMs, 30000) + 10000;
  const [readable, rendered, probes, robotsTxt, llmsTxt, sitemap] = await Promise.all([
    readableP,
    renderP,
    withTimeout(probesP, overall, () => noProbes(document.status)),
    robotsP,
    llmsP,
    sitemapP,
  ]);
  checkAbort(signal);
  const content = computeContent(readable, document.finalUrl, raw, document, structuredData);
  timings.gather = Math.round(performance.now() - started);
  for (const [k, v] of Object.entries(rendered.phases ?? {})) timings[`render.${k}`] = v;

  const artifacts: Artifacts = {
    url: document.finalUrl,
    now,
    intent: options.intent ?? 'visibility',
    document,
    raw,
    rendered,
    probes,
    robotsTxt,
    llmsTxt,
    sitemap,
    structuredData,
    content,
    authority,
  };

  // failure classification
  const js = jsDependence(artifacts);
  if (!failureType && tooComplex) failureType = 'too_complex';
  if (!failureType && (baselineChallenge?.challenge || ([401, 403, 429].includes(document.status) && (probes.botProtection.provider || probes.baseline.provider))))
    failureType = 'bot_protection';
  // AI crawlers refused while a browser gets the page: the report is about what AI sees.
  const keyBlocked = probes.probes.filter((p) => KEY_AGENTS.includes(p.agent) && p.blocked && p.status !== null).length;
  const contentSeenByBrowser = failureType === null;
  if (!failureType && keyBlocked >= 2) failureType = 'bot_protection';
  // The page itself answers an error: nothing for any engine to use, so a failure report, not a score.
  if (!failureType && document.status >= 400) failureType = 'http_error';
  if (!failureType && js.jsOnly) failureType = 'javascript';
  const accessBlocked = failureType === 'bot_protection' || failureType === 'timeout' || failureType === 'too_complex' || failureType === 'http_error';
  const gates = computeGates(artifacts);
  const isPartialAnalysis = failureType !== null && !(failureType === 'bot_protection' && contentSeenByBrowser);

  progress(5);
  t = performance.now();
  const pageType = detectPageType(artifacts);
  const audited = runAudits(artifacts, pageType.type);
  const { scored, summary } = withGates(withGains(audited), gates);
  mark('audits', t);

  progress(6);
  const redFlags = buildRedFlags(scored, gates);
  const optimizationImpacts = buildImpacts(scored);
  const recommendations = buildRecommendations(scored);

  progress(7);
  const isJavaScriptRendered = js.jsHeavy;
  const narrativeInput = {
    url: document.finalUrl,
    title: raw.title ?? rendered.facts?.title ?? null,
    summary,
    audits: scored,
    impacts: optimizationImpacts,
    failureType,
    accessBlocked,
    isJavaScriptRendered,
    renderNote: options.render === false ? null : rendered.available ? null : rendered.note,
    gates,
  };
  let narrativeReport = templateNarrative(narrativeInput);
  let narrativeSource: 'template' | 'llm' = 'template';
  if (options.llm?.baseUrl && options.llm.model) {
    t = performance.now();
    const llm = await llmNarrative(narrativeInput, options.llm, options.llmFetch, signal);
    mark('llm', t);
    if (llm) {
      narrativeReport = llm;
      narrativeSource = 'llm';
    }
  }

  const searchBlocked = robotsTxt.agents.some((x) => ANSWER_PURPOSES.includes(x.purpose) && !x.retired && !x.allowed);
  const directives = directivesOf(raw.metaRobots, raw.agentMetaRobots, document.headers['x-robots-tag']);
  const score = (id: string) => scored.find((a) => a.id === id)?.score ?? null;
  const result: AnalysisResult = {
    overallScore: summary.overall,
    aiLlmVisibilityScore: summary.categories.aiLlmVisibility,
    techScore: summary.categories.technical,
    contentScore: summary.categories.content,
    accessibilityScore: summary.categories.accessibility,
    authorityScore: summary.categories.authority,
    status: accessBlocked ? 'access_blocked' : failureType ? 'partial' : 'completed',
    isFailureReport: failureType !== null,
    isPartialAnalysis,
    failureType,
    partialAnalysisData: failureType || searchBlocked ? buildPartialAnalysisData({ robotsTxt, sitemap, document, probes, failureType, contentSeenByBrowser, tooComplexReason: tooComplex?.message }) : null,
    isJavaScriptRendered,
    narrativeReport,
    analyzedAt: now.toISOString(),
    pageDetails: {
      url: requestedHref,
      title: raw.title ?? rendered.facts?.title ?? null,
      pageType: PAGE_TYPE_LABELS[pageType.type],
      lastModified: content.dateModified ?? document.headers['last-modified'] ?? null,
      finalUrl: document.finalUrl,
      statusCode: document.status || null,
      language: raw.lang,
    },
    redFlags,
    optimizationImpacts,
    recommendations,
    structuredData: {
      schemaTypes: structuredData.allTypes,
      jsonLdFound: structuredData.blocks.length > 0,
      jsonLdBlocks: structuredData.blocks.length,
      recommendations: structuredDataRecommendations(artifacts),
      microdataTypes: structuredData.microdataTypes,
      rdfaTypes: structuredData.rdfaTypes,
      errors: structuredData.errors,
    },
    metadata: {
      titleTag: { present: !!raw.title, length: raw.title?.length ?? 0, status: titleStatus(raw.title), value: raw.title },
      metaDescription: {
        present: !!raw.metaDescription,
        length: raw.metaDescription?.length ?? 0,
        status: descriptionStatus(raw.metaDescription),
        value: raw.metaDescription,
      },
      openGraph: {
        title: raw.og.title,
        description: raw.og.description,
        image: raw.og.image,
        imageSize: raw.og.imageWidth && raw.og.imageHeight ? `${raw.og.imageWidth}x${raw.og.imageHeight}` : null,
      },
    },
    contentVisibility: buildContentVisibility(scored, summary),
    citationPotential: buildCitationPotential(scored, summary),
    authoritySignals: {
      authorInfo: !!authority.author,
      credentials: authority.credentials.length > 0,
      aboutPage: !!authority.aboutLink,
      contactInfo: authority.phones.length > 0 || authority.emails.length > 0 || authority.address || !!authority.contactLink,
      privacyPolicy: !!authority.privacyLink,
      socialProof: Math.round(authority.socialProofCount),
    },
    technicalSeo: {
      https: document.https && document.certificateValid !== false,
      mobileOptimized: (score('viewport') ?? 0) >= 0.9,
      botAccessibility: !searchBlocked && !probes.botProtection.detected && !directives.noindex && !accessBlocked,
      pageSpeed: failureType === 'timeout' ? 'slow' : haveDocument ? pageSpeedOf(document.ttfbMs, rendered.loadMs, document.bytes) : 'unknown',
    },
    crawlerAccess: crawlerAccessOf(artifacts),
    renderComparison: renderComparisonOf(artifacts),
    gates,
    pageType: { ...pageType, label: PAGE_TYPE_LABELS[pageType.type] },
    intent: options.intent ?? 'visibility',
    llmsTxt: { found: llmsTxt.found, valid: llmsTxt.found && llmsTxt.errors.length === 0, url: llmsTxt.url, errors: llmsTxt.errors },
    robots: { found: robotsTxt.found, url: robotsTxt.url, status: robotsTxt.status, agents: robotsTxt.agents.map((g) => ({ agent: g.agent, purpose: g.purpose, allowed: g.allowed, line: g.lineNumber })) },
    metaRobots: [...raw.metaRobots, ...Object.entries(raw.agentMetaRobots).map(([k, v]) => `${k}: ${v}`)],
    xRobotsTag: document.headers['x-robots-tag'] ?? null,
    h1Count: content.h1Count,
    language: raw.lang,
    sitemap: { found: sitemap.found, urlCount: sitemap.urlCount },
    redirects: { count: document.redirects.length, finalUrl: document.finalUrl },
    engines: engineVerdicts(artifacts, failureType),
    audits: scored.map(({ critical: _c, penalty: _p, gain: _g, ...rest }) => rest),
    engineInfo: {
      engineVersion: ENGINE_VERSION,
      durationMs: Math.round(performance.now() - started),
      renderingAvailable: rendered.available,
      narrativeSource,
      timings,
    },
  };
  const parsed = AnalysisResultSchema.safeParse(result);
  if (!parsed.success) throw new Error(`Engine produced an invalid AnalysisResult: ${parsed.error.message.slice(0, 500)}`);
  return { result: parsed.data, artifacts };
}

export async function analyzeUrl(url: string, options: EngineOptions = {}): Promise<AnalysisResult> {
  return (await runAnalysis(url, options)).result;
}

// ------------------------------------------------------------------ multi-page
const ASSET_RE = /\.(pdf|jpe?g|png|gif|svg|webp|zip|gz|mp4|mp3|avi|mov|docx?|xlsx?|pptx?|css|js|json|xml|txt|ico)$/i;

/** Same-site pages from the sitemap and internal links, deterministic order. */
export function discoverPages(artifacts: Artifacts, max: number): string[] {
  const base = new URL(artifacts.document.finalUrl);
  const host = base.hostname.replace(/^www\./, '');
  const seen = new Set([normaliseForCompare(base.toString())]);
  const out: string[] = [];
  const consider = (href: string) => {
    if (out.length >= max) return;
    let u: URL;
    try {
      u = new URL(href, base);
    } catch {
      return;
    }
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.hostname.replace(/^www\./, '') !== host || ASSET_RE.test(u.pathname)) return;
    u.hash = '';
    const key = normaliseForCompare(u.toString());
    if (seen.has(key)) return;
    seen.add(key);
    out.push(u.toString());
  };
  for (const l of artifacts.raw.links) if (l.internal && !/nofollow/.test(l.rel)) consider(l.href);
  for (const l of artifacts.rendered.facts?.links ?? []) if (l.internal) consider(l.href);
  for (const s of artifacts.sitemap.urls) consider(s);
  return out;
}

export async function analyzeMultiPage(url: string, options: EngineOptions & { maxPages?: number }): Promise<AnalysisResult> {
  const maxPages = Math.min(10, Math.max(1, options.maxPages ?? 10));
  const onProgress = options.onProgress;
  const main = await runAnalysis(url, { ...options, onProgress: (s, l) => s <= 4 && onProgress?.(s, l) });
  const others = discoverPages(main.artifacts, maxPages - 1);
  const pageResults: (AnalysisResult | { url: string; error: string })[] = new Array(others.length);
  let next = 0;
  const worker = async () => {
    while (next < others.length) {
      const i = next++;
      try {
        pageResults[i] = await analyzeUrl(others[i], { ...options, onProgress: undefined, llm: null });
      } catch (e) {
        if (options.signal?.aborted) throw e;
        pageResults[i] = { url: others[i], error: (e as Error).message };
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  onProgress?.(5, ANALYSIS_STEPS[4]);
  const toScore = (r: AnalysisResult, u: string): PageScore => ({
    url: u,
    title: r.pageDetails.title,
    overallScore: r.overallScore,
    aiLlmVisibilityScore: r.aiLlmVisibilityScore,
    techScore: r.techScore,
    contentScore: r.contentScore,
    accessibilityScore: r.accessibilityScore,
    authorityScore: r.authorityScore,
    status: r.status,
    error: null,
  });
  const pages: PageScore[] = [toScore(main.result, main.result.pageDetails.url)];
  others.forEach((u, i) => {
    const r = pageResults[i];
    if (r && 'overallScore' in r) pages.push(toScore(r, u));
    else
      pages.push({ url: u, title: null, overallScore: 0, aiLlmVisibilityScore: 0, techScore: 0, contentScore: 0, accessibilityScore: 0, authorityScore: 0, status: 'access_blocked', error: r?.error ?? 'not analysed' });
  });
  onProgress?.(6, ANALYSIS_STEPS[5]);
  const ok = pages.filter((p) => p.error === null);
  const avg = (k: keyof Pick<PageScore, 'aiLlmVisibilityScore' | 'techScore' | 'contentScore' | 'accessibilityScore' | 'authorityScore'>) =>
    Math.round(ok.reduce((s, p) => s + p[k], 0) / ok.length);
  const categories = {
    aiLlmVisibility: avg('aiLlmVisibilityScore'),
    technical: avg('techScore'),
    content: avg('contentScore'),
    accessibility: avg('accessibilityScore'),
    authority: avg('authorityScore'),
  };
  void CATEGORY_IDS;
  onProgress?.(7, ANALYSIS_STEPS[6]);
  const combined: AnalysisResult = {
    ...main.result,
    overallScore: overallFromCategories(categories),
    aiLlmVisibilityScore: categories.aiLlmVisibility,
    techScore: categories.technical,
    contentScore: categories.content,
    accessibilityScore: categories.accessibility,
    authorityScore: categories.authority,
    narrativeReport: `${main.result.narrativeReport}\n\nThis report combines ${ok.length} page${ok.length === 1 ? '' : 's'} of the site; the scores above are the average of the pages listed. The detailed findings refer to the first page.`,
    pages,
  };
  return AnalysisResultSchema.parse(combined);
}

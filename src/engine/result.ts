/** The AnalysisResult written from the artifacts, the failure found, the scored audits and the report. */
import { PAGE_TYPE_LABELS, type AnalysisResult, type FailureType, type Gate } from '@/shared/analysis';
import { ANSWER_PURPOSES, type CrawlerAccess } from '@/shared/crawler-access';
import { type RenderComparison } from '@/shared/report-sections';
import { jsDependence } from './audits/accessibility/javascript-dependence';
import { directivesOf } from './audits/accessibility/robots-directives';
import { descriptionStatus } from './audits/ai-visibility/meta-description';
import { titleStatus } from './audits/ai-visibility/title-tag';
import { pageSpeedOf } from './audits/technical/page-speed';
import { isHomePage } from './computed/drafts';
import type { PageTypeResult } from './computed/page-type';
import { nodesOfType } from './computed/structured-data';
import { ENGINE_VERSION } from './config';
import { buildCitationPotential, buildContentVisibility, type ScoredAudit } from './report';
import { buildPartialAnalysisData } from './failure-report';
import { scoreFields, type ScoreSummary } from './scoring';
import { engineVerdicts } from './verdicts';
import { pageLanguage } from './gather/facts/language';
import type { Artifacts, AuthorityArtifact, PageFacts } from './types';

/** How the analysis failed, if it did (decided by the pipeline). */
export interface Failure {
  type: FailureType | null;
  /** The page could not be read: bot protection, a time-out, too complex, an HTTP error. */
  accessBlocked: boolean;
  isPartialAnalysis: boolean;
  /** A browser got the page: nothing had failed before the AI crawlers' refusals were counted. */
  contentSeenByBrowser: boolean;
  tooComplexReason?: string;
}

interface ResultInput {
  artifacts: Artifacts;
  /** The address as asked for, before redirects. */
  requestedHref: string;
  failure: Failure;
  pageType: PageTypeResult;
  gates: Gate[];
  scored: ScoredAudit[];
  summary: ScoreSummary;
  report: Pick<
    AnalysisResult,
    'redFlags' | 'optimizationImpacts' | 'recommendations' | 'isJavaScriptRendered' | 'narrativeReport'
  >;
  engineInfo: { started: number; timings: Record<string, number>; narrativeSource: 'template' | 'llm' };
}

function renderComparisonOf(a: Artifacts): RenderComparison {
  const raw = a.raw;
  const r = a.rendered.facts;
  const sig = (
    signal: RenderComparison['signals'][number]['signal'],
    rawV: string | number | null,
    renV: string | number | null | undefined,
    present: (v: string | number | null | undefined) => boolean,
  ) => {
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
    const live = p
      ? {
          status: p.status,
          blocked: p.blocked,
          reason: p.reason,
          headers: p.headers,
          payPerCrawl: p.payPerCrawl,
          sameContent: p.sameContent,
          curl: p.curl,
        }
      : null;
    return {
      agent: g.agent,
      provider: g.provider,
      purpose: g.purpose,
      robots: {
        verdict: g.allowed ? ('allowed' as const) : ('disallowed' as const),
        matchedLine: g.matchedLine,
        lineNumber: g.lineNumber,
        group: g.group,
        ambiguous: g.ambiguous,
      },
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
  // Microdata is structured data Google reads as it reads JSON-LD (decision 034): no JSON-LD is then missing.
  if (!sd.blocks.length && !sd.entities.some((e) => e.source === 'microdata'))
    recs.push('Add JSON-LD structured data describing the page and the organisation behind it.');
  if (!nodesOfType(sd, 'Organization', 'LocalBusiness', 'Corporation', 'Person', 'NewsMediaOrganization').length)
    recs.push('Add an Organization (or Person) node with name, url, logo and sameAs profile links.');
  if (!a.content.faqSchema && a.content.questionHeadings.length)
    recs.push('Mark up the question-and-answer content with FAQPage.');
  // Only a trail the page shows is marked up, and the home page is no step below another (decision 124).
  if (!nodesOfType(sd, 'BreadcrumbList').length && a.raw.breadcrumbTrail?.length && !isHomePage(a))
    recs.push('Mark up the breadcrumb trail the page shows as a BreadcrumbList.');
  if (nodesOfType(sd, 'Article', 'NewsArticle', 'BlogPosting').some((n) => !n.dateModified))
    recs.push('Add dateModified to the Article markup.');
  return recs;
}

function structuredDataOf(a: Artifacts): AnalysisResult['structuredData'] {
  const sd = a.structuredData;
  return {
    schemaTypes: sd.allTypes,
    jsonLdFound: sd.blocks.length > 0,
    jsonLdBlocks: sd.blocks.length,
    recommendations: structuredDataRecommendations(a),
    microdataTypes: sd.microdataTypes,
    rdfaTypes: sd.rdfaTypes,
    errors: sd.errors,
  };
}

function metadataOf(raw: PageFacts): AnalysisResult['metadata'] {
  return {
    titleTag: {
      present: !!raw.title,
      length: raw.title?.length ?? 0,
      status: titleStatus(raw.title),
      value: raw.title,
    },
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
  };
}

function authoritySignalsOf(authority: AuthorityArtifact): AnalysisResult['authoritySignals'] {
  return {
    authorInfo: !!authority.author,
    credentials: authority.credentials.length > 0,
    aboutPage: !!authority.aboutLink,
    contactInfo:
      authority.phones.length > 0 || authority.emails.length > 0 || authority.address || !!authority.contactLink,
    privacyPolicy: !!authority.privacyLink,
    socialProof: Math.round(authority.socialProofCount),
  };
}

function technicalSeoOf(
  a: Artifacts,
  scored: ScoredAudit[],
  failure: Failure,
  searchBlocked: boolean,
): AnalysisResult['technicalSeo'] {
  const { document, raw, rendered, probes } = a;
  const directives = directivesOf(raw.metaRobots, raw.agentMetaRobots, document.headers['x-robots-tag']);
  return {
    https: document.https && document.certificateValid !== false,
    mobileOptimized: (scored.find((x) => x.id === 'viewport')?.score ?? 0) >= 0.9,
    botAccessibility: !searchBlocked && !probes.botProtection.detected && !directives.noindex && !failure.accessBlocked,
    // Without the document (a time-out) there is no speed to measure: the page is slow.
    pageSpeed: failure.type === 'timeout' ? 'slow' : pageSpeedOf(document.ttfbMs, rendered.loadMs, document.bytes),
  };
}

/** The page's language, declared or detected, and which (the lang audit still asks for the declaration). */
function languageFields(a: Artifacts): Pick<AnalysisResult, 'language' | 'languageSource'> {
  const found = pageLanguage(a);
  return { language: found?.code ?? null, languageSource: found && { source: found.source, from: found.from } };
}

function pageDetailsOf(
  artifacts: Artifacts,
  requestedHref: string,
  pageType: ResultInput['pageType'],
): AnalysisResult['pageDetails'] {
  const { raw, rendered, content, document } = artifacts;
  return {
    url: requestedHref,
    title: raw.title ?? rendered.facts?.title ?? null,
    pageType: PAGE_TYPE_LABELS[pageType.type],
    lastModified: content.dateModified ?? document.headers['last-modified'] ?? null,
    finalUrl: document.finalUrl,
    statusCode: document.status || null,
    language: pageLanguage(artifacts)?.code ?? null,
  };
}

function robotsOf(robotsTxt: Artifacts['robotsTxt']): AnalysisResult['robots'] {
  return {
    found: robotsTxt.found,
    url: robotsTxt.url,
    status: robotsTxt.status,
    agents: robotsTxt.agents.map((g) => ({
      agent: g.agent,
      purpose: g.purpose,
      allowed: g.allowed,
      line: g.lineNumber,
    })),
  };
}

/** The result in the contract's field order (AnalysisResultSchema). */
export function buildResult({
  artifacts,
  requestedHref,
  failure,
  pageType,
  gates,
  scored,
  summary,
  report,
  engineInfo,
}: ResultInput): AnalysisResult {
  const { document, raw, rendered, probes, robotsTxt, llmsTxt, sitemap, content } = artifacts;
  const failureType = failure.type;
  const searchBlocked = robotsTxt.agents.some((x) => ANSWER_PURPOSES.includes(x.purpose) && !x.retired && !x.allowed);
  return {
    overallScore: summary.overall,
    ...scoreFields((id) => summary.categories[id]),
    status: failure.accessBlocked ? 'access_blocked' : failureType ? 'partial' : 'completed',
    isFailureReport: failureType !== null,
    isPartialAnalysis: failure.isPartialAnalysis,
    failureType,
    partialAnalysisData:
      failureType || searchBlocked
        ? buildPartialAnalysisData({
            robotsTxt,
            sitemap,
            document,
            probes,
            failureType,
            contentSeenByBrowser: failure.contentSeenByBrowser,
            tooComplexReason: failure.tooComplexReason,
          })
        : null,
    isJavaScriptRendered: report.isJavaScriptRendered,
    narrativeReport: report.narrativeReport,
    analyzedAt: artifacts.now.toISOString(),
    pageDetails: pageDetailsOf(artifacts, requestedHref, pageType),
    redFlags: report.redFlags,
    optimizationImpacts: report.optimizationImpacts,
    recommendations: report.recommendations,
    structuredData: structuredDataOf(artifacts),
    metadata: metadataOf(raw),
    contentVisibility: buildContentVisibility(scored, summary),
    citationPotential: buildCitationPotential(scored, summary),
    authoritySignals: authoritySignalsOf(artifacts.authority),
    technicalSeo: technicalSeoOf(artifacts, scored, failure, searchBlocked),
    crawlerAccess: crawlerAccessOf(artifacts),
    renderComparison: renderComparisonOf(artifacts),
    gates,
    pageType: { ...pageType, label: PAGE_TYPE_LABELS[pageType.type] },
    intent: artifacts.intent ?? 'visibility',
    llmsTxt: {
      found: llmsTxt.found,
      valid: llmsTxt.found && llmsTxt.errors.length === 0,
      url: llmsTxt.url,
      errors: llmsTxt.errors,
    },
    robots: robotsOf(robotsTxt),
    metaRobots: [...raw.metaRobots, ...Object.entries(raw.agentMetaRobots).map(([k, v]) => `${k}: ${v}`)],
    xRobotsTag: document.headers['x-robots-tag'] ?? null,
    h1Count: content.h1Count,
    ...languageFields(artifacts),
    sitemap: { found: sitemap.found, urlCount: sitemap.urlCount },
    redirects: { count: document.redirects.length, finalUrl: document.finalUrl },
    engines: engineVerdicts(artifacts, failureType),
    audits: scored.map(({ critical: _c, penalty: _p, gain: _g, alarm: _a, ...rest }) => rest),
    engineInfo: {
      engineVersion: ENGINE_VERSION,
      durationMs: Math.round(performance.now() - engineInfo.started),
      renderingAvailable: rendered.available,
      narrativeSource: engineInfo.narrativeSource,
      timings: engineInfo.timings,
    },
  };
}

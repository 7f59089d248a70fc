/**
 * One page's analysis: gather (the fetches, the parses off thread, the render and the probes run side
 * by side, each with its deadline) → classify the failure → audit → score → report → result (result.ts).
 */
import { setMaxListeners } from 'node:events';
import {
  ANALYSIS_STEPS,
  AnalysisResultSchema,
  type AnalysisResult,
  type AnalysisStep,
  type FailureType,
} from '@/shared/analysis';
import { jsDependence } from './audits/accessibility/javascript-dependence';
import { computeAuthority } from './computed/authority';
import { computeContent } from './computed/content';
import { detectPageType } from './computed/page-type';
import { computeStructuredData } from './computed/structured-data';
import { EngineError, isEngineError, type PageTooComplexError } from './errors';
import { computeGates } from './gates';
import { detectChallenge } from './gather/bot-detect';
import { gatherCrawlerProbes } from './gather/crawler-probes';
import { gatherDocument } from './gather/document';
import { gatherLlmsTxt } from './gather/llms-txt';
import { emptyPageFacts } from './gather/page-facts';
import { gatherRenderedDom, unavailable } from './gather/rendered-dom';
import { gatherRobotsTxt, type AuxFetchOptions } from './gather/robots-txt';
import { gatherSitemap } from './gather/sitemap';
import { assertSafeUrl, type SafetyOptions } from './net/url-safety';
import { checkParseLimits, DEFAULT_PARSE_LIMITS, parsedPart } from './parse-limits';
import {
  buildImpacts,
  buildRecommendations,
  buildRedFlags,
  llmNarrative,
  templateNarrative,
  withGains,
  withGates,
} from './report';
import { buildResult, type Failure } from './result';
import { runAudits } from './run-audits';
import { DEFAULT_PARSE_DEADLINE_MS, parseOffThread } from './threads/parse-off-thread';
import type { Artifacts, CrawlerProbesArtifact, DocumentArtifact, EngineOptions, PageFacts } from './types';

const KEY_AGENTS = ['GPTBot', 'ClaudeBot', 'PerplexityBot'];

interface RunOutput {
  result: AnalysisResult;
  artifacts: Artifacts;
}

/** What every step of one analysis shares: its options, signal, clock and progress. */
interface Run {
  options: EngineOptions;
  started: number;
  now: Date;
  timings: Record<string, number>;
  signal: AbortSignal;
  safety: SafetyOptions;
  timeoutMs: number;
  progress: (step: AnalysisStep) => void;
}

/** What gathering found, besides the artifacts, that the failure classification needs. */
interface Gathered {
  artifacts: Artifacts;
  /** 'timeout' when the page did not answer in time, else null. */
  fetchFailure: FailureType | null;
  challenged: boolean;
  tooComplex: PageTooComplexError | null;
}

const mark = (run: Run, key: string, t0: number) => (run.timings[key] = Math.round(performance.now() - t0));

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

async function withTimeout<T>(p: Promise<T>, ms: number, fallback: () => T): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<T>((resolve) => (t = setTimeout(() => resolve(fallback()), ms)))]);
  } finally {
    clearTimeout(t);
  }
}

function startRun(options: EngineOptions): Run {
  // One internal signal for the many parallel requests (avoids listener warnings on the caller's signal).
  const internal = new AbortController();
  setMaxListeners(0, internal.signal);
  if (options.signal?.aborted) internal.abort();
  else options.signal?.addEventListener('abort', () => internal.abort(), { once: true });
  let lastStep = 0;
  return {
    options,
    started: performance.now(),
    now: (options.now ?? (() => new Date()))(),
    timings: {},
    signal: internal.signal,
    safety: { allowPrivateNetwork: options.allowPrivateNetwork ?? false, dnsLookup: options.dnsLookup },
    timeoutMs: options.fetchTimeoutMs ?? 30000,
    progress: (step) => {
      if (step <= lastStep) return;
      lastStep = step;
      try {
        options.onProgress?.(step, ANALYSIS_STEPS[step - 1]);
      } catch {
        /* a listener must not break the analysis */
      }
    },
  };
}

/** The page itself; a time-out still gives a (failure) report, any other error ends the analysis. */
async function fetchDocument(
  run: Run,
  href: string,
  early: Promise<unknown>[],
): Promise<{ document: DocumentArtifact; fetchFailure: FailureType | null }> {
  try {
    return {
      document: await gatherDocument(href, { ...run.safety, timeoutMs: run.timeoutMs, signal: run.signal }),
      fetchFailure: null,
    };
  } catch (e) {
    if (!isEngineError(e, 'timeout')) {
      await Promise.allSettled(early);
      throw e;
    }
    return { document: emptyDocument(href), fetchFailure: 'timeout' };
  }
}

/**
 * The raw HTML's facts and Readability's text, in the parse worker pool while the page renders (here
 * they would stall it). A page nested too deeply or with too many elements is not parsed at all (one
 * linear scan decides), and a parse past its deadline is stopped: either way only this analysis fails,
 * as 'too_complex' (`state.tooComplex`).
 */
function startParses(
  run: Run,
  document: DocumentArtifact,
  html: string,
  haveDocument: boolean,
  state: { tooComplex: PageTooComplexError | null },
) {
  const parseOptions = { deadlineMs: run.options.parseDeadlineMs ?? DEFAULT_PARSE_DEADLINE_MS, signal: run.signal };
  const orTooComplex = <T>(p: Promise<T>, instead: () => T): Promise<T> =>
    p.catch((e: unknown) => {
      if (run.signal.aborted) throw new EngineError('aborted', 'The analysis was stopped.');
      if (!isEngineError(e, 'page_too_complex')) throw e;
      state.tooComplex ??= e as PageTooComplexError;
      return instead();
    });
  const tParse = performance.now();
  const rawP: Promise<PageFacts> = state.tooComplex
    ? Promise.resolve(emptyPageFacts())
    : orTooComplex(
        parseOffThread.pageFacts({ html: haveDocument ? html : '', url: document.finalUrl }, parseOptions),
        emptyPageFacts,
      ).then((facts) => {
        mark(run, 'parse', tParse);
        return facts;
      });
  const tContent = performance.now();
  const readableP: Promise<string | null> = state.tooComplex
    ? Promise.resolve(null)
    : orTooComplex(parseOffThread.readableText(html, parseOptions), () => null).then((text) => {
        mark(run, 'content', tContent);
        return text;
      });
  // Awaited later: until then a failure (an abort) must not count as unhandled.
  readableP.catch(() => {});
  return { rawP, readableP };
}

interface RenderCheck {
  haveDocument: boolean;
  challenged: boolean;
  tooComplex: boolean;
  /** Characters of the HTML the parsers read (parsedPart), and at most. */
  parsedChars: number;
  maxChars: number;
}

/** Why the page is not rendered, or null when it is. */
function whyNotRendered(render: boolean | undefined, document: DocumentArtifact, c: RenderCheck): string | null {
  if (render === false) return 'Rendering was turned off; the analysis used the raw HTML only.';
  if (!c.haveDocument) return 'The page did not answer, so it was not rendered.';
  if (c.tooComplex) return 'The page is too complex to analyse, so it was not rendered.';
  // A page larger than the parsers read is not rendered either: the browser would hold ~40× its size for nothing we read.
  if (c.parsedChars < document.html.length)
    return `The page's HTML is ${(document.html.length / 1e6).toFixed(1)} MB: its first ${(c.maxChars / 1e6).toFixed(0)} MB were analysed from the raw HTML, without rendering.`;
  if (c.challenged) return 'The page answered with a bot-protection challenge, so it was not rendered.';
  if (!document.isHtml) return 'The page is not HTML, so it was not rendered.';
  return null;
}

/** Every artifact of the page: robots.txt and llms.txt start with the page fetch, the rest once the page is in. */
async function gatherArtifacts(run: Run, url: URL): Promise<Gathered> {
  const { options, signal, safety, timeoutMs } = run;
  const aux: AuxFetchOptions = { ...safety, timeoutMs: Math.min(10000, timeoutMs), signal };
  const requestedHref = url.toString();
  const t = performance.now();
  const robotsEarly = gatherRobotsTxt(requestedHref, aux);
  const llmsEarly = gatherLlmsTxt(requestedHref, aux);
  const { document, fetchFailure } = await fetchDocument(run, requestedHref, [robotsEarly, llmsEarly]);
  mark(run, 'document', t);
  checkAbort(signal);
  run.progress(2);

  const sameOrigin = new URL(document.finalUrl).origin === url.origin;
  const robotsP = sameOrigin ? robotsEarly : gatherRobotsTxt(document.finalUrl, aux);
  const llmsP = sameOrigin ? llmsEarly : gatherLlmsTxt(document.finalUrl, aux);
  const sitemapP = robotsP.then((r) => gatherSitemap(document.finalUrl, r.sitemaps, aux));
  const haveDocument = fetchFailure === null;
  const challenged = haveDocument && detectChallenge(document.status, document.headers, document.html).challenge;
  const parseLimits = { ...DEFAULT_PARSE_LIMITS, ...options.parseLimits };
  const html = parsedPart(document.html, parseLimits);
  const state = { tooComplex: checkParseLimits(html, parseLimits) };
  const { rawP, readableP } = startParses(run, document, html, haveDocument, state);
  const probesP = haveDocument
    ? gatherCrawlerProbes(document, { ...safety, timeoutMs: Math.min(15000, timeoutMs), signal })
    : Promise.resolve(noProbes(0));
  const notRendered = whyNotRendered(options.render, document, {
    haveDocument,
    challenged,
    tooComplex: !!state.tooComplex,
    parsedChars: html.length,
    maxChars: parseLimits.maxChars,
  });
  const tRender = performance.now();
  const renderP = notRendered
    ? Promise.resolve(unavailable(notRendered))
    : gatherRenderedDom(document, {
        ...safety,
        pool: options.browser,
        timeoutMs: Math.min(20000, timeoutMs),
        signal,
        allowHosts: options.browserAllowHosts,
        likelySpa: async () => (await rawP).wordCount < 50,
        parseLimits,
      }).then((r) => {
        mark(run, 'render', tRender);
        return r;
      });

  run.progress(3);
  const raw = await rawP;
  const structuredData = computeStructuredData(raw);
  run.progress(4);
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
  run.timings.gather = Math.round(performance.now() - run.started);
  for (const [k, v] of Object.entries(rendered.phases ?? {})) run.timings[`render.${k}`] = v;
  const artifacts: Artifacts = {
    url: document.finalUrl,
    now: run.now,
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
  return { artifacts, fetchFailure, challenged, tooComplex: state.tooComplex };
}

/** What went wrong, in order of precedence: time-out, too complex, bot protection, HTTP error, JavaScript only. */
function classifyFailure({ artifacts, fetchFailure, challenged, tooComplex }: Gathered, jsOnly: boolean): Failure {
  const { document, probes } = artifacts;
  let type = fetchFailure;
  if (!type && tooComplex) type = 'too_complex';
  if (
    !type &&
    (challenged ||
      ([401, 403, 429].includes(document.status) && (probes.botProtection.provider || probes.baseline.provider)))
  )
    type = 'bot_protection';
  // AI crawlers refused while a browser gets the page: the report is about what AI sees.
  const keyBlocked = probes.probes.filter((p) => KEY_AGENTS.includes(p.agent) && p.blocked && p.status !== null).length;
  const contentSeenByBrowser = type === null;
  if (!type && keyBlocked >= 2) type = 'bot_protection';
  // The page itself answers an error: nothing for any engine to use, so a failure report, not a score.
  if (!type && document.status >= 400) type = 'http_error';
  if (!type && jsOnly) type = 'javascript';
  return {
    type,
    accessBlocked: type === 'bot_protection' || type === 'timeout' || type === 'too_complex' || type === 'http_error',
    isPartialAnalysis: type !== null && !(type === 'bot_protection' && contentSeenByBrowser),
    contentSeenByBrowser,
    tooComplexReason: tooComplex?.message,
  };
}

/** Full single-page analysis returning the result and the artifacts (for multi-page discovery). */
export async function runAnalysis(inputUrl: string, options: EngineOptions = {}): Promise<RunOutput> {
  const run = startRun(options);
  run.progress(1);
  const { url } = await assertSafeUrl(inputUrl, run.safety);
  checkAbort(run.signal);
  const gathered = await gatherArtifacts(run, url);
  const { artifacts } = gathered;
  const js = jsDependence(artifacts);
  const failure = classifyFailure(gathered, js.jsOnly);
  const gates = computeGates(artifacts);

  run.progress(5);
  let t = performance.now();
  const pageType = detectPageType(artifacts);
  const { scored, summary } = withGates(withGains(runAudits(artifacts, pageType.type)), gates);
  mark(run, 'audits', t);

  run.progress(6);
  const redFlags = buildRedFlags(scored, gates);
  const optimizationImpacts = buildImpacts(scored);
  const recommendations = buildRecommendations(scored);

  run.progress(7);
  const { document, raw, rendered } = artifacts;
  const isJavaScriptRendered = js.jsHeavy;
  const narrativeInput = {
    url: document.finalUrl,
    title: raw.title ?? rendered.facts?.title ?? null,
    summary,
    audits: scored,
    impacts: optimizationImpacts,
    failureType: failure.type,
    accessBlocked: failure.accessBlocked,
    isJavaScriptRendered,
    renderNote: options.render === false ? null : rendered.available ? null : rendered.note,
    gates,
  };
  let narrativeReport = templateNarrative(narrativeInput);
  let narrativeSource: 'template' | 'llm' = 'template';
  if (options.llm?.baseUrl && options.llm.model) {
    t = performance.now();
    const llm = await llmNarrative(narrativeInput, options.llm, options.llmFetch, run.signal);
    mark(run, 'llm', t);
    if (llm) {
      narrativeReport = llm;
      narrativeSource = 'llm';
    }
  }

  const result = buildResult({
    artifacts,
    requestedHref: url.toString(),
    failure,
    pageType,
    gates,
    scored,
    summary,
    report: { redFlags, optimizationImpacts, recommendations, isJavaScriptRendered, narrativeReport },
    engineInfo: { started: run.started, timings: run.timings, narrativeSource },
  });
  const parsed = AnalysisResultSchema.safeParse(result);
  if (!parsed.success)
    throw new Error(`Engine produced an invalid AnalysisResult: ${parsed.error.message.slice(0, 500)}`);
  return { result: parsed.data, artifacts };
}

export async function analyzeUrl(url: string, options: EngineOptions = {}): Promise<AnalysisResult> {
  return (await runAnalysis(url, options)).result;
}

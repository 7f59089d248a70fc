/**
 * Every artifact of one page. The page fetch starts with robots.txt and llms.txt; once the page is in,
 * its render is started first (the browser's navigation is the longest step), then the sitemap; the
 * parses and the crawler probes once the navigation is over, each with its deadline.
 */
import type { FailureType } from '@/shared/analysis';
import { computeContent } from '../computed/content';
import type { ReaderArticle } from '../computed/readable-text';
import { isEngineError, type PageTooComplexError } from '../errors';
import { checkParseLimits, DEFAULT_PARSE_LIMITS, parsedPart, type ParseLimits } from '../parse-limits';
import { startParses } from '../threads/page-parses';
import type { RawPage } from '../parsers';
import type { Artifacts, CrawlerProbesArtifact, DocumentArtifact, RenderedArtifact } from '../types';
import { detectChallenge } from './bot-detect';
import { gatherCrawlerProbes } from './crawler-probes';
import { gatherDocument } from './document';
import { gatherLlmsTxt } from './llms-txt';
import { gatherSiteHome } from './site-home';
import { visibleWordCount } from './html-words';
import { gatherRenderedDom, unavailable } from './rendered-dom';
import { gatherRobotsTxt, type AuxFetchOptions } from './robots-txt';
import { checkAbort, mark, type Run } from './run';
import { gatherSitemap } from './sitemap';
import { LATE_PARTS, partialArtifacts, type LatePart } from './partial-artifacts';

/** What gathering found, besides the artifacts, that the failure classification needs. */
export interface Gathered {
  artifacts: Artifacts;
  /** 'timeout' when the page did not answer in time, else null. */
  fetchFailure: FailureType | null;
  challenged: boolean;
  tooComplex: PageTooComplexError | null;
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

/** What decides whether the page is rendered, besides the options. */
interface PageCheck {
  haveDocument: boolean;
  challenged: boolean;
  tooComplex: PageTooComplexError | null;
  /** The part of the HTML the parsers read (parsedPart), and the limits it was cut by. */
  html: string;
  limits: ParseLimits;
}

/** Why the page is not rendered, or null when it is. */
function whyNotRendered(render: boolean | undefined, document: DocumentArtifact, c: PageCheck): string | null {
  if (render === false) return 'Rendering was turned off; the analysis used the raw HTML only.';
  if (!c.haveDocument) return 'The page did not answer, so it was not rendered.';
  if (c.tooComplex) return 'The page is too complex to analyse, so it was not rendered.';
  // A page larger than the parsers read is not rendered either: the browser would hold ~40× its size for nothing we read.
  if (c.html.length < document.html.length)
    return `The page's HTML is ${(document.html.length / 1e6).toFixed(1)} MB: its first ${(c.limits.maxChars / 1e6).toFixed(0)} MB were analysed from the raw HTML, without rendering.`;
  if (c.challenged) return 'The page answered with a bot-protection challenge, so it was not rendered.';
  if (!document.isHtml) return 'The page is not HTML, so it was not rendered.';
  return null;
}

/** The render, started before anything else that needs the fetched page. */
function startRender(
  run: Run,
  document: DocumentArtifact,
  check: PageCheck,
  onNavigated: () => void,
): Promise<RenderedArtifact> {
  const { options, safety, signal, timeoutMs } = run;
  const notRendered = whyNotRendered(options.render, document, check);
  if (notRendered) return Promise.resolve(unavailable(notRendered));
  const t0 = performance.now();
  return gatherRenderedDom(document, {
    ...safety,
    pool: options.browser,
    timeoutMs: Math.min(20000, timeoutMs),
    signal,
    allowHosts: options.browserAllowHosts,
    // Asked at `load`, before the raw HTML's facts are in: its words are counted on the HTML itself.
    likelySpa: async () => visibleWordCount(check.html) < 50,
    onNavigated,
    parseLimits: check.limits,
    parseDeadlineMs: options.parseDeadlineMs,
  }).then((r) => {
    mark(run, 'render', t0);
    return r;
  });
}

function checkPage(run: Run, document: DocumentArtifact, fetchFailure: FailureType | null): PageCheck {
  const haveDocument = fetchFailure === null;
  const limits = { ...DEFAULT_PARSE_LIMITS, ...run.options.parseLimits };
  const html = parsedPart(document.html, limits);
  return {
    haveDocument,
    challenged: haveDocument && detectChallenge(document.status, document.headers, document.html).challenge,
    tooComplex: checkParseLimits(html, limits),
    html,
    limits,
  };
}

/** What is under way once the page is in: each part of the artifacts as a promise. */
interface Started {
  document: DocumentArtifact;
  rawP: Promise<RawPage>;
  readableP: Promise<ReaderArticle | null>;
  renderP: Promise<RenderedArtifact>;
  probesP: Promise<CrawlerProbesArtifact>;
  robotsP: ReturnType<typeof gatherRobotsTxt>;
  llmsP: ReturnType<typeof gatherLlmsTxt>;
  sitemapP: ReturnType<typeof gatherSitemap>;
  siteHomeP: ReturnType<typeof gatherSiteHome>;
}

/**
 * Waits for every part and derives what the audits read from several of them. Once the text's facts are in, the
 * artifacts are handed to `whileGathering` with their late parts still to come (partial-artifacts.ts).
 */
async function assemble(run: Run, s: Started, whileGathering?: (a: Artifacts) => void): Promise<Artifacts> {
  const { document } = s;
  run.progress(3);
  const { raw, structuredData, authority } = await s.rawP;
  run.progress(4);
  const overall = Math.max(run.timeoutMs, 30000) + 10000;
  // Readability's text is usually in before the render is over: its analysis runs meanwhile.
  const contentP = s.readableP.then((article) =>
    computeContent(article, document.finalUrl, raw, document, structuredData),
  );
  const late = {
    rendered: s.renderP,
    probes: withTimeout(s.probesP, overall, () => noProbes(document.status)),
    robotsTxt: s.robotsP,
    llmsTxt: s.llmsP,
    sitemap: s.sitemapP,
    siteHome: s.siteHomeP,
  };
  const all = Promise.all([contentP, ...LATE_PARTS.map((part) => late[part])]);
  all.catch(() => undefined);
  const content = await contentP;
  const { artifacts, fill } = partialArtifacts({
    url: document.finalUrl,
    now: run.now,
    intent: run.options.intent ?? 'visibility',
    document,
    raw,
    structuredData,
    content,
    authority,
  });
  for (const part of LATE_PARTS)
    void late[part].then(
      (v) => fill(part, v),
      () => undefined,
    );
  whileGathering?.(artifacts);
  const [, ...values] = await all;
  LATE_PARTS.forEach((part, i) => fill(part, values[i] as Artifacts[LatePart]));
  checkAbort(run.signal);
  run.timings.gather = Math.round(performance.now() - run.started);
  for (const [k, v] of Object.entries(artifacts.rendered.phases ?? {})) run.timings[`render.${k}`] = v;
  return artifacts;
}

/**
 * When the crawler probes and the parses (decision 039) start: once the browser's navigation is over,
 * or after PROBE_HOLD_MS at most (or at once when nothing is rendered). Twelve requests for the page,
 * answered on this thread while it also serves the loading page's intercepted requests, slowed the
 * navigation, the longest step; after it they overlap the DOM read, the parse and the settle
 * (docs/decisions/027).
 */
const PROBE_HOLD_MS = 400;
function afterNavigation(): { then: <T>(f: () => Promise<T>) => Promise<T>; done: () => void } {
  let done!: () => void;
  const over = new Promise<void>((resolve) => (done = resolve));
  const hold = setTimeout(done, PROBE_HOLD_MS);
  void over.then(() => clearTimeout(hold));
  return { then: (f) => over.then(f), done };
}

/** Every artifact of the page: robots.txt and llms.txt start with the page fetch, the rest once the page is in. */
export async function gatherArtifacts(run: Run, url: URL, whileGathering?: (a: Artifacts) => void): Promise<Gathered> {
  const { signal, safety, timeoutMs } = run;
  const aux: AuxFetchOptions = { ...safety, timeoutMs: Math.min(10000, timeoutMs), signal };
  const t = performance.now();
  const robotsEarly = gatherRobotsTxt(url.toString(), aux);
  const llmsEarly = gatherLlmsTxt(url.toString(), aux);
  const { document, fetchFailure } = await fetchDocument(run, url.toString(), [robotsEarly, llmsEarly]);
  mark(run, 'document', t);
  checkAbort(signal);
  run.progress(2);

  const check = checkPage(run, document, fetchFailure);
  const state = { tooComplex: check.tooComplex };
  // The navigation first: everything below is quick to start, and the render is the longest step.
  const navigated = afterNavigation();
  const renderP = startRender(run, document, check, navigated.done);
  void renderP.then(navigated.done, navigated.done);
  // The parses wait for the navigation only when there is one (else they start at once).
  const rendering = !whyNotRendered(run.options.render, document, check) && !!run.options.browser?.available;
  const navigationOver = rendering ? navigated.then(async () => undefined) : null;
  const parses = startParses(
    run,
    check.haveDocument ? check.html : '',
    document.finalUrl,
    state,
    navigationOver,
    rendering ? run.options.browser! : null,
  );
  const probesP = check.haveDocument
    ? navigated.then(() => gatherCrawlerProbes(document, { ...safety, timeoutMs: Math.min(15000, timeoutMs), signal }))
    : Promise.resolve(noProbes(0));
  const sameOrigin = new URL(document.finalUrl).origin === url.origin;
  const robotsP = sameOrigin ? robotsEarly : gatherRobotsTxt(document.finalUrl, aux);
  const llmsP = sameOrigin ? llmsEarly : gatherLlmsTxt(document.finalUrl, aux);
  const sitemapP = robotsP.then((r) => gatherSitemap(document.finalUrl, r.sitemaps, aux));
  const siteHomeP = check.haveDocument ? gatherSiteHome(document.finalUrl, aux) : Promise.resolve(null);
  const artifacts = await assemble(
    run,
    {
      document,
      ...parses,
      renderP,
      probesP,
      robotsP,
      llmsP,
      sitemapP,
      siteHomeP,
    },
    whileGathering,
  );
  return { artifacts, fetchFailure, challenged: check.challenged, tooComplex: state.tooComplex };
}

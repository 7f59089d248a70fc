import type { BrowserContext, Page } from 'playwright-core';
import type { BrowserPool } from '../net/browser';
import type { EgressProxy } from '../net/egress-proxy';
import { CHROME_UA } from '../net/http';
import type { DocumentArtifact, RenderedArtifact, RenderedFacts } from '../types';
import { createHostChecker, type SafetyOptions } from '../net/url-safety';
import { changedSince, readDom, READ_TIMEOUT_MS, type DomSnapshot } from './dom-read';
import { interceptors, requestChecks, type RequestRun } from './render-requests';
import { devToolsSession, prepareWatchedContext, unwatchRender, watchRender, type Inflight } from './render-watch';
import { checkParseLimits, parsedPart, type ParseLimits } from '../parse-limits';
import { PageTooComplexError, tooComplexReason } from '../errors';
import { DEFAULT_PARSE_DEADLINE_MS, parseOffThread } from '../threads/parse-off-thread';

interface RenderOptions extends SafetyOptions {
  pool: BrowserPool | null | undefined;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Offline tooling: only these hosts may be requested by the browser. */
  allowHosts?: string[];
  /** Longer settle time for pages whose raw HTML has almost no text (asked after `load`, so the caller can parse meanwhile). */
  likelySpa?: () => Promise<boolean>;
  /** Told once the navigation is over (loaded or failed), before the DOM is read. */
  onNavigated?: () => void;
  /** Over these caps the rendered DOM is not parsed, and the render is unavailable (decision 009). */
  parseLimits?: ParseLimits;
  /** Run time allowed to the rendered DOM's parse (in the parse worker pool); past it the render is unavailable. */
  parseDeadlineMs?: number;
}

/** Quiet time after `load` with no request in flight before the DOM is read (longer for likely SPAs). */
const QUIET_MS = 50;
const SPA_QUIET_MS = 500;

/**
 * After `load`, waits until no request has been in flight for `quietMs` (at most `capMs`).
 * Playwright's 'networkidle' needs 500 ms of silence even on a page that is long finished; this
 * settles as soon as the page is quiet, and still waits for late XHR/fetch of client-rendered pages.
 */
async function settle(page: Page, s: Inflight, quietMs: number, capMs: number, signal?: AbortSignal): Promise<void> {
  const end = performance.now() + capMs;
  for (;;) {
    const now = performance.now();
    if (signal?.aborted || page.isClosed() || now >= end) return;
    const quietFor = now - s.lastChange;
    if (s.count === 0 && quietFor >= quietMs) return;
    // Quiet now: sleep until the window would end (a new request moves it). Busy: look again soon.
    const wait = s.count === 0 ? quietMs - quietFor : 10;
    await new Promise((r) => setTimeout(r, Math.max(1, Math.min(wait, end - now))));
  }
}

/**
 * The page renders in a phone-width window, as a phone would load it (the document stays the desktop
 * one: same user agent, and the main response is the one already fetched). The DOM read does not
 * depend on the width; the horizontal-overflow check reads the same layout instead of laying the
 * page out again at a second width (which cost 30-60 ms on a large page).
 */
const PHONE_VIEWPORT = { width: 375, height: 812 };

export function unavailable(note: string): RenderedArtifact {
  return {
    available: false,
    note,
    facts: null,
    loadMs: null,
    domContentLoadedMs: null,
    requestCount: 0,
    transferBytes: 0,
    blockedRequests: [],
    consoleErrors: [],
    mobileOverflow: null,
  };
}

/** One render's request checks, what it has seen so far (over both attempts, if the browser crashed), and its phase clock. */
interface RenderRun extends RequestRun {
  consoleErrors: string[];
  phase: (name: string) => void;
}

/** Loads the page and reads it: at `load`, or once settled; read again if it changed while its first copy was parsed. */
async function loadAndRead(
  page: Page,
  mainUrl: string,
  opts: RenderOptions,
  phase: RenderRun['phase'],
  inflight: Inflight,
): Promise<{ note: string | null; snap: DomSnapshot; facts: RenderedFacts }> {
  let note: string | null = null;
  const session = devToolsSession(page);
  const loaded = page.goto(mainUrl, { waitUntil: 'load', timeout: opts.timeoutMs }).then(
    () => null,
    (e: Error) => e,
  );
  const loadError = await loaded;
  if (loadError)
    note = `The page did not finish loading in the browser (${loadError.message.split('\n')[0].slice(0, 160)}); the DOM as far as it rendered was used.`;
  phase('goto');
  // A likely SPA fills its DOM after `load`: settle first. Any other page is read at `load`
  // and parsed during its quiet window; a page that then turns out to have changed is read again.
  const spa = (await opts.likelySpa?.()) ?? false;
  if (spa) {
    opts.onNavigated?.();
    await settle(page, inflight, SPA_QUIET_MS, 3000, opts.signal);
  }
  if (opts.signal?.aborted) throw new Error('aborted');
  if (spa) phase('settle');
  const urlOf = (d: DomSnapshot) => (d.href && d.href !== 'about:blank' ? d.href : mainUrl);
  // Script can build a DOM far deeper or larger than the raw HTML: refuse it before parsing it. The parse
  // runs in the parse worker pool, with its deadline: this thread meanwhile serves the analysis' other
  // parts (the text's analysis, the early audits, the probes), and waits out the quiet window beside it.
  const parse = async (d: DomSnapshot): Promise<RenderedFacts> => {
    const html = opts.parseLimits ? parsedPart(d.html, opts.parseLimits) : d.html;
    const tooComplex = opts.parseLimits && checkParseLimits(html, opts.parseLimits);
    try {
      if (tooComplex) throw tooComplex;
      return await parseOffThread.renderedFacts(
        { html, url: urlOf(d) },
        { deadlineMs: opts.parseDeadlineMs ?? DEFAULT_PARSE_DEADLINE_MS, signal: opts.signal },
      );
    } catch (e) {
      if (e instanceof PageTooComplexError)
        throw new Error(`the rendered page is too complex to analyse: ${tooComplexReason(e.detail)}`);
      throw e;
    }
  };
  const readMs = Math.min(READ_TIMEOUT_MS, opts.timeoutMs);
  const reading = readDom(page, await session, readMs);
  // What waits for the navigation (the crawler probes, the parses) starts once the read
  // is on its way: their requests, started on this thread, held it back by 5-10 ms (decision 027).
  if (!spa) setImmediate(() => opts.onNavigated?.());
  let snap = await reading;
  phase('content');
  // A page without script cannot change or request anything after `load`, and a likely SPA has
  // settled: then this read is final.
  const final = spa || !snap.scripted;
  let parsing = parse(snap);
  // Not awaited until the settle is over: its failure must not count as unhandled meanwhile.
  parsing.catch(() => undefined);
  if (!final) {
    await settle(page, inflight, QUIET_MS, 1200, opts.signal);
    if (opts.signal?.aborted) throw new Error('aborted');
    phase('settle');
    if (await changedSince(page, snap, await session, readMs)) {
      snap = await readDom(page, await session, readMs);
      parsing = parse(snap);
      phase('reread');
    }
  }
  const facts = await parsing;
  phase('parse');
  return { note, snap, facts };
}

/** The render in the pool's context: the analysis' request checks set, the page watched, loaded and read. */
async function renderIn(
  ctx: BrowserContext,
  egress: EgressProxy | null,
  doc: DocumentArtifact,
  opts: RenderOptions,
  run: RenderRun,
): Promise<Omit<RenderedArtifact, 'phases'>> {
  run.phase('context');
  // Each attempt (a second one after a browser crash) is served the fetched document, not the site's.
  run.mainServed = false;
  interceptors.set(ctx, requestChecks(doc, run));
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  run.phase('newPage');
  const inflight = watchRender(ctx, page, run, egress);
  const onAbort = () => page.close().catch(() => undefined);
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const { note, snap, facts } = await loadAndRead(page, doc.finalUrl, opts, run.phase, inflight).finally(() => {
    unwatchRender(ctx);
    opts.signal?.removeEventListener('abort', onAbort);
  });
  return {
    available: true,
    note,
    facts,
    loadMs: snap.load !== null && snap.load > 0 ? Math.round(snap.load) : null,
    domContentLoadedMs: snap.dcl !== null && snap.dcl > 0 ? Math.round(snap.dcl) : null,
    requestCount: run.requestCount,
    transferBytes: Math.round(snap.transfer + doc.bytes),
    blockedRequests: run.blockedRequests,
    consoleErrors: run.consoleErrors,
    mobileOverflow: snap.overflow,
  };
}

/** Renders the page in Chromium. The main document is served from the already-fetched response. */
export async function gatherRenderedDom(doc: DocumentArtifact, opts: RenderOptions): Promise<RenderedArtifact> {
  const pool = opts.pool;
  if (!pool)
    return unavailable('Rendering was unavailable: no browser configured; the analysis used the raw HTML only.');
  if (!pool.available)
    return unavailable('Rendering was unavailable: no Chromium found; the analysis used the raw HTML only.');
  if (!doc.isHtml) return unavailable('The page is not HTML, so it was not rendered.');
  const phases: Record<string, number> = {};
  let tPhase = performance.now();
  const run: RenderRun = {
    // First line: the route check blocks by host name and records what it blocked for this analysis. It
    // cannot pin addresses (Chromium would resolve the name again), so the pool also sends every request
    // of the context through its egress proxy, which connects only to addresses it checked.
    allowHosts: opts.allowHosts ? new Set(opts.allowHosts.map((h) => h.toLowerCase())) : null,
    checker: createHostChecker(opts),
    requestCount: 0,
    mainServed: false,
    blockedRequests: [],
    consoleErrors: [],
    phase: (name) => {
      const n = performance.now();
      phases[name] = Math.round(n - tPhase);
      tPhase = n;
    },
  };
  try {
    return await pool.withContext(
      {
        userAgent: CHROME_UA,
        viewport: PHONE_VIEWPORT,
        serviceWorkers: 'block',
        javaScriptEnabled: true,
        ignoreHTTPSErrors: true,
        acceptDownloads: false,
        locale: 'en-US',
      },
      async (ctx, { egress }) => ({ ...(await renderIn(ctx, egress, doc, opts, run)), phases }),
      {
        signal: opts.signal,
        prepare: prepareWatchedContext,
        // Enforcement that pins: Chromium reaches the network only through the egress proxy, which
        // connects to the addresses it checked itself (the route check cannot pin them).
        egress: {
          allowPrivateNetwork: opts.allowPrivateNetwork,
          dnsLookup: opts.dnsLookup,
          allowHosts: opts.allowHosts,
        },
      },
    );
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    return unavailable(
      `Rendering was unavailable (${(e as Error).message.split('\n')[0].slice(0, 200)}); the analysis used the raw HTML only.`,
    );
  }
}

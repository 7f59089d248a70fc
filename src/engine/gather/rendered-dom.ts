import type { BrowserContext, Page, Route, WebSocketRoute } from 'playwright-core';
import type { BrowserPool } from '../net/browser';
import { EGRESS_REFUSED_HEADER } from '../net/egress-proxy';
import { CHROME_UA } from '../net/http';
import type { DocumentArtifact, RenderedArtifact } from '../types';
import { createHostChecker, type SafetyOptions } from '../net/url-safety';
import { extractPageFacts } from './page-facts';
import { checkParseLimits, parsedPart, type ParseLimits } from '../parse-limits';
import { tooComplexReason } from '../errors';

export interface RenderOptions extends SafetyOptions {
  pool: BrowserPool | null | undefined;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Offline tooling: only these hosts may be requested by the browser. */
  allowHosts?: string[];
  /** Longer settle time for pages whose raw HTML has almost no text (asked after `load`, so the caller can parse meanwhile). */
  likelySpa?: () => Promise<boolean>;
  /** The rendered DOM is parsed on this thread: over these caps it is not parsed, and the render is unavailable (decision 009). */
  parseLimits?: ParseLimits;
}

const BLOCKED_TYPES = new Set(['image', 'font', 'media']);
/**
 * Analytics, advertising and session-recording hosts: no audit reads what they do, and on real pages
 * they are a large part of the load. (Tag managers stay: some sites inject JSON-LD through them.)
 */
const TRACKER_HOST_RE =
  /(^|\.)(google-analytics\.com|analytics\.google\.com|doubleclick\.net|googlesyndication\.com|googleadservices\.com|adservice\.google\.com|connect\.facebook\.net|hotjar\.com|clarity\.ms|scorecardresearch\.com|nr-data\.net|js-agent\.newrelic\.com|cdn\.segment\.com|api\.segment\.io|amazon-adsystem\.com|adnxs\.com|criteo\.(com|net)|taboola\.com|outbrain\.com|quantserve\.com|chartbeat\.com|mixpanel\.com|fullstory\.com)$/i;

function isTracker(url: string): boolean {
  try {
    return TRACKER_HOST_RE.test(new URL(url).hostname);
  } catch {
    return false;
  }
}
const DROP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** Quiet time after `load` with no request in flight before the DOM is read (longer for likely SPAs). */
const QUIET_MS = 50;
const SPA_QUIET_MS = 500;

interface Inflight {
  count: number;
  lastChange: number;
}

function trackInflight(page: Page): Inflight {
  const s: Inflight = { count: 0, lastChange: performance.now() };
  const up = () => {
    s.count++;
    s.lastChange = performance.now();
  };
  const down = () => {
    s.count = Math.max(0, s.count - 1);
    s.lastChange = performance.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return s;
}

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

/** The running analysis' request and WebSocket checks, per browser context. */
interface Interceptors {
  route: (route: Route) => Promise<void>;
  webSocket: (ws: WebSocketRoute) => Promise<void>;
}
const interceptors = new WeakMap<BrowserContext, Interceptors>();

/**
 * Installs the interception once per context, before an analysis takes it (the pool prepares its spare
 * context while idle: routeWebSocket alone costs 15-30 ms). Until an analysis sets its checks,
 * everything is refused. WebSockets are not covered by route(), hence their own handler.
 */
async function prepareRenderContext(ctx: BrowserContext): Promise<void> {
  await ctx.route('**/*', (route) => (interceptors.get(ctx)?.route ?? refuseRequest)(route));
  await ctx.routeWebSocket(/.*/, (ws) => (interceptors.get(ctx)?.webSocket ?? refuseWebSocket)(ws)).catch(() => undefined);
}
const refuseRequest = (route: Route) => route.abort('blockedbyclient').catch(() => undefined);
const refuseWebSocket = async (ws: WebSocketRoute) => ws.close();

/** The rendered page as read in one round trip. */
interface DomSnapshot {
  html: string;
  /** location.href when it was read ('' when the read failed). */
  href: string;
  load: number | null;
  dcl: number | null;
  transfer: number;
  /** The page can run script (or has frames, plugins or a refresh), so it may still change after `load`. */
  scripted: boolean;
  /** Wider than the phone-width window (null when the read failed). */
  overflow: boolean | null;
}

/**
 * The page renders in a phone-width window, as a phone would load it (the document stays the desktop
 * one: same user agent, and the main response is the one already fetched). The DOM read does not
 * depend on the width; the horizontal-overflow check reads the same layout instead of laying the
 * page out again at a second width (which cost 30-60 ms on a large page).
 */
const PHONE_VIEWPORT = { width: 375, height: 812 };

/**
 * In-page script (a string, so no transpiler helper leaks into the page): serialises the DOM with the
 * timing facts, and starts watching the document for changes that would make this copy stale: any
 * mutation but a style attribute (animations touch nothing the audits read). The watch is kept under a
 * registered symbol, so no name of the page's can clash with it.
 */
const READ_DOM = `(() => {
  const key = Symbol.for('getseen.dom-watch');
  if (window[key]) window[key].observer.disconnect();
  const watch = {
    changed: false,
    observer: null,
    relevant: (records) => records.some((r) => r.type !== 'attributes' || r.attributeName !== 'style'),
  };
  watch.observer = new MutationObserver((records) => {
    if (watch.relevant(records)) watch.changed = true;
  });
  watch.observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  window[key] = watch;
  const scripted =
    Array.from(document.getElementsByTagName('script')).some((s) => !/json|template|html|handlebars|mustache|plain/i.test(s.getAttribute('type') || '')) ||
    document.evaluate('count(//@*[starts-with(name(), "on")])', document, null, XPathResult.NUMBER_TYPE, null).numberValue > 0 ||
    window.frames.length > 0 ||
    document.querySelector('object, embed, meta[http-equiv="refresh" i]') !== null;
  const nav = performance.getEntriesByType('navigation')[0];
  let html = '';
  if (document.doctype) html = new XMLSerializer().serializeToString(document.doctype);
  if (document.documentElement) html += document.documentElement.outerHTML;
  return {
    html,
    href: location.href,
    load: nav ? nav.loadEventEnd : null,
    dcl: nav ? nav.domContentLoadedEventEnd : null,
    transfer: performance.getEntriesByType('resource').reduce((sum, r) => sum + (r.transferSize || 0), 0),
    scripted,
    overflow: document.documentElement ? document.documentElement.scrollWidth > window.innerWidth + 8 : null,
  };
})()`;

/** In-page: did the document change (or navigate) since READ_DOM ran? Stops the watch. */
const CHANGED_SINCE = (href: string) => `(() => {
  const watch = window[Symbol.for('getseen.dom-watch')];
  if (!watch) return true;
  const late = watch.relevant(watch.observer.takeRecords());
  watch.observer.disconnect();
  return watch.changed || late || location.href !== ${JSON.stringify(href)};
})()`;

/** Reads the page (READ_DOM); its HTML alone when the script cannot run. */
async function readDom(page: Page): Promise<DomSnapshot> {
  const snap = (await page.evaluate(READ_DOM).catch(() => null)) as DomSnapshot | null;
  return snap ?? { html: await page.content(), href: '', load: null, dcl: null, transfer: 0, scripted: true, overflow: null };
}

/** True when the document changed after `snap` was read, or when that cannot be told. */
async function changedSince(page: Page, snap: DomSnapshot): Promise<boolean> {
  return (await page.evaluate(CHANGED_SINCE(snap.href)).catch(() => true)) !== false;
}

/** Lets pending protocol messages go out to the browser before this thread does synchronous work. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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

/** Renders the page in Chromium. The main document is served from the already-fetched response. */
export async function gatherRenderedDom(doc: DocumentArtifact, opts: RenderOptions): Promise<RenderedArtifact> {
  const pool = opts.pool;
  if (!pool) return unavailable('Rendering was unavailable: no browser configured; the analysis used the raw HTML only.');
  if (!pool.available) return unavailable('Rendering was unavailable: no Chromium found; the analysis used the raw HTML only.');
  if (!doc.isHtml) return unavailable('The page is not HTML, so it was not rendered.');
  // First line: the route check below blocks by host name and records what it blocked for this
  // analysis. It cannot pin addresses (Chromium would resolve the name again), so the pool also sends
  // every request of the context through its egress proxy, which connects only to addresses it checked.
  const checker = createHostChecker(opts);
  const allowHosts = opts.allowHosts ? new Set(opts.allowHosts.map((h) => h.toLowerCase())) : null;
  const blockedRequests: string[] = [];
  const consoleErrors: string[] = [];
  let requestCount = 0;
  let mainServed = false;
  const mainUrl = doc.finalUrl;
  const phases: Record<string, number> = {};
  let tPhase = performance.now();
  const phase = (name: string) => {
    const n = performance.now();
    phases[name] = Math.round(n - tPhase);
    tPhase = n;
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
      async (ctx, { egress }) => {
        phase('context');
        interceptors.set(ctx, {
          route: async (route) => {
            const req = route.request();
            const url = req.url();
            requestCount++;
            try {
              if (!mainServed && req.isNavigationRequest() && url.split('#')[0] === mainUrl) {
                mainServed = true;
                const headers: Record<string, string> = {};
                for (const [k, v] of Object.entries(doc.headers)) if (!DROP_HEADERS.has(k)) headers[k] = v;
                headers['content-type'] = doc.contentType || 'text/html; charset=utf-8';
                if (!/charset/i.test(headers['content-type'])) headers['content-type'] += '; charset=utf-8';
                await route.fulfill({ status: doc.status || 200, headers, body: doc.html });
                return;
              }
              if (BLOCKED_TYPES.has(req.resourceType()) || isTracker(url)) {
                await route.abort('blockedbyclient');
                return;
              }
              if (/^(data|blob|about):/.test(url)) {
                await route.continue();
                return;
              }
              let ok: boolean;
              if (allowHosts) {
                try {
                  ok = allowHosts.has(new URL(url).host.toLowerCase());
                } catch {
                  ok = false;
                }
              } else ok = await checker(url);
              if (!ok) {
                if (blockedRequests.length < 50) blockedRequests.push(url.slice(0, 300));
                await route.abort('blockedbyclient');
                return;
              }
              await route.continue();
            } catch {
              /* route already handled or page closed */
            }
          },
          // The WebSocket connection itself is a CONNECT through the egress proxy, pinned like every other request.
          webSocket: async (ws) => {
            const ok = allowHosts ? false : await checker(ws.url().replace(/^ws/, 'http'));
            if (ok) ws.connectToServer();
            else ws.close();
          },
        });
        const page = ctx.pages()[0] ?? (await ctx.newPage());
        phase('newPage');
        const inflight = trackInflight(page);
        page.on('console', (m) => {
          if (m.type() === 'error' && consoleErrors.length < 20) consoleErrors.push(m.text().slice(0, 300));
        });
        page.on('pageerror', (e) => {
          if (consoleErrors.length < 20) consoleErrors.push(String(e.message ?? e).slice(0, 300));
        });
        page.on('dialog', (d) => d.dismiss().catch(() => undefined));
        // Sub-requests the route check let through but the egress proxy refused (the name resolved
        // to a blocked address on the proxy's own lookup: DNS rebinding).
        const proxyBlocked = (url: string) => {
          if (blockedRequests.length < 50 && !blockedRequests.includes(url.slice(0, 300))) blockedRequests.push(url.slice(0, 300));
        };
        if (egress) {
          page.on('requestfailed', (r) => {
            if (/ERR_TUNNEL_CONNECTION_FAILED/.test(r.failure()?.errorText ?? '') && egress.wasRefused(r.url())) proxyBlocked(r.url());
          });
          page.on('response', (r) => {
            if (r.status() === 403 && r.headers()[EGRESS_REFUSED_HEADER] === 'refused') proxyBlocked(r.url());
          });
        }
        const onAbort = () => page.close().catch(() => undefined);
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        let note: string | null = null;
        const loaded = page.goto(mainUrl, { waitUntil: 'load', timeout: opts.timeoutMs }).then(
          () => null,
          (e: Error) => e,
        );
        const loadError = await loaded;
        if (loadError) note = `The page did not finish loading in the browser (${loadError.message.split('\n')[0].slice(0, 160)}); the DOM as far as it rendered was used.`;
        phase('goto');
        // A likely SPA fills its DOM after `load`: settle first. Any other page is read at `load`
        // and parsed during its quiet window; a page that then turns out to have changed is read again.
        const spa = (await opts.likelySpa?.()) ?? false;
        if (spa) await settle(page, inflight, SPA_QUIET_MS, 3000, opts.signal);
        if (opts.signal?.aborted) throw new Error('aborted');
        if (spa) phase('settle');
        const urlOf = (d: DomSnapshot) => (d.href && d.href !== 'about:blank' ? d.href : mainUrl);
        // Script can build a DOM far deeper or larger than the raw HTML: refuse it before parsing it here.
        const parse = (d: DomSnapshot) => {
          const html = opts.parseLimits ? parsedPart(d.html, opts.parseLimits) : d.html;
          const tooComplex = opts.parseLimits && checkParseLimits(html, opts.parseLimits);
          if (tooComplex) throw new Error(`the rendered page is too complex to analyse: ${tooComplexReason(tooComplex.detail)}`);
          return extractPageFacts(html, urlOf(d));
        };
        let snap = await readDom(page);
        phase('content');
        // A page without script cannot change or request anything after `load`, and a likely SPA has
        // settled: then this read is final.
        const final = spa || !snap.scripted;
        await nextTurn();
        let facts = parse(snap);
        phase('parse');
        if (!final) {
          await settle(page, inflight, QUIET_MS, 1200, opts.signal);
          if (opts.signal?.aborted) throw new Error('aborted');
          phase('settle');
          if (await changedSince(page, snap)) {
            snap = await readDom(page);
            await nextTurn();
            facts = parse(snap);
            phase('reread');
          }
        }
        opts.signal?.removeEventListener('abort', onAbort);
        return {
          available: true,
          note,
          facts,
          loadMs: snap.load !== null && snap.load > 0 ? Math.round(snap.load) : null,
          domContentLoadedMs: snap.dcl !== null && snap.dcl > 0 ? Math.round(snap.dcl) : null,
          requestCount,
          transferBytes: Math.round(snap.transfer + doc.bytes),
          blockedRequests,
          consoleErrors,
          mobileOverflow: snap.overflow,
          phases,
        };
      },
      {
        signal: opts.signal,
        prepare: prepareRenderContext,
        // Enforcement that pins: Chromium reaches the network only through the egress proxy, which
        // connects to the addresses it checked itself (the route check above cannot pin them).
        egress: { allowPrivateNetwork: opts.allowPrivateNetwork, dnsLookup: opts.dnsLookup, allowHosts: opts.allowHosts },
      },
    );
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    return unavailable(`Rendering was unavailable (${(e as Error).message.split('\n')[0].slice(0, 200)}); the analysis used the raw HTML only.`);
  }
}

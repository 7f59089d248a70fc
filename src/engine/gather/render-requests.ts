/**
 * What the rendering browser may request: the main document is served from the response already
 * fetched, images, fonts, media and trackers are never fetched, and every other request and WebSocket
 * goes through the SSRF route check (which records what it blocked).
 */
import type { BrowserContext, Route, WebSocketRoute } from 'playwright-core';
import type { DocumentArtifact } from '../types';

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

/** The running analysis' request and WebSocket checks, per browser context. */
interface Interceptors {
  route: (route: Route) => Promise<void>;
  webSocket: (ws: WebSocketRoute) => Promise<void>;
}
export const interceptors = new WeakMap<BrowserContext, Interceptors>();

/**
 * Installs the interception once per context, before an analysis takes it (the pool prepares its spare
 * context while idle: routeWebSocket alone costs 15-30 ms). Until an analysis sets its checks,
 * everything is refused. WebSockets are not covered by route(), hence their own handler.
 */
export async function prepareRenderContext(ctx: BrowserContext): Promise<void> {
  await ctx.route('**/*', (route) => (interceptors.get(ctx)?.route ?? refuseRequest)(route));
  await ctx
    .routeWebSocket(/.*/, (ws) => (interceptors.get(ctx)?.webSocket ?? refuseWebSocket)(ws))
    .catch(() => undefined);
}
const refuseRequest = (route: Route) => route.abort('blockedbyclient').catch(() => undefined);
const refuseWebSocket = async (ws: WebSocketRoute) => ws.close();

/** One analysis' request checks, and what its requests did. */
export interface RequestRun {
  /** Offline tooling: the only hosts the browser may request; otherwise `checker` (the SSRF route check) decides. */
  allowHosts: Set<string> | null;
  checker: (url: string) => Promise<boolean>;
  requestCount: number;
  mainServed: boolean;
  /** Requests refused by the route check or the egress proxy (at most 50). */
  blockedRequests: string[];
}

export function requestChecks(doc: DocumentArtifact, run: RequestRun): Interceptors {
  const { allowHosts, checker } = run;
  return {
    route: async (route) => {
      const req = route.request();
      const url = req.url();
      run.requestCount++;
      try {
        if (!run.mainServed && req.isNavigationRequest() && url.split('#')[0] === doc.finalUrl) {
          run.mainServed = true;
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
          if (run.blockedRequests.length < 50) run.blockedRequests.push(url.slice(0, 300));
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
  };
}

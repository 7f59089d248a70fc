/**
 * What a render watches on its page: the requests in flight (the quiet window after `load`), console and
 * page errors, and the sub-requests the egress proxy refused; dialogs are dismissed. The listeners go on the
 * context while it is still the pool's spare (`prepareWatchedContext`): each event kind a client listens for
 * costs Playwright a protocol call with a captured stack, which the analysis otherwise paid on its own
 * page just before its navigation. A render then says, with `watchRender`, which page is its own.
 */
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { EGRESS_REFUSED_HEADER, type EgressProxy } from '../net/egress-proxy';
import { prepareRenderContext } from './render-requests';

export interface Inflight {
  count: number;
  lastChange: number;
}

interface RenderWatch {
  page: Page;
  inflight: Inflight;
  /** At most 20, each cut to 300 characters. */
  consoleErrors: string[];
  /** Shared with the route check's list (at most 50). */
  blockedRequests: string[];
  egress: EgressProxy | null;
}

const watches = new WeakMap<BrowserContext, RenderWatch>();

/** The render's watch when `page` is its page (a pop-up of the page is not watched). */
function watchOf(ctx: BrowserContext, page: Page | null): RenderWatch | null {
  const w = watches.get(ctx);
  return w && page === w.page ? w : null;
}

/** A service worker's request has no frame. */
function pageOf(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

function moved(s: Inflight, by: number): void {
  s.count = Math.max(0, s.count + by);
  s.lastChange = performance.now();
}

function addConsoleError(w: RenderWatch | null, text: string): void {
  if (w && w.consoleErrors.length < 20) w.consoleErrors.push(text.slice(0, 300));
}

/** A sub-request the route check let through but the egress proxy refused (the name resolved to a blocked address on the proxy's own lookup: DNS rebinding). */
function proxyBlocked(w: RenderWatch | null, url: string): void {
  const shown = url.slice(0, 300);
  if (w?.egress && w.blockedRequests.length < 50 && !w.blockedRequests.includes(shown)) w.blockedRequests.push(shown);
}

function listen(ctx: BrowserContext): void {
  ctx.on('request', (r) => {
    const w = watchOf(ctx, pageOf(r));
    if (w) moved(w.inflight, 1);
  });
  ctx.on('requestfinished', (r) => {
    const w = watchOf(ctx, pageOf(r));
    if (w) moved(w.inflight, -1);
  });
  ctx.on('requestfailed', (r) => {
    const w = watchOf(ctx, pageOf(r));
    if (!w) return;
    moved(w.inflight, -1);
    if (/ERR_TUNNEL_CONNECTION_FAILED/.test(r.failure()?.errorText ?? '') && w.egress?.wasRefused(r.url()))
      proxyBlocked(w, r.url());
  });
  ctx.on('response', (r) => {
    if (r.status() === 403 && r.headers()[EGRESS_REFUSED_HEADER] === 'refused')
      proxyBlocked(watchOf(ctx, pageOf(r.request())), r.url());
  });
  ctx.on('console', (m) => {
    if (m.type() === 'error') addConsoleError(watchOf(ctx, m.page()), m.text());
  });
  ctx.on('weberror', (e) => addConsoleError(watchOf(ctx, e.page()), String(e.error().message ?? e.error())));
  ctx.on('dialog', (d) => d.dismiss().catch(() => undefined));
}

const sessions = new WeakMap<Page, Promise<CDPSession | null>>();

/** The page's DevTools session, through which its DOM is read (dom-read.ts); opened with the page when it can be. */
export function devToolsSession(page: Page): Promise<CDPSession | null> {
  let s = sessions.get(page);
  if (!s)
    sessions.set(
      page,
      (s = page
        .context()
        .newCDPSession(page)
        .catch(() => null)),
    );
  return s;
}

/** The render context's request checks, watch, page and DevTools session, made once per context (spares included). */
export async function prepareWatchedContext(ctx: BrowserContext): Promise<void> {
  await prepareRenderContext(ctx);
  listen(ctx);
  await devToolsSession(await ctx.newPage());
}

/** The render is over: what its page does until the context closes is no longer recorded in its lists. */
export function unwatchRender(ctx: BrowserContext): void {
  watches.delete(ctx);
}

/** From now on `page`'s events are this render's: its requests in flight, its errors, what the egress proxy refused. */
export function watchRender(
  ctx: BrowserContext,
  page: Page,
  run: { consoleErrors: string[]; blockedRequests: string[] },
  egress: EgressProxy | null,
): Inflight {
  const inflight: Inflight = { count: 0, lastChange: performance.now() };
  watches.set(ctx, { page, inflight, consoleErrors: run.consoleErrors, blockedRequests: run.blockedRequests, egress });
  return inflight;
}

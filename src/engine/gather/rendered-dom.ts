import type { BrowserPool } from '../browser';
import { CHROME_UA } from '../http';
import type { DocumentArtifact, RenderedArtifact } from '../types';
import { createHostChecker, type SafetyOptions } from '../url-safety';
import { extractPageFacts } from './page-facts';

export interface RenderOptions extends SafetyOptions {
  pool: BrowserPool | null | undefined;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Offline tooling: only these hosts may be requested by the browser. */
  allowHosts?: string[];
  /** Longer settle time for pages whose raw HTML has almost no text. */
  likelySpa?: boolean;
}

const BLOCKED_TYPES = new Set(['image', 'font', 'media']);
const DROP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

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
  const checker = createHostChecker(opts);
  const allowHosts = opts.allowHosts ? new Set(opts.allowHosts.map((h) => h.toLowerCase())) : null;
  const blockedRequests: string[] = [];
  const consoleErrors: string[] = [];
  let requestCount = 0;
  let mainServed = false;
  const mainUrl = doc.finalUrl;
  try {
    return await pool.withContext(
      {
        userAgent: CHROME_UA,
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
        javaScriptEnabled: true,
        ignoreHTTPSErrors: true,
        acceptDownloads: false,
        locale: 'en-US',
      },
      async (ctx) => {
        await ctx.route('**/*', async (route) => {
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
            if (BLOCKED_TYPES.has(req.resourceType())) {
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
        });
        // WebSockets are not covered by route(): check them too.
        await ctx
          .routeWebSocket(/.*/, async (ws) => {
            const ok = allowHosts ? false : await checker(ws.url().replace(/^ws/, 'http'));
            if (ok) ws.connectToServer();
            else ws.close();
          })
          .catch(() => undefined);
        const page = await ctx.newPage();
        page.on('console', (m) => {
          if (m.type() === 'error' && consoleErrors.length < 20) consoleErrors.push(m.text().slice(0, 300));
        });
        page.on('pageerror', (e) => {
          if (consoleErrors.length < 20) consoleErrors.push(String(e.message ?? e).slice(0, 300));
        });
        page.on('dialog', (d) => d.dismiss().catch(() => undefined));
        const onAbort = () => page.close().catch(() => undefined);
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        let note: string | null = null;
        try {
          await page.goto(mainUrl, { waitUntil: 'load', timeout: opts.timeoutMs });
        } catch (e) {
          note = `The page did not finish loading in the browser (${(e as Error).message.split('\n')[0].slice(0, 160)}); the DOM as far as it rendered was used.`;
        }
        await page.waitForLoadState('networkidle', { timeout: opts.likelySpa ? 3000 : 1200 }).catch(() => undefined);
        opts.signal?.removeEventListener('abort', onAbort);
        if (opts.signal?.aborted) throw new Error('aborted');
        const html = await page.content();
        const perf = await page
          .evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
            const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            return {
              load: nav ? nav.loadEventEnd : null,
              dcl: nav ? nav.domContentLoadedEventEnd : null,
              transfer: res.reduce((s, r) => s + (r.transferSize || 0), 0),
            };
          })
          .catch(() => ({ load: null, dcl: null, transfer: 0 }));
        let mobileOverflow: boolean | null = null;
        try {
          await page.setViewportSize({ width: 375, height: 812 });
          mobileOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 8);
        } catch {
          mobileOverflow = null;
        }
        return {
          available: true,
          note,
          facts: extractPageFacts(html, page.url() && page.url() !== 'about:blank' ? page.url() : mainUrl),
          loadMs: perf.load !== null && perf.load > 0 ? Math.round(perf.load) : null,
          domContentLoadedMs: perf.dcl !== null && perf.dcl > 0 ? Math.round(perf.dcl) : null,
          requestCount,
          transferBytes: Math.round(perf.transfer + doc.bytes),
          blockedRequests,
          consoleErrors,
          mobileOverflow,
        };
      },
      opts.signal,
    );
  } catch (e) {
    if (opts.signal?.aborted) throw e;
    return unavailable(`Rendering was unavailable (${(e as Error).message.split('\n')[0].slice(0, 200)}); the analysis used the raw HTML only.`);
  }
}

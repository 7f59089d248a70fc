/** Reading the rendered page in one round trip, and telling whether it changed since. */
import type { CDPSession, Page } from 'playwright-core';

/** The rendered page as read in one round trip. */
export interface DomSnapshot {
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
 * A string with one character past ASCII travels as two bytes a character: over DevTools that took the heavy
 * bench page's 190 kB read 27-30 ms against 13 for the same length in ASCII (decision 134). When at most
 * one character in WIDE_SHARE is past ASCII, the page sends `%` as `%25` and each such UTF-16 unit as
 * `%uXXXX`, and this side turns them back (`unescapeRead`); a page mostly past ASCII (CJK) is sent as it is.
 */
const WIDE_SHARE = 10;

/** In-page, the escape `unescapeRead` reverses (source text, so the tests run the very function the page runs). */
export const ESCAPE_PAST_ASCII = `(html) => html.replace(/[%\\u0080-\\uffff]/g, (c) => (c === '%' ? '%25' : '%u' + c.charCodeAt(0).toString(16).padStart(4, '0')))`;

/** The HTML as the page had it, from READ_DOM's escaped form (lossless, lone surrogates included). */
export function unescapeRead(html: string): string {
  return html.replace(/%(25|u[0-9a-f]{4})/g, (_, code: string) =>
    code === '25' ? '%' : String.fromCharCode(parseInt(code.slice(1), 16)),
  );
}

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
  const wide = (html.match(/[^\\x00-\\x7f]/g) || []).length;
  const escaped = wide > 0 && wide * ${WIDE_SHARE} < html.length;
  if (escaped) html = (${ESCAPE_PAST_ASCII})(html);
  return {
    html,
    escaped,
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

/**
 * A page whose script never yields (a loop, an endless run of `alert()`s) never answers a read: each read
 * has this long at most, then the render ends as unavailable instead of holding the analysis.
 */
export const READ_TIMEOUT_MS = 10_000;

/** `p`, or a rejection naming the read once `ms` have passed. */
function withinRead<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page did not answer the DOM read within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * Evaluates an expression in the page's main world and returns its value. Through the page's own
 * DevTools session when there is one: Playwright's `evaluate` first compiles its helper script into each
 * new document. A failure (the document was replaced, the script threw) is null.
 */
async function valueOf(page: Page, cdp: CDPSession | null, expression: string): Promise<unknown> {
  if (!cdp) return page.evaluate(expression).catch(() => null);
  const r = await cdp.send('Runtime.evaluate', { expression, returnByValue: true }).catch(() => null);
  return r && !r.exceptionDetails ? (r.result.value ?? null) : null;
}

/** Reads the page (READ_DOM); its HTML alone when the script cannot run. Rejects after `timeoutMs`. */
export function readDom(page: Page, cdp: CDPSession | null = null, timeoutMs = READ_TIMEOUT_MS): Promise<DomSnapshot> {
  return withinRead(
    (async () => {
      const read = (await valueOf(page, cdp, READ_DOM)) as (DomSnapshot & { escaped?: boolean }) | null;
      if (read) {
        const { escaped, ...snap } = read;
        return escaped && typeof snap.html === 'string' ? { ...snap, html: unescapeRead(snap.html) } : snap;
      }
      return (
        read ?? {
          html: await page.content(),
          href: '',
          load: null,
          dcl: null,
          transfer: 0,
          scripted: true,
          overflow: null,
        }
      );
    })(),
    timeoutMs,
  );
}

/** True when the document changed after `snap` was read, or when that cannot be told. Rejects after `timeoutMs`. */
export async function changedSince(
  page: Page,
  snap: DomSnapshot,
  cdp: CDPSession | null = null,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<boolean> {
  return (await withinRead(valueOf(page, cdp, CHANGED_SINCE(snap.href)), timeoutMs)) !== false;
}

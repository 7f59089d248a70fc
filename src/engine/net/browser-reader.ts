/**
 * Readability in the pool's browser (decision 037): the raw HTML parsed by Chromium's DOMParser, an inert
 * document (no script runs, nothing is fetched), and read by the same Readability file as the parse worker's,
 * in a context of its own (its own renderer process, never the analysed page's; offline besides). Chromium's
 * native DOM reads a large page 2-3 times faster than linkedom in a worker, and its parse is the HTML
 * standard's, the one browsers and search engines build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { EngineError, PageTooComplexError } from '../errors';
import { READABILITY_OPTIONS, type ArticleNode } from '../computed/readable-text';

const READABILITY_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('@mozilla/readability/Readability.js'),
  'utf8',
);

/** In-page: Readability's article as [tag, children] / text / 0 (browser-reader's `ArticleNode`), as JSON. */
const READER_SCRIPT = `${READABILITY_SOURCE}
;(() => {
  const tree = (n) => (n.nodeType === 3 ? n.nodeValue : n.nodeType === 1 ? [n.localName, Array.from(n.childNodes, tree)] : 0);
  globalThis[Symbol.for('getseen.read')] = (html, options) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const article = new Readability(doc, { ...options, serializer: (el) => JSON.stringify(tree(el)) }).parse();
    return article ? article.content : null;
  };
})();`;

interface ReaderPage {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
}

export interface ReadOptions {
  deadlineMs: number;
  signal: AbortSignal;
}

/** Reader pages, one per analysis reading at a time (at most `max`), kept open between reads. */
export class BrowserReader {
  private browser: Browser | null = null;
  private context: Promise<BrowserContext> | null = null;
  private idle: ReaderPage[] = [];
  private open = 0;

  constructor(
    private readonly getBrowser: () => Promise<Browser>,
    private readonly max: number,
  ) {}

  /**
   * Readability's article of the page (null: it found none), or undefined when it could not be read here
   * (every reader page busy, the browser or the script failed): the caller reads it in the worker then.
   * Past the deadline the reader page is closed (its script with it) and the page is too complex.
   */
  async read(html: string, { deadlineMs, signal }: ReadOptions): Promise<ArticleNode | null | undefined> {
    const reader = await this.take().catch(() => null);
    if (!reader) return undefined;
    let timer: NodeJS.Timeout | undefined;
    let onAbort = () => {};
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PageTooComplexError({ measure: 'time', limit: deadlineMs })), deadlineMs);
      onAbort = () => reject(new EngineError('aborted', 'The analysis was stopped.'));
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const expression = `globalThis[Symbol.for('getseen.read')](${JSON.stringify(html)}, ${JSON.stringify(READABILITY_OPTIONS)})`;
      const r = await Promise.race([reader.cdp.send('Runtime.evaluate', { expression, returnByValue: true }), stopped]);
      if (reader.browser === this.browser) this.idle.push(reader);
      if (r.exceptionDetails) return undefined;
      const json: unknown = r.result.value;
      return typeof json === 'string' ? (JSON.parse(json) as ArticleNode) : null;
    } catch (e) {
      this.discard(reader);
      if (e instanceof EngineError) throw e;
      return undefined;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    }
  }

  /** A free reader page of the current browser, a new one while fewer than `max` are open, or null. */
  private async take(): Promise<ReaderPage | null> {
    const browser = await this.getBrowser();
    if (browser !== this.browser) {
      // A relaunched browser: the old pages went with the old one.
      this.browser = browser;
      this.idle = [];
      this.open = 0;
      this.context = browser.newContext({ offline: true, serviceWorkers: 'block' });
      this.context.catch(() => undefined);
    }
    const idle = this.idle.pop();
    if (idle && !idle.page.isClosed()) return idle;
    if (idle) this.open--;
    if (this.open >= this.max) return null;
    this.open++;
    try {
      const ctx = await this.context!;
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Runtime.evaluate', { expression: READER_SCRIPT });
      return { browser, page, cdp };
    } catch (e) {
      this.open--;
      throw e;
    }
  }

  private discard(reader: ReaderPage): void {
    if (reader.browser === this.browser) this.open--;
    void reader.page.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    const ctx = this.context;
    this.context = null;
    this.browser = null;
    this.idle = [];
    this.open = 0;
    await ctx?.then((c) => c.close()).catch(() => undefined);
  }
}

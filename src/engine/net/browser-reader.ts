/**
 * Readability in the pool's browser (decision 037): the raw HTML parsed by Chromium's DOMParser, an inert
 * document (no script runs, nothing is fetched), and read by the same Readability file as the parse worker's,
 * in a context of its own (its own renderer process, never the analysed page's; offline besides). Chromium's
 * native DOM reads a large page 2-3 times faster than linkedom in a worker, and its parse is the HTML
 * standard's, the one browsers and search engines build.
 *
 * The browser only ever helps: past its short budget, on a crash or any failure, the read is left to the
 * worker, which alone judges a page too complex (decision 009). The standard's tree construction can turn
 * a small hostile page into a huge tree (misnested formatting elements are rebuilt in every paragraph),
 * which a native parse cannot be stopped in: closing the page ends its renderer.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { EngineError } from '../errors';
import { ARTICLE_IMAGES_JS, STAMP_ELEMENTS_JS, type ArticleImages } from '../computed/readable-text';
import { DROP_CAP_HINT, JOIN_DROP_CAPS_JS } from '../computed/drop-caps';

const READABILITY_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('@mozilla/readability/Readability.js'),
  'utf8',
);

/** Longest a read may take in the browser before the worker reads the page instead (the corpus's slowest: under 0.5 s). */
const BROWSER_READ_BUDGET_MS = 2000;
/** A reader page is replaced after an input this large (its renderer's heap grew with it), as a parse worker is. */
const RETIRE_AFTER_CHARS = 1024 * 1024;
/** Past this many elements the tree is the standard's blow-up of misnested markup: the worker reads it. */
const MAX_ELEMENTS = 100_000;

/**
 * In-page (installed once per reader page): Readability's article as [tag, children] / text / 0 (readable-text.ts's
 * `ArticleNode`), as JSON, and its images (readable-text.ts's `ARTICLE_IMAGES_JS`). Given the tags its reader tells
 * apart (`keep`), any other element is replaced by its children and adjacent texts are joined (with a space between two links side by side): the same text, in a fraction of the JSON sent back (a link-heavy
 * article's tree was mostly its inline elements).
 */
export const READER_SCRIPT = `${READABILITY_SOURCE}
;(() => {
  const tree = (n) => (n.nodeType === 3 ? n.nodeValue : n.nodeType === 1 ? [n.localName, Array.from(n.childNodes, tree)] : 0);
  const compact = (el, keep) => {
    const kids = [];
    const add = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) {
          if (typeof kids[kids.length - 1] === 'string') kids[kids.length - 1] += c.nodeValue;
          else kids.push(c.nodeValue);
        } else if (c.nodeType === 1) {
          if (keep.has(c.localName)) kids.push(compact(c, keep));
          else {
            // Two links side by side, nothing between them, are two words (dom.ts's abutsLink).
            const prev = c.previousSibling;
            if (c.localName === 'a' && prev && prev.nodeType === 1 && prev.localName === 'a') {
              if (typeof kids[kids.length - 1] === 'string') kids[kids.length - 1] += ' ';
              else kids.push(' ');
            }
            add(c);
          }
        }
      }
    };
    add(el);
    return [el.localName, kids];
  };
  globalThis[Symbol.for('getseen.read')] = (html, options, keepTags) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    if (doc.getElementsByTagName('*').length > ${MAX_ELEMENTS}) return { tooLarge: true };
    if (${DROP_CAP_HINT}.test(html)) (${JOIN_DROP_CAPS_JS})(doc);
    const page = (${STAMP_ELEMENTS_JS})(doc);
    const keep = keepTags && new Set(keepTags);
    let images = [];
    const serializer = (el) => {
      images = (${ARTICLE_IMAGES_JS})(page, el);
      return JSON.stringify(keep ? compact(el, keep) : tree(el));
    };
    const article = new Readability(doc, { ...options, serializer }).parse();
    return { article: article ? article.content : null, images };
  };
})();`;

/** In-page call of the installed reader on this HTML, with Readability's options (and the tags its reader tells apart). */
export const readCall = (html: string, options: object, keepTags?: readonly string[]): string =>
  `globalThis[Symbol.for('getseen.read')](${JSON.stringify(html)}, ${JSON.stringify(options)}, ${JSON.stringify(keepTags ?? null)})`;

interface ReaderPage {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  /** Set when its renderer crashed: the page answers nothing any more. */
  crashed: Promise<void>;
  dead: boolean;
}

/** What the browser read: Readability's article as its tree (null: it found none), and the images it keeps. */
interface BrowserRead {
  tree: unknown;
  images: ArticleImages;
}

export interface ReadOptions {
  deadlineMs: number;
  signal: AbortSignal;
  /** Readability's options (the worker's, so both read alike). */
  readability: object;
  /** The elements the article's reader tells apart; any other is sent as its children (all are, without it). */
  keepTags?: readonly string[];
}

/** Reader pages, one per analysis reading at a time (at most `max`), kept open between reads. */
export class BrowserReader {
  private browser: Browser | null = null;
  private context: Promise<BrowserContext> | null = null;
  private idle: ReaderPage[] = [];
  private open = 0;
  private closed = false;

  constructor(
    private readonly getBrowser: () => Promise<Browser>,
    private readonly max: number,
  ) {}

  /**
   * Readability's article of the page, or undefined when the browser did not read it (every reader page busy, past
   * the budget, a crash or any failure): the worker reads it then. Throws only when the analysis is aborted.
   */
  async read(
    html: string,
    { deadlineMs, signal, readability, keepTags }: ReadOptions,
  ): Promise<BrowserRead | undefined> {
    let reader: ReaderPage | null = null;
    let kept = false;
    let timer: NodeJS.Timeout | undefined;
    let onAbort = () => {};
    const stopped = new Promise<'budget'>((resolve, reject) => {
      timer = setTimeout(() => resolve('budget'), Math.min(deadlineMs, BROWSER_READ_BUDGET_MS));
      onAbort = () => reject(new EngineError('aborted', 'The analysis was stopped.'));
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    stopped.catch(() => undefined);
    const taking = this.take();
    try {
      reader = await Promise.race([taking, stopped]).then((r) => (r === 'budget' ? null : r));
      if (!reader) return undefined;
      const answer = await Promise.race([
        reader.cdp.send('Runtime.evaluate', { expression: readCall(html, readability, keepTags), returnByValue: true }),
        reader.crashed.then(() => 'crashed' as const),
        stopped,
      ]);
      if (typeof answer === 'string' || answer.exceptionDetails) return undefined;
      const value = answer.result.value as
        { tooLarge?: boolean; article?: string | null; images?: ArticleImages } | undefined;
      if (!value || value.tooLarge) return undefined;
      const tree: unknown = typeof value.article === 'string' ? JSON.parse(value.article) : null;
      if (html.length <= RETIRE_AFTER_CHARS) {
        this.release(reader);
        kept = true;
      }
      return { tree, images: value.images ?? [] };
    } catch (e) {
      if (e instanceof EngineError) throw e;
      return undefined;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      // A page taken after the budget ran out is still good; one that did not answer is closed (its script with it).
      if (!reader)
        void taking.then(
          (r) => r && this.release(r),
          () => undefined,
        );
      else if (!kept) this.discard(reader);
    }
  }

  /** A free reader page of the current browser, a new one while fewer than `max` are open, or null. */
  private async take(): Promise<ReaderPage | null> {
    const browser = await this.getBrowser();
    if (this.closed) return null;
    if (browser !== this.browser) {
      // A relaunched browser: the old pages went with the old one.
      this.browser = browser;
      this.idle = [];
      this.open = 0;
      this.context = null;
    }
    while (this.idle.length) {
      const idle = this.idle.pop()!;
      if (!idle.dead) return idle;
      this.open--;
      void idle.page.close().catch(() => undefined);
    }
    if (this.open >= this.max) return null;
    this.open++;
    let page: Page | null = null;
    try {
      this.context ??= browser.newContext({ offline: true, serviceWorkers: 'block' });
      const ctx = await this.context.catch((e: unknown) => {
        this.context = null;
        throw e;
      });
      page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      const installed = await cdp.send('Runtime.evaluate', { expression: READER_SCRIPT });
      if (installed.exceptionDetails) throw new Error('the reader script did not install');
      const reader: ReaderPage = { browser, page, cdp, dead: false, crashed: null! };
      reader.crashed = new Promise<void>((resolve) => {
        const die = () => {
          reader.dead = true;
          resolve();
        };
        page!.once('crash', die);
        page!.once('close', die);
      });
      return reader;
    } catch (e) {
      if (browser === this.browser) this.open--;
      void page?.close().catch(() => undefined);
      throw e;
    }
  }

  private release(reader: ReaderPage): void {
    if (reader.browser === this.browser && !reader.dead && !this.closed) this.idle.push(reader);
    else this.discard(reader);
  }

  private discard(reader: ReaderPage): void {
    if (reader.browser === this.browser && !this.closed) this.open--;
    reader.dead = true;
    void reader.page.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const ctx = this.context;
    this.context = null;
    this.browser = null;
    this.idle = [];
    this.open = 0;
    await ctx?.then((c) => c.close()).catch(() => undefined);
  }
}

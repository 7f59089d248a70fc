/**
 * One shared headless Chromium per process (or a remote one via BROWSER_WS_ENDPOINT),
 * a fresh context per analysis, a concurrency limit, relaunch after a crash.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

export interface BrowserPoolOptions {
  /** Explicit executable; default CHROMIUM_PATH, then the usual install locations. */
  executablePath?: string;
  /** Remote browser; default BROWSER_WS_ENDPOINT. */
  wsEndpoint?: string;
  /** Parallel contexts; default 4. */
  concurrency?: number;
  launchTimeoutMs?: number;
  /**
   * Keep one fresh, never-used context (with a blank page) ready, so an analysis does not wait
   * for context and page creation (~50-150 ms). Default true.
   */
  spare?: boolean;
}

interface Spare {
  key: string;
  browser: Browser;
  ready: Promise<BrowserContext | null>;
}

export function findChromium(explicit?: string): string | null {
  const env = explicit ?? process.env.CHROMIUM_PATH;
  if (env) return existsSync(env) ? env : null;
  for (const c of CANDIDATES) if (existsSync(c)) return c;
  return null;
}

export class BrowserUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrowserUnavailableError';
  }
}

export class BrowserPool {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private active = 0;
  private waiters: (() => void)[] = [];
  private closed = false;
  private spare: Spare | null = null;
  readonly concurrency: number;

  constructor(private readonly opts: BrowserPoolOptions = {}) {
    this.concurrency = Math.max(1, opts.concurrency ?? 4);
  }

  /** True when a browser could be used (an endpoint is configured or an executable exists). */
  get available(): boolean {
    return !!(this.opts.wsEndpoint ?? process.env.BROWSER_WS_ENDPOINT) || findChromium(this.opts.executablePath) !== null;
  }

  private async launch(): Promise<Browser> {
    if (this.closed) throw new BrowserUnavailableError('The browser pool is closed.');
    const ws = this.opts.wsEndpoint ?? process.env.BROWSER_WS_ENDPOINT;
    let b: Browser;
    if (ws) {
      b = /^https?:|\/devtools\//.test(ws)
        ? await chromium.connectOverCDP(ws, { timeout: this.opts.launchTimeoutMs ?? 30000 })
        : await chromium.connect(ws, { timeout: this.opts.launchTimeoutMs ?? 30000 });
    } else {
      const exe = findChromium(this.opts.executablePath);
      if (!exe) throw new BrowserUnavailableError('No Chromium found (set CHROMIUM_PATH or BROWSER_WS_ENDPOINT).');
      b = await chromium.launch({
        executablePath: exe,
        headless: true,
        args: CHROMIUM_FLAGS,
        timeout: this.opts.launchTimeoutMs ?? 30000,
      });
    }
    b.on('disconnected', () => {
      if (this.browser === b) this.browser = null; // relaunch on next use
    });
    return b;
  }

  async getBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    if (!this.launching) {
      this.launching = this.launch().then(
        (b) => {
          this.browser = b;
          this.launching = null;
          return b;
        },
        (e) => {
          this.launching = null;
          throw e;
        },
      );
    }
    return this.launching;
  }

  /** Warm up: launch now rather than on the first analysis. */
  async warm(): Promise<void> {
    await this.getBrowser();
  }

  private async acquire(signal?: AbortSignal): Promise<void> {
    if (this.active < this.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const w = () => {
        signal?.removeEventListener('abort', onAbort);
        this.active++;
        resolve();
      };
      const onAbort = () => {
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(new Error('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(w);
    });
  }

  private release(): void {
    this.active--;
    const next = this.waiters.shift();
    if (next) next();
  }

  /** Starts creating a spare context for these options (no-op if one exists or spares are off). */
  private makeSpare(browser: Browser, key: string, contextOptions: Parameters<Browser['newContext']>[0]): void {
    if (this.opts.spare === false || this.closed || this.spare || !browser.isConnected()) return;
    const ready = (async () => {
      const ctx = await browser.newContext(contextOptions);
      await ctx.newPage();
      return ctx;
    })().catch(() => null);
    this.spare = { key, browser, ready };
  }

  /** The spare context if it matches, else a new one. The caller owns (and closes) what it gets. */
  private async takeContext(browser: Browser, key: string, contextOptions: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
    const s = this.spare;
    if (s && s.key === key && s.browser === browser) {
      this.spare = null;
      const ctx = await s.ready;
      if (ctx && browser.isConnected()) return ctx;
    } else if (s) {
      // other options or another (relaunched) browser: drop it, the next spare will match
      this.spare = null;
      void s.ready.then((c) => c?.close().catch(() => undefined));
    }
    return browser.newContext(contextOptions);
  }

  /**
   * Runs fn with a fresh context (it may already hold one blank page: use `ctx.pages()[0]`); the
   * context is always closed afterwards. Retries once after a crash.
   */
  async withContext<T>(
    contextOptions: Parameters<Browser['newContext']>[0],
    fn: (ctx: BrowserContext) => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    await this.acquire(signal);
    try {
      for (let attempt = 0; ; attempt++) {
        const browser = await this.getBrowser();
        const key = JSON.stringify(contextOptions ?? {});
        let ctx: BrowserContext | null = null;
        try {
          ctx = await this.takeContext(browser, key, contextOptions);
          return await fn(ctx);
        } catch (e) {
          const crashed = !browser.isConnected();
          if (crashed && this.browser === browser) this.browser = null;
          if (crashed && attempt === 0 && !signal?.aborted) continue;
          throw e;
        } finally {
          if (ctx) await ctx.close().catch(() => undefined);
          // Prepare the next analysis' context now, while this slot is idle.
          if (browser.isConnected()) this.makeSpare(browser, key, contextOptions);
        }
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    if (spare) await spare.ready.then((c) => c?.close().catch(() => undefined));
    const b = this.browser ?? (this.launching ? await this.launching.catch(() => null) : null);
    this.browser = null;
    if (b) await b.close().catch(() => undefined);
  }
}

export function createBrowserPool(opts: BrowserPoolOptions = {}): BrowserPool {
  return new BrowserPool(opts);
}

export async function closeBrowserPool(pool: BrowserPool | null | undefined): Promise<void> {
  if (pool) await pool.close();
}

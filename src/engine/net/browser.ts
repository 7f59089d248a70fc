/**
 * One shared headless Chromium per process (or a remote one via BROWSER_WS_ENDPOINT),
 * a fresh context per analysis, a concurrency limit, relaunch after a crash.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { BrowserReader, type ReadOptions } from './browser-reader';
import { EgressProxies, type ProxyEntry } from './egress-proxies';
import type { EgressPolicy, EgressProxy } from './egress-proxy';
import { browserLikelyAvailable, findBrowser, type BrowserChoice, type FindBrowserOptions } from './find-browser';

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
  // WebRTC must not send UDP around the egress proxy (STUN/TURN to a private address).
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * The pool's browser only renders pages for the audits, and no audit reads an image: with images off,
 * Chromium never requests them (on a catalogue page that is most of its requests, each one a round
 * trip through the interception). Layout is unchanged: an image is laid out as it would be if it failed.
 */
const RENDER_ONLY_FLAGS = ['--blink-settings=imagesEnabled=false'];

/**
 * Longest the pool waits for a used context to close before it frees the slot anyway, or for its spare
 * before it makes a new context: a call that never answers (a browser wedged or killed mid-call) must not
 * hold up every later analysis.
 */
const CLOSE_GRACE_MS = 5000;

/** The promise, or undefined once `ms` have passed. */
const within = <T>(p: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    void p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      () => (clearTimeout(timer), resolve(undefined)),
    );
  });

/**
 * The promise, or a rejection once the browser disconnects: Playwright leaves some calls (`newPage`)
 * pending forever when its browser is killed, which would hold the analysis until its job's lease ends.
 */
function whileConnected<T>(browser: Browser, p: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const gone = () => reject(new Error('The browser closed during the render.'));
    if (!browser.isConnected()) gone();
    browser.once('disconnected', gone);
    void p.finally(() => browser.off('disconnected', gone)).then(resolve, reject);
  });
}

export interface BrowserPoolOptions {
  /** Explicit executable (CHROMIUM_PATH); otherwise found as src/engine/net/find-browser.ts says. */
  executablePath?: string;
  /** Remote browser (BROWSER_WS_ENDPOINT). */
  wsEndpoint?: string;
  /** Which local Chromium to look for: system, npm-shipped, or either (default). */
  prefer?: FindBrowserOptions['prefer'];
  /** Where the npm-shipped Chromium is extracted. */
  cacheDir?: string;
  /** Parallel contexts; default 4. */
  concurrency?: number;
  launchTimeoutMs?: number;
  /**
   * Keep one fresh, never-used context (with a blank page) ready, so an analysis does not wait
   * for context and page creation (~50-150 ms). Default true.
   */
  spare?: boolean;
  /** Extra Chromium flags for a local launch (tests: `--host-resolver-rules`). */
  args?: string[];
  /**
   * The environment a local browser is launched with: the caller's, read at its entry point (the engine
   * reads none). The chosen browser's own variables (fonts for the npm-shipped one) are added to it.
   */
  env?: Record<string, string | undefined>;
  /**
   * Route every context given an egress policy through a pinning egress proxy on 127.0.0.1
   * (src/engine/net/egress-proxy.ts). Default: on for a local browser, off for a remote one
   * (wsEndpoint), which cannot reach this process' loopback.
   */
  egressProxy?: boolean;
}

/** Options of `browser.newContext`. */
type ContextOptions = Parameters<Browser['newContext']>[0];

/** What withContext hands to its callback besides the context. */
interface ContextInfo {
  /** The egress proxy the context's traffic goes through, or null (no policy, or a remote browser). */
  egress: EgressProxy | null;
}

/** Sets up a new context before it is used (for a spare: while the pool is idle). */
type PrepareContext = (ctx: BrowserContext) => Promise<void>;

interface WithContextOptions {
  signal?: AbortSignal;
  /** Route the context's traffic through the pool's pinning egress proxy for this policy. */
  egress?: EgressPolicy;
  /** Installed on every context of this kind, spares included; keep it one stable function. */
  prepare?: PrepareContext;
}

interface Spare {
  key: string;
  browser: Browser;
  prepare: PrepareContext | undefined;
  ready: Promise<BrowserContext | null>;
}

class BrowserUnavailableError extends Error {
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
  private proxies = new EgressProxies();
  private reader: BrowserReader;
  readonly concurrency: number;

  constructor(private readonly opts: BrowserPoolOptions = {}) {
    this.concurrency = Math.max(1, opts.concurrency ?? 4);
    this.reader = new BrowserReader(() => this.getBrowser(), this.concurrency);
  }

  /** Readability's article of a raw page, read in this browser (browser-reader.ts); undefined when it cannot be now. */
  readArticle(html: string, options: ReadOptions): ReturnType<BrowserReader['read']> {
    return this.closed ? Promise.resolve(undefined) : this.reader.read(html, options);
  }

  private get findOptions(): FindBrowserOptions {
    return {
      chromiumPath: this.opts.executablePath,
      wsEndpoint: this.opts.wsEndpoint,
      prefer: this.opts.prefer,
      cacheDir: this.opts.cacheDir,
    };
  }

  /** True when a browser could be used (an endpoint is configured or an executable exists). */
  get available(): boolean {
    // A running browser is there: the file-system look-up (1-2 ms, synchronous) is only for one not yet launched.
    return !!this.browser?.isConnected() || browserLikelyAvailable(this.findOptions);
  }

  /** Which browser this pool uses (extracts the npm-shipped one on first call), or null when there is none. */
  locate(): Promise<BrowserChoice | null> {
    return findBrowser(this.findOptions);
  }

  private async launch(): Promise<Browser> {
    if (this.closed) throw new BrowserUnavailableError('The browser pool is closed.');
    const choice = await this.locate();
    if (!choice) throw new BrowserUnavailableError('No Chromium found (set CHROMIUM_PATH or BROWSER_WS_ENDPOINT).');
    const timeout = this.opts.launchTimeoutMs ?? 30000;
    let b: Browser;
    if (choice.wsEndpoint) {
      const ws = choice.wsEndpoint;
      b = /^https?:|\/devtools\//.test(ws)
        ? await chromium.connectOverCDP(ws, { timeout })
        : await chromium.connect(ws, { timeout });
    } else {
      b = await chromium.launch({
        executablePath: choice.executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS, ...RENDER_ONLY_FLAGS, ...(this.opts.args ?? [])],
        env: choice.env ? { ...this.opts.env, ...choice.env } : this.opts.env,
        timeout,
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

  private get usesEgressProxy(): boolean {
    return this.opts.egressProxy ?? !(this.opts.wsEndpoint && !this.opts.executablePath);
  }

  /** Starts creating a spare context for these options (no-op if one exists or spares are off). */
  private makeSpare(
    browser: Browser,
    key: string,
    contextOptions: ContextOptions,
    prepare: PrepareContext | undefined,
  ): void {
    if (this.opts.spare === false || this.closed || this.spare || !browser.isConnected()) return;
    const ready = (async () => {
      const ctx = await browser.newContext(contextOptions);
      await prepare?.(ctx);
      if (!ctx.pages().length) await ctx.newPage();
      return ctx;
    })().catch(() => null);
    this.spare = { key, browser, prepare, ready };
  }

  /** The spare context if it matches, else a new one. The caller owns (and closes) what it gets. */
  private async takeContext(
    browser: Browser,
    key: string,
    contextOptions: ContextOptions,
    prepare: PrepareContext | undefined,
  ): Promise<BrowserContext> {
    const s = this.spare;
    if (s && s.key === key && s.browser === browser && s.prepare === prepare) {
      this.spare = null;
      const ctx = await within(s.ready, CLOSE_GRACE_MS);
      if (ctx && browser.isConnected()) return ctx;
      if (!ctx) void s.ready.then((c) => c?.close().catch(() => undefined));
    } else if (s) {
      // other options or another (relaunched) browser: drop it, the next spare will match
      this.spare = null;
      void s.ready.then((c) => c?.close().catch(() => undefined));
    }
    const ctx = await browser.newContext(contextOptions);
    try {
      await prepare?.(ctx);
    } catch (e) {
      await ctx.close().catch(() => undefined);
      throw e;
    }
    return ctx;
  }

  /**
   * Runs fn with a fresh context (it may already hold one blank page: use `ctx.pages()[0]`); the
   * context is always closed afterwards (in the background). Retries once after a crash.
   */
  async withContext<T>(
    contextOptions: ContextOptions,
    fn: (ctx: BrowserContext, info: ContextInfo) => Promise<T>,
    { signal, egress, prepare }: WithContextOptions = {},
  ): Promise<T> {
    await this.acquire(signal);
    let proxy: ProxyEntry | null = null;
    // The caller gets its result without waiting for the context to close (20-60 ms for a big page);
    // the slot and the proxy stay taken until it has closed, and the next spare is made after that.
    let closing: Promise<void> = Promise.resolve();
    try {
      let options = contextOptions;
      let egressProxy: EgressProxy | null = null;
      if (egress && this.usesEgressProxy) {
        if (this.closed) throw new BrowserUnavailableError('The browser pool is closed.');
        proxy = await this.proxies.take(egress);
        egressProxy = await proxy.proxy;
        // `<-loopback>` spelled out: Chromium otherwise bypasses any proxy for localhost/127.0.0.1/[::1],
        // and loopback is exactly what the guard must stop (Playwright adds it too, unless an env switch says not to).
        options = { ...contextOptions, proxy: { server: egressProxy.url, bypass: '<-loopback>' } };
      }
      for (let attempt = 0; ; attempt++) {
        const browser = await this.getBrowser();
        const key = JSON.stringify(options ?? {});
        let ctx: BrowserContext | null = null;
        try {
          ctx = await whileConnected(browser, this.takeContext(browser, key, options, prepare));
          return await whileConnected(browser, fn(ctx, { egress: egressProxy }));
        } catch (e) {
          const crashed = !browser.isConnected();
          if (crashed && this.browser === browser) this.browser = null;
          if (crashed && attempt === 0 && !signal?.aborted) continue;
          throw e;
        } finally {
          const closed = ctx && within(ctx.close(), CLOSE_GRACE_MS);
          closing = closing
            .then(() => closed)
            .then(() => {
              // Prepare the next analysis' context now, while this slot is idle.
              if (browser.isConnected()) this.makeSpare(browser, key, options, prepare);
            });
        }
      }
    } finally {
      void closing.then(() => {
        if (proxy) this.proxies.release(proxy);
        this.release();
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = null;
    if (spare) await spare.ready.then((c) => c?.close().catch(() => undefined));
    await this.reader.close();
    const b = this.browser ?? (this.launching ? await this.launching.catch(() => null) : null);
    this.browser = null;
    if (b) await b.close().catch(() => undefined);
    await this.proxies.closeAll();
  }
}

export function createBrowserPool(opts: BrowserPoolOptions = {}): BrowserPool {
  return new BrowserPool(opts);
}

/**
 * The raw HTML's page facts and Readability's article in the parse worker pool. On a large page they take
 * 40-70 ms and 0.1-1.2 s of CPU; on this thread they would hold up the page the browser is loading
 * meanwhile (this thread answers its intercepted requests and relays its traffic). Several workers, so one
 * analysis's long parse does not hold up another's; each parse has a deadline, past which its worker
 * is stopped and the parse fails with PageTooComplexError (docs/decisions/009-parse-limits.md).
 */
import { PageTooComplexError } from '../errors';
import { PARSERS } from '../parsers';
import { TaskDeadlineError, WorkerExitError, workerPool, type CallOptions } from './pool';

/** Run time allowed to one parse by default (about 8 × the slowest of the 300 corpus pages, 1.2 s). */
export const DEFAULT_PARSE_DEADLINE_MS = 10_000;

// From src/ the worker is the TypeScript module (started through threads/ts-worker.js); the build
// emits it as parse-thread.js beside each bundle (scripts/build-server.mjs).
const entry = import.meta.url.endsWith('.ts') ? './parse-thread.ts' : './parse-thread.js';

// The facts are wanted when the page has loaded, and the rendered page's when it is read (the analysis waits
// on them then); the text only at the end.
/** A worker's heap: several times what the largest page we parse needs, and a hard ceiling for a hostile one. */
const WORKER_HEAP_MB = 512;
/**
 * Old space a worker fills before a full collection: at V8's default (about 45 MB) a catalogue page's
 * parse forced one every three or four analyses, and each threw away the optimised code of the fact readers'
 * callbacks, compiled again at 30-50 ms a function (decision 145).
 */
const WORKER_INITIAL_HEAP_MB = 96;
/**
 * Inputs near the parsers' 3 MB cap leave a heap of several hundred MB: the worker is replaced after them. Such pages
 * are rare, so is its successor's cold start (decision 161). A smaller page's grown heap (a 1.2 MB page: about
 * 100 MB) waits for the worker's next collection, as a heap up to WORKER_INITIAL_HEAP_MB does (decision 163).
 */
const RETIRE_AFTER_CHARS = 2 * 1024 * 1024;
/**
 * The page a call reads. A sitemap's XML is not counted: its read leaves strings behind, not a document tree
 * of many times its size.
 */
const htmlOf = (arg: unknown) => (typeof arg === 'string' ? arg : ((arg as { html?: string })?.html ?? ''));
/**
 * Three workers: one analysis may read its page with Readability beside the facts (page-parses.ts) only
 * while that leaves a worker free, so a page that holds two workers until their deadline never holds up
 * another analysis' parse.
 */
const pool = workerPool(new URL(entry, import.meta.url), PARSERS, {
  size: 3,
  urgent: ['rawPage', 'renderedFacts'],
  deadlineMs: DEFAULT_PARSE_DEADLINE_MS,
  maxHeapMb: WORKER_HEAP_MB,
  initialHeapMb: WORKER_INITIAL_HEAP_MB,
  retireAfter: (_fn, arg) => htmlOf(arg).length > RETIRE_AFTER_CHARS,
});

/** A parse past its deadline is a page too complex to analyse. */
async function tooComplexPastDeadline<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof TaskDeadlineError)
      throw new PageTooComplexError({ measure: 'time', limit: e.deadlineMs }, { cause: e });
    // The worker died during the parse: out of its heap on a hostile page, or crashed by it.
    if (e instanceof WorkerExitError)
      throw new PageTooComplexError({ measure: 'memory', limit: WORKER_HEAP_MB }, { cause: e });
    throw e;
  }
}

type Parsers = typeof PARSERS;

export const parseOffThread = {
  rawPage: (arg: Parameters<Parsers['rawPage']>[0], options?: CallOptions) =>
    tooComplexPastDeadline(pool.rawPage(arg, options)),
  readArticle: (html: string, options?: CallOptions) => tooComplexPastDeadline(pool.readArticle(html, options)),
  renderedFacts: (arg: Parameters<Parsers['renderedFacts']>[0], options?: CallOptions) =>
    tooComplexPastDeadline(pool.renderedFacts(arg, options)),
  /** A sitemap file; past the deadline, or when its worker dies, it throws as the pool does (not the page's fault). */
  sitemapFile: (arg: Parameters<Parsers['sitemapFile']>[0], options?: CallOptions) => pool.sitemapFile(arg, options),
  /** True while a parse worker is up (tests and diagnostics). */
  running: () => pool.running(),
  /** Parses that could start now without waiting. */
  free: () => pool.free(),
};

/**
 * The raw HTML's page facts and Readability's text in the parse worker pool. On a large page they take
 * 40-70 ms and 0.1-1.2 s of CPU; on this thread they would hold up the page the browser is loading
 * meanwhile (this thread answers its intercepted requests and relays its traffic). Two workers, so one
 * analysis's long parse does not hold up another's; each parse has a deadline, past which its worker
 * is stopped and the parse fails with PageTooComplexError (docs/decisions/009-parse-limits.md).
 */
import { PageTooComplexError } from './errors';
import { PARSERS } from './parsers';
import { TaskDeadlineError, workerPool, type CallOptions } from './threads/pool';

/** Run time allowed to one parse by default (about 8 × the slowest of the 300 corpus pages, 1.2 s). */
export const DEFAULT_PARSE_DEADLINE_MS = 10_000;

// From src/ the worker is the TypeScript module (started through threads/ts-worker.js); the build
// emits it as parse-thread.js beside each bundle (scripts/build-server.mjs).
const entry = import.meta.url.endsWith('.ts') ? './parse-thread.ts' : './parse-thread.js';

// The facts are wanted when the page has loaded, the text only at the end: facts go first.
const pool = workerPool(new URL(entry, import.meta.url), PARSERS, { size: 2, urgent: ['pageFacts'], deadlineMs: DEFAULT_PARSE_DEADLINE_MS });

/** A parse past its deadline is a page too complex to analyse. */
async function tooComplexPastDeadline<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof TaskDeadlineError) throw new PageTooComplexError({ measure: 'time', limit: e.deadlineMs }, { cause: e });
    throw e;
  }
}

type Parsers = typeof PARSERS;

export const parseOffThread = {
  pageFacts: (arg: Parameters<Parsers['pageFacts']>[0], options?: CallOptions) => tooComplexPastDeadline(pool.pageFacts(arg, options)),
  readableText: (html: string, options?: CallOptions) => tooComplexPastDeadline(pool.readableText(html, options)),
  /** True while a parse worker is up (tests and diagnostics). */
  running: () => pool.running(),
};

/**
 * One page's raw-HTML facts (with what is read from them alone, parsers.ts) and Readability's text, in the parse worker pool while the page renders
 * (on the main thread they would stall it). A page nested too deeply or with too many elements is not
 * parsed at all (one linear scan decides, before), and a parse past its deadline is stopped: either way
 * only this analysis fails, as 'too_complex' (`state.tooComplex`).
 */
import {
  ARTICLE_TAGS,
  browserArticle,
  READABILITY_OPTIONS,
  READABLE_MAX_CHARS,
  type ReaderArticle,
} from '../computed/readable-text';
import { EngineError, isEngineError, type PageTooComplexError } from '../errors';
import { emptyPageFacts } from '../gather/page-facts';
import { mark, type Run } from '../gather/run';
import type { BrowserPool } from '../net/browser';
import { readFacts, type RawPage } from '../parsers';
import { DEFAULT_PARSE_DEADLINE_MS, parseOffThread } from './parse-off-thread';
import type { CallOptions } from './pool';

interface PageParses {
  rawP: Promise<RawPage>;
  readableP: Promise<ReaderArticle | null>;
}

/**
 * While the page renders, its raw-HTML facts start at once, in a worker: the analysis waits on them
 * most, and their worker's CPU beside the navigation cost the heavy page less than they then waited
 * beside the DOM read (decision 039, session 27). Readability's text starts once the browser's
 * navigation is over (or after 400 ms at most, `afterNavigation`): in the browser it competes with
 * the navigation itself, and the quiet window of a scripted page hides it.
 *
 * A page under SMALL_PAGE_CHARS is read at once, both in workers: each read takes a few ms, which the
 * navigation hardly feels, and the browser's reader would cost more in round trips than it saves.
 * A page over LARGE_PAGE_CHARS is not held for the navigation either: its read (100 ms and more) would be
 * the analysis' last step, and it outlasts what it takes from the navigation beside it (decision 103). It
 * starts once its facts are in (decision 126).
 */
const SMALL_PAGE_CHARS = 20_000;
const LARGE_PAGE_CHARS = 100_000;

export function startParses(
  run: Run,
  html: string,
  url: string,
  state: { tooComplex: PageTooComplexError | null },
  navigated: Promise<void> | null,
  browser: BrowserPool | null,
): PageParses {
  const parseOptions = { deadlineMs: run.options.parseDeadlineMs ?? DEFAULT_PARSE_DEADLINE_MS, signal: run.signal };
  const orTooComplex = <T>(p: Promise<T>, instead: () => T): Promise<T> =>
    p.catch((e: unknown) => {
      if (run.signal.aborted) throw new EngineError('aborted', 'The analysis was stopped.');
      if (!isEngineError(e, 'page_too_complex')) throw e;
      state.tooComplex ??= e as PageTooComplexError;
      return instead();
    });
  const unread = () => readFacts(emptyPageFacts());
  if (state.tooComplex) return { rawP: Promise.resolve(unread()), readableP: Promise.resolve(null) };
  const small = html.length < SMALL_PAGE_CHARS;
  const start = small || html.length > LARGE_PAGE_CHARS ? null : navigated;
  const rawP = orTooComplex(
    (async () => {
      const t0 = performance.now();
      const page = await parseOffThread.rawPage({ html, url }, parseOptions);
      mark(run, 'parse', t0);
      return page;
    })(),
    unread,
  );
  const readableP = orTooComplex(
    (async () => {
      await start;
      const t0 = performance.now();
      const text = await readAfterFacts(html, rawP, state, parseOptions, small ? null : browser);
      mark(run, 'content', t0);
      return text;
    })(),
    () => null,
  );
  // Awaited later: until then a failure (an abort) must not count as unhandled.
  readableP.catch(() => {});
  return { rawP, readableP };
}

/** Readability's text: in the rendering browser when it reads it (decision 037), else in a worker. */
async function readText(
  html: string,
  options: CallOptions & { deadlineMs: number; signal: AbortSignal },
  browser: BrowserPool | null,
): Promise<ReaderArticle | null> {
  if (browser && html && html.length < READABLE_MAX_CHARS) {
    const read = await browser.readArticle(html, {
      ...options,
      readability: READABILITY_OPTIONS,
      keepTags: ARTICLE_TAGS,
    });
    if (read !== undefined) return browserArticle(read.tree, read.images);
  }
  return parseOffThread.readArticle(html, options);
}

/**
 * Readability's text, as if read once the facts are in: a page whose facts were too complex is not read,
 * and only then can Readability's own failure make the page too complex. In a worker, while that leaves a
 * worker free for other analyses, it starts now, beside the facts (the wait is then the longer of the two,
 * not their sum); else after them, so one analysis holds one worker at a time (decision 027). In the browser
 * it starts after them: a large page's two reads at once beside its navigation slowed the navigation more
 * than one after the other (decision 126).
 */
async function readAfterFacts(
  html: string,
  rawP: Promise<RawPage>,
  state: { tooComplex: PageTooComplexError | null },
  options: CallOptions & { deadlineMs: number; signal: AbortSignal },
  browser: BrowserPool | null,
): Promise<ReaderArticle | null> {
  const stop = new AbortController();
  const read = () =>
    readText(html, { ...options, signal: AbortSignal.any([options.signal, stop.signal]) }, browser).then(
      (text) => ({ text }),
      (error: unknown) => ({ error }),
    );
  const early = !browser && parseOffThread.free() >= 2 ? read() : null;
  try {
    await rawP;
  } catch (e) {
    stop.abort();
    throw e;
  }
  if (state.tooComplex) {
    stop.abort();
    return null;
  }
  const r = await (early ?? read());
  if ('error' in r) throw r.error;
  return r.text;
}

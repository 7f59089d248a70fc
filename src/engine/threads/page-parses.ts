/**
 * One page's raw-HTML facts and Readability's text, in the parse worker pool while the page renders
 * (on the main thread they would stall it). A page nested too deeply or with too many elements is not
 * parsed at all (one linear scan decides, before), and a parse past its deadline is stopped: either way
 * only this analysis fails, as 'too_complex' (`state.tooComplex`).
 */
import { EngineError, isEngineError, type PageTooComplexError } from '../errors';
import { emptyPageFacts } from '../gather/page-facts';
import { mark, type Run } from '../gather/run';
import type { PageFacts } from '../types';
import { DEFAULT_PARSE_DEADLINE_MS, parseOffThread } from './parse-off-thread';

interface PageParses {
  rawP: Promise<PageFacts>;
  readableP: Promise<string | null>;
}

export function startParses(
  run: Run,
  html: string,
  url: string,
  state: { tooComplex: PageTooComplexError | null },
): PageParses {
  const parseOptions = { deadlineMs: run.options.parseDeadlineMs ?? DEFAULT_PARSE_DEADLINE_MS, signal: run.signal };
  const orTooComplex = <T>(p: Promise<T>, instead: () => T): Promise<T> =>
    p.catch((e: unknown) => {
      if (run.signal.aborted) throw new EngineError('aborted', 'The analysis was stopped.');
      if (!isEngineError(e, 'page_too_complex')) throw e;
      state.tooComplex ??= e as PageTooComplexError;
      return instead();
    });
  if (state.tooComplex) return { rawP: Promise.resolve(emptyPageFacts()), readableP: Promise.resolve(null) };
  const t0 = performance.now();
  const rawP = orTooComplex(parseOffThread.pageFacts({ html, url }, parseOptions), emptyPageFacts).then((facts) => {
    mark(run, 'parse', t0);
    return facts;
  });
  // Readability once the facts are in: one worker, not two, competes with the browser for the
  // cores while the page loads (decision 024). A page found too complex is not read again.
  const readableP = orTooComplex(
    rawP.then(() => (state.tooComplex ? null : parseOffThread.readableText(html, parseOptions))),
    () => null,
  ).then((text) => {
    mark(run, 'content', t0);
    return text;
  });
  // Awaited later: until then a failure (an abort) must not count as unhandled.
  readableP.catch(() => {});
  return { rawP, readableP };
}

type EngineErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'too_many_redirects'
  | 'aborted'
  | 'http_error'
  | 'page_too_complex';

/** Error with a stable code; messages are safe to show to a visitor. */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.code = code;
  }
}

export function isEngineError(e: unknown, code?: EngineErrorCode): e is EngineError {
  return e instanceof EngineError && (code === undefined || e.code === code);
}

/** What made a page too complex: a measure of its HTML over its cap, or a parse past its deadline (ms). */
type TooComplexDetail =
  | { measure: 'depth' | 'elements'; found: number; limit: number }
  | { measure: 'time'; limit: number }
  | { measure: 'memory'; limit: number };

const count = (n: number) => n.toLocaleString('en-GB');

/** Short reason, as shown to the visitor after "The page is too complex to analyse: ". */
export function tooComplexReason(d: TooComplexDetail): string {
  if (d.measure === 'depth') return `its elements are nested ${count(d.found)} deep (the limit is ${count(d.limit)})`;
  if (d.measure === 'elements') return `it has ${count(d.found)} elements (the limit is ${count(d.limit)})`;
  if (d.measure === 'memory') return `reading its HTML needed more than ${count(d.limit)} MB of memory (the limit)`;
  return `reading its HTML took longer than ${count(d.limit / 1000)} s (the limit)`;
}

/**
 * The page's HTML is refused before parsing (parse-limits.ts) or its parse passed its deadline and was
 * stopped (threads/pool.ts). The pipeline (pipeline.ts) turns it into a 'too_complex' failure report of that analysis only.
 */
export class PageTooComplexError extends EngineError {
  readonly detail: TooComplexDetail;
  constructor(detail: TooComplexDetail, options?: { cause?: unknown }) {
    super('page_too_complex', `The page is too complex to analyse: ${tooComplexReason(detail)}.`, options);
    this.name = 'PageTooComplexError';
    this.detail = detail;
  }
}

/**
 * Read from an artifact that is still being gathered: an audit run while the page renders (early-audits.ts)
 * reads what is in; one that reads this is run again once everything is (never a result of its own).
 */
export class NotYetGathered extends Error {
  constructor(part: string) {
    super(`The ${part} artifact is not gathered yet.`);
    this.name = 'NotYetGathered';
  }
}

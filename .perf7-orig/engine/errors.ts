export type EngineErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'too_many_redirects'
  | 'aborted'
  | 'http_error';

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

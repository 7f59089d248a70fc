import type { ApiErrorBody } from '@/shared/api-error';

/** The JSON of a refusal (src/shared/api-error.ts); `advice` only when there is some. */
export const errorBody = (error: string, message: string, advice?: string): ApiErrorBody => ({
  error,
  message,
  ...(advice ? { advice } : {}),
});

/** An error the API reports as-is: the status, a short machine code and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly advice?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message = 'Sign-in required') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const unprocessable = (message: string, code = 'unprocessable') => new HttpError(422, code, message);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new HttpError(429, 'rate_limited', message);
export const serviceUnavailable = (message = 'Analysis service is temporarily busy. Please try again in a moment.') =>
  new HttpError(503, 'unavailable', message);

/** Key material and connection strings that must never reach a log line, whatever an error says. */
const SECRET_PATTERNS = [
  /\b(sk|rk|pk)_(live|test)_[A-Za-z0-9]{8,}/g,
  /\bwhsec_[A-Za-z0-9+/=]{8,}/g,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  /(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g,
];

export function scrubSecrets(text: string, secrets: Array<string | undefined>): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 8) out = out.split(secret).join('[secret]');
  for (const pattern of SECRET_PATTERNS)
    out = out.replace(pattern, (m, p1) =>
      typeof p1 === 'string' && p1.startsWith('postgres') ? `${p1}[secret]@` : '[secret]',
    );
  return out;
}

/** What an unexpected error may say in a log: its type, code and message, secrets removed, no stack. */
export function loggableError(err: unknown, secrets: Array<string | undefined>) {
  const e = err as { name?: string; code?: unknown; message?: unknown; cause?: { message?: unknown } };
  const message = [e?.message, e?.cause?.message].filter((m) => typeof m === 'string' && m).join(': ');
  return {
    type: e?.name ?? typeof err,
    ...(e?.code !== undefined ? { code: String(e.code) } : {}),
    message: scrubSecrets(message.slice(0, 2000), secrets),
  };
}

import type { FastifyInstance, FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, HttpError, loggableError, scrubSecrets } from '../errors';
import { DatabaseUnavailableError } from '@/db/client';

function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'request';
    return err.validation
      .slice(0, 3)
      .map((v) => {
        const field = [
          where,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.');
        return `${field}: ${v.message}`;
      })
      .join('; ');
  }
  return err.message;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
]);

/** A lost or refused database connection, however deep a driver or Drizzle wrapped it. */
function isDbConnectionError(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e instanceof DatabaseUnavailableError || CONNECTION_CODES.has(e.code ?? '')) return true;
    if (/Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(e.message ?? ''))
      return true;
  }
  return false;
}

/** Every failure becomes `{ error, message }` (src/shared/api-error.ts) with a 4xx/5xx status; no stack traces leave the server. */
export function registerErrorHandling(app: FastifyInstance) {
  const secrets = () => [app.ctx?.config.APP_SECRET, app.ctx?.config.LLM_API_KEY, app.ctx?.config.GOOGLE_CLIENT_SECRET];
  const logFailure = (request: FastifyRequest, err: unknown, what: string) => {
    request.log.error({ err: loggableError(err, secrets()) }, what);
    if ((request.log as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.('debug'))
      request.log.debug({ trace: scrubSecrets(String((err as Error)?.stack ?? ''), secrets()) }, `${what}: trace`);
  };
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.advice));
    }
    if (err.validation) {
      return reply.status(400).send(errorBody('validation_error', `Invalid ${describeValidation(err)}`));
    }
    if (isDbConnectionError(err)) {
      logFailure(request, err, 'database unavailable');
      return reply
        .status(503)
        .send(errorBody('unavailable', 'The service is temporarily unavailable. Please try again in a moment.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'payload_too_large'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : status === 429
              ? 'rate_limited'
              : 'bad_request';
      const message =
        status === 429
          ? 'Too many requests. Please wait a moment and try again.'
          : err.message.replace(/^FST_\w+: /, '');
      return reply.status(status).send(errorBody(code, message));
    }
    logFailure(request, err, 'unhandled error');
    return reply
      .status(500)
      .send(
        errorBody(
          'internal_error',
          'Our analysis service is temporarily unavailable. Please try again in a few minutes.',
        ),
      );
  });
}

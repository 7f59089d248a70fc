/** What every key-authenticated /api/v1 route uses: the request's key and tenant, and a limit per key. */
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@/shared/api-error';
import type { ApiKeyRow } from '@/db/queries/api-keys';
import type { ClientRow } from '@/db/queries/clients';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 routes that need a key, before anything else runs. */
    apiKey?: { key: ApiKeyRow; client: ClientRow };
  }
}

export const keyOf = (request: FastifyRequest) => {
  if (!request.apiKey) throw new Error('API key routes run after authentication');
  return request.apiKey;
};

/** `max` requests a minute for each key, checked in onRequest (before the body is looked at). */
export const perKey = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'onRequest' as const,
    keyGenerator: (r: FastifyRequest) => `key:${keyOf(r).key.id}`,
  },
});

/** The refusals a keyed route may answer with, by status. */
export const refusals = (statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));

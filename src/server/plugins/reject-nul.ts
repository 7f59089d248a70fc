/**
 * PostgreSQL cannot store a NUL character in text or jsonb ("invalid byte sequence"), so a NUL
 * anywhere in a request's query, parameters or body would reach the database and end in a 500.
 * One check for every route, before validation, answers 400 naming the field instead.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** The path of the first string holding a NUL, e.g. `query.status` or `body.items[2].name`, or null. */
function findNul(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${at}[${i}]`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const hit = k.includes('\u0000') ? `${at}.${k.replaceAll('\u0000', '\\0')}` : findNul(v, `${at}.${k}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const hit = findNul(request.query, 'query') ?? findNul(request.params, 'params') ?? findNul(request.body, 'body');
    if (hit)
      throw badRequest(`${hit} contains a NUL character (\\u0000), which cannot be stored`, 'invalid_characters');
  });
}

/** Pieces of the /api/v1 OpenAPI document shared by its path tables (openapi.ts, openapi-monitors.ts). */
import { z } from 'zod';

export type Json = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Json) => ({ 'application/json': { schema } });
export const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });

export function parameters(schema: z.ZodObject, where: 'path' | 'query'): Json[] {
  const { properties = {}, required = [] } = z.toJSONSchema(schema) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, { description, ...s }]) => ({
    name,
    in: where,
    required: required.includes(name),
    description,
    schema: s,
  }));
}

export const AUTH_ERRORS = errorResponse(
  'No key, or not a usable one: error is missing_api_key, malformed_api_key, unknown_api_key or revoked_api_key',
);
export const RATE_LIMITED = {
  ...errorResponse('Too many requests for this key in the last minute (rate_limited)'),
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
};

/** Every key route: the key is required. */
export const KEYED = { security: [{ apiKey: [] }] };
/** 403 of a route that creates, changes or deletes. */
export const WRITE_FORBIDDEN = errorResponse("The key is read-only (read_only_key), or the key's tenant is not active");

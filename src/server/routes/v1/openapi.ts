/**
 * The OpenAPI 3.1 document of /api/v1, generated from the zod contracts (src/shared/public-api.ts)
 * with z.toJSONSchema: the schemas the server validates with are the ones documented.
 */
import { z } from 'zod';
import { AnalysisResultSchema } from '@/shared/analysis';
import { apiErrorSchema } from '@/shared/api-error';
import {
  API_KEY_PREFIX,
  API_RATE_LIMITS,
  v1AnalysisParams,
  v1AnalysisSchema,
  v1AnalyzeBodySchema,
  v1HistoryQuery,
} from '@/shared/public-api';
import { urlHistorySchema } from '@/shared/url-history';

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });

/** Component schemas by name; nested ones become $refs between them. */
function componentSchemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  registry.add(v1AnalyzeBodySchema, { id: 'AnalyzeRequest' });
  registry.add(v1AnalysisSchema, { id: 'Analysis' });
  registry.add(AnalysisResultSchema, { id: 'AnalysisResult' });
  registry.add(urlHistorySchema, { id: 'UrlHistory' });
  registry.add(apiErrorSchema, { id: 'Error' });
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'output',
    unrepresentable: 'any',
  });
  // Each becomes part of one document: its own $schema and $id would make its refs relative to itself.
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _s, $id: _i, ...schema }]) => [name, schema as Json]),
  );
}

function parameters(schema: z.ZodObject, where: 'path' | 'query'): Json[] {
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

const AUTH_ERRORS = errorResponse(
  'No key, or not a usable one: error is missing_api_key, malformed_api_key, unknown_api_key or revoked_api_key',
);
const RATE_LIMITED = {
  ...errorResponse('Too many requests for this key in the last minute (rate_limited)'),
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
};

/** GET /api/v1/history: a page's timeline. */
const historyPath = (keyed: Json): Json => ({
  get: {
    operationId: 'getHistory',
    summary: "A page's history",
    description: `Every completed analysis of the page in the key's tenant (equivalent spellings of the address count as one page: case, default port, fragment, tracking parameters, trailing slash), the scores over time and what changed in the newest run against the run before it. At most ${API_RATE_LIMITS.readAnalysis} per key and minute.`,
    ...keyed,
    parameters: parameters(v1HistoryQuery, 'query'),
    responses: {
      200: { description: 'The timeline, oldest first, and the newest changes', content: json(ref('UrlHistory')) },
      400: errorResponse('No url, or not a usable one (validation_error)'),
      401: AUTH_ERRORS,
      403: errorResponse("The key's tenant is not active"),
      404: errorResponse('The tenant has no completed analysis of this page (no_history)'),
      429: RATE_LIMITED,
    },
  },
});

function paths(): Json {
  const keyed = { security: [{ apiKey: [] }] };
  return {
    '/api/v1/analyses': {
      post: {
        operationId: 'createAnalysis',
        summary: 'Analyse a page',
        description: `Queues an analysis of one page for the key's tenant, through the same validation, address rules, queue and result cache as the visitor's analyses. Poll GET /api/v1/analyses/{id} until its status is final. At most ${API_RATE_LIMITS.createAnalysis} per key and minute.`,
        ...keyed,
        requestBody: { required: true, content: json(ref('AnalyzeRequest')) },
        responses: {
          200: {
            description: "Answered from the tenant's result cache: already completed",
            content: json(ref('Analysis')),
          },
          202: {
            description: 'Queued; the Location header names where to poll',
            headers: { Location: { description: 'GET this for the analysis', schema: { type: 'string' } } },
            content: json(ref('Analysis')),
          },
          400: errorResponse('Bad input: invalid_url, blocked_address (not a public website) or validation_error'),
          401: AUTH_ERRORS,
          403: errorResponse("The key's tenant is not active"),
          429: RATE_LIMITED,
          503: errorResponse('The analysis service is busy; try again in a moment'),
        },
      },
    },
    '/api/v1/analyses/{id}': {
      get: {
        operationId: 'getAnalysis',
        summary: 'Read an analysis',
        description: `The analysis with its status while it runs and the full result once completed. Only the key's tenant's analyses exist for it. At most ${API_RATE_LIMITS.readAnalysis} per key and minute.`,
        ...keyed,
        parameters: parameters(v1AnalysisParams, 'path'),
        responses: {
          200: { description: 'The analysis', content: json(ref('Analysis')) },
          400: errorResponse('The id is not an analysis id (validation_error)'),
          401: AUTH_ERRORS,
          403: errorResponse("The key's tenant is not active"),
          404: errorResponse("No analysis with this id for the key's tenant (not_found)"),
          429: RATE_LIMITED,
        },
      },
    },
    '/api/v1/history': historyPath(keyed),
    '/api/v1/openapi.json': {
      get: {
        operationId: 'getOpenApi',
        summary: 'This document',
        security: [],
        responses: { 200: { description: 'OpenAPI 3.1', content: json({ type: 'object' }) }, 429: RATE_LIMITED },
      },
    },
    '/api/v1/docs': {
      get: {
        operationId: 'getReference',
        summary: 'The reference page, generated from this document',
        security: [],
        responses: {
          200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } },
          429: RATE_LIMITED,
        },
      },
    },
  };
}

export function openApiDocument(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'GetSeen API',
      version: '1.0.0',
      description: `Run GetSeen's AI-visibility analyses from your own tools. Authenticate with a key from the admin console (API Keys tab): Authorization: Bearer ${API_KEY_PREFIX}…. Keys belong to one tenant and see only its analyses. Every refusal is an Error body: a machine code (error) and a message naming what was wrong.`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths: paths(),
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX} followed by 43 base64url characters`,
        },
      },
    },
  };
}

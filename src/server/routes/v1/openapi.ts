/**
 * The OpenAPI 3.1 document of /api/v1, generated from the zod contracts (src/shared/public-api.ts)
 * with z.toJSONSchema: the schemas the server validates with are the ones documented.
 */
import { z } from 'zod';
import { AnalysisResultSchema } from '@/shared/analysis';
import { apiErrorSchema } from '@/shared/api-error';
import {
  createV1MonitorBodySchema,
  tenantMonitorSchema,
  updateMonitorBodySchema,
  v1MonitorListSchema,
} from '@/shared/monitors-api';
import {
  API_KEY_PREFIX,
  API_RATE_LIMITS,
  v1AnalysisParams,
  v1AnalysisSchema,
  v1AnalyzeBodySchema,
  v1ComparisonSchema,
  v1HistoryQuery,
} from '@/shared/public-api';
import { urlHistorySchema } from '@/shared/url-history';
import { monitorPaths } from './openapi-monitors';
import { AUTH_ERRORS, errorResponse, json, KEYED, parameters, RATE_LIMITED, ref, type Json } from './openapi-parts';

/** Schemas of one side (request bodies as sent, answers as received) by name; nested ones become $refs. */
function schemasOf(entries: [z.ZodType, string][], io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io,
    unrepresentable: 'any',
  });
  // Each becomes part of one document: its own $schema and $id would make its refs relative to itself.
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _s, $id: _i, ...schema }]) => [name, schema as Json]),
  );
}

const componentSchemas = (): Record<string, Json> => ({
  ...schemasOf(
    [
      [v1AnalyzeBodySchema, 'AnalyzeRequest'],
      [createV1MonitorBodySchema, 'CreateMonitorRequest'],
      [updateMonitorBodySchema, 'UpdateMonitorRequest'],
    ],
    'input',
  ),
  ...schemasOf(
    [
      [v1AnalysisSchema, 'Analysis'],
      [AnalysisResultSchema, 'AnalysisResult'],
      [v1ComparisonSchema, 'Comparison'],
      [urlHistorySchema, 'UrlHistory'],
      [tenantMonitorSchema, 'Monitor'],
      [v1MonitorListSchema, 'MonitorList'],
      [apiErrorSchema, 'Error'],
    ],
    'output',
  ),
});

/** GET /api/v1/analyses/{id}/comparison. */
const comparisonPath: Json = {
  get: {
    operationId: 'getComparison',
    summary: 'Read a comparison with competitors',
    description: `For an analysis of kind competitor_compare: one table of scores, gates, crawler access, engine verdicts and the signals that differ, and in plain words what each competitor does that your page does not. At most ${API_RATE_LIMITS.readAnalysis} per key and minute.`,
    ...KEYED,
    parameters: parameters(v1AnalysisParams, 'path'),
    responses: {
      200: { description: 'The comparison (null until completed)', content: json(ref('Comparison')) },
      400: errorResponse('The id is not an analysis id (validation_error)'),
      401: AUTH_ERRORS,
      403: errorResponse("The key's tenant is not active"),
      404: errorResponse("No analysis with this id for the key's tenant, or it is not a comparison (not_found)"),
      429: RATE_LIMITED,
    },
  },
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
  const keyed = KEYED;
  return {
    '/api/v1/analyses': {
      post: {
        operationId: 'createAnalysis',
        summary: 'Analyse a page',
        description: `Queues an analysis for the key's tenant, through the same validation, address rules, queue and result cache as the visitor's analyses: one page, a multi-page analysis of the site (kind multi_page, maxPages) or your page beside up to three competitors' (kind competitor_compare, competitors; only where the tenant offers comparisons, never from the cache; read it at /api/v1/analyses/{id}/comparison). Poll GET /api/v1/analyses/{id} until its status is final. At most ${API_RATE_LIMITS.createAnalysis} per key and minute; a read-only key gets 403.`,
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
          400: errorResponse(
            'Bad input: invalid_url, blocked_address (not a public website), duplicate_competitor or validation_error',
          ),
          401: AUTH_ERRORS,
          403: errorResponse(
            "The key is read-only (read_only_key), the tenant does not offer comparisons (comparison_not_offered), or the key's tenant is not active",
          ),
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
    '/api/v1/analyses/{id}/comparison': comparisonPath,
    '/api/v1/history': historyPath(keyed),
    ...monitorPaths(),
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

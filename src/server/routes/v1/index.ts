/**
 * /api/v1, the public API: a tenant's API key creates analyses and reads them in full; the OpenAPI
 * document and its reference page are public. Limits per key (API_RATE_LIMITS, docs/decisions/021).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalysisResult } from '@/shared/analysis';
import { apiErrorSchema } from '@/shared/api-error';
import {
  API_RATE_LIMITS,
  v1AnalysisParams,
  v1AnalysisSchema,
  v1AnalyzeBodySchema,
  v1HistoryQuery,
} from '@/shared/public-api';
import { urlHistorySchema } from '@/shared/url-history';
import type { ApiKeyRow } from '@/db/queries/api-keys';
import type { ClientRow } from '@/db/queries/clients';
import { authenticateKey } from '../../services/api-keys';
import { readTenantAnalysis, startTenantAnalysis } from '../../services/public-analyses';
import { tenantUrlHistory } from '../../services/url-history';
import { openApiDocument } from './openapi';
import { referencePage } from './docs-page';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 routes that need a key, before anything else runs. */
    apiKey?: { key: ApiKeyRow; client: ClientRow };
  }
}

// Results were validated by the engine before they were stored: the answer is not re-checked field by field.
const analysisAnswer = v1AnalysisSchema.extend({ result: z.custom<AnalysisResult>().nullable() });
const refusals = Object.fromEntries([400, 401, 403, 404, 429, 503].map((s) => [s, apiErrorSchema]));

const keyOf = (request: FastifyRequest) => {
  if (!request.apiKey) throw new Error('API key routes run after authentication');
  return request.apiKey;
};
const perKey = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'onRequest' as const,
    keyGenerator: (r: FastifyRequest) => `key:${keyOf(r).key.id}`,
  },
});

/** The routes a key opens: authentication runs first (a plugin hook, before the per-key rate limit). */
const keyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('www-authenticate', 'Bearer realm="GetSeen API"');
    request.apiKey = await authenticateKey(ctx, request.headers.authorization);
    reply.removeHeader('www-authenticate');
  });

  app.post(
    '/api/v1/analyses',
    {
      schema: { body: v1AnalyzeBodySchema, response: { 200: analysisAnswer, 202: analysisAnswer, ...refusals } },
      config: perKey(API_RATE_LIMITS.createAnalysis),
    },
    async (request, reply) => {
      const analysis = await startTenantAnalysis(ctx, keyOf(request).client, { ...request.body, originIp: request.ip });
      return reply
        .status(analysis.status === 'completed' ? 200 : 202)
        .header('location', `/api/v1/analyses/${analysis.id}`)
        .send(analysis);
    },
  );
  app.get(
    '/api/v1/analyses/:id',
    {
      schema: { params: v1AnalysisParams, response: { 200: analysisAnswer, ...refusals } },
      config: perKey(API_RATE_LIMITS.readAnalysis),
    },
    async (request) => readTenantAnalysis(ctx, keyOf(request).client.id, request.params.id),
  );
  app.get(
    '/api/v1/history',
    {
      schema: { querystring: v1HistoryQuery, response: { 200: urlHistorySchema, ...refusals } },
      config: perKey(API_RATE_LIMITS.readAnalysis),
    },
    async (request) => tenantUrlHistory(ctx, keyOf(request).client.id, request.query.url),
  );
};

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const document = openApiDocument();
  const page = referencePage(document);
  const perAddress = { rateLimit: { max: API_RATE_LIMITS.perAddressDocs, timeWindow: '1 minute' } };
  app.get('/api/v1/openapi.json', { config: perAddress }, async () => document);
  app.get('/api/v1/docs', { config: perAddress }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );
};

const publicApiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(keyRoutes);
  await app.register(documentRoutes);
};
export default publicApiRoutes;

/**
 * /api/v1, the public API: a tenant's API key creates analyses and reads them in full, reads history and
 * manages monitors (a read-only key only reads); the OpenAPI document and its reference page are public. Limits per key (API_RATE_LIMITS, docs/decisions/021).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalysisResult } from '@/shared/analysis';
import {
  API_RATE_LIMITS,
  v1AnalysisParams,
  v1AnalysisSchema,
  v1AnalyzeBodySchema,
  v1ComparisonSchema,
  v1HistoryQuery,
} from '@/shared/public-api';
import { urlHistorySchema } from '@/shared/url-history';
import { assertKeyMayUse, authenticateKey } from '../../services/api-keys';
import { readTenantAnalysis, readTenantComparison, startTenantAnalysis } from '../../services/public-analyses';
import { tenantUrlHistory } from '../../services/url-history';
import { openApiDocument } from './openapi';
import { referencePage } from './docs-page';
import { keyOf, perKey, refusals as refusalsOf } from './keyed';
import v1MonitorRoutes from './monitors';

// Results were validated by the engine before they were stored: the answer is not re-checked field by field.
const analysisAnswer = v1AnalysisSchema.extend({ result: z.custom<AnalysisResult>().nullable() });
const refusals = refusalsOf([400, 401, 403, 404, 429, 503]);

/** The routes a key opens: authentication runs first (a plugin hook, before the per-key rate limit). */
const keyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('www-authenticate', 'Bearer realm="GetSeen API"');
    request.apiKey = await authenticateKey(ctx, request.headers.authorization);
    reply.removeHeader('www-authenticate');
    assertKeyMayUse(request.apiKey.key, request.method);
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
  app.get(
    '/api/v1/analyses/:id/comparison',
    {
      schema: { params: v1AnalysisParams, response: { 200: v1ComparisonSchema, ...refusals } },
      config: perKey(API_RATE_LIMITS.readAnalysis),
    },
    async (request) => readTenantComparison(ctx, keyOf(request).client.id, request.params.id),
  );
  await app.register(v1MonitorRoutes);
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

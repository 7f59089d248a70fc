import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlHistoryQuerySchema, urlHistoryRefusals, urlHistoryResponseSchema } from '@/shared/visitor-api';
import { visitorUrlHistory } from '../services/url-history';

/** GET /api/url-history: the timeline of an address this visitor session analysed (docs/decisions/020). */
const urlHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/url-history',
    {
      schema: {
        querystring: urlHistoryQuerySchema,
        response: { 200: urlHistoryResponseSchema, ...urlHistoryRefusals },
      },
      config: { tenant: true, visitorSession: 'current', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      visitorUrlHistory(ctx, request.tenant.client, request.visitorSession?.id, {
        url: request.query.url,
        analysisId: request.query.analysisId,
      }),
  );
};
export default urlHistoryRoutes;

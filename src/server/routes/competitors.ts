import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analysisIdParams } from '@/shared/visitor-api';
import { comparisonResponseSchema } from '@/shared/competitors-api';
import { ownAnalysis } from '../services/own-analysis';
import { comparisonAccess, comparisonOf } from '../services/competitors';

const competitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  /** The comparison of one of this visitor's analyses; another session's (or tenant's) is 'not found'. */
  app.get(
    '/api/analyses/:id/comparison',
    {
      schema: { params: analysisIdParams, response: { 200: comparisonResponseSchema } },
      config: { tenant: true, visitorSession: 'current' },
    },
    async (request) => {
      const { client } = request.tenant;
      const row = await ownAnalysis(ctx, client.id, request.visitorSession?.id, request.params.id);
      const access = await comparisonAccess(ctx, client, request.visitorSession?.id, row);
      return {
        analysisId: row.id,
        status: row.status,
        access,
        comparison: await comparisonOf(ctx, row, access.locked),
      };
    },
  );
};
export default competitorRoutes;

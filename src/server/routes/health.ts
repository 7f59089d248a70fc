import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@/shared/api-error';
import { healthResponseSchema, readyResponseSchema } from '@/shared/visitor-api';
import { errorBody } from '../errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: healthResponseSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    { schema: { response: { 200: readyResponseSchema, 503: apiErrorSchema } } },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.ctx.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
        ]);
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send(errorBody('unavailable', 'Database is not reachable'));
      }
    },
  );
};
export default healthRoutes;

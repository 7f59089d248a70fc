import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', async (_request, reply) => {
    try {
      await Promise.race([app.ctx.database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ error: 'unavailable', message: 'Database is not reachable' });
    }
  });
};
export default healthRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandConfigSchema } from '@/shared/brand';
import { toBrandConfig } from '../services/brand-config';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brand-config',
    { schema: { querystring: z.object({ tenant: z.string().max(200).optional() }).passthrough(), response: { 200: brandConfigSchema } } },
    async (request) => toBrandConfig(await app.ctx.tenants.resolve(request)),
  );
};
export default brandRoutes;

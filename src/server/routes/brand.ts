import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandConfigSchema } from '@/shared/brand';
import { toBrandConfig } from '../services/brand-config';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brand-config',
    { schema: { querystring: z.object({ tenant: z.string().max(200).optional() }).passthrough(), response: { 200: brandConfigSchema } } },
    async (request) => {
      const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = app.ctx.config;
      // The analysis worker sends audit facts to the language model only when all three are set.
      return { ...toBrandConfig(await app.ctx.tenants.resolve(request)), aiProvider: Boolean(LLM_BASE_URL && LLM_API_KEY && LLM_MODEL) };
    },
  );
};
export default brandRoutes;

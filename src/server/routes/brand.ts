import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandConfigSchema } from '@/shared/brand';
import { brandConfigQuerySchema } from '@/shared/visitor-api';
import { toBrandConfig } from '../services/brand-config';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/brand-config',
    { schema: { querystring: brandConfigQuerySchema, response: { 200: brandConfigSchema } }, config: { tenant: true } },
    async (request) => {
      const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = app.ctx.config;
      // The analysis worker sends audit facts to the language model only when all three are set.
      return { ...toBrandConfig(request.tenant), aiProvider: Boolean(LLM_BASE_URL && LLM_API_KEY && LLM_MODEL) };
    },
  );
};
export default brandRoutes;

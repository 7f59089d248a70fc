import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandConfigSchema } from '@/shared/brand';
import { brandConfigQuerySchema } from '@/shared/visitor-api';
import { toBrandConfig } from '../services/brand-config';
import type { ResolvedTenant } from '../services/tenants';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The serialised answer per resolved tenant. TenantService hands out the same object until the tenant
   * or its products change (in any process: the database's notification) or its entry expires, so no
   * answer outlives the tenant it was made from (decision 116).
   */
  const answers = new WeakMap<ResolvedTenant, string>();

  app.get(
    '/api/brand-config',
    { schema: { querystring: brandConfigQuerySchema, response: { 200: brandConfigSchema } }, config: { tenant: true } },
    (request, reply) => {
      let answer = answers.get(request.tenant);
      if (answer === undefined) {
        const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = app.ctx.config;
        // The analysis worker sends audit facts to the language model only when all three are set.
        const aiProvider = Boolean(LLM_BASE_URL && LLM_API_KEY && LLM_MODEL);
        // The route's own serializer (the response schema), once per tenant instead of once per request.
        answer = reply.serialize({ ...toBrandConfig(request.tenant), aiProvider }) as string;
        answers.set(request.tenant, answer);
      }
      // Already serialised: sent as is (the typed reply would only take the object). Sent, not returned:
      // a returned reply is awaited as a stream.
      (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );
};
export default brandRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/shared/admin-api';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema, apiKeySchema } from '@/shared/api-keys';
import * as keysSvc from '../../services/api-keys';
import { actorOf } from './actor';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** A tenant's public API keys (docs/decisions/021): list, create (the key shown once), revoke. */
export default function apiKeyRoutes(app: AdminApp) {
  const { ctx } = app;
  app.get(
    '/api/admin/clients/:id/api-keys',
    { schema: { params: idParams, response: { 200: apiKeyListSchema } } },
    async (request) => keysSvc.listKeysFor(ctx, actorOf(request), request.params.id),
  );
  app.post(
    '/api/admin/clients/:id/api-keys',
    {
      schema: { params: idParams, body: apiKeyCreateSchema, response: { 201: apiKeyCreatedSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.status(201).send(await keysSvc.createKeyFor(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/api-keys/:id/revoke',
    { schema: { params: idParams, response: { 200: apiKeySchema } } },
    async (request) => keysSvc.revokeKeyFor(ctx, actorOf(request), request.params.id),
  );
}

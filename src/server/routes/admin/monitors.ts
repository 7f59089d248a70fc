import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, okSchema } from '@/shared/admin-api';
import {
  adminMonitorSchema,
  adminMonitorsQuerySchema,
  adminMonitorsResponseSchema,
  createAdminMonitorBodySchema,
  updateMonitorBodySchema,
} from '@/shared/monitors-api';
import type { AdminActor } from '../../policies/admin';
import { unauthorized } from '../../errors';
import * as monitorsSvc from '../../services/monitors/admin';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

const actorOf = (request: FastifyRequest): AdminActor => {
  if (!request.adminSession) throw unauthorized();
  return request.adminSession.actor;
};

/** The Monitors tab (docs/decisions/022, 029): list per tenant, add, pause/resume, frequency and threshold, delete. */
export function monitorAdminRoutes(app: AdminApp) {
  const { ctx } = app;
  app.get(
    '/api/admin/monitors',
    { schema: { querystring: adminMonitorsQuerySchema, response: { 200: adminMonitorsResponseSchema } } },
    async (request) => monitorsSvc.listMonitorsFor(ctx, actorOf(request), request.query.clientId),
  );
  app.post(
    '/api/admin/monitors',
    { schema: { body: createAdminMonitorBodySchema, response: { 201: adminMonitorSchema } } },
    async (request, reply) =>
      reply.status(201).send(await monitorsSvc.createAdminMonitor(ctx, actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/monitors/:id',
    { schema: { params: idParams, body: updateMonitorBodySchema, response: { 200: adminMonitorSchema } } },
    async (request) => monitorsSvc.updateAdminMonitor(ctx, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/monitors/:id',
    { schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await monitorsSvc.deleteAdminMonitor(ctx, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
}

/** /api/v1/monitors: the key's tenant's monitors (docs/decisions/029), the operators' rules through its key. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@/shared/admin-api';
import {
  createV1MonitorBodySchema,
  tenantMonitorSchema,
  updateMonitorBodySchema,
  v1MonitorListSchema,
} from '@/shared/monitors-api';
import { API_RATE_LIMITS, v1MonitorListQuery, v1MonitorParams } from '@/shared/public-api';
import * as monitorsSvc from '../../services/monitors/public';
import { keyOf, perKey, refusals } from './keyed';

const errors = refusals([400, 401, 403, 404, 409, 429]);

const v1MonitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const reads = perKey(API_RATE_LIMITS.readAnalysis);
  const changes = perKey(API_RATE_LIMITS.changeMonitor);
  app.get(
    '/api/v1/monitors',
    { schema: { querystring: v1MonitorListQuery, response: { 200: v1MonitorListSchema, ...errors } }, config: reads },
    async (request) => monitorsSvc.listKeyMonitors(ctx, keyOf(request).client, request.query),
  );
  app.post(
    '/api/v1/monitors',
    { schema: { body: createV1MonitorBodySchema, response: { 201: tenantMonitorSchema, ...errors } }, config: changes },
    async (request, reply) => {
      const { key, client } = keyOf(request);
      const monitor = await monitorsSvc.createKeyMonitor(ctx, client, key.name, request.body);
      return reply.status(201).header('location', `/api/v1/monitors/${monitor.id}`).send(monitor);
    },
  );
  app.get(
    '/api/v1/monitors/:id',
    { schema: { params: v1MonitorParams, response: { 200: tenantMonitorSchema, ...errors } }, config: reads },
    async (request) => monitorsSvc.readKeyMonitor(ctx, keyOf(request).client, request.params.id),
  );
  app.patch(
    '/api/v1/monitors/:id',
    {
      schema: {
        params: v1MonitorParams,
        body: updateMonitorBodySchema,
        response: { 200: tenantMonitorSchema, ...errors },
      },
      config: changes,
    },
    async (request) => monitorsSvc.updateKeyMonitor(ctx, keyOf(request).client, request.params.id, request.body),
  );
  app.delete(
    '/api/v1/monitors/:id',
    { schema: { params: v1MonitorParams, response: { 200: okSchema, ...errors } }, config: changes },
    async (request) => {
      await monitorsSvc.deleteKeyMonitor(ctx, keyOf(request).client, request.params.id);
      return { success: true as const };
    },
  );
};
export default v1MonitorRoutes;

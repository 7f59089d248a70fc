import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessCodeBodySchema,
  accessCodeRefusals,
  accessCodeResponseSchema,
  tempAccessBodySchema,
  tempAccessRefusals,
  tempAccessResponseSchema,
} from '@/shared/visitor-api';
import { redeemAccessCode } from '../services/access-codes';
import { grantTemporaryAccess } from '../services/access';
import { requireTenantAdmin } from '../services/admin/sessions';
import { requireVisitorSession } from '../services/visitor-sessions';
import { ensureVisitorSession } from '../plugins/visitor-session';
import { adminSessionOf } from '../plugins/admin-session';
import { CSRF_HEADER } from '../policies/admin-session';

const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/validate-access-code',
    {
      schema: { body: accessCodeBodySchema, response: { 200: accessCodeResponseSchema, ...accessCodeRefusals } },
      config: { tenant: true, visitorSession: 'ensure', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { client } = request.tenant;
      try {
        const result = await redeemAccessCode(ctx, {
          client,
          visitorSessionId: request.visitorSession!.id,
          code: request.body.code,
          email: request.body.email,
          ip: request.ip,
        });
        return { success: true, message: result.message };
      } catch (err) {
        // Refusals keep the visitor shape {success:false, message} alongside {error, message}.
        const e = err as { statusCode?: number; code?: string; message: string };
        if (e.statusCode && e.statusCode < 500)
          return reply
            .status(e.statusCode as 400)
            .send({ success: false, error: e.code ?? 'invalid_code', message: e.message });
        throw err;
      }
    },
  );

  app.post(
    '/api/grant-temp-access',
    {
      schema: { body: tempAccessBodySchema, response: { 200: tempAccessResponseSchema, ...tempAccessRefusals } },
      config: { tenant: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { client } = request.tenant;
      const admin = await requireTenantAdmin(
        ctx,
        await adminSessionOf(request),
        request.headers[CSRF_HEADER],
        client.id,
      );
      // The session named, or the caller's own (created only now: a refused caller gets no cookie).
      const session = request.body.sessionId
        ? await requireVisitorSession(ctx, request.body.sessionId, client.id)
        : await ensureVisitorSession(request, reply, client.id);
      const { expiresAt } = await grantTemporaryAccess(ctx, {
        client,
        visitorSessionId: session.id,
        email: request.body.email,
        hours: request.body.durationHours,
        adminId: admin.user.id,
      });
      request.log.info(
        { admin: admin.user.email, sessionId: session.id, hours: request.body.durationHours },
        'temporary access granted',
      );
      return { success: true, sessionId: session.id, expiresAt: expiresAt.toISOString() };
    },
  );
};
export default accessRoutes;

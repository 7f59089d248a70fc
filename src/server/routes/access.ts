import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidEmail } from '@/shared/validation';
import { badRequest, notFound } from '../errors';
import { ACCESS_CODE_MESSAGES, redeemAccessCode } from '../services/access-codes';
import { createGrant } from '../services/access';
import { ensureVisitorSession } from '../services/visitor-sessions';
import { requireAdminForTenant } from '../policies/admin-session';
import { visitorSessions } from '@/db/schema';
import { and, eq } from 'drizzle-orm';
import { tenantOf } from './payments';

const errorBody = z.object({ error: z.string(), message: z.string(), advice: z.string().optional(), success: z.boolean().optional() });

const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/validate-access-code',
    {
      schema: {
        body: z.object({
          code: z.string({ error: ACCESS_CODE_MESSAGES.empty }).trim().min(1, ACCESS_CODE_MESSAGES.empty).max(100, ACCESS_CODE_MESSAGES.invalid),
          email: z
            .string()
            .trim()
            .max(254)
            .optional()
            .refine((e) => !e || isValidEmail(e), 'Please enter a valid email address'),
          tenant: z.string().max(63).optional(),
        }),
        response: { 200: z.object({ success: z.boolean(), message: z.string() }), 400: errorBody, 422: errorBody, 429: errorBody },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = await tenantOf(app, request, request.body.tenant);
      const session = await ensureVisitorSession(app.ctx, request, reply, tenant.client.id);
      try {
        const result = await redeemAccessCode(app.ctx, { client: tenant.client, visitorSessionId: session.id, code: request.body.code, email: request.body.email, ip: request.ip });
        return { success: true, message: result.message };
      } catch (err) {
        // Refusals keep the visitor shape {success:false, message} alongside {error, message}.
        const e = err as { statusCode?: number; code?: string; message: string };
        if (e.statusCode && e.statusCode < 500) return reply.status(e.statusCode as 400).send({ success: false, error: e.code ?? 'invalid_code', message: e.message });
        throw err;
      }
    },
  );

  app.post(
    '/api/grant-temp-access',
    {
      schema: {
        body: z.object({
          email: z
            .string()
            .trim()
            .max(254)
            .optional()
            .refine((e) => !e || isValidEmail(e), 'Please enter a valid email address'),
          durationHours: z.number({ error: 'durationHours must be a number of hours' }).positive('durationHours must be positive').max(24 * 90, 'durationHours is at most 2160 (90 days)').default(24),
          /** A visitor session of this tenant to open; default: the caller's own. */
          sessionId: z.string().uuid('sessionId must be a session id').optional(),
          tenant: z.string().max(63).optional(),
        }),
        response: {
          200: z.object({ success: z.boolean(), sessionId: z.string(), expiresAt: z.string() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = await tenantOf(app, request, request.body.tenant);
      const admin = await requireAdminForTenant(app.ctx, request, tenant.client.id);
      let sessionId: string;
      if (request.body.sessionId) {
        const [row] = await app.ctx.database.db
          .select({ id: visitorSessions.id })
          .from(visitorSessions)
          .where(and(eq(visitorSessions.id, request.body.sessionId), eq(visitorSessions.clientId, tenant.client.id)))
          .limit(1);
        if (!row) throw notFound('No visitor session of this site has this id');
        sessionId = row.id;
      } else {
        sessionId = (await ensureVisitorSession(app.ctx, request, reply, tenant.client.id)).id;
      }
      const expiresAt = new Date(Date.now() + request.body.durationHours * 3600_000);
      if (!(expiresAt.getTime() > Date.now())) throw badRequest('durationHours must be positive');
      await createGrant(app.ctx, {
        clientId: tenant.client.id,
        visitorSessionId: sessionId,
        analysisId: null,
        email: request.body.email?.toLowerCase() ?? null,
        accessType: 'temporary',
        sourceId: `temp:${admin.user.id}:${sessionId}:${expiresAt.getTime()}`,
        expiresAt,
      });
      request.log.info({ admin: admin.user.email, sessionId, hours: request.body.durationHours }, 'temporary access granted');
      return { success: true, sessionId, expiresAt: expiresAt.toISOString() };
    },
  );
};
export default accessRoutes;

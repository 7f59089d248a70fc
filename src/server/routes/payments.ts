import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_TYPES } from '@/shared/brand';
import { isValidEmail } from '@/shared/validation';
import { cleanTenantId } from '@/shared/tenant';
import { HttpError, tooManyRequests, unprocessable } from '../errors';
import { requestHost, type ResolvedTenant } from '../services/tenants';
import { currentVisitorSession, ensureVisitorSession, visitorSessionKey } from '../services/visitor-sessions';
import { accessStatus, createCheckout, createCustomerCheckout, verifyCheckout } from '../services/payments';
import { resendAccessLink } from '../services/access-links';

export const checkoutEmail = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'That email address is too long')
  .refine(isValidEmail, 'Please enter a valid email address')
  .transform((e) => e.toLowerCase());

const returnUrl = z.string().trim().max(2048, 'The address is too long').optional();
const errorBody = z.object({ error: z.string(), message: z.string(), advice: z.string().optional() });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody, 429: errorBody, 502: errorBody, 503: errorBody };

/** Body `tenant` (visitor.md section 7) names the tenant when given; otherwise query, cookie or host. */
export async function tenantOf(app: { ctx: import('../context').AppContext }, request: FastifyRequest, bodyTenant?: string): Promise<ResolvedTenant> {
  if (bodyTenant) {
    const id = cleanTenantId(bodyTenant);
    if (!id) throw unprocessable(`Tenant '${bodyTenant.slice(0, 64)}' was not found or is not active`, 'tenant_not_found');
    // A private tenant answers only on its own domain (finding 14): named() refuses it from any other host.
    return app.ctx.tenants.named(id, requestHost(request));
  }
  return app.ctx.tenants.resolve(request);
}

/** Spec silent (docs/decisions/008). */
export const ACCESS_LINK_SENT = 'A new access link is on its way to the email address used for payment.';

export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/create-checkout',
    {
      schema: {
        body: z.object({
          productType: z.enum(PRODUCT_TYPES, { error: 'productType must be single_page or multi_page' }),
          email: checkoutEmail,
          successUrl: returnUrl,
          cancelUrl: returnUrl,
          tenantDomain: z.string().max(253).optional(),
          tenant: z.string().max(63).optional(),
          sessionId: z.string().max(100).optional(),
          analysisId: z.string().uuid('analysisId must be an analysis id').optional(),
        }),
        response: { 200: z.object({ checkoutUrl: z.string() }), ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = await tenantOf(app, request, request.body.tenant);
      const session = await ensureVisitorSession(app.ctx, request, reply, tenant.client.id);
      const { checkoutUrl } = await createCheckout(app.ctx, { ...request.body, tenant, visitorSessionId: session.id, requestOrigin: requestOrigin(request) });
      return { checkoutUrl };
    },
  );

  app.post(
    '/api/payments/create-customer-checkout',
    {
      schema: {
        body: z.object({
          email: checkoutEmail,
          tenantDomain: z.string().max(253).optional(),
          tenant: z.string().max(63).optional(),
          productType: z.enum(PRODUCT_TYPES, { error: 'productType must be single_page or multi_page' }).default('single_page'),
          analysisId: z.string().uuid('analysisId must be an analysis id').optional(),
          successUrl: returnUrl,
          cancelUrl: returnUrl,
        }),
        response: { 200: z.object({ alreadyPaid: z.boolean(), customerId: z.string().nullable(), checkoutUrl: z.string().nullable() }), ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = await tenantOf(app, request, request.body.tenant);
      const session = await ensureVisitorSession(app.ctx, request, reply, tenant.client.id);
      return createCustomerCheckout(app.ctx, { ...request.body, tenant, visitorSessionId: session.id, requestOrigin: requestOrigin(request) });
    },
  );

  app.post(
    '/api/payments/verify',
    {
      schema: {
        body: z.object({
          sessionId: z.string({ error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(300),
          analysisId: z.string().uuid('analysisId must be an analysis id').optional(),
          tenant: z.string().max(63).optional(),
        }),
        response: {
          200: z.object({ verified: z.boolean(), accessGranted: z.boolean(), analysisId: z.string().nullable(), email: z.string().nullable(), message: z.string().optional() }),
          ...errors,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = await tenantOf(app, request, request.body.tenant);
      const session = await ensureVisitorSession(app.ctx, request, reply, tenant.client.id);
      return verifyCheckout(app.ctx, { client: tenant.client, visitorSessionId: session.id, checkoutSessionId: request.body.sessionId, analysisId: request.body.analysisId }, request.log);
    },
  );

  // A new access link goes to the payer's address only; still, mail is not sent on demand without a bound.
  const resendPerSession = app.createRateLimit({ max: 3, timeWindow: '1 hour', keyGenerator: visitorSessionKey });
  app.post(
    '/api/payments/resend-access-link',
    {
      schema: {
        body: z.object({ analysisId: z.string().uuid('analysisId must be an analysis id').optional(), tenant: z.string().max(63).optional() }),
        response: { 200: z.object({ success: z.boolean(), emailSent: z.boolean(), message: z.string() }), ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      const tenant = await tenantOf(app, request, request.body.tenant);
      const session = await currentVisitorSession(app.ctx, request, tenant.client.id);
      if (!session) throw new HttpError(404, 'not_found', 'No payment made in this browser was found for this report');
      const limit = await resendPerSession(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();
      const { emailSent } = await resendAccessLink(app.ctx, tenant.client, session.id, request.body.analysisId, request.log);
      return { success: true, emailSent, message: ACCESS_LINK_SENT };
    },
  );

  app.get(
    '/api/sessions/:id/access-status',
    {
      schema: {
        params: z.object({ id: z.string().uuid('id must be a session id') }),
        querystring: z.object({ analysisId: z.string().uuid('analysisId must be an analysis id').optional(), tenant: z.string().max(200).optional() }),
        response: {
          200: z.object({ hasAccess: z.boolean(), paymentVerified: z.boolean(), customerId: z.string().nullable(), tenant: z.string(), accessType: z.string().nullable() }),
          ...errors,
        },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const tenant = await app.ctx.tenants.resolve(request);
      const session = await currentVisitorSession(app.ctx, request, tenant.client.id);
      return accessStatus(app.ctx, tenant.client, session?.id, request.params.id, request.query.analysisId);
    },
  );
};
export default paymentRoutes;

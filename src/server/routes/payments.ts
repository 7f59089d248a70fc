import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_LINK_SENT,
  accessStatusParams,
  accessStatusQuerySchema,
  accessStatusResponseSchema,
  checkoutResponseSchema,
  createCheckoutBodySchema,
  customerCheckoutBodySchema,
  customerCheckoutResponseSchema,
  paymentRefusals,
  resendAccessLinkBodySchema,
  resendAccessLinkResponseSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@/shared/visitor-api';
import { notFound, tooManyRequests } from '../errors';
import { visitorSessionKey } from '../plugins/visitor-session';
import { accessStatus } from '../services/access';
import { resendAccessLink } from '../services/access-links';
import { createCheckout, createCustomerCheckout } from '../services/payments/checkout';
import { verifyCheckout } from '../services/payments/fulfilment';

const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Buying: a checkout for one report or for credits, and its verification on the way back. */
function purchaseRoutes(app: App) {
  const { ctx } = app;
  const payer = { tenant: true, visitorSession: 'ensure', rateLimit: { max: 20, timeWindow: '1 minute' } } as const;

  app.post(
    '/api/payments/create-checkout',
    {
      schema: { body: createCheckoutBodySchema, response: { 200: checkoutResponseSchema, ...paymentRefusals } },
      config: payer,
    },
    async (request) => {
      const { checkoutUrl } = await createCheckout(ctx, {
        ...request.body,
        tenant: request.tenant,
        visitorSessionId: request.visitorSession!.id,
        requestOrigin: requestOrigin(request),
      });
      return { checkoutUrl };
    },
  );

  app.post(
    '/api/payments/create-customer-checkout',
    {
      schema: {
        body: customerCheckoutBodySchema,
        response: { 200: customerCheckoutResponseSchema, ...paymentRefusals },
      },
      config: payer,
    },
    async (request) =>
      createCustomerCheckout(ctx, {
        ...request.body,
        tenant: request.tenant,
        visitorSessionId: request.visitorSession!.id,
        requestOrigin: requestOrigin(request),
      }),
  );

  app.post(
    '/api/payments/verify',
    {
      schema: { body: verifyBodySchema, response: { 200: verifyResponseSchema, ...paymentRefusals } },
      config: { ...payer, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      verifyCheckout(
        ctx,
        {
          client: request.tenant.client,
          visitorSessionId: request.visitorSession!.id,
          checkoutSessionId: request.body.sessionId,
          analysisId: request.body.analysisId,
        },
        request.log,
      ),
  );
}

/** After paying: a new access link by mail, and what this browser may see of an analysis. */
function accessRoutes(app: App) {
  const { ctx } = app;
  // A new access link goes to the payer's address only; still, mail is not sent on demand without a bound.
  const resendPerSession = app.createRateLimit({ max: 3, timeWindow: '1 hour', keyGenerator: visitorSessionKey });
  app.post(
    '/api/payments/resend-access-link',
    {
      schema: {
        body: resendAccessLinkBodySchema,
        response: { 200: resendAccessLinkResponseSchema, ...paymentRefusals },
      },
      config: { tenant: true, visitorSession: 'current', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      const session = request.visitorSession;
      if (!session) throw notFound('No payment made in this browser was found for this report');
      const limit = await resendPerSession(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();
      const { emailSent } = await resendAccessLink(
        ctx,
        request.tenant.client,
        session.id,
        request.body.analysisId,
        request.log,
      );
      return { success: true, emailSent, message: ACCESS_LINK_SENT };
    },
  );

  app.get(
    '/api/sessions/:id/access-status',
    {
      schema: {
        params: accessStatusParams,
        querystring: accessStatusQuerySchema,
        response: { 200: accessStatusResponseSchema, ...paymentRefusals },
      },
      config: { tenant: true, visitorSession: 'current', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) =>
      accessStatus(ctx, request.tenant.client, request.visitorSession?.id, request.params.id, request.query.analysisId),
  );
}

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  purchaseRoutes(app);
  accessRoutes(app);
};
export default paymentRoutes;

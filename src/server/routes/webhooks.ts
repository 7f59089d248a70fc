import type { FastifyPluginAsync } from 'fastify';
import { stripeWebhookResponseSchema } from '@/shared/visitor-api';
import { handleStripeWebhook } from '../services/payments/webhook';
import { resolveTenant } from '../plugins/tenant';

/**
 * POST /api/webhooks/stripe. Registered in its own plugin scope so that JSON bodies reach the handler
 * as the raw bytes Stripe signed (the signature is over the exact body).
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
  app.post(
    '/api/webhooks/stripe',
    {
      schema: { response: { 200: stripeWebhookResponseSchema } },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(
        app.ctx,
        {
          rawBody: raw,
          signature: typeof signature === 'string' ? signature : undefined,
          // Only for an event that names no tenant: the tenant of the request, if it has one.
          requestClient: async () => (await resolveTenant(request).catch(() => undefined))?.client,
        },
        request.log,
      );
    },
  );
};
export default webhookRoutes;

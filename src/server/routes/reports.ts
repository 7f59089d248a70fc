import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReportBodySchema, sendReportRefusals, sendReportResponseSchema } from '@/shared/visitor-api';
import { tooManyRequests } from '../errors';
import { visitorSessionKey } from '../plugins/visitor-session';
import { reportToSend, sendReport } from '../services/send-report';

/**
 * Limits on report mail (finding 7): per visitor session (here) and per address (the route's rateLimit).
 * Each process counts on its own, as every @fastify/rate-limit limit of this app does.
 */
const SEND_REPORT_LIMITS = {
  perSession: { max: 5, timeWindow: '1 hour' },
  perIp: { max: 20, timeWindow: '1 hour' },
} as const;

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const perSession = app.createRateLimit({ ...SEND_REPORT_LIMITS.perSession, keyGenerator: visitorSessionKey });
  app.post(
    '/api/send-report',
    {
      bodyLimit: 1024 * 1024,
      schema: { body: sendReportBodySchema, response: { 200: sendReportResponseSchema, ...sendReportRefusals } },
      config: { tenant: true, visitorSession: 'current', rateLimit: SEND_REPORT_LIMITS.perIp },
    },
    async (request) => {
      // Only the visitor session that owns the analysis may mail it, and only once it may see all of it (finding 7).
      const report = await reportToSend(
        app.ctx,
        request.tenant.client,
        request.visitorSession?.id,
        request.body.analysisId,
      );
      const limit = await perSession(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();
      const { emailSent } = await sendReport(app.ctx, request.tenant, report, request.body, request.log);
      return {
        emailSent,
        success: true,
        message: emailSent
          ? 'The detailed analysis report has been emailed to you.'
          : "Your details have been saved. We'll follow up with the detailed report shortly.",
      };
    },
  );
};
export default reportRoutes;

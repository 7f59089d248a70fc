import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { analyses, payments } from '@/db/schema';
import { AnalysisResultSchema } from '@/shared/analysis';
import { EMAIL_REQUIRED, NAME_INVALID, NAME_REQUIRED, NAME_TOO_LONG, NAME_MAX, PLAIN_NAME_RE, singleEmailError } from '@/shared/validation';
import { conflict, HttpError, notFound, tooManyRequests } from '../errors';
import { sessionAccess } from '../services/access';
import { currentVisitorSession, visitorSessionKey } from '../services/visitor-sessions';
import { toBrandConfig } from '../services/brand-config';
import { renderReportEmail } from '../services/report-email';
import { queueMail } from '../services/mail';
import { recordLead } from '../services/leads';
import { tenantOf } from './payments';

export const PREMIUM_REQUIRED = 'Premium access is required for this feature. Please purchase credits or enter an access code.';
const errorBody = z.object({ error: z.string(), message: z.string(), advice: z.string().optional() });

/**
 * Limits on report mail (finding 7): per visitor session (here) and per address (the route's rateLimit).
 * Each process counts on its own, as every @fastify/rate-limit limit of this app does.
 */
export const SEND_REPORT_LIMITS = { perSession: { max: 5, timeWindow: '1 hour' }, perIp: { max: 20, timeWindow: '1 hour' } } as const;

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const perSession = app.createRateLimit({ ...SEND_REPORT_LIMITS.perSession, keyGenerator: visitorSessionKey });
  app.post(
    '/api/send-report',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        body: z.object({
          email: z
            .string({ error: EMAIL_REQUIRED })
            .max(320, 'Please enter a valid email address')
            .superRefine((v, c) => {
              const problem = singleEmailError(v);
              if (problem) c.addIssue({ code: 'custom', message: problem });
            })
            .transform((v) => v.replace(/[,;]/g, '').trim().toLowerCase()),
          name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(NAME_MAX, NAME_TOO_LONG).regex(PLAIN_NAME_RE, NAME_INVALID),
          company: z.string().trim().max(200, 'Company is too long').optional().nullable(),
          marketingOptIn: z.boolean().optional().default(false),
          analysisId: z.string({ error: 'analysisId is required' }).uuid('analysisId must be an analysis id'),
          websiteUrl: z.string().max(2048).optional(),
          /** Sent by the web app; ignored: the report is built from the stored result. */
          analysisResults: z.unknown().optional(),
          customerId: z.string().max(200).optional().nullable(),
          tenant: z.string().max(63).optional(),
        }),
        response: {
          200: z.object({ emailSent: z.boolean(), success: z.boolean(), message: z.string() }),
          400: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
      config: { rateLimit: SEND_REPORT_LIMITS.perIp },
    },
    async (request) => {
      const body = request.body;
      const tenant = await tenantOf(app, request, body.tenant);
      const { client } = tenant;
      const { db } = app.ctx.database;
      const [analysis] = await db.select().from(analyses).where(eq(analyses.id, body.analysisId)).limit(1);
      // Only the visitor session that owns the analysis may mail it (finding 7); to anyone else it does
      // not exist, as everywhere else in the visitor API (no cookie, another browser, another tenant).
      const session = await currentVisitorSession(app.ctx, request, client.id);
      if (!analysis || analysis.clientId !== client.id || !session || analysis.visitorSessionId !== session.id) throw notFound('This analysis was not found on this site');
      const parsed = AnalysisResultSchema.safeParse(analysis.results);
      if (analysis.status !== 'completed' || !parsed.success) throw conflict('This analysis has no finished report to send', 'analysis_not_ready');
      const access = await sessionAccess(app.ctx, client, session.id, analysis);
      if (access.locked) throw new HttpError(403, 'premium_required', PREMIUM_REQUIRED);
      const limit = await perSession(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();

      const recipient = body.email;
      // The report after a payment goes out once: the payment return's request joins the payment's mail.
      const [paid] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.clientId, client.id), eq(payments.analysisId, analysis.id), eq(payments.visitorSessionId, session.id), eq(payments.status, 'paid'), eq(payments.email, recipient)))
        .orderBy(desc(payments.paidAt))
        .limit(1);
      const dedupeKey = paid ? `payment:${paid.id}` : undefined;
      const brand = toBrandConfig(tenant);
      const mail = renderReportEmail({ brand, results: parsed.data, url: analysis.url, recipientName: body.name });
      const sent = await queueMail(app.ctx, { clientId: client.id, to: [recipient], ...mail, fromName: brand.companyName, dedupeKey }, request.log);
      await recordLead(
        app.ctx,
        {
          clientId: client.id,
          tenant: client.tenant,
          analysisId: analysis.id,
          email: recipient,
          name: body.name,
          company: body.company,
          marketingOptIn: body.marketingOptIn,
          url: analysis.url,
          overallScore: parsed.data.overallScore,
          source: dedupeKey ? 'payment_return' : 'dialog_unlocked',
        },
        request.log,
      );
      const emailSent = sent.emailSent;
      return {
        emailSent,
        success: true,
        message: emailSent ? 'The detailed analysis report has been emailed to you.' : "Your details have been saved. We'll follow up with the detailed report shortly.",
      };
    },
  );
};
export default reportRoutes;

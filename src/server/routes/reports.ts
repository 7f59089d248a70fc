import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import { analyses, payments } from '@/db/schema';
import { AnalysisResultSchema } from '@/shared/analysis';
import { EMAIL_LIST_INVALID, EMAIL_REQUIRED, NAME_REQUIRED, emailListError, parseEmailList } from '@/shared/validation';
import { conflict, HttpError, notFound } from '../errors';
import { sessionAccess } from '../services/access';
import { currentVisitorSession } from '../services/visitor-sessions';
import { toBrandConfig } from '../services/brand-config';
import { renderReportEmail } from '../services/report-email';
import { queueMail } from '../services/mail';
import { recordLead } from '../services/leads';
import { tenantOf } from './payments';

export const PREMIUM_REQUIRED = 'Premium access is required for this feature. Please purchase credits or enter an access code.';
const MAX_RECIPIENTS = 10;
const errorBody = z.object({ error: z.string(), message: z.string(), advice: z.string().optional() });

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/send-report',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        body: z.object({
          email: z
            .string({ error: EMAIL_REQUIRED })
            .max(2000, EMAIL_LIST_INVALID)
            .superRefine((v, c) => {
              const problem = emailListError(v);
              if (problem) c.addIssue({ code: 'custom', message: problem });
              else if (parseEmailList(v).length > MAX_RECIPIENTS) c.addIssue({ code: 'custom', message: `At most ${MAX_RECIPIENTS} email addresses` });
            }),
          name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(200, 'Name is too long'),
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
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      const tenant = await tenantOf(app, request, body.tenant);
      const { client } = tenant;
      const { db } = app.ctx.database;
      const [analysis] = await db.select().from(analyses).where(eq(analyses.id, body.analysisId)).limit(1);
      if (!analysis || analysis.clientId !== client.id) throw notFound('This analysis was not found on this site');
      const parsed = AnalysisResultSchema.safeParse(analysis.results);
      if (analysis.status !== 'completed' || !parsed.success) throw conflict('This analysis has no finished report to send', 'analysis_not_ready');
      const session = await currentVisitorSession(app.ctx, request, client.id);
      const access = await sessionAccess(app.ctx, client, session?.id, analysis);
      if (access.locked) throw new HttpError(403, 'premium_required', PREMIUM_REQUIRED);

      const recipients = [...new Set(parseEmailList(body.email).map((e) => e.toLowerCase()))];
      // The report after a payment goes out once: the payment return's request joins the payment's mail.
      let dedupeKey: string | undefined;
      if (session && recipients.length === 1) {
        const [paid] = await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.clientId, client.id), eq(payments.analysisId, analysis.id), eq(payments.visitorSessionId, session.id), eq(payments.status, 'paid'), eq(payments.email, recipients[0])))
          .orderBy(desc(payments.paidAt))
          .limit(1);
        if (paid) dedupeKey = `payment:${paid.id}`;
      }
      const brand = toBrandConfig(tenant);
      const mail = renderReportEmail({ brand, results: parsed.data, url: analysis.url, recipientName: body.name });
      const sent = await queueMail(app.ctx, { clientId: client.id, to: recipients, ...mail, fromName: brand.companyName, dedupeKey }, request.log);
      for (const email of recipients) {
        await recordLead(
          app.ctx,
          {
            clientId: client.id,
            tenant: client.tenant,
            analysisId: analysis.id,
            email,
            name: body.name,
            company: body.company,
            marketingOptIn: body.marketingOptIn,
            url: analysis.url,
            overallScore: parsed.data.overallScore,
            source: dedupeKey ? 'payment_return' : 'dialog_unlocked',
          },
          request.log,
        );
      }
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

import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';
import { findAnalysis, type AnalysisRow } from '@/db/queries/analyses';
import { findPaidPaymentOfEmail } from '@/db/queries/payments';
import { AnalysisResultSchema, type AnalysisResult } from '@/shared/analysis';
import { conflict, notFound } from '../errors';
import type { ResolvedTenant } from './tenants';
import { sessionAccess } from './access';
import { premiumAccessRequired } from './free-trial';
import { toBrandConfig } from './brand-config';
import { renderReportEmail } from './report-email';
import type { ComparisonMail } from './comparison-email';
import { comparisonForMail } from './competitors';
import { queueMail, type MailLogger } from './mail';
import { recordLead } from './leads';

interface ReportToSend {
  analysis: AnalysisRow;
  results: AnalysisResult;
  visitorSessionId: string;
  /** A comparison with competitors, as this session sees it (scores only until the comparison is paid for). */
  comparison: ComparisonMail | null;
}

/**
 * The report a visitor session may have mailed (finding 7): only the session that owns the analysis
 * (to anyone else it does not exist, as everywhere else in the visitor API: no cookie, another browser,
 * another tenant), only a finished one, and only when that session may see the full report.
 */
export async function reportToSend(
  ctx: AppContext,
  client: ClientRow,
  visitorSessionId: string | undefined,
  analysisId: string,
): Promise<ReportToSend> {
  const analysis = await findAnalysis(ctx.database.db, analysisId);
  if (
    !analysis ||
    analysis.clientId !== client.id ||
    !visitorSessionId ||
    analysis.visitorSessionId !== visitorSessionId
  )
    throw notFound('This analysis was not found on this site');
  const parsed = AnalysisResultSchema.safeParse(analysis.results);
  if (analysis.status !== 'completed' || !parsed.success)
    throw conflict('This analysis has no finished report to send', 'analysis_not_ready');
  const access = await sessionAccess(ctx, client, visitorSessionId, analysis);
  if (access.locked) throw premiumAccessRequired();
  const comparison = await comparisonForMail(ctx, client, visitorSessionId, analysis);
  return { analysis, results: parsed.data, visitorSessionId, comparison };
}

/**
 * Mails the report to one recipient and records the lead. The report after a payment goes out once:
 * the payment return's request joins the payment's mail (same dedupe key).
 */
export async function sendReport(
  ctx: AppContext,
  tenant: ResolvedTenant,
  { analysis, results, visitorSessionId, comparison }: ReportToSend,
  recipient: { email: string; name: string; company?: string | null; marketingOptIn: boolean },
  log: MailLogger,
): Promise<{ emailSent: boolean }> {
  const { client } = tenant;
  const paid = await findPaidPaymentOfEmail(ctx.database.db, {
    clientId: client.id,
    visitorSessionId,
    email: recipient.email,
    analysisId: analysis.id,
    newest: true,
  });
  const dedupeKey = paid ? `payment:${paid.id}` : undefined;
  const brand = toBrandConfig(tenant);
  const mail = renderReportEmail({ brand, results, url: analysis.url, recipientName: recipient.name, comparison });
  const sent = await queueMail(
    ctx,
    { clientId: client.id, to: [recipient.email], ...mail, fromName: brand.companyName, dedupeKey },
    log,
  );
  await recordLead(
    ctx,
    {
      clientId: client.id,
      tenant: client.tenant,
      analysisId: analysis.id,
      email: recipient.email,
      name: recipient.name,
      company: recipient.company,
      marketingOptIn: recipient.marketingOptIn,
      url: analysis.url,
      overallScore: results.overallScore,
      source: dedupeKey ? 'payment_return' : 'dialog_unlocked',
    },
    log,
  );
  return { emailSent: sent.emailSent };
}

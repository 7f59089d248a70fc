import { findLeadWithTenant, insertLead } from '@/db/queries/leads';
import type { AppContext } from '../context';
import { JOBS } from '../queue';
import type { MailLogger } from './mail';

interface LeadInput {
  clientId: string;
  tenant: string;
  analysisId: string | null;
  email: string;
  name: string;
  company?: string | null;
  marketingOptIn: boolean;
  url: string | null;
  overallScore: number | null;
  source: 'dialog_locked' | 'dialog_unlocked' | 'payment_return' | 'payment';
}

/** Stores a report request as a lead and, when CRM_WEBHOOK_URL is set, queues the CRM post (failures only logged). */
export async function recordLead(ctx: AppContext, lead: LeadInput, log?: MailLogger): Promise<string> {
  const leadId = await insertLead(ctx.database.db, {
    clientId: lead.clientId,
    analysisId: lead.analysisId,
    email: lead.email,
    name: lead.name,
    company: lead.company || null,
    marketingOptIn: lead.marketingOptIn,
    url: lead.url,
    overallScore: lead.overallScore,
    source: lead.source,
  });
  if (ctx.config.CRM_WEBHOOK_URL) {
    try {
      await ctx.queue.send(JOBS.crm, { leadId }, { retryLimit: 2, retryDelay: 60 });
    } catch (err) {
      log?.warn({ err: (err as Error).message, leadId }, 'could not queue the CRM post');
    }
  }
  return leadId;
}

/** Posts one lead to CRM_WEBHOOK_URL as JSON. Throws on failure (the job logs and retries twice). */
export async function postLeadToCrm(ctx: AppContext, leadId: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const url = ctx.config.CRM_WEBHOOK_URL;
  if (!url) return;
  const r = await findLeadWithTenant(ctx.database.execute, leadId);
  if (!r) return;
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'lead',
      leadId: r.id,
      tenant: r.tenant,
      email: r.email,
      name: r.name,
      company: r.company,
      marketingOptIn: r.marketing_opt_in,
      websiteUrl: r.url,
      overallScore: r.overall_score,
      source: r.source,
      createdAt: new Date(r.created_at).toISOString(),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`CRM webhook answered ${res.status}`);
}

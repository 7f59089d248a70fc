import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { ClientRow } from '@/db/queries/clients';

export interface AnalysisAccess {
  locked: boolean;
  /** Why the report is open: paid, access_code, temporary, free_service, failure_report. */
  reason?: string;
}

/**
 * PLACEHOLDER owned by the access engineer (issue 5): decides whether this request may see
 * the full report of an analysis. Until then every report is locked unless payments are off.
 */
export async function analysisAccess(
  _ctx: AppContext,
  _request: FastifyRequest,
  client: ClientRow,
  analysis: { id: string; visitorSessionId: string | null; results: unknown },
): Promise<AnalysisAccess> {
  void analysis;
  if (!client.stripeConfig?.enabled) return { locked: false, reason: 'free_service' };
  return { locked: true };
}

/** PLACEHOLDER: blanks the paid details of a result for a locked visitor. */
export function redactForVisitor<T>(results: T): T {
  return results;
}

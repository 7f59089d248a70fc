import type { AppContext } from '../context';
import {
  findCreditSpentOn,
  findOldestUnspentCredit,
  lockCreditsOfSession,
  spendCreditOn,
} from '@/db/queries/access-credits';
import { insertGrant } from '@/db/queries/access-grants';

/**
 * The credit a payment made before any analysis buys (docs/decisions/008) is one analysis of its
 * product type for the paying session. This spends one unspent credit of the analysis' kind on this
 * finished analysis of the session, and grants that analysis ('paid', source credit:<id>). Serialised
 * per session by an advisory lock, and each UPDATE is conditional (spent_at is null), so two concurrent
 * requests never spend one credit twice nor two credits on one analysis. Returns whether the analysis
 * is now open through a credit.
 */
export async function spendCredit(
  ctx: AppContext,
  input: { clientId: string; visitorSessionId: string; analysisId: string; kind: string },
): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await lockCreditsOfSession(tx, input.visitorSessionId);
    // Spent on this analysis already (a concurrent request got there first, or a crash came before the grant).
    let credit = await findCreditSpentOn(tx, input.analysisId, input.visitorSessionId);
    if (!credit) {
      const candidate = await findOldestUnspentCredit(tx, input.clientId, input.visitorSessionId, input.kind);
      if (!candidate) return false;
      credit = await spendCreditOn(tx, candidate.id, input.visitorSessionId, input.analysisId);
      if (!credit) return false;
    }
    await insertGrant(tx, {
      clientId: input.clientId,
      visitorSessionId: input.visitorSessionId,
      analysisId: input.analysisId,
      accessType: 'paid',
      sourceId: `credit:${credit.id}`,
    });
    return true;
  });
}

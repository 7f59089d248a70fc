import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { preparedPerDatabase } from '../prepared';
import { accessCredits, accessGrants } from '../schema';

type AccessGrantRow = typeof accessGrants.$inferSelect;

const live = () => or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, new Date()));

/**
 * In one read: the kind of the newest live grant of the session that opens this analysis (one for the
 * analysis, or a session-wide one other than 'paid': a payment never opens a whole session, finding 3),
 * and whether the session holds a credit that could open it (of `productType` and unspent, or already
 * spent on it), so a locked report needs no credit transaction (docs/decisions/023).
 */
const grantAndCredit = preparedPerDatabase((db) => {
  const value = (name: string) => sql.placeholder(name);
  const grant = db
    .select({ accessType: accessGrants.accessType })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.clientId, value('clientId')),
        eq(accessGrants.visitorSessionId, value('visitorSessionId')),
        or(
          and(isNull(accessGrants.analysisId), ne(accessGrants.accessType, 'paid')),
          eq(accessGrants.analysisId, value('analysisId')),
        ),
        or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, value('now'))),
      ),
    )
    .orderBy(desc(accessGrants.createdAt))
    .limit(1);
  const credit = db
    .select({ id: accessCredits.id })
    .from(accessCredits)
    .where(
      and(
        eq(accessCredits.visitorSessionId, value('visitorSessionId')),
        or(
          and(
            eq(accessCredits.clientId, value('clientId')),
            eq(accessCredits.productType, value('productType')),
            isNull(accessCredits.spentAt),
          ),
          eq(accessCredits.analysisId, value('analysisId')),
        ),
      ),
    );
  return db
    .select({ accessType: sql<string | null>`(${grant})`, credit: sql<boolean>`exists(${credit})` })
    .from(sql`(select 1) as one`)
    .prepare('find_grant_and_credit');
});

export async function findGrantAndCredit(
  db: Db,
  a: { clientId: string; visitorSessionId: string; analysisId: string; productType: string },
): Promise<{ accessType: string | null; credit: boolean }> {
  const [row] = await grantAndCredit(db).execute({ ...a, now: new Date().toISOString() });
  return { accessType: row.accessType, credit: row.credit };
}

/** The newest live grant of the session, of any kind. */
export async function findAnyLiveGrant(
  db: Db,
  clientId: string,
  visitorSessionId: string,
): Promise<AccessGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.clientId, clientId), eq(accessGrants.visitorSessionId, visitorSessionId), live()))
    .orderBy(desc(accessGrants.createdAt))
    .limit(1);
  return row;
}

/** A live grant that lets the session start analyses: any kind except a session-wide 'paid' one (decision 008; 0004 turned those into credits). */
export async function hasLiveGrantForAnalyses(
  db: Executor,
  clientId: string,
  visitorSessionId: string,
): Promise<boolean> {
  const [grant] = await db
    .select({ id: accessGrants.id })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.clientId, clientId),
        eq(accessGrants.visitorSessionId, visitorSessionId),
        live(),
        or(ne(accessGrants.accessType, 'paid'), sql`${accessGrants.analysisId} is not null`),
      ),
    )
    .limit(1);
  return Boolean(grant);
}

/** Whether an access-code grant from this source is still live. */
export async function hasLiveCodeGrant(db: Db, sourceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accessGrants.id })
    .from(accessGrants)
    .where(and(eq(accessGrants.accessType, 'access_code'), eq(accessGrants.sourceId, sourceId), live()))
    .limit(1);
  return Boolean(row);
}

/** Records a grant; a second grant from the same source is a no-op. Whether it was new. */
export async function insertGrant(db: Executor, grant: typeof accessGrants.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(accessGrants).values(grant).onConflictDoNothing().returning({ id: accessGrants.id });
  return inserted.length > 0;
}

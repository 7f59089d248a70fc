import { and, desc, eq, gt, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { preparedPerDatabase } from '../prepared';
import { accessCredits, accessGrants } from '../schema';

type AccessGrantRow = typeof accessGrants.$inferSelect;
export interface GrantAndCredit {
  accessType: string | null;
  credit: boolean;
}

/** A grant without an expiry, or one that outlives `now` (a value, or a placeholder in a prepared read). */
const live = (now: Date | SQLWrapper = new Date()) =>
  or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, now));

/** What the access facts are read for: values (`sql.placeholder`s) or another table's columns. */
interface AccessSubjectSql {
  clientId: SQLWrapper;
  visitorSessionId: SQLWrapper;
  analysisId: SQLWrapper;
  productType: SQLWrapper;
  /** The time a grant must outlive. */
  now: SQLWrapper;
}

/**
 * As two columns of one read: the kind of the newest live grant of the session that opens this analysis
 * (one for the analysis, or a session-wide one other than 'paid': a payment never opens a whole session,
 * finding 3), and whether the session holds a credit that could open it (of `productType` and unspent, or
 * already spent on it), so a locked report needs no credit transaction (docs/decisions/023).
 */
export function grantAndCreditColumns(db: Db, of: AccessSubjectSql) {
  const grant = db
    .select({ accessType: accessGrants.accessType })
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.clientId, of.clientId),
        eq(accessGrants.visitorSessionId, of.visitorSessionId),
        or(
          and(isNull(accessGrants.analysisId), ne(accessGrants.accessType, 'paid')),
          eq(accessGrants.analysisId, of.analysisId),
        ),
        live(of.now),
      ),
    )
    .orderBy(desc(accessGrants.createdAt))
    .limit(1);
  const credit = db
    .select({ id: accessCredits.id })
    .from(accessCredits)
    .where(
      and(
        eq(accessCredits.visitorSessionId, of.visitorSessionId),
        or(
          and(
            eq(accessCredits.clientId, of.clientId),
            eq(accessCredits.productType, of.productType),
            isNull(accessCredits.spentAt),
          ),
          eq(accessCredits.analysisId, of.analysisId),
        ),
      ),
    );
  return { accessType: sql<string | null>`(${grant})`, credit: sql<boolean>`exists(${credit})` };
}

const value = (name: string) => sql.placeholder(name);

const grantAndCredit = preparedPerDatabase((db) =>
  db
    .select(
      grantAndCreditColumns(db, {
        clientId: value('clientId'),
        visitorSessionId: value('visitorSessionId'),
        analysisId: value('analysisId'),
        productType: value('productType'),
        now: value('now'),
      }),
    )
    .from(sql`(select 1) as one`)
    .prepare('find_grant_and_credit'),
);

/** The access facts of an analysis for a session (`grantAndCreditColumns`). */
export async function findGrantAndCredit(
  db: Db,
  a: { clientId: string; visitorSessionId: string; analysisId: string; productType: string },
): Promise<GrantAndCredit> {
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

import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { accessGrants } from '../schema';

type AccessGrantRow = typeof accessGrants.$inferSelect;

const live = () => or(isNull(accessGrants.expiresAt), gt(accessGrants.expiresAt, new Date()));

/**
 * The newest live grant of the session that opens this analysis: one for the analysis, or a
 * session-wide one (analysis_id null) other than 'paid' (a payment never opens a whole session,
 * finding 3). Without an analysis, only the session-wide ones.
 */
export async function findLiveGrant(
  db: Db,
  clientId: string,
  visitorSessionId: string,
  analysisId: string | null,
): Promise<AccessGrantRow | undefined> {
  const sessionWide = and(isNull(accessGrants.analysisId), ne(accessGrants.accessType, 'paid'));
  const analysisMatch = analysisId ? or(sessionWide, eq(accessGrants.analysisId, analysisId)) : sessionWide;
  const [row] = await db
    .select()
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.clientId, clientId),
        eq(accessGrants.visitorSessionId, visitorSessionId),
        analysisMatch,
        live(),
      ),
    )
    .orderBy(desc(accessGrants.createdAt))
    .limit(1);
  return row;
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

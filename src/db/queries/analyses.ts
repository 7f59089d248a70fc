import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../client';
import { analyses } from '../schema';

export type AnalysisRow = typeof analyses.$inferSelect;

export async function findAnalysis(db: Db, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
  return row;
}

/** The newest completed analysis of this URL for this tenant since `since`, for the short result cache. */
export async function findRecentCompleted(db: Db, clientId: string, url: string, kind: string, since: Date): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.url, url), eq(analyses.kind, kind), eq(analyses.status, 'completed'), gte(analyses.createdAt, since)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

export async function updateAnalysis(db: Db, id: string, values: Partial<typeof analyses.$inferInsert>): Promise<void> {
  await db.update(analyses).set(values).where(eq(analyses.id, id));
}

/** The analysis a browser request started, by the random request id it sent. */
export async function findAnalysisByRequestId(db: Db, clientId: string, requestId: string): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.clientId, clientId), eq(analyses.requestId, requestId)))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

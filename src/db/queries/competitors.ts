import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { competitors } from '../schema';

type CompetitorRow = typeof competitors.$inferSelect;

/** The competitor pages of a comparison, in the order the visitor entered them. */
export async function listCompetitors(db: Executor, analysisId: string): Promise<CompetitorRow[]> {
  return db.select().from(competitors).where(eq(competitors.analysisId, analysisId)).orderBy(asc(competitors.position));
}

export async function insertCompetitors(db: Executor, analysisId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await db.insert(competitors).values(urls.map((url, i) => ({ analysisId, position: i + 1, url })));
}

/** Records one competitor page's outcome (a retried job writes it again). */
export async function finishCompetitor(
  db: Executor,
  id: string,
  outcome: { status: 'completed' | 'failed'; results: unknown; error: string | null },
): Promise<void> {
  await db
    .update(competitors)
    .set({ ...outcome, completedAt: new Date() })
    .where(eq(competitors.id, id));
}

import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { pickScores } from '@/shared/analysis';
import type { Db } from '../client';
import { analyses, analysisCounts, clients } from '../schema';

export const SORTABLE = {
  url: analyses.url,
  overallScore: analyses.overallScore,
  createdAt: analyses.createdAt,
  lastRequested: analyses.lastRequested,
} as const;
export type SortColumn = keyof typeof SORTABLE;

export interface AnalysesFilter {
  /** null: every tenant; otherwise only these client ids (an empty list matches nothing). */
  clientIds: string[] | null;
  search?: string;
  status?: string;
  score?: 'high' | 'medium' | 'low';
  sort: SortColumn;
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Score bands of admin.md section 9: high 70-100, medium 50-69, low 0-49. */
function scoreBand(band: AnalysesFilter['score']): SQL | undefined {
  if (band === 'high') return gte(analyses.overallScore, 70);
  if (band === 'medium') return and(gte(analyses.overallScore, 50), lt(analyses.overallScore, 70));
  if (band === 'low') return and(isNotNull(analyses.overallScore), lt(analyses.overallScore, 50));
  return undefined;
}

function whereOf(f: Pick<AnalysesFilter, 'clientIds' | 'search' | 'status' | 'score'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.clientIds)
    parts.push(
      f.clientIds.length === 1
        ? eq(analyses.clientId, f.clientIds[0])
        : f.clientIds.length
          ? inArray(analyses.clientId, f.clientIds)
          : sql`false`,
    );
  if (f.search) parts.push(ilike(analyses.url, `%${escapeLike(f.search)}%`));
  if (f.status)
    parts.push(
      f.status === 'completed' ? inArray(analyses.status, ['completed', 'success']) : eq(analyses.status, f.status),
    );
  parts.push(scoreBand(f.score));
  const defined = parts.filter(Boolean) as SQL[];
  return defined.length ? and(...defined) : undefined;
}

/** How many analyses the tenants have, from the counts the triggers keep (no count over every row). */
async function countOfTenants(db: Db, clientIds: string[] | null): Promise<number> {
  if (clientIds && !clientIds.length) return 0;
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${analysisCounts.total}), 0)::int` })
    .from(analysisCounts)
    .where(clientIds ? inArray(analysisCounts.clientId, clientIds) : undefined);
  return total;
}

/** The pager's total: kept counts when only the tenant narrows the list, else a count of what matches. */
async function countMatching(db: Db, f: AnalysesFilter, where: SQL | undefined): Promise<number> {
  if (!f.search && !f.status && !f.score) return countOfTenants(db, f.clientIds);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(analyses)
    .where(where);
  return total;
}

/** One page of analyses (no results JSON: the list stays light) and the total for the pager. */
export async function listAnalysesPage(db: Db, f: AnalysesFilter) {
  const where = whereOf(f);
  const column = SORTABLE[f.sort];
  const order = f.direction === 'asc' ? asc(column) : desc(column);
  // Nulls (unscored) last either way; a stable tie-break on id keeps pages from overlapping.
  const nulls = f.sort === 'overallScore' ? [sql`${analyses.overallScore} is null`] : [];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: analyses.id,
        url: analyses.url,
        status: analyses.status,
        ...pickScores(analyses),
        originIp: analyses.originIp,
        createdAt: analyses.createdAt,
        lastRequested: analyses.lastRequested,
        clientId: analyses.clientId,
        clientName: clients.name,
      })
      .from(analyses)
      .innerJoin(clients, eq(clients.id, analyses.clientId))
      .where(where)
      .orderBy(...nulls, order, desc(analyses.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    countMatching(db, f, where),
  ]);
  return { rows, total };
}

/** The analytics summary of admin.md section 3, for every tenant or the given ones, narrowed by the table's filters. */
export async function analyticsSummary(
  db: Db,
  clientIds: string[] | null,
  filters: Pick<AnalysesFilter, 'search' | 'status' | 'score'> = {},
) {
  const where = whereOf({ clientIds, ...filters });
  const [agg] = await db
    .select({
      total: sql<number>`count(*)::int`,
      successful: sql<number>`(count(*) filter (where ${analyses.status} in ('completed','success')))::int`,
      failed: sql<number>`(count(*) filter (where ${analyses.status} = 'failed'))::int`,
      unique: sql<number>`count(distinct ${analyses.url})::int`,
      average: sql<number | null>`avg(${analyses.overallScore})::float8`,
    })
    .from(analyses)
    .where(where);
  const recent = await db
    .select({
      id: analyses.id,
      url: analyses.url,
      status: analyses.status,
      overallScore: analyses.overallScore,
      createdAt: analyses.createdAt,
      clientId: analyses.clientId,
    })
    .from(analyses)
    .where(where)
    .orderBy(desc(analyses.createdAt))
    .limit(10);
  return { agg, recent };
}

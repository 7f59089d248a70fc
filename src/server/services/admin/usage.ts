import { analyticsSummary, listAnalysesPage, type AnalysesFilter, type SortColumn } from '@/db/queries/admin-usage';
import { deleteAnalysis as deleteAnalysisRow, findAnalysis } from '@/db/queries/analyses';
import { listActiveProducts } from '@/db/queries/products';
import { pickScores } from '@/shared/analysis';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { canDeleteAnalysis, scopeOf, type AdminActor } from '../../policies/admin';
import { clientInScope, listClientsFor } from './clients';
import { listOutbox } from '../mail';
import { toBrandConfig } from '../brand-config';

/** The client ids an actor's usage view covers: null for every tenant. A clientId narrows it (404 outside scope). */
export async function clientIdsFor(ctx: AppContext, actor: AdminActor, clientId?: string): Promise<string[] | null> {
  if (clientId) return [(await clientInScope(ctx, actor, clientId)).id];
  if (scopeOf(actor).all) return null;
  return (await listClientsFor(ctx, actor)).map((c) => c.id);
}

interface AnalyticsQuery {
  clientId?: string;
  search?: string;
  status?: string;
  score?: 'high' | 'medium' | 'low';
}

/** The stat cards: the same filters as the table (tenant, search, status, score band), so they always describe what is listed. */
export async function getAnalytics(ctx: AppContext, actor: AdminActor, q: AnalyticsQuery = {}) {
  const ids = await clientIdsFor(ctx, actor, q.clientId);
  const { agg, recent } = await analyticsSummary(ctx.database.db, ids, {
    search: q.search?.trim() || undefined,
    status: q.status && q.status !== 'all' ? q.status : undefined,
    score: q.score,
  });
  return {
    totalAnalyses: agg.total,
    successfulAnalyses: agg.successful,
    failedAnalyses: agg.failed,
    successRate: agg.total ? Math.round((agg.successful / agg.total) * 1000) / 10 : 0,
    uniqueWebsites: agg.unique,
    averageScore: agg.average === null ? 0 : Math.round(agg.average * 10) / 10,
    recentAnalyses: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

interface AnalysesQuery {
  page: number;
  limit: number;
  search?: string;
  status?: string;
  score?: 'high' | 'medium' | 'low';
  sort: SortColumn;
  direction: 'asc' | 'desc';
  clientId?: string;
}

export async function listAnalyses(ctx: AppContext, actor: AdminActor, q: AnalysesQuery) {
  const clientIds = await clientIdsFor(ctx, actor, q.clientId);
  const filter: AnalysesFilter = {
    ...q,
    clientIds,
    search: q.search?.trim() || undefined,
    status: q.status && q.status !== 'all' ? q.status : undefined,
  };
  const { rows, total } = await listAnalysesPage(ctx.database.db, filter);
  return {
    analyses: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastRequested: r.lastRequested.toISOString(),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

async function analysisInScope(ctx: AppContext, actor: AdminActor, id: string) {
  const row = await findAnalysis(ctx.database.db, id);
  if (!row) throw notFound('Analysis not found');
  const client = await clientInScope(ctx, actor, row.clientId).catch(() => {
    throw notFound('Analysis not found');
  });
  return { row, client };
}

export async function getAnalysis(ctx: AppContext, actor: AdminActor, id: string) {
  const { row, client } = await analysisInScope(ctx, actor, id);
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    ...pickScores(row),
    originIp: row.originIp,
    createdAt: row.createdAt.toISOString(),
    lastRequested: row.lastRequested.toISOString(),
    clientId: row.clientId,
    clientName: client.name,
    error: row.error,
    results: row.results ?? null,
    brand: toBrandConfig({ client, products: await listActiveProducts(ctx.database.db, client.id) }),
  };
}

export async function deleteAnalysis(ctx: AppContext, actor: AdminActor, id: string) {
  const { client } = await analysisInScope(ctx, actor, id);
  if (!canDeleteAnalysis(actor, client)) throw notFound('Analysis not found');
  await deleteAnalysisRow(ctx.database.db, id);
}

/** Mail the actor's tenants sent or queued, newest first: the outbox when no SMTP server is configured. */
export async function listMailFor(ctx: AppContext, actor: AdminActor, clientId?: string) {
  const rows = await listOutbox(ctx, { clientIds: await clientIdsFor(ctx, actor, clientId), limit: 50 });
  return rows.map((m) => ({
    id: m.id,
    to: m.toAddresses,
    subject: m.subject,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt?.toISOString() ?? null,
    html: m.html,
  }));
}

import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import {
  analysesPageSchema,
  analyticsSchema,
  ANALYSES_PAGE_SIZE,
  type AdminAnalysis,
  type AdminAnalytics,
  type AdminClient,
  type AdminMe,
} from '@/shared/admin-api';
import { adminFetch, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { Empty, NativeSelect, Spinner } from '../ui';
import { MailCard } from './MailCard';
import { UsageTable, type Sort } from './usage/UsageTable';
import { UsageReportDialog } from './usage/UsageReportDialog';
import { UrlHistoryDialog } from './usage/UrlHistoryDialog';

interface Filters {
  search: string;
  status: string;
  score: string;
  clientId: string;
}

/** The filters as query parameters (the tenant only for admins who see every tenant). */
function filterParams(f: Filters, all: boolean): URLSearchParams {
  const filters = new URLSearchParams();
  if (f.search.trim()) filters.set('search', f.search.trim());
  if (f.status !== 'all') filters.set('status', f.status);
  if (f.score !== 'all') filters.set('score', f.score);
  if (all && f.clientId !== 'all') filters.set('clientId', f.clientId);
  return filters;
}

function StatCards({ a, filtered, all }: { a: AdminAnalytics | undefined; filtered: boolean; all: boolean }) {
  const cards: [string, string][] = a
    ? [
        ['Total analyses', a.totalAnalyses.toLocaleString('en-US')],
        ['Successful', a.successfulAnalyses.toLocaleString('en-US')],
        ['Failed', a.failedAnalyses.toLocaleString('en-US')],
        ['Success rate', `${a.successRate}%`],
        ['Unique websites', a.uniqueWebsites.toLocaleString('en-US')],
        ['Average score', String(a.averageScore)],
      ]
    : [];
  return (
    <section aria-label="Statistics" data-filtered={filtered ? 'true' : 'false'}>
      <p className="mb-2 text-xs text-slate-500" data-testid="stats-scope">
        {filtered
          ? 'Statistics for the analyses matching the filters below.'
          : all
            ? 'Statistics for all analyses.'
            : 'Statistics for your tenant.'}
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {cards.map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs"
            data-testid="stat-card"
          >
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

function FilterBar({
  f,
  set,
  all,
  clients,
}: {
  f: Filters;
  set: (patch: Partial<Filters>) => void;
  all: boolean;
  clients: AdminClient[];
}) {
  return (
    <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4">
      <Input
        aria-label="Search by URL"
        placeholder="Search URL..."
        value={f.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <NativeSelect aria-label="Status" value={f.status} onChange={(e) => set({ status: e.target.value })}>
        <option value="all">All statuses</option>
        <option value="completed">Completed</option>
        <option value="failed">Failed</option>
        <option value="pending">Pending</option>
        <option value="processing">Processing</option>
      </NativeSelect>
      <NativeSelect aria-label="Score" value={f.score} onChange={(e) => set({ score: e.target.value })}>
        <option value="all">All scores</option>
        <option value="high">High (70-100)</option>
        <option value="medium">Medium (50-69)</option>
        <option value="low">Low (0-49)</option>
      </NativeSelect>
      {all ? (
        <NativeSelect aria-label="Tenant" value={f.clientId} onChange={(e) => set({ clientId: e.target.value })}>
          <option value="all">All tenants</option>
          {clients.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      ) : null}
    </div>
  );
}

function DeleteAnalysisDialog({ analysis, onClose }: { analysis: AdminAnalysis | null; onClose: () => void }) {
  const invalidate = useInvalidateAdmin();
  const del = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/analyses/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      onClose();
      toast({ title: 'Analysis Deleted', variant: 'success' });
      await invalidate('analyses', 'analytics');
    },
    onError: (err) => {
      onClose();
      toast({
        title: 'Delete Failed',
        description: (err as Error).message || 'Failed to delete the analysis record.',
        variant: 'destructive',
      });
    },
  });
  return (
    <Dialog open={Boolean(analysis)} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this analysis?</DialogTitle>
          <DialogDescription className="break-all">{analysis?.url}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={del.isPending} onClick={() => analysis && del.mutate(analysis.id)}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The statistics and one page of analyses for the filters; refetched every 30 seconds with auto-refresh on. */
function useUsage(filters: URLSearchParams, page: number, sort: Sort, direction: 'asc' | 'desc', auto: boolean) {
  const interval = auto ? 30_000 : false;
  const analytics = useQuery({
    queryKey: ['admin', 'analytics', filters.toString()],
    queryFn: () => adminFetch(`/api/admin/analytics?${filters}`, { schema: analyticsSchema }),
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });
  const params = new URLSearchParams({
    page: String(page),
    limit: String(ANALYSES_PAGE_SIZE),
    sort,
    direction,
    ...Object.fromEntries(filters),
  });
  const list = useQuery({
    queryKey: ['admin', 'analyses', params.toString()],
    queryFn: async () => {
      try {
        return await adminFetch(`/api/admin/analyses?${params}`, { schema: analysesPageSchema });
      } catch {
        throw new Error('Failed to fetch analyses');
      }
    },
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });
  return { analytics, list };
}

/** The count of analyses, the page and the way to the previous and next ones. */
function Pager({
  total,
  page,
  pages,
  setPage,
}: {
  total: number | undefined;
  page: number;
  pages: number;
  setPage: (page: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-3 text-sm">
      <span className="text-slate-600">
        {total !== undefined
          ? `${total.toLocaleString('en-US')} ${total === 1 ? 'analysis' : 'analyses'} · page ${page} of ${pages}`
          : ''}
      </span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/**
 * Usage Activity: stat cards, filters, the analyses (server-side pages of 25), auto-refresh, the
 * report dialog. The stat cards describe exactly what the filters select.
 */
export function UsageTab({ me }: { me: AdminMe }) {
  const all = me.permissions.seesAllTenants;
  const clients = useClients();
  const invalidate = useInvalidateAdmin();
  const [auto, setAuto] = useState(false);
  const [page, setPage] = useState(1);
  const [f, setF] = useState<Filters>({ search: '', status: 'all', score: 'all', clientId: 'all' });
  const [sort, setSort] = useState<Sort>('createdAt');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [report, setReport] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<AdminAnalysis | null>(null);
  const filters = filterParams(f, all);
  const { analytics, list } = useUsage(filters, page, sort, direction, auto);

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ANALYSES_PAGE_SIZE)) : 1;
  const sortBy = (col: Sort) => {
    if (sort === col) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(col);
      setDirection(col === 'url' ? 'asc' : 'desc');
    }
    setPage(1);
  };
  const setFilter = (patch: Partial<Filters>) => {
    setF({ ...f, ...patch });
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Usage Activity</h2>
          <p className="text-sm text-slate-600">{all ? 'Analyses across all tenants.' : 'Analyses of your tenant.'}</p>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={auto} onCheckedChange={setAuto} aria-label="Auto-refresh every 30 seconds" /> Auto-refresh
            (30s)
          </label>
          <Button variant="outline" size="sm" onClick={() => invalidate('analyses', 'analytics')}>
            <RefreshCw aria-hidden /> Refresh
          </Button>
        </div>
      </div>
      <StatCards a={analytics.data} filtered={filters.toString() !== ''} all={all} />
      <FilterBar f={f} set={setFilter} all={all} clients={clients.data ?? []} />
      <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <Spinner />
        ) : list.error ? (
          <Empty>{list.error.message}</Empty>
        ) : list.data.analyses.length === 0 ? (
          <p className="p-5 text-sm text-slate-500">No analyses match these filters.</p>
        ) : (
          <UsageTable
            rows={list.data.analyses}
            showTenant={all}
            sort={sort}
            direction={direction}
            onSort={sortBy}
            onView={setReport}
            onHistory={setHistoryOf}
            onDelete={setConfirm}
          />
        )}
        <Pager total={list.data?.total} page={page} pages={pages} setPage={setPage} />
      </section>
      <UsageReportDialog analysisId={report} onClose={() => setReport(null)} />
      <UrlHistoryDialog analysisId={historyOf} onClose={() => setHistoryOf(null)} />
      <DeleteAnalysisDialog analysis={confirm} onClose={() => setConfirm(null)} />
      <MailCard clientId={f.clientId === 'all' ? undefined : f.clientId} />
    </div>
  );
}

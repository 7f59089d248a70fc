import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Eye, RefreshCw, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { analysesPageSchema, analysisDetailSchema, analyticsSchema, ANALYSES_PAGE_SIZE, type AdminAnalysis, type AdminMe } from '@/shared/admin-api';
import { adminFetch, formatDate, scoreColor, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { Empty, NativeSelect, Spinner } from '../ui';
import { MailCard } from './MailCard';

type Sort = 'url' | 'overallScore' | 'createdAt' | 'lastRequested';
const STATUS_LABEL: Record<string, string> = { completed: 'Completed', failed: 'Failed', pending: 'Pending', processing: 'Processing', success: 'Completed' };
const statusText = (s: string | null | undefined) => (s ? (STATUS_LABEL[s] ?? s) : 'Unknown');

/** Usage Activity: stat cards, filters, the analyses table (server-side pages of 25), auto-refresh, report dialog. */
export function UsageTab({ me }: { me: AdminMe }) {
  const all = me.permissions.seesAllTenants;
  const clients = useClients();
  const invalidate = useInvalidateAdmin();
  const [auto, setAuto] = useState(false);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [score, setScore] = useState('all');
  const [clientId, setClientId] = useState('all');
  const [sort, setSort] = useState<Sort>('createdAt');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [report, setReport] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<AdminAnalysis | null>(null);
  const interval = auto ? 30_000 : false;

  const analytics = useQuery({ queryKey: ['admin', 'analytics'], queryFn: () => adminFetch('/api/admin/analytics', { schema: analyticsSchema }), refetchInterval: interval });
  const params = new URLSearchParams({ page: String(page), limit: String(ANALYSES_PAGE_SIZE), sort, direction });
  if (search.trim()) params.set('search', search.trim());
  if (status !== 'all') params.set('status', status);
  if (score !== 'all') params.set('score', score);
  if (all && clientId !== 'all') params.set('clientId', clientId);
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
  const detail = useQuery({ queryKey: ['admin', 'analysis', report], enabled: Boolean(report), queryFn: () => adminFetch(`/api/admin/analyses/${report}`, { schema: analysisDetailSchema }) });
  const del = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/analyses/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      setConfirm(null);
      toast({ title: 'Analysis Deleted', variant: 'success' });
      await invalidate('analyses', 'analytics');
    },
    onError: (err) => {
      setConfirm(null);
      toast({ title: 'Delete Failed', description: (err as Error).message || 'Failed to delete the analysis record.', variant: 'destructive' });
    },
  });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ANALYSES_PAGE_SIZE)) : 1;
  const sortBy = (col: Sort) => {
    if (sort === col) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(col);
      setDirection(col === 'url' ? 'asc' : 'desc');
    }
    setPage(1);
  };
  const SortHead = ({ col, children }: { col: Sort; children: string }) => (
    <th className="px-3 py-2" aria-sort={sort === col ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 uppercase" onClick={() => sortBy(col)}>
        {children}
        {sort === col ? direction === 'asc' ? <ArrowUp className="size-3" aria-hidden /> : <ArrowDown className="size-3" aria-hidden /> : null}
      </button>
    </th>
  );
  const a = analytics.data;
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
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Usage Activity</h2>
          <p className="text-sm text-slate-600">{all ? 'Analyses across all tenants.' : 'Analyses of your tenant.'}</p>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={auto} onCheckedChange={setAuto} aria-label="Auto-refresh every 30 seconds" /> Auto-refresh (30s)
          </label>
          <Button variant="outline" size="sm" onClick={() => invalidate('analyses', 'analytics')}>
            <RefreshCw aria-hidden /> Refresh
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {analytics.isPending
          ? null
          : cards.map(([label, value]) => (
              <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
              </div>
            ))}
      </div>
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4">
        <Input aria-label="Search by URL" placeholder="Search URL..." value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        <NativeSelect aria-label="Status" value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
          <option value="all">All statuses</option>
          <option value="completed">Completed</option>
          <option value="failed">Failed</option>
          <option value="pending">Pending</option>
          <option value="processing">Processing</option>
        </NativeSelect>
        <NativeSelect aria-label="Score" value={score} onChange={(e) => (setScore(e.target.value), setPage(1))}>
          <option value="all">All scores</option>
          <option value="high">High (70-100)</option>
          <option value="medium">Medium (50-69)</option>
          <option value="low">Low (0-49)</option>
        </NativeSelect>
        {all ? (
          <NativeSelect aria-label="Tenant" value={clientId} onChange={(e) => (setClientId(e.target.value), setPage(1))}>
            <option value="all">All tenants</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        ) : null}
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        {list.isPending ? (
          <Spinner />
        ) : list.error ? (
          <Empty>{list.error.message}</Empty>
        ) : list.data.analyses.length === 0 ? (
          <p className="p-5 text-sm text-slate-500">No analyses match these filters.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[860px] text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
                <tr>
                  <SortHead col="url">URL</SortHead>
                  {all ? <th className="px-3 py-2 uppercase">Tenant</th> : null}
                  <th className="px-3 py-2 uppercase">Status</th>
                  <SortHead col="overallScore">Score</SortHead>
                  <SortHead col="createdAt">Created</SortHead>
                  <SortHead col="lastRequested">Last requested</SortHead>
                  <th className="px-3 py-2 uppercase">IP</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.data.analyses.map((r) => (
                  <tr key={r.id}>
                    <td className="max-w-80 truncate px-3 py-2" title={r.url}>
                      {r.url}
                    </td>
                    {all ? <td className="px-3 py-2 text-slate-600">{r.clientName}</td> : null}
                    <td className="px-3 py-2">{statusText(r.status)}</td>
                    <td className={`px-3 py-2 font-semibold tabular-nums ${scoreColor(r.overallScore)}`}>{r.overallScore === null ? '—' : Math.round(r.overallScore)}</td>
                    <td className="px-3 py-2 text-xs text-slate-600">{formatDate(r.createdAt)}</td>
                    <td className="px-3 py-2 text-xs text-slate-600">{formatDate(r.lastRequested)}</td>
                    <td className="px-3 py-2 font-mono text-xs text-slate-500">{r.originIp ?? '—'}</td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <Button size="icon" variant="ghost" aria-label={`View report for ${r.url}`} onClick={() => setReport(r.id)}>
                        <Eye aria-hidden />
                      </Button>
                      <Button size="icon" variant="ghost" aria-label={`Delete analysis of ${r.url}`} onClick={() => setConfirm(r)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-3 text-sm">
          <span className="text-slate-600">
            {list.data ? `${list.data.total.toLocaleString('en-US')} ${list.data.total === 1 ? 'analysis' : 'analyses'} · page ${page} of ${pages}` : ''}
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
      </section>
      <Dialog open={Boolean(report)} onOpenChange={(v) => !v && setReport(null)}>
        <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Analysis report</DialogTitle>
            <DialogDescription className="break-all">{detail.data?.url ?? ''}</DialogDescription>
          </DialogHeader>
          {detail.isPending ? (
            <Spinner />
          ) : detail.data ? (
            <div className="space-y-4 text-sm">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {(
                  [
                    ['Overall', detail.data.overallScore],
                    ['AI/LLM visibility', detail.data.aiLlmVisibilityScore],
                    ['Technical', detail.data.techScore],
                    ['Content', detail.data.contentScore],
                    ['Accessibility', detail.data.accessibilityScore],
                    ['Authority', detail.data.authorityScore],
                  ] as [string, number | null][]
                ).map(([l, v]) => (
                  <div key={l} className="rounded-lg border border-slate-200 p-2">
                    <p className="text-xs text-slate-500">{l}</p>
                    <p className={`text-xl font-bold ${scoreColor(v)}`}>{v === null ? '—' : Math.round(v)}</p>
                  </div>
                ))}
              </div>
              <p>
                Status: {statusText(detail.data.status)} · {detail.data.clientName} · {formatDate(detail.data.createdAt)}
              </p>
              {detail.data.error ? <p className="text-red-700">{detail.data.error}</p> : null}
              <details open>
                <summary className="cursor-pointer font-medium">Stored report (JSON)</summary>
                <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{JSON.stringify(detail.data.results, null, 2)}</pre>
              </details>
            </div>
          ) : (
            <p>{detail.error?.message}</p>
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={Boolean(confirm)} onOpenChange={(v) => !v && setConfirm(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Delete this analysis?</DialogTitle>
            <DialogDescription className="break-all">{confirm?.url}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={del.isPending} onClick={() => confirm && del.mutate(confirm.id)}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <MailCard clientId={clientId === 'all' ? undefined : clientId} />
    </div>
  );
}

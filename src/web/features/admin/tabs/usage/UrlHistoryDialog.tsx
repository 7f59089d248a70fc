/**
 * Usage Activity's per-URL history (docs/decisions/020): every completed run of an analysis' address in
 * its tenant, the score over time, a sparkline per category and, for the run chosen in the list (first the
 * one opened), what changed against the run before it. Operators see every detail of their tenants.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { urlHistorySchema, type UrlHistory } from '@/shared/url-history';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { CategorySparklines } from '@/web/features/report/history/CategorySparklines';
import { ScoreChart } from '@/web/features/report/history/ScoreChart';
import { WhatChanged } from '@/web/features/report/history/WhatChanged';
import { cn } from '@/web/lib/utils';
import { adminFetch, formatDate, scoreColor } from '../../api';
import { Spinner } from '../../ui';

const KIND_LABELS: Record<string, string> = { single_page: 'Single page', multi_page: 'Multi-page' };

/** The runs, newest first; the chosen one is marked and the others can be chosen. */
function RunList({ h, selected, onSelect }: { h: UrlHistory; selected: string; onSelect: (id: string) => void }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Runs">
      {[...h.points].reverse().map((p) => (
        <li
          key={p.id}
          className={cn(
            'flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm',
            p.id === selected && 'bg-slate-50',
          )}
          data-testid="history-run"
          aria-current={p.id === selected ? 'true' : undefined}
        >
          <span className="min-w-40 text-slate-700">{formatDate(p.analyzedAt)}</span>
          <span className={`w-10 font-semibold tabular-nums ${scoreColor(p.overallScore)}`}>
            {p.overallScore === null ? '—' : Math.round(p.overallScore)}
          </span>
          <span className="text-xs text-slate-500">
            {KIND_LABELS[p.kind] ?? p.kind}
            {p.intent === 'keep-out-of-training' ? ' · keep out of training' : ''}
          </span>
          <span className="ml-auto">
            {p.id === selected ? (
              <span className="text-xs font-medium text-slate-600">Shown</span>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => p.id && onSelect(p.id)}>
                Show changes
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function HistoryBody({ h, selected, onSelect }: { h: UrlHistory; selected: string; onSelect: (id: string) => void }) {
  const index = h.points.findIndex((p) => p.id === selected);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {h.total === 1 ? '1 completed analysis' : `${h.total} completed analyses`} of this address
        {h.total > h.points.length ? ` (the newest ${h.points.length} shown)` : ''}.
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <ScoreChart points={h.points} selectedIndex={index >= 0 ? index : undefined} />
      </div>
      <CategorySparklines points={h.points} />
      {h.changes ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <WhatChanged changes={h.changes} locked={false} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">No earlier run of the same kind and goal to compare this one with.</p>
      )}
      <RunList h={h} selected={selected} onSelect={onSelect} />
    </div>
  );
}

export function UrlHistoryDialog({ analysisId, onClose }: { analysisId: string | null; onClose: () => void }) {
  const [selected, setSelected] = useState(analysisId);
  useEffect(() => setSelected(analysisId), [analysisId]);
  const history = useQuery({
    queryKey: ['admin', 'url-history', selected],
    enabled: Boolean(selected),
    queryFn: () => adminFetch(`/api/admin/url-history?analysisId=${selected}`, { schema: urlHistorySchema }),
    placeholderData: keepPreviousData,
  });
  const h = history.data;
  // A cache copy stands for the run it copied: mark that one.
  const shown = h?.points.some((p) => p.id === selected) ? selected : h?.points.at(-1)?.id;
  return (
    <Dialog open={Boolean(analysisId)} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-4xl flex-col gap-0 overflow-hidden p-0 sm:max-h-[92dvh]">
        <DialogHeader className="border-b border-slate-200 p-4 pr-12 sm:p-6 sm:pr-12">
          <DialogTitle>Address history</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{h?.url ?? ''}</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 sm:p-6" data-testid="admin-url-history">
          {history.isPending ? (
            <Spinner />
          ) : history.error ? (
            <p className="text-sm text-red-700">{history.error.message}</p>
          ) : h && h.points.length ? (
            <HistoryBody h={h} selected={shown ?? ''} onSelect={setSelected} />
          ) : (
            <p className="text-sm text-slate-600">This address has no completed analysis yet.</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { ArrowDown, ArrowUp, Eye, History, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import type { AdminAnalysis } from '@/shared/admin-api';
import { formatDate, scoreColor } from '../../api';
import { statusText } from './status';

export type Sort = 'url' | 'overallScore' | 'createdAt' | 'lastRequested';

interface Props {
  rows: AdminAnalysis[];
  showTenant: boolean;
  sort: Sort;
  direction: 'asc' | 'desc';
  onSort: (col: Sort) => void;
  onView: (id: string) => void;
  /** The address' history (docs/decisions/020). */
  onHistory: (id: string) => void;
  onDelete: (row: AdminAnalysis) => void;
}

const score = (s: number | null) => (s === null ? '—' : Math.round(s));

function RowActions({
  r,
  onView,
  onHistory,
  onDelete,
}: { r: AdminAnalysis } & Pick<Props, 'onView' | 'onHistory' | 'onDelete'>) {
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={`View report for ${r.url}`} onClick={() => onView(r.id)}>
        <Eye aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`History of ${r.url}`} onClick={() => onHistory(r.id)}>
        <History aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`Delete analysis of ${r.url}`} onClick={() => onDelete(r)}>
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}

const SORT_OPTIONS = [
  ['createdAt', 'Created'],
  ['lastRequested', 'Last requested'],
  ['overallScore', 'Score'],
  ['url', 'URL'],
] as const;

/** Below 640 px: a sort select and one card per analysis. */
function UsageCards({ rows, showTenant, sort, direction, onSort, onView, onHistory, onDelete }: Props) {
  return (
    <div className="sm:hidden">
      <label className="flex items-center gap-2 border-b border-slate-100 px-3 py-2 text-xs text-slate-600">
        Sort by
        <select
          aria-label="Sort by"
          className="rounded border border-slate-300 bg-white px-2 py-1 text-xs"
          value={`${sort}:${direction}`}
          onChange={(e) => {
            const [col] = e.target.value.split(':') as [Sort];
            onSort(col);
          }}
        >
          {SORT_OPTIONS.map(([col, label]) => (
            <option key={col} value={`${col}:${sort === col ? direction : col === 'url' ? 'asc' : 'desc'}`}>
              {label}
              {sort === col ? (direction === 'asc' ? ' ↑' : ' ↓') : ''}
            </option>
          ))}
        </select>
      </label>
      <ul className="divide-y divide-slate-100" aria-label="Analyses">
        {rows.map((r) => (
          <li key={r.id} className="flex items-start gap-3 p-3" data-testid="usage-card">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={r.url}>
                {r.url}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                <span>
                  Status: <span className="font-medium text-slate-900">{statusText(r.status)}</span>
                </span>
                <span>
                  Score:{' '}
                  <span className={`font-semibold tabular-nums ${scoreColor(r.overallScore)}`}>
                    {score(r.overallScore)}
                  </span>
                </span>
                {showTenant ? <span>{r.clientName}</span> : null}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">{formatDate(r.createdAt)}</p>
            </div>
            <div className="flex shrink-0">
              <RowActions r={r} onView={onView} onHistory={onHistory} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The analyses: a sortable table from 640 px up; below, one card per analysis with its status,
 * score and actions in view (no column hidden off screen).
 */
export function UsageTable(props: Props) {
  const { rows, showTenant, sort, direction, onSort, onView, onHistory, onDelete } = props;
  const SortHead = ({ col, children }: { col: Sort; children: string }) => (
    <th className="px-3 py-2" aria-sort={sort === col ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 uppercase" onClick={() => onSort(col)}>
        {children}
        {sort === col ? (
          direction === 'asc' ? (
            <ArrowUp className="size-3" aria-hidden />
          ) : (
            <ArrowDown className="size-3" aria-hidden />
          )
        ) : null}
      </button>
    </th>
  );
  return (
    <>
      <div className="relative hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[860px] text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
            <tr>
              <SortHead col="url">URL</SortHead>
              {showTenant ? <th className="px-3 py-2 uppercase">Tenant</th> : null}
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
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="max-w-80 truncate px-3 py-2" title={r.url}>
                  {r.url}
                </td>
                {showTenant ? <td className="px-3 py-2 text-slate-600">{r.clientName}</td> : null}
                <td className="px-3 py-2">{statusText(r.status)}</td>
                <td className={`px-3 py-2 font-semibold tabular-nums ${scoreColor(r.overallScore)}`}>
                  {score(r.overallScore)}
                </td>
                <td className="px-3 py-2 text-xs text-slate-600">{formatDate(r.createdAt)}</td>
                <td className="px-3 py-2 text-xs text-slate-600">{formatDate(r.lastRequested)}</td>
                <td className="px-3 py-2 font-mono text-xs text-slate-500">{r.originIp ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <RowActions r={r} onView={onView} onHistory={onHistory} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <UsageCards {...props} />
    </>
  );
}

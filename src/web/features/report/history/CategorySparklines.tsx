/** One small line per category over the same runs as the chart, with the latest score and its change since the run before. */
import { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, type CategoryId } from '@/shared/analysis';
import type { HistoryPoint } from '@/shared/url-history';
import { cn } from '@/web/lib/utils';
import { formatDelta } from './format';

const W = 120;
const H = 32;

function Sparkline({ values }: { values: number[] }) {
  if (values.length < 2) return <svg viewBox={`0 0 ${W} ${H}`} className="h-8 w-full" aria-hidden />;
  const step = W / (values.length - 1);
  const line = values.map((v, i) => `${(i * step).toFixed(1)},${(2 + ((100 - v) / 100) * (H - 4)).toFixed(1)}`);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-8 w-full" preserveAspectRatio="none" aria-hidden>
      <polyline
        points={line.join(' ')}
        fill="none"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        className="stroke-[var(--primary)]"
      />
    </svg>
  );
}

function CategoryCard({ id, points }: { id: CategoryId; points: HistoryPoint[] }) {
  const values = points.map((p) => p[CATEGORY_SCORE_FIELDS[id]]).filter((v): v is number => v !== null);
  const latest = values.at(-1);
  const delta = values.length > 1 ? Math.round((values.at(-1)! - values.at(-2)!) * 10) / 10 : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-testid="history-sparkline">
      <p className="truncate text-xs font-medium text-slate-600">{CATEGORY_LABELS[id]}</p>
      <p className="mt-0.5 flex items-baseline gap-1.5">
        <span className="text-lg font-bold tabular-nums">{latest === undefined ? '—' : Math.round(latest)}</span>
        {delta !== null ? (
          <span
            className={cn(
              'text-xs font-semibold tabular-nums',
              delta > 0 ? 'text-emerald-700' : delta < 0 ? 'text-red-700' : 'text-slate-500',
            )}
          >
            {formatDelta(delta)}
          </span>
        ) : null}
      </p>
      <Sparkline values={values} />
    </li>
  );
}

export function CategorySparklines({ points }: { points: HistoryPoint[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label="Category scores over time">
      {CATEGORY_IDS.map((id) => (
        <CategoryCard key={id} id={id} points={points} />
      ))}
    </ul>
  );
}

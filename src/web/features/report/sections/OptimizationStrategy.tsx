import type { Recommendation } from '@/shared/report-sections';
import { cn } from '@/web/lib/utils';
import { LockedBlock } from '../parts';
import type { ReportSectionProps } from './types';

function PriorityColumn({ label, list, tone }: { label: string; list: Recommendation[]; tone: string }) {
  return (
    <div className={cn('rounded-xl border p-4', tone)}>
      <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">{label}</h3>
      {list.length ? (
        <ul className="mt-2 space-y-3">
          {list.map((r) => (
            <li key={r.title}>
              <p className="font-semibold text-slate-900">
                {r.title}
                {r.scoreIncrease ? (
                  <span className="ml-1.5 text-xs font-bold text-emerald-700">+{r.scoreIncrease} pts</span>
                ) : null}
              </p>
              <p className="text-slate-600">{r.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-500">Nothing here.</p>
      )}
    </div>
  );
}

/** The recommendations by priority, high to low. */
export function OptimizationStrategy({ result, locked }: ReportSectionProps) {
  if (locked) return <LockedBlock lines={6} label="Prioritized strategy: locked" />;
  const { high, medium, low } = result.recommendations;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <PriorityColumn label="High priority" list={high} tone="border-red-200 bg-red-50/40" />
      <PriorityColumn label="Medium priority" list={medium} tone="border-amber-200 bg-amber-50/40" />
      <PriorityColumn label="Low priority" list={low} tone="border-slate-200 bg-slate-50" />
    </div>
  );
}

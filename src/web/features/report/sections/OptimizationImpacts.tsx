import { TrendingUp } from 'lucide-react';
import { SectionCard } from '../parts';
import type { ReportSectionProps } from './types';

/** Each fix with the points it would gain; the solution only when unlocked. */
export function OptimizationImpacts({ result, locked }: ReportSectionProps) {
  if (!result.optimizationImpacts.length) return null;
  return (
    <SectionCard
      icon={<TrendingUp className="size-5 text-emerald-600" aria-hidden />}
      title="Optimization Impacts Summary"
    >
      <ul className="divide-y divide-slate-100">
        {result.optimizationImpacts.map((i) => (
          <li key={i.title} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{i.title}</p>
              <p className="text-xs text-slate-500">
                {i.category}
                {i.timeframe || i.timeline ? ` · ${i.timeframe || i.timeline}` : ''}
              </p>
              {!locked && i.solution ? <p className="mt-1 text-sm text-slate-600">{i.solution}</p> : null}
            </div>
            <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-bold tabular-nums text-emerald-700">
              +{i.scoreIncrease} pts
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

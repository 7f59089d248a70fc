import { Wrench } from 'lucide-react';
import { LockedBlock, SectionCard } from '../parts';
import type { ReportSectionProps } from './types';

/** Numbered, non-technical fixes with their steps. */
export function QuickFixes({ result, locked }: ReportSectionProps) {
  const fixes = result.recommendations.quickFixes;
  return (
    <SectionCard
      icon={<Wrench className="size-5 text-[var(--secondary-ink)]" aria-hidden />}
      title="Quick Fixes (Non-Technical)"
    >
      {locked ? (
        <LockedBlock lines={5} label="Step-by-step quick fixes: locked" />
      ) : fixes.length ? (
        <ol className="space-y-4">
          {fixes.map((q, i) => (
            <li key={q.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-[var(--secondary)] text-sm font-bold text-[var(--secondary-foreground)]">
                {i + 1}
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{q.title}</p>
                <p className="text-sm text-slate-600">{q.description}</p>
                {q.stepByStep.length ? (
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                    {q.stepByStep.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No quick fixes needed: the basics are in place.</p>
      )}
    </SectionCard>
  );
}

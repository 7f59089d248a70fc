import { AlertOctagon, ShieldCheck } from 'lucide-react';
import type { RedFlagObject } from '@/shared/report-sections';
import { Badge } from '@/web/components/ui/badge';
import { LockedBlock, SectionCard } from '../parts';
import { noRedFlagFound, NO_RED_FLAGS, redFlagsFor } from '@/shared/red-flags';
import type { ReportSectionProps } from './types';

function RedFlagDetail({ flag }: { flag: RedFlagObject }) {
  return (
    <div className="mt-2 space-y-2 text-sm">
      {flag.description ? <p className="text-slate-600">{flag.description}</p> : null}
      {flag.impact ? (
        <p>
          <span className="font-semibold text-slate-800">Impact: </span>
          <span className="text-slate-700">{flag.impact}</span>
        </p>
      ) : null}
      {flag.howToFix ? (
        <p>
          <span className="font-semibold text-slate-800">How to fix: </span>
          <span className="text-slate-700">{flag.howToFix}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The (at most four) red flags: titles and severity always, impact and fix only when unlocked. */
export function RedFlagsSummary({ result, locked }: ReportSectionProps) {
  const flags = redFlagsFor(result);
  if (!flags.length)
    return noRedFlagFound(result) ? (
      <SectionCard
        icon={<ShieldCheck className="size-5 text-emerald-600" aria-hidden />}
        title="Critical AI Visibility Red Flags Summary"
      >
        <p className="text-sm text-slate-700" data-testid="no-red-flags">
          {NO_RED_FLAGS}
        </p>
      </SectionCard>
    ) : null;
  return (
    <SectionCard
      className="border-red-200"
      icon={<AlertOctagon className="size-5 text-red-600" aria-hidden />}
      title="Critical AI Visibility Red Flags Summary"
    >
      <ol className="grid gap-3 md:grid-cols-2">
        {flags.map((f, idx) => (
          <li key={f.title + idx} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="red-flag">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">{f.title}</p>
              <Badge variant={f.severity}>{f.severity}</Badge>
            </div>
            {locked || !(f.impact || f.howToFix || f.description) ? (
              <LockedBlock lines={3} className="mt-3" label={locked ? 'Impact and how to fix: locked' : 'No detail'} />
            ) : (
              <RedFlagDetail flag={f} />
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

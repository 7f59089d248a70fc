import { CATEGORY_IDS, CATEGORY_LABELS, type AuditResult } from '@/shared/analysis';
import { Badge } from '@/web/components/ui/badge';
import { Explain, LockedBlock } from '../parts';
import { AuditDetails } from './AuditDetails';
import type { ReportSectionProps } from './types';

type Verdict = { label: string; variant: 'good' | 'critical' | 'medium' | 'muted' | 'warn' };

/** What the audit concluded, as a badge: advice (weight 0) never reads as a failure. */
function verdictOf(a: AuditResult): Verdict {
  if (a.scoreDisplayMode === 'notApplicable') return { label: 'Not applicable', variant: 'muted' };
  if (a.scoreDisplayMode === 'error' || a.score === null) return { label: 'Not checked', variant: 'warn' };
  if (a.score >= 1) return { label: 'Passed', variant: 'good' };
  if (a.weight === 0) return { label: 'Advice', variant: 'muted' };
  return a.score < 0.5 ? { label: 'Failed', variant: 'critical' } : { label: 'Partly met', variant: 'medium' };
}

function AuditCheck({ audit }: { audit: AuditResult }) {
  const verdict = verdictOf(audit);
  const failed = audit.score !== null && audit.score < 1;
  const evidence = audit.evidence.filter((e) => e.value !== '');
  return (
    <li className="rounded-xl border border-slate-200 bg-white" data-testid={`audit-${audit.id}`}>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-2 p-3 text-sm">
          <Badge variant={verdict.variant} className="mt-0.5 shrink-0">
            {verdict.label}
          </Badge>
          <span className="min-w-0 font-medium text-slate-900">{failed ? audit.failureTitle : audit.title}</span>
        </summary>
        <div className="space-y-3 border-t border-slate-100 p-3">
          {evidence.length ? (
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,5fr)] gap-x-3 gap-y-1 text-sm">
              {evidence.map((e, i) => (
                <div key={`${e.label}-${i}`} className="contents">
                  <dt className="text-slate-500">{e.label}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{e.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {audit.errorMessage ? <p className="text-sm text-amber-800">{audit.errorMessage}</p> : null}
          {audit.details ? <AuditDetails details={audit.details} /> : null}
        </div>
      </details>
    </li>
  );
}

/** Every audit with its verdict, evidence and typed facts, by category; the locked view shows none of it. */
export function AuditChecks({ result, locked }: ReportSectionProps) {
  if (locked) return <LockedBlock lines={5} label="Every check and what it found: locked" />;
  return (
    <div className="space-y-5">
      {CATEGORY_IDS.map((cat) => {
        const audits = result.audits.filter((a) => a.category === cat);
        if (!audits.length) return null;
        return (
          <section key={cat} aria-label={CATEGORY_LABELS[cat]}>
            <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">{CATEGORY_LABELS[cat]}</h3>
            <ul className="space-y-2">
              {audits.map((a) => (
                <AuditCheck key={a.id} audit={a} />
              ))}
            </ul>
          </section>
        );
      })}
      <Explain>
        Each check lists what it read on the page; open one to see its evidence and, where it judged several things
        (headings, images, crawlers, structured-data issues), the full table.
      </Explain>
    </div>
  );
}

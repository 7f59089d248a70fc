import { Lock, Sparkles } from 'lucide-react';
import { type AnalysisResult } from '@/shared/analysis';
import { ENGINE_STATUS_LABELS, type EngineVerdict } from '@/shared/crawler-access';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

const VARIANT: Record<EngineVerdict['status'], 'good' | 'medium' | 'critical' | 'muted'> = {
  eligible: 'good',
  limited: 'medium',
  blocked: 'critical',
  unknown: 'muted',
};

/** The first answer a site owner wants: will each AI engine use this page, and what decides it. */
export function EngineVerdicts({ engines, locked }: { engines: AnalysisResult['engines']; locked: boolean }) {
  if (!engines?.length) return null;
  const blocked = engines.filter((e) => e.status === 'blocked').length;
  return (
    <Card data-testid="engine-verdicts">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-xl">
          <Sparkles className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Will AI engines use this page?
        </CardTitle>
        <p className="text-sm text-slate-600">
          {blocked === 0
            ? 'No engine is blocked from this page.'
            : `${blocked} of ${engines.length} engines cannot use this page.`}{' '}
          Each verdict follows the rules its vendor documents.
        </p>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {engines.map((e) => (
            <li key={e.engine} className="p-3 text-sm" data-engine={e.engine} data-status={e.status}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{e.name}</span>
                <Badge variant={VARIANT[e.status]}>{ENGINE_STATUS_LABELS[e.status]}</Badge>
              </div>
              {!locked && e.reasons.length ? (
                <ul className="mt-1.5 space-y-1 text-xs text-slate-700">
                  {e.reasons.map((r) => (
                    <li key={r.rule + r.evidence}>
                      <span className="font-medium">{r.rule}.</span>{' '}
                      <span className="break-all font-mono text-[11px] text-slate-600">{r.evidence}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {!locked ? (
                <a
                  href={e.docs}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-1 inline-block text-xs text-[var(--secondary-ink)] hover:underline"
                >
                  Vendor documentation
                </a>
              ) : null}
            </li>
          ))}
        </ul>
        {locked ? (
          <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden /> Unlock the full report to see the rule that decided each verdict
            and how to fix it.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

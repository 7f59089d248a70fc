import type { ComponentProps, ReactNode } from 'react';
import { Braces, CalendarClock, FileText, Globe, Target } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { CachedResultNotice } from '../CachedResultNotice';
import type { ReportSectionProps } from './types';

interface ExecutiveSummaryProps extends ReportSectionProps {
  /** Answered from the result cache: when that result was produced. */
  cachedFrom: string | null;
  onAnalyseAgain?: () => void;
  paid: boolean;
  readOnly: boolean;
}

/** One fact of the summary: its label (with an icon) over its value (the `dd` in children). */
function Fact({ icon, label, children, ...rest }: { icon?: ReactNode; label: string } & ComponentProps<'div'>) {
  return (
    <div {...rest}>
      {icon ? (
        <dt className="flex items-center gap-1.5 text-slate-500">
          {icon} {label}
        </dt>
      ) : (
        <dt className="text-slate-500">{label}</dt>
      )}
      {children}
    </div>
  );
}

/** When the page was analysed: live, or the time of the cached result with a way to analyse again. */
function AnalysisDate({ result, locked, cachedFrom, onAnalyseAgain, paid, readOnly }: ExecutiveSummaryProps) {
  const { config } = useBrand();
  return (
    <dd className="mt-0.5 font-medium">
      {new Date(result.analyzedAt).toLocaleString(config.locale, { dateStyle: 'medium', timeStyle: 'short' })}{' '}
      {cachedFrom ? (
        <CachedResultNotice
          from={cachedFrom}
          onAnalyzeAgain={readOnly ? undefined : onAnalyseAgain}
          note={paid && !locked ? 'A fresh analysis is a new report and is unlocked separately.' : undefined}
        />
      ) : (
        <span className="font-normal text-slate-500">(Live Website Scraped)</span>
      )}
    </dd>
  );
}

function Narrative({ text }: { text: string }) {
  return (
    <div className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm leading-relaxed text-slate-700">
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </div>
  );
}

/** The page, its type, when it was analysed, the goal, and (unlocked) the narrative. */
export function ExecutiveSummary(props: ExecutiveSummaryProps) {
  const { result, locked } = props;
  const page = result.pageDetails;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-xl">
          <Target className="size-5 text-[var(--secondary-ink)]" aria-hidden /> Executive Summary
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          <Fact icon={<Globe className="size-4" aria-hidden />} label="Page URL" className="min-w-0">
            <dd className="mt-0.5 truncate font-medium">
              <a
                href={page.url}
                target="_blank"
                rel="noreferrer"
                className="text-[var(--secondary-ink)] hover:underline"
              >
                {page.url}
              </a>
            </dd>
          </Fact>
          <Fact icon={<FileText className="size-4" aria-hidden />} label="Title" className="min-w-0">
            <dd className="mt-0.5 truncate font-medium">{page.title || 'Not Available'}</dd>
          </Fact>
          <Fact icon={<Braces className="size-4" aria-hidden />} label="Type">
            <dd className="mt-0.5 font-medium">
              {page.pageType || 'Website'}
              {result.pageType?.reason ? (
                <span className="block text-xs font-normal text-slate-500">Detected from {result.pageType.reason}</span>
              ) : null}
            </dd>
          </Fact>
          <Fact icon={<CalendarClock className="size-4" aria-hidden />} label="Analysis date">
            <AnalysisDate {...props} />
          </Fact>
          {result.intent === 'keep-out-of-training' ? (
            <Fact
              icon={<Target className="size-4" aria-hidden />}
              label="Goal"
              className="sm:col-span-2"
              data-testid="analysis-goal"
            >
              <dd className="mt-0.5 font-medium">
                Be visible in AI answers, keep content out of model training
                <span className="block text-xs font-normal text-slate-500">
                  Blocked training crawlers are reported as your choice working, not as problems; search and user-fetch
                  blocks still count.
                </span>
              </dd>
            </Fact>
          ) : null}
          {page.lastModified ? (
            <Fact label="Last modified">
              <dd className="mt-0.5 font-medium">{page.lastModified}</dd>
            </Fact>
          ) : null}
        </dl>
        {!locked && result.narrativeReport ? <Narrative text={result.narrativeReport} /> : null}
      </CardContent>
    </Card>
  );
}

import { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, type AnalysisResult } from '@/shared/analysis';
import { cardColourBand, formatOverallScore, statusBand } from '@/shared/scoring-bands';
import { cn } from '@/web/lib/utils';
import { MethodologyNotice } from './MethodologyNotice';

/** Greyscale report-card colour: 80+ lightest ... below 20 darkest. */
const CARD_GREYS = [
  'bg-slate-800 text-white',
  'bg-slate-600 text-white',
  'bg-slate-400 text-slate-950',
  'bg-slate-200 text-slate-900',
  'bg-slate-50 text-slate-900',
];

/** The page analysed: address, title, type, when, and the owner's goal when it is not the default. */
function PageFacts({ result }: { result: AnalysisResult }) {
  return (
    <section className="print-avoid-break mt-6 rounded-lg border border-slate-300 p-4 text-sm">
      <p>
        <strong>Page URL:</strong>{' '}
        <a href={result.pageDetails.url} className="break-all underline">
          {result.pageDetails.url}
        </a>
      </p>
      <p className="mt-1">
        <strong>Page Title:</strong> {result.pageDetails.title || 'Not Available'}
      </p>
      <p className="mt-1">
        <strong>Page Type:</strong> {result.pageDetails.pageType || 'Website'}
      </p>
      <p className="mt-1">
        <strong>Analysis Date:</strong>{' '}
        {new Date(result.analyzedAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}{' '}
        <span className="text-slate-500">(live website scraped at the time of analysis)</span>
      </p>
      {result.intent === 'keep-out-of-training' ? (
        <p className="mt-1">
          <strong>Goal:</strong> Be visible in AI answers, keep content out of model training
        </p>
      ) : null}
    </section>
  );
}

/**
 * The simpler 'LLM Visibility Audit Report' layout, used by Print (print stylesheet)
 * and as the e-mailed report body.
 */
export function PrintReport({
  result,
  companyName,
  className,
}: {
  result: AnalysisResult;
  companyName: string;
  className?: string;
}) {
  const blocked = result.status === 'access_blocked';
  const paragraphs = result.narrativeReport
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article
      className={cn('print-report mx-auto max-w-[780px] bg-white p-8 font-sans text-slate-900', className)}
      data-testid="print-report"
    >
      <header className="border-b-2 border-slate-900 pb-4 text-center">
        <h1 className="text-3xl font-bold">LLM Visibility Audit Report</h1>
        <p className="mt-1 text-slate-600">AI Search Optimization Analysis</p>
      </header>
      <PageFacts result={result} />
      <section
        className={cn(
          'print-avoid-break mt-6 rounded-xl border border-slate-400 p-6 text-center',
          CARD_GREYS[cardColourBand(result.overallScore)],
        )}
      >
        <p className="text-sm font-semibold uppercase tracking-wider">Overall Score</p>
        <p className="text-6xl font-extrabold">{formatOverallScore(result.overallScore)}</p>
        <p className="text-sm font-bold">{statusBand(result.overallScore, blocked)}</p>
      </section>
      <section className="print-avoid-break mt-4 grid grid-cols-5 gap-2">
        {CATEGORY_IDS.map((id) => {
          const s = result[CATEGORY_SCORE_FIELDS[id]];
          return (
            <div
              key={id}
              className={cn('rounded-lg border border-slate-400 p-3 text-center', CARD_GREYS[cardColourBand(s)])}
            >
              <p className="text-[11px] font-semibold leading-tight">{CATEGORY_LABELS[id]}</p>
              <p className="mt-1 text-2xl font-bold">{Math.round(s)}</p>
              <p className="text-[10px] font-bold">{statusBand(s, blocked)}</p>
            </div>
          );
        })}
      </section>
      {paragraphs.length ? (
        <section className="mt-6">
          <h2 className="text-lg font-bold">Strategic Insights</h2>
          {paragraphs.map((p, i) => (
            <p key={i} className="mt-2 text-sm leading-relaxed">
              {p}
            </p>
          ))}
        </section>
      ) : null}
      <div className="mt-6">
        <MethodologyNotice variant="email" />
      </div>
      <footer className="mt-8 border-t border-slate-300 pt-3 text-center text-xs text-slate-600">
        © 2025 {companyName}
      </footer>
    </article>
  );
}

import { HelpCircle } from 'lucide-react';
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  CATEGORY_SCORE_FIELDS,
  CATEGORY_WEIGHTS,
  type AnalysisResult,
  type CategoryId,
} from '@/shared/analysis';
import { formatOverallScore, pointsLost, statusBand, type StatusBand } from '@/shared/scoring-bands';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip';
import { cn } from '@/web/lib/utils';

const CATEGORY_TIPS: Record<CategoryId, string> = {
  aiLlmVisibility:
    'Can AI crawlers reach and index this page? robots.txt rules, AI-agent access, llms.txt and sitemaps.',
  technical: 'Technical foundations: HTTPS, status codes, canonical tags, mobile viewport and speed.',
  content:
    'Is the content clear, substantial and structured so an assistant can quote it? Headings, length, FAQs, freshness.',
  accessibility:
    'Can a crawler that does not run JavaScript read the page? Raw versus rendered content, semantic HTML, alt text.',
  authority:
    'Signals that make AI trust and cite you: authorship, about and contact pages, structured data, social proof.',
};

const BAND_STYLES: Record<StatusBand, { chip: string; ring: string; text: string }> = {
  OPTIMIZED: { chip: 'bg-emerald-100 text-emerald-800', ring: 'stroke-emerald-500', text: 'text-emerald-700' },
  IMPROVE: { chip: 'bg-amber-100 text-amber-800', ring: 'stroke-amber-500', text: 'text-amber-700' },
  'FIX NOW': { chip: 'bg-red-100 text-red-800', ring: 'stroke-red-500', text: 'text-red-700' },
  'ACCESS BLOCKED': { chip: 'bg-slate-800 text-white', ring: 'stroke-slate-500', text: 'text-slate-700' },
};

function Ring({ value, className, size = 112 }: { value: number; className: string; size?: number }) {
  const r = 44;
  const c = 2 * Math.PI * r;
  const pct = Math.max(0, Math.min(100, value)) / 100;
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden className="-rotate-90">
      <circle cx="50" cy="50" r={r} fill="none" strokeWidth="9" className="stroke-slate-200" />
      <circle
        cx="50"
        cy="50"
        r={r}
        fill="none"
        strokeWidth="9"
        strokeLinecap="round"
        className={className}
        strokeDasharray={`${c * pct} ${c}`}
      />
    </svg>
  );
}

const BAR_COLOURS: Record<StatusBand, string> = {
  OPTIMIZED: 'bg-emerald-500',
  IMPROVE: 'bg-amber-500',
  'FIX NOW': 'bg-red-500',
  'ACCESS BLOCKED': 'bg-slate-500',
};

/** The overall score in its ring, its band and the points lost across the categories. */
function OverallTile({ result, blocked }: { result: AnalysisResult; blocked: boolean }) {
  const overallBand = statusBand(result.overallScore, blocked);
  const totalLost = CATEGORY_IDS.reduce((sum, id) => sum + pointsLost(result[CATEGORY_SCORE_FIELDS[id]], id), 0);
  return (
    <div
      className="flex flex-col items-center justify-center rounded-2xl bg-[var(--primary)] p-6 text-center text-[var(--primary-foreground)] shadow-sm"
      data-testid="overall-score"
    >
      <p className="text-sm font-semibold uppercase tracking-wider opacity-80">Overall AI Visibility Score</p>
      <div className="relative mt-3">
        <Ring value={result.overallScore} className={BAND_STYLES[overallBand].ring} size={144} />
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-4xl font-extrabold tabular-nums">{formatOverallScore(result.overallScore)}</span>
          <span className="text-xs opacity-75">out of 100</span>
        </div>
      </div>
      <span
        className={cn('mt-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide', BAND_STYLES[overallBand].chip)}
      >
        {overallBand}
      </span>
      <p className="mt-2 text-xs opacity-80">{totalLost} points lost across five categories</p>
    </div>
  );
}

/** One category: its score, band, what it covers (tooltip), a bar, the points lost and its weight. */
function CategoryTile({ id, score, blocked }: { id: CategoryId; score: number; blocked: boolean }) {
  const band = statusBand(score, blocked);
  const lost = pointsLost(score, id);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`score-${id}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="flex items-center gap-1.5">
          <h3 className="text-sm font-semibold text-slate-800">{CATEGORY_LABELS[id]}</h3>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                className="rounded-full text-slate-400 hover:text-slate-700 focus-visible:outline-2"
                aria-label={`About ${CATEGORY_LABELS[id]}`}
              >
                <HelpCircle className="size-4" aria-hidden />
              </button>
            </TooltipTrigger>
            <TooltipContent>
              {CATEGORY_TIPS[id]} Weight: {Math.round(CATEGORY_WEIGHTS[id] * 100)}% of the overall score.
            </TooltipContent>
          </Tooltip>
        </div>
        <span className={cn('rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wide', BAND_STYLES[band].chip)}>
          {band}
        </span>
      </div>
      <p className="mt-2 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold tabular-nums text-slate-900">{Math.round(score)}</span>
        <span className="text-sm text-slate-500">/100</span>
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn('h-full rounded-full', BAR_COLOURS[band])}
          style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
        />
      </div>
      <p className={cn('mt-2 text-xs font-medium', lost ? 'text-slate-600' : 'text-emerald-700')}>
        {lost ? `−${lost} pts lost` : 'No points lost'} · weight {Math.round(CATEGORY_WEIGHTS[id] * 100)}%
      </p>
    </li>
  );
}

export function ScoreTiles({ result }: { result: AnalysisResult }) {
  const blocked = result.status === 'access_blocked';
  return (
    <section aria-labelledby="scores-title" className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <h2 id="scores-title" className="sr-only">
        Scores
      </h2>
      <OverallTile result={result} blocked={blocked} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Category scores">
        {CATEGORY_IDS.map((id) => (
          <CategoryTile key={id} id={id} score={result[CATEGORY_SCORE_FIELDS[id]]} blocked={blocked} />
        ))}
      </ul>
    </section>
  );
}

import { Layers } from 'lucide-react';
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  CATEGORY_SCORE_FIELDS,
  type CategoryScoreField,
  type PageScore,
} from '@/shared/analysis';
import { statusBand, type StatusBand } from '@/shared/scoring-bands';
import { SectionCard } from './parts';

/** Column headings: the category labels, two of them shortened so six score columns fit. */
const HEADINGS = { ...CATEGORY_LABELS, aiLlmVisibility: 'AI Visibility', accessibility: 'Accessibility' };
const COLUMNS: { key: 'overallScore' | CategoryScoreField; label: string }[] = [
  { key: 'overallScore', label: 'Overall' },
  ...CATEGORY_IDS.map((id) => ({ key: CATEGORY_SCORE_FIELDS[id], label: HEADINGS[id] })),
];

const TONE: Record<StatusBand, string> = {
  OPTIMIZED: 'text-emerald-700',
  IMPROVE: 'text-amber-700',
  'FIX NOW': 'text-red-700',
  'ACCESS BLOCKED': 'text-red-700',
};
const tone = (score: number) => TONE[statusBand(score)];

/** Per-page scores of a multi-page analysis; the combined scores above are their averages. */
export function PagesTable({ pages }: { pages: PageScore[] }) {
  return (
    <SectionCard
      icon={<Layers className="size-5 text-[var(--secondary-ink)]" aria-hidden />}
      title={`Pages Analyzed (${pages.length})`}
    >
      <p className="mb-3 text-sm text-slate-600">
        The scores above combine these pages of the site. Each page is scored the same way as a single-page analysis.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm" data-testid="pages-table">
          <thead>
            <tr className="border-b text-left text-xs uppercase tracking-wide text-slate-500">
              <th className="py-2 pr-3 font-semibold">Page</th>
              {COLUMNS.map((c) => (
                <th key={c.key} className="px-2 py-2 text-right font-semibold">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pages.map((p) => (
              <tr key={p.url}>
                <td className="max-w-[260px] py-2 pr-3">
                  <p className="truncate font-medium text-slate-900">{p.title || p.url}</p>
                  <p className="truncate text-xs text-slate-500">{p.error ?? p.url}</p>
                </td>
                {COLUMNS.map((c) => {
                  const v = p[c.key];
                  return (
                    <td key={c.key} className={`px-2 py-2 text-right font-semibold tabular-nums ${tone(v)}`}>
                      {Math.round(v)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}

import type { ReactNode } from 'react';
import type { ComparisonRow, ComparisonSite } from '@/shared/competitor-compare';
import { cn } from '@/web/lib/utils';

/** The column heading of a site: "You" or the competitor's host, with why a column is empty. */
function SiteHeading({ site }: { site: ComparisonSite }) {
  return (
    <th scope="col" className="px-1.5 py-2 text-left align-bottom text-xs font-semibold sm:text-sm">
      <span className="block text-[11px] uppercase tracking-wide text-slate-500">
        {site.role === 'you' ? 'Your page' : 'Competitor'}
      </span>
      <span className="block text-slate-900 [overflow-wrap:anywhere]" title={site.url}>
        {site.label}
      </span>
      {site.status === 'failed' ? (
        <span className="block text-xs font-normal text-red-700">Could not be analysed</span>
      ) : null}
    </th>
  );
}

/**
 * One table of the comparison: a row per fact, a column per site (yours first). Rows where the sites
 * disagree are marked, so the differences stand out; `cell` draws a value (null: no result for that site).
 */
export function ComparisonTable<V>({
  caption,
  sites,
  rows,
  cell,
  testId,
}: {
  caption: string;
  sites: ComparisonSite[];
  rows: ComparisonRow<V>[];
  cell: (value: V) => ReactNode;
  testId: string;
}) {
  return (
    <div className="overflow-x-auto">
      {/* Wide enough for a badge per site; on a phone, two sites fit and four scroll sideways. */}
      <table className="w-full text-sm" style={{ minWidth: 100 + sites.length * 100 }} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 text-left text-xs uppercase tracking-wide text-slate-500">
              {caption}
            </th>
            {sites.map((s) => (
              <SiteHeading key={s.url} site={s} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} data-row={r.id} data-differs={r.differs ? 'true' : 'false'}>
              <th
                scope="row"
                className={cn(
                  'w-[34%] py-2 pr-2 text-left font-medium text-slate-800 sm:w-auto sm:max-w-[240px]',
                  r.differs && 'border-l-2 border-[var(--secondary)] pl-2',
                )}
              >
                {r.label}
              </th>
              {r.values.map((v, i) => (
                <td key={sites[i]?.url ?? i} className="px-1.5 py-2">
                  {v === null ? <span className="text-slate-400">–</span> : cell(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

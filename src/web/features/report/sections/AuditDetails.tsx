import { useState } from 'react';
import type { AuditDetails as Details, DetailValue, DetailValueType } from '@/shared/analysis';

/** Rows shown before the rest is folded away behind "Show all". */
const FOLDED_ROWS = 10;

/** One value as its type reads: a link, code, Yes/No, a number with its unit, or text. */
function Value({ value, type }: { value: DetailValue; type: DetailValueType }) {
  if (value === null || value === '') return <span className="text-slate-400">—</span>;
  if (type === 'boolean' || typeof value === 'boolean') return <span>{value ? 'Yes' : 'No'}</span>;
  if (type === 'url' && typeof value === 'string' && /^https?:\/\//i.test(value))
    return (
      <a
        href={value}
        target="_blank"
        rel="noreferrer nofollow"
        className="break-all text-[var(--secondary-ink)] underline"
      >
        {value}
      </a>
    );
  if (type === 'code')
    return <code className="break-all rounded bg-slate-100 px-1 py-0.5 text-xs">{String(value)}</code>;
  if (typeof value === 'number') {
    if (type === 'ms') return <span className="tabular-nums">{value.toLocaleString('en')} ms</span>;
    if (type === 'bytes') return <span className="tabular-nums">{(value / 1024).toFixed(1)} KB</span>;
    return <span className="tabular-nums">{value.toLocaleString('en')}</span>;
  }
  return <span className="break-words">{value}</span>;
}

function FoldToggle({ total, open, onToggle }: { total: number; open: boolean; onToggle: () => void }) {
  if (total <= FOLDED_ROWS) return null;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      className="mt-2 text-xs font-semibold text-[var(--secondary-ink)] underline"
    >
      {open ? `Show the first ${FOLDED_ROWS} only` : `Show all ${total} rows`}
    </button>
  );
}

/**
 * An audit's typed facts (decision 019): a table, as a table from tablet width and as one small card per
 * row on a phone, or a list; long ones folded after ten rows.
 */
export function AuditDetails({ details }: { details: Details }) {
  const [open, setOpen] = useState(false);
  const rows = open ? details.items : details.items.slice(0, FOLDED_ROWS);
  if (!details.items.length) return null;
  const toggle = <FoldToggle total={details.items.length} open={open} onToggle={() => setOpen(!open)} />;
  if (details.type === 'list')
    return (
      <div data-testid="audit-details">
        <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {rows.map((v, i) => (
            <li key={i}>
              <Value value={v as DetailValue} type={details.valueType} />
            </li>
          ))}
        </ul>
        {toggle}
      </div>
    );
  const { headings } = details;
  const items = rows as Record<string, DetailValue>[];
  return (
    <div data-testid="audit-details">
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              {headings.map((h) => (
                <th key={h.key} scope="col" className="px-2 py-1.5 font-semibold">
                  {h.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((row, i) => (
              <tr key={i} className="border-b border-slate-100 align-top">
                {headings.map((h) => (
                  <td key={h.key} className="px-2 py-1.5 text-slate-700">
                    <Value value={row[h.key] ?? null} type={h.valueType} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 sm:hidden">
        {items.map((row, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-2 text-sm">
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-2 gap-y-0.5">
              {/* On a phone a card leaves out the columns this row has no value for. */}
              {headings
                .filter((h) => row[h.key] !== null && row[h.key] !== undefined && row[h.key] !== '')
                .map((h) => (
                  <div key={h.key} className="contents">
                    <dt className="text-xs text-slate-500">{h.label}</dt>
                    <dd className="min-w-0 text-slate-700">
                      <Value value={row[h.key] ?? null} type={h.valueType} />
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      {toggle}
    </div>
  );
}

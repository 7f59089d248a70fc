import { MAX_DETAIL_ITEMS, type AuditDetails, type DetailValue, type DetailValueType } from '@/shared/analysis';
import type { Audit, Evidence } from '../types';

export const defineAudit = (a: Audit): Audit => a;
export const ev = (label: string, value: unknown): Evidence => ({
  label,
  value:
    value === null || value === undefined
      ? 'none'
      : typeof value === 'string'
        ? value
        : typeof value === 'boolean'
          ? value
            ? 'yes'
            : 'no'
          : Array.isArray(value)
            ? value.length
              ? value.join(', ')
              : 'none'
            : String(value),
});
export const clamp01 = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);
/** "1 word", "12 words": a count of words as a sentence says it. */
export const nWords = (n: number): string => `${n} word${n === 1 ? '' : 's'}`;
export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const list = (xs: string[], max = 5): string =>
  xs.length ? xs.slice(0, max).join(', ') + (xs.length > max ? ` (+${xs.length - max} more)` : '') : 'none';
export const quote = (s: string | null | undefined, max = 160): string =>
  s ? `"${s.length > max ? s.slice(0, max) + '…' : s}"` : 'none';

type Heading = { key: string; label: string; valueType: DetailValueType };
/** A details table: one row per item the audit judged (at most MAX_DETAIL_ITEMS; the evidence gives the total). */
export const table = (headings: Heading[], items: Record<string, DetailValue>[]): AuditDetails => ({
  type: 'table',
  headings,
  items: items.slice(0, MAX_DETAIL_ITEMS),
});
/** A details list of plain values (addresses, types, phrases). */
export const itemList = (items: DetailValue[], valueType: DetailValueType = 'text'): AuditDetails => ({
  type: 'list',
  valueType,
  items: items.slice(0, MAX_DETAIL_ITEMS),
});
/** A heading of a details table. */
export const col = (key: string, label: string, valueType: DetailValueType = 'text'): Heading => ({
  key,
  label,
  valueType,
});

/**
 * A title's or description's length against its band (docs/decisions/069): full marks inside it; outside, a cost
 * in proportion to how far, reaching `floor` at `span` characters' width beyond the edge. Result pages cut a title
 * a few characters over 60 by those few characters, not by the whole title.
 */
export function bandScore(
  width: number,
  [min, max]: [number, number],
  span: { below: number; above: number },
  floor = 0.7,
): number {
  const out = width < min ? (min - width) / span.below : width > max ? (width - max) / span.above : 0;
  return round2(1 - (1 - floor) * Math.min(1, out));
}

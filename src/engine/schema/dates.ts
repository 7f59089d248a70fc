/** Dates as schema.org writes them (decision 038): a Date or DateTime property's value is ISO 8601. */
import type { SchemaIssue } from './entities';
import { isDateProperty } from './vocabulary';

/** ISO 8601 as schema.org's Date and DateTime are written: a year, month or day, then an optional time and zone. */
const ISO_DATE = /^\d{4}(?:-\d{2}(?:-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

/** The warning for a date property written as something else ('12:55 AM'), or null; `where` names the property. */
export function notADate(
  property: string,
  written: unknown,
  where: string,
): Pick<SchemaIssue, 'severity' | 'kind' | 'message'> | null {
  if (!isDateProperty(property) || typeof written !== 'string' || !written.trim() || ISO_DATE.test(written.trim()))
    return null;
  return {
    severity: 'warning',
    kind: 'not-a-date',
    message: `${where} is '${written.trim().slice(0, 40)}', not a date in ISO 8601 (such as 2026-01-31 or 2026-01-31T09:30:00+01:00), the format schema.org and Google's structured data documentation give for it`,
  };
}

/**
 * A date read from the page as a drafted Date property writes it: as it is when ISO 8601 (with "T" and a zone's
 * colon); the same instant when it names its zone ("Tue, 13 Dec 2016 22:33:06 +0000" gives 2016-12-13T22:33:06Z); else its day as written
 * (`<meta name="publishdate" content="05/29/2007 09:49:00">` gives 2007-05-29); as it is when it is no date.
 */
export function asSchemaDate(written: string): string {
  const t = Date.parse(written);
  // ISO 8601 as schema.org's DateTime spells it: "T" between day and time, the zone as ±hh:mm
  // ("2017-03-13 19:18:46+00:00" and "2020-05-15T07:11+0200", as CMSs write them, are read alike).
  if (ISO_DATE.test(written.trim()))
    return written
      .trim()
      .replace(/^(\d{4}-\d{2}-\d{2}) (?=\d)/, '$1T')
      .replace(/(T\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?[+-]\d{2})(\d{2})$/, '$1:$2');
  if (Number.isNaN(t)) return written;
  if (/(?:\bZ|GMT|UTC|[+-]\d{2}:?\d{2})\s*$/i.test(written)) return new Date(t).toISOString().replace(/\.000Z$/, 'Z');
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The day a date read from the page names, as the reports write days (YYYY-MM-DD): a CMS's "05/29/2007 09:49:00"
 * and a <time datetime="Tue, 13 Dec 2016 22:33:06 +0000"> are 2007-05-29 and 2016-12-13; as it is when it is no date.
 */
export function daySaid(written: string): string {
  const iso = asSchemaDate(written.trim());
  return /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : written.trim();
}

/**
 * A full date the reader can see near the top of the page (its byline, else the start of its main text),
 * exactly as written, with its ISO form: "15 March 2024" → 2024-03-15. Only unambiguous full dates count
 * (year, month and day; month by name or ISO order), so "© 2024" or "03/04/2024" is no date.
 */
import type { Artifacts } from '../types';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const PATTERNS: { re: RegExp; parts: (m: RegExpExecArray) => [string, string, string] }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/, parts: (m) => [m[1], m[2], m[3]] },
  { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\s+(\\d{4})\\b`, 'i'), parts: (m) => [m[3], m[2], m[1]] },
  {
    re: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i'),
    parts: (m) => [m[3], m[1], m[2]],
  },
];

/** ISO date of year, month (number or name) and day, or null when it is no calendar date. */
function iso(year: string, month: string, day: string): string | null {
  const m = /^\d+$/.test(month) ? Number(month) : MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const d = Number(day);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** The earliest full date in the text (by position), as written and in ISO form. */
export function findDate(text: string): { text: string; iso: string } | null {
  let best: { at: number; text: string; iso: string } | null = null;
  for (const { re, parts } of PATTERNS) {
    const m = re.exec(text);
    if (!m || (best && m.index >= best.at)) continue;
    const value = iso(...parts(m));
    if (value) best = { at: m.index, text: m[0], iso: value };
  }
  return best && { text: best.text, iso: best.iso };
}

/** The date a reader sees near the top of the page: in its byline, else in the first 1500 characters of its main text. */
export function visibleDate(a: Artifacts): { text: string; iso: string } | null {
  const places = [a.raw.bylineText, a.raw.mainText.slice(0, 1500), a.content.mainText.slice(0, 1500)];
  for (const place of places) {
    const found = place ? findDate(place.replace(/\s+/g, ' ')) : null;
    if (found) return found;
  }
  return null;
}

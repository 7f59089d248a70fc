import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Class names joined; a later class replaces an earlier one of the same property (a caller's override). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** Date as YYYY-MM-DD in local time (export file names). */
export function isoDate(d: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** m:ss for the elapsed timer. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

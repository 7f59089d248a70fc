/** How the history names a date and a score change (the visitor's locale). */
export const formatHistoryDate = (iso: string, locale?: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });

/** "+3.5", "−2", "±0": the sign always shown. */
export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '±0');

/** How the history names a date and a score change (the visitor's locale). */
export const formatHistoryDate = (iso: string, { time = false }: { time?: boolean } = {}) =>
  time
    ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Whether two instants fall on the same local day (then a time tells runs apart). */
export const sameDay = (a: string, b: string) => new Date(a).toDateString() === new Date(b).toDateString();

/** "+3.5", "−2", "±0": the sign always shown. */
export const formatDelta = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '±0');

import crypto from 'node:crypto';

/**
 * When a monitor runs (docs/decisions/022). Time is cut into periods of one day or one week; each
 * monitor runs once per period, at the period's start plus an offset from a hash of its id, so a
 * tenant's monitors spread over the whole period instead of firing together. The period number is the
 * run's idempotency key: one run per monitor and period, however often the sweeper looks.
 */
export type MonitorFrequency = 'daily' | 'weekly';

const PERIOD_MS: Record<MonitorFrequency, number> = { daily: 86_400_000, weekly: 7 * 86_400_000 };

/** This monitor's offset within its period, in ms: stable, and uniform over the period across ids. */
export function offsetMs(monitorId: string, frequency: MonitorFrequency): number {
  const hash = crypto.createHash('sha256').update(monitorId).digest();
  return Number(hash.readBigUInt64BE(0) % BigInt(PERIOD_MS[frequency]));
}

/** The period a moment falls in for this monitor (periods start at the monitor's offset). */
export function periodAt(monitorId: string, frequency: MonitorFrequency, at: Date): number {
  return Math.floor((at.getTime() - offsetMs(monitorId, frequency)) / PERIOD_MS[frequency]);
}

/** When a period's run is due. */
export function periodStart(monitorId: string, frequency: MonitorFrequency, period: number): Date {
  return new Date(period * PERIOD_MS[frequency] + offsetMs(monitorId, frequency));
}

/** The next due time after the run of `period`. */
export const nextRunAfter = (monitorId: string, frequency: MonitorFrequency, period: number) =>
  periodStart(monitorId, frequency, period + 1);

/**
 * A monitor's schedule after its frequency changed (docs/decisions/029). Period numbers differ between
 * frequencies, so the baseline's period is restated in the new numbering (the period before the one its
 * last run finished in: older than any run the new schedule makes, a resume at once included), and the next run is the next period start of the new frequency, at this monitor's own
 * offset: a tenant's monitors stay spread. A monitor that has not finished a run yet is due at once: its
 * baseline run (if one was under way, it was given up with the old schedule) starts again.
 */
export function rescheduled(
  monitor: { id: string; lastRunAt: Date | null },
  frequency: MonitorFrequency,
  now: Date,
): { nextRunAt: Date; lastPeriod: number | null } {
  if (!monitor.lastRunAt) return { nextRunAt: now, lastPeriod: null };
  const lastPeriod = periodAt(monitor.id, frequency, monitor.lastRunAt) - 1;
  return { nextRunAt: nextRunAfter(monitor.id, frequency, periodAt(monitor.id, frequency, now)), lastPeriod };
}

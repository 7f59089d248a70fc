import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { nextRunAfter, offsetMs, periodAt, periodStart, rescheduled } from './schedule';

describe('monitor schedule', () => {
  it('spreads monitors over the period by a hash of their id', () => {
    const day = 86_400_000;
    const offsets = Array.from({ length: 400 }, () => offsetMs(crypto.randomUUID(), 'daily'));
    for (const o of offsets) expect(o).toBeGreaterThanOrEqual(0);
    for (const o of offsets) expect(o).toBeLessThan(day);
    // Every quarter of the day gets a fair share (400 ids, ~100 each; far from all at once).
    const quarters = [0, 0, 0, 0];
    for (const o of offsets) quarters[Math.floor(o / (day / 4))]++;
    for (const q of quarters) expect(q).toBeGreaterThan(60);
    expect(offsetMs('a', 'weekly')).toBe(offsetMs('a', 'weekly'));
  });

  it('gives one period per day and its due time inside that period', () => {
    const id = crypto.randomUUID();
    const now = new Date('2026-03-10T12:00:00Z');
    const p = periodAt(id, 'daily', now);
    const start = periodStart(id, 'daily', p);
    expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - start.getTime()).toBeLessThan(86_400_000);
    expect(periodAt(id, 'daily', start)).toBe(p);
    expect(periodAt(id, 'daily', new Date(start.getTime() - 1))).toBe(p - 1);
    expect(nextRunAfter(id, 'daily', p).getTime() - start.getTime()).toBe(86_400_000);
    expect(periodAt(id, 'weekly', new Date(now.getTime() + 7 * 86_400_000))).toBe(periodAt(id, 'weekly', now) + 1);
  });
});

describe('a changed frequency', () => {
  const day = 86_400_000;
  it('moves the next run to the next period start of the new frequency, at the same offset', () => {
    const id = crypto.randomUUID();
    const now = new Date('2026-03-10T12:00:00Z');
    const lastRunAt = new Date(now.getTime() - 3_600_000);
    const weekly = rescheduled({ id, lastRunAt }, 'weekly', now);
    expect(weekly.nextRunAt.getTime()).toBeGreaterThan(now.getTime());
    expect(weekly.nextRunAt.getTime() - now.getTime()).toBeLessThanOrEqual(7 * day);
    expect(weekly.nextRunAt.getTime() % (7 * day)).toBe(offsetMs(id, 'weekly'));
    // The baseline stays older than every run the new schedule makes.
    expect(weekly.lastPeriod).toBe(periodAt(id, 'weekly', lastRunAt) - 1);
    expect(periodAt(id, 'weekly', now)).toBeGreaterThan(weekly.lastPeriod!);
    expect(periodAt(id, 'weekly', weekly.nextRunAt)).toBeGreaterThan(weekly.lastPeriod!);
    const daily = rescheduled({ id, lastRunAt }, 'daily', now);
    expect(daily.nextRunAt.getTime() - now.getTime()).toBeLessThanOrEqual(day);
    expect(daily.nextRunAt.getTime() % day).toBe(offsetMs(id, 'daily'));
  });

  it("spreads a tenant's monitors: ten changed at once do not fire together", () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const lastRunAt = new Date(now.getTime() - 60_000);
    const times = Array.from({ length: 10 }, () =>
      rescheduled({ id: crypto.randomUUID(), lastRunAt }, 'weekly', now).nextRunAt.getTime(),
    );
    expect(new Set(times).size).toBe(10);
  });

  it('makes a monitor that never finished a run due at once, for its baseline', () => {
    const now = new Date();
    expect(rescheduled({ id: 'x', lastRunAt: null }, 'weekly', now)).toEqual({
      nextRunAt: now,
      lastPeriod: null,
    });
  });
});

/**
 * The regression check's verdict (bench/regression.ts, decision 101): a class fails when the median of its
 * pairs' ratios (the same page, current ÷ baseline, back to back) is over 1.10, whatever its p50s say.
 */
import { describe, expect, it } from 'vitest';
import { regressionSection } from '../../bench/regression';

const opts = { smoke: false, quick: false } as Parameters<typeof regressionSection>[1];
const run = (current: number[], baseline: number[]) =>
  regressionSection(
    { commit: 'a'.repeat(40), available: true, classes: [{ cls: 'corpus', pages: ['p'], current, baseline }] },
    opts,
  );

describe('regression verdict', () => {
  it('fails an engine 20% slower on every page', () => {
    const base = [100, 120, 400, 800, 1000];
    const s = run(
      base.map((t) => t * 1.2),
      base,
    );
    expect(s.failures).toEqual([expect.stringContaining('1.20×')]);
  });

  it('passes an engine as fast on every page when only the page in the middle swung', () => {
    // The p50s' ratio is 340 / 300 = 1.13 (the old check failed it); four of the five pages took as long or less.
    const s = run([100, 200, 340, 950, 1000], [100, 200, 300, 1000, 1100]);
    expect(s.failures).toEqual([]);
    expect(s.table.join('\n')).toContain('1.13×');
  });

  it('is not moved by one pair a load spike hit', () => {
    const s = run([100, 200, 300, 900], [100, 200, 300, 300]);
    expect(s.failures).toEqual([]);
  });
});

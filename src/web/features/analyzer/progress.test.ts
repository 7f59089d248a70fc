import { describe, expect, it } from 'vitest';
import { displayedStep, formatStepSeconds, pacedStep, stepActivity, TOTAL_STEPS } from './progress';

describe('progress follows the server (docs/decisions/012)', () => {
  it('stays on step 1 until the server reports a step, however long that takes', () => {
    // A slow site: 14 seconds without a step from the server is still step 1, not the paced step 7.
    expect(displayedStep(1, 0, 14_000, false)).toBe(1);
    expect(displayedStep(1, 1, 14_000, false)).toBe(1);
  });

  it('shows the server step, and never goes backwards', () => {
    expect(displayedStep(1, 4, 3_000, false)).toBe(4);
    expect(displayedStep(4, 2, 3_000, false)).toBe(4);
    expect(displayedStep(6, 9, 3_000, false)).toBe(TOTAL_STEPS);
  });

  it('paces one step every 2 seconds only without a progress stream, from where it is', () => {
    expect(displayedStep(1, 0, 4_000, true)).toBe(pacedStep(4_000));
    expect(displayedStep(1, 0, 60_000, true)).toBe(TOTAL_STEPS);
    expect(displayedStep(5, 0, 0, true)).toBe(5);
  });
});

describe('what is happening now', () => {
  const ctx = { url: 'https://slow.example.com/pricing' };

  it('names the site it waits for, and explains a long wait', () => {
    expect(stepActivity(1, 2, ctx)).toEqual({ text: 'Waiting for slow.example.com to answer', hint: null });
    expect(stepActivity(1, 14, ctx).hint).toMatch(/slow to answer/);
  });

  it('describes each step the engine reports', () => {
    expect(stepActivity(0, 1, ctx).text).toBe('Starting the analysis');
    expect(stepActivity(0, 20, ctx).hint).toMatch(/starts as soon as/);
    expect(stepActivity(2, 0, ctx).text).toMatch(/^Page received/);
    expect(stepActivity(3, 0, ctx).text).toMatch(/structured data/);
    expect(stepActivity(4, 0, ctx).text).toMatch(/^Rendering the page in a browser and requesting it as GPTBot/);
    expect(stepActivity(4, 30, ctx).hint).toMatch(/take longer to render/);
    expect(stepActivity(4, 0, { ...ctx, multiPage: true }).text).toMatch(/up to 9 more pages/);
    expect(stepActivity(5, 0, ctx).text).toMatch(/^Auditing/);
    expect(stepActivity(6, 0, ctx).text).toMatch(/fixes/);
    expect(stepActivity(7, 0, ctx).text).toMatch(/assembling your report/);
  });

  it('copes with a missing or odd address', () => {
    expect(stepActivity(1, 0, { url: null }).text).toBe('Waiting for the website to answer');
    expect(stepActivity(1, 0, { url: 'not a url' }).text).toBe('Waiting for the website to answer');
  });

  it('formats the time spent on the current step', () => {
    expect([0, 9, 59, 60, 125].map(formatStepSeconds)).toEqual(['0 s', '9 s', '59 s', '1 min 00 s', '2 min 05 s']);
  });
});

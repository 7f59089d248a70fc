import { describe, expect, it } from 'vitest';
import { foregroundFor, inkOnWhite, luminance, themeVariables } from './theme';

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe('tenant theme', () => {
  it('sets the three colours and readable foregrounds', () => {
    const v = themeVariables({ primary: '#B91C1C', secondary: '#F59E0B', accent: '#0E7490' });
    expect(v['--primary']).toBe('#B91C1C');
    expect(v['--primary-foreground']).toBe('#ffffff');
    expect(v['--secondary-foreground']).toBe('#0f172a');
    for (const bg of ['#B91C1C', '#F59E0B', '#0E7490', '#25165C', '#6366F1', '#10B981', '#FFFFFF', '#000000']) {
      expect(contrast(bg, foregroundFor(bg)), bg).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('falls back to the defaults for bad values', () => {
    const v = themeVariables({ primary: 'red', secondary: '#6366F1', accent: '#10B981' });
    expect(v['--primary']).toBe('#25165C');
  });
  it('ink colours read on white', () => {
    for (const c of ['#6366F1', '#F59E0B', '#10B981', '#FFFF00'])
      expect(contrast(inkOnWhite(c), '#ffffff'), c).toBeGreaterThanOrEqual(4.5);
  });
});

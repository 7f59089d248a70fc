// @vitest-environment happy-dom
/** A cached result says so, instead of "(Live Website Scraped)" (visitor journey / security finding 10, docs/decisions/011). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { resultFixture } from '@/web/test/fixtures';
import { renderWithBrand } from '@/web/test/render';
import { Report } from './Report';
import { cachedResultLabel } from './CachedResultNotice';

afterEach(cleanup);
const props = {
  analysisId: 'a1',
  url: 'https://example.com/pricing',
  sessionId: null,
  locked: false,
  showPurchaseCard: false,
};

describe('cached result notice', () => {
  it('formats the time in the given locale, with the date when it is not from today', () => {
    const now = new Date(2026, 5, 3, 15, 30);
    expect(cachedResultLabel(new Date(2026, 5, 3, 12, 2).toISOString(), now, 'en-GB')).toBe('Result from 12:02');
    expect(cachedResultLabel(new Date(2026, 5, 3, 12, 2).toISOString(), now, 'en-US')).toBe('Result from 12:02 PM');
    expect(cachedResultLabel(new Date(2026, 5, 2, 23, 59).toISOString(), now, 'en-GB')).toBe(
      'Result from 2 Jun 2026, 23:59',
    );
    expect(cachedResultLabel(new Date(2026, 5, 3, 9, 5).toISOString(), now, 'de-DE')).toBe('Result from 09:05');
    expect(cachedResultLabel('not a date', now)).toBe('Result from an earlier analysis');
  });

  it('a live result keeps "(Live Website Scraped)"; a cached one shows its time and a button that analyses again', () => {
    renderWithBrand(<Report result={resultFixture} {...props} />);
    expect(screen.getByText('(Live Website Scraped)')).toBeTruthy();
    expect(screen.queryByTestId('cached-result')).toBeNull();
    cleanup();

    const again = vi.fn();
    renderWithBrand(
      <Report result={resultFixture} {...props} cachedFrom={new Date().toISOString()} onAnalyseAgain={again} />,
    );
    expect(screen.queryByText('(Live Website Scraped)')).toBeNull();
    expect(screen.getByTestId('cached-result').textContent).toMatch(/^Result from .+analyze again now$/);
    fireEvent.click(screen.getByTestId('analyze-again'));
    expect(again).toHaveBeenCalledTimes(1);
  });
});

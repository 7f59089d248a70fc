// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { brandFixture, lockedFixture, resultFixture } from '@/web/test/fixtures';
import { renderWithBrand } from '@/web/test/render';
import { pickScores } from '@/shared/analysis';
import { Report } from './Report';

afterEach(cleanup);

const props = { analysisId: 'a1', url: 'https://example.com/pricing', sessionId: null };

describe('Report', () => {
  it('renders the sections in the spec order', () => {
    renderWithBrand(<Report result={resultFixture} locked={false} showPurchaseCard={false} {...props} />);
    const order = [
      'This page is rendered with JavaScript',
      'Executive Summary',
      'Overall AI Visibility Score',
      'Optimization Impacts Summary',
      'Critical AI Visibility Red Flags Summary',
      'Report Unlocked!',
      'Quick Fixes (Non-Technical)',
      'Detailed Optimization Strategy',
      'Structured Data Analysis',
      'Metadata Analysis',
      'Content Visibility Assessment',
      'What AI Crawlers Can See',
      'Authority and Trust Signals',
      'Citation Potential Analysis',
    ];
    const text = screen.getByTestId('report').textContent ?? '';
    const positions = order.map((s) => text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('a result the engine judged with no red flag says so in the red-flag section', () => {
    const audit = {
      id: 'title-tag',
      category: 'aiLlmVisibility' as const,
      title: 'Title',
      failureTitle: 'No title',
      description: '',
      score: 1,
      scoreDisplayMode: 'numeric' as const,
      weight: 3,
      evidence: [],
      fix: null,
      errorMessage: null,
    };
    const judged = {
      ...resultFixture,
      redFlags: [],
      audits: [audit],
      isJavaScriptRendered: false,
      engines: resultFixture.engines.map((e) => ({ ...e, status: 'eligible' as const })),
    };
    renderWithBrand(<Report result={judged} locked={false} showPurchaseCard={false} {...props} />);
    expect(screen.getByTestId('no-red-flags').textContent).toMatch(
      /^None: nothing this analysis found keeps AI engines/,
    );
    expect(screen.queryAllByTestId('red-flag')).toHaveLength(0);
  });

  it('unlocked: shows detail, exports and the e-mail button, no purchase card', () => {
    renderWithBrand(<Report result={resultFixture} locked={false} showPurchaseCard={false} {...props} />);
    for (const name of ['Export MD', 'Export JSON', 'Copy Report', 'Print', 'Send Me the Report'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('Remove the Disallow rule for GPTBot in robots.txt.')).toBeTruthy();
    expect(screen.getByText('+6.5 pts')).toBeTruthy();
    expect(screen.queryAllByTestId('locked-block')).toHaveLength(0);
    expect(screen.queryByTestId('purchase-card')).toBeNull();
    // accordions open by default
    expect(screen.getByText('Add Organization schema')).toBeTruthy();
    // crawler table with the robots line and live status
    const crawlers = screen.getByTestId('crawler-access');
    expect(within(crawlers).getByText(/line 4: Disallow: \//)).toBeTruthy();
    expect(within(crawlers).getAllByText('HTTP 403').length).toBeGreaterThan(0);
    expect(
      within(screen.getByTestId('render-comparison')).getAllByText('Only after JavaScript').length,
    ).toBeGreaterThan(0);
    // status bands and points lost
    expect(within(screen.getByTestId('score-accessibility')).getByText('FIX NOW')).toBeTruthy();
    expect(within(screen.getByTestId('score-accessibility')).getByText(/12 pts lost/)).toBeTruthy();
    expect(within(screen.getByTestId('overall-score')).getByText('58.4')).toBeTruthy();
  });

  it('locked: red-flag titles visible, detail blurred behind a lock, Get Full Access with the price, purchase card', () => {
    renderWithBrand(<Report result={lockedFixture()} locked showPurchaseCard {...props} />);
    expect(screen.getByText('GPTBot is blocked by robots.txt')).toBeTruthy();
    expect(screen.queryByText('Remove the Disallow rule for GPTBot in robots.txt.')).toBeNull();
    expect(screen.getAllByTestId('locked-block').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByTestId('get-full-access').textContent).toContain('$24.95');
    expect(screen.getByRole('button', { name: /Unlock Full Report \(\$24\.95\)/ })).toBeTruthy();
    expect(screen.getByTestId('purchase-card').textContent).toContain('Get Your Complete AI Visibility Report');
    expect(screen.queryByText('Report Unlocked!')).toBeNull();
  });

  it('names the goal only when the analysis was run to keep content out of training', () => {
    renderWithBrand(<Report result={resultFixture} locked={false} showPurchaseCard={false} {...props} />);
    expect(screen.queryByTestId('analysis-goal')).toBeNull();
    cleanup();
    renderWithBrand(
      <Report
        result={{ ...resultFixture, intent: 'keep-out-of-training' }}
        locked={false}
        showPurchaseCard={false}
        {...props}
      />,
    );
    expect(screen.getByTestId('analysis-goal').textContent).toContain('keep content out of model training');
    // The refused training crawler (GPTBot) is the owner's choice, not a blocked agent.
    const crawlers = screen.getByTestId('crawler-access');
    expect(crawlers.textContent).toContain(
      '1 training agent is refused, as you intended. Every other AI agent we checked can reach this page.',
    );
    expect(within(crawlers).getAllByText('Disallowed, as intended').length).toBeGreaterThan(0);
    cleanup();
    renderWithBrand(
      <Report result={{ ...lockedFixture(), intent: 'keep-out-of-training' }} locked showPurchaseCard {...props} />,
    );
    expect(screen.getByTestId('analysis-goal')).toBeTruthy();
  });

  it('partial analysis banner is coloured by failure type', () => {
    for (const [failureType, variant] of [
      ['bot_protection', 'destructive'],
      ['javascript', 'warning'],
      ['timeout', 'orange'],
      ['too_complex', 'orange'],
    ] as const) {
      const r = {
        ...resultFixture,
        isPartialAnalysis: true,
        isFailureReport: true,
        status: 'access_blocked' as const,
        failureType,
      };
      renderWithBrand(<Report result={r} locked={false} showPurchaseCard={false} {...props} />);
      expect(screen.getByTestId('partial-banner').getAttribute('data-variant')).toBe(variant);
      expect(within(screen.getByTestId('overall-score')).getByText('ACCESS BLOCKED')).toBeTruthy();
      cleanup();
    }
  });

  it("the payment dialog's button names the price of what it unlocks: single page, multi-page, comparison", () => {
    const gb = {
      ...brandFixture,
      locale: 'en-GB' as const,
      pricing: [
        { productType: 'single_page' as const, price: 1995, currency: 'GBP' },
        { productType: 'multi_page' as const, price: 6995, currency: 'GBP' },
        { productType: 'competitor_compare' as const, price: 3900, currency: 'GBP' },
      ],
    };
    const unlockButton = () => screen.getByTestId('report-dialog-button').textContent;
    renderWithBrand(<Report result={lockedFixture()} locked showPurchaseCard={false} {...props} />, gb);
    expect(unlockButton()).toBe('Unlock Full Report (£19.95)');
    cleanup();
    const page = { ...resultFixture.pageDetails, title: null, status: 'completed' as const, error: null };
    const pages = [
      { ...page, ...pickScores(resultFixture), url: 'https://example.com/' },
      { ...page, ...pickScores(resultFixture), url: 'https://example.com/about' },
    ];
    renderWithBrand(<Report result={{ ...lockedFixture(), pages }} locked showPurchaseCard={false} {...props} />, gb);
    expect(unlockButton()).toBe('Unlock Full Report (£69.95)');
    expect(screen.getByTestId('get-full-access').textContent).toContain('£69.95');
    cleanup();
    renderWithBrand(
      <Report result={lockedFixture()} locked showPurchaseCard={false} comparison={() => null} {...props} />,
      gb,
    );
    expect(unlockButton()).toBe('Unlock Full Report (£39.00)');
  });

  it('prices follow the tenant locale', () => {
    const gb = {
      ...brandFixture,
      locale: 'en-GB' as const,
      pricing: [{ productType: 'single_page' as const, price: 1995, currency: 'GBP' }],
    };
    renderWithBrand(<Report result={lockedFixture()} locked showPurchaseCard {...props} />, gb);
    expect(screen.getByTestId('get-full-access').textContent).toContain('£19.95');
    expect(screen.getByRole('button', { name: /Unlock Full Report \(£19\.95\)/ })).toBeTruthy();
    expect(screen.getByTestId('purchase-card').textContent).toContain(
      'Multi-page (up to 10 pages) · Price not available',
    );
  });
});

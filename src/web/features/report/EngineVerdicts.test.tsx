// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { lockedFixture, resultFixture } from '@/web/test/fixtures';
import { EngineVerdicts } from './EngineVerdicts';

afterEach(cleanup);

describe('verdict per AI engine', () => {
  it('unlocked: each engine with its status, the rule that decided it and the vendor documentation', () => {
    render(<EngineVerdicts engines={resultFixture.engines} locked={false} />);
    const card = screen.getByTestId('engine-verdicts');
    expect(card.textContent).toContain('2 of 8 engines cannot use this page.');
    const chatgpt = card.querySelector('[data-engine="chatgpt-search"]') as HTMLElement;
    expect(chatgpt.dataset.status).toBe('blocked');
    expect(within(chatgpt).getByText('Blocked')).toBeTruthy();
    expect(chatgpt.textContent).toContain('robots.txt disallows OAI-SearchBot.');
    expect(chatgpt.textContent).toContain('robots.txt line 4: Disallow: / (User-agent: OAI-SearchBot)');
    expect(within(chatgpt).getByRole('link', { name: 'Vendor documentation' }).getAttribute('href')).toBe(
      'https://developers.openai.com/api/docs/bots',
    );
  });
  it('locked: statuses only, and what unlocking shows', () => {
    render(<EngineVerdicts engines={lockedFixture().engines} locked />);
    const card = screen.getByTestId('engine-verdicts');
    expect(
      within(card.querySelector('[data-engine="perplexity-search"]') as HTMLElement).getByText('Blocked'),
    ).toBeTruthy();
    expect(card.textContent).not.toContain('PerplexityBot');
    expect(card.textContent).toContain('Unlock the full report to see the rule that decided each verdict');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { resultFixture } from '@/web/test/fixtures';
import { diffResults, withheldDetails } from '@/shared/result-diff';
import type { AnalysisResult } from '@/shared/analysis';
import { WhatChanged } from './WhatChanged';

afterEach(cleanup);

/** The fixture again a week later with GPTBot allowed, ClaudeBot blocked and a noindex gate. */
function changed(): ReturnType<typeof diffResults> {
  const later: AnalysisResult = structuredClone(resultFixture);
  later.analyzedAt = '2026-11-08T10:00:00.000Z';
  later.overallScore = resultFixture.overallScore - 12;
  later.crawlerAccess.agents = later.crawlerAccess.agents.map((a) => ({
    ...a,
    blocked: a.agent === 'ClaudeBot',
  }));
  later.gates = [
    {
      id: 'noindex',
      title: 'The page is marked noindex',
      consequence: '',
      evidence: [],
      cap: 25,
      share: 1,
      source: '',
    },
  ];
  return diffResults({ ...resultFixture, analyzedAt: '2026-11-01T10:00:00.000Z' }, later);
}

describe('WhatChanged', () => {
  it('names what changed when the report is open', () => {
    render(<WhatChanged changes={changed()} locked={false} />);
    const block = screen.getByTestId('what-changed');
    expect(block.textContent).toContain('AI agents newly blocked');
    expect(block.textContent).toContain('ClaudeBot (Anthropic)');
    expect(block.textContent).toContain('AI agents allowed again');
    expect(block.textContent).toContain('GPTBot (OpenAI)');
    expect(block.textContent).toContain('The page is marked noindex (score capped at 25)');
    expect(screen.getByLabelText('Score changes').textContent).toContain('Overall −12');
    expect(block.querySelectorAll('time')).toHaveLength(2);
  });

  it('says only how many when locked', () => {
    render(<WhatChanged changes={withheldDetails(changed())} locked />);
    expect(screen.getByTestId('what-changed-locked').textContent).toBe(
      '1 AI agent newly blocked, 1 AI agent allowed again, 1 gate appeared. Which ones, and why, is part of the full report.',
    );
    expect(screen.getByTestId('what-changed').textContent).not.toContain('ClaudeBot');
  });

  it('says when nothing but the scores changed', () => {
    const same = diffResults(resultFixture, resultFixture);
    render(<WhatChanged changes={same} locked={false} />);
    expect(screen.getByText('No audit, AI agent, gate or engine verdict changed.')).toBeTruthy();
  });
});

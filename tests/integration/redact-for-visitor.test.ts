import { describe, expect, it } from 'vitest';
import { AnalysisResultSchema } from '@/shared/analysis';
import { redactForVisitor, isFailureResult } from '@/server/services/access';
import { sampleResult, SECRET_MARKERS } from '../helpers/access-fixtures';

describe('redactForVisitor', () => {
  it('keeps the result schema-valid and removes every locked detail', () => {
    const full = sampleResult();
    const locked = redactForVisitor(full);
    expect(AnalysisResultSchema.safeParse(locked).success).toBe(true);
    const text = JSON.stringify(locked);
    for (const marker of SECRET_MARKERS) expect(text).not.toContain(marker);
  });

  it('keeps scores, red-flag titles and severities, impact titles with points, audit titles and scores', () => {
    const locked = redactForVisitor(sampleResult());
    expect(locked).toMatchObject({
      overallScore: 61.4,
      aiLlmVisibilityScore: 55,
      techScore: 80,
      contentScore: 62,
      accessibilityScore: 70,
      authorityScore: 48,
      status: 'completed',
    });
    expect(locked.redFlags).toEqual([
      { title: 'Missing llms.txt', severity: 'high', description: '', impact: '' },
      'No structured data',
    ]);
    expect(locked.optimizationImpacts).toEqual([
      {
        title: 'Add structured data',
        category: 'AI/LLM Visibility',
        scoreIncrease: 6.2,
        description: '',
        currentIssue: '',
        solution: '',
      },
    ]);
    expect(locked.recommendations).toEqual({ quickFixes: [], high: [], medium: [], low: [] });
    expect(locked.narrativeReport).toBe('');
    expect(locked.audits[0]).toMatchObject({
      id: 'llms-txt',
      title: 'Has llms.txt',
      score: 0,
      evidence: [],
      fix: null,
    });
    // The typed facts are locked exactly as the evidence is.
    expect(locked.audits[0]).toMatchObject({ numericValue: null, numericUnit: null, details: null });
    expect(locked.crawlerAccess.agents[0]).toMatchObject({
      agent: 'GPTBot',
      blocked: true,
      robots: { verdict: 'disallowed', matchedLine: null },
    });
    expect(locked.pageDetails.title).toBe('Example Domain');
  });

  it('keeps the goal the analysis was run for (docs/decisions/016)', () => {
    expect(redactForVisitor(sampleResult({ intent: 'keep-out-of-training' })).intent).toBe('keep-out-of-training');
    expect(redactForVisitor(sampleResult()).intent).toBeUndefined();
  });

  it('recognises failure and access-blocked reports', () => {
    expect(isFailureResult(sampleResult({ isFailureReport: true }))).toBe(true);
    expect(isFailureResult(sampleResult({ status: 'access_blocked' }))).toBe(true);
    expect(isFailureResult(sampleResult())).toBe(false);
    expect(isFailureResult(null)).toBe(false);
  });
});

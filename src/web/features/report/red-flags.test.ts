import { describe, expect, it } from 'vitest';
import { resultFixture } from '@/web/test/fixtures';
import { capFlags, NO_RED_FLAGS, noRedFlagFound, redFlagsFor, titleFromImpact } from '@/shared/red-flags';
import { toMarkdown } from '@/shared/report-markdown';
import type { AuditResult } from '@/shared/analysis';

/** One audit the engine scored: the result carries its own judgement of what is a red flag. */
const scoredAudit: AuditResult = {
  id: 'structured-data',
  category: 'aiLlmVisibility',
  title: 'Structured data is valid',
  failureTitle: 'The page has no structured data',
  description: '',
  score: 0,
  scoreDisplayMode: 'numeric',
  weight: 2,
  evidence: [],
  fix: null,
  errorMessage: null,
};

describe('red-flag fallback', () => {
  it('uses supplied flags, normalising strings', () => {
    const flags = redFlagsFor({ ...resultFixture, redFlags: ['Your meta description is missing'] });
    expect(flags).toEqual([
      {
        title: 'Missing or Weak Meta Description',
        description: 'Your meta description is missing',
        severity: 'high',
        impact: 'Your meta description is missing',
      },
    ]);
  });

  it('keeps critical flags first and caps the list at 4', () => {
    const mk = (title: string, severity: 'critical' | 'high' | 'medium') => ({
      title,
      description: '',
      severity,
      impact: '',
    });
    const out = capFlags([
      mk('m1', 'medium'),
      mk('h1', 'high'),
      mk('c1', 'critical'),
      mk('h2', 'high'),
      mk('m2', 'medium'),
      mk('c2', 'critical'),
    ]);
    expect(out.map((f) => f.title)).toEqual(['c1', 'c2', 'h1', 'h2']);
  });

  it('parses flags from the narrative when none are supplied', () => {
    const narrative =
      'Summary.\n\nCritical issues:\n- GPTBot is blocked by robots.txt\n- No structured data on the page\n\n## Next\n- not a flag';
    const flags = redFlagsFor({ ...resultFixture, redFlags: [], narrativeReport: narrative });
    expect(flags.map((f) => f.title)).toEqual(['AI Visibility Issue', 'Missing Structured Data']);
    expect(flags[0].severity).toBe('critical');
  });

  it('generates flags from low scores at the spec thresholds', () => {
    const base = { ...resultFixture, redFlags: [], narrativeReport: '', optimizationImpacts: [] };
    const none = redFlagsFor({
      ...base,
      aiLlmVisibilityScore: 90,
      techScore: 80,
      contentScore: 85,
      accessibilityScore: 75,
    });
    expect(none).toEqual([]);
    const all = redFlagsFor({
      ...base,
      aiLlmVisibilityScore: 89,
      techScore: 79,
      contentScore: 84,
      accessibilityScore: 30,
    });
    expect(all).toHaveLength(4);
    expect(all[0].severity).toBe('critical'); // accessibility 30 is critical and kept first
  });

  it('derives titles from impact keywords', () => {
    expect(titleFromImpact('Add an llms.txt file')).toBe('No llms.txt File for AI Assistants');
    expect(titleFromImpact('Images lack alt text')).toBe('Images Missing Alt Text');
    expect(titleFromImpact('Add an FAQ section')).toBe('No FAQ Content for AI Answers');
    expect(titleFromImpact('Slow loading hurts crawling')).toBe('Slow Loading Performance');
    expect(titleFromImpact('Content is outdated')).toBe('Outdated or Undated Content');
    expect(titleFromImpact('Something else')).toBe('AI Visibility Issue');
  });

  it('a result the engine judged with no red flag: none are made up from its scores, and the report says so (decision 148)', () => {
    const judged = {
      ...resultFixture,
      redFlags: [],
      narrativeReport: 'Critical issues:\n- No structured data on the page',
      aiLlmVisibilityScore: 30,
      techScore: 50,
      isJavaScriptRendered: false,
      engines: resultFixture.engines.map((e) => ({ ...e, status: 'eligible' as const })),
      audits: [scoredAudit],
    };
    expect(redFlagsFor(judged)).toEqual([]);
    expect(noRedFlagFound(judged)).toBe(true);
    expect(toMarkdown(judged, 'GetSeen')).toContain(`## Critical AI Visibility Red Flags\n\n${NO_RED_FLAGS}`);
    // Not said where something the flags do not carry keeps an engine out, or the analysis is not whole.
    const blocked = { ...judged, engines: resultFixture.engines };
    expect(redFlagsFor(blocked)).toEqual([]);
    expect(noRedFlagFound(blocked)).toBe(false);
    expect(toMarkdown(blocked, 'GetSeen')).not.toContain(NO_RED_FLAGS);
    expect(noRedFlagFound({ ...judged, isJavaScriptRendered: true })).toBe(false);
    expect(noRedFlagFound({ ...judged, status: 'partial' })).toBe(false);
    // A result without scored audits (an older engine's) still gets the fallback.
    expect(redFlagsFor({ ...judged, audits: [] }).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { resultFixture } from '@/web/test/fixtures';
import type { AnalysisResult, AuditResult, Gate } from './analysis';
import { diffResults, hasChanges, resultDiffSchema, withheldDetails } from './result-diff';

const audit = (id: string, score: number | null, mode: AuditResult['scoreDisplayMode'] = 'numeric'): AuditResult => ({
  id,
  category: 'technical',
  title: `${id} passes`,
  failureTitle: `${id} fails`,
  description: '',
  score,
  scoreDisplayMode: mode,
  weight: 1,
  evidence: [],
  fix: null,
  errorMessage: null,
});
const gate = (id: Gate['id'], cap: number): Gate => ({
  id,
  title: `gate ${id}`,
  consequence: '',
  evidence: [],
  cap,
  share: 1,
  source: '',
});

/** The fixture, its audits, gates and agents' blocked state replaced. */
function result(
  over: Partial<AnalysisResult> & { blockedAgents?: string[] } = {},
  analyzedAt = '2026-11-01T10:00:00.000Z',
): AnalysisResult {
  const { blockedAgents, ...rest } = over;
  const r = structuredClone(resultFixture);
  if (blockedAgents)
    r.crawlerAccess.agents = r.crawlerAccess.agents.map((a) => ({ ...a, blocked: blockedAgents.includes(a.agent) }));
  return { ...r, analyzedAt, ...rest };
}

describe('diffResults', () => {
  it('finds nothing between a result and itself, and still reports the scores with zero deltas', () => {
    const r = result({ audits: [audit('https', 1)], gates: [gate('noindex', 25)] });
    const d = diffResults(r, structuredClone(r));
    expect(hasChanges(d)).toBe(false);
    expect(d.scores.map((s) => s.field)).toEqual([
      'overallScore',
      'aiLlmVisibilityScore',
      'techScore',
      'contentScore',
      'accessibilityScore',
      'authorityScore',
    ]);
    expect(d.scores.every((s) => s.delta === 0)).toBe(true);
    expect(resultDiffSchema.parse(d)).toEqual(d);
  });

  it('names audits that flipped between passed and failed, and nothing that only moved within failing', () => {
    const before = result({
      audits: [audit('https', 0), audit('title-tag', 1), audit('readability', 0.4), audit('llms-txt', 1)],
    });
    const after = result({
      audits: [audit('https', 1), audit('title-tag', 0.5), audit('readability', 0.8), audit('llms-txt', 1)],
    });
    const d = diffResults(before, after);
    expect(d.audits.fixed).toEqual([
      { id: 'https', category: 'technical', title: 'https passes', failureTitle: 'https fails' },
    ]);
    expect(d.audits.broken.map((a) => a.id)).toEqual(['title-tag']);
    expect(d.counts).toMatchObject({ auditsFixed: 1, auditsBroken: 1 });
  });

  it('ignores audits that were not applicable, errored, or exist on one side only', () => {
    const before = result({ audits: [audit('hreflang', null, 'notApplicable'), audit('page-speed', 0, 'error')] });
    const after = result({ audits: [audit('hreflang', 1), audit('page-speed', 1), audit('new-audit', 0)] });
    const d = diffResults(before, after);
    expect(d.audits).toEqual({ fixed: [], broken: [] });
  });

  it('names agents newly blocked and newly allowed, from the crawler access', () => {
    const before = result({ blockedAgents: ['GPTBot'] });
    const after = result({ blockedAgents: ['ClaudeBot', 'PerplexityBot'] });
    const d = diffResults(before, after);
    expect(d.agents.blocked.map((a) => a.agent)).toEqual(['ClaudeBot', 'PerplexityBot']);
    expect(d.agents.allowed).toEqual([{ agent: 'GPTBot', provider: 'OpenAI', purpose: 'training' }]);
  });

  it('does not call an agent new when the earlier result did not check it', () => {
    const before = result({ blockedAgents: [] });
    before.crawlerAccess.agents = before.crawlerAccess.agents.filter((a) => a.agent !== 'ClaudeBot');
    const d = diffResults(before, result({ blockedAgents: ['ClaudeBot'] }));
    expect(d.agents.blocked).toEqual([]);
  });

  it('lists gates that appeared and gates that cleared', () => {
    const d = diffResults(
      result({ gates: [gate('robots-ai-agents', 40), gate('nosnippet', 60)] }),
      result({ gates: [gate('noindex', 25), gate('nosnippet', 60)] }),
    );
    expect(d.gates.appeared).toEqual([{ id: 'noindex', title: 'gate noindex', cap: 25 }]);
    expect(d.gates.cleared).toEqual([{ id: 'robots-ai-agents', title: 'gate robots-ai-agents', cap: 40 }]);
  });

  it('lists engine verdicts whose status changed', () => {
    const before = result();
    const after = result();
    after.engines = after.engines.map((e) => (e.engine === 'gemini' ? { ...e, status: 'blocked' } : e));
    const was = before.engines.find((e) => e.engine === 'gemini')!.status;
    expect(diffResults(before, after).engines).toEqual([
      { engine: 'gemini', name: after.engines.find((e) => e.engine === 'gemini')!.name, before: was, after: 'blocked' },
    ]);
  });

  it('gives score deltas to one decimal and the two dates', () => {
    const d = diffResults(
      result({ overallScore: 58.4, techScore: 81 }, '2026-11-01T10:00:00.000Z'),
      result({ overallScore: 61.65, techScore: 70 }, '2026-11-20T08:30:00.000Z'),
    );
    expect(d.previousAt).toBe('2026-11-01T10:00:00.000Z');
    expect(d.currentAt).toBe('2026-11-20T08:30:00.000Z');
    expect(d.scores[0]).toEqual({ field: 'overallScore', before: 58.4, after: 61.65, delta: 3.3 });
    expect(d.scores.find((s) => s.field === 'techScore')!.delta).toBe(-11);
  });

  it('reads results of older engines that lack audits, gates, engines or crawler access', () => {
    const old = { ...result(), audits: undefined, gates: undefined, engines: undefined, crawlerAccess: undefined };
    const d = diffResults(old, result({ gates: [gate('noindex', 25)] }));
    expect(d.gates.appeared.map((g) => g.id)).toEqual(['noindex']);
    expect(d.agents).toEqual({ blocked: [], allowed: [] });
  });
});

describe('withheldDetails', () => {
  it('keeps the dates, scores and counts and empties every list', () => {
    const d = diffResults(
      result({ audits: [audit('https', 0)], blockedAgents: [], gates: [] }),
      result({ audits: [audit('https', 1)], blockedAgents: ['GPTBot'], gates: [gate('noindex', 25)] }),
    );
    const w = withheldDetails(d);
    expect(w.counts).toEqual(d.counts);
    expect(w.scores).toEqual(d.scores);
    expect(w.counts).toMatchObject({ auditsFixed: 1, agentsBlocked: 1, gatesAppeared: 1 });
    expect(JSON.stringify(w)).not.toMatch(/https passes|GPTBot|gate noindex/);
    expect(hasChanges(w)).toBe(true);
  });
});

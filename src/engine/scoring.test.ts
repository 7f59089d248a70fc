import { describe, expect, it } from 'vitest';
import { FULL_EVIDENCE_MASS, gainIfPassed, scoreAudits, type ScorableAudit } from './scoring';
import {
  statusBand,
  pointsLost,
  contentVisibilityLabel,
  citationLabel,
  cardColourBand,
  overallFromCategories,
  formatOverallScore,
} from '@/shared/scoring-bands';
import { buildRedFlags, buildImpacts, buildRecommendations, withGains } from './report';
import { llmNarrative, templateNarrative } from './narrative';
import { AUDIT_CONFIG } from './config';
import type { Gate } from '@/shared/analysis';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

describe('scoring', () => {
  const audits: ScorableAudit[] = [
    { id: 'a', category: 'content', score: 1, weight: 6 },
    { id: 'b', category: 'content', score: 0, weight: 4 },
    { id: 'c', category: 'content', score: null, weight: 5 },
    { id: 'd', category: 'technical', score: 0.5, weight: 10 },
    {
      id: 'e',
      category: 'accessibility',
      score: 1,
      weight: 10,
      penalty: { category: 'accessibility', points: 25, reason: 'robots' },
    },
  ];
  it('category scores are weighted means; not-applicable weighs 0; penalties subtract', () => {
    const s = scoreAudits(audits);
    expect(s.categories.content).toBe(60);
    expect(s.categories.technical).toBe(50);
    expect(s.categories.accessibility).toBe(75);
    // 0.2*100 + 0.1*50 + 0.25*60 + 0.2*75 + 0.25*100 = 20 + 5 + 15 + 15 + 25
    expect(s.overall).toBe(80);
  });
  it('a category with no evidence loses nothing; one with little evidence moves only by its share of FULL_EVIDENCE_MASS', () => {
    expect(scoreAudits(audits).categories.authority).toBe(100);
    const grade = (score: number) =>
      scoreAudits([{ id: 'org', category: 'authority', score, weight: 1.5 }]).categories.authority;
    expect(FULL_EVIDENCE_MASS).toBe(10);
    expect(grade(1)).toBe(100);
    expect(grade(0)).toBe(85); // a failed grade-B audit (base 3 x 0.5) costs 15 category points, 3.75 overall
    expect(scoreAudits([{ id: 'x', category: 'authority', score: 0, weight: 12 }]).categories.authority).toBe(0);
  });
  it('gain is the real overall difference from re-scoring as if the audit passed', () => {
    expect(gainIfPassed(audits, 'b')).toBe(10); // content 60 → 100: overall 80 → 90
    expect(gainIfPassed(audits, 'e')).toBe(5); // penalty removed: accessibility 75 → 100
    expect(gainIfPassed(audits, 'a')).toBe(0);
  });
  it('overall uses the spec weights and one decimal', () => {
    expect(
      overallFromCategories({ aiLlmVisibility: 100, technical: 0, content: 0, accessibility: 0, authority: 0 }),
    ).toBe(20);
    expect(
      overallFromCategories({ aiLlmVisibility: 33, technical: 77, content: 51, accessibility: 12, authority: 99 }),
    ).toBe(54.2);
    expect(formatOverallScore(52.25)).toBe('52.3');
  });
});

describe('bands and labels (visitor.md 4, 5, 9)', () => {
  it('status bands', () => {
    expect(statusBand(70)).toBe('OPTIMIZED');
    expect(statusBand(69.9)).toBe('IMPROVE');
    expect(statusBand(40)).toBe('IMPROVE');
    expect(statusBand(39)).toBe('FIX NOW');
    expect(statusBand(95, true)).toBe('ACCESS BLOCKED');
  });
  it('points lost = round((100 - score) x weight)', () => {
    expect(pointsLost(50, 'aiLlmVisibility')).toBe(10);
    expect(pointsLost(73, 'technical')).toBe(3);
    expect(pointsLost(0, 'content')).toBe(25);
  });
  it('labels and card colours', () => {
    expect([95, 90, 89, 70, 69].map(contentVisibilityLabel)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Needs Improvement',
    ]);
    expect([80, 79, 60, 59].map(citationLabel)).toEqual(['High', 'Medium', 'Medium', 'Low']);
    expect([100, 80, 79, 60, 40, 20, 19, 0].map(cardColourBand)).toEqual([4, 4, 3, 3, 2, 1, 0, 0]);
  });
});

function fakeAudits() {
  return AUDIT_CONFIG.map(({ audit, weight }, i) => ({
    id: audit.id,
    category: audit.category,
    title: audit.title,
    failureTitle: audit.failureTitle,
    description: audit.description,
    weight,
    score: i % 3 === 0 ? 0 : i % 3 === 1 ? 0.5 : 1,
    scoreDisplayMode: 'numeric' as const,
    evidence: [{ label: 'x', value: String(i) }],
    fix: audit.fix,
    errorMessage: null,
    critical: i < 12 && i % 3 === 0,
    penalty: null,
  }));
}

/** The narrative's input for a page at e.com with these audits, no failure, no render note. */
const narrativeInput = (
  scored: ReturnType<typeof withGains>['scored'],
  summary: ReturnType<typeof withGains>['summary'],
) => ({
  url: 'https://e.com/',
  title: 'E',
  summary,
  audits: scored,
  impacts: buildImpacts(scored),
  failureType: null,
  accessBlocked: false,
  isJavaScriptRendered: false,
  renderNote: null,
});

describe('report', () => {
  const { scored, summary } = withGains(fakeAudits());
  it('red flags: at most 4, critical first and always kept', () => {
    const flags = buildRedFlags(scored);
    expect(flags.length).toBe(4);
    expect(flags.filter((f) => f.severity === 'critical').length).toBe(4);
  });
  it('impacts are sorted real gains that match re-scoring', () => {
    const impacts = buildImpacts(scored);
    expect(impacts.length).toBeGreaterThan(0);
    for (let i = 1; i < impacts.length; i++)
      expect(impacts[i - 1].scoreIncrease).toBeGreaterThanOrEqual(impacts[i].scoreIncrease);
    const first = scored.find((a) => a.id === impacts[0].auditId)!;
    expect(impacts[0].scoreIncrease).toBe(first.gain);
    expect(impacts[0].timeframe).toMatch(/days/);
  });
  it('recommendations carry step-by-step instructions and quick fixes are flagged ones', () => {
    const r = buildRecommendations(scored);
    const all = [...r.quickFixes, ...r.high, ...r.medium, ...r.low];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((x) => x.stepByStep.length > 0)).toBe(true);
    const quick = new Set(AUDIT_CONFIG.filter((c) => c.quickFix).map((c) => c.audit.id));
    expect(r.quickFixes.every((x) => quick.has(x.auditId!))).toBe(true);
  });
  it('narrative is deterministic', () => {
    const input = { ...narrativeInput(scored, summary), isJavaScriptRendered: true };
    expect(templateNarrative(input)).toBe(templateNarrative(input));
    expect(templateNarrative(input)).toContain('JavaScript');
    expect(templateNarrative(input).split('\n\n').length).toBeGreaterThan(2);
  });
});

describe('a category in the fix-now band on a readable page (decision 110)', () => {
  const onlyVisibilityFails = fakeAudits().map((a) => ({
    ...a,
    critical: false,
    score: a.category === 'aiLlmVisibility' ? 0 : 1,
  }));
  const { scored, summary } = withGains(onlyVisibilityFails);
  const narrative = (gates: Gate[] = []) => templateNarrative({ ...narrativeInput(scored, summary), gates });
  it('says what the category lacks, by its findings, and that none of it keeps engines from the page', () => {
    expect(summary.categories.aiLlmVisibility).toBeLessThan(40);
    const text = narrative();
    expect(text).toContain('AI/LLM Visibility is low for what helps engines understand, trust or present the page');
    const first = scored.filter((a) => a.score === 0).sort((x, y) => y.gain - x.gain)[0];
    expect(text).toContain(`("${first.failureTitle}"; `);
    expect(text).toContain('none of it keeps them from reading the page');
  });
  it('says nothing of the kind where a gate keeps the page out', () => {
    const gate = { id: 'noindex', title: 'The page is marked noindex.', consequence: 'Out.', cap: 25, evidence: [] };
    expect(narrative([gate as unknown as Gate])).not.toContain('none of it keeps them');
  });
});

describe('LLM narrative against a local OpenAI-compatible fake', () => {
  it('uses the model text, and returns null (template fallback) on errors', async () => {
    const seen: { auth?: string; body?: { model: string; messages: unknown[] } }[] = [];
    let mode: 'ok' | 'fail' | 'garbage' = 'ok';
    const srv = http.createServer((req, res) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body: JSON.parse(b) });
        if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
        if (mode === 'fail') return res.writeHead(500).end('boom');
        if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"nope":1}');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: 'assistant',
                  content:
                    'The site is in decent shape for AI search.\n\nFix the robots.txt first, then add structured data.',
                },
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const baseUrl = `http://127.0.0.1:${(srv.address() as AddressInfo).port}/v1`;
    const { scored, summary } = withGains(fakeAudits());
    const input = {
      url: 'https://e.com/',
      title: null,
      summary,
      audits: scored,
      impacts: [],
      failureType: null,
      accessBlocked: false,
      isJavaScriptRendered: false,
      renderNote: null,
    };
    try {
      const text = await llmNarrative(input, { baseUrl, apiKey: 'k', model: 'm' });
      expect(text).toContain('decent shape');
      expect(seen[0].auth).toBe('Bearer k');
      expect(seen[0].body?.model).toBe('m');
      mode = 'fail';
      expect(await llmNarrative(input, { baseUrl, apiKey: 'k', model: 'm' })).toBeNull();
      mode = 'garbage';
      expect(await llmNarrative(input, { baseUrl, apiKey: 'k', model: 'm' })).toBeNull();
      expect(
        await llmNarrative(input, { baseUrl: 'http://127.0.0.1:1', apiKey: 'k', model: 'm', timeoutMs: 2000 }),
      ).toBeNull();
    } finally {
      srv.close();
    }
  });
});

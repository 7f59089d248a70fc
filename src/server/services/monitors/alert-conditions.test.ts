import { describe, expect, it } from 'vitest';
import { sampleResult } from '../../../../tests/helpers/access-fixtures';
import type { MonitorSnapshot } from '@/shared/monitors-api';
import { changesWorthAlerting, snapshotOf } from './alert-conditions';

const base: MonitorSnapshot = {
  analysisId: 'a1',
  score: 72,
  failure: null,
  blockedAgents: [],
  noindex: false,
  gates: [],
  gateTitles: {},
};
const kinds = (before: MonitorSnapshot | null, after: MonitorSnapshot, threshold = 10) =>
  changesWorthAlerting(before, after, threshold).map((c) => c.kind);

describe('monitor alert conditions', () => {
  it('reads a result: answer crawlers blocked (training ones are not counted), noindex, gates, score', () => {
    const result = sampleResult();
    result.crawlerAccess.agents.push({
      ...result.crawlerAccess.agents[0],
      agent: 'OAI-SearchBot',
      purpose: 'ai-search',
    });
    result.crawlerAccess.directives.noindex = true;
    result.gates = [
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
    const s = snapshotOf({ id: 'x', status: 'completed', results: result, error: null });
    expect(s).toMatchObject({ score: 61.4, failure: null, blockedAgents: ['OAI-SearchBot'], noindex: true });
    expect(s.gates).toEqual(['noindex']);
  });

  it('reads a failed analysis or a failure report as failing', () => {
    expect(snapshotOf({ id: 'x', status: 'failed', results: null, error: 'ECONNREFUSED' }).failure).toContain(
      'ECONNREFUSED',
    );
    const report = sampleResult({ isFailureReport: true, status: 'access_blocked', failureType: 'http_error' });
    expect(snapshotOf({ id: 'x', status: 'completed', results: report, error: null }).failure).toBe(
      'The page answers with an HTTP error',
    );
  });

  it('alerts nothing on the first run and nothing when nothing got worse', () => {
    expect(kinds(null, { ...base, failure: 'down' })).toEqual([]);
    expect(kinds(base, base)).toEqual([]);
    expect(kinds(base, { ...base, score: 80 })).toEqual([]);
    // Getting better alerts nothing either.
    expect(kinds({ ...base, blockedAgents: ['PerplexityBot'], noindex: true }, base)).toEqual([]);
  });

  it('alerts each way a page can get worse', () => {
    expect(kinds(base, { ...base, blockedAgents: ['OAI-SearchBot'] })).toEqual(['agents-blocked']);
    expect(kinds(base, { ...base, noindex: true, gates: ['noindex'] })).toEqual(['noindex']);
    expect(kinds(base, { ...base, failure: 'The page answers with an HTTP error', gates: ['http-error'] })).toEqual([
      'failing',
    ]);
    expect(kinds(base, { ...base, gates: ['nosnippet'], gateTitles: { nosnippet: 'nosnippet' } })).toEqual(['gate']);
  });

  it("alerts a score drop of at least the monitor's threshold", () => {
    expect(kinds(base, { ...base, score: 62.1 })).toEqual([]);
    expect(kinds(base, { ...base, score: 62 })).toEqual(['score-drop']);
    expect(kinds(base, { ...base, score: 67 }, 5)).toEqual(['score-drop']);
    const [drop] = changesWorthAlerting(base, { ...base, score: 50 }, 10);
    expect(drop).toMatchObject({ before: '72', after: '50', title: 'The overall score fell by 22 points' });
  });
});

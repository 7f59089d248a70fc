import { AnalysisResultSchema, type AnalysisResult, type FailureType } from '@/shared/analysis';
import { ANSWER_PURPOSES } from '@/shared/crawler-access';
import type { MonitorSnapshot } from '@/shared/monitors-api';

/**
 * The alert conditions of a monitor (docs/decisions/022), small and pure: what a run saw (snapshotOf)
 * and what got worse since the run before (changesWorthAlerting). Only changes for the worse alert;
 * a first run is the baseline and alerts nothing.
 */

/** What an analysis row offers: its status, result, and error when it failed. */
interface FinishedAnalysis {
  id: string;
  status: string;
  results: unknown;
  error: string | null;
}

const FAILURE_WORDS: Record<FailureType, string> = {
  http_error: 'The page answers with an HTTP error',
  bot_protection: 'Bot protection stops crawlers from reading the page',
  timeout: 'The page did not load in time',
  too_complex: 'The page is too complex to read',
  javascript: 'The page shows its content only with JavaScript',
};

function failureOf(r: AnalysisResult): string | null {
  if (!r.isFailureReport && r.status !== 'access_blocked') return null;
  return r.failureType ? FAILURE_WORDS[r.failureType] : 'The page could not be read';
}

/** The part of a finished analysis the alert conditions compare. */
export function snapshotOf(analysis: FinishedAnalysis): MonitorSnapshot {
  const parsed = analysis.status === 'completed' ? AnalysisResultSchema.safeParse(analysis.results) : undefined;
  if (!parsed?.success)
    return {
      analysisId: analysis.id,
      score: null,
      failure: analysis.error ? `The page could not be analysed (${analysis.error})` : 'The page could not be analysed',
      blockedAgents: [],
      noindex: false,
      gates: [],
      gateTitles: {},
    };
  const r = parsed.data;
  const blocked = r.crawlerAccess.agents.filter((a) => a.blocked && ANSWER_PURPOSES.includes(a.purpose));
  return {
    analysisId: analysis.id,
    score: Math.round(r.overallScore * 10) / 10,
    failure: failureOf(r),
    blockedAgents: [...new Set(blocked.map((a) => a.agent))].sort(),
    noindex: r.crawlerAccess.directives.noindex,
    gates: r.gates.map((g) => g.id),
    gateTitles: Object.fromEntries(r.gates.map((g) => [g.id, g.title])),
  };
}

/** One thing that got worse, with its before and after in plain words. */
export interface MonitorChange {
  kind: 'failing' | 'agents-blocked' | 'noindex' | 'gate' | 'score-drop';
  title: string;
  before: string;
  after: string;
}

/** Everything that got worse from `before` to `after`; empty when nothing did or there is no baseline. */
export function changesWorthAlerting(
  before: MonitorSnapshot | null,
  after: MonitorSnapshot,
  scoreDropThreshold: number,
): MonitorChange[] {
  if (!before) return [];
  const changes: MonitorChange[] = [];
  if (after.failure && !before.failure)
    changes.push({ kind: 'failing', title: 'The page started failing', before: 'Read normally', after: after.failure });
  const newlyBlocked = after.blockedAgents.filter((a) => !before.blockedAgents.includes(a));
  if (newlyBlocked.length)
    changes.push({
      kind: 'agents-blocked',
      title: `AI crawlers newly blocked: ${newlyBlocked.join(', ')}`,
      before: 'Allowed',
      after: 'Blocked',
    });
  if (after.noindex && !before.noindex)
    changes.push({ kind: 'noindex', title: 'The page is now marked noindex', before: 'Indexable', after: 'noindex' });
  // Gates the lines above already name (noindex, the page failing) are not told twice.
  const told = new Set([...(changes.some((c) => c.kind === 'noindex') ? ['noindex'] : []), 'http-error']);
  for (const gate of after.gates.filter((g) => !before.gates.includes(g) && !told.has(g)))
    changes.push({ kind: 'gate', title: after.gateTitles[gate] ?? gate, before: 'Not present', after: 'Present' });
  if (before.score !== null && after.score !== null && before.score - after.score >= scoreDropThreshold)
    changes.push({
      kind: 'score-drop',
      title: `The overall score fell by ${Math.round((before.score - after.score) * 10) / 10} points`,
      before: String(before.score),
      after: String(after.score),
    });
  return changes;
}

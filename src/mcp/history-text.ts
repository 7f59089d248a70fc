/** A page's timeline in a few lines for an agent: one line per run, then what changed in the newest run. */
import type { ResultDiff } from '@/shared/result-diff';
import type { UrlHistory } from '@/shared/url-history';

const score = (n: number | null) => (n === null ? '–' : String(Math.round(n)));
const names = (label: string, items: string[]) => (items.length ? [`${label}: ${items.join('; ')}`] : []);

function changeLines(c: ResultDiff): string[] {
  const overall = c.scores.find((s) => s.field === 'overallScore');
  return [
    `Changes since ${c.previousAt.slice(0, 10)} (run of ${c.currentAt.slice(0, 10)}):`,
    ...(overall ? [`Overall score ${score(overall.before)} → ${score(overall.after)}`] : []),
    ...names(
      'Audits now failing',
      c.audits.broken.map((a) => a.failureTitle),
    ),
    ...names(
      'Audits now passing',
      c.audits.fixed.map((a) => a.title),
    ),
    ...names(
      'AI agents newly blocked',
      c.agents.blocked.map((a) => `${a.agent} (${a.provider})`),
    ),
    ...names(
      'AI agents newly allowed',
      c.agents.allowed.map((a) => `${a.agent} (${a.provider})`),
    ),
    ...names(
      'Gates that appeared',
      c.gates.appeared.map((g) => `${g.title} (caps the score at ${g.cap})`),
    ),
    ...names(
      'Gates that cleared',
      c.gates.cleared.map((g) => g.title),
    ),
    ...names(
      'Engine verdicts',
      c.engines.map((e) => `${e.name}: ${e.before} → ${e.after}`),
    ),
  ];
}

export function describeHistory(h: UrlHistory): string {
  const shown = h.points.length < h.total ? ` (the newest ${h.points.length} below)` : '';
  const runs = h.points.map(
    (p) =>
      `${p.analyzedAt.slice(0, 10)}  overall ${score(p.overallScore)}  AI visibility ${score(p.aiLlmVisibilityScore)}  technical ${score(p.techScore)}  content ${score(p.contentScore)}  accessibility ${score(p.accessibilityScore)}  authority ${score(p.authorityScore)}${p.id ? `  id ${p.id}` : ''}`,
  );
  const changes = h.changes ? changeLines(h.changes) : ['No earlier run of the same kind to compare with.'];
  return [
    `History of ${h.url}: ${h.total} completed ${h.total === 1 ? 'analysis' : 'analyses'}${shown}.`,
    ...runs,
    '',
    ...changes,
  ].join('\n');
}

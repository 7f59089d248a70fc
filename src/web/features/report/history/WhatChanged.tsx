/**
 * "What changed since last time": the run shown against the run before it, with both dates. Score
 * changes are always shown; which audits, AI agents, gates and engine verdicts changed is paid detail,
 * so a locked report gets only how many (the server withholds the lists, docs/decisions/020).
 */
import { Lock } from 'lucide-react';
import { CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, CATEGORY_IDS, type ScoreField } from '@/shared/analysis';
import { ENGINE_STATUS_LABELS } from '@/shared/crawler-access';
import { hasChanges, type ResultDiff } from '@/shared/result-diff';
import { cn } from '@/web/lib/utils';
import { formatDelta, formatHistoryDate } from './format';

const SCORE_LABELS = {
  overallScore: 'Overall',
  ...Object.fromEntries(CATEGORY_IDS.map((id) => [CATEGORY_SCORE_FIELDS[id], CATEGORY_LABELS[id]])),
} as Record<ScoreField, string>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts in words, for a locked report: "1 audit now passing, 1 AI agent newly blocked". */
function countsLine(c: ResultDiff['counts']): string {
  return [
    c.auditsFixed && plural(c.auditsFixed, 'audit now passing', 'audits now passing'),
    c.auditsBroken && plural(c.auditsBroken, 'audit now failing', 'audits now failing'),
    c.agentsBlocked && plural(c.agentsBlocked, 'AI agent newly blocked', 'AI agents newly blocked'),
    c.agentsAllowed && plural(c.agentsAllowed, 'AI agent allowed again', 'AI agents allowed again'),
    c.gatesAppeared && plural(c.gatesAppeared, 'gate appeared', 'gates appeared'),
    c.gatesCleared && plural(c.gatesCleared, 'gate cleared', 'gates cleared'),
    c.enginesChanged && plural(c.enginesChanged, 'engine verdict changed', 'engine verdicts changed'),
  ]
    .filter(Boolean)
    .join(', ');
}

function ScoreDeltas({ scores }: { scores: ResultDiff['scores'] }) {
  const shown = scores.filter((s, i) => i === 0 || (s.delta !== null && s.delta !== 0));
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Score changes">
      {shown.map((s) => (
        <li
          key={s.field}
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold tabular-nums',
            s.delta === null || s.delta === 0
              ? 'bg-slate-100 text-slate-700'
              : s.delta > 0
                ? 'bg-emerald-50 text-emerald-800'
                : 'bg-red-50 text-red-800',
          )}
        >
          {SCORE_LABELS[s.field]} {s.delta === null ? '—' : formatDelta(s.delta)}
        </li>
      ))}
    </ul>
  );
}

function Group({ title, tone, items }: { title: string; tone: 'good' | 'bad' | 'neutral'; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <h4
        className={cn(
          'text-xs font-semibold uppercase tracking-wide',
          tone === 'good' ? 'text-emerald-700' : tone === 'bad' ? 'text-red-700' : 'text-slate-600',
        )}
      >
        {title}
      </h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Lists({ d }: { d: ResultDiff }) {
  const agent = (a: ResultDiff['agents']['blocked'][number]) => `${a.agent} (${a.provider})`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Group title="Now failing" tone="bad" items={d.audits.broken.map((a) => a.failureTitle)} />
      <Group title="Now passing" tone="good" items={d.audits.fixed.map((a) => a.title)} />
      <Group title="AI agents newly blocked" tone="bad" items={d.agents.blocked.map(agent)} />
      <Group title="AI agents allowed again" tone="good" items={d.agents.allowed.map(agent)} />
      <Group
        title="Gates that appeared"
        tone="bad"
        items={d.gates.appeared.map((g) => `${g.title} (score capped at ${g.cap})`)}
      />
      <Group title="Gates cleared" tone="good" items={d.gates.cleared.map((g) => g.title)} />
      <Group
        title="Engine verdicts"
        tone="neutral"
        items={d.engines.map((e) => `${e.name}: ${ENGINE_STATUS_LABELS[e.before]} → ${ENGINE_STATUS_LABELS[e.after]}`)}
      />
    </div>
  );
}

export function WhatChanged({ changes, locked }: { changes: ResultDiff; locked: boolean }) {
  const changed = hasChanges(changes);
  return (
    <section aria-labelledby="what-changed-title" className="space-y-3" data-testid="what-changed">
      <div>
        <h3 id="what-changed-title" className="text-base font-semibold">
          What changed since last time
        </h3>
        <p className="text-xs text-slate-600">
          <time dateTime={changes.previousAt}>{formatHistoryDate(changes.previousAt, { time: true })}</time> →{' '}
          <time dateTime={changes.currentAt}>{formatHistoryDate(changes.currentAt, { time: true })}</time>
        </p>
      </div>
      <ScoreDeltas scores={changes.scores} />
      {!changed ? (
        <p className="text-sm text-slate-600">No audit, AI agent, gate or engine verdict changed.</p>
      ) : locked ? (
        <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="what-changed-locked">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <span>{countsLine(changes.counts)}. Which ones, and why, is part of the full report.</span>
        </p>
      ) : (
        <Lists d={changes} />
      )}
    </section>
  );
}

/**
 * What changed between two results of the same page (docs/decisions/020): audits that flipped between
 * passed and failed, AI agents newly blocked or allowed, gates that appeared or cleared, engine verdicts
 * that changed, and the score deltas, with both dates. Pure, for the report's history, the admin console
 * and monitoring alerts. No node: or DOM imports here: this file is bundled into the web app.
 */
import { z } from 'zod';
import { CategoryIdSchema, GateIdSchema, SCORE_FIELDS, type AnalysisResult, type ScoreField } from './analysis';
import { CrawlerPurposeSchema, EngineVerdictSchema } from './crawler-access';

const auditChangeSchema = z.object({
  id: z.string(),
  category: CategoryIdSchema,
  /** The audit's name when it passes, and its name when it fails ("Page has a title" / "Page has no title"). */
  title: z.string(),
  failureTitle: z.string(),
});
const agentChangeSchema = z.object({ agent: z.string(), provider: z.string(), purpose: CrawlerPurposeSchema });
const gateChangeSchema = z.object({ id: GateIdSchema, title: z.string(), cap: z.number() });
const engineStatus = EngineVerdictSchema.shape.status;
const engineChangeSchema = z.object({
  engine: z.string(),
  name: z.string(),
  before: engineStatus,
  after: engineStatus,
});
const scoreChangeSchema = z.object({
  field: z.enum(SCORE_FIELDS as [ScoreField, ...ScoreField[]]),
  before: z.number().nullable(),
  after: z.number().nullable(),
  /** after - before, one decimal; null when either is missing. */
  delta: z.number().nullable(),
});

export const resultDiffSchema = z.object({
  /** When each result was produced (ISO 8601). */
  previousAt: z.string(),
  currentAt: z.string(),
  /** The overall score, then each category, in SCORE_FIELDS order. */
  scores: z.array(scoreChangeSchema),
  audits: z.object({ fixed: z.array(auditChangeSchema), broken: z.array(auditChangeSchema) }),
  agents: z.object({ blocked: z.array(agentChangeSchema), allowed: z.array(agentChangeSchema) }),
  gates: z.object({ appeared: z.array(gateChangeSchema), cleared: z.array(gateChangeSchema) }),
  engines: z.array(engineChangeSchema),
  /** How many of each there are: kept when the lists are withheld from a locked report. */
  counts: z.object({
    auditsFixed: z.number().int(),
    auditsBroken: z.number().int(),
    agentsBlocked: z.number().int(),
    agentsAllowed: z.number().int(),
    gatesAppeared: z.number().int(),
    gatesCleared: z.number().int(),
    enginesChanged: z.number().int(),
  }),
});
export type ResultDiff = z.infer<typeof resultDiffSchema>;

/** What diffResults reads of a result; stored results from older engines may lack any of the lists. */
export type DiffableResult = Pick<AnalysisResult, ScoreField | 'analyzedAt'> &
  Partial<Pick<AnalysisResult, 'audits' | 'gates' | 'engines' | 'crawlerAccess'>>;

type Audit = AnalysisResult['audits'][number];
/** Passed: applicable and scored 1; failed: applicable and below 1 (the rule of the CLI's outputs). Else neither. */
const auditState = (a: Audit): 'passed' | 'failed' | null =>
  a.scoreDisplayMode !== 'numeric' || a.score === null ? null : a.score >= 1 ? 'passed' : 'failed';

function auditFlips(previous: DiffableResult, current: DiffableResult) {
  const before = new Map((previous.audits ?? []).map((a) => [a.id, auditState(a)]));
  const fixed: ResultDiff['audits']['fixed'] = [];
  const broken: ResultDiff['audits']['broken'] = [];
  for (const a of current.audits ?? []) {
    const was = before.get(a.id);
    const now = auditState(a);
    const change = { id: a.id, category: a.category, title: a.title, failureTitle: a.failureTitle };
    if (was === 'failed' && now === 'passed') fixed.push(change);
    else if (was === 'passed' && now === 'failed') broken.push(change);
  }
  return { fixed, broken };
}

/** Agents present in both results whose blocked state changed (robots.txt or the live probe). */
function agentFlips(previous: DiffableResult, current: DiffableResult) {
  const before = new Map((previous.crawlerAccess?.agents ?? []).map((a) => [a.agent, a.blocked]));
  const blocked: ResultDiff['agents']['blocked'] = [];
  const allowed: ResultDiff['agents']['allowed'] = [];
  for (const a of current.crawlerAccess?.agents ?? []) {
    const was = before.get(a.agent);
    if (was === undefined || was === a.blocked) continue;
    (a.blocked ? blocked : allowed).push({ agent: a.agent, provider: a.provider, purpose: a.purpose });
  }
  return { blocked, allowed };
}

function gateChanges(previous: DiffableResult, current: DiffableResult) {
  const ids = (r: DiffableResult) => new Set((r.gates ?? []).map((g) => g.id));
  const [was, now] = [ids(previous), ids(current)];
  const pick = (g: NonNullable<DiffableResult['gates']>[number]) => ({ id: g.id, title: g.title, cap: g.cap });
  return {
    appeared: (current.gates ?? []).filter((g) => !was.has(g.id)).map(pick),
    cleared: (previous.gates ?? []).filter((g) => !now.has(g.id)).map(pick),
  };
}

function engineChanges(previous: DiffableResult, current: DiffableResult): ResultDiff['engines'] {
  const before = new Map((previous.engines ?? []).map((e) => [e.engine, e.status]));
  return (current.engines ?? []).flatMap((e) => {
    const was = before.get(e.engine);
    return was && was !== e.status ? [{ engine: e.engine, name: e.name, before: was, after: e.status }] : [];
  });
}

const score = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** What changed from `previous` to `current` (two results of the same page, oldest first). */
export function diffResults(previous: DiffableResult, current: DiffableResult): ResultDiff {
  const audits = auditFlips(previous, current);
  const agents = agentFlips(previous, current);
  const gates = gateChanges(previous, current);
  const engines = engineChanges(previous, current);
  return {
    previousAt: previous.analyzedAt,
    currentAt: current.analyzedAt,
    scores: SCORE_FIELDS.map((field) => {
      const [before, after] = [score(previous[field]), score(current[field])];
      return { field, before, after, delta: before === null || after === null ? null : round1(after - before) };
    }),
    audits,
    agents,
    gates,
    engines,
    counts: {
      auditsFixed: audits.fixed.length,
      auditsBroken: audits.broken.length,
      agentsBlocked: agents.blocked.length,
      agentsAllowed: agents.allowed.length,
      gatesAppeared: gates.appeared.length,
      gatesCleared: gates.cleared.length,
      enginesChanged: engines.length,
    },
  };
}

/** Whether anything beyond the scores changed. */
export const hasChanges = (d: ResultDiff) => Object.values(d.counts).some((n) => n > 0);

/**
 * The diff a locked report may show (docs/decisions/020): dates, scores and how many things changed;
 * which audits, agents, gates and engines is the paid detail, so every list is emptied.
 */
export const withheldDetails = (d: ResultDiff): ResultDiff => ({
  ...d,
  audits: { fixed: [], broken: [] },
  agents: { blocked: [], allowed: [] },
  gates: { appeared: [], cleared: [] },
  engines: [],
});

/**
 * Red flags, optimization impacts, recommendations and summary blocks
 * (the narrative is `narrative.ts`). Deterministic: same audits in, same text out.
 */
import { CATEGORY_LABELS, type Gate } from '@/shared/analysis';
import {
  type OptimizationImpact,
  type RedFlagObject,
  type Recommendation,
  type Recommendations,
} from '@/shared/report-sections';
import { AUDIT_CONFIG, TIMEFRAMES } from './config';
import { gainIfPassed, scoreAudits, type ScorableAudit, type ScoreSummary } from './scoring';
import { cappedScore, GATE_AUDIT } from './gates';
import type { RunAudit } from './run-audits';

export type ScoredAudit = RunAudit & { gain: number };

const configOf = (id: string) => AUDIT_CONFIG.find((c) => c.audit.id === id);
/** Between findings worth the same points, the order the configuration lists them in (a missing title before a missing description). */
const configRank = (id: string) => AUDIT_CONFIG.findIndex((c) => c.audit.id === id);

export function withGains(audits: RunAudit[]): {
  scored: ScoredAudit[];
  summary: ScoreSummary;
} {
  const scorable: ScorableAudit[] = audits.map((a) => ({
    id: a.id,
    category: a.category,
    score: a.score,
    weight: a.weight,
    penalty: a.penalty,
  }));
  const summary = scoreAudits(scorable);
  const scored = audits.map((a) => ({
    ...a,
    gain:
      a.score !== null && (a.score < 1 || a.penalty) ? Math.max(0, gainIfPassed(scorable, a.id, summary.overall)) : 0,
  }));
  return { scored, summary };
}

/**
 * The gates cap the overall score (and AI/LLM Accessibility, where they all belong). Fixing the audit
 * behind a gate lifts its cap, so that audit's gain counts the lift: points are never guessed.
 */
export function withGates(
  { scored, summary }: { scored: ScoredAudit[]; summary: ScoreSummary },
  gates: Gate[],
): { scored: ScoredAudit[]; summary: ScoreSummary } {
  if (!gates.length) return { scored, summary };
  const overall = cappedScore(summary.overall, gates);
  const capped: ScoreSummary = {
    ...summary,
    overall,
    categories: { ...summary.categories, accessibility: cappedScore(summary.categories.accessibility, gates) },
  };
  const withLift = scored.map((a) => {
    const lifted = gates.filter((g) => GATE_AUDIT[g.id] === a.id);
    if (!lifted.length)
      return { ...a, gain: Math.min(a.gain, Math.max(0, cappedScore(summary.overall + a.gain, gates) - overall)) };
    const others = gates.filter((g) => GATE_AUDIT[g.id] !== a.id);
    const lift = cappedScore(summary.overall + a.gain, others) - overall;
    return { ...a, critical: true, gain: Math.round(Math.max(a.gain, lift) * 10) / 10 };
  });
  return { scored: withLift, summary: capped };
}

export const failing = (a: ScoredAudit) => a.score !== null && (a.score < 1 || !!a.penalty);
const evidenceLine = (a: ScoredAudit, n = 2) =>
  a.evidence
    .filter((e) => e.value !== 'none')
    .slice(0, n)
    .map((e) => `${e.label}: ${e.value}`)
    .join('; ');

/** " Currently: <first evidence>." after a fix, unless its description already quotes that value (the title fix's "Now: …"). */
function currentlyLine(a: ScoredAudit): string {
  const first = a.evidence.find((e) => e.value !== 'none');
  return first && !a.fix!.description.includes(String(first.value))
    ? ` Currently: ${first.label}: ${first.value}.`
    : '';
}

const SEVERITY_RANK = { critical: 0, high: 1, medium: 2 } as const;

/** The findings that follow from another: 'the 2 findings that follow from it ("…"; "…")'. */
const followersSaid = (followers: ScoredAudit[]) =>
  `the ${followers.length === 1 ? 'finding' : `${followers.length} findings`} that follow${followers.length === 1 ? 's' : ''} from it (${followers.map((b) => `"${b.failureTitle}"`).join('; ')})`;

/**
 * A red flag is a finding that changes how AI engines can use the page (decision 017): a gate, a
 * critical audit, or a fix worth more than RED_FLAG_MIN_POINTS of the overall score (a missing aid weighing 1 of
 * a category's 10, a sitemap, costs exactly 2: a fix, not an alarm; decision 110); high from
 * RED_FLAG_HIGH_POINTS. Smaller misses are fixes in the recommendations, not alarms. Gates come first,
 * named exactly; then the failing audits not behind a gate, one flag per absence (decision 056), where their
 * configuration lets them alarm (an image without alt where the words stand alone is a fix: decision 138).
 */
const RED_FLAG_MIN_POINTS = 2;
const RED_FLAG_HIGH_POINTS = 5;

export function buildRedFlags(audits: ScoredAudit[], gates: Gate[] = []): RedFlagObject[] {
  const gateFlags: RedFlagObject[] = gates.map((g) => ({
    title: g.title,
    description: g.consequence,
    severity: 'critical',
    impact: `Caps the overall score at ${g.cap}. Seen: ${g.evidence.slice(0, 3).join('; ')}.`,
    auditId: GATE_AUDIT[g.id],
    howToFix: audits.find((a) => a.id === GATE_AUDIT[g.id])?.fix?.description,
  }));
  const gated = new Set(gates.map((g) => GATE_AUDIT[g.id]));
  const grave = audits.filter((a) => !gated.has(a.id) && failing(a) && (a.critical || a.score! < 0.5));
  // A failure that follows from another is said with it: one absence, one flag, or none where that absence is a fix
  // and not an alarm (missing markup on an article, decision 146). Only followers that alarm here add their points
  // (a product's undeclared organisation is a fix, decision 146).
  const folded = (a: ScoredAudit) => grave.filter((b) => b.followsFrom === a.id && b.alarm !== false);
  const candidates = grave
    .filter((a) => a.alarm !== false && (!a.followsFrom || !grave.some((b) => b.id === a.followsFrom)))
    .map((a) => {
      const gain = Math.round((a.gain + folded(a).reduce((s, b) => s + b.gain, 0)) * 10) / 10;
      const severity: RedFlagObject['severity'] = a.critical
        ? 'critical'
        : gain >= RED_FLAG_HIGH_POINTS
          ? 'high'
          : 'medium';
      return { a, gain, severity };
    })
    .filter((x) => x.severity !== 'medium' || x.gain > RED_FLAG_MIN_POINTS);
  candidates.sort(
    (x, y) =>
      SEVERITY_RANK[x.severity] - SEVERITY_RANK[y.severity] ||
      y.gain - x.gain ||
      configRank(x.a.id) - configRank(y.a.id),
  );
  // Gates, then critical flags, always first; the list is capped at 4.
  const auditFlags = candidates.map(({ a, gain, severity }) => ({
    title: a.failureTitle,
    description: a.description,
    severity,
    impact: `${gain > 0 ? `Costs ${gain.toFixed(1)} points of the overall score${folded(a).length ? `, with ${followersSaid(folded(a))}` : ''}` : 'Limits how AI systems can use this page'}${evidenceLine(a) ? `. Seen: ${evidenceLine(a)}` : ''}.`,
    auditId: a.id,
    howToFix: a.fix?.description,
  }));
  return [...gateFlags, ...auditFlags].slice(0, 4);
}

/**
 * The fixes to list, by the points each gains: a fix that is another's (a page too short to carry figures or
 * quotations is told to write, decision 057) is said in that one, which counts its points.
 */
function ownFixes(fails: ScoredAudit[]) {
  const within = (a: ScoredAudit) => fails.filter((b) => b.fixedWith === a.id);
  const gainOf = (a: ScoredAudit) => Math.round((a.gain + within(a).reduce((s, b) => s + b.gain, 0)) * 100) / 100;
  return fails
    .filter((a) => !a.fixedWith || !fails.some((b) => b.id === a.fixedWith))
    .map((a) => ({ a, gain: gainOf(a), within: within(a) }))
    .sort((x, y) => y.gain - x.gain || configRank(x.a.id) - configRank(y.a.id));
}

export function buildImpacts(audits: ScoredAudit[], max = 10): OptimizationImpact[] {
  return ownFixes(audits.filter((a) => failing(a) && a.gain > 0))
    .slice(0, max)
    .map(({ a, gain }) => {
      const tf = TIMEFRAMES[configOf(a.id)?.effort ?? 'medium'];
      return {
        title: a.fix?.title ?? a.title,
        description: a.description,
        scoreIncrease: gain,
        category: CATEGORY_LABELS[a.category],
        timeframe: tf,
        timeline: tf,
        currentIssue: `${a.failureTitle}${evidenceLine(a) ? ` (${evidenceLine(a)})` : ''}`,
        solution: a.fix?.description ?? '',
        auditId: a.id,
      };
    });
}

/** One fix per audit (or per group, ownFixes), by the points it gains. */
export function buildRecommendations(audits: ScoredAudit[]): Recommendations {
  const out: Recommendations = { quickFixes: [], high: [], medium: [], low: [] };
  const rec = (a: ScoredAudit, gain: number, within: ScoredAudit[]): Recommendation => ({
    title: a.fix!.title,
    description: `${a.fix!.description}${within.length ? ` It also answers ${followersSaid(within)}.` : ''}${currentlyLine(a)}`,
    stepByStep: a.fix!.stepByStep,
    auditId: a.id,
    category: CATEGORY_LABELS[a.category],
    scoreIncrease: gain,
  });
  for (const { a, gain, within } of ownFixes(audits.filter((a) => failing(a) && a.fix))) {
    // Advice (grade C, weight 0) moves nothing: it never takes a quick-fix slot ahead of a fix that counts; nor does a
    // fix that gains nothing while a gate caps the score (a meta description on a noindex page).
    if (configOf(a.id)?.quickFix && a.weight > 0 && gain > 0 && out.quickFixes.length < 5)
      out.quickFixes.push(rec(a, gain, within));
    else if (gain >= 2 || a.critical) out.high.push(rec(a, gain, within));
    else if (gain >= 0.8) out.medium.push(rec(a, gain, within));
    else out.low.push(rec(a, gain, within));
  }
  return out;
}

const mean = (audits: ScoredAudit[], ids: string[]): number => {
  const xs = audits.filter((a) => ids.includes(a.id) && a.score !== null);
  if (!xs.length) return 0;
  const w = xs.reduce((s, a) => s + a.weight, 0);
  return Math.round((xs.reduce((s, a) => s + a.score! * a.weight, 0) / w) * 100);
};

export function buildContentVisibility(audits: ScoredAudit[], summary: ScoreSummary) {
  return {
    aiCrawlability: mean(audits, [
      'robots-ai-access',
      'javascript-dependence',
      'robots-directives',
      'semantic-landmarks',
      'http-status',
    ]),
    botAccess: mean(audits, ['ai-crawler-live-access', 'robots-ai-access']),
    contentQuality: summary.categories.content,
  };
}

export function buildCitationPotential(audits: ScoredAudit[], summary: ScoreSummary) {
  const keyStrengths = audits
    .filter((a) => a.score !== null && a.score >= 0.9 && a.weight >= 2)
    .slice(0, 6)
    .map((a) => a.title);
  return {
    citationReadiness: mean(audits, [
      'structured-data',
      'question-headings',
      'statistics',
      'outbound-citations',
      'quotations',
      'lists-and-tables',
      'heading-structure',
    ]),
    relevanceScore: mean(audits, [
      'title-tag',
      'meta-description',
      'main-content-length',
      'content-freshness',
      'schema-types',
    ]),
    authorityScore: summary.categories.authority,
    keyStrengths,
  };
}

/**
 * Weighted means per category; not-applicable and errored audits weigh 0.
 * A category is scored on the evidence behind it (docs/decisions/017-evidence-mass.md): where the
 * weights of its applicable audits add up to less than FULL_EVIDENCE_MASS, the rest counts as met,
 * so a category resting on one studied (grade B) signal cannot move a quarter of the overall score.
 */
import { CATEGORY_IDS, CATEGORY_SCORE_FIELDS, type CategoryId, type CategoryScoreField } from '@/shared/analysis';
import { overallFromCategories, clampScore } from '@/shared/scoring-bands';

export interface ScorableAudit {
  id: string;
  category: CategoryId;
  score: number | null;
  weight: number;
  penalty?: { category: CategoryId; points: number; reason: string } | null;
}

/** Two primary, vendor-documented audits at base weight 5 (grade A): the mass of a fully evidenced category. */
export const FULL_EVIDENCE_MASS = 10;

export type CategoryScores = Record<CategoryId, number>;

/** The result's score fields (aiLlmVisibilityScore, techScore…), in CATEGORY_IDS order, from each category's score. */
export const scoreFields = (scoreOf: (id: CategoryId) => number) =>
  Object.fromEntries(CATEGORY_IDS.map((id) => [CATEGORY_SCORE_FIELDS[id], scoreOf(id)])) as Record<
    CategoryScoreField,
    number
  >;

export interface ScoreSummary {
  categories: CategoryScores;
  overall: number;
  penalties: { category: CategoryId; points: number; reason: string; auditId: string }[];
}

export function scoreAudits(audits: ScorableAudit[]): ScoreSummary {
  const categories = {} as CategoryScores;
  const penalties: ScoreSummary['penalties'] = [];
  for (const a of audits) if (a.penalty) penalties.push({ ...a.penalty, auditId: a.id });
  for (const cat of CATEGORY_IDS) {
    let sum = 0;
    let weight = 0;
    for (const a of audits) {
      if (a.category !== cat || a.score === null || a.weight <= 0) continue;
      sum += a.score * a.weight;
      weight += a.weight;
    }
    const unevidenced = Math.max(0, FULL_EVIDENCE_MASS - weight);
    let s = ((sum + unevidenced) / (weight + unevidenced)) * 100;
    for (const p of penalties) if (p.category === cat) s -= p.points;
    categories[cat] = Math.round(clampScore(s));
  }
  return { categories, overall: overallFromCategories(categories), penalties };
}

/** Overall-score gain (one decimal) if the audit had passed (score 1, no penalty). */
export function gainIfPassed(audits: ScorableAudit[], auditId: string, baseline?: number): number {
  const base = baseline ?? scoreAudits(audits).overall;
  const passed = audits.map((a) =>
    a.id === auditId ? { ...a, score: a.score === null ? null : 1, penalty: null } : a,
  );
  return Math.round((scoreAudits(passed).overall - base) * 10) / 10;
}

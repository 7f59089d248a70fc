/** Weighted means per category; not-applicable and errored audits weigh 0. */
import { CATEGORY_IDS, CATEGORY_SCORE_FIELDS, type CategoryId, type CategoryScoreField } from '@/shared/analysis';
import { overallFromCategories, clampScore } from '@/shared/scoring-bands';

export interface ScorableAudit {
  id: string;
  category: CategoryId;
  score: number | null;
  weight: number;
  penalty?: { category: CategoryId; points: number; reason: string } | null;
}

export type CategoryScores = Record<CategoryId, number>;

/** The result's score fields (aiLlmVisibilityScore, techScore…), in CATEGORY_IDS order, from each category's score. */
export const scoreFields = (scoreOf: (id: CategoryId) => number) =>
  Object.fromEntries(CATEGORY_IDS.map((id) => [CATEGORY_SCORE_FIELDS[id], scoreOf(id)])) as Record<CategoryScoreField, number>;

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
    let s = weight > 0 ? (sum / weight) * 100 : 0;
    for (const p of penalties) if (p.category === cat) s -= p.points;
    categories[cat] = Math.round(clampScore(s));
  }
  return { categories, overall: overallFromCategories(categories), penalties };
}

/** Overall-score gain (one decimal) if the audit had passed (score 1, no penalty). */
export function gainIfPassed(audits: ScorableAudit[], auditId: string, baseline?: number): number {
  const base = baseline ?? scoreAudits(audits).overall;
  const passed = audits.map((a) => (a.id === auditId ? { ...a, score: a.score === null ? null : 1, penalty: null } : a));
  return Math.round((scoreAudits(passed).overall - base) * 10) / 10;
}

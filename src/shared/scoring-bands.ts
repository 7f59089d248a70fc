/**
 * Pure score helpers shared by the engine and the web UI (visitor.md sections 4, 5 and 9).
 * No node: or DOM imports.
 */
import { CATEGORY_WEIGHTS, type CategoryId } from './analysis';

export type StatusBand = 'OPTIMIZED' | 'IMPROVE' | 'FIX NOW' | 'ACCESS BLOCKED';

/** 'ACCESS BLOCKED' when the analysis was blocked; 70+ 'OPTIMIZED'; 40-69 'IMPROVE'; below 40 'FIX NOW'. */
export function statusBand(score: number, accessBlocked = false): StatusBand {
  if (accessBlocked) return 'ACCESS BLOCKED';
  if (score >= 70) return 'OPTIMIZED';
  if (score >= 40) return 'IMPROVE';
  return 'FIX NOW';
}

/** Points lost = round((100 - score) x weight); weight is a fraction (0.2) or a category id. */
export function pointsLost(score: number, weight: number | CategoryId): number {
  const w = typeof weight === 'number' ? weight : CATEGORY_WEIGHTS[weight];
  return Math.round((100 - clampScore(score)) * w);
}

type ContentVisibilityLabel = 'Excellent' | 'Good' | 'Needs Improvement';
/** 90+ 'Excellent', 70-89 'Good', below 70 'Needs Improvement'. */
export function contentVisibilityLabel(score: number): ContentVisibilityLabel {
  if (score >= 90) return 'Excellent';
  if (score >= 70) return 'Good';
  return 'Needs Improvement';
}

type CitationLabel = 'High' | 'Medium' | 'Low';
/** 80+ High, 60-79 Medium, else Low. */
export function citationLabel(score: number): CitationLabel {
  if (score >= 80) return 'High';
  if (score >= 60) return 'Medium';
  return 'Low';
}

/** Report-card greyscale band: 4 = lightest (80+), 3 (60+), 2 (40+), 1 (20+), 0 = darkest (below 20). */
type CardColourBand = 0 | 1 | 2 | 3 | 4;
export function cardColourBand(score: number): CardColourBand {
  if (score >= 80) return 4;
  if (score >= 60) return 3;
  if (score >= 40) return 2;
  if (score >= 20) return 1;
  return 0;
}

/** Metadata status 'optimal' is shown green, anything else yellow. */
export function metadataStatusColour(status: string): 'green' | 'yellow' {
  return status === 'optimal' ? 'green' : 'yellow';
}

/** Overall score shown with one decimal. */
export function formatOverallScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

/** Overall = weighted mean of category scores, rounded to one decimal. */
export function overallFromCategories(scores: Record<CategoryId, number>): number {
  let sum = 0;
  for (const [id, w] of Object.entries(CATEGORY_WEIGHTS) as [CategoryId, number][]) sum += clampScore(scores[id]) * w;
  return Math.round(sum * 10) / 10;
}

export function clampScore(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

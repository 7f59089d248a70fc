/** The seven progress steps (visitor.md section 2) with their details. */
import { ANALYSIS_STEPS } from '@/shared/analysis';

export const STEP_DETAILS = [
  'Downloading the page, robots.txt, llms.txt and sitemap',
  'Checking the content is complete and readable',
  'Rendering the page and extracting structured data',
  'Reading your content the way AI assistants do',
  'Scoring visibility, technical, content, accessibility and authority',
  'Turning findings into fixes, ranked by points gained',
  'Assembling your report',
] as const;

export const STEPS = ANALYSIS_STEPS.map((label, i) => ({ step: i + 1, label, detail: STEP_DETAILS[i] }));
export const TOTAL_STEPS = STEPS.length;
/** One step every 2 seconds up to the last step, then stay there. */
export const STEP_INTERVAL_MS = 2000;

export function pacedStep(elapsedMs: number): number {
  return Math.min(TOTAL_STEPS, 1 + Math.floor(Math.max(0, elapsedMs) / STEP_INTERVAL_MS));
}

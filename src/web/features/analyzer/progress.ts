/**
 * The seven progress steps (visitor.md section 2) with their details, and what the progress screen
 * says is happening now. The screen follows the server's real step (docs/decisions/012); the
 * spec's one-step-every-2-seconds pacing is only the fallback when no progress stream is available.
 */
import { ANALYSIS_STEPS } from '@/shared/analysis';

export const STEP_DETAILS = [
  'Downloading the page, robots.txt, llms.txt and sitemap',
  'Checking the content is complete and readable',
  'Reading the HTML and extracting structured data',
  'Rendering the page and requesting it as each AI crawler, to see what AI assistants see',
  'Scoring visibility, technical, content, accessibility and authority',
  'Turning findings into fixes, ranked by points gained',
  'Assembling your report',
] as const;

export const STEPS = ANALYSIS_STEPS.map((label, i) => ({ step: i + 1, label, detail: STEP_DETAILS[i] }));
export const TOTAL_STEPS = STEPS.length;
/** One step every 2 seconds up to the last step, then stay there (the fallback pacing). */
export const STEP_INTERVAL_MS = 2000;

export function pacedStep(elapsedMs: number): number {
  return Math.min(TOTAL_STEPS, 1 + Math.floor(Math.max(0, elapsedMs) / STEP_INTERVAL_MS));
}

/**
 * The step to show. The server's step when it has reported one; before its first report, step 1
 * (the analysis has not started yet), unless the progress stream is unavailable, when the 2-second
 * pacing stands in. Never moves backwards.
 */
export function displayedStep(previous: number, serverStep: number, elapsedMs: number, paced: boolean): number {
  const target = serverStep > 0 ? serverStep : paced ? pacedStep(elapsedMs) : 1;
  return Math.min(TOTAL_STEPS, Math.max(1, previous, target));
}

/** After this long in one step, a line says why it can take a while. */
const SLOW_STEP_SECONDS: Partial<Record<number, number>> = { 0: 8, 1: 8, 4: 15, 7: 15 };

export interface Activity {
  /** What is happening now. */
  text: string;
  /** Why it may take a while, once the step has lasted long (null before that). */
  hint: string | null;
}

/**
 * What the engine is doing in each of its steps (src/engine/runner.ts reports a step when it starts it):
 * 1 waits for the page, 2 and 3 read it, 4 waits for the browser rendering, the AI crawler probes and
 * robots.txt, llms.txt and the sitemap (multi-page: then the other pages), 5 audits, 6 ranks the fixes,
 * 7 writes the summary. Step 0: the server has not started the analysis yet.
 */
export function stepActivity(
  serverStep: number,
  secondsInStep: number,
  ctx: { url: string | null; multiPage?: boolean },
): Activity {
  let host = 'the website';
  try {
    if (ctx.url) host = new URL(ctx.url).host;
  } catch {
    /* keep the generic name */
  }
  const slow = secondsInStep >= (SLOW_STEP_SECONDS[serverStep] ?? Infinity);
  switch (serverStep) {
    case 0:
      return {
        text: 'Starting the analysis',
        hint: slow ? 'Other analyses are running; yours starts as soon as one finishes.' : null,
      };
    case 1:
      return {
        text: `Waiting for ${host} to answer`,
        hint: slow
          ? 'This site is slow to answer. We keep waiting; slow answers are part of what the report checks.'
          : null,
      };
    case 2:
      return { text: 'Page received: checking it is complete and readable', hint: null };
    case 3:
      return { text: 'Reading the page’s HTML and structured data', hint: null };
    case 4:
      return ctx.multiPage
        ? {
            text: 'Rendering the page, requesting it as each AI crawler, then analyzing up to 9 more pages of the site',
            hint: slow ? 'Each additional page is fetched, rendered and checked as well.' : null,
          }
        : {
            text: 'Rendering the page in a browser and requesting it as GPTBot, ClaudeBot, PerplexityBot and other AI crawlers',
            hint: slow ? 'Pages with many scripts or slow servers take longer to render.' : null,
          };
    case 5:
      return {
        text: ctx.multiPage
          ? 'Auditing: combining the scores of every page'
          : 'Auditing: scoring visibility, technical, content, accessibility and authority',
        hint: null,
      };
    case 6:
      return { text: 'Ranking the fixes by points gained', hint: null };
    default:
      return {
        text: 'Writing the summary and assembling your report',
        hint: slow ? 'A language model is writing the summary; this can take a little longer.' : null,
      };
  }
}

/** Seconds as '12 s' or '1 min 05 s'. */
export function formatStepSeconds(s: number): string {
  const n = Math.max(0, Math.floor(s));
  return n < 60 ? `${n} s` : `${Math.floor(n / 60)} min ${String(n % 60).padStart(2, '0')} s`;
}

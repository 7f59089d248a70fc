/**
 * One page's analysis: gather (the fetches, the parses off thread, the render and the probes run side
 * by side, each with its deadline) → classify the failure → audit → score → report → result (result.ts).
 */
import { AnalysisResultSchema, type AnalysisResult } from '@/shared/analysis';
import { jsDependence } from './audits/accessibility/javascript-dependence';
import { detectPageType } from './computed/page-type';
import { answerProbes, refused, refusesUnverifiedCrawlers } from './computed/crawler-refusals';
import { earlyAudits } from './early-audits';
import { computeGates } from './gates';
import { gatherArtifacts, type Gathered } from './gather/artifacts';
import { checkAbort, mark, startRun, type Run } from './gather/run';
import { assertSafeUrl } from './net/url-safety';
import { buildImpacts, buildRecommendations, buildRedFlags, withGains, withGates } from './report';
import { llmNarrative, templateNarrative } from './narrative';
import { buildResult, type Failure } from './result';
import { runAudits } from './run-audits';
import type { Artifacts, EngineOptions } from './types';

interface RunOutput {
  result: AnalysisResult;
  artifacts: Artifacts;
}

/** What went wrong, in order of precedence: time-out, too complex, bot protection, HTTP error, JavaScript only. */
function classifyFailure({ artifacts, fetchFailure, challenged, tooComplex }: Gathered, jsOnly: boolean): Failure {
  const { document, probes } = artifacts;
  let type = fetchFailure;
  if (!type && tooComplex) type = 'too_complex';
  if (
    !type &&
    (challenged ||
      ([401, 403, 429].includes(document.status) && (probes.botProtection.provider || probes.baseline.provider)))
  )
    type = 'bot_protection';
  // Every AI search and user-fetch agent refused while a browser gets the page: the report is about what AI sees.
  // Training crawlers are the owner's choice (decision 108); some agents refused is the crawlers-refused gate's
  // share, with the others' verdicts eligible; a server refusing only crawlers' names, even Googlebot's, most
  // likely checks their addresses and says nothing of the real agents (decision 112).
  const asked = answerProbes(probes);
  const refusedAll = asked.length > 0 && asked.every(refused) && !refusesUnverifiedCrawlers(probes);
  const contentSeenByBrowser = type === null;
  if (!type && refusedAll) type = 'bot_protection';
  // The page itself answers an error: nothing for any engine to use, so a failure report, not a score.
  if (!type && document.status >= 400) type = 'http_error';
  if (!type && jsOnly) type = 'javascript';
  return {
    type,
    accessBlocked: type === 'bot_protection' || type === 'timeout' || type === 'too_complex' || type === 'http_error',
    isPartialAnalysis: type !== null && !(type === 'bot_protection' && contentSeenByBrowser),
    contentSeenByBrowser,
    tooComplexReason: tooComplex?.message,
  };
}

type NarrativeInput = Parameters<typeof templateNarrative>[0];

/** The report's narrative: from the template, or from the LLM when one is configured and answers. */
async function writeNarrative(
  run: Run,
  { document, raw, rendered }: Artifacts,
  parts: Omit<NarrativeInput, 'url' | 'title' | 'renderNote'>,
): Promise<{ report: string; source: 'template' | 'llm' }> {
  const { options } = run;
  const input: NarrativeInput = {
    url: document.finalUrl,
    title: raw.title ?? rendered.facts?.title ?? null,
    renderNote: options.render === false ? null : rendered.available ? null : rendered.note,
    ...parts,
  };
  if (options.llm?.baseUrl && options.llm.model) {
    const t = performance.now();
    const llm = await llmNarrative(input, options.llm, options.llmFetch, run.signal);
    mark(run, 'llm', t);
    if (llm) return { report: llm, source: 'llm' };
  }
  return { report: templateNarrative(input), source: 'template' };
}

/** Full single-page analysis returning the result and the artifacts (for multi-page discovery). */
export async function runAnalysis(inputUrl: string, options: EngineOptions = {}): Promise<RunOutput> {
  const run = startRun(options);
  run.progress(1);
  const { url } = await assertSafeUrl(inputUrl, run.safety);
  checkAbort(run.signal);
  const early = earlyAudits(run.signal);
  // Stopped however gathering ends: a failed analysis audits nothing more.
  const gathered = await gatherArtifacts(run, url, early.start).finally(early.stop);
  const auditedEarly = early.stop();
  const { artifacts } = gathered;
  const js = jsDependence(artifacts);
  const failure = classifyFailure(gathered, js.jsOnly);
  const gates = computeGates(artifacts);

  run.progress(5);
  const t = performance.now();
  const pageType = detectPageType(artifacts);
  const { scored, summary } = withGates(withGains(runAudits(artifacts, pageType.type, auditedEarly)), gates);
  mark(run, 'audits', t);

  run.progress(6);
  const redFlags = buildRedFlags(scored, gates);
  const optimizationImpacts = buildImpacts(scored);
  const recommendations = buildRecommendations(scored);

  run.progress(7);
  const isJavaScriptRendered = js.jsHeavy;
  const narrative = await writeNarrative(run, artifacts, {
    summary,
    audits: scored,
    impacts: optimizationImpacts,
    failureType: failure.type,
    accessBlocked: failure.accessBlocked,
    isJavaScriptRendered,
    gates,
  });

  const result = buildResult({
    artifacts,
    requestedHref: url.toString(),
    failure,
    pageType,
    gates,
    scored,
    summary,
    report: { redFlags, optimizationImpacts, recommendations, isJavaScriptRendered, narrativeReport: narrative.report },
    engineInfo: { started: run.started, timings: run.timings, narrativeSource: narrative.source },
  });
  const parsed = AnalysisResultSchema.safeParse(result);
  if (!parsed.success)
    throw new Error(`Engine produced an invalid AnalysisResult: ${parsed.error.message.slice(0, 500)}`);
  return { result: parsed.data, artifacts };
}

export async function analyzeUrl(url: string, options: EngineOptions = {}): Promise<AnalysisResult> {
  return (await runAnalysis(url, options)).result;
}

/**
 * The report's narrative: a template from the scores, the gates and the findings, or an OpenAI-compatible
 * endpoint's summary of the same facts. Deterministic for the template: same audits in, same text out.
 */
import { CATEGORY_LABELS, type Gate, type CategoryId, type FailureType } from '@/shared/analysis';
import type { OptimizationImpact } from '@/shared/report-sections';
import { statusBand, formatOverallScore } from '@/shared/scoring-bands';
import type { ScoreSummary } from './scoring';
import type { LlmOptions } from './types';
import { failureSummary } from './failure-report';
import { failing, type ScoredAudit } from './report';
import { UNVERIFIABLE } from './computed/crawler-refusals';

interface NarrativeInput {
  url: string;
  title: string | null;
  summary: ScoreSummary;
  audits: ScoredAudit[];
  impacts: OptimizationImpact[];
  failureType: FailureType | null;
  accessBlocked: boolean;
  isJavaScriptRendered: boolean;
  renderNote: string | null;
  gates?: Gate[];
}

export function templateNarrative(n: NarrativeInput): string {
  const cats = Object.entries(n.summary.categories) as [CategoryId, number][];
  const sorted = [...cats].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
  const best = sorted[0];
  const worst = sorted[sorted.length - 1];
  const paras: string[] = [];
  const name = n.title ? `"${n.title}" (${n.url})` : n.url;
  paras.push(
    `${name} scores ${formatOverallScore(n.summary.overall)} out of 100 for visibility to AI search engines and assistants (${statusBand(n.summary.overall, n.accessBlocked)}). ` +
      `Its strongest area is ${CATEGORY_LABELS[best[0]]} (${best[1]}) and its weakest is ${CATEGORY_LABELS[worst[0]]} (${worst[1]}).`,
  );
  if (n.failureType) paras.push(failureSummary(n.failureType));
  const gates = n.gates ?? [];
  const live = n.audits.find((a) => a.id === 'ai-crawler-live-access');
  if (gates.length) {
    paras.push(
      `What keeps this page out of AI answers: ${gates.map((g) => `${g.title.replace(/\.$/, '')} (score capped at ${g.cap})`).join('; ')}. ${gates[0].consequence}`,
    );
  } else if (live?.score === null && live.evidence.some((e) => e.label === UNVERIFIABLE.label))
    paras.push(
      "Search engines and AI crawlers are allowed by robots.txt and the page may be indexed. The server refuses this service's crawler probes, even those sent as Googlebot and Bingbot, so it most likely checks where crawlers come from: what the real crawlers get cannot be seen from here.",
    );
  else if (live && live.score !== null && live.score < 1)
    paras.push(
      'Crawler access needs attention: some AI crawlers are refused by the server or its bot protection when they request the page.',
    );
  else
    paras.push(
      'Search engines and AI crawlers are allowed by robots.txt, the page may be indexed, and they were served the page normally.',
    );
  // Only categories of aids: a slow or failing server (technical) and too little text (content) do keep pages out.
  const lowNotAccess = !gates.length && !n.failureType && AIDS.includes(worst[0]) && worst[1] < 40;
  if (lowNotAccess) paras.push(notAboutAccess(worst[0], n.audits));
  if (n.isJavaScriptRendered)
    paras.push(
      'Much of the content only appears after JavaScript runs. Most AI crawlers do not execute scripts, so they see far less of this page than a visitor does.',
    );
  if (n.renderNote) paras.push(n.renderNote);
  if (n.impacts.length) {
    const top = n.impacts.slice(0, 3).map((i) => `${i.title.toLowerCase()} (+${i.scoreIncrease.toFixed(1)} pts)`);
    paras.push(
      `The biggest improvements available: ${top.join(', ')}. The recommendations below give step-by-step instructions for each.`,
    );
  } else paras.push('No significant improvements were found: the page is well prepared for AI search.');
  return paras.join('\n\n');
}

/** The categories whose audits help engines understand, trust or present a page, and stop none from reading it. */
const AIDS: CategoryId[] = ['aiLlmVisibility', 'authority'];

/**
 * A category in the fix-now band on a page engines may read: what it lacks helps them understand, trust or
 * present the page, and stops none of them (decision 110). Said so, with the findings, beside the verdicts.
 */
function notAboutAccess(category: CategoryId, audits: ScoredAudit[]): string {
  const misses = audits
    .filter((a) => a.category === category && a.weight > 0 && failing(a) && !a.followsFrom)
    .sort((x, y) => y.gain - x.gain)
    .slice(0, 3)
    .map((a) => `"${a.failureTitle}"`);
  return `${CATEGORY_LABELS[category]} is low for what helps engines understand, trust or present the page${misses.length ? ` (${misses.join('; ')})` : ''}; none of it keeps them from reading the page.`;
}

/** Asks an OpenAI-compatible endpoint for the narrative; null on any failure. */
export async function llmNarrative(
  n: NarrativeInput,
  llm: LlmOptions,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), llm.timeoutMs ?? 20000);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const facts = {
      url: n.url,
      title: n.title,
      overallScore: n.summary.overall,
      categories: Object.fromEntries(
        Object.entries(n.summary.categories).map(([k, v]) => [CATEGORY_LABELS[k as CategoryId], v]),
      ),
      failureType: n.failureType,
      javascriptRendered: n.isJavaScriptRendered,
      failingChecks: n.audits
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => ({ check: a.failureTitle, evidence: a.evidence.slice(0, 2) }))
        .slice(0, 12),
      topImprovements: n.impacts.slice(0, 5).map((i) => ({ title: i.title, points: i.scoreIncrease })),
    };
    const res = await fetchImpl(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${llm.apiKey}` },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              'You write short strategic summaries of website audits for AI search visibility, for non-technical business owners. Use only the facts given. 3-5 short paragraphs separated by blank lines, no headings, no markdown lists, no invented numbers.',
          },
          { role: 'user', content: JSON.stringify(facts) },
        ],
      }),
      signal: controller.signal,
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim().length < 40) return null;
    return text.trim().slice(0, 8000);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

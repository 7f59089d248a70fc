/**
 * Red flags shown in the report (visitor.md section 5, red-flag fallback): the supplied
 * ones, else parsed from the narrative, else generated from low scores. Critical ones
 * are always kept; at most 4.
 */
import type { AnalysisResult } from '@/shared/analysis';
import type { RedFlag, RedFlagObject, Severity } from '@/shared/report-sections';

export const MAX_RED_FLAGS = 4;
export const GENERATION_THRESHOLDS = { aiLlmVisibilityScore: 90, techScore: 80, contentScore: 85, accessibilityScore: 75 } as const;

const KEYWORD_TITLES: [RegExp, string][] = [
  [/semantic html|semantic structure|heading/i, 'Weak Semantic HTML Structure'],
  [/meta description/i, 'Missing or Weak Meta Description'],
  [/llms\.txt/i, 'No llms.txt File for AI Assistants'],
  [/structured data|schema|json-ld/i, 'Missing Structured Data'],
  [/alt text|alt attribute|image descriptions/i, 'Images Missing Alt Text'],
  [/faq/i, 'No FAQ Content for AI Answers'],
  [/loading|performance|speed/i, 'Slow Loading Performance'],
  [/javascript|client-side render/i, 'Content Hidden Behind JavaScript'],
  [/freshness|outdated|last modified|stale/i, 'Outdated or Undated Content'],
];

/** A title from keywords in the impact text, else the given fallback. */
export function titleFromImpact(text: string, fallback = 'AI Visibility Issue'): string {
  for (const [re, title] of KEYWORD_TITLES) if (re.test(text)) return title;
  return fallback;
}

export function normalizeFlag(f: RedFlag): RedFlagObject {
  if (typeof f === 'string') return { title: titleFromImpact(f, f.length <= 80 ? f : 'AI Visibility Issue'), description: f, severity: 'high', impact: f };
  return f;
}

function parseFromNarrative(narrative: string): RedFlagObject[] {
  if (!narrative) return [];
  const out: RedFlagObject[] = [];
  let inFlags = false;
  for (const raw of narrative.split(/\r?\n/)) {
    const line = raw.trim();
    if (/red flag|critical issue|critical problem/i.test(line) && !/^[-*•]|^\d+\./.test(line)) {
      inFlags = true;
      continue;
    }
    if (!line) continue;
    if (/^#{1,6}\s/.test(line) && inFlags) inFlags = false;
    const m = /^(?:[-*•]|\d+[.)])\s+(.+)$/.exec(line);
    if (inFlags && m) {
      const text = m[1].replace(/\*\*/g, '');
      const severity: Severity = /critical|block/i.test(text) ? 'critical' : 'high';
      out.push({ title: titleFromImpact(text), description: text, severity, impact: text });
    }
  }
  return out;
}

function generateFromScores(r: AnalysisResult): RedFlagObject[] {
  const impacts = r.optimizationImpacts ?? [];
  const pick = (re: RegExp) => impacts.find((i) => re.test(`${i.category} ${i.title}`));
  const out: RedFlagObject[] = [];
  const add = (score: number, threshold: number, re: RegExp, fallbackTitle: string, description: string) => {
    if (score >= threshold) return;
    const impact = pick(re);
    const text = impact ? `${impact.title}. ${impact.currentIssue || impact.description}` : description;
    out.push({
      title: titleFromImpact(text, fallbackTitle),
      description,
      severity: score < 40 ? 'critical' : score < 60 ? 'high' : 'medium',
      impact: text,
    });
  };
  add(r.aiLlmVisibilityScore, GENERATION_THRESHOLDS.aiLlmVisibilityScore, /visibility/i, 'Low AI/LLM Visibility', `AI/LLM visibility score is ${Math.round(r.aiLlmVisibilityScore)}/100.`);
  add(r.techScore, GENERATION_THRESHOLDS.techScore, /technical/i, 'Technical Issues Limit AI Crawling', `Technical score is ${Math.round(r.techScore)}/100.`);
  add(r.contentScore, GENERATION_THRESHOLDS.contentScore, /content/i, 'Content Not Optimized for AI', `Content score is ${Math.round(r.contentScore)}/100.`);
  add(r.accessibilityScore, GENERATION_THRESHOLDS.accessibilityScore, /accessib/i, 'Poor AI/LLM Accessibility', `AI/LLM accessibility score is ${Math.round(r.accessibilityScore)}/100.`);
  return out;
}

const RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2 };

/** Critical first (always kept), then the rest in order, capped at 4. */
export function capFlags(flags: RedFlagObject[]): RedFlagObject[] {
  const critical = flags.filter((f) => f.severity === 'critical');
  const rest = flags.filter((f) => f.severity !== 'critical').sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return [...critical, ...rest].slice(0, MAX_RED_FLAGS);
}

export function redFlagsFor(r: AnalysisResult): RedFlagObject[] {
  if (r.redFlags?.length) return capFlags(r.redFlags.map(normalizeFlag));
  const parsed = parseFromNarrative(r.narrativeReport);
  if (parsed.length) return capFlags(parsed);
  return capFlags(generateFromScores(r));
}

/**
 * Red flags shown in the report (visitor.md section 5, red-flag fallback): the supplied
 * ones; where none are supplied by a result the engine did not judge, parsed from the narrative, else generated
 * from low scores. Critical ones are always kept; at most 4.
 */
import { CATEGORY_IDS, CATEGORY_SCORE_FIELDS, type AnalysisResult, type CategoryId } from './analysis';
import type { RedFlag, RedFlagObject, Severity } from './report-sections';

const MAX_RED_FLAGS = 4;

/**
 * Flags generated from low category scores (authority makes none): below the spec's threshold, a flag
 * titled from the matching optimization impact (else the fallback title) that names the score.
 */
const GENERATED_FLAGS: Partial<
  Record<CategoryId, { threshold: number; match: RegExp; fallbackTitle: string; name: string }>
> = {
  aiLlmVisibility: {
    threshold: 90,
    match: /visibility/i,
    fallbackTitle: 'Low AI/LLM Visibility',
    name: 'AI/LLM visibility',
  },
  technical: {
    threshold: 80,
    match: /technical/i,
    fallbackTitle: 'Technical Issues Limit AI Crawling',
    name: 'Technical',
  },
  content: { threshold: 85, match: /content/i, fallbackTitle: 'Content Not Optimized for AI', name: 'Content' },
  accessibility: {
    threshold: 75,
    match: /accessib/i,
    fallbackTitle: 'Poor AI/LLM Accessibility',
    name: 'AI/LLM accessibility',
  },
};

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

function normalizeFlag(f: RedFlag): RedFlagObject {
  if (typeof f === 'string')
    return {
      title: titleFromImpact(f, f.length <= 80 ? f : 'AI Visibility Issue'),
      description: f,
      severity: 'high',
      impact: f,
    };
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
  const out: RedFlagObject[] = [];
  for (const id of CATEGORY_IDS) {
    const flag = GENERATED_FLAGS[id];
    const score = r[CATEGORY_SCORE_FIELDS[id]];
    if (!flag || score >= flag.threshold) continue;
    const impact = impacts.find((i) => flag.match.test(`${i.category} ${i.title}`));
    const description = `${flag.name} score is ${Math.round(score)}/100.`;
    const text = impact ? `${impact.title}. ${impact.currentIssue || impact.description}` : description;
    out.push({
      title: titleFromImpact(text, flag.fallbackTitle),
      description,
      severity: score < 40 ? 'critical' : score < 60 ? 'high' : 'medium',
      impact: text,
    });
  }
  return out;
}

const RANK: Record<Severity, number> = { critical: 0, high: 1, medium: 2 };

/** Critical first (always kept), then the rest in order, capped at 4. */
export function capFlags(flags: RedFlagObject[]): RedFlagObject[] {
  const critical = flags.filter((f) => f.severity === 'critical');
  const rest = flags.filter((f) => f.severity !== 'critical').sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return [...critical, ...rest].slice(0, MAX_RED_FLAGS);
}

/**
 * A result whose audits were scored carries the engine's own judgement of its red flags: an empty list says that
 * nothing found is an alarm, and no flag is made up from its scores (docs/decisions/148).
 */
const flagsJudgedByEngine = (r: AnalysisResult): boolean => (r.audits ?? []).some((a) => a.score !== null);

/**
 * Whether the report may say it found no red flag: the engine judged the page, flagged nothing, completed a whole
 * single-page analysis without a gate, and no engine's verdict is blocked or limited (a Bing NOARCHIVE keeps Copilot
 * from the page without a red flag; text shown only after scripts run is a fix under 80%).
 */
export const noRedFlagFound = (r: AnalysisResult): boolean =>
  flagsJudgedByEngine(r) &&
  !r.redFlags?.length &&
  r.status === 'completed' &&
  !r.isPartialAnalysis &&
  !r.isFailureReport &&
  !r.isJavaScriptRendered &&
  (r.pages?.length ?? 0) <= 1 &&
  !r.gates?.length &&
  (r.engines ?? []).every((e) => e.status === 'eligible' || e.status === 'unknown');

/** Said where the engine found no red flag (`noRedFlagFound`). */
export const NO_RED_FLAGS =
  'None: nothing this analysis found keeps AI engines from reading, trusting or citing the page. The fixes in this report are gains, not alarms.';

export function redFlagsFor(r: AnalysisResult): RedFlagObject[] {
  if (r.redFlags?.length) return capFlags(r.redFlags.map(normalizeFlag));
  if (flagsJudgedByEngine(r)) return [];
  const parsed = parseFromNarrative(r.narrativeReport);
  if (parsed.length) return capFlags(parsed);
  return capFlags(generateFromScores(r));
}

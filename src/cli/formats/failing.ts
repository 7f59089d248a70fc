/** What CI outputs report as broken: the gates, then every applicable audit that did not fully pass. */
import type { AnalysisResult, AuditResult } from '@/shared/analysis';

/** An applicable audit that did not pass (score below 1); advice-only audits (weight 0) included, marked by their weight. */
export const isFailing = (a: AuditResult): boolean =>
  a.scoreDisplayMode === 'numeric' && a.score !== null && a.score < 1;
export const failingAudits = (r: AnalysisResult): AuditResult[] => r.audits.filter(isFailing);

/** The audit's evidence in one line: "Label: value; Label: value". */
export const evidenceLine = (a: AuditResult): string => a.evidence.map((e) => `${e.label}: ${e.value}`).join('; ');

/** The audit's fix in one line: title, description and steps. */
export const fixLine = (a: AuditResult): string =>
  a.fix
    ? [a.fix.title, a.fix.description, ...a.fix.stepByStep.map((s, i) => `${i + 1}. ${s}`)].filter(Boolean).join(' ')
    : '';

/** Every configured audit run over the artifacts, each judged for the page's type. */
import { MAX_DETAIL_ITEMS, PAGE_TYPE_LABELS, type AuditResult, type PageTypeId } from '@/shared/analysis';
import { AUDIT_CONFIG } from './config';
import { evidenceFor, GRADE_FACTOR } from './data/evidence';
import type { Artifacts, AuditOutput, JsonLdNeed } from './types';
import { NotYetGathered } from './errors';
import { placeJsonLd } from './audits/json-ld-home';
import { thinText } from './audits/content/main-content-length';
import { platformFix } from './audits/platform-fix';

const MAIN_TEXT_AUDIT = 'main-content-length';

const NO_FACTS = { numericValue: null, numericUnit: null, details: null };

/** An audit's result as the report builds on it: the stored result and what only the report reads. */
export type RunAudit = AuditResult & {
  critical: boolean;
  penalty: AuditOutput['penalty'] | null;
  followsFrom?: string | null;
  /** The audit whose fix is this one's too: its recommendation is said in that one's (decision 057). */
  fixedWith?: string | null;
  /** False when the finding is a fix, never a red flag, on this page (the entry's `alarmWhen`). */
  alarm?: boolean;
};

/** The audit's typed facts, checked like the evidence: a number that is not finite is no value, details are capped. */
function typedFacts(out: AuditOutput): Pick<AuditResult, 'numericValue' | 'numericUnit' | 'details'> {
  const n = out.numericValue;
  const numericValue = typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null;
  const d = out.details ?? null;
  const details =
    d && d.type === 'table'
      ? { ...d, items: d.items.slice(0, MAX_DETAIL_ITEMS) }
      : d && { ...d, items: d.items.slice(0, MAX_DETAIL_ITEMS) };
  return { numericValue, numericUnit: numericValue === null ? null : (out.numericUnit ?? null), details };
}

/** The types an audit fits and why it does not fit this page's (for this type when said). */
function typeMismatch(entry: (typeof AUDIT_CONFIG)[number], pageType: PageTypeId) {
  const why = entry.whyNotApplicableOn?.[pageType] ?? entry.whyNotApplicable;
  return [
    {
      label: 'Not applicable',
      value: `Applies to: ${(entry.appliesTo ?? []).map((t) => PAGE_TYPE_LABELS[t]).join('; ')}. This page: ${PAGE_TYPE_LABELS[pageType]}.`,
    },
    ...(why ? [{ label: 'Why', value: why }] : []),
  ];
}

/** An audit that does not fit the page: not applicable, with the evidence saying why. */
function notApplicable<T>(base: T, evidence: { label: string; value: string }[]) {
  return {
    ...base,
    score: null,
    scoreDisplayMode: 'notApplicable' as const,
    evidence,
    ...NO_FACTS,
    fix: null,
    errorMessage: null,
    critical: false,
    penalty: null,
  };
}

/** On a post, the platform's fixes are one recommendation: the first one's, which answers the others too. */
function sayPlatformsFixesOnce(results: RunAudit[]): void {
  const platforms = results.filter(
    (r) => r.fix && !r.fixedWith && !AUDIT_CONFIG.find((e) => e.audit.id === r.id)?.byWriter,
  );
  for (const r of platforms.slice(1)) r.fixedWith = platforms[0].id;
}

/** What one audit gave: its result, and the JSON-LD its fix needs (placed once all are in). */
export interface AuditOutcome {
  result: RunAudit;
  jsonLd: JsonLdNeed[] | null;
}

/** What every audit of one pass asks of the page besides its own reading. */
export interface AuditPass {
  artifacts: Artifacts;
  pageType?: PageTypeId;
  isThin: () => boolean;
}

export function auditPass(artifacts: Artifacts, pageType?: PageTypeId): AuditPass {
  let thin: boolean | undefined;
  return { artifacts, pageType, isThin: () => (thin ??= thinText(artifacts)) };
}

type AuditEntry = (typeof AUDIT_CONFIG)[number];

/**
 * One audit over the artifacts; a throwing audit becomes an error result, one that does not fit the page type is not
 * applicable. Reading an artifact not gathered yet is no error of the audit's: it throws on (early-audits.ts).
 */
export function auditOne(entry: AuditEntry, { artifacts, pageType, isThin }: AuditPass): AuditOutcome {
  const onPost = artifacts.authority.postOn;
  const { audit, weight, appliesTo, adviceOn, whyAdvice, needsText, adviceWhen, byWriter } = entry;
  // The weight follows the strength of the evidence: a grade C audit is advice and weighs 0, and so is
  // an audit whose signal this kind of page (adviceOn), or this page (adviceWhen), is not expected to carry.
  const { grade } = evidenceFor(audit.id);
  const byType = !!pageType && !!adviceOn?.includes(pageType);
  const whyHere = byType || !adviceWhen ? null : adviceWhen(artifacts, pageType);
  const advice = byType || !!whyHere;
  const adviceNote = advice
    ? [{ label: 'Advice only', value: whyHere ?? whyAdvice ?? 'Not scored on this kind of page.' }]
    : [];
  const base = {
    id: audit.id,
    category: audit.category,
    title: audit.title,
    failureTitle: audit.failureTitle,
    description: audit.description,
    weight: advice ? 0 : weight * GRADE_FACTOR[grade],
    grade,
  };
  if (pageType && appliesTo && !appliesTo.includes(pageType))
    return { result: notApplicable(base, typeMismatch(entry, pageType)), jsonLd: null };
  const unfit = entry.notApplicableWhen?.(artifacts, pageType);
  if (unfit) return { result: notApplicable(base, [{ label: 'Not applicable', value: unfit }]), jsonLd: null };
  let jsonLd: JsonLdNeed[] | null = null;
  try {
    const missing = audit.requiredArtifacts.filter((k) => artifacts[k] === undefined || artifacts[k] === null);
    if (missing.length) throw new Error(`Missing artifacts: ${missing.join(', ')}`);
    const out = audit.run(artifacts);
    // A post's page is the platform's template: no JSON-LD block is drafted for its writer.
    if (out.jsonLd?.length && !onPost) jsonLd = out.jsonLd;
    if (out.score !== null && !Number.isFinite(out.score))
      throw new Error(`Audit returned an invalid score (${out.score})`);
    const score = out.score === null ? null : Math.round(Math.min(1, Math.max(0, out.score)) * 1000) / 1000;
    const forWantOfText = !!needsText && score !== null && score < 1 && isThin();
    const result = {
      ...base,
      title: out.title ?? base.title,
      failureTitle: out.failureTitle ?? base.failureTitle,
      score,
      scoreDisplayMode: score === null ? ('notApplicable' as const) : ('numeric' as const),
      evidence: [...out.evidence, ...adviceNote].map((e) => ({
        label: String(e.label),
        value: String(e.value).slice(0, 1000),
      })),
      ...typedFacts(out),
      fix:
        score === null || score >= 1
          ? null
          : onPost && !byWriter
            ? platformFix(onPost, audit.id)
            : (out.fix ?? audit.fix),
      errorMessage: null,
      critical: !!out.critical && score !== null && score < 1,
      penalty: out.penalty ?? null,
      followsFrom: out.followsFrom ?? (forWantOfText ? MAIN_TEXT_AUDIT : null),
      fixedWith: forWantOfText ? MAIN_TEXT_AUDIT : null,
      alarm: !entry.alarmWhen || score === null || score >= 1 || entry.alarmWhen(artifacts, isThin, pageType),
    };
    return { result, jsonLd };
  } catch (e) {
    if (e instanceof NotYetGathered) throw e;
    const result = {
      ...base,
      score: null,
      scoreDisplayMode: 'error' as const,
      evidence: [],
      ...NO_FACTS,
      fix: null,
      errorMessage: `Audit error: ${(e as Error)?.message ?? String(e)}`.slice(0, 500),
      critical: false,
      penalty: null,
    };
    return { result, jsonLd };
  }
}

/**
 * Runs every configured audit (auditOne); `done` holds those already run over these same artifacts while the
 * page rendered (early-audits.ts), which are not run again.
 */
export function runAudits(
  artifacts: Artifacts,
  pageType?: PageTypeId,
  done?: ReadonlyMap<string, AuditOutcome>,
): RunAudit[] {
  const pass = auditPass(artifacts, pageType);
  const outcomes = AUDIT_CONFIG.map((entry) => done?.get(entry.audit.id) ?? auditOne(entry, pass));
  const results = outcomes.map((o) => o.result);
  const needs = new Map(outcomes.flatMap((o) => (o.jsonLd ? [[o.result.id, o.jsonLd] as const] : [])));
  const onPost = artifacts.authority.postOn;
  if (onPost) sayPlatformsFixesOnce(results);
  // The page's one JSON-LD block goes to one fix; a block that cannot be built leaves the fixes as they are.
  try {
    placeJsonLd(artifacts, results, needs);
  } catch {
    /* the fixes keep their own steps */
  }
  return results;
}

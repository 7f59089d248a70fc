/** Export JSON (exportVersion '2.0'), file names llm-visibility-analysis-{date}; the Markdown is shared/report-markdown.ts. */
import { CATEGORY_SCORE_FIELDS, CATEGORY_IDS, type AnalysisResult, type CategoryId } from '@/shared/analysis';
import { redFlagsFor } from '@/shared/red-flags';
import { isoDate } from '@/web/lib/utils';

const EXPORT_VERSION = '2.0';

export function exportFileName(ext: 'md' | 'json', d: Date = new Date()) {
  return `llm-visibility-analysis-${isoDate(d)}.${ext}`;
}

/** The export's name of each category score: the category id, except 'aiVisibility'. */
const EXPORT_SCORE_KEYS: Record<CategoryId, string> = {
  aiLlmVisibility: 'aiVisibility',
  technical: 'technical',
  content: 'content',
  accessibility: 'accessibility',
  authority: 'authority',
};

export function toExportJson(r: AnalysisResult, now: Date = new Date()) {
  return {
    exportVersion: EXPORT_VERSION,
    generatedAt: now.toISOString(),
    pageDetails: r.pageDetails,
    analyzedAt: r.analyzedAt,
    scores: {
      overall: r.overallScore,
      ...Object.fromEntries(CATEGORY_IDS.map((id) => [EXPORT_SCORE_KEYS[id], r[CATEGORY_SCORE_FIELDS[id]]])),
    },
    status: r.status,
    narrativeReport: r.narrativeReport,
    redFlags: redFlagsFor(r),
    optimizationImpacts: r.optimizationImpacts,
    recommendations: r.recommendations,
    structuredData: r.structuredData,
    metadata: r.metadata,
    contentVisibility: r.contentVisibility,
    citationPotential: r.citationPotential,
    authoritySignals: r.authoritySignals,
    technicalSeo: r.technicalSeo,
    crawlerAccess: r.crawlerAccess,
    renderComparison: r.renderComparison,
    engines: r.engines,
    gates: r.gates,
    // Every audit with its evidence, typed facts (numericValue, details) and fix: the machine-readable report.
    audits: r.audits,
  };
}

export function downloadFile(name: string, content: string, type: string) {
  const blob = new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

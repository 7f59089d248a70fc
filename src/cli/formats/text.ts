/** The CLI's readable report: scores, the verdict per engine, what caps the score, red flags and the top fixes. */
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  CATEGORY_SCORE_FIELDS,
  CATEGORY_WEIGHTS,
  gateLine,
  type AnalysisResult,
} from '@/shared/analysis';
import { engineVerdictLine } from '@/shared/crawler-access';
import { noRedFlagFound, NO_RED_FLAGS } from '@/shared/red-flags';
import { formatOverallScore, pointsLost, statusBand } from '@/shared/scoring-bands';

export function summarise(r: AnalysisResult): string {
  const lines: string[] = [];
  const blocked = r.status === 'access_blocked';
  lines.push(`GetSeen AI visibility report for ${r.pageDetails.url}`);
  if (r.pageDetails.title) lines.push(`Title: ${r.pageDetails.title}`);
  lines.push(`Analysed: ${r.analyzedAt}`);
  lines.push('');
  lines.push(`Overall score: ${formatOverallScore(r.overallScore)} / 100  [${statusBand(r.overallScore, blocked)}]`);
  for (const c of CATEGORY_IDS) {
    const s = r[CATEGORY_SCORE_FIELDS[c]];
    lines.push(
      `  ${CATEGORY_LABELS[c].padEnd(22)} ${String(s).padStart(3)}  ${statusBand(s, blocked).padEnd(14)} -${pointsLost(s, CATEGORY_WEIGHTS[c])} pts (weight ${Math.round(CATEGORY_WEIGHTS[c] * 100)}%)`,
    );
  }
  if (r.engines.length) {
    lines.push('', 'Will AI engines use this page?');
    for (const e of r.engines) lines.push(`  ${engineVerdictLine(e)}`);
  }
  if (r.gates.length) {
    lines.push('', 'What caps the score:');
    for (const g of r.gates) lines.push(`  ${gateLine(g)}`);
  }
  if (r.isFailureReport) {
    lines.push('');
    lines.push(
      `Failure report: ${r.failureType}${r.partialAnalysisData?.detectedProvider ? ` (provider: ${r.partialAnalysisData.detectedProvider})` : ''}`,
    );
    if (r.partialAnalysisData?.explanation) lines.push(`  ${r.partialAnalysisData.explanation}`);
  }
  if (r.isJavaScriptRendered)
    lines.push('', 'Warning: this page is JavaScript-rendered; most AI crawlers do not run JavaScript.');
  if (!r.renderComparison.renderingAvailable && r.renderComparison.renderNote)
    lines.push('', `Note: ${r.renderComparison.renderNote}`);
  if (noRedFlagFound(r)) lines.push('', `Red flags: ${NO_RED_FLAGS}`);
  if (r.redFlags.length) {
    lines.push('', 'Red flags:');
    for (const f of r.redFlags)
      lines.push(typeof f === 'string' ? `  - ${f}` : `  - [${f.severity}] ${f.title}: ${f.impact}`);
  }
  if (r.optimizationImpacts.length) {
    lines.push('', 'Top improvements:');
    for (const i of r.optimizationImpacts.slice(0, 5))
      lines.push(`  +${i.scoreIncrease.toFixed(1)} pts  ${i.title} (${i.category}, ${i.timeframe})`);
  }
  if (r.pages?.length) {
    lines.push('', 'Pages:');
    for (const p of r.pages)
      lines.push(
        `  ${formatOverallScore(p.overallScore).padStart(5)}  ${p.url}${p.error ? `  (error: ${p.error})` : ''}`,
      );
  }
  return lines.join('\n');
}

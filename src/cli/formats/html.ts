/**
 * A self-contained HTML report (no scripts, no outside requests) for CI artefacts and e-mail
 * attachments. Every value from the page is escaped.
 */
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  CATEGORY_SCORE_FIELDS,
  gateLine,
  type AnalysisResult,
  type AuditResult,
} from '@/shared/analysis';
import { ENGINE_STATUS_LABELS } from '@/shared/crawler-access';
import { noRedFlagFound, NO_RED_FLAGS } from '@/shared/red-flags';
import { formatOverallScore, statusBand } from '@/shared/scoring-bands';
import { isFailing } from './failing';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ddd}table{border-collapse:collapse;width:100%}
td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eee;vertical-align:top}.score{font-size:2.5rem;font-weight:700}
.blocked{color:#b00020}.limited{color:#8a5a00}.eligible{color:#1b6e20}.gate{background:#fff4f4;border-left:4px solid #b00020;padding:.5rem .8rem;margin:.5rem 0}
details{margin:.4rem 0}summary{cursor:pointer}code{font-size:.9em;word-break:break-all}`;

function auditHtml(a: AuditResult): string {
  const ev = a.evidence.map((e) => `<li>${esc(e.label)}: <code>${esc(e.value)}</code></li>`).join('');
  const fix = a.fix
    ? `<p><strong>${esc(a.fix.title)}.</strong> ${esc(a.fix.description)}</p>${a.fix.stepByStep.length ? `<ol>${a.fix.stepByStep.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>` : ''}`
    : '';
  const score = a.score === null ? 'n/a' : Math.round(a.score * 100);
  return `<details><summary>${esc(isFailing(a) ? a.failureTitle : a.title)} <small>(${score}${a.grade ? `, grade ${a.grade}` : ''})</small></summary><p>${esc(a.description)}</p>${ev ? `<ul>${ev}</ul>` : ''}${fix}</details>`;
}

export function toHtml(r: AnalysisResult): string {
  const blocked = r.status === 'access_blocked';
  const scores = CATEGORY_IDS.map(
    (c) =>
      `<tr><td>${esc(CATEGORY_LABELS[c])}</td><td>${r[CATEGORY_SCORE_FIELDS[c]]}</td><td>${statusBand(r[CATEGORY_SCORE_FIELDS[c]], blocked)}</td></tr>`,
  ).join('');
  const engines = r.engines
    .map(
      (e) =>
        `<tr><td>${esc(e.name)}</td><td class="${e.status}">${esc(ENGINE_STATUS_LABELS[e.status])}</td><td>${e.reasons.map((x) => esc(x.rule)).join('<br>')}</td></tr>`,
    )
    .join('');
  const gates = r.gates
    .map(
      (g) =>
        `<div class="gate"><strong>${esc(gateLine(g))}</strong><br>${esc(g.consequence)}${g.evidence.length ? `<br><code>${esc(g.evidence.join('; '))}</code>` : ''}</div>`,
    )
    .join('');
  const flags = r.redFlags
    .map((f) =>
      typeof f === 'string'
        ? `<li>${esc(f)}</li>`
        : `<li><strong>${esc(f.title)}</strong> (${esc(f.severity)}): ${esc(f.impact)}</li>`,
    )
    .join('');
  const failing = r.audits.filter(isFailing);
  const rest = r.audits.filter((a) => !isFailing(a));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>GetSeen report: ${esc(r.pageDetails.title ?? r.pageDetails.url)}</title><style>${STYLE}</style></head>
<body><h1>Can AI engines see, read and cite this page?</h1>
<p><a href="${esc(r.pageDetails.url)}">${esc(r.pageDetails.url)}</a>${r.pageDetails.title ? `<br>${esc(r.pageDetails.title)}` : ''}<br><small>Analysed ${esc(r.analyzedAt)}</small></p>
<p class="score">${formatOverallScore(r.overallScore)} <small>/ 100 ${statusBand(r.overallScore, blocked)}</small></p>
${gates}
${engines ? `<h2>Will AI engines use this page?</h2><table><tr><th>Engine</th><th>Status</th><th>Why</th></tr>${engines}</table>` : ''}
<h2>Scores</h2><table><tr><th>Category</th><th>Score</th><th>Status</th></tr>${scores}</table>
${flags ? `<h2>Red flags</h2><ol>${flags}</ol>` : noRedFlagFound(r) ? `<h2>Red flags</h2><p>${esc(NO_RED_FLAGS)}</p>` : ''}
${failing.length ? `<h2>To fix (${failing.length})</h2>${failing.map(auditHtml).join('')}` : ''}
${rest.length ? `<h2>Passed or not applicable (${rest.length})</h2>${rest.map(auditHtml).join('')}` : ''}
</body></html>
`;
}

/** docs/audits.md, generated from the audit config and the evidence grades (`npm run audits-doc`). */
import { CATEGORY_LABELS } from '@/shared/analysis';
import { AUDIT_CONFIG } from '../config';
import { AUDIT_EVIDENCE, GRADE_FACTOR } from './evidence';

export function auditsMarkdown(): string {
  const L: string[] = [
    '# Audits and the evidence behind them',
    '',
    'Generated from `src/engine/config.ts` and `src/engine/data/evidence.ts` by `npm run audits-doc`; do not edit by hand.',
    '',
    'Grades: **A** an engine\'s vendor documents that it reads the signal, or a ratified standard defines it; **B** a draft standard with adoption, or strong empirical evidence; **C** a convention with no proven consumer. An audit\'s weight inside its category is its base weight times 1 (A), 0.5 (B) or 0 (C): grade C audits are shown as advice and never move the score. A category whose applicable audits weigh less than 10 counts the remainder as met, so a signal moves its category only by its share of the evidence (docs/decisions/017-evidence-mass.md). "Read" gives the date a source was read for this table; "cited" means it is referenced but was not re-read.',
    '',
  ];
  for (const cat of Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[]) {
    const rows = AUDIT_CONFIG.filter((c) => c.audit.category === cat);
    if (!rows.length) continue;
    L.push(`## ${CATEGORY_LABELS[cat]}`, '', '| audit | grade | weight (base × grade) | applies to | why | sources |', '| --- | --- | --- | --- | --- | --- |');
    for (const { audit, weight, appliesTo, adviceOn } of rows) {
      const e = AUDIT_EVIDENCE[audit.id];
      const sources = e.sources.map((s) => `[${s.title}](${s.url}) (${s.read ? `read ${s.read}` : 'cited'})`).join('; ') || 'none';
      L.push(`| \`${audit.id}\` | ${e.grade} | ${weight} × ${GRADE_FACTOR[e.grade]} = ${weight * GRADE_FACTOR[e.grade]} | ${appliesTo?.join(', ') ?? 'every page'}${adviceOn ? ` (advice, weight 0, on ${adviceOn.join(', ')})` : ''} | ${e.why} | ${sources} |`);
    }
    L.push('');
  }
  const disputes = Object.entries(AUDIT_EVIDENCE).filter(([, e]) => e.disagreement);
  if (disputes.length) {
    L.push('## Where the evidence disagrees', '');
    for (const [id, e] of disputes) L.push(`- \`${id}\`: ${e.disagreement}`);
    L.push('');
  }
  return L.join('\n');
}

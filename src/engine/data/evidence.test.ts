import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_CONFIG } from '../config';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { auditsMarkdown } from './audits-doc';
import { AUDIT_EVIDENCE } from './evidence';

describe('evidence grades', () => {
  it('every configured audit has a grade, a reason, and sources unless it is a bare convention', () => {
    for (const { audit } of AUDIT_CONFIG) {
      const e = AUDIT_EVIDENCE[audit.id];
      expect(e, audit.id).toBeDefined();
      if (e.grade !== 'C') expect(e.sources.length, audit.id).toBeGreaterThan(0);
    }
    expect(Object.keys(AUDIT_EVIDENCE).sort()).toEqual(AUDIT_CONFIG.map((c) => c.audit.id).sort());
  });
  it('the weight is the base weight times the grade: grade C audits are advice and never move the score', () => {
    const audits = runAudits(makeArtifacts('<html><head><title>x</title></head><body><p>x</p></body></html>'));
    const factor = { A: 1, B: 0.5, C: 0 } as const;
    for (const a of audits) {
      const base = AUDIT_CONFIG.find((c) => c.audit.id === a.id)!.weight;
      expect(a.weight, a.id).toBe(base * factor[a.grade!]);
      if (a.grade === 'C') expect(a.weight, a.id).toBe(0);
    }
  });
  it('docs/audits.md is generated from the data (run `npm run audits-doc` after changing it)', () => {
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/audits.md'), 'utf8')).toBe(auditsMarkdown());
  });
});

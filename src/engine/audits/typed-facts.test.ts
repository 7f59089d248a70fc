/**
 * Typed facts beside the evidence (issue 13, like Lighthouse's audit details): every audit that scores a
 * page returns machine-readable details or a numeric value, and the values are the page's own facts.
 */
import { describe, expect, it } from 'vitest';
import { AnalysisResultSchema, type AuditResult } from '@/shared/analysis';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { AUDIT_CONFIG } from '../config';

const PAGE = `<!doctype html><html lang="en"><head><title>Widgets</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Artcle","headline":"Widgets"}</script>
</head><body><main><h1>Widgets</h1><h3>Skipped</h3><h1>Second</h1>
<p>${'Widgets are small parts used in many machines. '.repeat(40)}</p>
<img src="/img/red-running-shoe.jpg"><img src="/img/a.png" alt="A chart">
<a href="https://other.example/source">a source</a></main></body></html>`;

const ROBOTS = 'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /';

function audits(): AuditResult[] {
  return runAudits(makeArtifacts(PAGE, { robots: ROBOTS, url: 'https://shop.example/widgets' }));
}
const byId = (id: string) => audits().find((r) => r.id === id)!;

describe('typed audit facts', () => {
  it('every audit that scores the page carries details or a numeric value, and the result stays schema-valid', () => {
    const results = audits();
    expect(results).toHaveLength(AUDIT_CONFIG.length);
    const bare = results
      .filter((r) => r.scoreDisplayMode === 'numeric' && r.details == null && r.numericValue == null)
      .map((r) => r.id);
    expect(bare).toEqual([]);
    for (const r of results) {
      expect(AnalysisResultSchema.shape.audits.element.safeParse(r).success).toBe(true);
      if (r.numericValue === null) expect(r.numericUnit).toBeNull();
    }
  });

  it('images without alt text, with their absolute src and a draft alt', () => {
    const r = byId('image-alt-text');
    expect(r.numericValue).toBe(1);
    expect(r.numericUnit).toBe('count');
    expect(r.details).toMatchObject({
      type: 'table',
      items: [{ src: 'https://shop.example/img/red-running-shoe.jpg', times: 1, draftAlt: 'Red running shoe' }],
    });
  });

  it('the failing headings: a skipped level and a second H1', () => {
    const r = byId('heading-structure');
    expect(r.numericValue).toBe(2);
    const items = r.details?.type === 'table' ? r.details.items : [];
    expect(items.filter((i) => i.problem)).toEqual([
      { level: 3, text: 'Skipped', problem: 'skips from H1 to H3' },
      { level: 1, text: 'Second', problem: 'H1 number 2' },
    ]);
  });

  it('the robots.txt verdict and line per agent', () => {
    const r = byId('robots-ai-access');
    expect(r.numericValue).toBe(1);
    const items = r.details?.type === 'table' ? r.details.items : [];
    expect(items.find((i) => i.agent === 'OAI-SearchBot')).toMatchObject({ allowed: false, line: 2 });
    expect(items.find((i) => i.agent === 'Googlebot')).toMatchObject({ allowed: true });
  });

  it('JSON-LD errors with their path and message', () => {
    const r = byId('structured-data');
    expect(r.numericValue).toBeGreaterThanOrEqual(1);
    const items = r.details?.type === 'table' ? r.details.items : [];
    expect(items[0]).toMatchObject({ path: 'block 1 › Artcle › Artcle', severity: 'error', suggestion: 'Article' });
    expect(String(items[0].message)).toContain("'Artcle' is not a schema.org type");
  });

  it('word count and outbound links are the measured values', () => {
    expect(byId('main-content-length')).toMatchObject({ numericUnit: 'words' });
    expect(byId('main-content-length').numericValue).toBeGreaterThan(300);
    expect(byId('outbound-citations')).toMatchObject({
      numericValue: 1,
      details: { type: 'list', valueType: 'url', items: ['https://other.example/source'] },
    });
  });

  it('a not-applicable audit carries no facts', () => {
    const r = runAudits(makeArtifacts(PAGE), 'product').find((x) => x.scoreDisplayMode === 'notApplicable')!;
    expect(r).toMatchObject({ numericValue: null, numericUnit: null, details: null });
  });
});

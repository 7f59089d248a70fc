import { beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AnalysisResult } from '@/shared/analysis';
import { analyseVariant } from '@/engine/testing/fixture-site';
import { toSarif } from './sarif';
import { toJunit } from './junit';
import { toHtml } from './html';
import { failingAudits } from './failing';
import { budgetViolations, parseBudget } from '../budget';

const HOSTILE = '<script>alert(1)</script> & "quotes" ]]> \u0001';

describe('CI outputs of a real analysis (a noindex page with a hostile title)', () => {
  let r: AnalysisResult;
  beforeAll(async () => {
    r = await analyseVariant({
      page: (h) =>
        h
          .replace('<head>', '<head><meta name="robots" content="noindex">')
          .replace(/<title>[^<]*<\/title>/, `<title>${HOSTILE.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`),
    });
  }, 30_000);

  it('SARIF 2.1.0: the gate is an error, each failing audit a warning or (advice) a note, all located at the page', () => {
    const s = toSarif(r, '1.0.0') as {
      version: string;
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: {
          ruleId: string;
          level: string;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    expect(s.version).toBe('2.1.0');
    const [run] = s.runs;
    const gate = run.results.find((x) => x.ruleId === 'gate/noindex')!;
    expect(gate.level).toBe('error');
    expect(run.results).toHaveLength(r.gates.length + failingAudits(r).length);
    for (const res of run.results) {
      expect(run.tool.driver.rules.map((x) => x.id)).toContain(res.ruleId);
      expect(res.locations[0].physicalLocation.artifactLocation.uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
    const advice = failingAudits(r)
      .filter((a) => a.weight === 0)
      .map((a) => `audit/${a.id}`);
    for (const res of run.results.filter((x) => advice.includes(x.ruleId))) expect(res.level).toBe('note');
  });

  it('JUnit: well-formed XML, one case per audit and per known gate, failures counted, nothing unescaped', () => {
    const xml = toJunit(r);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const suites = doc.testsuites.testsuite as {
      name: string;
      tests: string;
      failures: string;
      testcase: unknown[] | unknown;
    }[];
    const cases = suites.reduce((n, s) => n + Number(s.tests), 0);
    const failures = suites.reduce((n, s) => n + Number(s.failures), 0);
    expect(Number(doc.testsuites.tests)).toBe(cases);
    expect(failures).toBe(r.gates.length + failingAudits(r).length);
    expect(cases).toBeGreaterThanOrEqual(r.audits.length);
    expect(xml).not.toContain('\u0001');
  });

  it('HTML: self-contained, the gate first, every page value escaped', () => {
    const html = toHtml(r);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html.indexOf('Capped at 25')).toBeLessThan(html.indexOf('<h2>Scores'));
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('budget: broken by the gate and the score, with each reason in words', () => {
    expect(budgetViolations(r, parseBudget('{"overall": 70, "forbiddenGates": ["noindex"]}', 'b.json'))).toEqual([
      `Overall score ${r.overallScore} is below the budget's 70`,
      `Forbidden gate noindex: ${r.gates[0].title}`,
    ]);
    expect(budgetViolations(r, parseBudget('{"forbiddenGates": ["*"]}', 'b.json'))).toHaveLength(r.gates.length);
    expect(budgetViolations(r, parseBudget('{"categories": {"technical": 0}}', 'b.json'))).toEqual([]);
  });
});

describe('a budget file that does not parse names what is wrong', () => {
  it.each([
    ['{"overall": 70', /b\.json is not valid JSON/],
    ['{"overal": 70}', /b\.json is not a valid budget: .*overal/],
    ['{"overall": 170}', /overall: .*100/],
    ['{"categories": {"speed": 50}}', /categories: .*speed/],
    ['{"forbiddenGates": ["noindx"]}', /forbiddenGates\.0/],
  ])('%s', (text, message) => {
    expect(() => parseBudget(text, 'b.json')).toThrow(message);
  });
});

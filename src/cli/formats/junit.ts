/**
 * JUnit XML (the Ant/Surefire dialect CI systems read): one test suite per category with one test
 * case per audit (failed below a score of 1, skipped when not applicable), and a suite for the gates
 * with one case per gate the engine knows (failed when it holds).
 */
import { CATEGORY_IDS, CATEGORY_LABELS, GateIdSchema, type AnalysisResult } from '@/shared/analysis';
import { evidenceLine, fixLine, isFailing } from './failing';

const xml = (s: unknown) =>
  String(s ?? '')
    // XML 1.0 forbids most control characters even when escaped.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

interface Case {
  name: string;
  classname: string;
  failure?: { message: string; body: string };
  skipped?: string;
}

const caseXml = (c: Case) =>
  `    <testcase name="${xml(c.name)}" classname="${xml(c.classname)}">` +
  (c.failure
    ? `\n      <failure message="${xml(c.failure.message)}">${xml(c.failure.body)}</failure>\n    `
    : c.skipped
      ? `\n      <skipped message="${xml(c.skipped)}"/>\n    `
      : '') +
  '</testcase>';

const suiteXml = (name: string, cases: Case[]) =>
  `  <testsuite name="${xml(name)}" tests="${cases.length}" failures="${cases.filter((c) => c.failure).length}" skipped="${cases.filter((c) => c.skipped).length}">\n${cases.map(caseXml).join('\n')}\n  </testsuite>`;

export function toJunit(r: AnalysisResult): string {
  const url = r.pageDetails.url;
  const gateCases: Case[] = GateIdSchema.options.map((id) => {
    const g = r.gates.find((x) => x.id === id);
    return {
      name: `gate ${id}`,
      classname: `getseen.gates`,
      failure: g
        ? { message: `${g.title} (capped at ${g.cap})`, body: [g.consequence, ...g.evidence].join('\n') }
        : undefined,
    };
  });
  const suites = [suiteXml(`GetSeen gates: ${url}`, gateCases)];
  for (const cat of CATEGORY_IDS) {
    const cases: Case[] = r.audits
      .filter((a) => a.category === cat)
      .map((a) => ({
        name: a.title,
        classname: `getseen.${cat}.${a.id}`,
        skipped:
          a.scoreDisplayMode !== 'numeric' || a.score === null
            ? (a.errorMessage ?? 'not applicable to this page')
            : undefined,
        failure: isFailing(a)
          ? {
              message: `${a.failureTitle} (score ${Math.round(a.score! * 100)}/100)`,
              body: [evidenceLine(a), fixLine(a)].filter(Boolean).join('\n'),
            }
          : undefined,
      }));
    suites.push(suiteXml(`GetSeen ${CATEGORY_LABELS[cat]}: ${url}`, cases));
  }
  const all = r.audits.length + gateCases.length;
  const failures = r.gates.length + r.audits.filter(isFailing).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="GetSeen ${xml(url)}" tests="${all}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
}

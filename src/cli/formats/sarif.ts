/**
 * SARIF 2.1.0 (OASIS): one result per gate (level error) and per failing audit (warning when it
 * moves the score, note when it is advice), so code-scanning dashboards list them beside lint findings.
 * Spec: https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
 */
import type { AnalysisResult } from '@/shared/analysis';
import { evidenceLine, failingAudits, fixLine } from './failing';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

export function toSarif(r: AnalysisResult, toolVersion: string): object {
  const failing = failingAudits(r);
  const location = { physicalLocation: { artifactLocation: { uri: r.pageDetails.finalUrl ?? r.pageDetails.url } } };
  const rules = [
    ...r.gates.map((g) => ({
      id: `gate/${g.id}`,
      name: g.id,
      shortDescription: { text: g.title },
      fullDescription: { text: g.consequence },
      properties: { cap: g.cap, source: g.source },
    })),
    ...failing.map((a) => ({
      id: `audit/${a.id}`,
      name: a.id,
      shortDescription: { text: a.title },
      fullDescription: { text: a.description },
      help: a.fix ? { text: fixLine(a) } : undefined,
      properties: { category: a.category, grade: a.grade ?? null, weight: a.weight },
    })),
  ];
  const results = [
    ...r.gates.map((g) => ({
      ruleId: `gate/${g.id}`,
      level: 'error',
      message: {
        text: `${g.title}. ${g.consequence} Capped at ${g.cap}.${g.evidence.length ? ` Evidence: ${g.evidence.join('; ')}` : ''}`,
      },
      locations: [location],
      properties: { cap: g.cap, share: g.share },
    })),
    ...failing.map((a) => ({
      ruleId: `audit/${a.id}`,
      level: a.weight > 0 ? 'warning' : 'note',
      message: { text: `${a.failureTitle}.${a.evidence.length ? ` ${evidenceLine(a)}` : ''}` },
      locations: [location],
      properties: { score: a.score, category: a.category },
    })),
  ];
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'GetSeen', version: toolVersion, rules } },
        results,
        properties: { overallScore: r.overallScore, status: r.status, analyzedAt: r.analyzedAt },
      },
    ],
  };
}

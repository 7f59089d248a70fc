import { defineAudit, ev, list, round2, col, table } from '../helpers';
import { mainNode } from '../../schema/page-graph';
import type { SchemaEntity, SchemaIssue } from '../../schema/entities';
import { isSubtypeOf } from '../../schema/vocabulary';
import type { Artifacts, Fix, JsonLdNeed, StructuredDataArtifact } from '../../types';

const MAX_LISTED = 8;

/** Every problem found, with where it is (block, node and property: the path), as a typed table. */
function issueFacts(sd: StructuredDataArtifact, errorCount: number) {
  const path = (i: SchemaIssue) => {
    const e = i.entity === null ? null : sd.entities[i.entity];
    const node = e ? (e.knownTypes[0] ?? e.types[0] ?? 'node') : null;
    return [i.block ? `block ${i.block}` : i.source, node, i.term].filter(Boolean).join(' › ');
  };
  const shown = [
    ...sd.issues.filter((i) => i.severity === 'error'),
    ...sd.issues.filter((i) => i.severity === 'warning'),
  ];
  return {
    numericValue: errorCount,
    numericUnit: 'count' as const,
    details: table(
      [
        col('path', 'Where', 'code'),
        col('severity', 'Severity'),
        col('kind', 'Kind'),
        col('message', 'Message'),
        col('suggestion', 'Did you mean', 'code'),
      ],
      shown.map((i) => ({
        path: path(i),
        severity: i.severity,
        kind: i.kind,
        message: i.message,
        suggestion: i.suggestion ?? null,
      })),
    ),
  };
}

/**
 * The exact problems, and what the page's one JSON-LD block must carry: the page's own node (and its
 * organisation) corrected. Nodes with errors that the block does not carry are named, to correct or remove.
 */
function structuredDataFix(a: Artifacts, errors: SchemaIssue[], warnings: SchemaIssue[], otherTyped: boolean) {
  const sd = a.structuredData;
  const main = mainNode(a);
  const isOrg = (e: SchemaEntity) => e.knownTypes.some((t) => isSubtypeOf(t, 'Organization'));
  const broken = sd.entities.filter((e) => e.source === 'json-ld' && !e.embedded && e.errors > 0);
  const orgBroken = broken.some(isOrg);
  const left = broken
    .filter((e) => e !== main.from && !isOrg(e))
    .map((e) => `${e.types[0] ?? 'untyped'} (block ${e.block})`);
  const jsonLd: JsonLdNeed[] = [
    ...(orgBroken ? [{ role: 'organization' as const, what: 'the Organization node corrected' }] : []),
    {
      role: 'main',
      what:
        main.from && main.from.errors > 0
          ? `the ${main.type} node corrected`
          : !sd.blocks.length
            ? 'a JSON-LD description of the page'
            : `the page's ${main.type} node with the properties Google recommends`,
    },
  ];
  const check = "Check the page again with the Schema.org validator or Google's Rich Results Test.";
  const fix: Fix = errors.length
    ? {
        title: 'Fix the structured data errors',
        description: `${errors.length} error${errors.length > 1 ? 's' : ''} in the page's structured data (checked against schema.org ${sd.vocabulary}): AI systems and Google skip such nodes.`,
        stepByStep: [
          ...errors.slice(0, MAX_LISTED).map((i) => i.message),
          ...(errors.length > MAX_LISTED ? [`…and ${errors.length - MAX_LISTED} more of the same kind.`] : []),
          ...(left.length
            ? [`Correct the other nodes with errors as listed, or remove them: ${left.join(', ')}.`]
            : []),
          check,
        ],
      }
    : !sd.blocks.length
      ? {
          title: 'Add valid JSON-LD structured data',
          description: otherTyped
            ? 'The page has microdata or RDFa types only; a JSON-LD block describes the page with its properties in one place.'
            : 'The page has no structured data: describe it with schema.org JSON-LD.',
          stepByStep: [check],
        }
      : {
          title: 'Complete the structured data',
          description: 'The structured data is valid; the properties Google recommends for its types are missing.',
          stepByStep: [...warnings.slice(0, MAX_LISTED).map((i) => i.message)],
        };
  return { fix, jsonLd };
}

export default defineAudit({
  id: 'structured-data',
  category: 'aiLlmVisibility',
  title: 'Page has valid structured data (JSON-LD)',
  failureTitle: 'Structured data is missing or broken',
  description:
    'JSON-LD tells AI systems in machine-readable form what the page is about (organisation, article, product, FAQ). Assistants and AI search use it to identify entities and facts they can cite; data with unknown types, unknown properties or missing required properties is ignored or misread, so it earns nothing here.',
  requiredArtifacts: ['structuredData'],
  fix: {
    title: 'Add valid JSON-LD structured data',
    description:
      'Describe the page and the organisation behind it with schema.org JSON-LD in a <script type="application/ld+json"> block.',
    stepByStep: [
      'Pick the schema.org type that fits the page (Organization for the home page, Article for posts, Product for products, FAQPage for FAQs).',
      'Write a JSON-LD block with @context "https://schema.org", @type, name, url, description and logo or image.',
      'Put it in the page <head> inside <script type="application/ld+json">.',
      "Check it with the Schema.org validator or Google's Rich Results Test and fix every syntax error.",
    ],
  },
  run(a) {
    const sd = a.structuredData;
    const errors = sd.issues.filter((i) => i.severity === 'error');
    const warnings = sd.issues.filter((i) => i.severity === 'warning');
    const jsonLd = sd.entities.filter((e) => e.source === 'json-ld');
    const otherTyped = sd.entities.filter((e) => e.source !== 'json-ld');
    const evidence = [
      ...errors.slice(0, MAX_LISTED).map((i) => ev('Error', i.message)),
      ...(errors.length > MAX_LISTED ? [ev('More errors', errors.length - MAX_LISTED)] : []),
      ev('JSON-LD blocks', sd.blocks.length),
      ev('Types found', list(sd.allTypes, 10)),
      ev('Checked against', `schema.org ${sd.vocabulary}`),
      ev('Errors', errors.length),
      ev('Warnings', warnings.length),
      ev('Microdata types', list(sd.microdataTypes)),
      ev('RDFa types', list(sd.rdfaTypes)),
      ...warnings.slice(0, 4).map((i) => ev('Warning', i.message)),
    ];

    const facts = issueFacts(sd, errors.length);
    // Invalid structured data never scores higher than none: any error, and the audit is at 0.
    let score: number;
    if (!sd.blocks.length && !otherTyped.length) score = 0;
    else if (errors.length) score = 0;
    else if (!jsonLd.length)
      score = 0.5; // microdata/RDFa types are real, but their properties are not read here
    else {
      const checked = jsonLd.filter((e) => !e.embedded && e.recommended.total > 0);
      const coverage = checked.length
        ? checked.reduce((s, e) => s + e.recommended.present / e.recommended.total, 0) / checked.length
        : 1;
      const other = warnings.filter((w) => w.kind !== 'recommended').length;
      score = round2(Math.max(0.5, 0.7 + 0.3 * coverage - Math.min(0.2, 0.05 * other)));
    }
    if (score >= 1) return { score, evidence, ...facts };

    return { score, evidence, ...facts, ...structuredDataFix(a, errors, warnings, otherTyped.length > 0) };
  },
});

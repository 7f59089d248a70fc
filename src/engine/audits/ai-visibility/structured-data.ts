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

/** Microdata and RDFa are formats Google documents beside JSON-LD (decisions 034, 071). */
const googleReads = (format: string) =>
  `Google reads ${format} as it reads JSON-LD (it names JSON-LD as its preferred format, not as a requirement)`;

/** Read whole: a JSON-LD node, a microdata or RDFa item; not an RDFa type outside any schema.org item. */
const isRead = (e: SchemaEntity) => e.node !== null;

/** The format of a page whose structured data is all in the HTML's attributes, else null. */
function markupFormat(sd: StructuredDataArtifact): 'microdata' | 'RDFa' | 'microdata and RDFa' | null {
  const read = sd.entities.filter(isRead);
  if (sd.blocks.length || !read.length) return null;
  const rdfa = read.filter((e) => e.source === 'rdfa').length;
  return !rdfa ? 'microdata' : rdfa === read.length ? 'RDFa' : 'microdata and RDFa';
}

/** What the warnings on valid structured data say is to be done (`how`: where to add a property, for microdata). */
function gapsSaid(warnings: SchemaIssue[], how = ''): string {
  const gaps = warnings.some((w) => w.kind === 'recommended' || w.kind === 'required');
  const written = (w: SchemaIssue) => !OWN_WORDS[w.kind] && w.kind !== 'recommended' && w.kind !== 'required';
  return [
    ...(gaps ? [`the properties Google recommends for its types are missing${how}`] : []),
    ...new Set(warnings.flatMap((w) => OWN_WORDS[w.kind] ?? [])),
    ...(warnings.some(written)
      ? ['some properties are on types schema.org does not expect them on, or are superseded']
      : []),
  ].join('; and ');
}

/** How the description names a warning that is about how the markup is written, not what it lacks. */
const OWN_WORDS: Partial<Record<SchemaIssue['kind'], string>> = {
  'split-node': 'one thing is written as two nodes in two blocks, not joined by an @id',
  'character-reference':
    'some text is written with HTML character references (such as "&amp;"), which JSON readers take as written',
};

/** The stranded itemprops as the page writes them: `itemprop="author"`, `itemprop="datePublished"`. */
const strandedList = (sd: StructuredDataArtifact) =>
  list(
    sd.strandedItemprops.map((n) => `itemprop="${n}"`),
    6,
  );

/** What the page's itemprops outside any item are, and what to do with them (decision 047). */
function strandedStep(a: Artifacts, mainType: string): string {
  const sd = a.structuredData;
  const one = sd.strandedItemprops.length === 1;
  return `The page writes ${strandedList(sd)} outside any itemscope: in the microdata model a property that no item holds belongs to nothing, so Google and AI systems do not read ${one ? 'it' : 'them'}. Put ${one ? 'it' : 'them'} inside the element of the item ${one ? 'it describes' : 'they describe'} (an element such as <article itemscope itemtype="https://schema.org/${mainType}">), or give ${one ? 'its value' : 'their values'} in a JSON-LD block instead.`;
}

/** Where a node is, for the list of nodes to correct: its JSON-LD block, or microdata. */
const placeOf = (e: SchemaEntity) => `${e.types[0] ?? 'untyped'} (${e.block ? `block ${e.block}` : e.source})`;

/**
 * What the page's one JSON-LD block carries for this audit: the organisation when it is broken, and the page's
 * node when the page has no JSON-LD or that node is what the issues are about. A complete WebPage is not
 * rewritten for a WebSite's missing alternateName: a Yoast graph's nodes stay as the plugin writes them, and
 * a copy of them would describe the same things twice (review D3).
 */
function blockNeeds(sd: StructuredDataArtifact, main: ReturnType<typeof mainNode>, orgBroken: boolean): JsonLdNeed[] {
  const mainAsked = !sd.blocks.length || (!!main.from && sd.issues.some((i) => i.entity === main.from!.index));
  const what =
    main.from && main.from.errors > 0
      ? `the ${main.type} node corrected`
      : !sd.blocks.length
        ? 'a JSON-LD description of the page'
        : `the page's ${main.type} node with the properties Google recommends`;
  return [
    ...(orgBroken ? [{ role: 'organization' as const, what: 'the Organization node corrected' }] : []),
    ...(mainAsked ? [{ role: 'main' as const, what }] : []),
  ];
}

/**
 * The exact problems, and what the page's one JSON-LD block must carry: the page's own node (and its
 * organisation) corrected. Nodes with errors that the block does not carry are named, to correct or remove.
 * A page whose structured data is microdata only is told to correct or complete its microdata: it asks
 * for no JSON-LD block (decision 034).
 */
function structuredDataFix(a: Artifacts, errors: SchemaIssue[], warnings: SchemaIssue[], typesOnly: boolean) {
  const sd = a.structuredData;
  // A theme's wrapper items, microdata or RDFa, that declare nothing but a type (decisions 067, 074).
  const wrappers = [...sd.emptyMicrodataTypes, ...sd.emptyRdfaTypes];
  const wrapperFormat = !sd.emptyRdfaTypes.length ? 'microdata' : !sd.emptyMicrodataTypes.length ? 'RDFa' : 'markup';
  const main = mainNode(a);
  const isOrg = (e: SchemaEntity) => e.knownTypes.some((t) => isSubtypeOf(t, 'Organization'));
  const broken = sd.entities.filter((e) => isRead(e) && !e.embedded && e.errors > 0);
  const orgBroken = broken.some(isOrg);
  const left = broken.filter((e) => e !== main.from && !isOrg(e)).map(placeOf);
  const inMarkup = markupFormat(sd);
  const read = sd.entities.some(isRead);
  const jsonLd = inMarkup ? [] : blockNeeds(sd, main, orgBroken);
  const check = "Check the page again with the Schema.org validator or Google's Rich Results Test.";
  const inMicrodata = errors.every((i) => i.source === 'microdata');
  const fix: Fix = errors.length
    ? {
        title: inMicrodata ? 'Fix the microdata errors' : 'Fix the structured data errors',
        description: `${errors.length} error${errors.length > 1 ? 's' : ''} in the page's ${inMicrodata ? 'microdata' : 'structured data'} (checked against schema.org ${sd.vocabulary}): AI systems and Google skip such ${inMicrodata ? 'items' : 'nodes'}.`,
        stepByStep: [
          ...errors.slice(0, MAX_LISTED).map((i) => i.message),
          ...(errors.length > MAX_LISTED ? [`…and ${errors.length - MAX_LISTED} more of the same kind.`] : []),
          ...(left.length
            ? [`Correct the other nodes with errors as listed, or remove them: ${left.join(', ')}.`]
            : []),
          check,
        ],
      }
    : !read
      ? {
          title: 'Add valid JSON-LD structured data',
          description: typesOnly
            ? 'The page has RDFa types without a schema.org item to read (no vocab="https://schema.org/" or schema: prefix names their vocabulary, or they carry no property); a JSON-LD block describes the page with its properties in one place.'
            : wrappers.length && !sd.microdataTypes.length
              ? `The page has no structured data that says anything: its ${wrapperFormat} (${list(wrappers, 3)}) declares nothing but a type, as a theme's wrapper does, so no reader takes anything from it. Describe the page with schema.org JSON-LD.`
              : sd.microdataTypes.length
                ? `The page has no schema.org structured data: its microdata names another vocabulary (${list(sd.microdataTypes, 3)}). Describe the page with schema.org JSON-LD.`
                : sd.strandedItemprops.length
                  ? `The page has no structured data that a reader takes: its ${strandedList(sd)} stand outside any itemscope, so they belong to no item. Describe the page with schema.org JSON-LD, or wrap them in a microdata item.`
                  : 'The page has no structured data: describe it with schema.org JSON-LD.',
          stepByStep: [check],
        }
      : inMarkup
        ? {
            title: `Complete the ${inMarkup}`,
            description: `The page's ${inMarkup} ${inMarkup === 'microdata and RDFa' ? 'are' : 'is'} valid, but ${gapsSaid(warnings, ` (add each as ${inMarkup === 'RDFa' ? 'a property' : inMarkup === 'microdata' ? 'an itemprop' : 'an itemprop or property'} inside the item's element)`)}. ${googleReads(inMarkup)}, so there is no need to rewrite it.`,
            stepByStep: [...warnings.slice(0, MAX_LISTED).map((i) => i.message), check],
          }
        : {
            title: 'Complete the structured data',
            description: `The structured data is valid, with ${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${gapsSaid(warnings)}. Each is named below.`,
            stepByStep: [...warnings.slice(0, MAX_LISTED).map((i) => i.message)],
          };
  if (sd.strandedItemprops.length && !errors.length && !warnings.length && read)
    return {
      fix: {
        title: 'Put the itemprops outside any item into one',
        description: strandedStep(a, main.type),
        stepByStep: [check],
      },
      jsonLd,
    };
  if (sd.strandedItemprops.length)
    fix.stepByStep.splice(fix.stepByStep.at(-1) === check ? -1 : fix.stepByStep.length, 0, strandedStep(a, main.type));
  return { fix, jsonLd };
}

/** What each nested node with errors takes off a score whose own nodes are sound (decision 014, amendment 4). */
const NESTED_ERROR_COST = 0.25;

export default defineAudit({
  id: 'structured-data',
  category: 'aiLlmVisibility',
  title: 'Page has valid structured data (JSON-LD or microdata)',
  failureTitle: 'Structured data is missing or broken',
  description:
    'Structured data (JSON-LD, or microdata, which Google reads equally) states in machine-readable form what the page is and who publishes it (organisation, article, product, FAQ). Google reads it to understand the page and for rich results; its generative AI features need no extra markup, so a page without it is read from its text. Data with unknown types, unknown properties or missing required properties is ignored or misread, so it earns nothing here.',
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
    // JSON-LD nodes, microdata and RDFa items are read whole and judged alike; an RDFa type outside any
    // schema.org item (no vocab names schema.org) is known as a type only.
    const read = sd.entities.filter(isRead);
    const typesOnly = sd.entities.filter((e) => !isRead(e));
    const microdataItems = read.filter((e) => e.source === 'microdata' && !e.embedded).length;
    const rdfaItems = read.filter((e) => e.source === 'rdfa' && !e.embedded).length;
    const format = markupFormat(sd);
    const evidence = [
      ...errors.slice(0, MAX_LISTED).map((i) => ev('Error', i.message)),
      ...(errors.length > MAX_LISTED ? [ev('More errors', errors.length - MAX_LISTED)] : []),
      ev('JSON-LD blocks', sd.blocks.length),
      ev('Microdata items', microdataItems),
      ...(rdfaItems ? [ev('RDFa items', rdfaItems)] : []),
      ...(format ? [ev('Format', `${format}: ${googleReads(format)}`)] : []),
      ev('Types found', list(sd.allTypes, 10)),
      ev('Checked against', `schema.org ${sd.vocabulary}`),
      ev('Errors', errors.length),
      ev('Warnings', warnings.length),
      ev('Microdata types', list(sd.microdataTypes)),
      ev('RDFa types', list(sd.rdfaTypes)),
      ...(sd.strandedItemprops.length
        ? [ev('Itemprops outside any item', `${strandedList(sd)}: no item holds them, no reader takes them`)]
        : []),
      ...warnings.slice(0, 4).map((i) => ev('Warning', i.message)),
    ];

    const facts = issueFacts(sd, errors.length);
    // Invalid structured data never scores higher than none: an error in a node of its own (a block's
    // node, a top-level item), and the audit is at 0. A node nested in a sound one (an Article's broken
    // isPartOf) is lost alone, the rest is read: it costs what it holds, not the page's whole data.
    const byEntity = new Map(sd.entities.map((e) => [e.index, e]));
    const nested = new Set<number>();
    let ownErrors = 0;
    for (const i of errors)
      if (i.entity !== null && byEntity.get(i.entity)?.embedded) nested.add(i.entity);
      else ownErrors++;
    let score: number;
    if (!sd.blocks.length && !sd.entities.length) score = 0;
    else if (ownErrors) score = 0;
    else if (!read.length)
      score = 0.5; // RDFa types, but no schema.org item with properties to read (no vocab names schema.org)
    else {
      const checked = read.filter((e) => !e.embedded && e.recommended.total > 0);
      const coverage = checked.length
        ? checked.reduce((s, e) => s + e.recommended.present / e.recommended.total, 0) / checked.length
        : 1;
      // Itemprops outside any item are data the page means to give and no reader takes: one more warning.
      const other = warnings.filter((w) => w.kind !== 'recommended').length + (sd.strandedItemprops.length ? 1 : 0);
      score = round2(Math.max(0.5, 0.7 + 0.3 * coverage - Math.min(0.2, 0.05 * other)));
      if (nested.size) score = round2(Math.max(0.3, score - NESTED_ERROR_COST * nested.size));
    }
    if (score >= 1) return { score, evidence, ...facts };

    const failureTitle =
      !sd.blocks.length && !sd.entities.length
        ? 'The page has no structured data'
        : ownErrors
          ? `Structured data has ${errors.length} error${errors.length === 1 ? '' : 's'}`
          : !read.length
            ? 'Structured data is RDFa types only'
            : 'Structured data is valid but incomplete';
    return { score, evidence, ...facts, failureTitle, ...structuredDataFix(a, errors, warnings, typesOnly.length > 0) };
  },
});

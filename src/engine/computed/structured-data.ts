import type { PageFacts, StructuredDataArtifact, JsonLdBlock } from '../types';
import { stripSchemaPrefix, type ParsedBlock } from '../schema/graph';
import { validateStructuredData } from '../schema/validate';
import { SCHEMA_ORG_RELEASE, isSubtypeOf } from '../schema/vocabulary';
import { showsNoReviews } from './shown-offer';
import { decodedText, referenceIssue, type WrittenReference } from '../schema/character-references';

function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list.filter((x): x is string => typeof x === 'string').map(stripSchemaPrefix);
}

/** Tolerant parse: strips HTML comments/CDATA wrappers that CMSs add; real syntax errors are reported. */
function parseJsonLd(raw: string): { value: unknown; error: string | null; references: WrittenReference[] } {
  const text = raw
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .replace(/^\s*(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?/, '')
    .replace(/(?:\/\/|\/\*)?\s*\]\]>(?:\s*\*\/)?\s*$/, '')
    .trim();
  const references: WrittenReference[] = [];
  if (!text) return { value: null, error: 'empty block', references };
  try {
    return { value: decodedText(JSON.parse(text), references), error: null, references };
  } catch (e) {
    return { value: null, error: (e as Error).message.slice(0, 200), references };
  }
}

/**
 * Parses the page's JSON-LD and checks it, with its microdata items and RDFa types, against the schema.org
 * vocabulary (schema/validate.ts). Relative @id references resolve against the page URL (the canonical URL when unknown).
 */
export function computeStructuredData(facts: PageFacts, pageUrl: string | null = null): StructuredDataArtifact {
  const read = facts.jsonLdRaw.map((raw, index) => ({ index, ...parseJsonLd(raw) }));
  const parsed: ParsedBlock[] = read.map(({ references: _, ...block }) => block);
  const { entities, issues } = validateStructuredData(
    parsed,
    facts.microdataItems,
    facts.rdfaTypes,
    pageUrl ?? facts.pageUrl ?? facts.canonical ?? null,
    facts.rdfaItems,
    showsNoReviews(facts.text),
  );
  // Text the JSON writes with HTML character references ("Brightwell &amp; Co"): read decoded, and said (decision 075).
  for (const b of read) if (b.references.length) issues.push(referenceIssue(b.index + 1, b.references));
  const blocks: JsonLdBlock[] = parsed.map((p) => ({
    index: p.index,
    valid: !p.error,
    error: p.error,
    types: [
      ...new Set(entities.filter((e) => e.source === 'json-ld' && e.block === p.index + 1).flatMap((e) => e.types)),
    ].sort(),
  }));
  // Only sound nodes reach the other audits: an 'Artcle' or a nameless Product feeds nothing (decision 014).
  // Microdata and RDFa items are the page's data as much as JSON-LD nodes are (decision 034); JSON-LD's come first.
  const nodes = entities.filter((e) => e.sound && e.node).map((e) => e.node as Record<string, unknown>);
  const jsonLdTypes = [...new Set(blocks.flatMap((b) => b.types))].sort();
  const allTypes = [...new Set([...jsonLdTypes, ...facts.microdataTypes, ...facts.rdfaTypes])].sort();
  return {
    blocks,
    nodes,
    entities,
    issues,
    vocabulary: SCHEMA_ORG_RELEASE,
    jsonLdTypes,
    microdataTypes: facts.microdataTypes,
    emptyMicrodataTypes: facts.emptyMicrodataTypes,
    rdfaTypes: facts.rdfaTypes,
    emptyRdfaTypes: facts.emptyRdfaTypes,
    allTypes,
    strandedItemprops: facts.strandedItemprops,
    errors: issues.filter((i) => i.severity === 'error').map((i) => i.message),
    warnings: issues.filter((i) => i.severity === 'warning').map((i) => i.message),
  };
}

export { typesOf as jsonLdTypesOf };

/**
 * The page's own sound nodes of these types (or their subtypes): top-level, or the page's `mainEntity`; not one held
 * in another node (a roundup's ItemList of other sites' recipes, a venue's list of its events). Decisions 154, 155.
 */
export function ownNodesOfType(sd: StructuredDataArtifact, ...names: string[]): Record<string, unknown>[] {
  return sd.entities
    .filter(
      (e) =>
        e.sound &&
        e.node &&
        (!e.embedded || e.heldBy.some((h) => h.prop === 'mainEntity')) &&
        e.knownTypes.some((t) => names.some((name) => isSubtypeOf(t, name))),
    )
    .map((e) => e.node!);
}

/** Valid nodes whose @type is one of the names or a subtype of one (Bakery is an Organization), by the vocabulary's hierarchy. */
export function nodesOfType(sd: StructuredDataArtifact, ...names: string[]): Record<string, unknown>[] {
  const want = new Set(names.map((n) => n.toLowerCase()));
  return sd.nodes.filter((n) =>
    typesOf(n).some((t) => want.has(t.toLowerCase()) || names.some((name) => isSubtypeOf(t, name))),
  );
}

import * as cheerio from 'cheerio';
import type { PageFacts, StructuredDataArtifact, JsonLdBlock } from '../types';
import { stripSchemaPrefix, type ParsedBlock } from '../schema/graph';
import { validateStructuredData } from '../schema/validate';
import { SCHEMA_ORG_RELEASE, isSubtypeOf } from '../schema/vocabulary';
import { showsNoReviews } from './shown-offer';

function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list.filter((x): x is string => typeof x === 'string').map(stripSchemaPrefix);
}

/** An HTML character reference: "&amp;", "&#038;", "&#8217;", "&#x2019;". */
const CHARACTER_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
/** A URL or IRI value (absolute, protocol-relative, root-relative, a fragment or a scheme a page links with). */
const URL_VALUE = /^\s*(?:[a-z][a-z\d+.-]*:\/\/|\/|#|(?:mailto|tel|urn|data):)/i;

/**
 * Text values with the HTML character references a plugin wrote into them decoded: WordPress's SEO plugins
 * pass the site's name through esc_html, so Rank Math writes `"name":"Brightwell &amp; Co"`, and JSON has
 * no entities, so every reader takes "&amp;" literally and the report showed it. A URL keeps its text (a
 * query's "&amp;" is the page's own error, not ours to rewrite), and so do keywords ("@type", "@id").
 */
function decodedText(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return key.startsWith('@') || !CHARACTER_REFERENCE.test(value) || URL_VALUE.test(value)
      ? value
      : cheerio.load(value.replace(/</g, '&lt;'), null, false).text();
  if (Array.isArray(value)) return value.map((v) => decodedText(v, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodedText(v, k)]));
  return value;
}

/** Tolerant parse: strips HTML comments/CDATA wrappers that CMSs add; real syntax errors are reported. */
function parseJsonLd(raw: string): { value: unknown; error: string | null } {
  const text = raw
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .replace(/^\s*(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?/, '')
    .replace(/(?:\/\/|\/\*)?\s*\]\]>(?:\s*\*\/)?\s*$/, '')
    .trim();
  if (!text) return { value: null, error: 'empty block' };
  try {
    return { value: decodedText(JSON.parse(text)), error: null };
  } catch (e) {
    return { value: null, error: (e as Error).message.slice(0, 200) };
  }
}

/**
 * Parses the page's JSON-LD and checks it, with its microdata items and RDFa types, against the schema.org
 * vocabulary (schema/validate.ts). Relative @id references resolve against the page URL (the canonical URL when unknown).
 */
export function computeStructuredData(facts: PageFacts, pageUrl: string | null = null): StructuredDataArtifact {
  const parsed: ParsedBlock[] = facts.jsonLdRaw.map((raw, index) => ({ index, ...parseJsonLd(raw) }));
  const { entities, issues } = validateStructuredData(
    parsed,
    facts.microdataItems,
    facts.rdfaTypes,
    pageUrl ?? facts.pageUrl ?? facts.canonical ?? null,
    facts.rdfaItems,
    showsNoReviews(facts.text),
  );
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

/** Valid nodes whose @type is one of the names or a subtype of one (Bakery is an Organization), by the vocabulary's hierarchy. */
export function nodesOfType(sd: StructuredDataArtifact, ...names: string[]): Record<string, unknown>[] {
  const want = new Set(names.map((n) => n.toLowerCase()));
  return sd.nodes.filter((n) =>
    typesOf(n).some((t) => want.has(t.toLowerCase()) || names.some((name) => isSubtypeOf(t, name))),
  );
}

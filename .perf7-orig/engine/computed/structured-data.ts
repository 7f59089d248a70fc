import type { PageFacts, StructuredDataArtifact, JsonLdBlock } from '../types';

function typesOf(node: Record<string, unknown>): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : t === undefined ? [] : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^https?:\/\/schema\.org\//i, '').replace(/^schema:/i, ''));
}

/** Walks a JSON-LD value collecting every object node (flattening @graph and nested objects). */
function collectNodes(v: unknown, out: Record<string, unknown>[], depth = 0): void {
  if (depth > 12 || out.length > 2000) return;
  if (Array.isArray(v)) {
    for (const x of v) collectNodes(x, out, depth + 1);
    return;
  }
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('@type' in o) out.push(o);
    for (const [k, x] of Object.entries(o)) if (k !== '@context' && x && typeof x === 'object') collectNodes(x, out, depth + 1);
  }
}

/** Tolerant parse: strips HTML comments/CDATA wrappers that CMSs add; real syntax errors are reported. */
export function parseJsonLd(raw: string): { value: unknown; error: string | null } {
  const text = raw.replace(/^\s*<!--/, '').replace(/-->\s*$/, '').replace(/^\s*\/\/<!\[CDATA\[/, '').replace(/\/\/\]\]>\s*$/, '').trim();
  if (!text) return { value: null, error: 'empty block' };
  try {
    return { value: JSON.parse(text), error: null };
  } catch (e) {
    return { value: null, error: (e as Error).message.slice(0, 200) };
  }
}

export function computeStructuredData(facts: PageFacts): StructuredDataArtifact {
  const blocks: JsonLdBlock[] = [];
  const nodes: Record<string, unknown>[] = [];
  const errors: string[] = [];
  facts.jsonLdRaw.forEach((raw, i) => {
    const { value, error } = parseJsonLd(raw);
    if (error) {
      blocks.push({ index: i, valid: false, error, types: [] });
      errors.push(`JSON-LD block ${i + 1}: ${error}`);
      return;
    }
    const mine: Record<string, unknown>[] = [];
    collectNodes(value, mine);
    nodes.push(...mine);
    const types = [...new Set(mine.flatMap(typesOf))].sort();
    if (!types.length) errors.push(`JSON-LD block ${i + 1}: no @type found`);
    blocks.push({ index: i, valid: true, error: null, types });
  });
  const jsonLdTypes = [...new Set(blocks.flatMap((b) => b.types))].sort();
  const allTypes = [...new Set([...jsonLdTypes, ...facts.microdataTypes, ...facts.rdfaTypes])].sort();
  return { blocks, nodes, jsonLdTypes, microdataTypes: facts.microdataTypes, rdfaTypes: facts.rdfaTypes, allTypes, errors };
}

export { typesOf as jsonLdTypesOf };

/** Nodes whose @type is one of the names. */
export function nodesOfType(sd: StructuredDataArtifact, ...names: string[]): Record<string, unknown>[] {
  const want = new Set(names.map((n) => n.toLowerCase()));
  return sd.nodes.filter((n) => typesOf(n).some((t) => want.has(t.toLowerCase())));
}

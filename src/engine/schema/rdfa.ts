/** RDFa as the page facts carry it: types only (typeof), each checked against the vocabulary. */
import type { SchemaEntity, SchemaIssue } from './entities';
import { isExtension } from './graph';
import { closestType, isSchemaType } from './vocabulary';

/** One entity per RDFa type; a type that is not schema.org's is an error, with the closest real one. */
export function addRdfaTypes(entities: SchemaEntity[], list: string[], push: (i: SchemaIssue) => void): void {
  for (const t of list) {
    if (isExtension(t)) continue;
    const known = isSchemaType(t);
    const e: SchemaEntity = {
      index: entities.length,
      source: 'rdfa',
      block: null,
      types: [t],
      knownTypes: known ? [t] : [],
      id: null,
      name: null,
      embedded: false,
      referenced: false,
      parentTypes: [],
      heldBy: [],
      errors: known ? 0 : 1,
      warnings: 0,
      valid: known,
      insideInvalid: false,
      sound: known,
      recommended: { present: 0, total: 0 },
      node: null,
    };
    entities.push(e);
    if (known) continue;
    const s = closestType(t);
    push({
      severity: 'error',
      kind: 'unknown-type',
      source: 'rdfa',
      block: null,
      entity: e.index,
      term: t,
      suggestion: s ?? undefined,
      message: `RDFa: typeof '${t}' is not a schema.org type${s ? `; did you mean '${s}'?` : ''}`,
    });
  }
}

/**
 * What the structured-data audit says a node lacks, written into the drafted block as placeholders: the block is
 * "with the properties Google recommends", not a copy of the node (decision 075). On the drafted node itself
 * (WooCommerce's Product without its brand) and on the nodes it holds (Shopify Dawn's six Offers without
 * priceValidUntil, decision 078): a gap the report names and the draft leaves out would be advice the block
 * silently drops. Never a rating or a review: only the page's reviews give one (decision 073).
 */
import type { Artifacts } from '../types';
import type { SchemaEntity } from './entities';
import { isObj } from './graph';
import { expectedOn, isDateProperty } from './vocabulary';
import { PLACEHOLDER } from './fill';

type Node = Record<string, unknown>;
const RATINGS = new Set(['aggregateRating', 'review']);

/** The placeholder for a property the owner fills in: a brand as a Brand node, a date with its form. */
const gapValue = (p: string): unknown =>
  p === 'brand'
    ? { '@type': 'Brand', name: PLACEHOLDER('brand name') }
    : PLACEHOLDER(isDateProperty(p) ? `${p}, e.g. 2026-12-31` : p);

/** The recommended properties the report says the entity lacks. */
const missingOn = (a: Artifacts, e: SchemaEntity): string[] =>
  a.structuredData.issues
    .filter((i) => i.entity === e.index && i.kind === 'recommended')
    .flatMap((i) => i.missing ?? [])
    .filter((p) => !RATINGS.has(p));

/** Writes each gap into the drafted node `out` where schema.org expects the property on its types. */
function fill(out: Node, missing: string[], types: string[]): void {
  for (const p of missing) if (out[p] === undefined && expectedOn(p, types)) out[p] = gapValue(p);
}

/** A literal value of the node's (a sku, a price, a url), by which its copy in the draft is known. */
const isLiteral = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The draft's copies of an entity the node holds: same type, and no literal property that differs. */
function copiesOf(held: unknown, e: SchemaEntity): Node[] {
  const own = e.node ?? {};
  return [held].flat().filter((o): o is Node => {
    if (!isObj(o) || JSON.stringify(o['@type']) !== JSON.stringify(own['@type'])) return false;
    return Object.entries(o).every(([k, v]) => !isLiteral(v) || !isLiteral(own[k]) || own[k] === v);
  });
}

/**
 * Fills the drafted node's gaps, and those of each node it holds, as deep as the draft copies them: each
 * embedded entity is found among the copies of the property that holds it by its own literal values (the
 * Offer with that sku and url), so six Offers that lack a priceValidUntil each get the placeholder.
 */
export function fillGaps(a: Artifacts, e: SchemaEntity | null, out: Node, types: string[]): void {
  if (!e) return;
  fill(out, missingOn(a, e), types);
  const entities = a.structuredData.entities;
  const walk = (parent: SchemaEntity, into: Node, depth: number) => {
    if (depth > 4) return;
    for (const child of entities) {
      const held = child.heldBy.find((h) => h.by === parent.index);
      if (!held || child === parent || !child.embedded) continue;
      for (const copy of copiesOf(into[held.prop], child)) {
        fill(copy, missingOn(a, child), child.knownTypes);
        walk(child, copy, depth + 1);
      }
    }
  };
  walk(e, out, 0);
}

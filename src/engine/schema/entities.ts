/**
 * The checked structured data's shapes: each node as an entity (its types, where it sits, whether it counts)
 * and each issue found on it; and the rules that say when an entity counts (valid, sound).
 */
import { firstText, isEmpty, isExtension, MAX_DEPTH, stripSchemaPrefix, type NodeGroups, type Obj } from './graph';
import { isSchemaType } from './vocabulary';

export type SchemaSource = 'json-ld' | 'microdata' | 'rdfa';
type SchemaIssueKind =
  | 'parse'
  | 'context'
  | 'no-type'
  | 'unknown-type'
  | 'unknown-property'
  | 'required'
  | 'recommended'
  | 'unexpected-property'
  | 'superseded'
  | 'unresolved-id'
  | 'not-a-date'
  /** One node written in two blocks without a shared @id (schema/twins.ts). */
  | 'split-node'
  /** Text written with an HTML character reference, which JSON does not decode (schema/character-references.ts). */
  | 'character-reference';

export interface SchemaIssue {
  severity: 'error' | 'warning';
  kind: SchemaIssueKind;
  source: SchemaSource;
  /** 1-based JSON-LD block; null for microdata and RDFa (their messages name the itemtype and itemprops). */
  block: number | null;
  message: string;
  /** The entity (index into entities) the issue is about, if any. */
  entity: number | null;
  /** The unknown type or property, the missing property... */
  term?: string;
  /** The real term meant ('Article' for 'Artcle'). */
  suggestion?: string;
  /** A recommended-properties warning's missing properties, each by its first name ('sku' for "sku or gtin"). */
  missing?: string[];
}

export interface SchemaEntity {
  index: number;
  source: SchemaSource;
  block: number | null;
  /** Types as written, without the schema.org prefix. */
  types: string[];
  /** Those that are schema.org types. */
  knownTypes: string[];
  id: string | null;
  name: string | null;
  /** Embedded in another node's property. */
  embedded: boolean;
  /** Pointed to by an {"@id"} reference from another node. */
  referenced: boolean;
  /** Types of the nodes that embed or reference it. */
  parentTypes: string[];
  /** Each property of another node that holds it (embedded or by @id), and that node's entity index: a Review's itemReviewed. */
  heldBy: { prop: string; by: number }[];
  errors: number;
  warnings: number;
  /** No error on it, nor on anything embedded in it, nor on a node it is embedded in. */
  valid: boolean;
  /** Embedded in a node that has errors. */
  insideInvalid: boolean;
  /**
   * Its facts can be used: real types, a name where its type needs one, and not part of an unusable node.
   * A Bakery without the address Google wants for rich results is sound but not valid; an 'Artcle', or a
   * Product without a name, is neither.
   */
  sound: boolean;
  /** Recommended properties present / checked (by the type's rules). */
  recommended: { present: number; total: number };
  /**
   * A JSON-LD node written in several blocks: each other block and the properties only it gives (a review app's
   * block adding the aggregateRating to the theme's Product by its @id). That block stays as the page writes it.
   */
  elsewhere?: { block: number; props: string[]; writesId: boolean }[];
  /**
   * The node with every property merged from its @id twins and {"@id"} references replaced by the node they
   * name; for a microdata or RDFa item, the item as read (JSON-LD-shaped); null for an RDFa type outside
   * any schema.org item (no vocab names schema.org), of which only the type is known.
   */
  node: Record<string, unknown> | null;
}

/** One entity per group, with its properties merged (the first non-empty value of each wins). */
export function entitiesOf({ groups, groupOf, refsInto }: NodeGroups): { entities: SchemaEntity[]; mergedOf: Obj[] } {
  const entities: SchemaEntity[] = [];
  const mergedOf: Obj[] = [];
  for (const [gi, g] of groups.entries()) {
    const merged: Obj = {};
    for (const r of g)
      for (const [k, v] of Object.entries(r.obj)) if (!(k in merged) || isEmpty(merged[k])) merged[k] = v;
    mergedOf.push(merged);
    const types = [...new Set(g.flatMap((r) => r.types))];
    const parentTypes = [
      ...new Set([
        ...g.flatMap((r) => r.parent?.types ?? []),
        ...(refsInto.get(gi) ?? []).flatMap((ref) => ref.from.types),
      ]),
    ];
    const holds = [
      ...g.map((r) => ({ prop: r.prop, by: r.parent ? groupOf.get(r.parent) : undefined })),
      ...(refsInto.get(gi) ?? []).map((ref) => ({ prop: ref.prop, by: groupOf.get(ref.from) })),
    ];
    const home = g.filter((r) => r.block === g[0].block);
    const elsewhere = [
      ...new Set(g.filter((r) => r.source === 'json-ld' && r.block !== g[0].block).map((r) => r.block)),
    ]
      .map((block) => ({
        block,
        // Joined by the @id it writes, or only by the one proposed for both (schema/twins.ts): then it must take it.
        writesId: g.some((r) => r.block === block && typeof r.obj['@id'] === 'string'),
        props: [
          ...new Set(
            g
              .filter((r) => r.block === block)
              .flatMap((r) => Object.keys(r.obj))
              .filter((k) => !k.startsWith('@') && home.every((h) => !(k in h.obj))),
          ),
        ],
      }))
      .filter((x) => x.props.length);
    entities.push({
      index: gi,
      source: g[0].source,
      block: g[0].source === 'json-ld' ? g[0].block : null,
      types,
      knownTypes: types.filter((t) => !isExtension(t) && isSchemaType(t)),
      id: g[0].id,
      name: firstText(merged.name) ?? firstText(merged.headline),
      embedded: g.every((r) => r.parent !== null),
      referenced: refsInto.has(gi),
      parentTypes,
      heldBy: holds.flatMap((h) =>
        h.prop && h.by !== undefined && h.by !== gi ? [{ prop: stripSchemaPrefix(h.prop), by: h.by }] : [],
      ),
      errors: 0,
      warnings: 0,
      valid: true,
      insideInvalid: false,
      sound: true,
      recommended: { present: 0, total: 0 },
      ...(elsewhere.length && { elsewhere }),
      node: null,
    });
  }
  return { entities, mergedOf };
}

/**
 * An entity is valid when it and everything embedded in it has no error, and not when embedded in an
 * invalid node; it is sound unless a fatal error (no real type, no name where one is needed) is on it or
 * on a node it is embedded in.
 */
export function markValidity(entities: SchemaEntity[], issues: SchemaIssue[], { groups, groupOf }: NodeGroups): void {
  const childrenOf = new Map<number, number[]>();
  for (const [gi, g] of groups.entries()) {
    for (const r of g) {
      if (!r.parent) continue;
      const p = groupOf.get(r.parent);
      if (p === undefined || p === gi) continue;
      const l = childrenOf.get(p);
      if (l) l.push(gi);
      else childrenOf.set(p, [gi]);
    }
  }
  const state = new Map<number, boolean>();
  const validOf = (gi: number, stack = new Set<number>()): boolean => {
    const known = state.get(gi);
    if (known !== undefined) return known;
    if (stack.has(gi)) return true;
    stack.add(gi);
    const ok = entities[gi].errors === 0 && (childrenOf.get(gi) ?? []).every((c) => validOf(c, stack));
    state.set(gi, ok);
    return ok;
  };
  for (const e of entities) e.valid = validOf(e.index);
  // Soundness: a fatal error (no real type, no name where one is needed) makes the node and what it embeds unusable.
  const fatal = new Set<number>();
  for (const i of issues)
    if (
      i.entity !== null &&
      (i.kind === 'unknown-type' || i.kind === 'no-type' || (i.kind === 'required' && i.term === 'name'))
    )
      fatal.add(i.entity);
  for (const e of entities) e.sound = e.knownTypes.length > 0 && !fatal.has(e.index);
  // Embedded in an invalid node: not valid either; in an unsound one: not sound either.
  const parentOf = new Map<number, number>();
  for (const [p, cs] of childrenOf) for (const c of cs) if (!parentOf.has(c)) parentOf.set(c, p);
  const ownSound = entities.map((e) => e.sound);
  for (const e of entities) {
    for (let p = parentOf.get(e.index), n = 0; p !== undefined && n < MAX_DEPTH; p = parentOf.get(p), n++) {
      if (!entities[p].valid) {
        e.valid = false;
        e.insideInvalid = true;
      }
      if (!ownSound[p]) e.sound = false;
    }
  }
}

/** The organisation a page declares, as organizationIdentity (page.ts) reads it. */
export interface OrganizationIdentity {
  entity: SchemaEntity;
  /** The type as written (Bakery). */
  type: string;
  /** Bakery → FoodEstablishment → LocalBusiness → Organization. */
  path: string[];
  name: string | null;
  sameAs: string[];
}

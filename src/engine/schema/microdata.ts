/**
 * Microdata and RDFa items (gather/facts/microdata.ts, rdfa.ts, JSON-LD-shaped) as node records for the same
 * checks as JSON-LD nodes, and how messages say where an item is: by itemtype and itemprop, never by block.
 */
import {
  asArray,
  firstText,
  isExtension,
  isObj,
  MAX_DEPTH,
  MAX_NODES,
  nodeLabel,
  typesOfObj,
  type Obj,
  type Rec,
} from './graph';

/**
 * Every item and every item nested in one as a record (document order). An item's vocabulary is its
 * itemtype's: schema.org when one of its types is; another vocabulary's items are not ours to judge; an
 * item without itemtype is in its parent's.
 */
export function microdataRecs(
  items: Obj[],
  normId: (id: string) => string,
  source: 'microdata' | 'rdfa' = 'microdata',
): Rec[] {
  const recs: Rec[] = [];
  const visit = (obj: Obj, block: number, parent: Rec | null, prop: string | null, depth: number): void => {
    if (depth > MAX_DEPTH || recs.length >= MAX_NODES) return;
    const types = typesOfObj(obj);
    const schema = types.length ? types.some((t) => !isExtension(t)) : (parent?.ctx.schema ?? false);
    const rec: Rec = {
      obj,
      block,
      source,
      prop,
      ctx: { schema, terms: new Set() },
      types,
      parent,
      id: typeof obj['@id'] === 'string' ? normId(obj['@id']) : null,
    };
    recs.push(rec);
    for (const [k, v] of Object.entries(obj))
      if (!k.startsWith('@')) for (const x of asArray(v)) if (isObj(x)) visit(x, block, rec, k, depth + 1);
  };
  items.forEach((item, i) => visit(item, i + 1, null, null, 0));
  return recs;
}

const recLabel = (r: Rec) => nodeLabel(r.types[0], firstText(r.obj.name) ?? firstText(r.obj.headline));

/** The itemprops that hold an item, from its top-level item down: "Article 'Why…' › author"; '' for a top-level item. */
export function microdataHolder(r: Rec): string {
  const steps: string[] = [];
  for (let x = r, n = 0; x.parent && n < MAX_DEPTH; x = x.parent, n++) steps.unshift(recLabel(x.parent), x.prop ?? '?');
  return steps.join(' › ');
}

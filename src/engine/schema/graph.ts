/**
 * JSON-LD blocks as a graph of nodes: every block flattened into node records (@graph and arrays
 * flattened, embedded nodes included), nodes sharing an @id grouped, {"@id"} references resolved.
 */
import type { SchemaSource } from './entities';

/** One JSON-LD block as parsed: its value, or why it is not JSON. */
export interface ParsedBlock {
  index: number;
  value: unknown;
  error: string | null;
}

export type Obj = Record<string, unknown>;
interface Ctx {
  /** true: schema.org; false: another vocabulary; null: no @context at all. */
  schema: boolean | null;
  /** Terms the block defines itself in an inline @context: extension properties, not checked. */
  terms: Set<string>;
}
export interface Rec {
  obj: Obj;
  /** JSON-LD: the 1-based block; microdata: the 1-based top-level item. */
  block: number;
  source: SchemaSource;
  /** The property of the parent node this node is the value of. */
  prop: string | null;
  ctx: Ctx;
  types: string[];
  parent: Rec | null;
  id: string | null;
}
interface Ref {
  from: Rec;
  prop: string;
  id: string;
}

export const MAX_NODES = 2000;
export const MAX_DEPTH = 12;
export const MAX_ISSUES = 300;
const SCHEMA_IRI = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i;

export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
/** How @ids are compared: each made absolute against the page's address (when known), as JSON-LD resolves them. */
export const idsAgainst =
  (baseUrl: string | null) =>
  (id: string): string => {
    if (!baseUrl) return id.trim();
    try {
      return new URL(id.trim(), baseUrl).href;
    } catch {
      return id.trim();
    }
  };

/** A value that only points at a node described elsewhere: {"@id": "#offer"}. */
export const isRef = (v: unknown): v is { '@id': string } =>
  isObj(v) && typeof v['@id'] === 'string' && Object.keys(v).every((k) => k === '@id' || k === '@context');
export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.every(isEmpty));

/** 'https://schema.org/Article' → 'Article'; 'ex:Thing' and other vocabularies stay as they are. */
export const stripSchemaPrefix = (t: string): string => t.trim().replace(SCHEMA_IRI, '');
/**
 * Several schema.org types glued into one address by an encoded space ('CreativeWork%20http://schema.org/Product',
 * as a template wrote itemtype): the types meant, or null. One address names one type, and this one names none.
 */
export function gluedTypes(t: string): string[] | null {
  if (!/%20|\+/.test(t)) return null;
  const parts = t
    .split(/%20|\+/)
    .map(stripSchemaPrefix)
    .filter(Boolean);
  return parts.length > 1 && parts.every((p) => /^[A-Za-z]\w*$/.test(p)) ? parts : null;
}
/** What is wrong with glued types, and how the page's own format writes them apart. */
export const gluedTypesAdvice = (types: string[], source: 'json-ld' | 'microdata' | 'rdfa'): string =>
  `is one address, not ${types.length} types: an encoded space does not separate them, so engines read no type from it. ${
    source === 'microdata'
      ? `Write itemtype="${types.map((g) => `https://schema.org/${g}`).join(' ')}"`
      : source === 'rdfa'
        ? `Write typeof="${types.join(' ')}"`
        : `Write "@type": [${types.map((g) => `"${g}"`).join(', ')}]`
  }`;
/** A term on another vocabulary (a prefix or an absolute IRI): an extension, never judged. */
export const isExtension = (t: string): boolean => /[:/#]/.test(t) && !gluedTypes(t);

function readContext(c: unknown, inherited: Ctx | null): Ctx {
  const out: Ctx = { schema: inherited?.schema ?? null, terms: new Set(inherited?.terms ?? []) };
  const visit = (x: unknown) => {
    if (typeof x === 'string') {
      if (/schema\.org/i.test(x)) out.schema = true;
      else if (out.schema !== true) out.schema = false;
    } else if (Array.isArray(x)) x.forEach(visit);
    else if (isObj(x)) {
      const vocab = x['@vocab'];
      if (typeof vocab === 'string') {
        if (/schema\.org/i.test(vocab)) out.schema = true;
        else if (out.schema !== true) out.schema = false;
      }
      for (const k of Object.keys(x)) if (!k.startsWith('@')) out.terms.add(k);
    }
  };
  visit(c);
  return out;
}

export function typesOfObj(o: Obj): string[] {
  return asArray(o['@type'])
    .filter((x): x is string => typeof x === 'string' && !!x.trim())
    .map(stripSchemaPrefix);
}

export const firstText = (v: unknown): string | null => {
  for (const x of asArray(v)) {
    if (typeof x === 'string' && x.trim()) return x.trim();
    if (isObj(x) && typeof x['@value'] === 'string' && x['@value'].trim()) return x['@value'].trim();
  }
  return null;
};

/** How messages name a node: its type and its name or headline ("Article 'Why…'"). */
export function nodeLabel(type: string | undefined, name: string | null): string {
  return `${type ?? 'Node'} ${name ? `'${name.length > 60 ? name.slice(0, 60) + '…' : name}'` : '(unnamed)'}`;
}

export interface BlockNodes {
  block: number;
  recs: Rec[];
  sawContext: boolean;
}

/** Every block flattened into node records (document order), noting references; a block that is not JSON goes to `notJson` (1-based). */
export function flattenBlocks(
  blocks: ParsedBlock[],
  normId: (id: string) => string,
  notJson: (block: number, error: string) => void,
) {
  const recs: Rec[] = [];
  const refs: Ref[] = [];
  const blockRecs: BlockNodes[] = [];
  for (const b of blocks) {
    const block = b.index + 1;
    if (b.error) {
      notJson(block, b.error);
      continue;
    }
    const before = recs.length;
    let sawContext = false;
    const visit = (v: unknown, ctx: Ctx | null, parent: Rec | null, prop: string | null, depth: number): void => {
      if (depth > MAX_DEPTH || recs.length >= MAX_NODES) return;
      if (Array.isArray(v)) {
        for (const x of v) visit(x, ctx, parent, prop, depth + 1);
        return;
      }
      if (!isObj(v)) return;
      let c = ctx;
      if ('@context' in v) {
        c = readContext(v['@context'], ctx);
        sawContext = true;
      }
      if ('@value' in v) return;
      if ('@list' in v || '@set' in v) {
        visit(v['@list'] ?? v['@set'], c, parent, prop, depth + 1);
        return;
      }
      if (parent && prop && isRef(v)) {
        refs.push({ from: parent, prop, id: normId(v['@id']) });
        return;
      }
      const keys = Object.keys(v);
      const isNode = '@type' in v || keys.some((k) => !k.startsWith('@'));
      let rec: Rec | null = null;
      if (isNode) {
        rec = {
          obj: v,
          block,
          source: 'json-ld',
          prop,
          ctx: c ?? { schema: null, terms: new Set() },
          types: typesOfObj(v),
          parent,
          id: typeof v['@id'] === 'string' ? normId(v['@id']) : null,
        };
        recs.push(rec);
      }
      if (Array.isArray(v['@graph']) || isObj(v['@graph'])) visit(v['@graph'], c, null, null, depth + 1);
      for (const k of keys) {
        if (k.startsWith('@')) continue;
        const x = v[k];
        if (x && typeof x === 'object') visit(x, c, rec ?? parent, k, depth + 1);
      }
    };
    visit(b.value, null, null, null, 0);
    blockRecs.push({ block, recs: recs.slice(before), sawContext });
  }
  return { recs, refs, blockRecs };
}

export type NodeGroups = ReturnType<typeof groupNodes>;

/** One group per node, nodes sharing an @id merged (Yoast-style graphs describe a node once and point to it). */
export function groupNodes(recs: Rec[], refs: Ref[]) {
  const byId = new Map<string, Rec[]>();
  for (const r of recs) {
    if (!r.id) continue;
    const l = byId.get(r.id);
    if (l) l.push(r);
    else byId.set(r.id, [r]);
  }
  const groups: Rec[][] = [];
  const groupOf = new Map<Rec, number>();
  for (const r of recs) {
    if (r.ctx.schema === false) continue; // another vocabulary: not ours to judge
    if (r.id && byId.get(r.id)![0] !== r) {
      const g = groupOf.get(byId.get(r.id)![0]);
      if (g !== undefined) {
        groups[g].push(r);
        groupOf.set(r, g);
      }
      continue;
    }
    groupOf.set(r, groups.length);
    groups.push([r]);
  }
  const refsInto = new Map<number, Ref[]>();
  const resolve = (id: string): number | null => {
    const l = byId.get(id);
    if (l) return groupOf.get(l[0]) ?? null;
    // "#org" against absolute ids when no base URL was given: only when exactly one matches.
    if (id.startsWith('#')) {
      const hits = [...byId.keys()].filter((k) => k.endsWith(id));
      if (hits.length === 1) return groupOf.get(byId.get(hits[0])![0]) ?? null;
    }
    return null;
  };
  for (const ref of refs) {
    const g = resolve(ref.id);
    if (g === null) continue;
    const l = refsInto.get(g);
    if (l) l.push(ref);
    else refsInto.set(g, [ref]);
  }
  return { byId, groups, groupOf, refsInto, resolve };
}

/** The node consumers read: merged from its group, with references replaced by the node they name. */
export function resolvedNode(
  gi: number,
  mergedOf: Obj[],
  resolve: NodeGroups['resolve'],
  normId: (id: string) => string,
): Obj {
  const node: Obj = {};
  for (const [k, v] of Object.entries(mergedOf[gi])) {
    if (k.startsWith('@') || !v || typeof v !== 'object') {
      node[k] = v;
      continue;
    }
    const sub = (x: unknown) => {
      if (!isRef(x)) return x;
      const t = resolve(normId(x['@id']));
      return t === null || t === gi ? x : mergedOf[t];
    };
    node[k] = Array.isArray(v) ? v.map(sub) : sub(v);
  }
  return node;
}

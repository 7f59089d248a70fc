/**
 * Structured data against the schema.org vocabulary (decision 014): every JSON-LD node (@graph and
 * arrays flattened, embedded nodes included, @id references resolved) is checked for real types,
 * real properties and the required/recommended properties of its type; microdata and RDFa types are
 * checked against the same vocabulary. Messages name the block and the node as the page writes them.
 */
import { closestProperty, closestType, domainsOf, expectedOn, isSchemaProperty, isSchemaType, isSubtypeOf, supersededBy } from './vocabulary';
import { TYPE_RULES, type Requirement, type TypeRule } from './rules';

export type SchemaSource = 'json-ld' | 'microdata' | 'rdfa';
export type SchemaIssueKind = 'parse' | 'context' | 'no-type' | 'unknown-type' | 'unknown-property' | 'required' | 'recommended' | 'unexpected-property' | 'superseded' | 'unresolved-id';

export interface SchemaIssue {
  severity: 'error' | 'warning';
  kind: SchemaIssueKind;
  source: SchemaSource;
  /** 1-based JSON-LD block; null for microdata and RDFa. */
  block: number | null;
  message: string;
  /** The entity (index into entities) the issue is about, if any. */
  entity: number | null;
  /** The unknown type or property, the missing property... */
  term?: string;
  /** The real term meant ('Article' for 'Artcle'). */
  suggestion?: string;
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
  /** The node with every property merged from its @id twins and {"@id"} references replaced by the node they name (JSON-LD only). */
  node: Record<string, unknown> | null;
}

export interface ParsedBlock {
  index: number;
  value: unknown;
  error: string | null;
}

export interface ValidationResult {
  entities: SchemaEntity[];
  issues: SchemaIssue[];
}

type Obj = Record<string, unknown>;
interface Ctx {
  /** true: schema.org; false: another vocabulary; null: no @context at all. */
  schema: boolean | null;
  /** Terms the block defines itself in an inline @context: extension properties, not checked. */
  terms: Set<string>;
}
interface Rec {
  obj: Obj;
  block: number;
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

const MAX_NODES = 2000;
const MAX_DEPTH = 12;
const MAX_ISSUES = 300;
const SCHEMA_IRI = /^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i;

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
/** A value that only points at a node described elsewhere: {"@id": "#offer"}. */
const isRef = (v: unknown): v is { '@id': string } => isObj(v) && typeof v['@id'] === 'string' && Object.keys(v).every((k) => k === '@id' || k === '@context');
const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.every(isEmpty));

/** 'https://schema.org/Article' → 'Article'; 'ex:Thing' and other vocabularies stay as they are. */
export const stripSchemaPrefix = (t: string): string => t.trim().replace(SCHEMA_IRI, '');
/** A term on another vocabulary (a prefix or an absolute IRI): an extension, never judged. */
const isExtension = (t: string): boolean => /[:/#]/.test(t);

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

function typesOfObj(o: Obj): string[] {
  return asArray(o['@type'])
    .filter((x): x is string => typeof x === 'string' && !!x.trim())
    .map(stripSchemaPrefix);
}

const firstText = (v: unknown): string | null => {
  for (const x of asArray(v)) {
    if (typeof x === 'string' && x.trim()) return x.trim();
    if (isObj(x) && typeof x['@value'] === 'string' && x['@value'].trim()) return x['@value'].trim();
  }
  return null;
};

/** The most specific rules for these types: a Bakery gets LocalBusiness's, not Organization's as well. */
function rulesFor(types: string[], parentTypes: string[]): TypeRule[] {
  const hits = TYPE_RULES.filter((r) => types.some((t) => isSubtypeOf(t, r.type)) && (!r.under || parentTypes.some((p) => r.under!.some((u) => isSubtypeOf(p, u)))));
  return hits.filter((r) => !hits.some((o) => o !== r && o.type !== r.type && isSubtypeOf(o.type, r.type)));
}

export function validateStructuredData(blocks: ParsedBlock[], microdataTypes: string[] = [], rdfaTypes: string[] = [], baseUrl: string | null = null): ValidationResult {
  const issues: SchemaIssue[] = [];
  const push = (i: SchemaIssue) => {
    if (issues.length < MAX_ISSUES) issues.push(i);
  };
  const recs: Rec[] = [];
  const refs: Ref[] = [];
  const blockRecs: { block: number; recs: Rec[]; sawContext: boolean }[] = [];
  const normId = (id: string): string => {
    if (!baseUrl) return id.trim();
    try {
      return new URL(id.trim(), baseUrl).href;
    } catch {
      return id.trim();
    }
  };

  // 1. Flatten every block into node records (document order), noting references.
  for (const b of blocks) {
    const block = b.index + 1;
    if (b.error) {
      push({ severity: 'error', kind: 'parse', source: 'json-ld', block, entity: null, message: `Block ${block}: not valid JSON (${b.error})` });
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
        rec = { obj: v, block, ctx: c ?? { schema: null, terms: new Set() }, types: typesOfObj(v), parent, id: typeof v['@id'] === 'string' ? normId(v['@id']) : null };
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

  // 2. One entity per node, nodes sharing an @id merged (Yoast-style graphs describe a node once and point to it).
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

  const untypedBlocks = new Set<number>();
  // A block with no typed node, unless it only adds properties to a node typed elsewhere (same @id).
  for (const { block, recs: mine, sawContext } of blockRecs) {
    const typed = mine.some((r) => r.types.length || (r.id && byId.get(r.id)!.some((o) => o.types.length)));
    if (!typed) untypedBlocks.add(block);
    if (!typed) push({ severity: 'error', kind: 'no-type', source: 'json-ld', block, entity: null, message: `Block ${block}: no @type found` });
    else if (!sawContext) push({ severity: 'error', kind: 'context', source: 'json-ld', block, entity: null, message: `Block ${block}: no @context; add "@context": "https://schema.org"` });
  }

  const entities: SchemaEntity[] = [];
  const mergedOf: Obj[] = [];
  for (const [gi, g] of groups.entries()) {
    const merged: Obj = {};
    for (const r of g) for (const [k, v] of Object.entries(r.obj)) if (!(k in merged) || isEmpty(merged[k])) merged[k] = v;
    mergedOf.push(merged);
    const types = [...new Set(g.flatMap((r) => r.types))];
    const parentTypes = [...new Set([...g.flatMap((r) => r.parent?.types ?? []), ...(refsInto.get(gi) ?? []).flatMap((ref) => ref.from.types)])];
    entities.push({
      index: gi,
      source: 'json-ld',
      block: g[0].block,
      types,
      knownTypes: types.filter((t) => !isExtension(t) && isSchemaType(t)),
      id: g[0].id,
      name: firstText(merged.name) ?? firstText(merged.headline),
      embedded: g.every((r) => r.parent !== null),
      referenced: refsInto.has(gi),
      parentTypes,
      errors: 0,
      warnings: 0,
      valid: true,
      insideInvalid: false,
      sound: true,
      recommended: { present: 0, total: 0 },
      node: null,
    });
  }

  const label = (e: SchemaEntity) => `${e.knownTypes[0] ?? e.types[0] ?? 'Node'} ${e.name ? `'${e.name.length > 60 ? e.name.slice(0, 60) + '…' : e.name}'` : '(unnamed)'}`;
  const report = (e: SchemaEntity, i: Omit<SchemaIssue, 'source' | 'block' | 'entity'>) => {
    if (i.severity === 'error') e.errors++;
    else e.warnings++;
    push({ ...i, source: e.source, block: e.block, entity: e.index });
  };

  // 3. Types, properties, required and recommended properties.
  for (const [gi, g] of groups.entries()) {
    const e = entities[gi];
    const merged = mergedOf[gi];
    const b = e.block;
    for (const t of e.types) {
      if (isExtension(t)) continue;
      if (!isSchemaType(t)) {
        const s = closestType(t);
        report(e, { severity: 'error', kind: 'unknown-type', term: t, suggestion: s ?? undefined, message: `Block ${b}: @type '${t}' is not a schema.org type${s ? `; did you mean '${s}'?` : ''}` });
      } else {
        const r = supersededBy(t);
        if (r) report(e, { severity: 'warning', kind: 'superseded', term: t, suggestion: r, message: `Block ${b}: @type '${t}' is superseded by '${r}' in schema.org` });
      }
    }
    if (!e.types.length && !e.embedded && !untypedBlocks.has(b!)) {
      report(e, { severity: 'error', kind: 'no-type', message: `Block ${b}: a node with ${Object.keys(merged).filter((k) => !k.startsWith('@')).slice(0, 3).join(', ')} has no @type` });
    }
    const seen = new Set<string>();
    for (const r of g) {
      for (const raw of Object.keys(r.obj)) {
        if (raw.startsWith('@') || seen.has(raw)) continue;
        seen.add(raw);
        if (r.ctx.terms.has(raw)) continue;
        const p = stripSchemaPrefix(raw);
        if (isExtension(p)) continue;
        if (!isSchemaProperty(p)) {
          const s = closestProperty(p);
          report(e, { severity: 'error', kind: 'unknown-property', term: p, suggestion: s ?? undefined, message: `Block ${b}: ${label(e)}: '${p}' is not a schema.org property${s ? `; did you mean '${s}'?` : ''}` });
          continue;
        }
        if (e.knownTypes.length && !expectedOn(p, e.knownTypes)) {
          report(e, { severity: 'warning', kind: 'unexpected-property', term: p, message: `Block ${b}: ${label(e)}: schema.org does not expect '${p}' on ${e.knownTypes[0]} (it belongs to ${domainsOf(p).slice(0, 3).join(', ')})` });
        }
        const sup = supersededBy(p);
        if (sup) report(e, { severity: 'warning', kind: 'superseded', term: p, suggestion: sup, message: `Block ${b}: ${label(e)}: '${p}' is superseded by '${sup}'` });
      }
    }
    if (!e.knownTypes.length) continue;
    /** Present: a value, or a reference to a node this page describes. */
    const present = (prop: string, note: boolean): boolean => {
      const v = merged[prop] ?? merged[`schema:${prop}`];
      if (isEmpty(v)) return false;
      const vals = asArray(v);
      if (!vals.every(isRef)) return true;
      const ids = vals.map((x) => normId((x as { '@id': string })['@id']));
      if (ids.some((id) => resolve(id) !== null)) return true;
      if (note) report(e, { severity: 'warning', kind: 'unresolved-id', term: prop, message: `Block ${b}: ${label(e)}: ${prop} points to '${ids[0]}', which this page does not describe` });
      return false;
    };
    const topLevel = !e.embedded && !e.referenced;
    for (const rule of rulesFor(e.knownTypes, e.parentTypes)) {
      const reqs: Requirement[] = [...rule.required, ...(topLevel ? rule.topLevelOnly ?? [] : [])];
      for (const req of reqs) {
        const alts = Array.isArray(req) ? req : [req];
        if (alts.some((p) => present(p, false))) continue;
        present(alts[0], true);
        const why = rule.source === 'google' ? `required by Google for ${rule.feature}` : `needed to identify it; schema.org makes nothing mandatory and GetSeen asks for this minimum`;
        // Without what identifies it the node is unusable (an error); a node that only misses a rich-result
        // property is valid data that Google will not show as a rich result (a warning, not zero).
        const severity = rule.source === 'google' && alts[0] !== 'name' ? 'warning' : 'error';
        report(e, { severity, kind: 'required', term: alts[0], message: `Block ${b}: ${label(e)} lacks ${alts[0]} (${why}${alts.length > 1 ? `, unless it has ${alts.slice(1).join(' or ')}` : ''})` });
      }
      // GetSeen's own recommendations are for the page's main nodes, not for every embedded author or publisher.
      if (rule.source === 'getseen' && !topLevel) continue;
      const missing: string[] = [];
      for (const req of rule.recommended) {
        const alts = Array.isArray(req) ? req : [req];
        e.recommended.total++;
        if (alts.some((p) => present(p, false))) e.recommended.present++;
        else missing.push(alts.slice(0, 2).join(' or '));
      }
      if (missing.length) {
        const by = rule.source === 'google' ? `recommended by Google for ${rule.feature}` : 'recommended';
        report(e, { severity: 'warning', kind: 'recommended', term: missing[0], message: `Block ${b}: ${label(e)} lacks ${missing.join(', ')} (${by})` });
      }
    }
  }

  // 4. Validity: an entity is valid when it and everything embedded in it has no error.
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
  for (const i of issues) if (i.entity !== null && (i.kind === 'unknown-type' || i.kind === 'no-type' || (i.kind === 'required' && i.term === 'name'))) fatal.add(i.entity);
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

  // 5. The nodes consumers read: merged, with references replaced by the node they name.
  for (const [gi, e] of entities.entries()) {
    const merged = mergedOf[gi];
    const node: Obj = {};
    for (const [k, v] of Object.entries(merged)) {
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
    e.node = node;
  }

  // 6. Microdata and RDFa: the types are all the page facts carry.
  const addTyped = (source: SchemaSource, list: string[]) => {
    for (const t of list) {
      if (isExtension(t)) continue;
      const e: SchemaEntity = { index: entities.length, source, block: null, types: [t], knownTypes: isSchemaType(t) ? [t] : [], id: null, name: null, embedded: false, referenced: false, parentTypes: [], errors: 0, warnings: 0, valid: true, insideInvalid: false, sound: isSchemaType(t), recommended: { present: 0, total: 0 }, node: null };
      entities.push(e);
      if (!e.knownTypes.length) {
        const s = closestType(t);
        const what = source === 'microdata' ? 'Microdata: itemtype' : 'RDFa: typeof';
        e.errors++;
        e.valid = false;
        push({ severity: 'error', kind: 'unknown-type', source, block: null, entity: e.index, term: t, suggestion: s ?? undefined, message: `${what} '${t}' is not a schema.org type${s ? `; did you mean '${s}'?` : ''}` });
      }
    }
  };
  addTyped('microdata', microdataTypes);
  addTyped('rdfa', rdfaTypes);
  return { entities, issues };
}

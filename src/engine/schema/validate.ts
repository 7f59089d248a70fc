/**
 * Structured data against the schema.org vocabulary (decisions 014, 034): every JSON-LD node (@graph and
 * arrays flattened, embedded nodes included, @id references resolved) and every microdata and RDFa item (nested
 * items included) is checked for real types, real properties and the required/recommended properties of
 * its type; RDFa types outside a schema.org item are checked against the same vocabulary. Messages say where
 * the problem is as the page writes it: the block and node in JSON-LD, the itemtype and itemprops in
 * microdata, the typeof and property in RDFa.
 */
import { isHomePath } from '../computed/link-kinds';
import {
  asArray,
  flattenBlocks,
  groupNodes,
  idsAgainst,
  isEmpty,
  gluedTypes,
  gluedTypesAdvice,
  isExtension,
  isRef,
  MAX_ISSUES,
  nodeLabel,
  resolvedNode,
  stripSchemaPrefix,
  type BlockNodes,
  type NodeGroups,
  type Obj,
  type ParsedBlock,
  type Rec,
} from './graph';
import { TYPE_RULES, type Requirement, type TypeRule } from './rules';
import { entitiesOf, markValidity, type SchemaEntity, type SchemaIssue } from './entities';
import { microdataHolder, microdataRecs } from './microdata';
import { addRdfaTypes } from './rdfa';
import { notADate } from './dates';
import { joinTwins } from './twins';
import {
  closestProperty,
  closestType,
  domainsOf,
  expectedOn,
  isSchemaProperty,
  isSchemaType,
  isSubtypeOf,
  supersededBy,
} from './vocabulary';

interface ValidationResult {
  entities: SchemaEntity[];
  issues: SchemaIssue[];
}

/** The most specific rules for these types: a Bakery gets LocalBusiness's, not Organization's as well. */
function rulesFor(types: string[], parentTypes: string[]): TypeRule[] {
  const hits = TYPE_RULES.filter(
    (r) =>
      types.some((t) => isSubtypeOf(t, r.type)) &&
      (!r.under || parentTypes.some((p) => r.under!.some((u) => isSubtypeOf(p, u)))),
  );
  return hits.filter((r) => !hits.some((o) => o !== r && o.type !== r.type && isSubtypeOf(o.type, r.type)));
}

type Push = (i: SchemaIssue) => void;
type Report = (e: SchemaEntity, i: Omit<SchemaIssue, 'source' | 'block' | 'entity'>) => void;

/** How the messages about one node say where it is, in the terms of the format it is written in. */
interface Where {
  /** Before a type: "Block 2: @type", "Microdata: itemtype", "Microdata: Article 'Why…' › author: itemtype". */
  type: string;
  /** The node: "Block 2: Article 'Why…'", "Microdata: Article 'Why…' › author › Person 'Ann'". */
  node: string;
  /** One of its properties: "'auther'" in JSON-LD, "itemprop 'auther'" in microdata. */
  term: (p: string) => string;
}

function whereOf(e: SchemaEntity, r: Rec): Where {
  const own = nodeLabel(e.knownTypes[0] ?? e.types[0], e.name);
  if (e.source === 'json-ld')
    return { type: `Block ${e.block}: @type`, node: `Block ${e.block}: ${own}`, term: (p) => `'${p}'` };
  const holder = microdataHolder(r);
  const [format, typeAttr, propAttr] =
    e.source === 'rdfa' ? ['RDFa', 'typeof', 'property'] : ['Microdata', 'itemtype', 'itemprop'];
  return {
    type: `${format}: ${holder ? `${holder}: ` : ''}${typeAttr}`,
    node: `${format}: ${holder ? `${holder} › ` : ''}${own}`,
    term: (p) => `${propAttr} '${p}'`,
  };
}

/** A block with no typed node (unless it only adds properties to a node typed elsewhere, same @id), or without @context. */
function checkBlocks(blockRecs: BlockNodes[], byId: NodeGroups['byId'], push: Push): Set<number> {
  const untypedBlocks = new Set<number>();
  for (const { block, recs: mine, sawContext } of blockRecs) {
    const typed = mine.some((r) => r.types.length || (r.id && byId.get(r.id)!.some((o) => o.types.length)));
    if (!typed) untypedBlocks.add(block);
    if (!typed)
      push({
        severity: 'error',
        kind: 'no-type',
        source: 'json-ld',
        block,
        entity: null,
        message: `Block ${block}: no @type found`,
      });
    else if (!sawContext)
      push({
        severity: 'error',
        kind: 'context',
        source: 'json-ld',
        block,
        entity: null,
        message: `Block ${block}: no @context; add "@context": "https://schema.org"`,
      });
  }
  return untypedBlocks;
}

/** Each type: a schema.org type (else the closest one is suggested), not superseded. */
function checkTypes(e: SchemaEntity, merged: Obj, untypedBlocks: Set<number>, w: Where, report: Report): void {
  for (const t of e.types) {
    if (isExtension(t)) continue;
    const glued = gluedTypes(t);
    if (glued || !isSchemaType(t)) {
      const s = glued ? null : closestType(t);
      report(e, {
        severity: 'error',
        kind: 'unknown-type',
        term: t,
        suggestion: s ?? undefined,
        message: glued
          ? `${w.type} '${t}' ${gluedTypesAdvice(glued, e.source)}`
          : `${w.type} '${t}' is not a schema.org type${s ? `; did you mean '${s}'?` : ''}`,
      });
    } else {
      const r = supersededBy(t);
      if (r)
        report(e, {
          severity: 'warning',
          kind: 'superseded',
          term: t,
          suggestion: r,
          message: `${w.type} '${t}' is superseded by '${r}' in schema.org`,
        });
    }
  }
  if (!e.types.length && !e.embedded && e.block !== null && !untypedBlocks.has(e.block)) {
    report(e, {
      severity: 'error',
      kind: 'no-type',
      message: `Block ${e.block}: a node with ${Object.keys(merged)
        .filter((k) => !k.startsWith('@'))
        .slice(0, 3)
        .join(', ')} has no @type`,
    });
  }
}

/** Each property: a schema.org property, expected on the node's type, not superseded (terms of an inline @context are the block's own). */
function checkProperties(e: SchemaEntity, g: Rec[], w: Where, report: Report): void {
  const seen = new Set<string>();
  for (const r of g) {
    for (const raw of Object.keys(r.obj)) {
      if (raw.startsWith('@') || seen.has(raw)) continue;
      seen.add(raw);
      if (r.ctx.terms.has(raw)) continue;
      const p = stripSchemaPrefix(raw);
      if (isExtension(p)) continue;
      // An Action's input or output annotation ("query-input": "required name=search_term_string"), defined by
      // schema.org's Actions specification (schema.org/docs/actions.html), is no unknown property.
      if (/^[a-z][A-Za-z]*-(?:input|output)$/.test(p) && isSchemaProperty(p.replace(/-(?:input|output)$/, '')))
        continue;
      if (!isSchemaProperty(p)) {
        const s = closestProperty(p);
        // A warning, not an error: Google's rich-result reports list no error for a property it does not use; the
        // Schema.org validator reports it as an error. The message says both (decision 014, amendment 2).
        report(e, {
          severity: 'warning',
          kind: 'unknown-property',
          term: p,
          suggestion: s ?? undefined,
          message: `${w.node}: ${w.term(p)} is not a schema.org property${s ? `; did you mean '${s}'?` : ''} Google's rich-result checks do not count it as an error; the Schema.org validator does.`,
        });
        continue;
      }
      if (e.knownTypes.length && !expectedOn(p, e.knownTypes)) {
        report(e, {
          severity: 'warning',
          kind: 'unexpected-property',
          term: p,
          message: `${w.node}: schema.org does not expect ${w.term(p)} on ${e.knownTypes[0]} (it belongs to ${domainsOf(p).slice(0, 3).join(', ')})`,
        });
      }
      const date = notADate(p, r.obj[raw], `${w.node}: ${w.term(p)}`);
      if (date) report(e, { ...date, term: raw });
      const sup = supersededBy(p);
      if (sup)
        report(e, {
          severity: 'warning',
          kind: 'superseded',
          term: p,
          suggestion: sup,
          message: `${w.node}: ${w.term(p)} is superseded by '${sup}'`,
        });
    }
  }
}

/** What the page shows that its markup is judged by: whether it is the site's home page, or says it has no reviews. */
type PageShows = { homePage: boolean; noReviews: boolean };
/** A rating and reviews: not asked of a page that says "There are no reviews yet" (docs/decisions/073). */
const REVIEW_PROPS: ReadonlySet<string> = new Set(['review', 'aggregateRating']);

/** The required and recommended properties of the node's types (rules.ts). */
function checkRequirements(
  e: SchemaEntity,
  merged: Obj,
  { resolve }: NodeGroups,
  normId: (id: string) => string,
  w: Where,
  report: Report,
  page: PageShows,
  nodeOf: (id: string) => Obj | null,
): void {
  /** Present: a value, or a reference to a node this page describes; "location.geo": on the node its location names. */
  const present = (prop: string, note: boolean): boolean => {
    const [head, tail] = prop.split('.');
    if (tail)
      return asArray(merged[head]).some((x) => {
        const node = isRef(x) ? nodeOf(normId(x['@id'])) : x;
        return !!node && typeof node === 'object' && !isEmpty((node as Obj)[tail]);
      });
    const v = merged[prop] ?? merged[`schema:${prop}`];
    if (isEmpty(v)) return false;
    const vals = asArray(v);
    if (!vals.every(isRef)) return true;
    const ids = vals.map((x) => normId((x as { '@id': string })['@id']));
    if (ids.some((id) => resolve(id) !== null)) return true;
    if (note)
      report(e, {
        severity: 'warning',
        kind: 'unresolved-id',
        term: prop,
        message: `${w.node}: ${prop} points to '${ids[0]}', which this page does not describe`,
      });
    return false;
  };
  // Written with an empty value (a CMS field left blank, a <meta itemprop> without content): said, as it is not seen.
  const written = (p: string) => (merged[p] ?? merged[`schema:${p}`]) !== undefined;
  const empty = (alts: string[]) =>
    alts.some((p) => written(p) && isEmpty(merged[p] ?? merged[`schema:${p}`])) ? ' (written, but empty)' : '';
  const topLevel = !e.embedded && !e.referenced;
  for (const rule of rulesFor(e.knownTypes, e.parentTypes)) {
    const reqs: Requirement[] = [...rule.required, ...(topLevel ? (rule.topLevelOnly ?? []) : [])];
    for (const req of reqs) {
      const alts = Array.isArray(req) ? req : [req];
      if (alts.some((p) => present(p, false))) continue;
      present(alts[0], true);
      const why =
        rule.source === 'google'
          ? `required by Google for ${rule.feature}`
          : `needed to identify it; schema.org makes nothing mandatory and GetSeen asks for this minimum`;
      // Without what identifies it the node is unusable (an error); a node that only misses a rich-result
      // property is valid data that Google will not show as a rich result (a warning, not zero).
      const severity = rule.source === 'google' && alts[0] !== 'name' ? 'warning' : 'error';
      const unless = alts.slice(1).filter((p) => !page.noReviews || !REVIEW_PROPS.has(p));
      report(e, {
        severity,
        kind: 'required',
        term: alts[0],
        message: `${w.node} lacks ${alts[0]}${empty(alts)} (${why}${unless.length ? `, unless it has ${unless.join(' or ')}` : ''})`,
      });
    }
    // GetSeen's own recommendations are for the page's main nodes, not for every embedded author or publisher.
    if (rule.source === 'getseen' && !topLevel) continue;
    if (rule.recommendedOnHomePage && !page.homePage) continue;
    const missing: string[][] = [];
    for (const req of rule.recommended) {
      const alts = Array.isArray(req) ? req : [req];
      if (page.noReviews && alts.every((p) => REVIEW_PROPS.has(p))) continue;
      e.recommended.total++;
      if (alts.some((p) => present(p, false))) e.recommended.present++;
      else missing.push(alts);
    }
    if (missing.length) {
      const by = rule.source === 'google' ? `recommended by Google for ${rule.feature}` : 'recommended';
      report(e, {
        severity: 'warning',
        kind: 'recommended',
        term: missing[0].slice(0, 2).join(' or '),
        missing: missing.map((alts) => alts[0]),
        message: `${w.node} lacks ${missing.map((alts) => alts.slice(0, 2).join(' or ') + empty(alts)).join(', ')} (${by})`,
      });
    }
  }
}

/**
 * Google's breadcrumb documentation requires `item` of every ListItem but a trail's last: Google then uses
 * the page's own URL. That item's "lacks item" is no gap, and is taken back (the last item: the highest position).
 */
function spareLastCrumb(entities: SchemaEntity[], found: SchemaIssue[]): void {
  const crumbs = entities.filter(
    (e) => e.knownTypes.includes('ListItem') && e.parentTypes.some((p) => isSubtypeOf(p, 'BreadcrumbList')),
  );
  const position = (e: SchemaEntity) => Number(e.node?.position ?? e.node?.['schema:position']);
  const last = crumbs.reduce<SchemaEntity | null>((m, e) => (!m || position(e) > position(m) ? e : m), null);
  if (!last || !Number.isFinite(position(last))) return;
  for (let i = found.length - 1; i >= 0; i--)
    if (found[i].entity === last.index && found[i].kind === 'required' && found[i].term === 'item') {
      found.splice(i, 1);
      last.warnings--;
    }
}

/**
 * Checks one graph's nodes and gives its entities, numbered from `offset` (JSON-LD's, then microdata's:
 * two graphs, so a microdata item never merges with a JSON-LD node).
 */
function checkGraph(
  graph: NodeGroups,
  untypedBlocks: Set<number>,
  normId: (id: string) => string,
  offset: number,
  push: Push,
  page: PageShows,
): SchemaEntity[] {
  const { entities, mergedOf } = entitiesOf(graph);
  const found: SchemaIssue[] = [];
  const report: Report = (e, i) => {
    if (i.severity === 'error') e.errors++;
    else e.warnings++;
    if (found.length < MAX_ISSUES) found.push({ ...i, source: e.source, block: e.block, entity: e.index });
  };
  for (const [gi, g] of graph.groups.entries()) {
    const e = entities[gi];
    const w = whereOf(e, g[0]);
    checkTypes(e, mergedOf[gi], untypedBlocks, w, report);
    checkProperties(e, g, w, report);
    if (e.knownTypes.length)
      checkRequirements(e, mergedOf[gi], graph, normId, w, report, page, (id) => {
        const at = graph.resolve(id);
        return at === null ? null : mergedOf[at];
      });
  }
  for (const e of entities) e.node = resolvedNode(e.index, mergedOf, graph.resolve, normId);
  spareLastCrumb(entities, found);
  markValidity(entities, found, graph);
  for (const e of entities) {
    e.index += offset;
    e.heldBy = e.heldBy.map((h) => ({ ...h, by: h.by + offset }));
  }
  for (const i of found) push({ ...i, entity: i.entity === null ? null : i.entity + offset });
  return entities;
}

/**
 * JSON-LD blocks, microdata and RDFa items (JSON-LD-shaped, gather/facts/microdata.ts, rdfa.ts), checked alike;
 * an RDFa type outside any schema.org item (no vocab names schema.org) is checked as a type only.
 */
export function validateStructuredData(
  blocks: ParsedBlock[],
  microdataItems: Obj[] = [],
  rdfaTypes: string[] = [],
  baseUrl: string | null = null,
  rdfaItems: Obj[] = [],
  noReviews = false,
): ValidationResult {
  const issues: SchemaIssue[] = [];
  const push: Push = (i) => {
    if (issues.length < MAX_ISSUES) issues.push(i);
  };
  const normId = idsAgainst(baseUrl);
  const { recs, refs, blockRecs } = flattenBlocks(blocks, normId, (block, error) =>
    push({
      severity: 'error',
      kind: 'parse',
      source: 'json-ld',
      block,
      entity: null,
      message: `Block ${block}: not valid JSON (${error})`,
    }),
  );
  // A node written in two blocks, one of them without the @id (a theme's Product and a review app's): one node.
  for (const i of joinTwins(recs, normId)) push(i);
  const graph = groupNodes(recs, refs);
  const untypedBlocks = checkBlocks(blockRecs, graph.byId, push);
  const page: PageShows = { homePage: !!baseUrl && isHomePath(baseUrl), noReviews };
  const entities = checkGraph(graph, untypedBlocks, normId, 0, push, page);
  const microdata = groupNodes(microdataRecs(microdataItems, normId), []);
  entities.push(...checkGraph(microdata, new Set(), normId, entities.length, push, page));
  const rdfa = groupNodes(microdataRecs(rdfaItems, normId, 'rdfa'), []);
  entities.push(...checkGraph(rdfa, new Set(), normId, entities.length, push, page));
  const readTypes = new Set(entities.filter((e) => e.source === 'rdfa').flatMap((e) => e.types));
  addRdfaTypes(
    entities,
    rdfaTypes.filter((t) => !readTypes.has(t)),
    push,
  );
  return { entities, issues };
}

/**
 * One thing written as two JSON-LD nodes in two blocks: a Shopify theme's Product (no @id, "url": the page) and a
 * review app's block for the same product (Judge.me: "@id": "<page>#product", the same url and name, and the
 * aggregateRating), or two such blocks neither of which has an @id (decision 078). JSON-LD joins nodes by @id only
 * (JSON-LD 1.1, node identifiers), so a reader takes two Products, the rating on one and the offers on the other.
 * They are checked as the one node the page means, and the page is told to give them one @id.
 */
import { asArray, firstText, nodeLabel, type Rec } from './graph';
import type { SchemaIssue } from './entities';
import { isSubtypeOf } from './vocabulary';

/** An address as nodes name a page: no fragment, query or closing slash. */
const bare = (u: string): string => u.replace(/[#?].*$/, '').replace(/\/$/, '');

/** The url a node states, as JSON-LD resolves it. */
const urlOf = (r: Rec, normId: (id: string) => string): string | null => {
  const url = asArray(r.obj.url).find((u): u is string => typeof u === 'string' && !!u.trim());
  return url ? normId(url) : null;
};

/** The page a top-level node says it is about: its url, else its @id without the fragment. */
function addressOf(r: Rec, normId: (id: string) => string): string | null {
  const url = urlOf(r, normId);
  if (url) return bare(url);
  return r.id ? bare(r.id) : null;
}

const sameTypes = (x: Rec, y: Rec) => x.types.length > 0 && [...x.types].sort().join() === [...y.types].sort().join();
const nameOf = (r: Rec) => firstText(r.obj.name)?.toLowerCase() ?? null;

/** The top-level JSON-LD nodes of the page's schema.org blocks. */
const topNodes = (recs: Rec[]) =>
  recs.filter((r) => r.source === 'json-ld' && !r.parent && r.ctx.schema !== false && r.types.length);

/** The warning that one thing is written as two nodes, and the @id that joins them. */
function splitNode(r: Rec, twin: Rec, address: string, id: string, neither: boolean): SchemaIssue {
  const adds = Object.keys(twin.obj).filter((k) => !k.startsWith('@') && !(k in r.obj));
  const label = nodeLabel(r.types[0], firstText(r.obj.name));
  const what = `Block ${r.block}: ${label} and block ${twin.block}'s ${twin.types[0]} describe one ${r.types[0]} (${address}) as two nodes`;
  const reads = `JSON-LD joins nodes by @id only, so a reader takes block ${twin.block}'s ${adds.length ? adds.slice(0, 3).join(', ') : 'properties'} as another ${r.types[0]}'s`;
  return {
    severity: 'warning',
    kind: 'split-node',
    source: 'json-ld',
    block: r.block,
    entity: null,
    term: '@id',
    message: neither
      ? `${what}, and neither has an @id: ${reads}. Give both "@id": "${id}", and the two are one.`
      : `${what}: ${reads}. Give block ${r.block}'s ${r.types[0]} "@id": "${id}", as block ${twin.block}'s has, and the two are one.`,
  };
}

/**
 * Gives each top-level JSON-LD node without an @id the @id of the one node of its types in another block that
 * names the same page (and the same name, when both have one), so they group as one node; returns a warning for
 * each such pair, to give them the @id themselves. Then joins the nodes left without an @id that are evidently
 * one thing (sameThing), under the @id the warning proposes.
 */
export function joinTwins(recs: Rec[], normId: (id: string) => string): SchemaIssue[] {
  const top = topNodes(recs);
  const issues: SchemaIssue[] = [];
  for (const r of top) {
    if (r.id) continue;
    const address = addressOf(r, normId);
    if (!address) continue;
    const twins = top.filter(
      (o) =>
        o.id &&
        o.block !== r.block &&
        sameTypes(o, r) &&
        addressOf(o, normId) === address &&
        (!nameOf(o) || !nameOf(r) || nameOf(o) === nameOf(r)),
    );
    const ids = new Set(twins.map((o) => o.id));
    if (ids.size !== 1) continue;
    r.id = twins[0].id;
    issues.push(splitNode(r, twins[0], address, twins[0].id!, false));
  }
  return [...issues, ...joinUnnamed(top, recs, normId)];
}

/** Identifiers of a product or a work: the same one in two nodes names the same thing. */
const IDENTIFIERS = ['sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'productID', 'isbn'];

/** One type each way is the other's or its subtype's: a Product and an IndividualProduct, an Organization and a Store. */
const sameFamily = (x: Rec, y: Rec) =>
  [x, y].every((a) =>
    a.types.every((t) => (a === x ? y : x).types.some((u) => isSubtypeOf(t, u) || isSubtypeOf(u, t))),
  );

/**
 * Two nodes without an @id are one thing when they are of one type family, state the same url, identifier or name,
 * and no url, identifier or name of one differs from the other's: Dawn's Product and a review app's Product for the
 * same product page and name. Two Products named alike with different skus are two variants, not one.
 */
function sameThing(x: Rec, y: Rec, normId: (id: string) => string): boolean {
  if (!sameFamily(x, y)) return false;
  const keys: [string, (r: Rec) => string | null][] = [
    ['url', (r) => (urlOf(r, normId) ? bare(urlOf(r, normId)!) : null)],
    ['name', nameOf],
    ...IDENTIFIERS.map((k): [string, (r: Rec) => string | null] => [k, (r) => firstText(r.obj[k])?.trim() ?? null]),
  ];
  let shared = 0;
  for (const [, of] of keys) {
    const [a, b] = [of(x), of(y)];
    if (a === null || b === null) continue;
    if (a !== b) return false;
    shared++;
  }
  return shared > 0;
}

/** The @id proposed for a node written twice: its page's address and its type ("…/kochere#product"). */
const proposedId = (r: Rec, normId: (id: string) => string) =>
  normId(`${(urlOf(r, normId) ?? '').replace(/#.*$/, '')}#${r.types[0].charAt(0).toLowerCase()}${r.types[0].slice(1)}`);

/** Joins the top-level nodes without an @id that are one thing in two blocks (decision 078). */
function joinUnnamed(top: Rec[], recs: Rec[], normId: (id: string) => string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const taken = new Set(recs.flatMap((r) => (r.id ? [r.id] : [])));
  for (const r of top) {
    if (r.id) continue;
    const twins = top.filter((o) => !o.id && o !== r && o.block !== r.block && sameThing(r, o, normId));
    const id = proposedId(r, normId);
    if (!twins.length || taken.has(id)) continue;
    const address = addressOf(r, normId) ?? firstText(r.obj.name) ?? r.types[0];
    taken.add(id);
    for (const o of [r, ...twins]) o.id = id;
    for (const twin of twins) issues.push(splitNode(r, twin, address, id, true));
  }
  return issues;
}

/**
 * One thing written as two JSON-LD nodes in two blocks, one with an @id and one without: a Shopify theme's
 * Product (no @id, "url": the page) and a review app's block for the same product (Judge.me: "@id":
 * "<page>#product", the same url and name, and the aggregateRating). JSON-LD joins nodes by @id only (JSON-LD
 * 1.1, node identifiers), so a reader takes two Products, the rating on one and the offers on the other. They are
 * checked as the one node the page means, and the page is told to give the first the @id of the other.
 */
import { asArray, firstText, nodeLabel, type Rec } from './graph';
import type { SchemaIssue } from './entities';

/** An address as nodes name a page: no fragment, query or closing slash. */
const bare = (u: string): string => u.replace(/[#?].*$/, '').replace(/\/$/, '');

/** The page a top-level node says it is about: its url, else its @id without the fragment. */
function addressOf(r: Rec, normId: (id: string) => string): string | null {
  const url = asArray(r.obj.url).find((u): u is string => typeof u === 'string' && !!u.trim());
  if (url) return bare(normId(url));
  return r.id ? bare(r.id) : null;
}

const sameTypes = (x: Rec, y: Rec) => x.types.length > 0 && [...x.types].sort().join() === [...y.types].sort().join();
const nameOf = (r: Rec) => firstText(r.obj.name)?.toLowerCase() ?? null;

/**
 * Gives each top-level JSON-LD node without an @id the @id of the one node of its types in another block that
 * names the same page (and the same name, when both have one), so they group as one node; returns a warning for
 * each such pair, to give them the @id themselves.
 */
export function joinTwins(recs: Rec[], normId: (id: string) => string): SchemaIssue[] {
  const top = recs.filter((r) => r.source === 'json-ld' && !r.parent && r.ctx.schema !== false && r.types.length);
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
    const twin = twins[0];
    r.id = twin.id;
    const adds = Object.keys(twin.obj).filter((k) => !k.startsWith('@') && !(k in r.obj));
    const label = nodeLabel(r.types[0], firstText(r.obj.name));
    issues.push({
      severity: 'warning',
      kind: 'split-node',
      source: 'json-ld',
      block: r.block,
      entity: null,
      term: '@id',
      message: `Block ${r.block}: ${label} and block ${twin.block}'s ${twin.types[0]} describe one ${r.types[0]} (${address}) as two nodes: JSON-LD joins nodes by @id only, so a reader takes block ${twin.block}'s ${adds.length ? adds.slice(0, 3).join(', ') : 'properties'} as another ${r.types[0]}'s. Give block ${r.block}'s ${r.types[0]} "@id": "${twin.id}", as block ${twin.block}'s has, and the two are one.`,
    });
  }
  return issues;
}

/**
 * What the checked structured data says about the page, for the audits: who is behind it (by the
 * vocabulary's type hierarchy), and a ready JSON-LD block filled in from the page's own facts.
 */
import { asArray, nameOf } from '../computed/json-ld-view';
import { detectPageType } from '../computed/page-type';
import { fictionWorkOf } from '../computed/fiction-work';
import { criticReview } from '../computed/critic-review';
import { recipeOf } from '../computed/recipe-page';
import type { Artifacts, StructuredDataArtifact } from '../types';
import type { OrganizationIdentity, SchemaEntity } from './entities';
import { closestType, isSchemaType, isSubtypeOf, typePath } from './vocabulary';
import { copyPageProperties } from './draft-props';
import { TYPE_RULES } from './rules';
import { fillFromPage, PLACEHOLDER } from './fill';
import { fillGaps } from './gaps';

const urls = (v: unknown): string[] =>
  asArray(v)
    .filter((x): x is string => typeof x === 'string' && /^https?:\/\//i.test(x.trim()))
    .map((x) => x.trim());

/**
 * The organisation the page declares: any schema.org subtype of Organization (LocalBusiness and its
 * subtypes, NewsMediaOrganization, Corporation...) in JSON-LD, microdata or RDFa. A JSON-LD node counts
 * when it is sound (real type, named, not part of an unusable node); a missing rich-result property
 * (a Bakery's address) does not make the identity unknown. Top-level nodes and those with sameAs first.
 */
/**
 * An entity held only by a video, image or audio object: its provider or producer (Yahoo's page embeds an
 * "ABC News Videos" clip), not who is behind the page.
 */
export const heldByMedia = (e: Pick<SchemaEntity, 'embedded' | 'parentTypes'>): boolean =>
  e.embedded && e.parentTypes.length > 0 && e.parentTypes.every((p) => isSubtypeOf(p, 'MediaObject'));

/** A work's makers, and an event's performers and sponsors (decision 155): credited, not behind the page. */
const CREDIT = [
  'author',
  'creator',
  'contributor',
  'performer',
  'performers',
  'actor',
  'director',
  'composer',
  'sponsor',
  'funder',
  'attendee',
] as const;
const namesIn = (v: unknown): string[] => asArray(v).flatMap((x) => nameOf(x) ?? []);

/**
 * Organisations the page credits as a work's author, creator or contributor and never as its publisher:
 * Wikipedia's "Contributors to Wikimedia projects" wrote the article; the Wikimedia Foundation publishes it.
 */
function creditedOnly(sd: StructuredDataArtifact): Set<string> {
  const credited = new Set<string>();
  const publishers = new Set<string>();
  for (const e of sd.entities) {
    if (!e.node) continue;
    for (const k of CREDIT) for (const n of namesIn(e.node[k])) credited.add(n);
    // An event's organiser is behind its page, as a work's publisher is.
    for (const n of [...namesIn(e.node.publisher), ...namesIn(e.node.organizer)]) publishers.add(n);
  }
  for (const n of publishers) credited.delete(n);
  return credited;
}

export function organizationIdentity(sd: StructuredDataArtifact): OrganizationIdentity | null {
  const cands: OrganizationIdentity[] = [];
  for (const e of sd.entities) {
    const type = e.knownTypes.find((t) => isSubtypeOf(t, 'Organization'));
    if (!type) continue;
    if (!e.sound || (e.node && !e.name)) continue;
    if (heldByMedia(e)) continue;
    cands.push({
      entity: e,
      type,
      path: typePath(type, 'Organization') ?? [type],
      name: e.name,
      sameAs: urls(e.node?.sameAs),
    });
  }
  const credited = creditedOnly(sd);
  const rank = (c: OrganizationIdentity) =>
    (c.entity.source === 'json-ld' ? 0 : 4) +
    (c.entity.embedded ? 2 : 0) +
    (c.sameAs.length ? 0 : 1) +
    // Credited only as a work's maker or an event's performer, where the page mentions it inside another node: a band's
    // own top-level node on its tour page is the site's, though the band performs (decision 155).
    (c.name && credited.has(c.name) && c.entity.embedded ? 8 : 0);
  cands.sort((x, y) => rank(x) - rank(y) || x.entity.index - y.entity.index);
  return cands[0] ?? null;
}

/**
 * The Person a one-person site declares for its owner (decision 091): a sound Person node of that name, anywhere
 * (the Article's author node is that person), JSON-LD and one with sameAs first.
 */
export function personIdentity(
  sd: StructuredDataArtifact,
  name: string,
): { entity: SchemaEntity; name: string; sameAs: string[] } | null {
  const key = (s: string | null) => (s ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  const found = sd.entities
    .filter((e) => e.sound && e.knownTypes.some((t) => isSubtypeOf(t, 'Person')) && key(e.name) === key(name))
    .map((entity) => ({ entity, name: entity.name ?? name, sameAs: urls(entity.node?.sameAs) }));
  const rank = (c: (typeof found)[number]) => (c.entity.source === 'json-ld' ? 0 : 2) + (c.sameAs.length ? 0 : 1);
  return found.sort((x, y) => rank(x) - rank(y) || x.entity.index - y.entity.index)[0] ?? null;
}

/** Entities whose types are subtypes of one of these roots and that count: valid (no error at all), or only sound when `level` says so. */
export function validEntitiesOf(
  sd: StructuredDataArtifact,
  roots: string[],
  level: 'valid' | 'sound' = 'valid',
): SchemaEntity[] {
  return sd.entities.filter((e) => e[level] && e.knownTypes.some((t) => roots.some((r) => isSubtypeOf(t, r))));
}

// ------------------------------------------------------------------ ready JSON-LD blocks

/** The type a fix should write: the node's own (typo corrected), else what the page looks like. */
function targetType(a: Artifacts, e: SchemaEntity | null): string {
  if (e) {
    if (e.knownTypes.length) return e.knownTypes[0];
    for (const t of e.types) {
      const s = closestType(t);
      if (s) return s;
    }
  }
  // The kind the report names for the page (an <article> with a byline and date is an Article, not a WebPage).
  const { type: kind, reference } = detectPageType(a);
  // A story's page is its work: a Chapter, a ShortStory, a Book or a poem (docs/decisions/050).
  if (kind === 'fiction') return fictionWorkOf(a).type;
  // A recipe is a Recipe, which Google shows with its cook time, rating and picture (decision 154); a packet's
  // ingredients and directions on a shop's page stay its Product's.
  if ((kind === 'article' || kind === 'other') && recipeOf(a)) return 'Recipe';
  // A critic's review of an album, a film or a product is a Review of it, not an Article (docs/decisions/078).
  if (kind === 'article' || a.raw.metaDates.published) return criticReview(a) ? 'Review' : 'Article';
  if (kind === 'product') return 'Product';
  // An encyclopedia's or a wiki's entry is an Article (Wikipedia's own markup says so); a manual's page is a
  // TechArticle, schema.org's type for technical and procedural text: Google asks for the most specific type. A
  // registry's record is no article, and schema.org has no type for an entry of any registry: a WebPage.
  if (kind === 'reference') return { wiki: 'Article', docs: 'TechArticle', record: 'WebPage' }[reference ?? 'docs'];
  // An FAQ or help page that asks its questions is an FAQPage, with them as its mainEntity.
  if (kind === 'faq' && (a.content?.questionHeadings.length ?? 0) >= 2) return 'FAQPage';
  let path = '/';
  try {
    path = new URL(a.document?.finalUrl ?? a.url).pathname;
  } catch {
    /* keep '/' */
  }
  return path === '/' ? 'Organization' : 'WebPage';
}

const PAGE_TEXT = new Set(['articleBody', 'reviewBody', 'text']);

/**
 * The node with each node of the page's JSON-LD that stands on its own (a @graph's WebSite, BreadcrumbList,
 * logo) written as its {"@id"} again, as the page wrote it: the draft otherwise carries a second full copy
 * of a node the page keeps (Yoast's WebPage inside its Organization's mainEntityOfPage, its Dentist inside
 * the WebPage's about).
 */
function withReferences(a: Artifacts, e: SchemaEntity): Record<string, unknown> {
  const own = new Set(
    a.structuredData.entities
      .filter((x) => x !== e && x.source === 'json-ld' && !x.embedded && x.id)
      .map((x) => x.id as string),
  );
  const ref = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(ref);
    const id = v && typeof v === 'object' ? (v as Record<string, unknown>)['@id'] : null;
    if (typeof id !== 'string') return v;
    try {
      return own.has(new URL(id, a.document?.finalUrl || a.url).href) ? { '@id': id } : v;
    } catch {
      return v;
    }
  };
  return Object.fromEntries(Object.entries(e.node ?? {}).map(([k, v]) => [k, k.startsWith('@') ? v : ref(v)]));
}

/**
 * A JSON-LD object for the page: the node being fixed keeps its real properties (misspelt ones
 * renamed, unknown ones dropped), what is missing is taken from the page (title, URL, author, dates,
 * image, publisher), and what the page cannot tell is a <placeholder>.
 */
export function suggestJsonLd(
  a: Artifacts,
  e: SchemaEntity | null,
  forceType?: string,
): { type: string; json: Record<string, unknown> } {
  const type = forceType ?? targetType(a, e);
  // A node of several types keeps them all (Yoast's ["WebPage", "FAQPage"], a Yoast Local
  // ["Organization", "Place", "Dentist"]), and the properties each of them takes (geo, openingHoursSpecification).
  const types = forceType || !e || e.knownTypes[0] !== type ? [type].filter(isSchemaType) : e.knownTypes;
  const out: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': types.length > 1 ? types : type,
  };
  // Keep what the page already says, under real property names, on the nodes they belong to. The page's
  // own text, read clipped from microdata, stays out: the block would carry a cut copy of it.
  const issues = e ? a.structuredData.issues.filter((i) => i.entity === e.index) : [];
  const node = e ? withReferences(a, e) : {};
  // What another block gives the node by its @id (a review app's aggregateRating) stays there, kept current by
  // what writes it: a copy pasted into the theme would freeze "4.78 from 37 reviews".
  for (const { props } of e?.elsewhere ?? []) for (const p of props) delete node[p];
  copyPageProperties(node, out, types, issues, (k) => e?.source !== 'json-ld' && PAGE_TEXT.has(k));
  // Joined to another block by the @id proposed for both (neither wrote one): the draft writes it, and that block takes it.
  if (e?.id && e.elsewhere?.length && out['@id'] === undefined) out['@id'] = e.id;
  const isA = (root: string) => types.some((t) => isSubtypeOf(t, root));
  // A book's or a poem's node on a story's page is the work itself, filled as a story's is.
  const work = (type === 'Book' || type === 'CreativeWork') && detectPageType(a).type === 'fiction';
  fillFromPage(a, out, isA, organizationIdentity(a.structuredData), work);
  // Whatever a rule still requires and the page could not supply: the most specific rule's, as the report checks
  // (a Recipe's recipeInstructions, not its parent HowTo's step).
  const rules = TYPE_RULES.filter((r) => isA(r.type) && !r.under);
  for (const rule of rules) {
    if (rules.some((o) => o.type !== rule.type && isSubtypeOf(o.type, rule.type))) continue;
    for (const req of rule.required) {
      const alts = Array.isArray(req) ? req : [req];
      if (!alts.some((p) => out[p] !== undefined)) out[alts[0]] = PLACEHOLDER(alts[0]);
    }
  }
  // What the report says the node and the nodes it holds lack, to fill in (WooCommerce's brand, Dawn's Offers' priceValidUntil).
  fillGaps(a, e, out, types);
  return { type, json: out };
}

/** The fix step that carries the block. */
export function jsonLdStep(intro: string, json: Record<string, unknown>): string {
  return `${intro}\n<script type="application/ld+json">\n${JSON.stringify(json, null, 2)}\n</script>`;
}

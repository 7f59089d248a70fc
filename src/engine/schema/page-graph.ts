/**
 * The page's one JSON-LD block (issue 13): its main node, the publisher Organization, the author Person and,
 * where asked, a BreadcrumbList and an FAQPage, linked by @id in one @graph. Each node starts from the page's
 * own JSON-LD node when it has one (real properties kept, misspelt ones renamed) and is filled in from the
 * page. Audits that need something in the structured data declare it as a JsonLdNeed; the block carries every
 * need, so no two fixes propose different nodes for the same thing.
 */
import type { Artifacts, GraphRole, JsonLdNeed } from '../types';
import type { SchemaEntity } from './entities';
import { heldByMedia, organizationIdentity, suggestJsonLd } from './page';
import { closestType, expectedOn, isSchemaType, isSubtypeOf } from './vocabulary';
import { authorName, firstWriter } from '../gather/facts/authorship';
import { isNewsAgency, isOtherPublication, organisationAuthor } from '../computed/author-kind';
import { statedSiteNames } from '../computed/site-names';
import { reviewedItems } from '../computed/review-subject';
import { speaksUnsigned } from '../computed/organisation-voice';
import { writtenCollectively } from '../computed/page-type';

/** Page-level types, matched with every subtype by the vocabulary's hierarchy (NewsArticle is an Article, FAQPage a WebPage). */
export const PAGE_ROOTS = [
  'Article',
  'WebPage',
  'Product',
  'Service',
  'Event',
  'Recipe',
  'HowTo',
  'Course',
  'SoftwareApplication',
  'VideoObject',
  'JobPosting',
  'Book',
  // A story's page is its work (docs/decisions/050).
  'ShortStory',
  'Chapter',
  'Movie',
  'Review',
  'Dataset',
  'SoftwareSourceCode',
];
const isPageType = (t: string): boolean => PAGE_ROOTS.some((r) => isSubtypeOf(t, r));

type Node = Record<string, unknown>;
const withoutContext = ({ '@context': _, ...node }: Node): Node => node;
const isPlaceholder = (v: unknown) => typeof v === 'string' && /^<[^<>]*>$/.test(v);
const typeOf = (n: Node) => String(Array.isArray(n['@type']) ? n['@type'][0] : n['@type']);

function originOf(a: Artifacts): string {
  try {
    return new URL(a.document?.finalUrl || a.url).origin;
  } catch {
    return '';
  }
}

/**
 * A node that stands for another page: a breadcrumb's step (a ListItem's `item`, Opposing Views' WebPage
 * "Home") or a list's entry, unless it is this page (a trail's last step). It is never the page's own node.
 */
export const namesAnotherPage = (e: SchemaEntity, pageUrl: string): boolean => {
  const bare = (u: string | null) => (u ?? '').replace(/[#?].*$/, '').replace(/\/$/, '');
  return e.heldBy.some((h) => h.prop === 'item' || h.prop === 'itemListElement') && bare(e.id) !== bare(pageUrl);
};

/** The type an entity means: a real type of it, else the closest real type to a misspelt one. */
const meantType = (e: SchemaEntity): string | null =>
  e.knownTypes[0] ?? e.types.map((t) => closestType(t)).find((t): t is string => !!t) ?? null;

/**
 * The page's node of a kind, or null: a top-level JSON-LD node first (sound ones first), else a microdata
 * item (decision 034), top-level first, else one an item holds (a Blog's blogPost): the block then stands in
 * for that item, and says so (audits/json-ld-home.ts), rather than describe the same thing a second time.
 */
function pageEntity(a: Artifacts, fits: (t: string) => boolean, keep = (_: SchemaEntity) => true): SchemaEntity | null {
  const cands = a.structuredData.entities.filter(
    (e) =>
      e.node &&
      (e.source === 'microdata' || (e.source === 'json-ld' && !e.embedded)) &&
      !namesAnotherPage(e, a.document?.finalUrl || a.url) &&
      keep(e),
  );
  const hits = cands.filter((e) => {
    const t = meantType(e);
    return !!t && isSchemaType(t) && fits(t);
  });
  const rank = (e: SchemaEntity) => (e.source === 'json-ld' ? 0 : e.embedded ? 4 : 2) + (e.sound ? 0 : 1);
  return hits.sort((x, y) => rank(x) - rank(y) || x.index - y.index)[0] ?? null;
}

/** The page's address as nodes name it: no fragment, query or closing slash. */
const bare = (u: string): string => u.replace(/[#?].*$/, '').replace(/\/$/, '');

/**
 * A node that says it is this page's content: its @id or url is the page's address (WooCommerce's Product
 * "url": ".../product/bifold-wallet-tan/"), or it names the page as its mainEntityOfPage (Yoast's Article).
 */
function namesThisPage(e: SchemaEntity, pageUrl: string): boolean {
  const page = bare(pageUrl);
  const addressOf = (v: unknown): unknown => (v && typeof v === 'object' ? ((v as Node)['@id'] ?? (v as Node).url) : v);
  return [e.id, ...[e.node?.url ?? []].flat(), ...[e.node?.mainEntityOfPage ?? []].flat().map(addressOf)].some((u) => {
    if (typeof u !== 'string') return false;
    try {
      return bare(new URL(u, pageUrl).href) === page;
    } catch {
      return false;
    }
  });
}

/**
 * The node of the page itself: its own (corrected), else what the page looks like, else a WebPage. A WebPage is
 * the page's wrapper: beside it, a node of another kind that is this page's content is the page's node (an SEO
 * plugin's WebPage in block 1 and the shop's Product in block 2 describe a product page, and the Product is it).
 */
export function mainNode(a: Artifacts): MainNode {
  // Three audits ask, and each drafts it anew (a pass over the page's text): read once per analysis, each asker
  // given its own copy of the node to add to.
  let read = mainNodes.get(a);
  if (!read) mainNodes.set(a, (read = readMainNode(a)));
  return { ...read, node: structuredClone(read.node) };
}
interface MainNode {
  node: Node;
  type: string;
  from: SchemaEntity | null;
}
const mainNodes = new WeakMap<Artifacts, MainNode>();

function readMainNode(a: Artifacts): MainNode {
  // A book review's Book is what the review is about, not the page's own node (docs/decisions/050).
  const reviewed = reviewedItems(a.structuredData);
  const notReviewed = (e: SchemaEntity) => !reviewed.has(e.index);
  const pageUrl = a.document?.finalUrl || a.url;
  const first = pageEntity(a, isPageType, notReviewed);
  const firstType = first && meantType(first);
  const content =
    firstType && isSubtypeOf(firstType, 'WebPage')
      ? pageEntity(
          a,
          (t) => isPageType(t) && !isSubtypeOf(t, 'WebPage'),
          (e) => notReviewed(e) && namesThisPage(e, pageUrl),
        )
      : null;
  const from = content ?? first;
  let s = suggestJsonLd(a, from);
  // A poem's page drafts a CreativeWork (schema.org has no Poem): the one bare CreativeWork drafted for a page.
  if (!isPageType(s.type) && !(s.type === 'CreativeWork' && !from)) s = suggestJsonLd(a, null, 'WebPage');
  return { node: withoutContext(s.json), type: s.type, from: isPageType(s.type) ? from : null };
}

/** One person's site that declares no organisation, here or on its home page: its owner, the publisher (decision 091). */
export const ownerAsPublisher = (a: Artifacts): { name: string } | null =>
  organizationIdentity(a.structuredData) || a.siteHome?.organization ? null : (a.authority?.siteOwner ?? null);

/**
 * Who is behind the page: its declared organisation (any subtype), completed, else one built from the page; on
 * one person's site that declares none, its owner as a Person (decision 091).
 */
function organizationNode(a: Artifacts): { node: Node; from: SchemaEntity | null } {
  const declared = organizationIdentity(a.structuredData);
  const owner = ownerAsPublisher(a);
  if (owner)
    return {
      node: { '@type': 'Person', name: owner.name, url: `${originOf(a)}/`, '@id': `${originOf(a)}/#person` },
      from: null,
    };
  const from = declared?.entity.node
    ? declared.entity
    : pageEntity(
        a,
        (t) => isSubtypeOf(t, 'Organization') && !isSubtypeOf(t, 'Person'),
        (e) => !heldByMedia(e),
      );
  const s = suggestJsonLd(a, from, from ? undefined : (declared?.type ?? 'Organization'));
  const node = withoutContext(s.json);
  node['@id'] ??= `${originOf(a)}/#organization`;
  return { node, from };
}

/**
 * The page's author is another publication than the site, as author-info finds: its own profile says so (getnews's
 * "NeoL"), or a provider line (Yahoo's "CNET Japan").
 */
const otherPublication = (a: Artifacts, name: unknown): boolean =>
  isOtherPublication(a.authority?.authorIsOrganisation) && name === a.authority.author;

/**
 * The publisher wrote the page: a newsroom or site byline ("BWW News Desk"), not a news agency ("AFP") nor a
 * publication that supplied the story, which are organisations of their own; a page that speaks for its organisation
 * and names no writer (IPA's notice); a reference page that names none: an encyclopedia's entry (decision 124).
 */
function publisherWrote(a: Artifacts, author: Node): boolean {
  const organisation =
    author['@type'] === 'Organization' &&
    typeof author.name === 'string' &&
    !isNewsAgency(author.name) &&
    !otherPublication(a, author.name);
  return organisation || speaksUnsigned(a) || writtenCollectively(a);
}

/** The author as a Person node: the main node's own author when it names a Person, else the page's byline. */
function authorNode(a: Artifacts, given: unknown, i: number): Node {
  const own = given && typeof given === 'object' ? (given as Node) : {};
  // A microdata author on a link (<a itemprop="author" href>) is read as its address: that is the page, not the name.
  const address = typeof given === 'string' && /^https?:\/\//.test(given) ? given : null;
  const name = address ? undefined : typeof given === 'string' ? given : own.name;
  const node: Node = { ...own, '@type': 'Person', ...(address ? { url: address } : {}) };
  // A name as the page writes it ("By Lucy Akins") is the author's name without the byline's words.
  node.name =
    typeof name === 'string' && !isPlaceholder(name)
      ? (authorName(name) ?? name)
      : (a.authority?.author ?? '<author name>');
  // A staff, agency or site byline ("ZDNet Japan Staff", "AFP", "THE NEW YORK TIMES") names an organisation, as
  // does a byline the page itself says is a publication's (author-info's finding: getnews's "NeoL").
  if (
    typeof node.name === 'string' &&
    (otherPublication(a, node.name) ||
      organisationAuthor(node.name, a.raw ? statedSiteNames(a, a.authority?.organization?.name) : []))
  )
    node['@type'] = 'Organization';
  // A Person has no author: an address written there ("<a itemprop="author" href>" inside the Person) is its page.
  if (typeof node.author === 'string' && /^https?:\/\//.test(node.author)) {
    node.url ??= node.author;
    delete node.author;
  }
  // The writer's page the byline links, when the node is that writer; else a placeholder to fill in.
  const bylineWriter = firstWriter(a.raw?.bylineText);
  const bylinePage = bylineWriter && node.name === bylineWriter ? a.raw.bylineUrl : null;
  if (node['@type'] === 'Person') node.url ??= bylinePage ?? '<author page URL>';
  node['@id'] ??= `${a.raw.canonical ?? a.document?.finalUrl ?? a.url}#author${i ? `-${i + 1}` : ''}`;
  return node;
}

/** The work's authors as nodes: each one it declares, else each author the page names (several Dublin Core creators are several people). */
function authorNodes(a: Artifacts, main: Node): Node[] {
  const declared = Array.isArray(main.author) ? main.author : main.author === undefined ? [] : [main.author];
  const named = a.authority?.authors ?? [];
  const given: unknown[] = declared.length ? declared : named.length > 1 ? named : [undefined];
  // One writer marked up twice (two byline spans of "AFP") is one node.
  const seen = new Set<string>();
  return given
    .slice(0, 10)
    .map((g, i) => authorNode(a, g, i))
    .filter((n) => {
      const key = String(n.name).toLowerCase();
      return !seen.has(key) && !!seen.add(key);
    })
    .map((n, i) => ({ ...n, '@id': String(n['@id']).replace(/#author(?:-\d+)?$/, `#author${i ? `-${i + 1}` : ''}`) }));
}

const sameName = (x: Node, y: Node) =>
  x['@type'] === 'Person' && y['@type'] === 'Person' && String(x.name).toLowerCase() === String(y.name).toLowerCase();

/** The site owner's node, with what the page's author node says of them (its own page, when it names one). */
function ownerAsAuthor(owner: Node, writer: Node): Node {
  const url = isPlaceholder(writer.url) ? owner.url : writer.url;
  return Object.assign(owner, { ...writer, '@id': owner['@id'], url });
}

function setAll(node: Node, props: Record<string, unknown> | undefined, force: boolean): void {
  for (const [k, v] of Object.entries(props ?? {}))
    if (force || node[k] === undefined || node[k] === null || node[k] === '' || isPlaceholder(node[k])) node[k] = v;
}

/**
 * The one block for the page, with every need merged in; `replaces` names the page's nodes it stands in for,
 * `inMarkup` the microdata or RDFa items it leaves in place (what is asked of them is added to them).
 */
export function pageGraph(
  a: Artifacts,
  needs: JsonLdNeed[],
): { json: Node; replaces: SchemaEntity[]; inMarkup: { role: GraphRole; entity: SchemaEntity }[] } {
  const want = new Set(needs.map((n) => n.role));
  const main = mainNode(a);
  const org = organizationNode(a);
  const mainType = typeOf(main.node);
  const creative = isSchemaType(mainType) && isSubtypeOf(mainType, 'CreativeWork');
  // The publisher is in the block when asked for, declared by the page, or expected of an article.
  const withOrg =
    want.has('organization') ||
    !!org.from ||
    !!organizationIdentity(a.structuredData) ||
    (creative && (isSubtypeOf(mainType, 'Article') || isSubtypeOf(mainType, 'Review')));
  const nodes = new Map<GraphRole, Node>([['main', main.node]]);
  // Authors after the first: in the graph beside it, asked nothing of by any audit.
  const coauthors: Node[] = [];
  if (withOrg) nodes.set('organization', org.node);
  // The page's work is linked to who published and wrote it; the nodes are the graph's, by @id.
  if (creative) {
    if (withOrg) main.node.publisher = { '@id': org.node['@id'] };
    else if (JSON.stringify(main.node.publisher ?? '').includes('<publisher name>')) delete main.node.publisher;
    if (isSubtypeOf(mainType, 'Article') || want.has('author') || main.node.author !== undefined) {
      const [writer, ...others] = authorNodes(a, main.node);
      // The owner of one person's site who writes the page is one node, its author and its publisher.
      const person = withOrg && sameName(org.node, writer) ? ownerAsAuthor(org.node, writer) : writer;
      const authorIsOrg =
        main.node.author &&
        typeof main.node.author === 'object' &&
        /Organization/.test(String((main.node.author as Node)['@type']));
      if (!authorIsOrg && publisherWrote(a, person) && withOrg) {
        main.node.author = { '@id': org.node['@id'] };
        // The same name copied as `creator` ("author creator" in microdata) is the publisher too.
        const creator = main.node.creator as Node | undefined;
        if (creator && typeof creator === 'object' && creator.name === person.name)
          main.node.creator = main.node.author;
      } else if (!authorIsOrg) {
        main.node.author = others.length
          ? [person, ...others].map((p) => ({ '@id': p['@id'] }))
          : { '@id': person['@id'] };
        nodes.set('author', person);
        coauthors.push(...others);
        // The authors copied again as `creator` ("author creator" in microdata, typed Person): the author says it.
        const names = new Set([person, ...others].map((p) => String(p.name).toLowerCase()));
        const creators = [main.node.creator ?? []].flat() as Node[];
        if (creators.length && creators.every((c) => names.has(String(c?.name ?? c).toLowerCase())))
          delete main.node.creator;
      }
    }
  } else if (want.has('author')) nodes.set('author', authorNodes(a, {})[0]);
  if (want.has('breadcrumb')) {
    const crumbs = withoutContext(suggestJsonLd(a, null, 'BreadcrumbList').json);
    // The site's home page is the first and only step of its own trail.
    const root = `${originOf(a)}/` === (a.document?.finalUrl || a.url);
    if (root && Array.isArray(crumbs.itemListElement)) crumbs.itemListElement = crumbs.itemListElement.slice(0, 1);
    nodes.set('breadcrumb', crumbs);
  }
  if (want.has('faq'))
    nodes.set(
      'faq',
      isSubtypeOf(mainType, 'FAQPage') ? main.node : withoutContext(suggestJsonLd(a, null, 'FAQPage').json),
    );
  for (const need of needs) {
    const node = nodes.get(need.role);
    if (!node) continue;
    // A Person's role and qualification are asked of a writer, never of an agency's node ("AFP").
    const fits = (props: Record<string, unknown> | undefined) =>
      node['@type'] === 'Organization' && need.role === 'author'
        ? Object.fromEntries(
            Object.entries(props ?? {}).filter(
              ([k, v]) => expectedOn(k, ['Organization']) && !/"<[^<>"]*>"/.test(JSON.stringify(v)),
            ),
          )
        : props;
    setAll(node, fits(need.props), false);
    setAll(node, fits(need.override), true);
  }
  const { replaces, inMarkup } = leaveKept(needs, nodes, main, withOrg ? org : null);
  const graph = [...new Set([...nodes.values(), ...(nodes.has('author') ? coauthors : [])])];
  return { json: { '@context': 'https://schema.org', '@graph': graph }, replaces, inMarkup };
}

/** Takes the page's nodes that stay as written (kept) out of the block: what it stands in for, what it leaves. */
function leaveKept(
  needs: JsonLdNeed[],
  nodes: Map<GraphRole, Node>,
  main: { node: Node; from: SchemaEntity | null },
  org: { node: Node; from: SchemaEntity | null } | null,
) {
  const keepMain = kept(needs, 'main', main.from) && nodes.get('faq') !== main.node;
  // The drafted page node links its publisher by @id: a JSON-LD organisation without one stays only beside a kept page node.
  const keepOrg =
    !!org && kept(needs, 'organization', org.from) && (org.from!.source !== 'json-ld' || !!org.from!.id || keepMain);
  // Beside a kept page node, the nodes only it would link to (its publisher, its authors) are not drafted either.
  const asked = (role: GraphRole) => needs.some((n) => n.role === role);
  if (keepMain) nodes.delete('main');
  if (keepOrg || (keepMain && !asked('organization'))) nodes.delete('organization');
  if (keepMain) nodes.delete('author');
  // A microdata or RDFa organisation that stays has no @id to link to.
  if (keepOrg && org.from?.source !== 'json-ld' && isRef(main.node.publisher, org.node['@id']))
    delete main.node.publisher;
  const replaces = [keepMain ? null : main.from, keepOrg ? null : (org?.from ?? null)].filter(
    (e): e is SchemaEntity => !!e,
  );
  const inMarkup = (
    [
      ['main', keepMain ? main.from : null],
      ['organization', keepOrg ? org!.from : null],
    ] as const
  ).flatMap(([role, entity]) => (entity && entity.source !== 'json-ld' ? [{ role, entity }] : []));
  return { replaces, inMarkup };
}

const isRef = (v: unknown, id: unknown) => !!v && typeof v === 'object' && (v as Node)['@id'] === id;

/**
 * A node of the page that the block does not rewrite. A JSON-LD node that no need asks to change stays as the
 * page (or its SEO plugin) writes it, linked by its @id: a copy would describe it twice (Yoast's WebPage and
 * Organization redrafted for an FAQ). A valid microdata or RDFa item stays too, as the structured-data audit
 * tells the page (decision 034): what a need asks of it is added to it as properties (audits/json-ld-home.ts).
 */
function kept(needs: JsonLdNeed[], role: GraphRole, from: SchemaEntity | null): boolean {
  if (!from || (role === 'main' && needs.some((n) => n.role === 'author'))) return false;
  if (from.source !== 'json-ld') return from.sound && from.errors === 0;
  return !needs.some((n) => n.role === role);
}

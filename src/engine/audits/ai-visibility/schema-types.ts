import { defineAudit, ev, list, col, table } from '../helpers';
import { organizationIdentity, validEntitiesOf } from '../../schema/page';
import { isSubtypeOf } from '../../schema/vocabulary';
import { fixOf, originOf, pageUrlOf, type Artifacts, type Fix } from '../fix-kit';
import { jsonLdStep, suggestJsonLd } from '../../schema/page';

/** Page-level types, matched with every subtype by the vocabulary's hierarchy (NewsArticle is an Article, FAQPage a WebPage). */
const PAGE_ROOTS = [
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
  'Movie',
  'Review',
  'Dataset',
];
const IDENTITY_ROOTS = ['Person', 'WebSite', 'Brand'];

const isA = (roots: string[]) => (t: string) => roots.some((r) => isSubtypeOf(t, r));
const withoutContext = ({ '@context': _, ...node }: Record<string, unknown>) => node;

/** The nodes the page lacks (page type, publisher, breadcrumb), each filled in from the page, in one @graph block. */
function schemaTypesFix(a: Artifacts, hasPage: boolean, hasIdentity: boolean, breadcrumb: boolean): Fix {
  const sd = a.structuredData;
  const top = sd.entities.filter((e) => !e.embedded);
  const nodes: Record<string, unknown>[] = [];
  const said: string[] = [];
  const orgId = `${originOf(a) ?? ''}/#organization`;
  if (!hasPage) {
    const broken = top.find((e) => !e.valid && e.knownTypes.some(isA(PAGE_ROOTS))) ?? null;
    let s = suggestJsonLd(a, broken);
    if (!isA(PAGE_ROOTS)(s.type)) s = suggestJsonLd(a, null, 'WebPage');
    said.push(
      broken
        ? `its ${s.type} node${broken.block ? ` (JSON-LD block ${broken.block})` : ''} is not counted because it has errors: it is corrected below`
        : `no node says what the page is; going by the page, a ${s.type}`,
    );
    if (
      !hasIdentity &&
      (s.json.publisher === undefined || JSON.stringify(s.json.publisher).includes('<publisher name>'))
    )
      s.json.publisher = { '@id': orgId };
    nodes.push(s.json);
  }
  if (!hasIdentity) {
    const unsound = top.find((e) => e.knownTypes.some((t) => isSubtypeOf(t, 'Organization'))) ?? null;
    const s = suggestJsonLd(a, unsound, unsound ? undefined : 'Organization');
    if (!s.json['@id']) s.json['@id'] = orgId;
    said.push(
      unsound
        ? `its ${s.type} node is not usable (errors or no name): it is corrected below`
        : 'no Organization, Person or WebSite node says who is behind it',
    );
    nodes.push(s.json);
  }
  if (!breadcrumb) {
    const s = suggestJsonLd(a, null, 'BreadcrumbList');
    const root = originOf(a) !== null && `${originOf(a)}/` === pageUrlOf(a);
    if (root && Array.isArray(s.json.itemListElement)) s.json.itemListElement = s.json.itemListElement.slice(0, 1);
    said.push('no BreadcrumbList places it in the site');
    nodes.push(s.json);
  }
  const block =
    nodes.length === 1 ? nodes[0] : { '@context': 'https://schema.org', '@graph': nodes.map(withoutContext) };
  const types = nodes.map((n) => String(n['@type']));
  return {
    title: `Add ${types.join(', ').replace(/, ([^,]*)$/, ' and $1')} structured data`,
    description: `In the page's structured data, ${said.join('; ')}.`,
    stepByStep: [
      jsonLdStep(
        `Add this block to the page <head> (filled in from the page; replace each <…> placeholder with the real value${!hasPage && nodes.length > 1 ? ', and keep the @id links between the nodes' : ''}):`,
        block,
      ),
      "Check it with the Schema.org validator or Google's Rich Results Test.",
    ],
  };
}

export default defineAudit({
  id: 'schema-types',
  category: 'aiLlmVisibility',
  title: 'Structured data names the page type and who is behind it',
  failureTitle: 'Structured data does not describe the page type or the publisher',
  description:
    'AI answers favour sources whose entity is unambiguous: a page type (Article, Product, FAQPage...) plus an identity (Organization, Person, WebSite) lets assistants attribute and cite the page correctly.',
  requiredArtifacts: ['structuredData'],
  fix: {
    title: 'Describe the page type and the publisher in schema.org',
    description:
      'Add a page-level type and an Organization or Person node, ideally linked in one @graph, plus BreadcrumbList for deeper pages.',
    stepByStep: [
      'Add a node for the page itself (for example Article, Product, Service or WebPage).',
      'Add an Organization (or Person) node with name, url, logo and sameAs links to official profiles.',
      'Link them: set "publisher" or "author" of the page node to the Organization/Person.',
      'For pages below the home page, add a BreadcrumbList.',
    ],
  },
  run(a) {
    const { structuredData: sd } = a;
    // Only nodes that passed the schema.org check count: a Product without name or offers is no page type.
    const names = (es: { knownTypes: string[] }[], roots: string[]) => [
      ...new Set(es.flatMap((e) => e.knownTypes.filter((t) => roots.some((r) => isSubtypeOf(t, r))))),
    ];
    const page = names(validEntitiesOf(sd, PAGE_ROOTS), PAGE_ROOTS);
    const org = organizationIdentity(sd);
    const identity = [
      ...new Set([...(org ? [org.type] : []), ...names(validEntitiesOf(sd, IDENTITY_ROOTS, 'sound'), IDENTITY_ROOTS)]),
    ];
    const breadcrumb = validEntitiesOf(sd, ['BreadcrumbList']).length > 0;
    const score = (page.length ? 0.5 : 0) + (identity.length ? 0.35 : 0) + (breadcrumb ? 0.15 : 0);
    const rejected = sd.entities
      .filter((e) => !e.valid && e.types.length && !e.insideInvalid && e !== org?.entity)
      .map((e) => e.types[0]);
    return {
      score,
      numericValue: sd.allTypes.length,
      numericUnit: 'count',
      details: table(
        [col('type', 'schema.org type', 'code'), col('role', 'Counts as')],
        [
          ...page.map((type) => ({ type, role: 'page type' })),
          ...identity.map((type) => ({ type, role: 'identity' })),
          ...(breadcrumb ? [{ type: 'BreadcrumbList', role: 'breadcrumb' }] : []),
          ...[...new Set(rejected)].map((type) => ({ type, role: 'not counted (errors)' })),
        ],
      ),
      evidence: [
        ev('Page types', list(page)),
        ev('Identity types', list(identity)),
        ev('BreadcrumbList', breadcrumb),
        ev('All types', list(sd.allTypes, 12)),
        ...(rejected.length ? [ev('Not counted (errors)', list([...new Set(rejected)]))] : []),
      ],
      ...(score < 1 ? fixOf(() => schemaTypesFix(a, page.length > 0, identity.length > 0, breadcrumb)) : {}),
    };
  },
});

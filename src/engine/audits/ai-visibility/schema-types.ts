import { defineAudit, ev, list } from '../helpers';
import { organizationIdentity, validEntitiesOf } from '../../schema/page';
import { isSubtypeOf } from '../../schema/vocabulary';

/** Page-level types, matched with every subtype by the vocabulary's hierarchy (NewsArticle is an Article, FAQPage a WebPage). */
const PAGE_ROOTS = ['Article', 'WebPage', 'Product', 'Service', 'Event', 'Recipe', 'HowTo', 'Course', 'SoftwareApplication', 'VideoObject', 'JobPosting', 'Book', 'Movie', 'Review', 'Dataset'];
const IDENTITY_ROOTS = ['Person', 'WebSite', 'Brand'];

export default defineAudit({
  id: 'schema-types',
  category: 'aiLlmVisibility',
  title: 'Structured data names the page type and who is behind it',
  failureTitle: 'Structured data does not describe the page type or the publisher',
  description: 'AI answers favour sources whose entity is unambiguous: a page type (Article, Product, FAQPage...) plus an identity (Organization, Person, WebSite) lets assistants attribute and cite the page correctly.',
  requiredArtifacts: ['structuredData'],
  fix: {
    title: 'Describe the page type and the publisher in schema.org',
    description: 'Add a page-level type and an Organization or Person node, ideally linked in one @graph, plus BreadcrumbList for deeper pages.',
    stepByStep: [
      'Add a node for the page itself (for example Article, Product, Service or WebPage).',
      'Add an Organization (or Person) node with name, url, logo and sameAs links to official profiles.',
      'Link them: set "publisher" or "author" of the page node to the Organization/Person.',
      'For pages below the home page, add a BreadcrumbList.',
    ],
  },
  run({ structuredData: sd }) {
    // Only nodes that passed the schema.org check count: a Product without name or offers is no page type.
    const names = (es: { knownTypes: string[] }[], roots: string[]) => [...new Set(es.flatMap((e) => e.knownTypes.filter((t) => roots.some((r) => isSubtypeOf(t, r)))))];
    const page = names(validEntitiesOf(sd, PAGE_ROOTS), PAGE_ROOTS);
    const org = organizationIdentity(sd);
    const identity = [...new Set([...(org ? [org.type] : []), ...names(validEntitiesOf(sd, IDENTITY_ROOTS, 'sound'), IDENTITY_ROOTS)])];
    const breadcrumb = validEntitiesOf(sd, ['BreadcrumbList']).length > 0;
    const score = (page.length ? 0.5 : 0) + (identity.length ? 0.35 : 0) + (breadcrumb ? 0.15 : 0);
    const rejected = sd.entities.filter((e) => !e.valid && e.types.length && !e.insideInvalid && e !== org?.entity).map((e) => e.types[0]);
    return {
      score,
      evidence: [
        ev('Page types', list(page)),
        ev('Identity types', list(identity)),
        ev('BreadcrumbList', breadcrumb),
        ev('All types', list(sd.allTypes, 12)),
        ...(rejected.length ? [ev('Not counted (errors)', list([...new Set(rejected)]))] : []),
      ],
    };
  },
});

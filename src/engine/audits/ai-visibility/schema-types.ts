import { defineAudit, ev, list, col, table } from '../helpers';
import { organizationIdentity, validEntitiesOf } from '../../schema/page';
import { isSubtypeOf } from '../../schema/vocabulary';
import type { Artifacts, Fix } from '../fix-kit';
import { mainNode, namesAnotherPage, PAGE_ROOTS } from '../../schema/page-graph';
import type { JsonLdNeed } from '../../types';
import { isHomePage } from '../../computed/drafts';
import { detectPageType } from '../../computed/page-type';

const IDENTITY_ROOTS = ['Person', 'WebSite', 'Brand'];

/** The breadcrumb trail the page shows, as it reads: "Home › Kitchen › Kettles". */
const trailOf = (a: Artifacts) => (a.raw?.breadcrumbTrail ?? []).map((c) => c.name).join(' › ');
/** A BreadcrumbList the page marks up, sound or not: the page shows the trail it marks up. */
const declaresTrail = (a: Artifacts) =>
  a.structuredData.entities.some((e) => e.knownTypes.some((t) => isSubtypeOf(t, 'BreadcrumbList')));

/** What the page's structured data lacks (page type, publisher, breadcrumb), each said from the page's own nodes; the nodes go into the page's one JSON-LD block. */
function schemaTypesFix(a: Artifacts, hasPage: boolean, hasIdentity: boolean, breadcrumb: boolean) {
  const top = a.structuredData.entities.filter((e) => !e.embedded);
  const said: string[] = [];
  const needs: JsonLdNeed[] = [];
  const types: string[] = [];
  if (!hasPage) {
    // The node the page's one JSON-LD block writes for the page: its own (corrected), else a new one.
    const { type, from: broken } = mainNode(a);
    types.push(type);
    said.push(
      broken
        ? `its ${type} node${broken.block ? ` (JSON-LD block ${broken.block})` : broken.source === 'microdata' ? ' (microdata)' : ''} is not counted because it has errors`
        : `no node says what the page is; going by the page, ${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type}`,
    );
    needs.push({ role: 'main', what: broken ? `the ${type} node corrected` : 'a node saying what the page is' });
  }
  if (!hasIdentity) {
    const unsound = top.find((e) => e.knownTypes.some((t) => isSubtypeOf(t, 'Organization'))) ?? null;
    // One person's site is behind its pages as its owner, a Person (decision 091).
    const owner = unsound || a.siteHome?.organization ? null : a.authority?.siteOwner;
    types.push(unsound?.knownTypes[0] ?? (owner ? 'Person' : 'Organization'));
    said.push(
      unsound
        ? `its ${unsound.knownTypes[0]} node is not usable (errors or no name)`
        : 'no Organization, Person or WebSite node says who is behind it',
    );
    needs.push({
      role: 'organization',
      what: owner
        ? `a Person node saying who is behind the page (${owner.name}, whose site this is), as its publisher`
        : 'an Organization node saying who is behind the page, as its publisher',
    });
  }
  if (!breadcrumb) {
    types.push('BreadcrumbList');
    said.push(
      declaresTrail(a)
        ? 'its BreadcrumbList is not counted because it has errors'
        : `the breadcrumb trail it shows (${trailOf(a)}) is not marked up as a BreadcrumbList`,
    );
    needs.push({ role: 'breadcrumb', what: 'a BreadcrumbList of the breadcrumb trail the page shows' });
  }
  const fix: Fix = {
    title: `Add ${types.join(', ').replace(/, ([^,]*)$/, ' and $1')} structured data`,
    description: `In the page's structured data, ${said.join('; ')}.`,
    stepByStep: ["Check it with the Schema.org validator or Google's Rich Results Test."],
  };
  return { fix, jsonLd: needs };
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
      'Add a page-level type and an Organization or Person node, ideally linked in one @graph, plus a BreadcrumbList of the breadcrumb trail the page shows.',
    stepByStep: [
      'Add a node for the page itself (for example Article, Product, Service or WebPage).',
      'Add an Organization (or Person) node with name, url, logo and sameAs links to official profiles.',
      'Link them: set "publisher" or "author" of the page node to the Organization/Person.',
      'Where the page shows a breadcrumb trail, mark it up as a BreadcrumbList.',
    ],
  },
  run(a) {
    const { structuredData: sd } = a;
    // Only nodes that passed the schema.org check count: a Product without name or offers is no page type.
    const names = (es: { knownTypes: string[] }[], roots: string[]) => [
      ...new Set(es.flatMap((e) => e.knownTypes.filter((t) => roots.some((r) => isSubtypeOf(t, r))))),
    ];
    const page = names(
      validEntitiesOf(sd, PAGE_ROOTS).filter((e) => !namesAnotherPage(e, a.document?.finalUrl || a.url)),
      PAGE_ROOTS,
    );
    const org = organizationIdentity(sd);
    const own = [
      ...new Set([...(org ? [org.type] : []), ...names(validEntitiesOf(sd, IDENTITY_ROOTS, 'sound'), IDENTITY_ROOTS)]),
    ];
    // Who is behind an inner page may be declared once, on the home page, as Google asks of Organization markup
    // (decision 068): organization-identity credits it, and so does this audit (decision 121).
    const homeOrg = own.length ? null : (a.siteHome?.organization ?? null);
    const identity = homeOrg ? [homeOrg.type] : own;
    // A business's own page is about the business: its LocalBusiness node says what the page is (Google's local
    // business markup asks for no WebPage), as the home page's Organization or WebSite does. The home page has no
    // trail to place it in.
    const home = isHomePage(a);
    const business = detectPageType(a).type === 'local-business' && own.some((t) => isSubtypeOf(t, 'LocalBusiness'));
    const pageSaid = page.length > 0 || business || (home && identity.length > 0);
    const breadcrumb = validEntitiesOf(sd, ['BreadcrumbList']).length > 0;
    // A BreadcrumbList marks up the trail the page shows: Google asks that structured data describe what readers
    // see, so a page that shows none (an encyclopedia's entry) is asked for none (decision 124).
    const shown = !!a.raw?.breadcrumbTrail?.length || declaresTrail(a);
    const placed = breadcrumb || home || !shown;
    const score = (pageSaid ? 0.5 : 0) + (identity.length ? 0.35 : 0) + (placed ? 0.15 : 0);
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
          ...identity.map((type) => ({ type, role: homeOrg ? 'identity (home page)' : 'identity' })),
          ...(breadcrumb ? [{ type: 'BreadcrumbList', role: 'breadcrumb' }] : []),
          ...[...new Set(rejected)].map((type) => ({ type, role: 'not counted (errors)' })),
        ],
      ),
      evidence: [
        ev(
          'Page types',
          page.length
            ? list(page)
            : pageSaid
              ? `none needed: the ${business ? 'business' : 'home page'} is what the page is about`
              : 'none',
        ),
        ev(
          'Identity types',
          homeOrg ? `${homeOrg.type}, declared on the home page ${a.siteHome!.url}` : list(identity),
        ),
        ev(
          'BreadcrumbList',
          breadcrumb
            ? 'yes'
            : home
              ? 'none needed: the home page'
              : declaresTrail(a)
                ? 'not counted (errors)'
                : shown
                  ? `no (the page shows ${trailOf(a)})`
                  : 'none needed: the page shows no breadcrumb trail',
        ),
        ev('All types', list(sd.allTypes, 12)),
        ...(rejected.length ? [ev('Not counted (errors)', list([...new Set(rejected)]))] : []),
      ],
      ...(score < 1 ? schemaTypesFix(a, pageSaid, identity.length > 0, placed) : {}),
      // With no sound structured data at all, no type can be named: that is the structured-data finding.
      ...(!page.length && !own.length && !sd.entities.some((e) => e.valid) ? { followsFrom: 'structured-data' } : {}),
    };
  },
});

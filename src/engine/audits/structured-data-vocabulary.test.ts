import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { scoreAudits } from '../scoring';
import { detectPageType } from '../computed/page-type';
import { nodesOfType } from '../computed/structured-data';
import structuredData from './ai-visibility/structured-data';
import schemaTypes from './ai-visibility/schema-types';
import organizationIdentity from './authority/organization-identity';

const ld = (o: unknown) =>
  `<script type="application/ld+json">${typeof o === 'string' ? o : JSON.stringify(o)}</script>`;
const URL_ = 'https://bakery.example/blog/sourdough-starter';
const prose = Array.from(
  { length: 40 },
  (_, i) =>
    `<p>Step ${i + 1}: feed the starter with 50 g of rye flour and 50 g of water, then wait twelve hours at 24 °C before the next feed.</p>`,
).join('');
/** An article page; `head` adds the structured data under test. */
const articlePage = (head: string) =>
  `<!doctype html><html lang="en"><head><title>How to keep a sourdough starter alive</title><meta name="description" content="A baker's guide to feeding, storing and reviving a sourdough starter."><meta name="author" content="Jane Baker"><meta property="article:published_time" content="2025-11-02"><meta property="og:image" content="https://bakery.example/img/starter.jpg"><link rel="canonical" href="${URL_}">${head}</head><body><header><nav><a href="/">Home</a></nav></header><main><article><h1>How to keep a sourdough starter alive</h1><p>By Jane Baker</p>${prose}</article></main><footer><a href="/about">About</a></footer></body></html>`;

/** The expert's three bad blocks: a misspelt type, a Product without name or offers, and a broken block. */
const BAD_BLOCKS =
  ld({
    '@context': 'https://schema.org',
    '@type': 'Artcle',
    headline: 'How to keep a sourdough starter alive',
    author: { '@type': 'Person', name: 'Jane Baker' },
    datePublished: '2025-11-02',
  }) +
  ld({
    '@context': 'https://schema.org',
    '@type': 'Product',
    description: 'Rye starter kit',
    aggregateRating: { '@type': 'AggregateRatng', ratingValue: 4.8, reviewCount: 120 },
  }) +
  ld({ '@context': 'https://schema.org', '@type': 'Organization', sameas: ['https://www.instagram.com/crumbco'] });
const VALID_ARTICLE = ld({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'How to keep a sourdough starter alive',
  image: 'https://bakery.example/img/starter.jpg',
  datePublished: '2025-11-02',
  dateModified: '2025-11-20',
  author: { '@type': 'Person', name: 'Jane Baker', url: 'https://bakery.example/team/jane' },
  publisher: { '@type': 'Organization', name: 'Crumb & Co', url: 'https://bakery.example/' },
});

function overall(html: string, url = URL_) {
  const a = makeArtifacts(html, { url });
  const audits = runAudits(a, detectPageType(a).type);
  return { a, audits, summary: scoreAudits(audits), byId: Object.fromEntries(audits.map((x) => [x.id, x])) };
}

describe('invalid structured data never scores higher than none (fixture pair)', () => {
  it('the three bad blocks score no higher than no JSON-LD, a valid Article scores higher', () => {
    const none = overall(articlePage(''));
    const bad = overall(articlePage(BAD_BLOCKS));
    const good = overall(articlePage(VALID_ARTICLE));
    expect(bad.summary.overall).toBeLessThanOrEqual(none.summary.overall);
    for (const cat of Object.keys(none.summary.categories) as (keyof typeof none.summary.categories)[])
      expect(bad.summary.categories[cat]).toBeLessThanOrEqual(none.summary.categories[cat]);
    for (const id of [
      'structured-data',
      'schema-types',
      'organization-identity',
      'author-info',
      'content-freshness',
      'social-proof',
    ]) {
      if (bad.byId[id] && none.byId[id] && bad.byId[id].score !== null && none.byId[id].score !== null)
        expect(bad.byId[id].score, id).toBeLessThanOrEqual(none.byId[id].score!);
    }
    expect(good.summary.overall).toBeGreaterThan(none.summary.overall);
    expect(good.byId['structured-data'].score).toBeGreaterThan(0);
    // Nothing of the bad blocks reaches the other audits.
    expect(bad.a.structuredData.nodes).toEqual([]);
  });
  it('errors are listed exactly, and the fix carries a JSON-LD block filled in from the page', () => {
    const a = makeArtifacts(articlePage(BAD_BLOCKS), { url: URL_ });
    const out = structuredData.run(a);
    expect(out.score).toBe(0);
    const errors = out.evidence.filter((e) => e.label === 'Error').map((e) => e.value);
    expect(errors).toEqual([
      "Block 1: @type 'Artcle' is not a schema.org type; did you mean 'Article'?",
      'Block 2: Product (unnamed) lacks name (required by Google for product rich results)',
      "Block 2: @type 'AggregateRatng' is not a schema.org type; did you mean 'AggregateRating'?",
      'Block 3: Organization (unnamed) lacks name (needed to identify it; schema.org makes nothing mandatory and GetSeen asks for this minimum)',
    ]);
    expect(out.fix!.stepByStep.slice(0, errors.length)).toEqual(errors);
    // A misspelt property is a warning: Google ignores it (decision 014, amendment 2).
    expect(out.evidence.map((e) => e.value)).toContain(
      "Block 3: Organization (unnamed): 'sameas' is not a schema.org property; did you mean 'sameAs'? Google's rich-result checks do not count it as an error; the Schema.org validator does.",
    );
    // The block corrects the page's Article and its Organization; the broken Product is named, not rewritten.
    expect(out.fix!.stepByStep).toContain(
      'Correct the other nodes with errors as listed, or remove them: Product (block 2).',
    );
    // Through runAudits, this audit's fix carries the page's one JSON-LD block: the Article corrected and linked.
    const results = runAudits(a, detectPageType(a).type);
    const steps = results.find((r) => r.id === 'structured-data')!.fix!.stepByStep;
    const block = steps.find((s) => s.includes('<script type="application/ld+json">'))!;
    expect(block).toContain('in place of its Artcle node (JSON-LD block 1) and Organization node (JSON-LD block 3)');
    const json = JSON.parse(block.slice(block.indexOf('{'), block.lastIndexOf('}') + 1));
    const [article, organization, person] = json['@graph'];
    expect(json['@context']).toBe('https://schema.org');
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'How to keep a sourdough starter alive',
      url: URL_,
      image: 'https://bakery.example/img/starter.jpg',
      datePublished: '2025-11-02',
      author: { '@id': person['@id'] },
      publisher: { '@id': organization['@id'] },
      description: "A baker's guide to feeding, storing and reviving a sourdough starter.",
    });
    expect(person).toMatchObject({ '@type': 'Person', name: 'Jane Baker' });
    expect(organization).toMatchObject({ '@type': 'Organization', '@id': 'https://bakery.example/#organization' });
    // No other fix carries a block of its own.
    const blocks = results.flatMap((r) => r.fix?.stepByStep ?? []).filter((s) => s.includes('application/ld+json'));
    expect(blocks).toHaveLength(1);
  });
  it('a Product whose offers is an @id described elsewhere is complete', () => {
    const page = articlePage(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Product',
            '@id': '#kit',
            name: 'Starter kit',
            image: 'https://bakery.example/kit.jpg',
            offers: { '@id': '#kit-offer' },
          },
          { '@type': 'Offer', '@id': '#kit-offer', price: '12.00', priceCurrency: 'EUR' },
        ],
      }),
    );
    const a = makeArtifacts(page, { url: URL_ });
    expect(a.structuredData.errors).toEqual([]);
    expect(structuredData.run(a).score).toBeGreaterThan(0);
    expect(schemaTypes.run(a).evidence[0]).toEqual({ label: 'Page types', value: 'Product' });
  });
});

describe('organisation identity by the type hierarchy', () => {
  const home = (head: string, body = '<p>Fresh bread every morning.</p>') =>
    `<!doctype html><html lang="en"><head><title>Crumb & Co bakery</title>${head}</head><body><main><h1>Crumb & Co</h1>${body}</main></body></html>`;
  it('a Bakery with name, url and sameAs is an organisation (end to end through runAudits)', () => {
    const bakery = ld({
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      name: 'Crumb & Co',
      url: 'https://bakery.example/',
      sameAs: ['https://www.instagram.com/crumbco', 'https://www.facebook.com/crumbco'],
    });
    const { byId, a } = overall(home(bakery), 'https://bakery.example/');
    const org = byId['organization-identity'];
    expect(org.score).toBeGreaterThanOrEqual(0.8);
    expect(org.evidence[0]).toEqual({
      label: 'Organization schema',
      value: 'Crumb & Co (Bakery → FoodEstablishment → LocalBusiness → Organization)',
    });
    expect(org.evidence[1].value).toBe('https://www.instagram.com/crumbco, https://www.facebook.com/crumbco');
    expect(schemaTypes.run(a).evidence.find((e) => e.label === 'Identity types')?.value).toBe('Bakery');
    // Its missing address is Google's local-business requirement, said as such.
    expect(a.structuredData.errors).toEqual([]);
    expect(a.structuredData.warnings).toContain(
      "Block 1: Bakery 'Crumb & Co' lacks address (required by Google for local business rich results)",
    );
    // Its facts reach the other audits (it is sound, only not rich-result complete); nodesOfType finds it by the hierarchy.
    expect(nodesOfType(a.structuredData, 'Organization').map((n) => n.name)).toEqual(['Crumb & Co']);
  });
  it('NewsMediaOrganization and Corporation count; a misspelt type does not', () => {
    for (const t of ['NewsMediaOrganization', 'Corporation', 'Dentist']) {
      const out = organizationIdentity.run(
        makeArtifacts(
          home(
            ld({
              '@context': 'https://schema.org',
              '@type': t,
              name: 'X',
              url: 'https://x.example/',
              sameAs: 'https://www.linkedin.com/company/x',
            }),
          ),
        ),
      );
      expect(out.score, t).toBeGreaterThanOrEqual(0.8);
    }
    const typo = organizationIdentity.run(
      makeArtifacts(home(ld({ '@context': 'https://schema.org', '@type': 'Organisation', name: 'X' }))),
    );
    expect(typo.score).toBe(0);
    expect(typo.jsonLd).toEqual([expect.objectContaining({ role: 'organization' })]);
    const typoPage = makeArtifacts(home(ld({ '@context': 'https://schema.org', '@type': 'Organisation', name: 'X' })));
    const block = runAudits(typoPage)
      .flatMap((r) => r.fix?.stepByStep ?? [])
      .find((s) => s.includes('application/ld+json'))!;
    const graph = JSON.parse(block.slice(block.indexOf('{'), block.lastIndexOf('}') + 1))['@graph'];
    expect(graph.find((n: { '@type': string }) => n['@type'] === 'Organization')).toMatchObject({
      name: 'X',
      url: 'https://example.com/',
    });
  });
  it('microdata and RDFa organisations count', () => {
    const micro = organizationIdentity.run(
      makeArtifacts(
        home('', '<div itemscope itemtype="https://schema.org/Bakery"><span itemprop="name">Crumb & Co</span></div>'),
      ),
    );
    expect(micro.score).toBeGreaterThanOrEqual(0.5);
    expect(micro.evidence[0].value).toContain('Bakery → FoodEstablishment → LocalBusiness → Organization, microdata');
    const rdfa = organizationIdentity.run(
      makeArtifacts(
        home(
          '',
          '<div vocab="https://schema.org/" typeof="NewsMediaOrganization"><span property="name">Daily</span></div>',
        ),
      ),
    );
    expect(rdfa.score).toBeGreaterThanOrEqual(0.5);
    expect(rdfa.evidence[0].value).toContain('NewsMediaOrganization → Organization, rdfa');
  });
});

import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import { runAudits } from '../../run-audits';
import { detectPageType } from '../../computed/page-type';
import structuredData from './structured-data';

const URL_ = 'https://bakery.example/blog/sourdough-starter';
const prose = Array.from(
  { length: 30 },
  (_, i) =>
    `<p>Step ${i + 1}: feed the starter with 50 g of rye flour and 50 g of water, then wait twelve hours at 24 °C.</p>`,
).join('');
const COMPLETE = `
  <img itemprop="image" src="/img/starter.jpg" alt="A jar of starter">
  <p>By <span itemprop="author" itemscope itemtype="https://schema.org/Person"><a itemprop="url" href="/team/jane"><span itemprop="name">Jane Baker</span></a></span>,
  <time itemprop="datePublished" datetime="2025-11-02">2 November 2025</time></p>
  <meta itemprop="dateModified" content="2025-11-20">`;
/** A blog post whose only structured data is a microdata BlogPosting (as WordPress themes write it). */
const microdataPost = (props: string) =>
  `<!doctype html><html lang="en"><head><title>How to keep a sourdough starter alive</title><link rel="canonical" href="${URL_}"></head><body><header><nav><a href="/">Home</a></nav></header><main><article itemscope itemtype="https://schema.org/BlogPosting"><h1 itemprop="headline">How to keep a sourdough starter alive</h1>${props}<div itemprop="articleBody">${prose}</div></article></main><footer><a href="/about">About</a></footer></body></html>`;

const audit = (props: string) => {
  const a = makeArtifacts(microdataPost(props), { url: URL_ });
  return { a, out: structuredData.run(a) };
};

describe('structured-data: microdata is judged by the same rules as JSON-LD', () => {
  it('a complete microdata BlogPosting passes, and its data is the page’s data', () => {
    const { a, out } = audit(COMPLETE);
    expect(out.score).toBe(1);
    expect(out.fix).toBeUndefined();
    const value = (label: string) => out.evidence.find((e) => e.label === label)?.value;
    expect(value('Microdata items')).toBe('1');
    expect(value('Format')).toMatch(/Google reads microdata as it reads JSON-LD/);
    // The other audits read its properties: dates, author.
    expect(a.structuredData.nodes[0]).toMatchObject({ '@type': 'BlogPosting', datePublished: '2025-11-02' });
    expect(a.content.datePublished).toMatch(/^2025-11-02/);
    expect(a.authority.author).toBe('Jane Baker');
    expect(a.authority.authorSource).toBe('microdata author of the BlogPosting');
  });

  it('missing recommended properties: "complete the microdata", scored like JSON-LD, no JSON-LD asked for', () => {
    const { out } = audit('<time itemprop="datePublished" datetime="2025-11-02">2 November 2025</time>');
    // 0.7 + 0.3 × 2/5 (headline and datePublished of headline, image, datePublished, dateModified, author).
    expect(out.score).toBe(0.82);
    expect(out.fix?.title).toBe('Complete the microdata');
    expect(out.fix?.description).toMatch(/^The page's microdata is valid, but the properties Google recommends/);
    expect(out.fix?.description).not.toMatch(/Add valid JSON-LD|no structured data/);
    expect(out.fix?.stepByStep[0]).toBe(
      "Microdata: BlogPosting 'How to keep a sourdough starter alive' lacks image, dateModified, author (recommended by Google for article rich results)",
    );
    expect(out.jsonLd ?? []).toEqual([]);
  });

  it('an error in a nested item costs that item, not the whole data; an error in the item itself scores 0', () => {
    const glued =
      '<span itemprop="isPartOf" itemscope itemtype="http://schema.org/CreativeWork%20http://schema.org/Product"><meta itemprop="name" content="Bakery Weekly"></span>';
    const nested = audit(COMPLETE + glued).out;
    // 1 (complete) less 0.25 for the one broken nested item.
    expect(nested.score).toBe(0.75);
    expect(nested.fix?.title).toBe('Fix the microdata errors');
    // A nested author with a misspelt type is lost the same way.
    expect(audit(COMPLETE.replace('schema.org/Person', 'schema.org/Persn')).out.score).toBe(0.75);
    const own = audit(
      `${COMPLETE}<div itemscope itemtype="https://schema.org/Recipee"><span itemprop="name">Rye</span></div>`,
    );
    expect(own.out.score).toBe(0);
  });

  it('a misspelt microdata property is a warning named as microdata: the item still counts, the property does not', () => {
    const { out } = audit(COMPLETE.replace('itemprop="dateModified"', 'itemprop="dateModifed"'));
    expect(out.score).toBeGreaterThan(0.5);
    expect(out.score).toBeLessThan(1);
    expect(out.fix?.title).toBe('Complete the microdata');
    expect(out.fix?.stepByStep).toContain(
      "Microdata: BlogPosting 'How to keep a sourdough starter alive': itemprop 'dateModifed' is not a schema.org property; did you mean 'dateModified'? Google's rich-result checks do not count it as an error; the Schema.org validator does.",
    );
  });

  it('the JSON-LD block another fix offers stands in for the microdata item, and says so', () => {
    const a = makeArtifacts(microdataPost(COMPLETE), { url: URL_ });
    const steps = runAudits(a, detectPageType(a).type).flatMap((r) => r.fix?.stepByStep ?? []);
    const block = steps.find((s) => s.includes('<script type="application/ld+json">'));
    expect(block).toBeDefined();
    expect(block).toContain('in place of its BlogPosting microdata item: remove that microdata');
    expect(block).not.toMatch(/^Add this block/);
    // It keeps the item's own values, not a cut copy of its text.
    const graph = JSON.parse(block!.slice(block!.indexOf('{'), block!.lastIndexOf('}') + 1))['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'BlogPosting', datePublished: '2025-11-02', dateModified: '2025-11-20' });
    expect(graph[0].articleBody).toBeUndefined();
  });

  it('RDFa types outside a schema.org item (no vocab): still 0.5, as no property of theirs can be read', () => {
    const a = makeArtifacts(`<html><body><div typeof="Event"><span property="name">Fair</span></div></body></html>`, {
      url: URL_,
    });
    const out = structuredData.run(a);
    expect(out.score).toBe(0.5);
    expect(out.fix?.title).toBe('Add valid JSON-LD structured data');
    expect(out.fix?.description).toMatch(/RDFa types without a schema.org item to read/);
  });

  it('an RDFa theme wrapper under schema.org that declares nothing but its type is no markup: 0, no credit (decision 074)', () => {
    const a = makeArtifacts(
      `<html><body><div id="page" vocab="https://schema.org/" typeof="WebPage"><main><h1>About us</h1><p>Our story.</p></main></div></body></html>`,
      { url: URL_ },
    );
    const out = structuredData.run(a);
    expect(out.score).toBe(0);
    expect(out.failureTitle).toBe('The page has no structured data');
    expect(out.fix?.description).toMatch(/its RDFa \(WebPage\) declares nothing but a type/);
  });
});

describe('structured-data: RDFa Lite is read and judged as microdata is (decision 071)', () => {
  /** MDN's trail: the names are on the linked WebPage items, as in Google's own RDFa breadcrumb example. */
  const crumb = (n: number, path: string, name: string, type = 'ListItem') =>
    `<li property="itemListElement" typeof="${type}"><a href="${path}" property="item" typeof="WebPage"><span property="name">${name}</span></a><meta property="position" content="${n}"/></li>`;
  const trail = (items: string, type = 'BreadcrumbList') =>
    makeArtifacts(
      `<!doctype html><html lang="en"><head><title>text-wrap - CSS</title></head><body><nav><ol typeof="${type}" vocab="https://schema.org/">${items}</ol></nav><main><h1>text-wrap</h1>${prose}</main></body></html>`,
      { url: 'https://docs.example/en-US/docs/Web/CSS/text-wrap' },
    );

  it('a complete RDFa BreadcrumbList is valid structured data, not "types only"', () => {
    const a = trail(crumb(1, '/en-US/docs/Web', 'References') + crumb(2, '/en-US/docs/Web/CSS', 'CSS'));
    const out = structuredData.run(a);
    expect(out.score).toBe(1);
    expect(out.fix).toBeUndefined();
    expect(out.evidence.find((e) => e.label === 'Format')?.value).toMatch(/^RDFa: Google reads RDFa/);
  });

  it('invalid RDFa scores no higher than none: a misspelt type is an error, named where the page writes it', () => {
    const out = structuredData.run(trail(crumb(1, '/en-US/docs/Web', 'References'), 'BreadcrumList'));
    expect(out.score).toBe(0);
    expect(out.evidence.find((e) => e.label === 'Error')?.value).toBe(
      "RDFa: typeof 'BreadcrumList' is not a schema.org type; did you mean 'BreadcrumbList'?",
    );
  });

  it('a crumb without its position is named by typeof and property, and asked of the RDFa, not of a JSON-LD block', () => {
    const out = structuredData.run(
      trail(
        `<li property="itemListElement" typeof="ListItem"><a href="/en-US/docs/Web" property="item"><span property="name">References</span></a></li>${crumb(2, '/en-US/docs/Web/CSS', 'CSS')}`,
      ),
    );
    expect(out.score).toBeLessThan(1);
    expect(out.fix?.title).toBe('Complete the RDFa');
    expect(out.fix?.stepByStep.join('\n')).toContain(
      "RDFa: BreadcrumbList (unnamed) › itemListElement › ListItem 'References' lacks position",
    );
  });
});

describe('structured-data: itemprops that no item holds (decision 047)', () => {
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>How to keep a sourdough starter alive</title></head><body><main><article><h1 itemprop="headline">How to keep a sourdough starter alive</h1>${body}${prose}</article></main></body></html>`;
  const run = (body: string) => structuredData.run(makeArtifacts(page(body), { url: URL_ }));
  const text = (out: ReturnType<typeof run>) =>
    out.fix ? [out.fix.title, out.fix.description, ...out.fix.stepByStep].join('\n') : '';
  it("names them, counts nothing of them as the page's data, and says how to give them an item", () => {
    const out = run(
      '<span itemprop="author">Jane Baker</span><time itemprop="datePublished" datetime="2025-11-02">2 Nov</time>',
    );
    expect(out.score).toBe(0);
    expect(out.evidence.find((e) => e.label === 'Microdata items')?.value).toBe('0');
    expect(out.evidence.find((e) => e.label === 'Itemprops outside any item')?.value).toBe(
      'itemprop="headline", itemprop="author", itemprop="datePublished": no item holds them, no reader takes them',
    );
    expect(text(out)).toContain('The page has no structured data that a reader takes: its itemprop="headline"');
  });
  it('a sound item beside them is told to take them in (one warning off the score)', () => {
    const a = makeArtifacts(
      microdataPost(COMPLETE).replace('<main>', '<main><meta itemprop="keywords" content="bread">'),
      {
        url: URL_,
      },
    );
    const out = structuredData.run(a);
    expect(out.score).toBe(0.95);
    expect(out.fix?.title).toBe('Put the itemprops outside any item into one');
    expect(out.fix?.description).toContain('The page writes itemprop="keywords" outside any itemscope');
    expect(out.fix?.description).toContain('<article itemscope itemtype="https://schema.org/BlogPosting">');
  });
  it('says nothing of them when every itemprop has its item', () => {
    const out = audit(COMPLETE);
    expect(out.out.evidence.find((e) => e.label === 'Itemprops outside any item')).toBeUndefined();
    expect(out.out.score).toBe(1);
  });
});

describe('structured-data: the block is drafted for the node the issues are about (review D3)', () => {
  it("a WebSite's missing alternateName does not redraft the page's complete WebPage and Organization", () => {
    const home = 'https://dental.example/';
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebPage',
          '@id': home,
          url: home,
          name: 'Harbour Dental',
          isPartOf: { '@id': `${home}#website` },
          about: { '@id': `${home}#organization` },
        },
        { '@type': 'WebSite', '@id': `${home}#website`, url: home, name: 'Harbour Dental' },
        {
          '@type': ['Organization', 'Place', 'Dentist'],
          '@id': `${home}#organization`,
          name: 'Harbour Dental',
          url: home,
          sameAs: ['https://www.facebook.com/harbourdental'],
        },
      ],
    };
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Harbour Dental</title><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body><main><h1>Harbour Dental</h1>${prose}</main></body></html>`,
      { url: home },
    );
    const sd = runAudits(a, detectPageType(a).type).find((r) => r.id === 'structured-data')!;
    expect(sd.evidence.find((e) => e.label === 'Warning')?.value).toMatch(
      /^Block 1: WebSite 'Harbour Dental' lacks alternateName/,
    );
    expect(sd.fix?.stepByStep.join('\n')).not.toContain('<script');
  });
});

describe('valid microdata is completed where it is, never replaced by a block (review H2, decision 034)', () => {
  it("a hotel's microdata gets its sameAs as itemprops; the breadcrumb block is added beside it", () => {
    const url = 'https://www.lakehotel.example/the-hotel/';
    const a = makeArtifacts(
      `<!doctype html><html lang="en-GB"><head><title>The Hotel | Lake House Hotel</title></head><body><header><nav><a href="/">Home</a> <a href="/rooms/">Rooms</a></nav></header>` +
        `<main><div itemscope itemtype="http://schema.org/Hotel"><h1 itemprop="name">Lake House Hotel</h1>` +
        `<p itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">Wansfell Road</span>, <span itemprop="addressLocality">Ambleside</span></p>` +
        `<span itemprop="telephone">015394 33712</span>${prose}</div></main>` +
        `<footer><a href="https://www.facebook.com/LakeHouseHotel">Facebook</a></footer></body></html>`,
      { url },
    );
    const results = runAudits(a, detectPageType(a).type);
    const steps = results.flatMap((r) => r.fix?.stepByStep ?? []).join('\n');
    expect(steps).not.toContain('remove that microdata');
    expect(steps).toContain(
      "In the page's microdata, on its Hotel item: sameAs links from Hotel 'Lake House Hotel' to its official profiles",
    );
    expect(steps).toContain('<link itemprop="sameAs" href="https://www.facebook.com/LakeHouseHotel">');
  });
});

describe('structured-data: HTML character references a plugin wrote into JSON-LD text', () => {
  it('a name is read decoded ("&amp;" is "&"), a URL as written', () => {
    // Rank Math passes the site name through esc_html: JSON has no entities, so "&amp;" would be read literally.
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      '@id': 'https://brightwell.example/#organization',
      name: 'Brightwell &amp; Co Chartered Accountants',
      description: 'Tax returns &#038; payroll for Bristol&#8217;s small firms',
      url: 'https://brightwell.example/?a=1&amp;b=2',
    };
    const a = makeArtifacts(
      `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><p>Contact us.</p></body></html>`,
      { url: 'https://brightwell.example/contact-us/' },
    );
    const node = a.structuredData.nodes[0];
    expect(node).toMatchObject({
      name: 'Brightwell & Co Chartered Accountants',
      description: 'Tax returns & payroll for Bristol\u2019s small firms',
      url: 'https://brightwell.example/?a=1&amp;b=2',
    });
    // The markup still says "&amp;" to a reader of the JSON: one warning names it, the others read the name decoded.
    const written = a.structuredData.warnings.find((w) => w.includes(' is written '));
    const others = a.structuredData.warnings.filter((w) => w !== written);
    expect(written).toBe(
      `Block 1: 'name' is written "Brightwell &amp; Co Chartered Accountants" (and 1 more value so written): "&amp;" is an HTML character reference, and JSON has none, so a reader that takes the JSON as written reads "&amp;" where the page means "&". Write the character itself: "Brightwell & Co Chartered Accountants". A plugin that writes it so escapes the text for HTML: update it, or report it to its developer.`,
    );
    expect(others.join(' ')).not.toContain('&amp;');
    const out = structuredData.run(a);
    expect(out.fix?.description).toContain('some text is written with HTML character references (such as "&amp;")');
  });
});

describe('structured-data: one product written in two blocks (a theme and a review app)', () => {
  const PRODUCT_URL = 'https://roasters.example/products/kochere';
  const script = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  /** Shopify Dawn's Product (no @id) and Judge.me's block for the same product, with the rating. */
  const theme = {
    '@context': 'http://schema.org/',
    '@type': 'Product',
    name: 'Ethiopia Kochere',
    url: PRODUCT_URL,
    image: ['https://roasters.example/cdn/kochere.jpg'],
    description: 'Tasting notes: blueberry, jasmine, lemon zest.',
    sku: 'NF-ETH-KOC',
    brand: { '@type': 'Brand', name: 'Roasters' },
    offers: [{ '@type': 'Offer', price: 19.0, priceCurrency: 'USD', availability: 'http://schema.org/InStock' }],
  };
  const judgeMe = (id: string) => ({
    '@context': 'http://schema.org/',
    '@type': 'Product',
    '@id': id,
    name: 'Ethiopia Kochere',
    url: PRODUCT_URL,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: '4.78',
      reviewCount: '37',
      bestRating: '5',
      worstRating: '1',
    },
  });
  const shopPage = (...blocks: unknown[]) =>
    makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Ethiopia Kochere – Roasters</title></head><body><main><h1>Ethiopia Kochere</h1><p>$19.00</p><button>Add to cart</button><p>Based on 37 reviews</p></main>${blocks.map(script).join('')}</body></html>`,
      { url: PRODUCT_URL },
    );
  const draftOf = (a: ReturnType<typeof makeArtifacts>) => {
    const sd = runAudits(a, detectPageType(a).type).find((r) => r.id === 'structured-data')!;
    const step = sd.fix?.stepByStep.find((s) => s.includes('<script'));
    return { sd, step, json: step && JSON.parse(step.slice(step.indexOf('{'), step.lastIndexOf('}') + 1)) };
  };

  it("the rating in the app's block is the product's: not asked for, and the theme's Product is told to take its @id", () => {
    const a = shopPage(theme, judgeMe(`${PRODUCT_URL}#product`));
    const warnings = a.structuredData.warnings.join('\n');
    expect(warnings).not.toMatch(/lacks aggregateRating|Block 2: Product .* lacks image/);
    expect(warnings).toContain(
      `Block 1: Product 'Ethiopia Kochere' and block 2's Product describe one Product (${PRODUCT_URL}) as two nodes: JSON-LD joins nodes by @id only, so a reader takes block 2's aggregateRating as another Product's. Give block 1's Product "@id": "${PRODUCT_URL}#product", as block 2's has, and the two are one.`,
    );
    // The drafted Product carries the app's @id, so the app's block joins it; its rating stays where the app keeps it.
    const { step, json } = draftOf(a);
    expect(step).toContain(
      'in place of its Product node (JSON-LD block 1, whose aggregateRating in block 2 stays and joins it by its @id)',
    );
    const product = (json['@graph'] as Record<string, unknown>[]).find((n) => n['@type'] === 'Product')!;
    expect(product['@id']).toBe(`${PRODUCT_URL}#product`);
    expect(product.aggregateRating).toBeUndefined();
    expect(product.offers).toBeDefined();
  });

  it('two products at different addresses stay two; a shared @id needs no advice', () => {
    const other = shopPage(theme, {
      ...judgeMe('https://roasters.example/products/sidamo#product'),
      url: 'https://roasters.example/products/sidamo',
    });
    expect(other.structuredData.warnings.join('\n')).toMatch(
      /Block 1: Product 'Ethiopia Kochere' lacks aggregateRating/,
    );
    const shared = shopPage({ ...theme, '@id': `${PRODUCT_URL}#product` }, judgeMe(`${PRODUCT_URL}#product`));
    expect(shared.structuredData.warnings.join('\n')).not.toMatch(/aggregateRating|two nodes/);
  });

  it('two blocks for one product, neither with an @id, are joined; both are told to take one', () => {
    const { '@id': _, ...unnamed } = judgeMe('');
    const a = shopPage(theme, unnamed);
    const warnings = a.structuredData.warnings.join('\n');
    expect(warnings).not.toMatch(/lacks aggregateRating|Block 2: Product .* lacks image/);
    expect(warnings).toContain(
      `Block 1: Product 'Ethiopia Kochere' and block 2's Product describe one Product (${PRODUCT_URL}) as two nodes, and neither has an @id: JSON-LD joins nodes by @id only, so a reader takes block 2's aggregateRating as another Product's. Give both "@id": "${PRODUCT_URL}#product", and the two are one.`,
    );
    // The drafted Product writes that @id, and the app's block is told to take it.
    const { step, json } = draftOf(a);
    expect(step).toContain(
      `whose aggregateRating in block 2 stays and joins it by its @id: give that block's Product "@id": "${PRODUCT_URL}#product" too`,
    );
    const product = (json['@graph'] as Record<string, unknown>[]).find((n) => n['@type'] === 'Product')!;
    expect(product['@id']).toBe(`${PRODUCT_URL}#product`);
    expect(product.aggregateRating).toBeUndefined();
  });

  it('two variants named alike with different skus, or products of different names, stay two', () => {
    const { '@id': _, ...unnamed } = judgeMe('');
    for (const other of [
      { ...theme, sku: 'NF-ETH-KOC-2LB', url: undefined },
      { ...unnamed, name: 'Colombia Huila' },
    ]) {
      const a = shopPage(theme, other);
      expect(a.structuredData.warnings.join('\n')).not.toMatch(/two nodes/);
    }
  });

  it('each Offer the Product holds gets the placeholder for the priceValidUntil the report says it lacks', () => {
    const offer = (sku: string, price: number) => ({
      '@type': 'Offer',
      sku,
      price,
      priceCurrency: 'USD',
      availability: 'http://schema.org/InStock',
      url: `${PRODUCT_URL}?variant=${sku}`,
    });
    const a = shopPage({ ...theme, offers: [offer('KOC-12', 19), offer('KOC-2L', 44)] });
    expect(a.structuredData.warnings.filter((w) => /Offer .* lacks priceValidUntil/.test(w))).toHaveLength(2);
    const product = (draftOf(a).json['@graph'] as Record<string, unknown>[]).find((n) => n['@type'] === 'Product')!;
    expect(product.offers).toEqual([
      { ...offer('KOC-12', 19), priceValidUntil: '<priceValidUntil, e.g. 2026-12-31>' },
      { ...offer('KOC-2L', 44), priceValidUntil: '<priceValidUntil, e.g. 2026-12-31>' },
    ]);
  });
});

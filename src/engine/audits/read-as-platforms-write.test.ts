/**
 * Pages as shop, business and documentation platforms write them (session 24's review of 33 such pages): a theme's
 * empty microdata wrapper, a lightbox's opener, a help centre's host, an event's tickets, a shop's listing and a
 * manual or recipe that is its own source.
 */
import { describe, expect, it } from 'vitest';
import { at, audit, prose } from '../testing/fixture-page';
import { detectPageType } from '../computed/page-type';
import { runAudits } from '../run-audits';
import type { Artifacts } from '../types';

const html = (head: string, body: string, title = 'A page about rivers and their towns') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const typed = (a: Artifacts) => runAudits(a, detectPageType(a).type);

describe("a theme's microdata wrapper that declares nothing (decision 067)", () => {
  const astra =
    '<div class="ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><a href="/"><img src="/logo.png" alt="Hearthwell"></a></div>';
  const graph = ld({
    '@graph': [
      {
        '@type': 'Organization',
        '@id': 'https://www.hearthwell.example/#org',
        name: 'Hearthwell',
        url: 'https://www.hearthwell.example/',
        logo: 'https://www.hearthwell.example/logo.png',
        sameAs: ['https://www.facebook.com/hearthwell'],
      },
    ],
  });
  it("is no error beside a sound JSON-LD graph (Astra's nameless Organization around the logo)", () => {
    const a = at(html(graph, `<header>${astra}</header><main><h1>How to bleed a radiator</h1>${prose(3)}</main>`));
    const sd = audit(a, 'structured-data');
    expect(sd.score).toBeGreaterThan(0);
    expect(JSON.stringify(sd)).not.toMatch(/lacks name/);
  });
  it('is no markup alone: an empty Article wrapper earns nothing, and the fix says why', () => {
    const a = at(
      html(
        '',
        `<div role="main" itemscope itemtype="http://schema.org/Article"><div itemprop="articleBody"><h1>Client</h1>${prose(3)}</div></div>`,
      ),
    );
    const sd = audit(a, 'structured-data');
    expect(sd.score).toBe(0);
    expect(sd.fix?.description).toMatch(/its microdata \(Article\) declares nothing but a type/);
  });
});

describe('what a platform writes around its pictures', () => {
  it("a product photo that opens a lightbox is content (Shopify Dawn's image-magnify-lightbox in <modal-opener>)", () => {
    const a = at(
      html(
        '',
        `<main><h1>Kochere</h1><modal-opener class="product__modal-opener"><img src="/bag.jpg" class="image-magnify-lightbox"></modal-opener>${prose(2)}</main>`,
      ),
      'https://roasters.example/products/kochere',
    );
    expect(String(audit(a, 'image-alt-text').evidence.find((e) => e.label === 'Images')?.value)).toBe('1');
  });
  it('"main product photo" says nothing of the picture', () => {
    const a = at(
      html('', `<main><h1>Drill</h1><img src="/drill.jpg" alt="main product photo">${prose(2)}</main>`),
      'https://tools.example/drill.html',
    );
    expect(audit(a, 'image-alt-text').score).toBe(0);
  });
});

describe("the page's kind, from where platforms put it", () => {
  it("a help centre's article is an answer, not a news article (Zendesk on support.…)", () => {
    const a = at(
      html('', `<main><h1>How do I issue a partial refund?</h1>${prose(4)}</main>`),
      'https://support.larkpay.example/hc/en-us/articles/360051234567-How-do-I-issue-a-partial-refund',
    );
    expect(detectPageType(a)).toMatchObject({ type: 'faq', reason: "a help centre's host (support.larkpay.example)" });
    expect(
      detectPageType(
        at(html('', '<main><h1>Refunds</h1></main>'), 'https://www.larkpay.example/hc/en-us/articles/1-refunds'),
      ).type,
    ).toBe('faq');
  });
  it("an event's page is no product, whatever tickets it offers", () => {
    const a = at(
      html(
        ld({
          '@type': 'Event',
          name: 'DevCon',
          startDate: '2026-05-20',
          offers: { '@type': 'Offer', price: '450', priceCurrency: 'EUR' },
        }),
        '<main><h1>DevCon</h1></main>',
      ),
      'https://devcon.example/2026/',
    );
    expect(detectPageType(a).type).toBe('other');
  });
  it("a shop's listing is no product (/collections/…), a product below it is", () => {
    const body = '<main><h1>Single origin</h1><p>$18.00</p><button>Add to cart</button></main>';
    expect(detectPageType(at(html('', body), 'https://roasters.example/collections/single-origin')).type).toBe('other');
    expect(
      detectPageType(at(html('', body), 'https://roasters.example/collections/single-origin/products/kochere')).type,
    ).toBe('product');
  });
  it('a subtype declares its kind (a MobileApplication is a product)', () => {
    const a = at(
      html(ld({ '@type': 'MobileApplication', name: 'Fernly' }), '<main><h1>Fernly</h1></main>'),
      'https://studio.example/fernly',
    );
    expect(detectPageType(a)).toEqual({ type: 'product', reason: 'schema.org type MobileApplication' });
  });
});

describe('a page that is its own source is advised, not scored, on citations and quotations (decision 067)', () => {
  const advice = (a: Artifacts, id: string) => {
    const r = typed(a).find((x) => x.id === id)!;
    return { weight: r.weight, why: r.evidence.find((e) => e.label === 'Advice only')?.value ?? '' };
  };
  it('a documentation page: the manual is the primary source on what it specifies', () => {
    const a = at(
      html(
        '<meta name="generator" content="Docusaurus v3.5.2">',
        `<main><article><h1>Retry policies</h1>${prose(4)}</article></main>`,
      ),
      'https://tideway.example/docs/guides/retry-policies',
    );
    expect(advice(a, 'outbound-citations')).toMatchObject({
      weight: 0,
      why: expect.stringMatching(/Documentation of a product or software is the primary source/),
    });
  });
  it("a recipe: its writer's own tested method", () => {
    const a = at(
      html(
        ld({
          '@graph': [
            {
              '@type': 'Article',
              headline: 'Cornbread',
              author: { '@type': 'Person', name: 'Ann Lee' },
              datePublished: '2024-05-01',
            },
            { '@type': 'Recipe', name: 'Cornbread', recipeIngredient: ['flour'] },
          ],
        }),
        `<main><article><h1>Cornbread</h1><p class="byline">By Ann Lee</p>${prose(4)}</article></main>`,
      ),
      'https://www.saltandhearth.example/cornbread/',
    );
    expect(advice(a, 'outbound-citations')).toMatchObject({
      weight: 0,
      why: expect.stringMatching(/recipe gives its writer's own tested method/),
    });
    expect(advice(a, 'quotations').weight).toBe(0);
  });
  it('a wiki article still cites: scored', () => {
    const a = at(
      html('<meta name="generator" content="MediaWiki 1.43">', `<main><h1>River</h1>${prose(4)}</main>`),
      'https://en.wiki.example/wiki/River',
    );
    expect(advice(a, 'outbound-citations').weight).toBeGreaterThan(0);
  });
});

describe('ratings as shops and hotels show them', () => {
  it('a review count written "1,204" counts 1,204 reviews', () => {
    const a = at(
      html(
        '',
        '<main><h1>Kirkstone House</h1><div itemscope itemtype="http://schema.org/Hotel"><span itemprop="name">Kirkstone House</span><div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">Rated <span itemprop="ratingValue">4.8</span> by <span itemprop="reviewCount">1,204</span> guests</div></div></main>',
      ),
      'https://www.kirkstone.example/the-hotel/',
    );
    expect(a.authority.socialProofSources).toContain('AggregateRating (1204 reviews)');
  });
  it('a rating in a shop\'s buy box, beside the main text, is read ("4.5 out of 5 stars 2,318 ratings")', () => {
    const a = at(
      html(
        '',
        `<div id="centerCol"><h1>Kettleworks kettle</h1><span>4.5 out of 5 stars</span> <a href="#reviews">2,318 ratings</a></div><main><h2>About this item</h2>${prose(3)}</main>`,
      ),
      'https://www.bazarro.example/kettle/dp/B0CX7K2M9Q',
    );
    expect(a.authority.socialProofCount).toBe(2318);
  });
});

describe('an FAQ written outside headings', () => {
  const faq = (items: string) =>
    at(html('', `<main><h1>Pottery classes</h1>${prose(2)}${items}</main>`), 'https://www.claymore.example/classes');
  const questions = (a: Artifacts) => a.content.questionHeadings;
  it('reads the questions of <details><summary>, without the accordion icon', () => {
    const a = faq(
      ['Do I need any experience?', 'What should I wear?', 'How many people are in a class?']
        .map((q) => `<details><summary>${q}<span class="icon">+</span></summary><p>An answer.</p></details>`)
        .join(''),
    );
    expect(questions(a)).toEqual([
      'Do I need any experience?',
      'What should I wear?',
      'How many people are in a class?',
    ]);
  });
  it('reads a definition list and accordion buttons, never a pop-up', () => {
    const a = faq(
      '<dl><dt>Does Quillnote join my calls as a bot?</dt><dd>No.</dd></dl>' +
        '<h3><button aria-expanded="false" aria-controls="a1">Can I pay by card?</button></h3><div id="a1">Yes.</div>' +
        '<div class="modal"><button aria-expanded="false">Unstar this repository?</button></div>',
    );
    expect(questions(a)).toEqual(['Does Quillnote join my calls as a bot?', 'Can I pay by card?']);
  });
  it("reads Bootstrap's accordion, whose collapse toggles carry no ARIA", () => {
    const item = (id: string, q: string) =>
      `<div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#${id}">${q}</button></h3><div id="${id}" class="accordion-collapse collapse"><div class="accordion-body">Yes, most days.</div></div></div>`;
    const a = faq(
      `<div class="accordion" id="faq">${item('q1', 'How quickly can you get to me?')}${item('q2', 'Can I pay by card?')}</div>`,
    );
    expect(questions(a)).toEqual(['How quickly can you get to me?', 'Can I pay by card?']);
  });
});

describe('the drafted JSON-LD block', () => {
  it('drafts an FAQ page as an FAQPage with its answers, and asks no author of it, where the byline is advice', () => {
    const a = at(
      html(
        '',
        `<main><h1>Broadband FAQs</h1>${['How fast is it?', 'Is there a contract?', 'Can I keep my number?'].map((q) => `<h2>${q}</h2><p>Our answer to that question for every customer.</p>`).join('')}</main>`,
      ),
      'https://www.hollowfield.example/faqs/',
    );
    expect(detectPageType(a).type).toBe('faq');
    const fixes = JSON.stringify(
      typed(a)
        .filter((r) => r.evidence.every((e) => e.label !== 'Advice only'))
        .map((r) => r.fix),
    );
    expect(fixes).toContain('FAQPage');
    // Each answer as the page writes it under its question, not a placeholder.
    expect(fixes).toContain('Our answer to that question for every customer.');
    expect(fixes).not.toContain('<answer>');
    expect(fixes).not.toMatch(/"@type\\?": ?\\?"Person/);
  });
});

describe("a product page's dates", () => {
  it("a customer review's datePublished is the review's, not the page's (Shopware)", () => {
    const review = (holder: string) =>
      at(
        html(
          '',
          `<main><h1>Santoku</h1><div ${holder} itemscope itemtype="https://schema.org/Review"><meta itemprop="datePublished" content="2024-11-02"><p itemprop="reviewBody">Sharp.</p></div></main>`,
        ),
        'https://www.messerwerk.example/santoku/MW-1042',
      ).raw.metaDates.published;
    expect(review('itemprop="review"')).toBeNull();
    // A review that is the page's own item (a critic's review page) dates the page.
    expect(review('')).toBe('2024-11-02');
  });
});

describe('a date labelled after it', () => {
  it('"<li><time>…</time></li><li>Updated</li>" is the last update, not the publication (Zendesk)', () => {
    const a = at(
      html(
        '',
        `<main><h1>Refunds</h1><ul class="meta-group"><li class="meta-data"><time datetime="2025-06-02T08:14:51Z">June 02, 2025 08:14</time></li><li class="meta-data">Updated</li></ul>${prose(2)}</main>`,
      ),
      'https://support.larkpay.example/hc/en-us/articles/1-refunds',
    );
    expect(a.content.dateModified).toBe('2025-06-02T08:14:51Z');
    expect(a.content.datePublished).toBeNull();
  });
});

describe("the drafted organisation's name", () => {
  const drafted = (head: string, footer: string, url: string) => {
    const a = at(html(head, `<main><h1>Lavender candle</h1>${prose(2)}</main><footer><p>${footer}</p></footer>`), url);
    return JSON.stringify(typed(a).map((r) => r.fix)).match(
      /\\"@type\\": \\"Organization\\",\\n\s*\\"name\\": \\"([^\\]*)/,
    )?.[1];
  };
  it("is the company a footer's copyright line names, never the people a page credits", () => {
    expect(drafted('', '© 2021 Wickham Candle Co.', 'https://www.wickhamcandleco.example/shop/lavender')).toBe(
      'Wickham Candle Co',
    );
    expect(
      drafted(
        '',
        '© Copyright 2010-2014, Pierre-Yves David, Greg Ward, and contributors.',
        'https://www.mercurial.example/wiki/x',
      ),
    ).toBe('<organisation name>');
  });
  it('is the owner, not a help centre\'s section name ("Larkpay Help Center")', () => {
    expect(
      drafted(
        '<meta property="og:site_name" content="Larkpay Help Center">',
        '',
        'https://support.larkpay.example/hc/en-us/articles/1-refunds',
      ),
    ).toBe('Larkpay');
  });
});

describe("what a business's or a home page's markup says it is", () => {
  const restaurant = ld({
    '@type': 'Restaurant',
    name: 'Lupa Osteria',
    url: 'https://www.lupa.example/',
    address: { '@type': 'PostalAddress', streetAddress: '1 High St' },
    telephone: '+44 20 0000 0000',
  });
  it("a restaurant's own page is about the restaurant: its Restaurant node says what the page is", () => {
    const trail = '<nav class="breadcrumbs"><a href="/">Lupa</a> › Menus</nav>';
    const a = at(html(restaurant, `${trail}<main><h1>Menus</h1>${prose(2)}</main>`), 'https://www.lupa.example/menus/');
    const r = audit(a, 'schema-types');
    expect(r.evidence.find((e) => e.label === 'Page types')?.value).toBe(
      'none needed: the business is what the page is about',
    );
    expect(r.score).toBe(0.85);
  });
  it('a home page is asked for no breadcrumb', () => {
    const a = at(
      html(
        ld({
          '@type': 'Organization',
          name: 'Tallyflow',
          url: 'https://www.tallyflow.example/',
          logo: 'https://www.tallyflow.example/logo.png',
        }),
        `<main><h1>Time tracking</h1>${prose(2)}</main>`,
      ),
      'https://www.tallyflow.example/',
    );
    expect(audit(a, 'schema-types').score).toBe(1);
  });
});

describe('a publication date named as its CMS names it (decision 096)', () => {
  it('Dropbox\'s blog writes only <meta name="publishDate">; Parse.ly writes parsely-pub-date', () => {
    const published = (head: string) =>
      at(html(head, `<main><h1>Rivers are rising</h1>${prose(3)}</main>`), 'https://blog.dropbox.example/topics/work')
        .raw.metaDates.published;
    expect(published('<meta name="publishDate" content="2020-11-11 12:00:00.000-0600" />')).toBe(
      '2020-11-11 12:00:00.000-0600',
    );
    expect(published('<meta name="parsely-pub-date" content="2024-04-20T04:20:00.000Z" />')).toBe(
      '2024-04-20T04:20:00.000Z',
    );
    // A date written as the CMS writes it is drafted as its day, in ISO 8601.
    const a = at(
      html(
        '<meta name="publishdate" content="05/29/2007 09:49:00"/>',
        `<article><h1>Rivers are rising</h1>${prose(3)}</article>`,
      ),
      'https://www.dailyplanet.example/2007/rivers',
    );
    expect(JSON.stringify(typed(a))).toContain('\\"datePublished\\": \\"2007-05-29\\"');
    const zoned = at(
      html(
        '<meta name="pubdate" content="Tue, 13 Dec 2016 22:33:06 +0000">',
        `<article><h1>Rivers are rising</h1>${prose(3)}</article>`,
      ),
      'https://www.dailyplanet.example/2016/rivers',
    );
    expect(JSON.stringify(typed(zoned))).toContain('\\"datePublished\\": \\"2016-12-13T22:33:06Z\\"');
    // The standard tag comes first.
    expect(
      published(
        '<meta name="pubdate" content="2019-03-01"><meta property="article:published_time" content="2019-03-02T09:00:00Z">',
      ),
    ).toBe('2019-03-02T09:00:00Z');
  });
});

describe('a BreadcrumbList marks up the trail the page shows; a reference page is an Article (decision 124)', () => {
  const post = (body: string, url = 'https://www.tallyflow.example/blog/pricing') =>
    at(
      html(
        ld({
          '@graph': [
            { '@type': 'BlogPosting', headline: 'Pricing explained', datePublished: '2026-03-01' },
            { '@type': 'Organization', name: 'Tallyflow', url: 'https://www.tallyflow.example/' },
          ],
        }),
        body,
      ),
      url,
    );
  const article = `<main><h1>Pricing explained</h1>${prose(3)}</main>`;
  it('a page that shows no trail is asked for no BreadcrumbList', () => {
    const r = audit(post(article), 'schema-types');
    expect(r.score).toBe(1);
    expect(r.evidence.find((e) => e.label === 'BreadcrumbList')?.value).toBe(
      'none needed: the page shows no breadcrumb trail',
    );
  });
  it('a page that shows one is asked to mark that trail up, named as it reads', () => {
    const trail =
      '<ol class="breadcrumbs"><li><a href="/">Home</a></li><li><a href="/blog/">Blog</a></li><li>Pricing explained</li></ol>';
    const r = audit(post(trail + article), 'schema-types');
    expect(r.score).toBe(0.85);
    expect(r.fix?.description).toContain(
      'the breadcrumb trail it shows (Home › Blog › Pricing explained) is not marked up as a BreadcrumbList',
    );
  });
  it("reads a trail apart by dashes, or named in camelCase (abendblatt.de's, gmw.cn's)", () => {
    const dashes =
      '<div id="breadcrumb" class="breadcrumb"><a href="/">Home</a> – <a href="/wirtschaft/">Wirtschaft</a> – Warum Mangos teurer werden</div>';
    expect(post(dashes + article).raw.breadcrumbTrail.map((c) => c.name)).toEqual([
      'Home',
      'Wirtschaft',
      'Warum Mangos teurer werden',
    ]);
    const camel =
      '<div id="contentBreadcrumbs2"><a href="/">首页</a> &gt; <a href="/tech/">科技频道</a> &gt; 正文</div>';
    expect(audit(post(camel + article), 'schema-types').score).toBe(0.85);
  });
  it('a BreadcrumbList with errors is said to have them, not to be missing', () => {
    // Its step's type is misspelt ("ListItm"): an error, so the list is not counted.
    const broken = ld({
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItm', position: 1, name: 'Blog', item: 'https://www.tallyflow.example/blog/' }],
    });
    const r = audit(post(broken + article), 'schema-types');
    expect(r.score).toBe(0.85);
    expect(r.fix?.description).toContain('its BreadcrumbList is not counted because it has errors');
  });
  // The block every structured-data fix carries, drafted for a page with no structured data.
  const drafted = (a: Artifacts) => {
    const steps = runAudits(a, detectPageType(a).type).flatMap((r) => r.fix?.stepByStep ?? []);
    const block = steps
      .map((s) => /<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/.exec(s))
      .find(Boolean);
    return (JSON.parse(block![1]) as { '@graph': Record<string, unknown>[] })['@graph'];
  };
  const reference = (generator: string, url: string) =>
    at(
      html(
        `<meta name="generator" content="${generator}">`,
        `<main><h1>Mozilla</h1>${prose(6)}<p>This page was last edited on 28 October 2016.</p></main>`,
        'Mozilla - Wikipedia',
      ),
      url,
    );
  it("a wiki's entry is drafted as an Article, written by its publisher: its contributors are no one person", () => {
    const a = reference('MediaWiki 1.28.0', 'https://en.wikipedia.example/wiki/Mozilla');
    expect(detectPageType(a).type).toBe('reference');
    const graph = drafted(a);
    expect(graph.map((n) => n['@type'])).toEqual(['Article', 'Organization']);
    expect(graph[0].author).toEqual({ '@id': graph[1]['@id'] });
    expect(JSON.stringify(graph)).not.toMatch(/author name|BreadcrumbList/);
  });
  it("a manual's page is drafted as a TechArticle; its own node without an author is given its publisher", () => {
    const graph = drafted(reference('Sphinx 7.2.6', 'https://docs.tallyflow.example/evolve.html'));
    expect(graph[0]['@type']).toBe('TechArticle');
    expect(graph[0].author).toEqual({ '@id': graph[1]['@id'] });
    const own = at(
      html(
        `<meta name="generator" content="Sphinx 7.2.6">${ld({ '@type': 'TechArticle', headline: 'Config', url: 'https://docs.tallyflow.example/config.html' })}`,
        `<main><h1>Config</h1>${prose(6)}</main>`,
      ),
      'https://docs.tallyflow.example/config.html',
    );
    expect(JSON.stringify(drafted(own))).not.toMatch(/author name/);
  });
});

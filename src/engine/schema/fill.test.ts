/** The drafted JSON-LD takes what the page shows (docs/decisions/073): the price, the headline, the trail, the logo's name. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { pageGraph } from './page-graph';
import { runAudits } from '../run-audits';

type Node = Record<string, unknown>;
const graphOf = (html: string, url: string, roles: ('main' | 'organization' | 'breadcrumb')[] = ['main']) =>
  (
    pageGraph(
      makeArtifacts(html, { url }),
      roles.map((role) => ({ role, what: 'x' })),
    ).json['@graph'] as Node[]
  ).reduce<Record<string, Node>>((m, n) => ({ ...m, [String(n['@type'])]: n }), {});

/** A hand-built shop page (Bootstrap), as small shops write it: no markup, the price beside the button. */
const shop = (price: string, extra = '') =>
  `<!doctype html><html lang="en"><head><title>Lavender Candle</title></head><body>` +
  `<nav class="navbar"><a href="/">Home</a> <a href="/shop">Shop</a></nav>` +
  `<main><h2>Lavender &amp; Cedar Candle</h2><p class="price h4">${price}</p><p>Hand poured soy wax candle.</p>` +
  `<button class="btn btn-primary">Add to basket</button>${extra}</main>` +
  `<footer>© 2021 Wickham Candle Co.</footer></body></html>`;

describe('the drafted Product', () => {
  it('offers the price and currency shown beside the buying control', () => {
    const uk = graphOf(shop('&pound;14.00'), 'https://www.wickhamcandleco.co.uk/shop/lavender-candle').Product;
    expect(uk.offers).toMatchObject({ price: '14.00', priceCurrency: 'GBP' });
    const de = graphOf(shop('€ 1.299,00'), 'https://www.messerwerk.de/santoku').Product;
    expect(de.offers).toMatchObject({ price: '1299.00', priceCurrency: 'EUR' });
  });

  it('states the stock the page states, and assumes none where it states none or several', () => {
    const offer = (extra: string) =>
      graphOf(shop('&pound;14.00', extra), 'https://www.wickhamcandleco.co.uk/shop/lavender-candle').Product
        .offers as Node;
    expect(offer('<p class="stock">In stock</p>').availability).toBe('https://schema.org/InStock');
    expect(offer('<p class="stock">Sold out</p>').availability).toBe('https://schema.org/OutOfStock');
    expect(offer('').availability).toMatch(/^<.*as the page states>$/);
    expect(offer('<p>Small: In stock</p><p>Large: Sold out</p>').availability).toMatch(/^</);
  });
  it('writes a price by the month as one, and leaves a "$" it cannot place as a placeholder', () => {
    const saas = graphOf(shop('$19.99/mo'), 'https://quillnote.io/plans/pro').Product;
    expect(saas.offers).toMatchObject({
      price: '19.99',
      priceCurrency: 'USD',
      priceSpecification: { referenceQuantity: { value: 1, unitCode: 'MON' } },
    });
    // A Mexican shop's "$" is pesos: the sign alone does not say which dollar.
    const mx = graphOf(shop('$349.00'), 'https://www.tienda.mx/vela').Product;
    expect(mx.offers).toMatchObject({ price: '349.00', priceCurrency: '<currency, e.g. EUR>' });
  });

  it('offers the price paid, not its breakdown into the price before tax and the tax (BookWalker)', () => {
    const book = (price: string) => graphOf(shop(price), 'https://bookwalker.jp/de2b8f78/').Product.offers;
    expect(book('価格 1,320円(税込) 1,200円 (+消費税120円)')).toMatchObject({ price: '1320', priceCurrency: 'JPY' });
    expect(book('£24.00 £20.00 excl. VAT, VAT £4.00')).toMatchObject({ price: '24.00', priceCurrency: 'GBP' });
  });

  it('takes no price from a grid of cards, each with its own price and button', () => {
    const grid = shop('$18.00', '<div class="card"><span>$21.00</span> <button>Add to cart</button></div>');
    const p = graphOf(grid, 'https://northfieldroasters.com/products/x').Product;
    expect(p.offers).toMatchObject({ price: '<price, e.g. 19.90>' });
  });

  it("is named by the page's H1, not a title carrying the store and the category", () => {
    const html =
      `<!doctype html><html lang="en"><head><title>Bazarro.com: Kettleworks Gooseneck Kettle, Matte Black : Home &amp; Kitchen</title></head>` +
      `<body><main><h1 id="title"><span id="productTitle">Kettleworks Gooseneck Kettle, Matte Black</span></h1>` +
      `<span class="a-offscreen">$59.99</span> <input type="submit" value="Add to Cart"> <span>Add to Cart</span></main></body></html>`;
    const p = graphOf(html, 'https://www.bazarro.com/Kettleworks-Gooseneck/dp/B0CX7K2M9Q').Product;
    expect(p.name).toBe('Kettleworks Gooseneck Kettle, Matte Black');
    expect(p.offers).toMatchObject({ price: '59.99', priceCurrency: 'USD' });
  });

  it('is named by the heading above its price where no H1 names it, and so are the title and the H1 drafted', () => {
    const url = 'https://www.wickhamcandleco.co.uk/shop/lavender-candle';
    // No H1 at all (the <title> says "Lavender Candle"), or an H1 that is the shop's name.
    const withShopH1 = shop('&pound;14.00').replace('<main>', '<header><h1>Wickham Candle Co</h1></header><main>');
    for (const html of [shop('&pound;14.00'), withShopH1]) {
      expect(graphOf(html, url).Product.name).toBe('Lavender & Cedar Candle');
      const a = makeArtifacts(html, { url });
      const fixes = runAudits(a, 'product');
      const said = (id: string) => JSON.stringify(fixes.find((r) => r.id === id)?.fix ?? null);
      expect(said('title-tag')).toContain('Lavender & Cedar Candle |');
    }
    const heading = runAudits(makeArtifacts(shop('&pound;14.00'), { url }), 'product').find(
      (r) => r.id === 'heading-structure',
    );
    expect(heading?.fix?.stepByStep[0]).toBe(
      'Make the H2 "Lavender & Cedar Candle", the page\'s main heading, its H1: <h1>Lavender &amp; Cedar Candle</h1>',
    );
  });

  it("says the heading fix's later steps of the outline the promotion leaves (the next heading then jumps from the H1)", () => {
    const url = 'https://www.wickhamcandleco.co.uk/shop/lavender-candle';
    const html = shop('&pound;14.00', '<section class="related"><h4>You may also like</h4><p>Fig candle</p></section>');
    const fix = runAudits(makeArtifacts(html, { url }), 'product').find((r) => r.id === 'heading-structure')?.fix;
    // The page as it is: no H1, a jump from H2 to H4, one H2.
    expect(fix?.title).toBe('Fix the heading outline: no H1, 1 skipped level, one H2');
    expect(fix?.stepByStep.join('\n')).toContain('"You may also like" jumps from H1 to H4');
    expect(fix?.stepByStep.join('\n')).toContain('has no H2 once its H2 is the H1');
    expect(fix?.stepByStep.join('\n')).not.toContain('from H2 to H4');
  });
});

describe('the drafted BreadcrumbList and Organization', () => {
  /** Shopify Dawn's header logo and its breadcrumbs snippet. */
  const dawn =
    `<!doctype html><html lang="en"><head><title>Ethiopia Yirgacheffe Kochere – Light Roast Whole Bean Coffee – Northfield Roasters</title></head><body>` +
    `<header class="header"><a href="/" class="header__heading-link"><img src="//northfieldroasters.com/cdn/shop/files/northfield-wordmark.png" alt="Northfield Roasters logo" class="header__heading-logo"></a></header>` +
    `<main><nav class="breadcrumbs" role="navigation" aria-label="breadcrumbs"><a href="/">Home</a> › <a href="/collections/single-origin">Single origin</a> › <span>Ethiopia Yirgacheffe Kochere</span></nav>` +
    `<h1>Ethiopia Yirgacheffe Kochere</h1><p>${'Blueberry, jasmine and lemon zest. '.repeat(20)}</p></main>` +
    `<footer><img src="/paypal.svg" alt="PayPal Logo"></footer></body></html>`;
  const url = 'https://northfieldroasters.com/products/ethiopia-yirgacheffe-kochere';

  it('without a shown trail, names this page as the drafted Product does (its headline, not its <title>)', () => {
    const url = 'https://www.wickhamcandleco.co.uk/shop/lavender-candle';
    const crumbs = graphOf(shop('&pound;14.00'), url, ['breadcrumb']).BreadcrumbList.itemListElement as Node[];
    expect(crumbs.map((c) => c.name)).toEqual([expect.any(String), 'Lavender & Cedar Candle']);
  });

  it('follows the trail the page shows, its last step this page', () => {
    const crumbs = graphOf(dawn, url, ['main', 'breadcrumb']).BreadcrumbList.itemListElement;
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://northfieldroasters.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Single origin',
        item: 'https://northfieldroasters.com/collections/single-origin',
      },
      { '@type': 'ListItem', position: 3, name: 'Ethiopia Yirgacheffe Kochere', item: url },
    ]);
  });

  it('names no step by the label a trail is read under (GOV.UK\'s hidden "Current page:", a visible "Vous êtes ici :")', () => {
    const names = (trail: string) =>
      (
        graphOf(
          `<!doctype html><html lang="en"><head><title>Bin days</title></head><body>${trail}<main><h1>Bin days</h1><p>${'Collections run weekly. '.repeat(20)}</p></main></body></html>`,
          'https://www.council.example/bins/days',
          ['breadcrumb'],
        ).BreadcrumbList.itemListElement as { name: string }[]
      ).map((c) => c.name);
    const govuk =
      '<div class="govuk-breadcrumbs"><ol class="govuk-breadcrumbs__list"><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/">Home</a></li><li class="govuk-breadcrumbs__list-item"><a class="govuk-breadcrumbs__link" href="/bins">Bins and recycling</a></li><li class="govuk-breadcrumbs__list-item"><span class="govuk-visually-hidden">Current page: </span>Bin days</li></ol></div>';
    expect(names(govuk)).toEqual(['Home', 'Bins and recycling', 'Bin days']);
    const french =
      '<nav class="breadcrumb"><ol><li>Vous êtes ici :</li><li><a href="/">Accueil</a></li><li><a href="/dechets">Déchets</a></li><li aria-current="page">Jours de collecte</li></ol></nav>';
    expect(names(french)).toEqual(['Accueil', 'Déchets', 'Jours de collecte']);
    const typo3 =
      '<nav class="breadcrumb"><ol><li><a href="/">Startseite</a></li><li><a href="/abfall">Abfall</a></li><li class="active"><span class="u-visually-hidden">Aktuelle Seite:</span> Abfuhrtermine</li></ol></nav>';
    expect(names(typo3)).toEqual(['Startseite', 'Abfall', 'Abfuhrtermine']);
    expect(names(typo3.replace('u-visually-hidden', 'label'))).toEqual(['Startseite', 'Abfall', 'Abfuhrtermine']);
  });

  it('names the organisation as the page states it, never by a section of its site (docs/decisions/078)', () => {
    const orgName = (title: string, siteName: string, url: string) =>
      graphOf(
        `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="${siteName}"></head><body><main><h1>Fed lifts rates</h1><p>${'The central bank raised rates. '.repeat(20)}</p></main></body></html>`,
        url,
        ['main', 'organization'],
      ).Organization.name;
    // og:site_name names the desk ("U.S."): the title's site part names the host.
    expect(orgName('Fed lifts rates | Reuters', 'U.S.', 'https://www.reuters.example/article/us-fed')).toBe('Reuters');
    // og:site_name is the section the page is filed under (/magazine/), and so is the word after the host's name.
    expect(orgName('Toys', 'Magazine', 'https://www.natgeo.example/magazine/toys')).toBe('<organisation name>');
    expect(orgName('Decorating mistakes', 'POPSUGAR Home', 'https://www.popsugar.example/home/decorating')).toBe(
      'POPSUGAR',
    );
    // A word that completes the name is no section: "The Times of India" at /india/.
    expect(orgName('Kashmir', 'The Times of India', 'https://timesofindia.indiatimes.example/india/kashmir')).toBe(
      'The Times of India',
    );
  });

  it("names the organisation and cuts the title by one reader of the site's names: its app's name, its logo link", () => {
    const drafted = (title: string, head: string, header: string, url: string) => {
      const g = graphOf(
        `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><header>${header}</header><main><h1>Jones follows his father</h1><p>${'The team met on Sunday. '.repeat(20)}</p></main></body></html>`,
        url,
        ['main', 'organization'],
      );
      return [g.Organization.name, g.Article.headline];
    };
    const si = 'https://www.si.com/nfl/2017/01/12/dallas-cowboys-stephen-jerry-jones';
    const story = 'Stephen Jones following in shadow cast by father Jerry';
    // The site's name only as its home-screen name, in value= as the page writes it; "si" is too short to compare.
    expect(
      drafted(
        `${story} - Sports Illustrated`,
        '<meta name="apple-mobile-web-app-title" value="Sports Illustrated">',
        '',
        si,
      ),
    ).toEqual(['Sports Illustrated', story]);
    // Nothing else names the site: a tagline (heise's) or the page's own title (MSN's) there is no name.
    expect(drafted(story, '<meta name="application-name" content="Magazin rund um Apple">', '', si)[0]).toBe(
      '<organisation name>',
    );
    expect(drafted(story, `<meta name="application-name" content="${story}">`, '', si)[0]).toBe('<organisation name>');
    // NYT states its name in the label of its logo's link home, and its title's site part spells it out.
    const logo =
      '<a href="/" aria-label="New York Times Logo. Click to visit the homepage"><svg viewBox="0 0 184 25"><path d="M1 1h2"/></svg></a>';
    const nyt = 'https://www.nytimes.com/2016/09/20/nyregion/ahmad-khan-rahami-suspect.html';
    expect(drafted(`${story} - The New York Times`, '', logo, nyt)).toEqual(['The New York Times', story]);
    // A link home labelled "Home" names no one.
    expect(
      drafted(`${story} - The New York Times`, '', logo.replace(/aria-label="[^"]*"/, 'aria-label="Home"'), nyt),
    ).toEqual(['<organisation name>', `${story} - The New York Times`]);
    // gizmodo.jp names its site only on its logo's drawing: a `title` on the header's <svg>, a <title> in the footer's.
    const giz = 'https://www.gizmodo.jp/2018/04/gashapon-suica.html';
    const gizStory = 'Suicaでガシャれる。電子マネー対応ガシャポンが稼働開始';
    const svgLogo = (svg: string) =>
      `<div class="h-body-logo"><a href="/"><svg width="183" height="27" viewbox="0 0 218 32"${svg}<path d="M35.7 28.2V3.8"/></svg></a></div>`;
    expect(drafted(`${gizStory} | ギズモード・ジャパン`, '', svgLogo(' title="ギズモード・ジャパン">'), giz)).toEqual([
      'ギズモード・ジャパン',
      gizStory,
    ]);
    expect(drafted(`${gizStory} | Gizmodo Japan`, '', svgLogo('><title>GIZMODO</title>'), giz)).toEqual([
      'GIZMODO',
      gizStory,
    ]);
  });

  it("names the organisation as its logo's alt text does, never by a payment provider's logo", () => {
    expect(graphOf(dawn, url, ['main', 'organization']).Organization.name).toBe('Northfield Roasters');
  });
});

describe('the drafted Review', () => {
  /** Engadget's review page: its Review names the item it judges in a bare text. */
  const engadget = (itemReviewed: string) =>
    `<!doctype html><html lang="en"><head><title>Xbox One X review: A console that keeps up with gaming PCs</title>` +
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Review","author":[{"@type":"Person","name":"Devindra Hardawar"}],"datePublished":"2017-11-03 03:01:00.000000","itemReviewed":${itemReviewed},"reviewRating":[{"@type":"Rating","ratingValue":"87","bestRating":"100","worstRating":"0"}]}</script>` +
    `</head><body><main><article><h1>Xbox One X review: A console that keeps up with gaming PCs</h1><p>${'The Xbox One X is the ultimate video game system. '.repeat(20)}</p></article></main></body></html>`;
  const url = 'https://www.engadget.com/2017/11/03/xbox-one-x-review/';

  it('types the item the page names in a bare text, keeping its name (Engadget)', () => {
    expect(graphOf(engadget('"Microsoft Xbox One"'), url).Review.itemReviewed).toEqual({
      '@type': '<type of the item reviewed, e.g. Book, Movie, MusicAlbum or Product>',
      name: 'Microsoft Xbox One',
    });
  });
  it('keeps an item the page types as it is', () => {
    expect(graphOf(engadget('{"@type":"Product","name":"Xbox One X"}'), url).Review.itemReviewed).toMatchObject({
      '@type': 'Product',
      name: 'Xbox One X',
    });
  });
});

describe('the drafted Article as the page writes it (decision 102)', () => {
  const article = (head: string, url = 'https://medium.example/@jakob/flag-attributes-1a2b') =>
    graphOf(
      `<!doctype html><html lang="en"><head>${head}<meta property="og:type" content="article"></head><body><main><article><h1>Flag attributes</h1><p class="byline">By Jakob Ulbrich</p><p>${'Flags change how an activity starts. '.repeat(30)}</p></article></main></body></html>`,
      url,
    ).Article;

  it("is headed by the page's whole title, without the byline a title ends with", () => {
    expect(
      article('<title>Flag Attributes in Android — How to Use Them | by Jakob Ulbrich | Medium</title>').headline,
    ).toBe('Flag Attributes in Android — How to Use Them');
    // Another's name after "by" is part of the title ("a song by…"), and a long title is not cut mid-word.
    const long = `${'Changes in circulating tumour DNA in patients with non-metastatic lung cancer '.repeat(2).trim()} - Full Text View`;
    expect(article(`<title>${long}</title>`).headline).toBe(long);
    expect(article('<title>Yesterday | by The Beatles</title>').headline).toBe('Yesterday | by The Beatles');
  });

  it("leaves out a section's name after the headline the page shows, and keeps a subtitle after a colon", () => {
    const story = (title: string, h1: string) =>
      graphOf(
        `<!doctype html><html lang="en"><head><title>${title}</title><meta property="og:site_name" content="The Guardian"><meta property="og:type" content="article"></head><body><main><article><h1>${h1}</h1><p>${'Protesters held the camp through the winter. '.repeat(30)}</p></article></main></body></html>`,
        'https://www.theguardian.com/us-news/2016/nov/standing-rock',
      ).Article;
    const h1 = 'Standing Rock protesters hold out against extraordinary police violence';
    expect(story(`${h1} | Dakota Access pipeline | The Guardian`, h1).headline).toBe(h1);
    expect(story('Lust for Youth: Lust for Youth Album Review | The Guardian', 'Lust for Youth').headline).toBe(
      'Lust for Youth: Lust for Youth Album Review',
    );
  });

  it("leaves out the site's name the title opens with before a colon, and only the site's", () => {
    const site = '<meta property="og:site_name" content="Techlog">';
    expect(article(`<title>Techlog: DNS filtering in 2019</title>${site}`).headline).toBe('DNS filtering in 2019');
    expect(article(`<title>Review: DNS filtering in 2019</title>${site}`).headline).toBe(
      'Review: DNS filtering in 2019',
    );
  });

  it('writes its dates as schema.org spells ISO 8601: "T" before the time, the zone with its colon', () => {
    const dated = (published: string) =>
      article(`<title>Flags</title><meta property="article:published_time" content="${published}">`).datePublished;
    expect(dated('2017-03-13 19:18:46.402+00:00')).toBe('2017-03-13T19:18:46.402+00:00');
    expect(dated('2020-05-15T07:11+0200')).toBe('2020-05-15T07:11+02:00');
    expect(dated('2016-12-22')).toBe('2016-12-22');
  });
});

describe('the drafted article takes only what the page says whole (decision 131)', () => {
  const news = (head: string) =>
    `<!doctype html><html lang="en"><head><title>Obama admits US gun laws are his biggest frustration</title>${head}
    <meta property="og:type" content="article"><meta property="og:site_name" content="BBC News"></head><body><main><article>
    <h1>Obama admits US gun laws are his biggest frustration</h1><p>By Jon Sopel</p>
    <p>President Barack Obama has said the failure to pass gun safety laws is the greatest frustration of his presidency.</p>
    <img src="/img/pulldown.png" alt=""></article></main></body></html>`;
  const url = 'https://www.bbc.co.uk/news/world-us-canada-33646542';
  const articleOf = (g: Record<string, Node>) => Object.entries(g).find(([type]) => /Article$/.test(type))![1];
  it('a meta description cut at a raw double quote is not copied: the og:description is', () => {
    const article = graphOf(
      news(
        `<meta name="description" content="President Barack Obama tells the BBC his failure to pass "common sense gun safety laws" is his greatest frustration.">` +
          `<meta property="og:description" content="President Barack Obama tells the BBC his failure to pass &quot;common sense gun safety laws&quot; is the greatest frustration of his presidency.">`,
      ),
      url,
    );
    expect(articleOf(article).description).toBe(
      'President Barack Obama tells the BBC his failure to pass "common sense gun safety laws" is the greatest frustration of his presidency.',
    );
  });
  it("an og:image that is the site's logo is its logo, not the article's image", () => {
    const g = graphOf(
      news('<meta property="og:image" content="https://www.bbc.co.uk/news/img/bbc_news_logo_square.png">'),
      url,
      ['main', 'organization'],
    );
    expect(articleOf(g).image).toBe('<image URL>');
    expect(JSON.stringify(g)).toContain('"logo":"https://www.bbc.co.uk/news/img/bbc_news_logo_square.png"');
  });
  it('an og:image whose host or name only contains the letters of "icon" or "profile" stays the image', () => {
    const g = graphOf(
      news('<meta property="og:image" content="https://siliconangle.com/files/2016/iconic-skyline-high-profile.jpg">'),
      url,
    );
    expect(articleOf(g).image).toBe('https://siliconangle.com/files/2016/iconic-skyline-high-profile.jpg');
  });
  it("another's logo as og:image is neither the article's image nor the site's logo", () => {
    const g = graphOf(
      news('<meta property="og:image" content="https://cdn.example.net/2016/02/raspberry_pi_logo_mainimage.png">'),
      url,
      ['main', 'organization'],
    );
    expect(articleOf(g).image).toBe('<image URL>');
    expect(JSON.stringify(g)).not.toContain('raspberry_pi_logo');
  });
});

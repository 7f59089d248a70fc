import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { withGains, buildRedFlags, buildRecommendations } from '../report';
import { detectPageType } from './page-type';

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const prose = Array.from(
  { length: 40 },
  (_, i) =>
    `<p>Paragraph ${i} of a long piece of reporting about the city council and its new budget for the coming year.</p>`,
).join('');

describe('page type: from schema.org types, og:type, URL and the content shape, with the reason', () => {
  const cases: [string, string, string, string, RegExp][] = [
    [
      'NewsArticle markup',
      page(ld({ '@type': 'NewsArticle', headline: 'Budget' })),
      'https://news.example/x',
      'article',
      /schema.org type NewsArticle/,
    ],
    [
      'a Bakery is a local business',
      page(ld({ '@type': 'Bakery', name: 'Crumbs' })),
      'https://crumbs.example/',
      'local-business',
      /Bakery/,
    ],
    [
      'Product markup',
      page(ld({ '@type': 'Product', name: 'Kettle' })),
      'https://shop.example/kettle',
      'product',
      /Product/,
    ],
    ['FAQPage markup', page(ld({ '@type': 'FAQPage' })), 'https://help.example/faq', 'faq', /FAQPage/],
    [
      "a site's root with an FAQ section is its home page",
      page(ld({ '@type': 'FAQPage' })),
      'https://plumber.example/',
      'home',
      /the site's home page \(URL path \/; it also declares schema.org type FAQPage\)/,
    ],
    [
      'og:type article',
      page('<meta property="og:type" content="article">'),
      'https://x.example/a',
      'article',
      /og:type article/,
    ],
    [
      "a code repository's page (SoftwareSourceCode microdata) is its software's documentation",
      page(
        '',
        '<div itemscope itemtype="http://schema.org/SoftwareSourceCode"><h1 itemprop="name">marzipanify</h1></div>',
      ),
      'https://github.com/someone/marzipanify',
      'reference',
      /schema.org type SoftwareSourceCode/,
    ],
    [
      'a blog post with a marked-up code sample stays an article',
      page(ld({ '@type': 'BlogPosting', headline: 'Sorting', hasPart: { '@type': 'SoftwareSourceCode' } })),
      'https://x.example/sorting',
      'article',
      /BlogPosting/,
    ],
    [
      'og:type article written in value=, as some CMSs write it',
      page('<meta name="og:type" value="article">'),
      'https://x.example/a',
      'article',
      /og:type article, written as <meta name="og:type" value="…">/,
    ],
    [
      'a /products/ URL',
      page(''),
      'https://shop.example/products/blue-kettle',
      'product',
      /URL path \/products\/blue-kettle/,
    ],
    [
      'a price beside a buying control, without product markup',
      page('', '<h1>Isekai Diner</h1><p>Price 1,320円 (tax incl.)</p><button>カートに入れる</button>'),
      'https://books.example/de000123',
      'product',
      /the price 1,320円 beside "カートに入れる"/,
    ],
    [
      'a buying control with no price near it is no shop page',
      page('', '<h1>Our new range</h1><p>Read about it below.</p><a href="/shop">Add to cart</a>'),
      'https://x.example/our-range',
      'other',
      /no schema\.org type/,
    ],
    ['a /blog/ URL', page(''), 'https://x.example/blog/my-post', 'article', /URL path \/blog\/my-post/],
    ['a dated URL', page(''), 'https://x.example/2025/03/budget', 'article', /URL path \/2025\/03\//],
    ['a diary entry', page(''), 'https://x.example/diary/20190211.html', 'article', /URL path \/diary\/20190211/],
    ['a date-stamped file', page(''), 'https://x.example/x/20190211-budget.html', 'article', /URL path \/20190211/],
    ['eight figures that are no date', page(''), 'https://x.example/x/20191399.html', 'other', /no schema\.org type/],
    ['a /docs/ URL', page(''), 'https://x.example/docs/install', 'reference', /URL path \/docs\//],
    ['a /wiki/ URL', page(''), 'https://x.example/wiki/Mozilla', 'reference', /URL path \/wiki\//],
    ['a /help/ URL', page(''), 'https://x.example/help/returns', 'faq', /URL path \/help\//],
    ['the root path', page(''), 'https://x.example/', 'home', /home page/],
    [
      'an <article> with a date and prose',
      page(
        '<meta property="article:published_time" content="2025-03-01">',
        `<article><h1>Budget</h1>${prose}</article>`,
      ),
      'https://x.example/council-budget',
      'article',
      /<article> with a publication date/,
    ],
    [
      'a news story dated under its heading that names its source, not a writer',
      page(
        '<title>Budget</title>',
        `<h1>Budget vote delayed again</h1><p>2017-03-10 09:58 来源：网易科学人</p>${prose}`,
      ),
      'https://x.example/a/123.html',
      'article',
      /the date 2017-03-10 in its dateline and \d+ words/,
    ],
    [
      'a date further down is what the text is about, not its dateline',
      page('<title>Budget</title>', `<h1>Budget vote delayed again</h1>${prose}<p>The vote of 2017-03-10 failed.</p>`),
      'https://x.example/a/123.html',
      'other',
      /no schema.org type/,
    ],
    [
      'an unsigned dated page with little prose',
      page(
        '<title>Budget</title>',
        `<h1>Budget vote delayed again</h1><p>2017-03-10 09:58</p>${prose.slice(0, prose.length / 4)}`,
      ),
      'https://x.example/a/123.html',
      'other',
      /no schema.org type/,
    ],
    [
      'nothing specific',
      page('<title>Terms</title>', '<p>Terms of use.</p>'),
      'https://x.example/terms',
      'other',
      /no schema.org type/,
    ],
  ];
  for (const [name, html, url, type, reason] of cases) {
    it(name, () => {
      const t = detectPageType(makeArtifacts(html, { url }));
      expect(t.type).toBe(type);
      expect(t.reason).toMatch(reason);
    });
  }
});

describe('audits declare the page types they apply to', () => {
  it('a news article is not asked for reviews or an FAQ: not applicable, never failed, never a red flag', () => {
    const a = makeArtifacts(
      page(
        ld({ '@type': 'NewsArticle', headline: 'Budget', author: { '@type': 'Person', name: 'Ann Reporter' } }),
        `<article><h1>Budget</h1>${prose}</article>`,
      ),
      { url: 'https://news.example/2025/03/budget' },
    );
    const audits = runAudits(a, detectPageType(a).type);
    const byId = Object.fromEntries(audits.map((x) => [x.id, x]));
    expect(byId['social-proof']).toMatchObject({ score: null, scoreDisplayMode: 'notApplicable' });
    expect(byId['question-headings']).toMatchObject({ score: null, scoreDisplayMode: 'notApplicable' });
    expect(byId['social-proof'].evidence[0].value).toMatch(/This page: Article \/ news \/ blog post\./);
    const { scored } = withGains(audits);
    const text = JSON.stringify([buildRedFlags(scored), buildRecommendations(scored)]);
    expect(text).not.toMatch(/reviews, ratings|testimonial|Add an FAQ/i);
  });
  it('a product page is not asked for an author, citations or quotations', () => {
    const a = makeArtifacts(
      page(
        ld({ '@type': 'Product', name: 'Kettle', offers: { '@type': 'Offer', price: '20', priceCurrency: 'GBP' } }),
        '<main><h1>Kettle</h1><p>A kettle.</p></main>',
      ),
      { url: 'https://shop.example/products/kettle' },
    );
    const byId = Object.fromEntries(runAudits(a, 'product').map((x) => [x.id, x]));
    for (const id of ['author-info', 'credentials', 'outbound-citations', 'quotations'])
      expect(byId[id].scoreDisplayMode, id).toBe('notApplicable');
    expect(byId['social-proof'].scoreDisplayMode).not.toBe('notApplicable');
  });
  it('a page of no declared kind (a service page) is advised, not scored, on a byline, sources and quotations (decision 066)', () => {
    const a = makeArtifacts(
      page(
        '<title>Boiler repairs in Leeds | Aire Valley Plumbing</title>',
        `<main><h1>Boiler repairs in Leeds</h1>${prose}</main>`,
      ),
      { url: 'https://www.airevalleyplumbing.example/services/boiler-repairs-leeds/' },
    );
    expect(detectPageType(a).type).toBe('other');
    const audits = runAudits(a, 'other');
    for (const id of ['author-info', 'credentials', 'outbound-citations', 'quotations']) {
      const r = audits.find((x) => x.id === id)!;
      expect(r.weight, id).toBe(0);
      expect(r.evidence.find((e) => e.label === 'Advice only')?.value, id).toMatch(/not typed as an article/);
    }
    const text = JSON.stringify(buildRedFlags(withGains(audits).scored));
    expect(text).not.toMatch(/No author|external source/);
    expect(String(audits.find((x) => x.id === 'quotations')!.evidence.at(-1)?.value)).toMatch(/landing page/);
  });
  it('a signed document of no declared kind (an Internet-Draft) is not called a landing page: its writers are named', () => {
    const a = makeArtifacts(
      page(
        '<title>draft-dejong-remotestorage-04 - remoteStorage</title><meta name="DC.Creator" content="Kooman, F." /><meta name="DC.Creator" content="Jong, Michiel de" />',
        `<pre>${prose.replace(/<\/?p>/g, '\n')}</pre>`,
      ),
      { url: 'https://tools.ietf.org/html/draft-dejong-remotestorage-04' },
    );
    expect(detectPageType(a).type).toBe('other');
    const quotations = runAudits(a, 'other').find((x) => x.id === 'quotations')!;
    const advice = String(quotations.evidence.find((e) => e.label === 'Advice only')?.value);
    expect(advice).toContain('though it names its writers (F. Kooman and Michiel de Jong, <meta name="dc.creator">)');
    expect(advice).not.toMatch(/landing page/);
    expect(quotations.weight).toBe(0);
    const faq = runAudits(a, 'other').find((x) => x.id === 'question-headings')!;
    expect(faq).toMatchObject({ score: null, scoreDisplayMode: 'notApplicable', fix: null });
    expect(String(faq.evidence[0].value)).toMatch(/names its writers \(F. Kooman and Michiel de Jong\): a signed text/);
  });
  it('an interview of no declared kind is not told to add an FAQ; an unsigned service page of no kind still is (decision 104)', () => {
    const interview = makeArtifacts(
      page(
        '<title>„Wir müssen reden“</title>',
        `<main><h1>„Wir müssen reden“</h1><p class="byline">Von Jochen Bittner und Tina Hildebrandt</p>${prose}</main>`,
      ),
      { url: 'https://epaper.zeit.example/webreader/4711' },
    );
    expect(detectPageType(interview).type).toBe('other');
    const faq = runAudits(interview, 'other').find((x) => x.id === 'question-headings')!;
    expect(faq.scoreDisplayMode).toBe('notApplicable');
    expect(JSON.stringify(buildRecommendations(withGains(runAudits(interview, 'other')).scored))).not.toMatch(/FAQ/);
    const service = makeArtifacts(
      page('<title>Boiler repairs in Leeds</title>', `<main><h1>Boiler repairs in Leeds</h1>${prose}</main>`),
      { url: 'https://www.airevalleyplumbing.example/services/boiler-repairs-leeds/' },
    );
    const serviceFaq = runAudits(service, 'other').find((x) => x.id === 'question-headings')!;
    expect(serviceFaq.scoreDisplayMode).toBe('numeric');
    expect(serviceFaq.fix?.title).toBe('Answer the questions readers ask in a short FAQ');
    // A byline of the business itself is still the business's page.
    const bylined = makeArtifacts(
      page(
        '<title>Dental implants in Leeds | Leeds Dental Care</title><meta property="og:site_name" content="Leeds Dental Care">',
        `<main><h1>Dental implants in Leeds</h1><p class="byline">By Leeds Dental Care</p>${prose}</main>`,
      ),
      { url: 'https://www.leedsdentalcare.example/services/dental-implants/' },
    );
    expect(detectPageType(bylined).type).toBe('other');
    expect(runAudits(bylined, 'other').find((x) => x.id === 'question-headings')!.scoreDisplayMode).toBe('numeric');
  });
});

describe('a page that declares itself an About, Contact or listing page (decision 066)', () => {
  it('is no article, whatever og:type an SEO plugin writes on every page', () => {
    const about = makeArtifacts(
      page(
        '<meta property="og:type" content="article">' +
          ld({ '@type': ['WebPage', 'AboutPage'], name: 'About us', datePublished: '2016-05-11' }),
        `<article><h1>About us</h1>${prose}</article>`,
      ),
      { url: 'https://www.harcourtbrennan.example/about-us/' },
    );
    expect(detectPageType(about)).toEqual({ type: 'other', reason: 'schema.org type AboutPage' });
  });
  it('a plain WebPage with og:type article and a date only in its markup is no article (Yoast on a WordPress page)', () => {
    const wp = (shownDate: string) =>
      makeArtifacts(
        page(
          '<meta property="og:type" content="article">' +
            ld({
              '@graph': [
                { '@type': 'WebPage', '@id': 'https://t.example/services/#webpage', datePublished: '2016-05-11' },
              ],
            }),
          `<article><h1>Our services</h1>${shownDate}${prose}</article>`,
        ),
        { url: 'https://t.example/services/' },
      );
    expect(detectPageType(wp('')).type).toBe('other');
    // The same page as a blog post shows its date and byline: an article.
    expect(
      detectPageType(wp('<p class="byline">By Ann Lee, <time datetime="2016-05-11">May 11, 2016</time></p>')).type,
    ).toBe('article');
  });
});

/**
 * Fixes written for the page in front of us, one fixture per audit (the corpus test checks the same over
 * 30 real pages): each fix names the page's own elements and never asks for what the page has.
 */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import imageAltText from './content/image-alt-text';
import openGraph from './ai-visibility/open-graph';
import headingStructure from './content/heading-structure';
import https from './technical/https';
import viewport from './technical/viewport';
import sitemap from './ai-visibility/sitemap';
import langAttribute from './technical/lang-attribute';
import schemaTypes from './ai-visibility/schema-types';
import readability from './content/readability';
import aboutPage from './authority/about-page';
import contactInfo from './authority/contact-info';
import privacyPolicy from './authority/privacy-policy';
import listsAndTables from './content/lists-and-tables';
import statistics from './content/statistics';
import type { Fix } from '../types';
import { topicOf } from './fix-kit';
import { runAudits } from '../run-audits';
import { buildImpacts, withGains } from '../report';

const URL_ = 'https://crumbs.example/cakes/wedding';
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>Wedding cakes | Crumbs</title>${head}</head><body>${body}</body></html>`;
const main = `<main><h1>Wedding cakes baked to order</h1><p>Crumbs is a family bakery on Market Street baking celebration cakes since 1998. Order three months ahead for a tasting.</p>
<img src="/img/three-tier-lemon-cake.jpg"><img src="/img/ivy.jpg" alt="Ivy icing detail"><img src="/img/8d9f0a1b2c3d4e5f.jpg"></main>`;
const text = (f: Fix | undefined) => (f ? [f.title, f.description, ...f.stepByStep].join('\n') : '');
const run = (audit: { run: typeof imageAltText.run }, html: string, over: Parameters<typeof makeArtifacts>[1] = {}) =>
  audit.run(makeArtifacts(html, { url: URL_, ...over }));

describe("fixes name the page's own elements", () => {
  it('image-alt-text lists the images without alt, with a draft only from a file name made of words', () => {
    const t = text(run(imageAltText, page('', main)).fix);
    expect(t).toContain('<img src="https://crumbs.example/img/three-tier-lemon-cake.jpg" alt="Three tier lemon cake">');
    expect(t).toContain('https://crumbs.example/img/8d9f0a1b2c3d4e5f.jpg → its file name says nothing');
    expect(t).not.toContain('ivy.jpg');
  });
  it('image-alt-text leaves tracking pixels out', () => {
    const pixel =
      '<img src="https://loadus.exelator.com/load/?g=4" width="0" height="0"><img src="/b.gif" width="1" height="1">';
    const t = text(run(imageAltText, page('', main.replace('</main>', `${pixel}</main>`))).fix);
    expect(t).not.toContain('exelator');
    expect(t).not.toContain('b.gif');
    expect(t).toContain('three-tier-lemon-cake.jpg');
  });
  it('image-alt-text counts a <noscript> copy of an image once', () => {
    const lazy = '<img data-src="/img/rye.jpg" class="lazy"><noscript><img src="/img/rye.jpg"></noscript>';
    const out = run(imageAltText, page('', main.replace('</main>', `${lazy}</main>`)));
    expect(out.evidence.find((e) => e.label === 'Images')?.value).toBe('4');
  });
  it('open-graph writes only the missing tags, from the page', () => {
    const t = text(run(openGraph, page('<meta property="og:title" content="Wedding cakes">', main)).fix);
    expect(t).not.toContain('property="og:title"');
    expect(t).toContain('<meta property="og:description" content="Crumbs is a family bakery on Market Street');
    expect(t).toContain('<meta property="og:image" content="https://crumbs.example/img/three-tier-lemon-cake.jpg">');
  });
  it('open-graph corrects a tag written with name= or value= instead of adding it again, and scores it by who reads it', () => {
    const head =
      '<meta name="og:title" content="Wedding cakes"><meta value="Three tiers, baked to order" name="og:description">';
    const out = run(openGraph, page(head, main));
    // name= is read by lenient parsers (half), value= by none, og:image is missing.
    expect(out.score).toBeCloseTo(0.5 / 3);
    expect(out.fix?.title).toBe('Add og:image and correct og:title and og:description');
    const t = text(out.fix);
    expect(t).toContain(
      'Change <meta name="og:title" content="…"> to <meta property="og:title" content="Wedding cakes">',
    );
    expect(t).toContain(
      'Move the text of <meta name="og:description" value="…"> into content=: <meta property="og:description" content="Three tiers, baked to order">',
    );
    expect(t).not.toContain('Crumbs is a family bakery');
    expect(out.evidence.map((e) => e.value).join('\n')).toContain('only as <meta name="og:title" content="…">');
    expect(out.numericValue).toBe(0);
    // og:image in value= gets its full address; og:image:url is og:image; the property's case does not matter.
    const image = run(openGraph, page('<meta name="og:image" value="/img/cake.jpg">', main));
    expect(text(image.fix)).toContain('<meta property="og:image" content="https://crumbs.example/img/cake.jpg">');
    const aliases = run(
      openGraph,
      page(
        '<meta property="OG:Title" content="Cakes"><meta property="og:description" content=""><meta property="og:description" content="Baked to order"><meta property="og:image:url" content="https://crumbs.example/c.jpg">',
        main,
      ),
    );
    expect(aliases.score).toBe(1);
    // Nothing on the page to fill a missing tag from: no sentence says it is filled in.
    const bare = run(
      openGraph,
      page(
        '<meta property="og:title" content="Cakes"><meta property="og:description" content="Baked">',
        '<main><h1>Cakes</h1></main>',
      ),
    );
    expect(text(bare.fix)).not.toContain('filled in below');
    // The proper tag beside a nonstandard one: nothing to correct.
    const both = run(openGraph, page(`${head}<meta property="og:title" content="Wedding cakes">`, main));
    expect(both.fix?.title).toBe('Add og:image and correct og:description');
    expect(text(both.fix)).not.toContain('<meta name="og:title"');
  });
  it('heading-structure names the missing H1 with a draft from the title, and the skipped level', () => {
    const t = text(run(headingStructure, page('', '<main><h2>Flavours</h2><h4>Lemon</h4><p>Zest.</p></main>')).fix);
    expect(t).toContain('<h1>Wedding cakes</h1>');
    expect(t).toContain('The heading "Lemon" jumps from H2 to H4: make it an H3.');
  });
  it('https on a valid https page without HSTS asks only for the header', () => {
    const out = run(https, page('', main), { document: { hsts: null } as never });
    expect(out.score).toBe(0.85);
    expect(out.fix?.title).toBe('Send a Strict-Transport-Security header from crumbs.example');
    expect(text(out.fix)).not.toMatch(/certificate for|Redirect/);
    expect(text(run(https, page('', main), { url: 'http://crumbs.example/cakes' }).fix)).toContain(
      'It should answer at https://crumbs.example/cakes',
    );
  });
  it('viewport quotes the tag the page has instead of asking to add one', () => {
    const t = text(run(viewport, page('<meta name="viewport" content="width=1024">', main)).fix);
    expect(t).toContain('content="width=1024"');
    expect(t).not.toContain('Add a viewport');
  });
  it('viewport written in value= is named as such, with the content= tag to use', () => {
    const r = run(viewport, page('<meta name="viewport" value="width=device-width, initial-scale=1">', main));
    expect(r.score).toBe(0);
    expect(r.failureTitle).toBe('Viewport is written in value=, which browsers do not read');
    const t = text(r.fix);
    expect(t).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(t).not.toContain('has no viewport');
  });
  it("sitemap gives the exact Sitemap: line for this site's robots.txt", () => {
    const t = text(run(sitemap, page('', main), { robots: 'User-agent: *\nDisallow: /admin' }).fix);
    expect(t).toContain(
      'Add this line to https://crumbs.example/robots.txt (now 2 lines, none naming a sitemap):\nSitemap: https://crumbs.example/sitemap.xml',
    );
  });
  it('the <lastmod> drafted is a W3C date, whatever form the page declares its date in (Politico)', () => {
    const dated = page('<meta property="article:published_time" content="2022-10-17 16:01:26">', main);
    expect(text(run(sitemap, dated).fix)).toContain('<lastmod>2022-10-17</lastmod>');
  });
  it("a sitemap that leaves this page out gets the page's own <url> entry and the Sitemap: line", () => {
    const found = {
      found: true,
      source: 'default' as const,
      urls: ['https://crumbs.example/'],
      urlCount: 1,
      latestLastmod: '2025-12-01',
      listsPage: false,
      isIndex: false,
      childSitemaps: 0,
      errors: [],
      details: [],
    };
    const t = text(run(sitemap, page('', main), { sitemap: found }).fix);
    expect(t).toContain(
      'Add this page to the sitemap (1 URL listed, not this one): <url><loc>https://crumbs.example/cakes/wedding</loc>',
    );
    expect(t).toContain('Sitemap: https://crumbs.example/sitemap.xml');
    expect(t).not.toContain('No sitemap was found');
  });
  it('lang-attribute names the language read from the page', () => {
    const html = page('', main.repeat(4)).replace(' lang="en"', '');
    expect(run(langAttribute, html).fix?.title).toBe('Declare the page language: <html lang="en">');
  });
  it('schema-types adds only the nodes the page lacks, filled in from the page', () => {
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Crumbs","url":"https://crumbs.example/"}</script>`;
    // The page shows its trail, so a BreadcrumbList marks it up (decision 124).
    const trail = `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/cakes/">Cakes</a> › Wedding cakes</nav>`;
    const out = run(schemaTypes, page(ld, trail + main));
    expect(out.fix?.title).toBe('Add WebPage and BreadcrumbList structured data');
    expect(out.jsonLd?.map((n) => n.role)).toEqual(['main', 'breadcrumb']);
    // Through runAudits the page's one block carries them, with the page's own Organization kept as it is.
    const all = runAudits(makeArtifacts(page(ld, trail + main), { url: URL_ }))
      .map((r) => text(r.fix ?? undefined))
      .join('\n');
    const block = JSON.parse(/<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/.exec(all)![1]) as {
      '@graph': { '@type': string; name?: string; url?: string }[];
    };
    expect(block['@graph'].map((n) => n['@type'])).toEqual(['WebPage', 'Organization', 'Person', 'BreadcrumbList']);
    // The page's own name: the title without the site's name after it (decision 044).
    expect(block['@graph'][0].name).toBe('Wedding cakes');
    expect(block['@graph'][1]).toMatchObject({ name: 'Crumbs', url: 'https://crumbs.example/' });
  });
  it("readability quotes the page's longest sentence", () => {
    const long =
      'The committee, having considered the extensive documentation submitted by the applicants together with the supplementary representations received during the consultation period, concluded that the proposed development would not materially prejudice the amenity of neighbouring residential occupiers.';
    const t = text(
      run(readability, page('', `<main><p>${long} ${long.replace('committee', 'council')}</p></main>`)).fix,
    );
    expect(t).toMatch(/Split this \d+-word sentence into two or three: "The committee, having considered/);
    // A longer sentence that is a source's words, opened or attributed in quotation marks, is not the page's to split.
    const said = `“There is a lot of testimony on the part of the police that does not match up with what we are seeing on the ground every single day,” said Roberto Borrero, an adviser to the council.`;
    const alsoSaid = `But the magnitude of it is extreme, far beyond anything the families who live along the river had ever been told to expect from the authorities,” said Morris, the uncle of a protester.`;
    const quotes = text(run(readability, page('', `<main><p>${said} ${alsoSaid} ${long}</p></main>`)).fix);
    expect(quotes).toMatch(/Split this \d+-word sentence into two or three: "The committee, having considered/);
    expect(quotes).not.toContain('Borrero');
    expect(quotes).not.toContain('Morris');
  });
  it('about-page and contact-info name the site and what was looked for', () => {
    const html = page(
      '',
      `<header><nav><a href="/cakes">Cakes</a> <a href="/visit">Visit us</a></nav></header>${main}<footer><a href="tel:+441234567890">+44 1234 567890</a></footer>`,
    );
    expect(text(run(aboutPage, html).fix)).toContain('leads to an About page of crumbs.example');
    const contact = text(run(contactInfo, html).fix);
    expect(contact).toContain('the page shows only phone');
    expect(contact).toContain('your e-mail address or postal address');
    expect(contact).not.toContain('phone number');
  });
  it('the link text asked for is in the page\'s language: "お問い合わせ", "Über uns", "隱私權政策", English elsewhere', () => {
    const html = (lang: string) =>
      page('', `${main}<footer><a href="/cakes">Cakes</a></footer>`).replace(/<html[^>]*>/, `<html lang="${lang}">`);
    expect(text(run(contactInfo, html('ja')).fix)).toContain('with the text "お問い合わせ"');
    expect(text(run(aboutPage, html('de-AT')).fix)).toContain('with the text "Über uns"');
    expect(text(run(privacyPolicy, html('zh-TW')).fix)).toContain('with the text "隱私權政策"');
    expect(text(run(contactInfo, html('en')).fix)).toContain('with the text "Contact"');
  });
  it('a list written as prose is named; a narrative sentence with commas and a quotation are not', () => {
    const body = `<main><h1>Cakes</h1><p>We bake sponges, tarts, scones, buns and loaves every morning.</p>
<p>After the storm, the bakery was closed by the council in March, when the roof, which had leaked for years, gave way.</p>
<p>“Many of our regulars, neighbours, friends and families came back,” says the owner.</p>
<p>Read our yearly report for more on flour, butter, ovens, and more.</p></main>`;
    const lists = text(run(listsAndTables, page('', body)).fix);
    expect(lists).toContain(
      'Turn this sentence into a bulleted list: "We bake sponges, tarts, scones, buns and loaves every morning."',
    );
    expect(lists).not.toContain('After the storm');
    expect(lists).not.toContain('regulars');
    // A teaser of topics that ends "and more" is no list of items.
    expect(lists).not.toContain('yearly report');
    expect(text(run(statistics, page('', body)).fix)).not.toContain('State the figure behind');
  });
  it("the About link goes beside the footer's links, not the header's menu nor a table of contents", () => {
    const html = page(
      '',
      `<header><nav><a href="/cakes">Cakes</a> <a href="/visit">Visit us</a></nav></header>${main.replace('</main>', '<a href="/order">Order</a></main>')}<aside class="sidebar"><a href="#order">Ordering</a></aside><footer><a href="https://crumbsgroup.example/jobs">Jobs</a> <a href="/terms">Terms</a></footer>`,
    );
    const t = text(run(aboutPage, html).fix);
    expect(t).toContain('beside the links this page already has there ("Jobs" and "Terms")');
  });
  it("the footer's links are the <footer>'s, not a menu or an index set after it (the Times' language menu)", () => {
    const html = page(
      '',
      `${main}<footer><a href="/contact">Contact Us</a> <a href="/terms">Terms</a> <a href="/topics/a">A</a></footer><div class="modal-menu"><a href="/es">Español</a> <a href="/cn">中文 (Chinese)</a></div>`,
    );
    const t = text(run(aboutPage, html).fix);
    expect(t).toContain('beside the links this page already has there ("Contact Us" and "Terms")');
  });
});

describe("a byline that links the writer's page is never asked to link one", () => {
  const prose =
    '<p>The bakery tested twelve lemon curds over the winter before settling on the recipe it sells.</p>'.repeat(8);
  const post = (head: string, byline: string) =>
    page(
      head,
      `<main><article><h1>Wedding cakes baked to order</h1><p class="byline">${byline}</p>${prose}</article></main>`,
    );
  const fixText = (html: string, id: string) =>
    text(runAudits(makeArtifacts(html, { url: URL_ })).find((r) => r.id === id)?.fix ?? undefined);
  it('reads the link whether the name came from the byline or from <meta name="author">, on the site or its www host', () => {
    for (const html of [
      post('', 'By <a href="https://www.crumbs.example/author/ann-lee/">Ann Lee</a>'),
      post('<meta name="author" content="Ann Lee">', 'By <a href="https://crumbs.example/author/ann-lee/">Ann Lee</a>'),
    ]) {
      const credentials = fixText(html, 'credentials');
      expect(credentials).toMatch(
        /State the same on Ann Lee's author page the byline links \(https:\/\/(www\.)?crumbs\.example\/author\/ann-lee\/\)/,
      );
      expect(credentials).not.toContain('Link the author name');
      expect(fixText(html, 'author-info')).not.toContain('Link the byline');
    }
  });
  it('asks for the link where the byline has none', () => {
    const html = post('', 'By Ann Lee');
    expect(fixText(html, 'credentials')).toContain('Link the name in the byline to an author page');
    expect(fixText(html, 'author-info')).toContain('Link the byline to a short author bio page');
  });
});

describe("the page's topic, as the fixes name it", () => {
  const topic = (title: string, h1: string) =>
    topicOf(
      makeArtifacts(
        `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><article><h1>${h1}</h1><p>The jury reached its verdict after two hours of deliberation on Thursday afternoon.</p></article></main></body></html>`,
        { url: URL_ },
      ),
    );
  it("is the headline when the title is the headline and the site's name after any separator", () => {
    expect(
      topic('Dylann Roof Convicted Of Church Massacre : The Two-Way : NPR', 'Dylann Roof Convicted Of Church Massacre'),
    ).toBe('Dylann Roof Convicted Of Church Massacre');
    expect(
      topic(
        'Outside the web: standalone WebAssembly binaries · V8',
        'Outside the web: standalone WebAssembly binaries',
      ),
    ).toBe('Outside the web: standalone WebAssembly binaries');
  });
  it('keeps the title where it says more than the headline ("Lust for Youth: Lust for Youth Album Review")', () => {
    expect(topic('Lust for Youth: Lust for Youth Album Review | Pitchfork', 'Lust for Youth')).toBe(
      'Lust for Youth: Lust for Youth Album Review',
    );
  });
});

describe("the outline's H2s are the page's sections", () => {
  it("not its footer's or its menus' H2s", () => {
    const body = (footer: string) =>
      page(
        '',
        `<main><article><h1>Wedding cakes baked to order</h1><p>Crumbs is a family bakery on Market Street baking celebration cakes since 1998.</p></article></main><footer><h2>Newsletter</h2>${footer}</footer>`,
      );
    const out = run(headingStructure, body('<h2>Follow us</h2>'));
    expect(out.failureTitle).toBe('The page has no H2 in its content');
    const sections = run(
      headingStructure,
      page(
        '',
        '<main><article><h1>Wedding cakes baked to order</h1><h2>Flavours</h2><p>Lemon, chocolate and carrot.</p><h2>Prices</h2><p>From 300 pounds.</p></article></main>',
      ),
    );
    expect(sections.score).toBe(1);
  });
});

describe('fixes worth the same points', () => {
  it('come in the order the configuration ranks them: a missing title before a missing description', () => {
    const a = makeArtifacts(
      '<!doctype html><html lang="en"><head></head><body><main><p>AI has not meaningfully changed anything in cybersecurity so far.</p></main></body></html>',
      { url: URL_ },
    );
    const ids = buildImpacts(withGains(runAudits(a)).scored).map((x) => x.auditId);
    expect(ids).toContain('title-tag');
    expect(ids.indexOf('title-tag')).toBeLessThan(ids.indexOf('meta-description'));
  });
});

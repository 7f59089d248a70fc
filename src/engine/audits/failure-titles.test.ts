/** Decision 051: a failing audit's title says this page's case, with its figures, not the catch-all. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import metaDescription from './ai-visibility/meta-description';
import titleTag from './ai-visibility/title-tag';
import structuredData from './ai-visibility/structured-data';
import sitemap from './ai-visibility/sitemap';
import mainContentLength from './content/main-content-length';
import imageAltText from './content/image-alt-text';
import contentFreshness from './content/content-freshness';
import outboundCitations from './content/outbound-citations';
import statistics from './content/statistics';
import openGraph from './ai-visibility/open-graph';
import canonical from './technical/canonical';
import https from './technical/https';
import pageSpeed from './technical/page-speed';
import contactInfo from './authority/contact-info';
import headingStructure from './content/heading-structure';
import organizationIdentity from './authority/organization-identity';

const page = (head: string, body = '<p>A short note.</p>') =>
  makeArtifacts(`<!doctype html><html lang="en"><head>${head}</head><body><main>${body}</main></body></html>`, {
    url: 'https://shop.example/notes/one',
  });
const LONG = 'A description that runs on well past what a result page shows, '.repeat(3).trim();

describe('failure titles said for the page', () => {
  it('meta description: missing, written in value=, too long, too short', () => {
    expect(metaDescription.run(page('<title>T</title>')).failureTitle).toBe('The page has no meta description');
    expect(
      metaDescription.run(page('<meta name="description" value="Written where no engine reads it.">')).failureTitle,
    ).toBe('Meta description is written in value=, which engines do not read');
    expect(metaDescription.run(page(`<meta name="description" content="${LONG}">`)).failureTitle).toBe(
      `Meta description is ${LONG.length} characters, over 160`,
    );
    expect(metaDescription.run(page('<meta name="description" content="Too short.">')).failureTitle).toBe(
      'Meta description is 10 characters, under 70',
    );
    const fine = metaDescription.run(page(`<meta name="description" content="${LONG.slice(0, 120)}">`));
    expect(fine.score).toBe(1);
    expect(fine.failureTitle).toBeUndefined();
  });

  it('title: missing, too long', () => {
    expect(titleTag.run(page('')).failureTitle).toBe('The page has no title');
    expect(titleTag.run(page(`<title>${LONG}</title>`)).failureTitle).toBe(
      `Title is ${LONG.length} characters, over 60`,
    );
  });

  it('structured data: none, errors', () => {
    expect(structuredData.run(page('<title>T</title>')).failureTitle).toBe('The page has no structured data');
    const broken = page(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Artcle"}</script>',
    );
    expect(structuredData.run(broken).failureTitle).toMatch(/^Structured data has \d+ errors?$/);
  });

  it('sitemap: none at the address it should be', () => {
    expect(sitemap.run(page('<title>T</title>')).failureTitle).toBe(
      'No XML sitemap at https://shop.example/sitemap.xml',
    );
  });

  it('content length and images: the page’s own counts', () => {
    expect(mainContentLength.run(page('<title>T</title>')).failureTitle).toBe(
      'Only 3 words of readable content in the HTML',
    );
    const longer = page('<title>T</title>', `<p>${'Rivers rose across the valley this spring. '.repeat(25)}</p>`);
    expect(mainContentLength.run(longer).failureTitle).toBe(
      '175 words of readable content in the HTML, under the 300 for full marks',
    );
    const imgs = page('<title>T</title>', '<p>Two pictures.</p><img src="/a.jpg"><img src="/b.jpg" alt="B">');
    expect(imageAltText.run(imgs).failureTitle).toBe('1 of 2 images has no alt text');
    const one = imageAltText.run(page('<title>T</title>', '<p>A picture.</p><img src="/a.jpg">'));
    expect(one.failureTitle).toBe('The only image has no alt text');
    expect(one.fix?.description).toMatch(/^The page's only image has no alt text/);
    const none = imageAltText.run(page('<title>T</title>', '<p>Two.</p><img src="/a.jpg"><img src="/b.jpg">'));
    expect(none.failureTitle).toBe('Both images have no alt text');
    expect(none.fix?.description).toMatch(/^Both of the page's images have no alt text/);
    // Wikipedia's layout: captioned thumbnails marked decorative (alt="", or alt=" "), and an image whose alt is a
    // file name that says nothing (its own "Mozilla dinosaur head logo.png" is made of words: alt text, decision 123).
    const wiki = imageAltText.run(
      page(
        '<title>T</title>',
        '<p>Mozilla.</p><img src="/logo.png" alt="IMG_4032.png"><img src="/a.jpg" alt=""><img src="/b.jpg" alt=" ">',
      ),
    );
    expect(wiki.failureTitle).toBe('The only image not marked decorative has a file name for alt text');
    expect(wiki.fix?.description).toMatch(/cannot tell what it shows\. It is listed below/);
  });

  it('dates: shown but not declared, none, old (the analysis runs on 2026-01-01)', () => {
    const shown = page('<title>T</title>', '<h1>Rivers are rising this spring</h1><p>Published 4 March 2024.</p>');
    expect(contentFreshness.run(shown).failureTitle).toBe('The page shows the date "4 March 2024" but declares none');
    expect(contentFreshness.run(page('<title>T</title>')).failureTitle).toBe('The page shows and declares no date');
    const old = page('<meta property="article:published_time" content="2016-09-19T07:46:01-04:00">');
    expect(contentFreshness.run(old).failureTitle).toBe('The page was last dated 2016-09-19, 9 years ago');
    const lastYear = page('<meta property="article:published_time" content="2024-11-01">');
    expect(contentFreshness.run(lastYear).failureTitle).toBe('The page was last dated 2024-11-01, 13 months ago');
  });

  it('canonical: none, another address', () => {
    expect(canonical.run(page('<title>T</title>')).failureTitle).toBe('The page declares no canonical URL');
    expect(canonical.run(page('<link rel="canonical" href="https://shop.example/notes">')).failureTitle).toBe(
      'The canonical URL points to another address: https://shop.example/notes',
    );
  });

  it('citations and figures: none, or how few', () => {
    expect(outboundCitations.run(page('<title>T</title>')).failureTitle).toBe(
      'The main content links to no external source',
    );
    const one = page('<title>T</title>', '<p>As <a href="https://stats.example.org/report">the report</a> shows.</p>');
    expect(outboundCitations.run(one).failureTitle).toBe('The main content links to only 1 external source');
    // A publication's initials are a source's name (E! Online's "he explains to GQ"), and a footnote's number
    // linking off the site is its source (America Now's "(2)" to the New York Times); an icon's mark is not.
    const initials = page(
      '<title>T</title>',
      '<p>He explains to <a href="https://www.gq.com/story/x"><em>GQ</em></a> and <a href="https://notes.example.org/1">1</a> <a href="https://icons.example.org/x">»</a>.</p>',
    );
    expect(outboundCitations.run(initials).failureTitle).toBe('The main content links to only 2 external sources');
    expect(statistics.run(page('<title>T</title>')).failureTitle).toBe('The main content gives no concrete figures');
  });

  it('Open Graph: none, one missing, one written in value=', () => {
    expect(openGraph.run(page('<title>T</title>')).failureTitle).toBe(
      'The page sets no og:title, og:description or og:image',
    );
    const noImage = page('<meta property="og:title" content="T"><meta property="og:description" content="D">');
    expect(openGraph.run(noImage).failureTitle).toBe('The page sets no og:image');
    const valueForm = page(
      '<meta property="og:title" content="T"><meta name="og:description" value="D"><meta property="og:image" content="https://shop.example/a.jpg">',
    );
    expect(openGraph.run(valueForm).failureTitle).toBe(
      'og:description is written in a form the Open Graph protocol does not define',
    );
  });

  it('HTTPS: plain HTTP, no HSTS', () => {
    const http = makeArtifacts('<!doctype html><html><head><title>T</title></head><body></body></html>', {
      url: 'http://shop.example/',
    });
    expect(https.run(http).failureTitle).toBe('The page is served over plain HTTP');
    const noHsts = page('<title>T</title>');
    noHsts.document.hsts = null;
    expect(https.run(noHsts).failureTitle).toBe('HTTPS without HSTS: the site does not tell browsers to keep to HTTPS');
  });

  it('page speed: the first measure over its threshold', () => {
    const slow = page('<title>T</title>');
    slow.document.ttfbMs = 950;
    expect(pageSpeed.run(slow).failureTitle).toBe('The server took 950 ms to its first byte');
    const heavy = page('<title>T</title>');
    heavy.document.bytes = 1_500_000;
    expect(pageSpeed.run(heavy).failureTitle).toBe('The HTML weighs 1465 KB');
  });

  it('contact: nothing, or one way only', () => {
    expect(contactInfo.run(page('<title>T</title>')).failureTitle).toBe(
      'No Contact page, phone, e-mail or postal address',
    );
    const mail = page('<title>T</title>', '<p>Write to <a href="mailto:desk@shop.example">desk@shop.example</a>.</p>');
    expect(contactInfo.run(mail).failureTitle).toBe('No Contact page; the page gives only an e-mail address');
  });

  it('headings: the outline’s own problems', () => {
    expect(headingStructure.run(page('<title>T</title>')).failureTitle).toBe('The page has no H1 and no H2');
    const skipping = page('<title>T</title>', '<h1>Notes</h1><h3>First</h3><p>A.</p><h2>Second</h2><h2>Third</h2>');
    expect(headingStructure.run(skipping).failureTitle).toBe('The page has 1 skipped heading level (H1 → H3)');
    // YouTube: two empty H1s and the title twice; one repeated jump is one step; a hidden player's H1 is none.
    const video = headingStructure.run(
      page(
        '<title>T</title>',
        '<h1></h1><div hidden><h1>Miniplayer</h1></div><h1>Keynote</h1><h1></h1><h1 style="display: none">Up next</h1><h1>Keynote</h1><h2>Chapters</h2><h4>Platinum</h4><h2>Chapters</h2><h4>Platinum</h4><h2>Notes</h2>',
      ),
    );
    const steps = video.fix!.stepByStep.join('\n');
    expect(video.fix?.description).toMatch(/^The page has 4 H1s \(2 empty and "Keynote" twice\)/);
    expect(steps).toContain('Keep "Keynote" as the only H1 and remove its repeat.');
    expect(steps).toContain('Remove the 2 empty H1s (or give them text)');
    expect(steps.match(/"Platinum" jumps/g)).toHaveLength(1);
    expect(steps).not.toContain('itemprop');
  });
  it("headings: an H1 that is the section's name over the piece's headline (WebMD) is named and promoted", () => {
    const body = (h1: string) =>
      `<nav class="breadcrumb"><a href="/">Health Home</a> › <a href="/allergies">Allergies Health Center</a> › <a href="/allergies/news">Allergies News</a></nav>${h1}<h2>Babies Who Eat Peanuts Early May Avoid Allergy</h2><p>${'Early peanut lowers the risk of allergy in infants. '.repeat(20)}</p><h2>A change in guidelines</h2><p>Doctors may change their advice.</p><h2>What parents can do</h2><p>Ask a doctor first.</p>`;
    const section = headingStructure.run(
      page('<title>Babies Who Eat Peanuts Early May Avoid Allergy</title>', body('<h1>Allergies Health Center</h1>')),
    );
    expect(section.score).toBe(0.8);
    expect(section.failureTitle).toBe('The page has an H1 that names its section, not the piece');
    expect(section.fix!.stepByStep[0]).toContain(
      'the piece\'s headline is the H2 "Babies Who Eat Peanuts Early May Avoid Allergy". Make the headline the page\'s H1, <h1>Babies Who Eat Peanuts Early May Avoid Allergy</h1>',
    );
    // Control: the H1 that is the piece's own headline passes.
    const own = headingStructure.run(
      page(
        '<title>Babies Who Eat Peanuts Early May Avoid Allergy</title>',
        body('<h1>Peanuts early may spare babies an allergy</h1>').replace(
          '<h2>Babies Who Eat Peanuts Early May Avoid Allergy</h2>',
          '',
        ),
      ),
    );
    expect(own.score).toBe(1);
  });
  it('headings: a repeated H1 that carries the microdata headline keeps it on a meta tag (the Guardian)', () => {
    const story = headingStructure.run(
      page(
        '<title>T</title>',
        '<article itemscope itemtype="http://schema.org/NewsArticle"><h1 class="headline">Whales  stranded</h1><h1 class="is-hidden" itemprop="headline">Whales stranded</h1><h2>Rescue</h2><h2>Why</h2></article>',
      ),
    );
    const steps = story.fix!.stepByStep.join('\n');
    expect(steps).toContain('Keep "Whales stranded" as the only H1 and remove its repeat.');
    expect(steps).toContain('<meta itemprop="headline" content="Whales stranded">');
  });
  it("headings: the H1 kept is the page's headline, not a header's tagline above it", () => {
    const shop = headingStructure.run(
      page(
        '<title>Lemon drizzle cake | Crumbs</title>',
        '<header><h1 class="tagline">Cakes for every day</h1></header><main><h1>Lemon drizzle cake</h1><p>Baked daily.</p><h2>Ingredients</h2><h2>Allergens</h2></main>',
      ),
    );
    expect(shop.fix!.stepByStep.join('\n')).toContain(
      'Keep "Lemon drizzle cake" as the only H1 and make the other ("Cakes for every day") H2 or plain text.',
    );
  });

  it('organisation: declared with sameAs profiles the page does not link to', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      name: 'Northfield Dental',
      sameAs: ['https://www.facebook.com/northfielddental'],
    };
    const a = page(`<title>T</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`);
    expect(organizationIdentity.run(a).failureTitle).toBe(
      "Dentist 'Northfield Dental' names its profiles in sameAs, but the page links to none of them",
    );
  });

  it('organisation identity: the fix names the site the page states, never an address', () => {
    const named = page(
      '<title>Pearl dress stolen | TMZ.com</title><meta property="og:site_name" content="Shop Example">',
    );
    expect(organizationIdentity.run(named).fix?.title).toBe(
      'Declare Shop Example as an organisation with sameAs links',
    );
    // An address in og:site_name names no site: the title's site part does.
    const address = page(
      '<title>Pearl dress stolen | Shop.example</title><meta property="og:site_name" content="http://www.shop.example">',
    );
    expect(organizationIdentity.run(address).fix?.title).toBe(
      'Declare Shop.example as an organisation with sameAs links',
    );
    expect(organizationIdentity.run(page('<title>T</title>')).fix?.title).toBe(
      'Declare your organisation with sameAs links',
    );
  });
});

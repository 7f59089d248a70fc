/**
 * Regions by what an element's names say: a custom element's tag name says what it is as a class does
 * (YouTube's `ytd-compact-promoted-video-renderer`, a news site's `ps-promo`); a class that only states a
 * node's status (Drupal's `node-promoted`, promoted to the front page) says nothing of the block.
 */
import { describe, expect, it } from 'vitest';
import { extractPageFacts } from '../page-facts';
import { isContentImage } from '../../computed/content';

const prose = '<p>The council voted on Tuesday to fund the new harbour ferry for three more years.</p>'.repeat(12);
const facts = (main: string) =>
  extractPageFacts(
    `<!doctype html><html lang="en"><head><title>Ferry</title></head><body><main><h1>Ferry funded</h1>${prose}${main}</main></body></html>`,
    'https://news.example/ferry',
  );

describe('regions named by custom elements and status classes', () => {
  it('a promoted video and story promos in custom elements are not the main text', () => {
    const f = facts(
      '<ytd-compact-promoted-video-renderer><p>Need steady energy? Rise and thrive with breakfast biscuits.</p></ytd-compact-promoted-video-renderer><ps-promo><p>Scripps Ranch business park makes way for apartments.</p></ps-promo>',
    );
    expect(f.mainText).toContain('harbour ferry');
    expect(f.mainText).not.toContain('biscuits');
    expect(f.mainText).not.toContain('Scripps Ranch');
  });
  it('a "read next" or "up next" teaser is not the main text', () => {
    const f = facts(
      '<div class="read-next"><p>Read Next</p><p>Cast attends a memorial</p></div><div class="upnext"><p>Governments and social media</p></div>',
    );
    expect(f.mainText).not.toContain('memorial');
    expect(f.mainText).not.toContain('Governments');
  });
  it("Drupal's node-promoted author teaser stays in the main text", () => {
    const f = facts(
      '<div class="node node-person node-promoted node-teaser"><h3>Kori Schulman</h3><p>Deputy Chief Digital Officer</p></div>',
    );
    expect(f.mainText).toContain('Kori Schulman');
  });
  it("a page without landmarks: its fine print is the site's chrome, not the main text", () => {
    const f = extractPageFacts(
      `<html><body><div id="wrapper">${prose}</div><div id="fine-print"><a href="https://www.nlm.nih.gov/privacy.html">Privacy</a></div></body></html>`,
      'https://clinicaltrials.example/study',
    );
    expect(f.links[0].region).toBe('chrome');
    expect(f.mainText).not.toContain('Privacy');
  });
  it('a list of next videos stays out of the main text even when it holds most of the page', () => {
    const next = '<p>ElixirConf 2018: Architecting Flow in Elixir, from pipes to parallel stages</p>'.repeat(40);
    const f = facts(`<ytd-watch-next-secondary-results-renderer>${next}</ytd-watch-next-secondary-results-renderer>`);
    expect(f.mainText).toContain('harbour ferry');
    expect(f.mainText).not.toContain('Architecting Flow');
  });
  it("readers' replies, each an <article> in a thread, are neither the page's articles nor its text (Kinja)", () => {
    const reply = (reader: string) =>
      `<article class="js_reply reply"><div class="reply-author"><a href="http://${reader}.kinja.example">${reader}</a></div><div class="reply-content"><p>I always ask myself whether I would buy it at full price, and most times the answer is no.</p></div></article>`;
    const f = extractPageFacts(
      `<html><body><div class="page"><article class="post"><h1>Stop buying crap</h1>${prose}</article><section class="js_replies"><div class="replies-wrapper">${['jnovo22', 'timgray', 'greenarcher02', 'gray-adder'].map(reply).join('')}</div></section></div></body></html>`,
      'http://lifehacker.example/stop-buying-crap-1690268064',
    );
    expect(f.mainText).toContain('harbour ferry');
    expect(f.mainText).not.toContain('full price');
    expect(f.links.find((l) => l.href.includes('jnovo22'))?.region).not.toBe('main');
  });
});

describe("readers' posts in a thread", () => {
  it("the avatars in readers' replies are none of the page's content images (Kinja's, without alt)", () => {
    const reply = (reader: string) =>
      `<article class="js_reply reply"><header><div class="meta-avatar js_author"><div class="avatar avatar-container"><a href="http://${reader}.kinja.example"><span class="img-border"><img src="https://i.kinja-img.example/c_fill,h_80,w_80/${reader}.png"></span></a></div><span class="display-name author vcard"><a class="fn url" href="http://${reader}.kinja.example">${reader}</a></span></div></header><div class="reply-content"><p>I always ask myself whether I would buy it at full price.</p></div></article>`;
    const f = extractPageFacts(
      `<html><body><div class="page"><article class="post"><h1>Stop buying crap</h1><img src="https://i.kinja-img.example/cart.jpg" alt="A shopping cart">${prose}</article><section class="js_replies"><div class="replies-wrapper"><div class="branch-list">${['jnovo22', 'timgray', 'gray-adder'].map(reply).join('')}</div></div></section></div></body></html>`,
      'http://lifehacker.example/stop-buying-crap-1690268064',
    );
    expect(f.images.filter(isContentImage).map((i) => i.src)).toEqual(['https://i.kinja-img.example/cart.jpg']);
  });
  it("a reader quoting the article's crosshead in a reply leaves it in the article (Kinja's quoted passage)", () => {
    const heading = 'Make a List of Everything You Own and Do Some Decluttering';
    const f = extractPageFacts(
      `<html><body><div class="page"><article class="post"><h1>Stop buying crap</h1>${prose}<h3><strong>Make a List of </strong><em><strong>Everything</strong></em><strong> You Own and Do Some Decluttering</strong></h3>${prose}</article><section class="js_replies"><div class="replies-wrapper"><article class="js_reply reply"><div class="reply-text-annotation"><span class="icon icon-quote"></span><h3><strong>Make a List of </strong><em><strong>Everything</strong></em><strong> You Own and Do Some Decluttering</strong></h3></div><div class="reply-content"><p>I did this last spring and gave away four boxes of kitchen gadgets.</p></div></article></div></section></div></body></html>`,
      'http://lifehacker.example/stop-buying-crap-1690268064',
    );
    expect(f.mainText).toContain(heading);
    expect(f.othersBlocks).not.toContain(heading);
    expect(f.othersBlocks).toContain('I did this last spring and gave away four boxes of kitchen gadgets.');
  });
});

describe('menus and theme-builder templates', () => {
  const dish = (name: string, what: string, price: number) =>
    `<li class="menu-item"><div class="menu-item__heading menu-item__heading--name">${name}</div><p class="menu-item__details menu-item__details--description">${what}</p><p class="menu-item__details menu-item__details--price"><span class="menu-item__currency">$</span>${price}</p></li>`;
  it("a restaurant's food menu (BentoBox) is the page's content: its sections, dishes and prices", () => {
    const f = facts(
      `<section class="menus"><section class="menu-section"><div class="menu-section__header"><h2 class="h3">Antipasti</h2></div><ul class="menu-section__items">${dish('Focaccia', 'rosemary, flaky salt, whipped ricotta', 9)}${dish('Burrata', 'roasted delicata squash, pepitas, hot honey', 17)}</ul></section></section>`,
    );
    expect(f.mainText).toContain('Antipasti');
    expect(f.mainText).toContain('whipped ricotta');
  });
  it('a menu of links inside the content is still navigation', () => {
    const f = facts(
      '<div class="menu-wrap"><ul class="menu"><li class="menu-item"><a href="/ferries/">Ferries</a></li><li class="menu-item"><a href="/buses/">Buses and timetables</a></li></ul></div>',
    );
    expect(f.mainText).not.toContain('timetables');
  });
  it('a footer named the site\'s ("global-footer") is the site\'s even inside the <main> that wraps the page (Refinery29)', () => {
    const f = extractPageFacts(
      `<html><body><div id="r29-app"><main><div class="main"><article><h1>Graphic tees</h1>${prose}<footer class="article-footer"><a href="/tags/style">Style</a></footer></article></div><footer class="global-footer"><div class="links company"><a href="https://corporate.r29.com">About Us</a></div></footer></main></div></body></html>`,
      'https://www.refinery29.com/en-us/2016/12/132377/graphic-tees',
    );
    expect(f.links.find((l) => l.href.includes('corporate'))?.region).toBe('chrome');
    expect(f.links.find((l) => l.href.includes('/tags/'))?.region).not.toBe('chrome');
  });
  it("Elementor's footer template is the site's footer: its social links are chrome", () => {
    const f = extractPageFacts(
      `<html><body><main>${prose}</main><div data-elementor-type="footer" class="elementor elementor-22 elementor-location-footer"><section class="elementor-section"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/tischlerei_brandt_bielefeld/">Instagram</a></section></div></body></html>`,
      'https://www.tischlerei-brandt-bielefeld.de/leistungen/',
    );
    expect(f.links.find((l) => l.href.includes('instagram'))?.region).toBe('chrome');
  });
});

describe('links side by side with nothing between them', () => {
  it('a bar of three or more is the site’s menu, whatever its generated class names; its words are not run together', () => {
    const f = facts(
      '<div class="_1x9"><a href="/r/aww/">Posts</a><a href="/r/aww/predictions/">Predictions</a><a href="https://example.org/rules">Rules</a>\n</div>',
    );
    expect(f.mainText).toContain('harbour ferry');
    expect(f.mainText).not.toMatch(/Posts|PostsPredictions/);
  });
  it('two are two words, in the main text and in the page text; links in a sentence stay content', () => {
    const f = facts('<p>Read by <a href="/a/jane">Jane Roe</a><a href="/a/jane/feed">@janeroe</a> and others.</p>');
    expect(f.mainText).toContain('Read by Jane Roe @janeroe and others.');
    expect(f.text).toContain('Jane Roe @janeroe');
    const g = facts('<p>See <a href="/a">one</a>, <a href="/b">two</a> and <a href="/c">three</a> for more.</p>');
    expect(g.mainText).toContain('See one, two and three for more.');
  });
});

import { describe, expect, it } from 'vitest';
import { parsePage } from './dom';
import { compiledSelector } from './compiled-selector';

const HTML = `<html><head><link rel="Canonical" href="/a"><meta name="author" content="A"></head><body>
<nav><a href="/x" class="menu item">X</a></nav><main><article><p class="lead">One <a href="/y">Y</a></p>
<p>Two</p><div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jo</span></div></article></main></body></html>`;

describe('compiledSelector', () => {
  it("matches what cheerio's own filter matches", () => {
    const page = parsePage(HTML, 'https://example.com/a');
    const all = page.$('*').toArray();
    for (const sel of [
      'link[rel="canonical" i]',
      'nav a, main a',
      'p:not(.lead)',
      'article > p.lead a[href]',
      '[itemscope][itemtype*="Person"] [itemprop="name"]',
      'a:contains("Y")',
    ]) {
      const test = compiledSelector(sel);
      expect(test, sel).not.toBeNull();
      const ours = all.filter((el) => test!(el as never));
      expect(ours, sel).toEqual(page.$(all).filter(sel).toArray());
      expect(ours.length, sel).toBeGreaterThan(0);
    }
  });

  it("leaves positional and root selectors to cheerio's filter", () => {
    for (const sel of ['p:first', 'p:eq(1)', 'li:nth(2)', ':root > body'])
      expect(compiledSelector(sel), sel).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parsePage } from './dom';
import { strandedItemprops } from './stranded-itemprops';
import { pageRegions } from './regions';

const stranded = (body: string) => {
  const page = parsePage(`<html><body>${body}</body></html>`, 'https://x.example/');
  return strandedItemprops(page, pageRegions(page));
};

describe('itemprops that no microdata item holds (decision 047)', () => {
  it('names the properties outside any itemscope, each once, in page order', () => {
    expect(
      stranded(
        '<h1 itemprop="headline">Title</h1><span itemprop="author">Jo</span><time itemprop="datePublished" datetime="2024-01-02">2 Jan</time><span itemprop="author">Al</span>',
      ),
    ).toEqual(['headline', 'author', 'datePublished']);
  });
  it('leaves out what an item holds: inside its element, in its itemref targets, an item of its own', () => {
    expect(
      stranded(
        `<article itemscope itemtype="https://schema.org/Article" itemref="byline"><h1 itemprop="headline">T</h1><div><span itemprop="name">x</span></div></article>
         <p id="byline"><span itemprop="author">Jo</span></p>
         <div itemscope><span itemprop="name">untyped item</span></div>
         <div itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Org</span></div>`,
      ),
    ).toEqual([]);
  });
  it('a property written before its item element is stranded (the item does not reach back)', () => {
    expect(
      stranded(
        '<meta itemprop="datePublished" content="2024-01-02"><article itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">T</h1></article>',
      ),
    ).toEqual(['datePublished']);
  });
  it("a rail of other stories' teaser dates is theirs, not this page's to move into its item", () => {
    expect(
      stranded(
        '<article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">T</h1></article><span itemprop="author">Jo</span><aside class="related-stories"><time itemprop="datePublished" datetime="2017-11-21">21 Nov</time></aside>',
      ),
    ).toEqual(['author']);
  });
});

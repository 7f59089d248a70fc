import { describe, expect, it } from 'vitest';
import { parsePage } from './dom';
import { MICRODATA_LIMITS, microdataItems } from './microdata';

const URL_ = 'https://news.example/2026/11/rivers-return';
const read = (body: string) => microdataItems(parsePage(`<!doctype html><html><body>${body}</body></html>`, URL_));

/** A news article marked up in microdata as CMSs write it: nested author and publisher, dates in <time> and <meta>. */
const ARTICLE = `
<article itemscope itemtype="https://schema.org/NewsArticle">
  <h1 itemprop="headline">The rivers   come
    back</h1>
  <img itemprop="image" src="/img/river.jpg" alt="">
  <p>By <span itemprop="author" itemscope itemtype="https://schema.org/Person">
    <a itemprop="url" href="/staff/lois-lane"><span itemprop="name">Lois Lane</span></a></span>,
    <time itemprop="datePublished" datetime="2026-11-02T08:00:00Z">2 November</time></p>
  <meta itemprop="dateModified" content="2026-11-20">
  <div itemprop="publisher" itemscope itemtype="https://schema.org/NewsMediaOrganization">
    <meta itemprop="name" content="Daily Planet">
    <div itemprop="logo" itemscope itemtype="https://schema.org/ImageObject"><link itemprop="url" href="https://news.example/logo.png"></div>
  </div>
  <div itemprop="articleBody"><p>The rivers came back this year.</p></div>
  <time itemprop="contentReferenceTime">yesterday</time>
  <data itemprop="wordCount" value="812">about 800 words</data>
  <meter itemprop="position" value="3" min="0" max="10">3</meter>
  <object itemprop="video" data="/media/rivers.mp4"></object>
</article>`;

describe('microdata items (WHATWG microdata model)', () => {
  it('reads nested items and each kind of value, URLs made absolute', () => {
    expect(read(ARTICLE)).toEqual([
      {
        '@type': 'NewsArticle',
        headline: 'The rivers come back',
        image: 'https://news.example/img/river.jpg',
        author: { '@type': 'Person', url: 'https://news.example/staff/lois-lane', name: 'Lois Lane' },
        datePublished: '2026-11-02T08:00:00Z',
        dateModified: '2026-11-20',
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: 'Daily Planet',
          logo: { '@type': 'ImageObject', url: 'https://news.example/logo.png' },
        },
        articleBody: 'The rivers came back this year.',
        contentReferenceTime: 'yesterday',
        wordCount: '812',
        position: '3',
        video: 'https://news.example/media/rivers.mp4',
      },
    ]);
  });

  it("a nested item's properties stay in it; an item held by another is not a top-level item", () => {
    const [article] = read(ARTICLE);
    expect(article.name).toBeUndefined();
    expect(read(ARTICLE)).toHaveLength(1);
  });

  it('itemref adds the properties of elements elsewhere in the page, and a loop ends', () => {
    const items = read(`
      <div itemscope itemtype="https://schema.org/Book" itemref="book-author book-isbn"><span itemprop="name">Rivers</span></div>
      <p id="book-author">Written by <span itemprop="author">Lois Lane</span></p>
      <span id="book-isbn" itemprop="isbn">978-0-00-000000-0</span>
      <div id="loop" itemscope itemtype="https://schema.org/Thing" itemref="loop inner"><span itemprop="name">Loop</span></div>
      <div id="inner" itemref="loop"><span itemprop="description">Once</span></div>`);
    expect(items).toEqual([
      { '@type': 'Book', name: 'Rivers', author: 'Lois Lane', isbn: '978-0-00-000000-0' },
      { '@type': 'Thing', name: 'Loop', description: 'Once' },
    ]);
  });

  it('an item that holds itself through itemref (Bob knows Cy, Cy knows Bob) is not read again inside itself', () => {
    const items = read(`
      <div itemscope itemtype="https://schema.org/Person" itemref="bob"><span itemprop="name">Ann</span></div>
      <div id="bob" itemprop="knows" itemscope itemtype="https://schema.org/Person" itemref="cy"><span itemprop="name">Bob</span></div>
      <div id="cy" itemprop="knows" itemscope itemtype="https://schema.org/Person" itemref="bob"><span itemprop="name">Cy</span></div>`);
    expect(items).toEqual([
      {
        '@type': 'Person',
        name: 'Ann',
        knows: { '@type': 'Person', name: 'Bob', knows: { '@type': 'Person', name: 'Cy' } },
      },
    ]);
  });

  it('several itemprop names, names and types written as URLs, several types', () => {
    const [item] = read(`
      <div itemscope itemtype="https://schema.org/Article http://www.schema.org/NewsArticle https://example.org/vocab/Story" itemid="/2026/rivers">
        <h1 itemprop="name headline">Rivers</h1>
        <p itemprop="https://schema.org/description">Back.</p>
        <p itemprop="https://example.org/vocab/mood">Glad</p>
        <span itemprop="keywords">rivers</span><span itemprop="keywords">water</span>
      </div>`);
    expect(item).toEqual({
      '@type': ['Article', 'NewsArticle', 'https://example.org/vocab/Story'],
      '@id': 'https://news.example/2026/rivers',
      name: 'Rivers',
      headline: 'Rivers',
      description: 'Back.',
      'https://example.org/vocab/mood': 'Glad',
      keywords: ['rivers', 'water'],
    });
  });

  it('a schema.org type written without scheme is schema.org', () => {
    expect(read(`<div itemscope itemtype="//schema.org/Event"><span itemprop="name">Fair</span></div>`)).toEqual([
      { '@type': 'Event', name: 'Fair' },
    ]);
  });

  it('an itemprop whose item is missing is read as an item of its own; an untyped item is not read', () => {
    const items = read(`
      <div itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Daily Planet</span></div>
      <div itemscope><span itemprop="name">No vocabulary</span></div>`);
    expect(items).toEqual([{ '@type': 'Organization', name: 'Daily Planet' }]);
  });

  it('a link without href, a meta without content and an image without src are empty values', () => {
    const [item] = read(`
      <div itemscope itemtype="https://schema.org/Article"><a itemprop="url">here</a><meta itemprop="datePublished"><img itemprop="image"></div>`);
    expect(item).toEqual({ '@type': 'Article', url: '', datePublished: '', image: '' });
  });

  it('a content= attribute gives the machine-readable value on any element, as schema.org and Google read it', () => {
    const [item] = read(`
      <div itemscope itemtype="https://schema.org/VideoObject"><time itemprop="uploadDate" content="2017-01-18T23:00:00-0800">January 18, 2017</time>
      <span itemprop="author" itemscope itemtype="https://schema.org/Person"><link itemprop="url" href="/user/Confreaks"><link itemprop="name" content="Confreaks"></span></div>`);
    expect(item).toEqual({
      '@type': 'VideoObject',
      uploadDate: '2017-01-18T23:00:00-0800',
      author: { '@type': 'Person', url: 'https://news.example/user/Confreaks', name: 'Confreaks' },
    });
  });

  it('an address written in content= is made absolute, as an href is', () => {
    const [item] = read(
      `<div itemscope itemtype="https://schema.org/BlogPosting"><meta itemprop="image" content="/static/code/blanket.png"><meta itemprop="headline" content="/not/an/address"></div>`,
    );
    expect(item).toEqual({
      '@type': 'BlogPosting',
      image: 'https://news.example/static/code/blanket.png',
      headline: '/not/an/address',
    });
  });

  it('names that would reach the prototype are plain properties or dropped', () => {
    const [item] = read(
      `<div itemscope itemtype="https://schema.org/Thing"><span itemprop="constructor">a</span><span itemprop="__proto__">b</span><span itemprop="@type">c</span></div>`,
    );
    expect(Object.keys(item)).toEqual(['@type', 'constructor']);
    expect(item.constructor).toBe('a');
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
  });
});

describe('microdata bounds (hostile pages)', () => {
  it('at most 200 items, 100 properties per item, 2,000 characters per value', () => {
    const many = Array.from(
      { length: 300 },
      (_, i) => `<div itemscope itemtype="https://schema.org/Thing"><span itemprop="name">T${i}</span></div>`,
    ).join('');
    expect(read(many)).toHaveLength(MICRODATA_LIMITS.items);
    const props = Array.from({ length: 150 }, (_, i) => `<span itemprop="keywords">k${i}</span>`).join('');
    const [wide] = read(`<div itemscope itemtype="https://schema.org/Thing">${props}</div>`);
    expect(wide.keywords).toHaveLength(MICRODATA_LIMITS.props);
    const [long] = read(
      `<div itemscope itemtype="https://schema.org/Thing"><p itemprop="description">${'word '.repeat(5000)}</p></div>`,
    );
    expect((long.description as string).length).toBe(MICRODATA_LIMITS.chars);
  });

  it('nesting stops at the depth bound', () => {
    const depth = 40;
    const open = Array.from(
      { length: depth },
      () => '<div itemprop="hasPart" itemscope itemtype="https://schema.org/CreativeWork">',
    ).join('');
    const [root] = read(
      `<div itemscope itemtype="https://schema.org/CreativeWork">${open}<span itemprop="name">deep</span>${'</div>'.repeat(depth)}</div>`,
    );
    let levels = 0;
    for (let x = root; x && typeof x === 'object'; x = x.hasPart as Record<string, unknown>) levels++;
    expect(levels).toBeLessThanOrEqual(MICRODATA_LIMITS.depth);
    expect(levels).toBeGreaterThan(1);
  });

  it('many items pointed at one big subtree with itemref stay within the walk bound', () => {
    const big = `<div id="big">${'<p>x</p>'.repeat(5000)}</div>`;
    const items = Array.from(
      { length: 150 },
      () => `<div itemscope itemtype="https://schema.org/Thing" itemref="big"></div>`,
    ).join('');
    const start = Date.now();
    expect(read(big + items).length).toBe(150);
    expect(Date.now() - start).toBeLessThan(2000);
  });
});

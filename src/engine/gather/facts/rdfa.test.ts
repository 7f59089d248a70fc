import { describe, expect, it } from 'vitest';
import { parsePage } from './dom';
import { rdfaOf } from './rdfa';

const URL_ = 'https://docs.example/en-US/docs/Web/CSS/text-wrap';
const page = (body: string) => parsePage(`<!doctype html><html><body>${body}</body></html>`, URL_);
const read = (body: string) => rdfaOf(page(body), []).rdfaItems;

/** MDN's breadcrumb trail as it writes it (Google's own RDFa breadcrumb example has the same shape). */
const TRAIL = `
<ol typeof="BreadcrumbList" vocab="https://schema.org/" aria-label="breadcrumbs">
  <li property="itemListElement" typeof="ListItem">
    <a href="/en-US/docs/Web" class="breadcrumb" property="item" typeof="WebPage"><span property="name">References</span></a>
    <meta property="position" content="1"/>
  </li>
  <li property="itemListElement" typeof="ListItem">
    <a href="/en-US/docs/Web/CSS/text-wrap" property="item" typeof="WebPage"><span property="name">text-wrap</span></a>
    <meta property="position" content="2"/>
  </li>
</ol>`;

describe('RDFa Lite items of the schema.org vocabulary', () => {
  it('reads a breadcrumb trail: nested items, the link a type is on as its @id, content= values', () => {
    expect(read(TRAIL)).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          {
            '@type': 'ListItem',
            item: { '@type': 'WebPage', '@id': 'https://docs.example/en-US/docs/Web', name: 'References' },
            position: '1',
          },
          {
            '@type': 'ListItem',
            item: { '@type': 'WebPage', '@id': 'https://docs.example/en-US/docs/Web/CSS/text-wrap', name: 'text-wrap' },
            position: '2',
          },
        ],
      },
    ]);
  });

  it('reads the schema: prefix, a declared prefix and full addresses; leaves other vocabularies out', () => {
    const items = read(`
      <div typeof="schema:Event"><span property="schema:name">Harbour fair</span>
        <time property="schema:startDate" datetime="2026-07-04">4 July</time><span property="dc:title">x</span></div>
      <div prefix="s: http://schema.org/" typeof="s:Person" resource="/team/ann"><span property="s:name">Ann</span>
        <a property="http://schema.org/url" href="/team/ann">page</a></div>
      <div vocab="http://xmlns.com/foaf/0.1/" typeof="Person"><span property="name">Not ours</span></div>
      <div typeof="Event"><span property="name">No vocabulary</span></div>`);
    expect(items).toEqual([
      { '@type': 'Event', name: 'Harbour fair', startDate: '2026-07-04' },
      { '@type': 'Person', '@id': 'https://docs.example/team/ann', name: 'Ann', url: 'https://docs.example/team/ann' },
    ]);
  });

  it("an item's properties stop at a typed element of another vocabulary", () => {
    const items = read(
      `<div vocab="https://schema.org/" typeof="Article"><h1 property="headline">Tides</h1>
        <div typeof="foaf:Document"><span property="name">inner</span></div></div>`,
    );
    expect(items).toEqual([{ '@type': 'Article', headline: 'Tides' }]);
  });
  it('a theme wrapper that declares nothing but a schema.org type is no markup; a typeof of no vocabulary stays a type (decision 074)', () => {
    // A WordPress theme's wrapper around the content, as microdata's are (decision 067).
    const wrapped = rdfaOf(
      page(
        '<div vocab="https://schema.org/" typeof="WebPage"><div class="entry-content"><p>Our story.</p></div></div>',
      ),
      ['WebPage'],
    );
    expect(wrapped).toEqual({ rdfaItems: [], rdfaTypes: [], emptyRdfaTypes: ['WebPage'] });
    const unscoped = rdfaOf(page('<div typeof="WebPage"><p>Our story.</p></div>'), ['WebPage']);
    expect(unscoped).toEqual({ rdfaItems: [], rdfaTypes: ['WebPage'], emptyRdfaTypes: [] });
  });
  it('a wrapper typed under a prefix the page declares for schema.org is a wrapper too (decision 074)', () => {
    // The markup's type list names it as written ("s:Person"); the prefix makes it schema.org's Person.
    const prefixed = rdfaOf(
      page('<div prefix="s: http://schema.org/" typeof="s:Person"><p>Ann Lee, our head baker.</p></div>'),
      ['s:Person'],
    );
    expect(prefixed).toEqual({ rdfaItems: [], rdfaTypes: [], emptyRdfaTypes: ['Person'] });
    // With a property it is an item, listed by schema.org's name; an undeclared prefix stays as written.
    const item = rdfaOf(
      page(
        '<div prefix="s: http://schema.org/" typeof="s:Person"><span property="s:name">Ann</span></div><div typeof="x:Thing"></div>',
      ),
      ['s:Person', 'x:Thing'],
    );
    expect(item).toEqual({
      rdfaItems: [{ '@type': 'Person', name: 'Ann' }],
      rdfaTypes: ['Person', 'x:Thing'],
      emptyRdfaTypes: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parsePage } from '../gather/facts/dom';
import { microdataItems } from '../gather/facts/microdata';
import { validateStructuredData } from './validate';

const URL_ = 'https://blog.example/posts/sourdough';
/** The page's microdata items checked as computeStructuredData checks them. */
const check = (body: string) =>
  validateStructuredData([], microdataItems(parsePage(`<html><body>${body}</body></html>`, URL_)), [], URL_);
const messages = (r: ReturnType<typeof check>, severity: 'error' | 'warning') =>
  r.issues.filter((i) => i.severity === severity).map((i) => i.message);

const post = (inner: string, type = 'BlogPosting') =>
  `<article itemscope itemtype="https://schema.org/${type}"><h1 itemprop="headline">Keeping a starter alive</h1>${inner}</article>`;
const COMPLETE = `
  <img itemprop="image" src="/img/starter.jpg" alt="A jar of starter">
  <time itemprop="datePublished" datetime="2026-11-02">2 November 2026</time>
  <meta itemprop="dateModified" content="2026-11-20">
  <span itemprop="author" itemscope itemtype="https://schema.org/Person"><a itemprop="url" href="/team/jane"><span itemprop="name">Jane Baker</span></a></span>`;

describe('microdata items are checked like JSON-LD nodes', () => {
  it('a complete BlogPosting has no issue and every recommended property', () => {
    const r = check(post(COMPLETE));
    expect(r.issues).toEqual([]);
    const [posting, author] = r.entities;
    expect(posting).toMatchObject({
      source: 'microdata',
      block: null,
      types: ['BlogPosting'],
      name: 'Keeping a starter alive',
      embedded: false,
      valid: true,
      sound: true,
      recommended: { present: 5, total: 5 },
    });
    expect(author).toMatchObject({ source: 'microdata', block: null, embedded: true, parentTypes: ['BlogPosting'] });
    expect(posting.node).toMatchObject({ datePublished: '2026-11-02', author: { name: 'Jane Baker' } });
  });

  it('a misspelt itemprop is a warning named in microdata terms, with the real property', () => {
    const r = check(post(COMPLETE.replace('itemprop="author"', 'itemprop="auther"')));
    expect(messages(r, 'error')).toEqual([]);
    expect(messages(r, 'warning')).toContain(
      "Microdata: BlogPosting 'Keeping a starter alive': itemprop 'auther' is not a schema.org property; did you mean 'author'? Google's rich-result checks do not count it as an error; the Schema.org validator does.",
    );
    const issue = r.issues.find((i) => i.kind === 'unknown-property')!;
    expect(issue).toMatchObject({ source: 'microdata', block: null, term: 'auther', suggestion: 'author' });
    expect(r.issues.every((i) => !/Block \d/.test(i.message))).toBe(true);
    // The item is still read: Google skips the unknown property, not the item.
    expect(r.entities[0].valid).toBe(true);
  });

  it('problems in a nested item name the path through the itemprops that hold it', () => {
    const r = check(
      post(`<span itemprop="author" itemscope itemtype="https://schema.org/Persn"><span itemprop="name">Jane</span></span>
        <div itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><span itemprop="sameas">https://x.example/crumb</span></div>`),
    );
    expect(messages(r, 'error')).toEqual([
      "Microdata: BlogPosting 'Keeping a starter alive' › author: itemtype 'Persn' is not a schema.org type; did you mean 'Person'?",
      "Microdata: BlogPosting 'Keeping a starter alive' › publisher › Organization (unnamed) lacks name (needed to identify it; schema.org makes nothing mandatory and GetSeen asks for this minimum)",
    ]);
  });

  it('missing and empty recommended properties are warnings; a property on the wrong type is said so', () => {
    const r = check(
      post(`<meta itemprop="datePublished" content="">
        <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Baker</span>
        <time itemprop="dateModified" datetime="2026-11-20">20 November</time></span>`),
    );
    expect(messages(r, 'error')).toEqual([]);
    expect(messages(r, 'warning')).toEqual([
      "Microdata: BlogPosting 'Keeping a starter alive' lacks image, datePublished (written, but empty), dateModified (recommended by Google for article rich results)",
      "Microdata: BlogPosting 'Keeping a starter alive' › author › Person 'Jane Baker': schema.org does not expect itemprop 'dateModified' on Person (it belongs to CreativeWork, DataFeedItem)",
    ]);
    expect(r.entities[0].recommended).toEqual({ present: 2, total: 5 });
  });

  it("another vocabulary's item is not judged; JSON-LD and microdata keep their own numbering", () => {
    const r = validateStructuredData(
      [
        {
          index: 0,
          value: { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Crumb', url: URL_ },
          error: null,
        },
      ],
      [
        { '@type': 'https://data-vocabulary.org/Breadcrumb', titel: 'Home' },
        { '@type': 'Artcle', headline: 'Starter' },
      ],
    );
    expect(r.entities.map((e) => `${e.index}:${e.source}:${e.types[0]}:${e.block}`)).toEqual([
      '0:json-ld:WebSite:1',
      '1:microdata:Artcle:null',
    ]);
    expect(r.issues.filter((i) => i.severity === 'error').map((i) => [i.entity, i.message])).toEqual([
      [1, "Microdata: itemtype 'Artcle' is not a schema.org type; did you mean 'Article'?"],
    ]);
  });
  it('several types glued into one itemtype by an encoded space are one address naming no type: an error', () => {
    const r = check(
      post(
        `${COMPLETE}<span itemprop="isPartOf" itemscope itemtype="http://schema.org/CreativeWork%20http://schema.org/Product"><meta itemprop="name" content="The Times"></span>`,
        'NewsArticle',
      ),
    );
    expect(messages(r, 'error')).toEqual([
      "Microdata: NewsArticle 'Keeping a starter alive' › isPartOf: itemtype 'CreativeWork%20http://schema.org/Product' is one address, not 2 types: an encoded space does not separate them, so engines read no type from it. Write itemtype=\"https://schema.org/CreativeWork https://schema.org/Product\"",
    ]);
    // Another vocabulary's address is still not ours to judge.
    expect(
      check('<div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"><span itemprop="title">Home</span></div>')
        .issues,
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { detectPageType } from './page-type';
import { mainNode } from '../schema/page-graph';

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head><title>A review</title>${head}</head><body>${body}</body></html>`;
const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const prose = Array.from(
  { length: 30 },
  (_, i) => `<p>Paragraph ${i}: the novel's second half drags, but its ending earns the wait, as few debuts do.</p>`,
).join('');
const book = {
  '@type': 'Book',
  name: 'The Glass Orchard',
  author: { '@type': 'Person', name: 'Mara Quill' },
  isbn: '9780000000001',
};
const reviewer = { '@type': 'Person', name: 'Tom Reed' };
const rating = { '@type': 'Rating', ratingValue: 4, bestRating: 5 };

describe('the item a review is about never makes the page a product page (docs/decisions/050)', () => {
  const reviews: [string, string][] = [
    [
      "a Review whose itemReviewed is the Book (Google's review snippet pattern)",
      ld({
        '@type': 'Review',
        itemReviewed: book,
        author: reviewer,
        reviewRating: rating,
        datePublished: '2026-03-01',
      }),
    ],
    [
      'a Yoast-style @graph: a WebPage, a Review and the Book it points to by @id',
      ld({
        '@graph': [
          { '@type': 'WebPage', '@id': 'https://books.example/review/#webpage', name: 'The Glass Orchard review' },
          {
            '@type': 'Review',
            '@id': 'https://books.example/review/#review',
            itemReviewed: { '@id': 'https://books.example/review/#book' },
            author: reviewer,
            reviewRating: rating,
          },
          { ...book, '@id': 'https://books.example/review/#book' },
        ],
      }),
    ],
    [
      'a Book written beside the Review that names it as its item',
      ld({ '@type': 'Review', itemReviewed: 'The Glass Orchard', author: reviewer, reviewRating: rating }) + ld(book),
    ],
    ['microdata: a Review item whose itemReviewed is a Book item', ''],
  ];
  const microdata =
    '<div itemscope itemtype="https://schema.org/Review"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Tom Reed</span></span>' +
    '<div itemprop="itemReviewed" itemscope itemtype="https://schema.org/Book"><h1 itemprop="name">The Glass Orchard</h1></div>' +
    '<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="4"></div></div>';
  for (const [name, head] of reviews)
    it(`${name}: an article, its author the reviewer`, () => {
      const body = `<main><h1>The Glass Orchard review</h1>${head ? '' : microdata}${prose}</main>`;
      const a = makeArtifacts(page(head, body), { url: 'https://books.example/review/' });
      const t = detectPageType(a);
      expect(t.type).toBe('article');
      expect(t.reason).toMatch(/schema\.org type Review; the Book it reviews is not the page's own kind/);
      expect(a.authority.author).toBe('Tom Reed');
      // The drafted block's page node is the page's own (its Review or WebPage), never the book.
      expect(mainNode(a).type).not.toBe('Book');
    });

  const products: [string, object][] = [
    [
      "a bookshop's Book with an offer and a customer's review it holds",
      {
        ...book,
        offers: { '@type': 'Offer', price: '14.99', priceCurrency: 'GBP' },
        review: { '@type': 'Review', author: reviewer, reviewRating: rating },
      },
    ],
    [
      "a shop's Product with an offer, its customers' reviews beside it pointing to it",
      {
        '@graph': [
          {
            '@type': 'Product',
            '@id': 'https://shop.example/p/kettle#product',
            name: 'Kettle',
            offers: { '@type': 'Offer', price: '20', priceCurrency: 'GBP' },
          },
          {
            '@type': 'Review',
            itemReviewed: { '@id': 'https://shop.example/p/kettle#product' },
            author: reviewer,
            reviewRating: rating,
          },
        ],
      },
    ],
  ];
  for (const [name, data] of products)
    it(`${name}: still a product page`, () => {
      const a = makeArtifacts(page(ld(data), `<main><h1>Item</h1>${prose}</main>`), {
        url: 'https://shop.example/p/kettle',
      });
      const t = detectPageType(a);
      expect(t.type).toBe('product');
      expect(t.reason).not.toMatch(/it reviews/);
    });
});

describe("a critic's review without markup is drafted as a Review of the item it scores (docs/decisions/078)", () => {
  /** Pitchfork's review page as Condé Nast's templates write it: the album in the H1, the artist's link, a score box. */
  const albumReview = (score: string, scale = '') =>
    page(
      '<meta property="og:site_name" content="Pitchfork"><meta property="og:type" content="website">',
      `<main><article data-testid="ReviewPageArticle"><header class="ReviewPageContentHeader-kHerJm">
        <div class="SplitScreenContentHeaderRubric-lckrkA"><a href="/reviews/albums/">Albums</a></div>
        <h1 data-testid="ContentHeaderHed"><em>Lust for Youth</em></h1>
        <a href="/artists/30758-lust-for-youth/"><div>Lust for Youth</div></a>
        <time>2019</time>
        <div class="SplitScreenContentHeaderScoreBox-eNWbSY"><div class="ScoreCircle-cIQIJH"><p class="BaseText-fETRLB Rating-cJfxuJ">${score}</p>${scale}</div></div>
        <p class="byline">By <a href="/staff/larry-fitzmaurice/">Larry Fitzmaurice</a></p>
        <p>Reviewed: <time>June 7, 2019</time></p>
      </header>${prose}</article></main>`,
    ).replace('<title>A review</title>', '<title>Lust for Youth: Lust for Youth Album Review | Pitchfork</title>');
  const URL_ = 'https://pitchfork.com/reviews/albums/lust-for-youth-lust-for-youth/';

  it('the album, its artist and the score, on a scale the page does not state: placeholders for its ends', () => {
    const a = makeArtifacts(albumReview('6.2'), { url: URL_ });
    expect(detectPageType(a).type).toBe('article');
    const { node, type } = mainNode(a);
    expect(type).toBe('Review');
    expect(node.itemReviewed).toEqual({
      '@type': 'MusicAlbum',
      name: 'Lust for Youth',
      byArtist: { '@type': 'MusicGroup', name: 'Lust for Youth' },
    });
    expect(node.reviewRating).toEqual({
      '@type': 'Rating',
      ratingValue: 6.2,
      bestRating: "<highest score on the page's scale, e.g. 10>",
      worstRating: "<lowest score on the page's scale, e.g. 0>",
    });
    expect(node.headline).toBe('Lust for Youth: Lust for Youth Album Review');
  });

  it('a scale the page writes beside the score is its bestRating', () => {
    const a = makeArtifacts(albumReview('8', '<span>/10</span>'), { url: URL_ });
    expect(mainNode(a).node.reviewRating).toEqual({ '@type': 'Rating', ratingValue: 8, bestRating: 10 });
  });

  it('a news story under a review-less address, or a review that shows no score, stays an Article', () => {
    const story = albumReview('6.2')
      .replace('Album Review', 'Tour Dates')
      .replace(/ReviewPage/g, 'NewsPage');
    expect(mainNode(makeArtifacts(story, { url: 'https://pitchfork.com/news/lust-for-youth-tour/' })).type).toBe(
      'Article',
    );
    const unscored = makeArtifacts(albumReview(''), { url: URL_ });
    expect(mainNode(unscored).type).toBe('Article');
    // A score under another heading (a related album's box) is not the headline item's.
    const elsewhere = albumReview('').replace(
      '</header>',
      '</header><h2>More from the label</h2><p class="rating">7.9</p>',
    );
    expect(mainNode(makeArtifacts(elsewhere, { url: URL_ })).type).toBe('Article');
  });
});

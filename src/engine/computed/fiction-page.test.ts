import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { withGains, buildRedFlags, buildRecommendations } from '../report';
import { detectPageType } from './page-type';

const page = (head: string, body: string, title = 'A page') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`;
const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
/** A story's prose: narration and dialogue, as a chapter reads. */
const story = Array.from(
  { length: 30 },
  (_, i) =>
    `<p>“Where were you last night, Izuku?” she asked, and he looked away toward the river for a moment ${i}.</p>` +
    `<p>“Nowhere you would care about,” he said. The rain went on falling over the quiet town while they walked.</p>`,
).join('');
/** A report's prose: figures, and people quoted as news quotes them. */
const report = Array.from(
  { length: 30 },
  (_, i) =>
    `<p>The novel sold 120,000 copies in its first week, the publisher said in statement ${i}. “We are delighted,” said its editor, Jane Doe.</p>`,
).join('');

describe('fiction pages: a story, a poem or a book’s text, from the platform’s markup, schema.org and the text', () => {
  const cases: [string, string, string, RegExp][] = [
    [
      'the Archive of Our Own: a work in #workskin, its chapters in #chapters',
      page(
        '<meta name="author" content="Organization for Transformative Works">',
        `<div id="workskin"><div class="preface group"><h2 class="title heading">Conversations</h2><h3 class="byline heading"><a rel="author" href="/users/Someone">Someone</a></h3></div>` +
          `<div id="chapters"><div class="chapter" id="chapter-1"><div class="userstuff module" role="article">${story}</div></div></div></div>`,
        'Conversations - Chapter 1 - Someone [Archive of Our Own]',
      ),
      'https://archiveofourown.example/works/1/chapters/2',
      /on Archive of Our Own \(its reader markup\)/,
    ],
    [
      'Royal Road, whose og:type is "article"',
      page(
        '<meta property="og:type" content="article">',
        `<div class="row fic-header"><h2>Super Supportive</h2> by <h3><a href="/profile/1">Sleyca</a></h3><h1>ONE HUNDRED TWO</h1></div><div class="chapter-inner chapter-content">${story}</div>`,
      ),
      'https://www.royalroad.example/fiction/1/x/chapter/2/one-hundred-two',
      /on Royal Road/,
    ],
    [
      "FanFiction.Net's #storytextp",
      page('', `<div id="storytextp" class="storytextp"><div id="storytext" class="storytext">${story}</div></div>`),
      'https://www.fanfiction.example/s/1/3/',
      /on FanFiction.Net/,
    ],
    [
      'Project Gutenberg\'s licence header (<section id="pg-header">)',
      page(
        '<meta name="generator" content="Ebookmaker 0.12.40 by Project Gutenberg">',
        `<section class="pg-boilerplate pgheader" id="pg-header"><p>The Project Gutenberg eBook of Bartleby</p></section><h2>Bartleby, the Scrivener</h2>${story}`,
      ),
      'https://www.gutenberg.example/cache/epub/11231/pg11231-images.html',
      /on Project Gutenberg/,
    ],
    [
      // Written by MediaWiki's ProofreadPage extension around the pages it transcludes (LegacyPagesTagParser).
      'Wikisource: a text transcluded from a scanned edition (<div class="prp-pages-output">) on a MediaWiki page',
      page(
        '<meta name="generator" content="MediaWiki 1.45.0-wmf.20">',
        `<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en" dir="ltr"><div class="prp-pages-output" lang="en">${story}</div></div></div>`,
        'The Lighthouse - Wikisource, the free online library',
      ),
      'https://en.wikisource.example/wiki/The_Lighthouse',
      /transcribed from the pages of a printed edition \(MediaWiki ProofreadPage/,
    ],
    [
      // As the readers that fetch Wattpad's parts select them: div[data-page-number], p[data-p-id] (32 hex digits).
      "Wattpad: a story part's paragraphs, <p data-p-id> inside <div data-page-number>",
      page(
        '',
        `<h1 class="h2">Chapter 01</h1><div data-page-number="1" class="page highlighter"><div class="part-content"><pre>${story
          .split('</p>')
          .filter(Boolean)
          .map((p, i) => `${p.replace('<p>', `<p data-p-id="${(i + 10).toString(16).padStart(32, 'a')}">`)}</p>`)
          .join('')}</pre></div></div>`,
      ),
      'https://www.wattpad.example/1362020763-hell-university-chapter-01',
      /on Wattpad/,
    ],
    [
      'schema.org ShortStory',
      page(
        ld({ '@type': 'ShortStory', name: 'The Lighthouse', author: { '@type': 'Person', name: 'Ann Writer' } }),
        story,
      ),
      'https://litmag.example/issue-4/the-lighthouse',
      /schema.org type ShortStory/,
    ],
    [
      'a chapter heading and dialogue, nothing else declared',
      page('', `<h1>Chapter Three: The River</h1>${story}`),
      'https://someones-serial.example/the-river-3',
      /a chapter heading \("Chapter Three: The River"\) and 60 passages of dialogue/,
    ],
    [
      'a title that names a tale (a Japanese fairy-tale collection) and the tale’s speech',
      `<html><head><title>欲張りなイヌ　＜福娘童話集　きょうのイソップ童話＞</title></head><body><table><tr><td>` +
        '肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。イヌはそれを見て、思いました。'.repeat(
          6,
        ) +
        '「ウゥー、ワン！！」そのとたん、くわえていた肉は、川の中に落ちてしまいました。</td></tr></table></body></html>',
      'https://fables.example/douwa/aesop/01/01.htm',
      /a title that names a tale \("童話"\)/,
    ],
  ];
  for (const [name, html, url, reason] of cases)
    it(name, () => {
      const t = detectPageType(makeArtifacts(html, { url }));
      expect(t.type).toBe('fiction');
      expect(t.reason).toMatch(reason);
    });
  it('a fable retold by a collection is asked for no byline; a chapter of a serial still is', () => {
    const [, fable, fableUrl] = cases[cases.length - 1];
    const authorOf = (html: string, url: string) => {
      const a = makeArtifacts(html, { url });
      return runAudits(a, detectPageType(a).type).find((x) => x.id === 'author-info')!;
    };
    const told = authorOf(fable, fableUrl);
    expect(told.scoreDisplayMode).toBe('notApplicable');
    expect(told.evidence[0].value).toMatch(/traditional tale .* is retold, not signed/);
    const [, chapter, chapterUrl] = cases[0];
    expect(authorOf(chapter, chapterUrl).scoreDisplayMode).toBe('numeric');
  });
});

describe('a page about a book, or a page that only looks like one, keeps its type', () => {
  const cases: [string, string, string, string][] = [
    [
      'a Wikipedia article (MediaWiki, no transcluded pages)',
      page(
        '<meta name="generator" content="MediaWiki 1.45.0-wmf.20">',
        `<div id="mw-content-text" class="mw-body-content"><div class="mw-content-ltr mw-parser-output" lang="en">${report}</div></div>`,
      ),
      'https://en.wikipedia.example/wiki/The_River_(novel)',
      'reference',
    ],
    [
      "a news site's paged article (data-page-number, as Zeit Online writes it) and numbered rows (data-p-id)",
      page(
        '<meta property="og:type" content="article">',
        `<div class="article-page" data-page-number="1">${report.replaceAll('<p>', '<p data-p-id="12">')}</div>`,
      ),
      'https://news.example/2026/03/debut-novel',
      'article',
    ],
    [
      'a news story about a novel (NewsArticle)',
      page(
        ld({ '@type': 'NewsArticle', headline: 'A debut novel tops the charts' }),
        `<h1>Chapter One of a success</h1>${report}`,
      ),
      'https://news.example/2026/03/debut-novel',
      'article',
    ],
    [
      'a book review (Review of a Book), with the novel’s dialogue quoted',
      page(
        ld({
          '@type': 'Review',
          itemReviewed: { '@type': 'Book', name: 'The River', genre: 'Fiction' },
          author: { '@type': 'Person', name: 'Rae Critic' },
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
        }),
        `<h1>Review: The River</h1><h2>Chapter 1</h2>${story}`,
      ),
      'https://reviews.example/the-river',
      // The Book is what the review is about, not the page's product (decision 050): the page is the review.
      'article',
    ],
    [
      'a bookshop’s product page for a novel (Book with an Offer)',
      page(
        ld({
          '@type': 'Book',
          name: 'The River',
          genre: 'Fantasy',
          offers: { '@type': 'Offer', price: '12.99', priceCurrency: 'GBP' },
        }),
        `<h1>The River</h1><h2>Chapter 1</h2>${story}`,
      ),
      'https://books.example/the-river',
      'product',
    ],
    [
      'a news site whose article body is #storytext (CNN, NPR)',
      page('', `<div id="storytext"><h2>Chapter 11 bankruptcy for the retailer</h2>${report}</div>`),
      'https://money.example/retailer-files',
      'other',
    ],
    [
      'a news article on a Chapter 11 filing, quoting people, with no markup',
      page('', `<h1>Chapter 11: what the filing means</h1>${story}`),
      'https://money.example/what-the-filing-means',
      'other',
    ],
    [
      'a technical book’s chapter, its terms in quotation marks',
      page(
        '',
        `<h1>Chapter 6 - Monitoring Distributed Systems</h1>` +
          Array.from(
            { length: 40 },
            (_, i) =>
              `<p>Section ${i}: "white-box" monitoring relies on metrics exposed by the internals of the system, while "black-box" monitoring tests externally visible behaviour as a user would see it.</p>`,
          ).join(''),
      ),
      'https://sre.example/book/monitoring',
      'other',
    ],
    [
      'a signed and dated blog post about fables',
      page(
        '<meta property="article:published_time" content="2026-01-02">',
        `<article><h1>Why fables still matter</h1><p class="byline">By Ann Blogger</p><time datetime="2026-01-02">2 January 2026</time>${report}</article>`,
        'Why fables still matter',
      ),
      'https://ann.example/why-fables-matter',
      'article',
    ],
  ];
  for (const [name, html, url, type] of cases)
    it(name, () => {
      const t = detectPageType(makeArtifacts(html, { url })).type;
      if (type === 'not fiction') expect(t).not.toBe('fiction');
      else expect(t).toBe(type);
    });
});

describe('a story is not asked for figures, sources, quotations or credentials; it is asked for its author', () => {
  const html = page(
    '<meta property="og:type" content="article"><meta property="article:published_time" content="2019-05-01">',
    `<div class="row fic-header"><h2>Super Supportive</h2> by <h3><a href="/profile/1">Sleyca</a></h3><h1>ONE HUNDRED TWO</h1></div><div class="chapter-inner chapter-content">${story}</div>`,
    'ONE HUNDRED TWO - Super Supportive',
  );
  const a = makeArtifacts(html, { url: 'https://www.royalroad.example/fiction/1/x/chapter/2/one-hundred-two' });
  const audits = runAudits(a, detectPageType(a).type);
  const byId = Object.fromEntries(audits.map((x) => [x.id, x]));

  it('statistics, citations, quotations, question headings, credentials, readability, lists: not applicable, with the reason', () => {
    for (const id of [
      'statistics',
      'outbound-citations',
      'quotations',
      'question-headings',
      'credentials',
      'readability',
      'lists-and-tables',
    ]) {
      expect(byId[id].scoreDisplayMode, id).toBe('notApplicable');
      expect(byId[id].evidence[0].value, id).toMatch(/This page: Story, poem or a book's text\./);
      expect(byId[id].evidence.find((e) => e.label === 'Why')?.value, id).toMatch(/story/i);
    }
    expect(byId.statistics.evidence[1].value).toMatch(/not expected to give figures, cite sources, quote experts/);
  });

  it('the author is still asked for, and the date is read; its age is not judged', () => {
    expect(byId['author-info'].scoreDisplayMode).toBe('numeric');
    expect(byId['content-freshness'].scoreDisplayMode).toBe('numeric');
    expect(byId['content-freshness'].score).toBe(1);
    expect(byId['content-freshness'].evidence.find((e) => e.label === 'Age')?.value).toMatch(
      /a story does not go out of date/,
    );
  });

  it('no red flag or fix asks a story for statistics, citations, quotations or simpler sentences', () => {
    const { scored } = withGains(audits);
    const text = JSON.stringify([buildRedFlags(scored), buildRecommendations(scored)]);
    expect(text).not.toMatch(/statistic|citation|quotation|Simplify the writing|list or table|credential/i);
  });

  it('an old news article is still judged for its age', () => {
    const news = makeArtifacts(
      page(ld({ '@type': 'NewsArticle', headline: 'Rates', datePublished: '2019-05-01' }), report),
      { url: 'https://news.example/2019/05/rates' },
    );
    expect(runAudits(news, detectPageType(news).type).find((x) => x.id === 'content-freshness')?.score).toBe(0.4);
  });
});

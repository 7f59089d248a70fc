import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import { runAudits } from '../../run-audits';
import { detectPageType } from '../../computed/page-type';
import type { Artifacts } from '../../types';

const lengthOf = (a: Artifacts) => runAudits(a, detectPageType(a).type).find((r) => r.id === 'main-content-length')!;

/** Aesop's "The Greedy Dog" as a Japanese fairy-tale collection writes it: a title that names a 童話, a table cell of text. */
const fable =
  '<html><head><title>欲張りなイヌ　＜福娘童話集　きょうのイソップ童話＞</title></head><body><table><tr><td>' +
  '肉をくわえたイヌが、橋を渡っていました。ふと下を見ると、川の中にも肉をくわえたイヌがいます。イヌはそれを見て、思いました。'.repeat(
    6,
  ) +
  '「ウゥー、ワン！！」そのとたん、くわえていた肉は、川の中に落ちてしまいました。</td></tr></table></body></html>';

/** A poem of about 120 words on the Archive of Our Own, in its work frame. */
const poem =
  '<html lang="en"><head><title>Lanterns - Someone [Archive of Our Own]</title></head><body><div id="workskin">' +
  '<div class="preface group"><h2 class="title heading">Lanterns</h2><h3 class="byline heading"><a rel="author" href="/users/Someone/pseuds/Someone">Someone</a></h3></div>' +
  '<div id="chapters" role="article"><div class="userstuff"><p>' +
  Array.from({ length: 13 }, (_, i) => `the lanterns lean over water, line ${i + 1} of it,`).join('<br>') +
  '</p></div></div></div></body></html>';

describe('a story, a poem or a fable is not thin content: its length is its author’s (docs/decisions/050)', () => {
  it('a 150-word fable passes, and says its length is not judged', () => {
    const a = makeArtifacts(fable, { url: 'https://fables.example/douwa/aesop/01/01.htm' });
    expect(detectPageType(a).type).toBe('fiction');
    const r = lengthOf(a);
    expect(r.score).toBe(1);
    expect(r.title).toMatch(/The work's text is in the page's HTML/);
    expect(r.evidence.find((e) => e.label === 'Length')?.value).toMatch(/not judged/);
    expect(r.fix).toBeNull();
  });
  it('a poem of about 120 words on a story platform passes', () => {
    const a = makeArtifacts(poem, { url: 'https://archiveofourown.example/works/3' });
    expect(a.content.mainWordCount).toBeLessThan(150);
    expect(lengthOf(a).score).toBe(1);
  });
  it('a story whose text scripts add fails, and is told to put the text in its HTML', () => {
    const a = makeArtifacts(poem.replace(/<p>[\s\S]*<\/p>/, '<p>Loading…</p>'), {
      url: 'https://archiveofourown.example/works/3',
    });
    a.rendered = { ...a.rendered, available: true, facts: { ...a.raw, wordCount: 2400 } as never };
    const r = lengthOf(a);
    expect(r.score).toBeLessThan(1);
    expect(r.failureTitle).toBe("The work's text is added by scripts, not in the page's HTML");
    expect(r.fix?.title).toBe("Put the work's text in the page's HTML");
  });
  it('a thin article is still asked for more', () => {
    const a = makeArtifacts(
      '<html><head><title>Budget</title><meta property="og:type" content="article"></head><body><main><h1>Budget</h1><p>The council met on Tuesday and approved the budget for next year.</p></main></body></html>',
      { url: 'https://news.example/2026/03/budget' },
    );
    const r = lengthOf(a);
    expect(r.score).toBeLessThan(0.5);
    expect(r.title).toBe('Page has substantial main content');
    expect(r.fix?.title).toMatch(/^Expand the main content/);
  });
  it('a product page says what it sells in fewer words than an article needs (docs/decisions/054)', () => {
    const description =
      'Ceramic pour-over dripper for one to four cups, made in Arita from porcelain that holds heat. '.repeat(10);
    const html = (type: string) =>
      `<html lang="en"><head><title>Hario V60 02</title><meta property="og:type" content="${type}"></head><body><main><h1>Hario V60 02</h1><p>${description}</p></main></body></html>`;
    const product = makeArtifacts(html('product'), { url: 'https://shop.example/products/v60' });
    const article = makeArtifacts(html('article'), { url: 'https://news.example/2026/03/v60' });
    expect(product.content.mainWordCount).toBeGreaterThan(150);
    expect(product.content.mainWordCount).toBeLessThan(300);
    expect(lengthOf(product).score).toBe(1);
    const r = lengthOf(article);
    expect(r.score).toBeLessThan(1);
    expect(r.fix?.description).toMatch(/full marks from 300 words for a page of this kind/);
  });
});

/** ZDNet Japan's copy of a TechRepublic Japan article: two paragraphs, then the line that says where the rest is. */
const excerpt = (closing: string) =>
  '<html lang="ja"><head><title>Raspberry Pi競合--Ubuntuが動く「UP Core」を見る - ZDNet Japan</title></head><body>' +
  '<div id="header"><a href="/">ZDNet Japan</a></div><div class="leaf_content"><h1>Raspberry Pi競合--Ubuntuが動く「UP Core」を見る</h1>' +
  '<div class="article_body"><p>2017年にリリース予定の低価格ポケットサイズコンピュータは、「Android Marshmallow」と「Windows 10」のフルバージョンが動作する。</p>' +
  '<p>「UP Core」は、「ubilinux（Debian）」や「Ubuntu」「Yocto」など、さまざまなOSが動作するシングルボードコンピュータだ。そして、その性能は「Raspberry Pi 3 Model B」を上回るようだ。</p>' +
  `<p>${closing}</p></div></div></body></html>`;

describe('an excerpt whose rest is on another page', () => {
  const zdnet =
    '（本記事は、<a href="https://japan.techrepublic.example/article/35102407.htm" target="_blank">TechRepublic Japanで2017年6月8日に掲載した記事</a>からの転載です。続きはTechRepublic Japanでお読みいただけます）';
  it('is told to publish the whole piece here or send readers there, not to write more (ZDNet Japan)', () => {
    const a = makeArtifacts(excerpt(zdnet), { url: 'https://japan.zdnet.example/article/35136396/' });
    const r = lengthOf(a);
    expect(r.score).toBeLessThan(0.5);
    expect(r.fix?.title).toMatch(/^Publish the whole piece here/);
    expect(r.fix?.description).toContain('linking to https://japan.techrepublic.example/article/35102407.htm');
    expect(r.fix?.stepByStep.join(' ')).not.toMatch(/questions readers ask/);
  });
  it('is asked to write more where nothing says the rest is elsewhere, or the link is to this page', () => {
    const plain = makeArtifacts(excerpt('価格は未定だ。'), { url: 'https://japan.zdnet.example/article/35136396/' });
    expect(lengthOf(plain).fix?.title).toMatch(/^Expand the main content/);
    const self = makeArtifacts(
      excerpt('続きは<a href="https://japan.zdnet.example/article/35136396/#more">こちら</a>でお読みいただけます'),
      { url: 'https://japan.zdnet.example/article/35136396/' },
    );
    expect(lengthOf(self).fix?.title).toMatch(/^Expand the main content/);
  });
});

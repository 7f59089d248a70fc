import { describe, expect, it } from 'vitest';
import { extractPageFacts } from '../gather/page-facts';
import { countWords } from '../gather/facts/word-count';
import { keptTheChrome } from './content';

const words = (t: string) => countWords(t);

describe('a blog post of a line or two beside its sidebars (phpspot.org)', () => {
  const post =
    'マインドマップ風のツリーを描画できる「Treeviz」\nTreeviz\n次のような図形を描画できるcodepenでのサンプルです';
  const sidebars =
    'TOPICS OF THIS BLOG\njQuery Photoshop PHP HTML5 CSS JavaScript\nAdvertisements\n忘却曲線に基づく記憶アプリ「reminDO」\n占いツクールで簡単占い作成 プログラマ占い 脳内メーカー等\nSITE PROFILE\nTwitterはじめました';
  it("is Readability's fallback when its text holds all of the region and a quarter more: the region is the content", () => {
    const readable = `${post}\n${sidebars}`;
    expect(keptTheChrome(readable, words(readable), post, words(post))).toBe(true);
  });
  it('is not when Readability found the article inside the region, or text the region does not hold (the region missed it)', () => {
    expect(keptTheChrome(post, words(post), `${post}\n${sidebars}`, words(`${post}\n${sidebars}`))).toBe(false);
    const article = 'An article the layout left outside the region, with many more words than the region holds.';
    expect(keptTheChrome(`${article}\n${post}`.replace('Treeviz\n', ''), 60, post, words(post))).toBe(false);
  });
  it('a right-hand bar is a sidebar, and a list of latest posts under "最新のブログ記事(新着順)" is other pages\' content', () => {
    const facts = extractPageFacts(
      `<!doctype html><html lang="ja"><head><title>Treeviz</title></head><body><div id="con_left"><h3>Treeviz</h3><div class="entrybody"><p>${post}</p></div></div><div id="rightbar"><div>Advertisements</div><div><a href="http://remindo.example/">忘却曲線に基づく記憶アプリ「reminDO」</a></div></div><div id="con_right"><h3 class="newentries">最新のブログ記事(新着順)</h3><ul><li><a href="/1.html">総数3.2万個のアイコンライブラリまとめサイト「Iconer」</a></li><li><a href="/2.html">2000個近いフリーのピクトグラムアイコン「tabler-icons」</a></li></ul></div></body></html>`,
      'https://blog.example/blog/archives/2019/04/treeviz.html',
    );
    expect(facts.mainText).toContain('codepenでのサンプルです');
    expect(facts.mainText).not.toContain('reminDO');
    expect(facts.othersBlocks.join('\n')).toContain('3.2万個');
  });
});

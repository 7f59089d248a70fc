import { describe, expect, it } from 'vitest';
import { articleHeadingMatcher, articleMatcher } from './article-text';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
/** What the matcher replaces: a search of the whole article for every text. */
const reference = (article: string) => (s: string) => norm(article).includes(norm(s).slice(0, 80));

describe('articleMatcher', () => {
  it('answers as a search of the whole article, whatever order the texts come in', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const words = ['alpha', 'beta', 'Gamma', 'delta', 'ε', 'zeta', 'eta'];
    for (let round = 0; round < 200; round++) {
      const article = Array.from({ length: 5 + rand(60) }, () => words[rand(words.length)]).join(rand(2) ? ' ' : '\n ');
      const test = articleMatcher(article);
      const ref = reference(article);
      for (let i = 0; i < 40; i++) {
        const text = Array.from({ length: 1 + rand(4) }, () => words[rand(words.length)]).join('  ');
        expect(test(text)).toBe(ref(text));
      }
    }
  });

  it('finds a text that ends just past where the last one was found, and one before it', () => {
    const test = articleMatcher('aa b cc dd aa b');
    expect(test('dd')).toBe(true);
    expect(test('cc dd')).toBe(true);
    expect(test('b cc')).toBe(true);
    expect(test('dd aa b')).toBe(true);
    expect(test('b dd')).toBe(false);
  });

  it('keeps every text without an article, and cuts texts at 80 characters', () => {
    expect(articleMatcher(null)('anything')).toBe(true);
    expect(articleMatcher(`${'x'.repeat(80)} end`)(`${'x'.repeat(80)} not in it`)).toBe(true);
  });
});

describe('articleHeadingMatcher', () => {
  it("takes a word alone for the article's heading only where it starts a block (RBB TODAY's features box)", () => {
    const test = articleHeadingMatcher(
      '小さいのに高性能！Ankerのモバイルプロジェクターで我が家がホームシアターに\n今回、モバイルバッテリーでも著名なAnkerのプロジェクターを使ってみた。\nEconomy\nThe Fed lifts rates, and the economy grows.',
    );
    expect(test('プロジェクター')).toBe(false);
    expect(test('Economy')).toBe(true);
    expect(test('the economy grows')).toBe(true);
    expect(test('Africa')).toBe(false);
    expect(articleHeadingMatcher(null)('プロジェクター')).toBe(true);
  });

  it('takes no heading for the article\'s that is its last block: the box after the text (eHow\'s "Featured")', () => {
    const test = articleHeadingMatcher(
      'How to Build a Terrarium\nStep 1\nMeasure the circumference of your cloche.\nFinished Terrarium\nDisplayed alone or in a group.\nFeatured\n',
    );
    expect(test('Featured')).toBe(false);
    expect(test('Finished Terrarium')).toBe(true);
    expect(articleHeadingMatcher('Featured')('Featured')).toBe(true);
  });
});

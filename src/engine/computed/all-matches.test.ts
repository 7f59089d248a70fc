import { describe, expect, it } from 'vitest';
import { allMatches } from './all-matches';

const asMatchAll = (re: RegExp, text: string) =>
  [...text.matchAll(new RegExp(re.source, re.flags))].map((m) => [m.index, ...m]);
const asAll = (re: RegExp, text: string) => allMatches(re, text).map((m) => [m.index, ...m]);

describe('allMatches', () => {
  it('finds what matchAll finds, empty matches and astral characters included', () => {
    const cases: [RegExp, string][] = [
      [/(\d+)-(\d+)/g, 'pages 10-12 and 30-41, not 5'],
      [/\b\w*/g, 'two words'],
      [/(?:)/gu, 'a😀b'],
      [/\p{Lu}\p{Ll}+/gu, 'Ärzte und Ämter in Köln'],
      [/x*/g, ''],
      [/reviews?/gi, 'Review: the REVIEWS of reviews'],
    ];
    for (const [re, text] of cases) expect(asAll(re, text), String(re)).toEqual(asMatchAll(re, text));
  });

  it('starts at the beginning and leaves the pattern ready for its next use', () => {
    const re = /a/g;
    re.lastIndex = 3;
    expect(allMatches(re, 'banana')).toHaveLength(3);
    expect(re.lastIndex).toBe(0);
    expect(allMatches(re, 'banana')).toHaveLength(3);
  });

  it('collects the matches first, so a loop over them may use the same pattern', () => {
    const re = /\d/g;
    const seen = allMatches(re, 'a1b2c3').map((m) => `${m[0]}:${allMatches(re, '99').length}`);
    expect(seen).toEqual(['1:2', '2:2', '3:2']);
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => allMatches(/a/, 'a')).toThrow(/global/);
  });
});

import { describe, expect, it } from 'vitest';
import { sentencePieces } from './sentences';
import { readArticle } from './readable-text';
import { extractPageFacts } from '../gather/page-facts';

const split = (text: string) => sentencePieces(text).map((p) => p.text);

describe('an abbreviation at the end of a sentence (decision 047)', () => {
  it('an exclamation or question mark before a small letter ends no sentence (a quoted "a-ha!")', () => {
    expect(split("A new study investigates when the 'a-ha!' moment takes place in the brain.")).toHaveLength(1);
    expect(split('Is it over? Nobody knows.')).toHaveLength(2);
  });
  it('"et al." before a capital ends the sentence (an author list before its title)', () => {
    expect(
      split('Collisson E, Mortimer S, et al. Biopsy-free comprehensive tumor profiling of 1,000 patients.'),
    ).toEqual(['Collisson E, Mortimer S, et al.', 'Biopsy-free comprehensive tumor profiling of 1,000 patients.']);
    expect(split('The company was founded by Smith et al. John Doe joined later.')).toHaveLength(2);
  });
  it('"a.m." / "p.m." ends the sentence before a name, not before a weekday, a month or a time zone', () => {
    expect(split('It was 3:05 a.m. Anthony Rodriguez heard an officer yell.')).toEqual([
      'It was 3:05 a.m.',
      'Anthony Rodriguez heard an officer yell.',
    ]);
    for (const one of [
      'Martial law was declared around 10:30 p.m. Tuesday and lifted by dawn.',
      'The shootout took place at about 3 a.m. Friday after two officers arrived.',
      'Updated at 2:16 p.m. EST with further details.',
      'It opens at 9 a.m. January through March.',
    ])
      expect(split(one)).toEqual([one]);
  });
  it('a company\'s "Inc." (or "D.C.") ends the sentence before a quotation or a name saying something', () => {
    expect(split('The cards came from U.S. Games Systems, Inc. “We have prevailed,” Kaplan says.')).toHaveLength(2);
    expect(split('He spoke at Apple Inc. Tim Cook said the phone sold well.')).toHaveLength(2);
    expect(split('The firm is based in Washington, D.C. John Smith said it will grow.')).toHaveLength(2);
  });
  it('keeps one sentence where the abbreviation is inside it', () => {
    for (const one of [
      'The U.S. Army said on Tuesday that it would leave.',
      'Warner Bros. Pictures said the film would open in May.',
      'Samsung Electronics Co. Ltd. said profits rose.',
      'He met Luhn on the 1988 George H.W. Bush campaign.',
      'The decks came from U.S. Games Systems, Inc. in Stamford, Connecticut.',
    ])
      expect(split(one)).toEqual([one]);
  });
});

describe("a link's note to screen readers that it opens a new tab", () => {
  const para = (link: string) =>
    `<p>The company that provides video platforms for businesses ${link} that the new product lineup was introduced in response to demand.</p>`;
  const html = (link: string) =>
    `<!doctype html><html><body><article>${Array.from({ length: 5 }, (_, i) => `<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count.</p>`).join('')}${para(link)}</article></body></html>`;
  const said =
    'The company that provides video platforms for businesses said that the new product lineup was introduced in response to demand.';
  it('is no part of the sentence, in brackets or run onto the link by a stylesheet that hides it', () => {
    for (const link of [
      '<a href="https://x.example/" target="_blank">said<span class="external-link-icon">Opens a new window </span></a>',
      '<a href="https://x.example/">said<span class="sr-only"> (opens in new tab)</span></a>',
    ]) {
      expect(split(extractPageFacts(html(link), 'https://example.com/').mainText)).toContain(said);
      expect(split(readArticle(html(link))?.text ?? '')).toContain(said);
    }
  });
  it('stays where the page says it in its own words', () => {
    const own = 'Clicking the button opens a new window with the full report.';
    expect(
      split(extractPageFacts(`<html><body><main><p>${own}</p></main></body></html>`, 'https://example.com/').mainText),
    ).toEqual([own]);
  });
});

import { describe, expect, it } from 'vitest';
import { sentencesOf } from './fix-kit';

/** The regular expression sentencesOf replaced: the same sentences, in quadratic time on some texts. */
const REFERENCE = /[^.!?。！？]+[.!?。！？]+["'”’)\]]*(?=\s|$)/g;
const reference = (text: string) =>
  (text.replace(/\s+/g, ' ').trim().match(REFERENCE) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 5);

describe('sentencesOf', () => {
  it('finds the sentences the reference expression finds', () => {
    const texts = [
      'The price is $4.99 per month. Version 2.1.3 of the app ships today! Visit example.com for more details now.',
      'He said "this is the end of it." Then he left the room at once (as he always did.) Why would he do that?',
      'No end mark in this text at all, however long it gets',
      '... leading marks. A short one. This sentence has five words.',
      '日本語の文です。 This is an English sentence with words!? And a last one without a space.x',
    ];
    for (const t of texts) expect(sentencesOf(t)).toEqual(reference(t));
  });

  it('reads a long run of words before a dot inside a word without rescanning it (the expression took 9 s)', () => {
    const t = 'word '.repeat(20_000) + 'end.x and this is the last sentence of it.';
    expect(sentencesOf(t)).toEqual(['x and this is the last sentence of it.']);
  });
});

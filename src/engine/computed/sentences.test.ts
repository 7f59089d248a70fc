import { describe, expect, it } from 'vitest';
import { sentencePieces } from './sentences';

const split = (text: string) => sentencePieces(text).map((p) => p.text);

describe('an abbreviation at the end of a sentence (decision 047)', () => {
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

import { describe, expect, it } from 'vitest';
import { BLOCK_BREAK, LINE_BREAK, clean, cleanBlocks } from './dom';

/** White space of every kind JavaScript's `\s` knows, and the words between. */
const PIECES = [
  ' ',
  '  ',
  '\n',
  '\t',
  '\r\n',
  '\u00a0',
  '\u3000',
  '\u2009',
  BLOCK_BREAK,
  LINE_BREAK,
  'word',
  'Wort',
  'é',
  '.',
];

/** Deterministic strings of up to 12 pieces (a fixed-seed generator: the same cases on every run). */
function* samples(count: number): Generator<string> {
  let x = 12345;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  for (let i = 0; i < count; i++) {
    const n = next() % 13;
    let s = '';
    for (let k = 0; k < n; k++) s += PIECES[next() % PIECES.length];
    yield s;
  }
}

describe('white space collapsed without a replacement per word (decision 159)', () => {
  it('clean gives what replacing every run with one space gives', () => {
    for (const s of samples(20_000)) expect(clean(s)).toBe(s.replace(/\s+/g, ' ').trim());
  });
  it("cleanBlocks' first step gives what replacing every run but the breaks gives", () => {
    // The later steps are unchanged: the whole result is compared with the old first step in front of them.
    const before = (s: string) => cleanBlocks(s.replace(/[^\S\u2028\u2029]+/g, ' '));
    for (const s of samples(20_000)) expect(cleanBlocks(s)).toBe(before(s));
  });
});

import { describe, expect, it } from 'vitest';
import { at, page } from '../testing/fixture-page';
import { detectPageType } from './page-type';
import { runAudits } from '../run-audits';
import type { Artifacts } from '../types';

const post = (paragraphs: string[]) =>
  at(
    page(
      '<meta property="og:type" content="article">',
      `<article><h1>One Day You Will Meet Someone</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article>`,
      'One Day You Will Meet Someone Who Will Change Your Life | Thought Catalog',
    ),
    'https://thoughtcatalog.example/2017/01/one-day-you-will-meet-someone/',
  );
const scored = (a: Artifacts, id: string) => runAudits(a, detectPageType(a).type).find((r) => r.id === id)!;

const toTheReader =
  'One day you are going to meet someone who sees you as you are, and you will not have to explain your quiet moods to them. They will know your silences and your laughter, and you will find that your life feels lighter when they are near you.';
const report =
  'The council met on Tuesday to review the flood defences along the valley. Engineers told members that the walls held, and the mayor said the budget for repairs would be set next month after the survey of every town on the river.';

describe('a personal essay (decision 077)', () => {
  it('written to the reader, quoting no one: figures, quotations and sources are advice, without points', () => {
    const a = post(Array(6).fill(toTheReader));
    for (const id of ['statistics', 'quotations', 'outbound-citations']) {
      const r = scored(a, id);
      expect(r.weight, id).toBe(0);
      expect(r.evidence.find((e) => e.label === 'Advice only')?.value).toMatch(/personal essay/);
    }
  });
  it('a report in the same length is scored: it says who said what', () => {
    const a = post(Array(6).fill(report));
    expect(scored(a, 'statistics').weight).toBeGreaterThan(0);
    expect(scored(a, 'quotations').weight).toBeGreaterThan(0);
  });
});

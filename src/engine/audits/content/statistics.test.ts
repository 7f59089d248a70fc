import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import statistics from './statistics';

const page = (body: string, lang = 'ja') =>
  `<!doctype html><html lang="${lang}"><head><title>本</title></head><body><main>${body}</main></body></html>`;

describe('figures in the main content, whatever the language writes them with', () => {
  it('a Japanese product page: prices in 円 and ¥, page counts, percentages in full-width ％', () => {
    const out = statistics.run(
      makeArtifacts(page('<p>定価 3,740円（本体3,400円＋税）。432ページ。¥2,800 の特別価格、30％オフ。</p>')),
    );
    expect(out.score).toBe(1);
    expect(out.details?.items).toEqual(expect.arrayContaining(['3,740円', '432ページ', '30％']));
  });
  it('a year or a date is not a statistic', () => {
    const out = statistics.run(makeArtifacts(page('<p>2016年12月15日に発売されました。第1刷です。</p>')));
    expect(out.score).toBe(0);
  });
});

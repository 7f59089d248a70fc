import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { dealsList } from './deals-list';

const offer = (i: number) =>
  `<a href="https://www.amazon.com/dp/B00BQ5R${i}%3Fpsc%3D1%26tag%3Dnews0a-20">Stainless steel kettle with a gooseneck spout, model ${i}, for $${20 + i}.99 (list price $49.99)</a><br>`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Today's best Amazon deals | News</title><meta property="og:type" content="article"></head><body><main><article><h1>Today's best Amazon deals</h1><p>Our team combs the web for deals every day.</p>${body}</article></main></body></html>`;
const url = 'https://news.example/deals/2016-12-19';

describe('a list of shop offers (decision 170)', () => {
  it('has no source to cite and no one to quote: both audits are not applicable, and say why', () => {
    const a = makeArtifacts(page(`<h2>Kitchen</h2><p>${Array.from({ length: 14 }, (_, i) => offer(i)).join('')}</p>`), {
      url,
    });
    expect(dealsList(a)).toMatch(
      /^The main content is a list of 14 shop offers \(affiliate links to amazon\.com, \d+% of its words\)/,
    );
    const results = runAudits(a, 'article');
    for (const id of ['outbound-citations', 'quotations']) {
      const r = results.find((x) => x.id === id)!;
      expect(r.score, id).toBeNull();
      expect(r.evidence[0].value).toContain('list of 14 shop offers');
    }
  });
  it('a review that links a few offers among its own words is judged as prose', () => {
    const prose =
      '<p>We tested the kettle for a month and found it boils a litre in four minutes, faster than most.</p>'.repeat(
        20,
      );
    const a = makeArtifacts(page(`${prose}<p>${Array.from({ length: 12 }, (_, i) => offer(i)).join('')}</p>${prose}`), {
      url,
    });
    expect(dealsList(a)).toBeNull();
  });
});

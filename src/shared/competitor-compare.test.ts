import { beforeAll, describe, expect, it } from 'vitest';
import { analyseVariant } from '@/engine/testing/fixture-site';
import type { AnalysisResult } from './analysis';
import { comparePages, siteLabel } from './competitor-compare';

// Real engine results of the good fixture site, with and without one defect each.
const ROBOTS_BLOCKS_OAI = 'User-agent: *\nAllow: /\n\nUser-agent: OAI-SearchBot\nDisallow: /\n';
const withoutJsonLd = (html: string) => html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
const articleJsonLd = (html: string) =>
  html.replace(
    '</head>',
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Acme","author":{"@type":"Person","name":"Jane Smith"}}</script></head>',
  );

let good: AnalysisResult;
let yours: AnalysisResult;
let article: AnalysisResult;
beforeAll(async () => {
  [good, yours, article] = await Promise.all([
    analyseVariant({}),
    analyseVariant({ robots: ROBOTS_BLOCKS_OAI, page: withoutJsonLd }),
    analyseVariant({ page: (h) => articleJsonLd(withoutJsonLd(h)) }),
  ]);
}, 60_000);

const page = (result: AnalysisResult) => ({ url: result.pageDetails.url, result });

describe('comparePages on real engine results', () => {
  it('says in plain words which crawler they let in and which robots.txt line refuses it on yours', () => {
    const c = comparePages([page(yours), page(good)]);
    const label = siteLabel(good.pageDetails.url);
    const texts = c.advantages[0].points.map((p) => p.text);
    expect(c.advantages[0].label).toBe(label);
    expect(texts).toContain(`${label} lets OAI-SearchBot (OpenAI) crawl; your robots.txt disallows it (line 5).`);
    const oai = c.crawlers.find((r) => r.id === 'OAI-SearchBot')!;
    expect(oai.values).toEqual(['blocked', 'allowed']);
    expect(oai.differs).toBe(true);
    // An agent both let in is listed and does not differ.
    expect(c.crawlers.find((r) => r.id === 'PerplexityBot')).toMatchObject({
      values: ['allowed', 'allowed'],
      differs: false,
    });
  });

  it('names the JSON-LD types they mark up and yours lacks', () => {
    const texts = comparePages([page(yours), page(good)]).advantages[0].points.map((p) => p.text);
    const sentence = texts.find((t) => t.includes('JSON-LD'))!;
    expect(sentence).toMatch(
      /marks up its page with AggregateRating, Answer, FAQPage and \d other types of JSON-LD; you have none\.$/,
    );
    const c = comparePages([page(yours), page(article)]);
    expect(c.advantages[0].points.map((p) => p.text)).toContain(
      `${siteLabel(article.pageDetails.url)} marks up its page with Article and Person JSON-LD; you have none.`,
    );
    expect(c.signals.find((s) => s.id === 'json-ld')?.values).toEqual(['none', 'Article, Person']);
  });

  it('puts scores, gates and engine verdicts in one table, one value per site', () => {
    const c = comparePages([page(yours), page(good), page(article)]);
    expect(c.sites.map((s) => s.role)).toEqual(['you', 'competitor', 'competitor']);
    expect(c.scores.map((r) => r.id)).toEqual([
      'overallScore',
      'aiLlmVisibilityScore',
      'techScore',
      'contentScore',
      'accessibilityScore',
      'authorityScore',
    ]);
    expect(c.scores[0].values).toEqual([yours, good, article].map((r) => Math.round(r.overallScore)));
    const chatgpt = c.engines.find((e) => e.values[0] !== e.values[1]);
    expect(chatgpt, 'an engine verdict differs when OAI-SearchBot is refused').toBeDefined();
    for (const gate of c.gates) expect(gate.values).toHaveLength(3);
    expect(c.gates.map((g) => g.id)).toEqual([...new Set([...yours.gates, ...good.gates].map((g) => g.id))]);
  });

  it('finds nothing to say when the pages are the same, and lists only signals that differ', () => {
    const c = comparePages([page(good), page(good)]);
    expect(c.advantages[0].points).toEqual([]);
    expect(c.signals).toEqual([]);
    const reverse = comparePages([page(good), page(yours)]);
    expect(reverse.advantages[0].points.some((p) => p.kind === 'crawler')).toBe(false);
  });

  it('keeps a competitor that could not be analysed as a column with its error and no claims', () => {
    const c = comparePages([page(yours), { url: 'https://gone.example/', result: null, error: 'Unable to access' }]);
    expect(c.sites[1]).toMatchObject({
      status: 'failed',
      error: 'Unable to access',
      scores: null,
      label: 'gone.example',
    });
    expect(c.scores[0].values[1]).toBeNull();
    expect(c.advantages).toEqual([]);
  });
});

/**
 * Red flags say one absence once (decision 056): with no structured data at all, the missing page type and
 * the undeclared organisation are said in the structured-data flag, with their points, not as flags of their own;
 * and that absence alarms only where Google shows what the markup says (decision 146).
 */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from './testing/artifacts';
import { runAudits } from './run-audits';
import { buildImpacts, buildRecommendations, buildRedFlags, withGains, withGates } from './report';
import { computeGates } from './gates';
import { detectPageType } from './computed/page-type';

const prose = Array.from(
  { length: 30 },
  (_, i) => `<p>Paragraph ${i} of a long report about the harbour, its ferries and the timetable for next year.</p>`,
).join('');
const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const flagsOf = (head: string, url = 'https://harbour.example/news/ferries') => {
  const a = makeArtifacts(
    `<!doctype html><html lang="en"><head><title>Harbour ferries: the new timetable</title>${head}</head><body><article><h1>Ferries</h1>${prose}</article></body></html>`,
    { url },
  );
  const audits = runAudits(a, detectPageType(a).type);
  const { scored } = withGains(audits);
  return { flags: buildRedFlags(scored), scored };
};

describe('red flags: one absence, one flag', () => {
  it('no structured data on a product page: one flag, whose points include the page type it leaves out; the undeclared organisation, no alarm there, is a fix', () => {
    const { flags, scored } = flagsOf(
      '<meta property="og:type" content="product">',
      'https://harbour.example/products/ferry-pass',
    );
    const ids = flags.map((f) => f.auditId);
    expect(ids).toContain('structured-data');
    expect(ids).not.toContain('schema-types');
    expect(ids).not.toContain('organization-identity');
    const gain = (id: string) => scored.find((a) => a.id === id)!.gain;
    expect(gain('organization-identity')).toBeGreaterThan(0);
    const total = gain('structured-data') + gain('schema-types');
    const flag = flags.find((f) => f.auditId === 'structured-data')!;
    expect(flag.impact).toContain(`Costs ${total.toFixed(1)} points of the overall score`);
    expect(flag.impact).toMatch(/with the finding that follows from it \("Structured data does not describe/);
    expect(flag.impact).not.toContain('Organisation identity');
    const recs = Object.values(buildRecommendations(scored)).flat();
    expect(recs.map((r) => r.auditId)).toContain('structured-data');
  });

  it('sound structured data without an organisation: the organisation is a finding of its own', () => {
    const { flags, scored } = flagsOf(
      ld({
        '@type': 'NewsArticle',
        headline: 'Harbour ferries: the new timetable',
        datePublished: '2026-03-01',
        author: { '@type': 'Person', name: 'Ann Reporter' },
      }),
    );
    expect(scored.find((a) => a.id === 'organization-identity')!.followsFrom).toBeNull();
    expect(flags.every((f) => !/follow from it/.test(f.impact))).toBe(true);
  });
});

describe('missing markup alarms only where Google shows what it says (decision 146)', () => {
  const gain = (scored: ReturnType<typeof flagsOf>['scored'], id: string) => scored.find((a) => a.id === id)!.gain;
  const recommended = (scored: ReturnType<typeof flagsOf>['scored']) =>
    Object.values(buildRecommendations(scored))
      .flat()
      .map((r) => r.auditId);

  it('an article without structured data: a fix with its points and followers, and no red flag for any of them', () => {
    const { flags, scored } = flagsOf('');
    expect(gain(scored, 'structured-data') + gain(scored, 'schema-types')).toBeGreaterThan(5);
    expect(flags.map((f) => f.auditId)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(structured-data|schema-types|organization-identity)$/)]),
    );
    expect(recommended(scored)).toContain('structured-data');
  });

  it('an article whose markup names no page type: a fix, not a flag; on a product page, a flag', () => {
    const site = ld({
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'News', item: 'https://harbour.example/news/' }],
    });
    const article = flagsOf(site);
    expect(article.scored.find((a) => a.id === 'schema-types')!.score).toBeLessThan(0.5);
    expect(article.flags.map((f) => f.auditId)).not.toContain('schema-types');
    const product = flagsOf(
      `${site}<meta property="og:type" content="product">`,
      'https://harbour.example/products/pass',
    );
    expect(product.flags.map((f) => f.auditId)).toContain('schema-types');
  });
});

describe('a page too short to carry figures, quotations or sources is told to write, once (decision 057)', () => {
  const pageOf = (paragraphs: number) => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Ferries</title></head><body><main><h1>Ferries</h1>${prose.split('</p>').slice(0, paragraphs).join('</p>')}</p></main></body></html>`,
      { url: 'https://harbour.example/ferries' },
    );
    const { scored } = withGains(runAudits(a, detectPageType(a).type));
    return { scored, flags: buildRedFlags(scored), recs: Object.values(buildRecommendations(scored)).flat() };
  };

  it('on 90 words: the figures, sources and quotations missing follow from the short text, in its flag and its fix', () => {
    const { scored, flags, recs } = pageOf(5);
    const followers = scored.filter((a) => a.fixedWith === 'main-content-length').map((a) => a.id);
    expect(followers).toEqual(expect.arrayContaining(['statistics', 'outbound-citations', 'lists-and-tables']));
    expect(recs.map((r) => r.auditId)).not.toContain('outbound-citations');
    const length = recs.find((r) => r.auditId === 'main-content-length')!;
    const gain = ['main-content-length', ...followers].reduce((s, id) => s + scored.find((a) => a.id === id)!.gain, 0);
    expect(length.scoreIncrease).toBeCloseTo(gain, 1);
    expect(length.description).toMatch(
      /It also answers the \d findings that follow from it \(.*"The main content links to no external source"/,
    );
    expect(flags.find((f) => f.auditId === 'main-content-length')?.impact).toMatch(/findings that follow from it/);
    expect(buildImpacts(scored).map((i) => i.auditId)).not.toContain('outbound-citations');
  });

  it('on 450 words: each missing figure, source or quotation is a fix of its own', () => {
    const { scored, recs } = pageOf(30);
    expect(scored.every((a) => !a.fixedWith)).toBe(true);
    expect(recs.map((r) => r.auditId)).toContain('outbound-citations');
  });
});

describe('a missing source or figure is a gain forgone, not an alarm (decision 147)', () => {
  const claims =
    '<p>A study found that 40% of ferry passengers travel daily, and 2 million trips were made last year.</p>';
  const judge = (url: string, head = '', lead = claims) => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Harbour ferries: the new timetable</title>${head}</head><body><article><h1>Ferries</h1>${lead}${prose}</article></body></html>`,
      { url },
    );
    const { scored } = withGains(runAudits(a, detectPageType(a).type));
    return { scored, flagged: buildRedFlags(scored).map((f) => f.auditId) };
  };

  it('an article stating figures without a source: the fix keeps its points, and is no red flag', () => {
    const { scored, flagged } = judge('https://harbour.example/news/ferries');
    const sources = scored.find((a) => a.id === 'outbound-citations')!;
    expect(sources.score).toBe(0);
    expect(sources.gain).toBeGreaterThan(2);
    expect(flagged).not.toContain('outbound-citations');
  });

  it('a product page without figures: its missing specifications are a red flag', () => {
    const { scored, flagged } = judge(
      'https://harbour.example/products/pass',
      '<meta property="og:type" content="product">',
      '',
    );
    const stats = scored.find((a) => a.id === 'statistics')!;
    expect(stats.score).toBe(0);
    expect(stats.gain).toBeGreaterThan(2);
    expect(flagged).toContain('statistics');
  });
});

describe("a recommendation's 'Currently:' adds what its fix does not already say", () => {
  it("the title fix quotes the title once, not again as 'Currently: Title: …'", () => {
    const title = 'Amazon Has A Private Food Brand That Just Launched 100 New Products For Fall | LittleThings.com';
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>${title}</title></head><body><article><h1>Amazon's food brand</h1>${prose}</article></body></html>`,
      { url: 'https://www.littlethings.example/amazon-food-brand' },
    );
    const { scored } = withGains(runAudits(a, detectPageType(a).type));
    const rec = Object.values(buildRecommendations(scored))
      .flat()
      .find((r) => r.auditId === 'title-tag');
    expect(rec?.description).toContain(title);
    expect(rec?.description.split(title).length).toBe(2);
    expect(rec?.description).not.toContain('Currently: Title');
  });
});

describe("a post's fixes that only its platform could make (decision 088)", () => {
  it('are one recommendation, which names the findings it answers; the writer’s own fixes stay listed', () => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Lina Morgana on Twitter: "Now before you write me off"</title><meta property="og:site_name" content="Twitter"></head><body><div class="tweet permalink-tweet"><p class="tweet-text">${prose}</p></div></body></html>`,
      { url: 'https://twitter.com/KingBeyonceStan/status/745276948213968896' },
    );
    const { scored } = withGains(runAudits(a, detectPageType(a).type));
    const recs = Object.values(buildRecommendations(scored)).flat();
    const platform = recs.filter((r) => r.title === 'Only Twitter can change this');
    expect(platform).toHaveLength(1);
    expect(platform[0].description).toMatch(/It also answers/);
    expect(scored.filter((s) => s.fix?.title === 'Only Twitter can change this').length).toBeGreaterThan(3);
    expect(recs.some((r) => r.title !== 'Only Twitter can change this')).toBe(true);
  });
});

describe('a page a gate shuts out: its fix leads', () => {
  it('a noindex page is not offered quick fixes that cannot lift the cap ahead of removing noindex', () => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Harbour ferries: the new timetable</title><meta name="robots" content="noindex"></head><body><article><h1>Ferries</h1>${prose}</article></body></html>`,
      { url: 'https://harbour.example/news/ferries' },
    );
    const gates = computeGates(a);
    expect(gates.length).toBeGreaterThan(0);
    const { scored } = withGates(withGains(runAudits(a, detectPageType(a).type)), gates);
    const recs = buildRecommendations(scored);
    expect(recs.quickFixes.map((r) => r.auditId)).not.toContain('meta-description');
    expect([...recs.quickFixes, ...recs.high][0].auditId).toBe('robots-directives');
    // Intent is the owner's: a page meant to stay out of search keeps its directive (decision 142).
    expect([...recs.quickFixes, ...recs.high][0].description).toContain(
      'If it is meant to stay out of search (a thank-you, account or set-up page), keep the directive',
    );
  });
});

describe('a red flag is worth more than 2 points (decision 110)', () => {
  it('no sitemap (exactly 2 points) is a fix in the recommendations, not a red flag', () => {
    const { flags, scored } = flagsOf('');
    const sitemap = scored.find((a) => a.id === 'sitemap')!;
    expect(sitemap.score).toBe(0);
    expect(sitemap.gain).toBe(2);
    expect(flags.map((f) => f.auditId)).not.toContain('sitemap');
    const recs = buildRecommendations(scored);
    expect([...recs.quickFixes, ...recs.high, ...recs.medium, ...recs.low].map((r) => r.auditId)).toContain('sitemap');
  });
});

describe('an image without alt text alarms only where the images carry the page (decision 138)', () => {
  const images = Array.from({ length: 4 }, (_, i) => `<figure><img src="/img/ferry-${i}.jpg" width="600"></figure>`);
  const judge = (body: string, head = '') => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Harbour ferries: the new timetable</title>${head}</head><body>${body}</body></html>`,
      { url: 'https://harbour.example/news/ferries' },
    );
    const { scored } = withGains(runAudits(a, detectPageType(a).type));
    const recs = buildRecommendations(scored);
    return {
      alt: scored.find((s) => s.id === 'image-alt-text')!,
      flagged: buildRedFlags(scored).map((f) => f.auditId),
      recommended: [...recs.quickFixes, ...recs.high, ...recs.medium, ...recs.low].map((r) => r.auditId),
    };
  };

  it('an article whose words stand alone: every image without alt costs its points and is a fix, not a red flag', () => {
    const { alt, flagged, recommended } = judge(`<article><h1>Ferries</h1>${prose}${images.join('')}</article>`);
    expect(alt.score).toBe(0);
    expect(alt.gain).toBeGreaterThan(2);
    expect(flagged).not.toContain('image-alt-text');
    expect(recommended).toContain('image-alt-text');
  });

  it('a picture page with a line of text: the same images are a red flag, since engines learn nothing else of it', () => {
    const { alt, flagged } = judge(
      `<main><h1>Ferries in pictures</h1><p>Our photographer spent a day at the harbour.</p>${images.join('')}</main>`,
      // Described and declared, so that the flags' four places are not all taken by those absences.
      `<meta name="description" content="A day at the harbour with the ferries, in pictures.">${ld({ '@type': 'ImageGallery', name: 'Ferries in pictures' })}`,
    );
    expect(alt.score).toBe(0);
    expect(flagged).toContain('image-alt-text');
  });
});

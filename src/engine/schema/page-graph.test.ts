/** The page's one JSON-LD block (decision 018): linked by @id, built from the page, never replacing what it declares. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { pageGraph } from './page-graph';

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const page = (head: string, url = 'https://news.example/2025/rates') =>
  makeArtifacts(
    `<!doctype html><html lang="en"><head><title>Rates rise again | Daily</title>${head}</head><body><main><h1>Rates rise again</h1><p>${'The bank raised its rate by a quarter point. '.repeat(30)}</p></main></body></html>`,
    { url },
  );
type Node = Record<string, unknown>;
const graphOf = (json: Node) => json['@graph'] as Node[];

describe('pageGraph', () => {
  it("keeps the page's own values and links its work, publisher and author by @id", () => {
    const a = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'NewsArticle',
            headline: 'Rates rise again',
            datePublished: '2025-06-01',
            author: { '@type': 'Person', name: 'Ann Lee' },
          },
          { '@type': 'NewsMediaOrganization', name: 'Daily', sameAs: ['https://www.linkedin.com/company/daily'] },
        ],
      }),
    );
    const { json, replaces } = pageGraph(a, [{ role: 'author', props: { jobTitle: '<role>' }, what: 'x' }]);
    const [article, org, person] = graphOf(json);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-06-01',
      publisher: { '@id': 'https://news.example/#organization' },
      author: { '@id': person['@id'] },
    });
    expect(org).toMatchObject({ '@type': 'NewsMediaOrganization', name: 'Daily' });
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/daily']);
    expect(person).toMatchObject({ '@type': 'Person', name: 'Ann Lee', jobTitle: '<role>' });
    expect(replaces.map((e) => e.knownTypes[0])).toEqual(['NewsArticle', 'NewsMediaOrganization']);
    const types = graphOf(json).map((n) => n['@type']);
    expect(new Set(types).size).toBe(types.length);
  });

  it('an override moves a value the page has; props never do', () => {
    const a = page(
      ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'R', datePublished: '2019-01-01' }),
    );
    const { json } = pageGraph(a, [
      { role: 'main', props: { datePublished: '2024-01-01' }, override: { dateModified: '<update>' }, what: 'x' },
    ]);
    expect(graphOf(json)[0]).toMatchObject({ datePublished: '2019-01-01', dateModified: '<update>' });
  });

  it('a plain page with no organisation declared or asked for gets no invented publisher', () => {
    const { json } = pageGraph(page('', 'https://ann.example/notes'), [{ role: 'breadcrumb', what: 'x' }]);
    expect(graphOf(json).map((n) => n['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(graphOf(json)[0].publisher).toBeUndefined();
  });
  it('an article page without structured data or og:type gets an Article node, another page a WebPage', () => {
    const typeOfMain = (url: string) => graphOf(pageGraph(page('', url), []).json)[0]['@type'];
    expect(typeOfMain('https://news.example/news/rates-rise')).toBe('Article');
    expect(typeOfMain('https://news.example/about-us/team')).toBe('WebPage');
  });
});

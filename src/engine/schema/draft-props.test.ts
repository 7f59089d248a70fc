import { describe, expect, it } from 'vitest';
import { copyPageProperties } from './draft-props';
import type { SchemaIssue } from './entities';

const issue = (term: string, suggestion: string): SchemaIssue => ({
  severity: 'warning',
  kind: 'unknown-property',
  source: 'microdata',
  block: null,
  message: '',
  entity: 0,
  term,
  suggestion,
});
const copy = (node: Record<string, unknown>, types: string[], issues: SchemaIssue[] = []) => {
  const out: Record<string, unknown> = {};
  copyPageProperties(node, out, types, issues, () => false);
  return out;
};

describe("a draft carries the page's properties as schema.org names them, where it expects them", () => {
  it('a spelling suggestion is taken only where schema.org expects the suggested property', () => {
    const out = copy(
      { headline: 'Silicon Exposed', postId: '932306423056216142', sameas: 'https://x.example/a' },
      ['BlogPosting'],
      [issue('postId', 'postOp'), issue('sameas', 'sameAs')],
    );
    expect(out).toEqual({ headline: 'Silicon Exposed', sameAs: 'https://x.example/a' });
  });
  it('a theme\'s label read with a section or keywords is left out of the value (WordPress\'s "Posted in News", decision 143)', () => {
    const out = copy(
      { headline: 'Jobs data', articleSection: 'Posted in News', keywords: 'Tagged jobs, stack overflow' },
      ['BlogPosting'],
    );
    expect(out).toEqual({ headline: 'Jobs data', articleSection: 'News', keywords: 'jobs, stack overflow' });
    expect(copy({ articleSection: 'Topics' }, ['BlogPosting'])).toEqual({ articleSection: 'Topics' });
  });
  it('a renamed property takes the value only if it holds that kind of value (a node is not a string)', () => {
    const out = copy(
      { name: 'Keynote', videoId: 'srtMWzyqdp8', interactionCount: '14358', sameas: 'https://x.example/a' },
      ['VideoObject'],
      [issue('videoId', 'video'), issue('sameas', 'sameAs')],
    );
    // `video` holds a VideoObject and `interactionStatistic` (interactionCount's successor) an InteractionCounter.
    expect(out).toEqual({ name: 'Keynote', sameAs: 'https://x.example/a' });
  });
  it("empty values copied from other stories' itemprops are none, and a value repeated is said once", () => {
    const out = copy({ headline: 'Rates rise', dateModified: ['2016-09-15', '', '', '2016-09-15'], keywords: '' }, [
      'NewsArticle',
    ]);
    expect(out).toEqual({ headline: 'Rates rise', dateModified: ['2016-09-15'] });
  });
  it('a superseded property takes its successor; an unknown nested one is left out', () => {
    const out = copy({ name: 'GitLab', founders: [{ '@type': 'Person', name: 'Sid', blogId: '7' }] }, ['Organization']);
    expect(out).toEqual({ name: 'GitLab', founder: [{ '@type': 'Person', name: 'Sid' }] });
  });
  it("a date written inside the author moves to the article; the author's address becomes its url", () => {
    const out = copy(
      {
        headline: 'Rates rise',
        author: {
          '@type': 'Person',
          name: 'Steven Musil',
          datePublished: '2017-01-18T23:00:00-0800',
          author: 'https://news.example/profiles/stevenmusil/',
        },
      },
      ['NewsArticle'],
    );
    expect(out).toEqual({
      headline: 'Rates rise',
      author: { '@type': 'Person', name: 'Steven Musil', url: 'https://news.example/profiles/stevenmusil/' },
      datePublished: '2017-01-18T23:00:00-0800',
    });
  });
  it('a node the page left empty (an ImageObject of "" values) is none; a reference or a list is a value', () => {
    const out = copy(
      {
        headline: 'Rates rise',
        image: { '@type': 'ImageObject', url: '', width: '', height: '' },
        publisher: { '@id': 'https://news.example/#organization' },
        author: { '@type': 'Person', name: 'Ann Lee', sameAs: [] },
        citation: { '@list': ['https://a.example/1'] },
      },
      ['NewsArticle'],
    );
    expect(out).toEqual({
      headline: 'Rates rise',
      publisher: { '@id': 'https://news.example/#organization' },
      author: { '@type': 'Person', name: 'Ann Lee' },
      citation: { '@list': ['https://a.example/1'] },
    });
  });
});

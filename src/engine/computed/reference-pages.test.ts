import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { withGains, buildRedFlags } from '../report';
import { detectPageType } from './page-type';

const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const prose = Array.from(
  { length: 40 },
  (_, i) =>
    `<p>Section ${i}: the browser engine was first released in 1998 and is maintained by a foundation with 750 staff.</p>`,
).join('');
const wikiPage = (head: string, bodyAttrs = '') =>
  `<!doctype html><html lang="en"><head><title>Mozilla - Wikipedia</title>${head}</head><body ${bodyAttrs}>` +
  `<div id="content"><h1>Mozilla</h1><div id="mw-content-text"><div class="mw-parser-output">${prose}</div></div></div>` +
  `<a href="/w/index.php?title=Mozilla&amp;action=edit">Edit</a></body></html>`;
const blogPage = (head: string) =>
  `<!doctype html><html lang="en"><head><title>Mozilla</title>${head}</head><body><div id="content"><h1>Mozilla</h1><div>${prose}</div></div></body></html>`;

describe('reference pages: encyclopedia, wiki and documentation, from what the publishing software writes', () => {
  const cases: [string, string, string, string, RegExp][] = [
    [
      'MediaWiki generator, even with Article markup',
      wikiPage(
        `<meta name="generator" content="MediaWiki 1.41.0-wmf.4">${ld({ '@type': 'Article', name: 'Mozilla' })}`,
      ),
      'https://en.wikipedia.example/index.php?title=Mozilla',
      'reference',
      /wiki page \(generator MediaWiki 1\.41/,
    ],
    [
      "MediaWiki's mw- markup without a generator tag",
      wikiPage(''),
      'http://127.0.0.1:8766/readability/wikipedia.html',
      'reference',
      /wiki page \(MediaWiki markup\)/,
    ],
    [
      'Sphinx documentation markup',
      `<html><head><title>Install</title></head><body><div class="document"><div role="main">${prose}</div></div><div class="sphinxsidebar"></div></body></html>`,
      'https://project.example/en/latest/install.html',
      'reference',
      /documentation page \(Sphinx markup\)/,
    ],
    [
      'a documentation generator tag',
      blogPage('<meta name="generator" content="Docusaurus v3.5.2">'),
      'https://project.example/intro',
      'reference',
      /documentation page \(generator Docusaurus/,
    ],
    [
      "a docs engine's blog post stays an article",
      blogPage(
        `<meta name="generator" content="Docusaurus v3.5.2">${ld({ '@type': 'BlogPosting', headline: 'Release 3' })}`,
      ),
      'https://project.example/blog/release-3',
      'article',
      /BlogPosting/,
    ],
    [
      'TechArticle markup',
      blogPage(ld({ '@type': 'TechArticle', headline: 'Configure the proxy' })),
      'https://project.example/configure',
      'reference',
      /schema.org type TechArticle/,
    ],
  ];
  for (const [name, html, url, type, reason] of cases)
    it(name, () => {
      const t = detectPageType(makeArtifacts(html, { url }));
      expect(t.type).toBe(type);
      expect(t.reason).toMatch(reason);
    });
});

describe('a reference page is not asked for a byline, and its publisher markup is advice', () => {
  const score = (html: string, url: string) => {
    const a = makeArtifacts(html, { url });
    const type = detectPageType(a).type;
    const { scored, summary } = withGains(runAudits(a, type));
    return { type, scored, summary, flags: buildRedFlags(scored).map((f) => f.title) };
  };
  const url = 'http://127.0.0.1:8766/readability/wikipedia.html';
  const wiki = score(wikiPage(''), url);
  const plain = score(blogPage(''), url);

  it('author and credentials are not applicable, with the reason', () => {
    const byId = Object.fromEntries(wiki.scored.map((x) => [x.id, x]));
    for (const id of ['author-info', 'credentials', 'quotations'])
      expect(byId[id].scoreDisplayMode, id).toBe('notApplicable');
    expect(byId['author-info'].evidence.map((e) => e.value).join(' ')).toMatch(/no single byline is expected/);
  });
  it('organisation identity still runs and shows its finding, but weighs nothing', () => {
    const org = wiki.scored.find((x) => x.id === 'organization-identity')!;
    expect(org.score).toBe(0);
    expect(org.weight).toBe(0);
    expect(org.gain).toBe(0);
    expect(org.evidence.find((e) => e.label === 'Advice only')?.value).toMatch(/home or About page/);
  });
  it('fixture pair: the same text without wiki markup is advised on its author (a page of no kind, decision 066); the wiki page is not asked', () => {
    expect(plain.type).toBe('other');
    const plainAuthor = plain.scored.find((x) => x.id === 'author-info')!;
    expect(plainAuthor.score).toBe(0);
    expect(plainAuthor.weight).toBe(0);
    expect(wiki.scored.find((x) => x.id === 'author-info')!.scoreDisplayMode).toBe('notApplicable');
    expect(wiki.flags.join('|')).not.toMatch(/No author named|Organisation identity/);
    expect(wiki.summary.categories.authority).toBeGreaterThanOrEqual(plain.summary.categories.authority);
  });
});

describe('authors named in scholarly head tags', () => {
  const head = (metas: string) =>
    makeArtifacts(`<html lang="en"><head><title>Draft</title>${metas}</head><body><p>Text.</p></body></html>`, {
      url: 'https://datatracker.example/doc/draft-x',
    }).authority;
  it('Dublin Core creators written "Surname, Given" are people, named given name first', () => {
    const a = head('<meta name="DC.Creator" content="Kooman, F."><meta name="DC.Creator" content="Jong, Michiel de">');
    expect(a.author).toBe('F. Kooman and Michiel de Jong');
    expect(a.authorSource).toBe('<meta name="dc.creator">');
  });
  it("a Dublin Core creator that is a magazine's name is not an author", () => {
    expect(head('<meta content="Mac &amp; i" name="DC.creator">').author).toBeNull();
  });
  it("Google Scholar's citation_author", () => {
    expect(head('<meta name="citation_author" content="Ada Lovelace">').author).toBe('Ada Lovelace');
  });
});

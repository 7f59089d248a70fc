import { describe, expect, it } from 'vitest';
import { evaluateRobots } from './robots-txt';
import { parseLlmsTxt } from './llms-txt';
import { normaliseForCompare } from '../computed/page-address';
import { parseSitemapXml } from './sitemap-xml';
import { detectChallenge } from './bot-detect';
import { countWords } from './facts/word-count';
import { extractPageFacts } from './page-facts';
import { fleschReadingEase } from '../computed/reading-ease';

describe('robots.txt evaluation', () => {
  const txt =
    'User-agent: *\nDisallow: /admin\n\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: ChatGPT-User\nAllow: /\n\nSitemap: https://e.com/sitemap.xml\n';
  const r = evaluateRobots('https://e.com/robots.txt', txt, 'https://e.com/page');
  const by = Object.fromEntries(r.agents.map((a) => [a.agent, a]));
  it('groups agents by purpose and quotes the deciding line', () => {
    expect(by.GPTBot).toMatchObject({ purpose: 'training', allowed: false, matchedLine: 'Disallow: /', lineNumber: 6 });
    expect(by.CCBot.allowed).toBe(false);
    expect(by['ChatGPT-User']).toMatchObject({ purpose: 'user-fetch', allowed: true, matchedLine: 'Allow: /' });
    expect(by['OAI-SearchBot']).toMatchObject({ allowed: true, matchedLine: null });
    expect(r.sitemaps).toEqual(['https://e.com/sitemap.xml']);
  });
  it('covers every agent of the brief', () => {
    expect(r.agents.map((a) => a.agent)).toEqual(
      expect.arrayContaining([
        'Googlebot',
        'bingbot',
        'OAI-SearchBot',
        'ChatGPT-User',
        'Claude-SearchBot',
        'Claude-User',
        'PerplexityBot',
        'Perplexity-User',
        'Applebot',
        'GPTBot',
        'ClaudeBot',
        'anthropic-ai',
        'Google-Extended',
        'Applebot-Extended',
        'CCBot',
        'Bytespider',
        'meta-externalagent',
        'Amazonbot',
        'cohere-ai',
      ]),
    );
  });
});

describe('llms.txt parser', () => {
  it('accepts a valid file', () => {
    const p = parseLlmsTxt('# Site\n\n> Summary\n\n## Docs\n\n- [A](https://e.com/a): a\n- [B](https://e.com/b)\n');
    expect(p).toMatchObject({ h1: 'Site', blockquote: 'Summary', linkCount: 2, errors: [] });
  });
  it('lists errors', () => {
    const p = parseLlmsTxt('Some text\n## Empty\n');
    expect(p.errors.join(' ')).toMatch(/H1/);
    expect(p.errors.join(' ')).toMatch(/blockquote/);
    expect(p.errors.join(' ')).toMatch(/without links/);
  });
});

describe('sitemap parser', () => {
  it('reads urlset, index and rejects junk', () => {
    expect(
      parseSitemapXml('<urlset><url><loc>https://e.com/</loc><lastmod>2025-01-01</lastmod></url></urlset>').urls,
    ).toEqual([{ loc: 'https://e.com/', lastmod: '2025-01-01' }]);
    expect(
      parseSitemapXml(
        '<sitemapindex><sitemap><loc>https://e.com/s1.xml</loc></sitemap><sitemap><loc>https://e.com/s2.xml</loc></sitemap></sitemapindex>',
      ).children,
    ).toHaveLength(2);
    expect(parseSitemapXml('<html><body>nope</body></html>').kind).toBe('invalid');
    expect(normaliseForCompare('https://www.e.com/a/')).toBe(normaliseForCompare('http://e.com/a'));
  });
});

describe('bot protection detection', () => {
  it('recognises Cloudflare challenges and plain pages', () => {
    expect(
      detectChallenge(403, { 'cf-mitigated': 'challenge', server: 'cloudflare' }, '<title>Just a moment...</title>'),
    ).toMatchObject({ challenge: true, provider: 'Cloudflare' });
    expect(detectChallenge(200, { server: 'nginx' }, '<html><body>Hello</body></html>')).toMatchObject({
      challenge: false,
      provider: null,
    });
    expect(detectChallenge(403, {}, '<html>Incapsula incident ID: 123</html>')).toMatchObject({
      challenge: true,
      provider: 'Imperva Incapsula',
    });
  });
});

describe('page facts', () => {
  it('extracts signals once', () => {
    const f = extractPageFacts(
      '<html lang="en"><head><title> T </title><link rel=canonical href="/c"><meta name=robots content="noindex"><meta name="GPTBot" content="noai"></head><body><main><h1>H</h1><a href="https://other.com/x">src</a><a href="/in">in</a><img src=a.png></main></body></html>',
      'https://e.com/p',
    );
    expect(f).toMatchObject({
      title: 'T',
      canonical: 'https://e.com/c',
      lang: 'en',
      metaRobots: ['noindex'],
      agentMetaRobots: { gptbot: 'noai' },
    });
    expect(f.links.map((l) => l.internal)).toEqual([false, true]);
    expect(f.landmarks.main).toBe(true);
  });
  it('counts words in CJK text and survives garbage', () => {
    expect(countWords('日本語のテキストです')).toBeGreaterThan(3);
    expect(() => extractPageFacts('<<<>>\u0000<html', 'https://e.com/')).not.toThrow();
  });
  it('Flesch reading ease is higher for simple text', () => {
    const simple = fleschReadingEase('The cat sat on the mat. It was warm. The sun was out. '.repeat(10)).score!;
    const hard = fleschReadingEase(
      'Notwithstanding considerable methodological heterogeneity, the comprehensive investigation demonstrated statistically significant organisational improvements. '.repeat(
        5,
      ),
    ).score!;
    expect(simple).toBeGreaterThan(hard);
  });
});

/** Parsing handed to the parse worker pool comes back the same as inline, each answer to its own call. */
import { describe, expect, it } from 'vitest';
import { readArticle } from '../computed/readable-text';
import { PageTooComplexError } from '../errors';
import { extractPageFacts } from '../gather/page-facts';
import { readFacts } from '../parsers';
import { parseOffThread } from './parse-off-thread';

const page = (i: number) =>
  `<!doctype html><html lang="en"><head><title>Page ${i}</title><meta name="description" content="About ${i}"></head><body><nav><a href="/">Home</a></nav><article><h1>Heading ${i}</h1>${`<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count as an article body.</p>`.repeat(12)}</article><a href="/x${i}">link</a><img src="/i.png"></body></html>`;

describe('the parse worker pool', () => {
  it('runs the TypeScript module from src/ and answers each call like inline code, mixed calls included', async () => {
    const pages = [...Array.from({ length: 5 }, (_, i) => page(i)), '<html><body><p>short</p></body></html>', ''];
    const [facts, articles] = await Promise.all([
      Promise.all(pages.map((html) => parseOffThread.rawPage({ html, url: 'https://example.com/a' }))),
      Promise.all(pages.map((html) => parseOffThread.readArticle(html))),
    ]);
    expect(parseOffThread.running()).toBe(true);
    expect(facts).toEqual(pages.map((html) => readFacts(extractPageFacts(html, 'https://example.com/a'))));
    expect(articles).toEqual(pages.map((html) => readArticle(html)));
    expect(facts[3].raw.title).toBe('Page 3');
    expect(articles[2]?.text).toContain('Paragraph 2 explains');
  });

  it('a parse past its deadline fails with PageTooComplexError; the next parse is answered', async () => {
    const deep = `<html><body>${'<div>'.repeat(1500)}<p>deep</p>${'</div>'.repeat(1500)}</body></html>`; // Readability: several seconds
    const error = await parseOffThread.readArticle(deep, { deadlineMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageTooComplexError);
    expect((error as PageTooComplexError).detail).toEqual({ measure: 'time', limit: 200 });
    expect((error as Error).message).toBe(
      'The page is too complex to analyse: reading its HTML took longer than 0.2 s (the limit).',
    );
    expect(await parseOffThread.readArticle(page(1))).toEqual(readArticle(page(1)));
  });
});

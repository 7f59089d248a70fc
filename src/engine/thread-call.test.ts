/** Parsing handed to the worker thread comes back the same as inline, each answer to its own call. */
import { describe, expect, it } from 'vitest';
import { readableText } from './computed/readable-text';
import { extractPageFacts } from './gather/page-facts';
import { parseOffThread } from './parse-off-thread';
import { threadCalls } from './thread-call';

const page = (i: number) =>
  `<!doctype html><html lang="en"><head><title>Page ${i}</title><meta name="description" content="About ${i}"></head><body><nav><a href="/">Home</a></nav><article><h1>Heading ${i}</h1>${`<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count as an article body.</p>`.repeat(12)}</article><a href="/x${i}">link</a><img src="/i.png"></body></html>`;

describe('the parse worker thread', () => {
  it('runs the TypeScript module from src/ and answers each call like inline code, mixed calls included', async () => {
    const pages = [...Array.from({ length: 5 }, (_, i) => page(i)), '<html><body><p>short</p></body></html>', ''];
    const [facts, texts] = await Promise.all([
      Promise.all(pages.map((html) => parseOffThread.pageFacts({ html, url: 'https://example.com/a' }))),
      Promise.all(pages.map((html) => parseOffThread.readableText(html))),
    ]);
    expect(parseOffThread.running()).toBe(true);
    expect(facts).toEqual(pages.map((html) => extractPageFacts(html, 'https://example.com/a')));
    expect(texts).toEqual(pages.map(readableText));
    expect(facts[3].title).toBe('Page 3');
    expect(texts[2]).toContain('Paragraph 2 explains');
  });

  it('hands the worker one call at a time, urgent calls (page facts) before the others still waiting', async () => {
    const order: string[] = [];
    const texts = Array.from({ length: 5 }, (_, i) => parseOffThread.readableText(page(i)).then(() => order.push(`text ${i}`)));
    const facts = parseOffThread.pageFacts({ html: page(9), url: 'https://example.com/b' }).then(() => order.push('facts'));
    await Promise.all([...texts, facts]);
    // Only the call already in the worker goes before it.
    expect(order).toEqual(['text 0', 'facts', 'text 1', 'text 2', 'text 3', 'text 4']);
  });

  it('runs inline when no worker can start, and passes errors on', async () => {
    const calls = threadCalls(new URL('./no-such-worker.js', import.meta.url), {
      double: (n: number) => {
        if (n < 0) throw new Error('negative');
        return n * 2;
      },
    });
    expect(await Promise.all([calls.double(1), calls.double(2)])).toEqual([2, 4]);
    expect(calls.running()).toBe(false);
    await expect(calls.double(-1)).rejects.toThrow('negative');
  });
});

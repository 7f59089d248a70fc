import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text.js';
import { readableTextOffThread, readableWorkerRunning } from './readable-text-worker';

const paragraph = (i: number) => `<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count as an article body for Readability's threshold.</p>`;
const article = `<!doctype html><html><head><title>T</title></head><body><nav><a href="/">Home</a></nav><article><h1>Heading</h1>${Array.from({ length: 12 }, (_, i) => paragraph(i)).join('')}</article><footer>Footer links</footer></body></html>`;

describe('readable text', () => {
  it('finds the article text and leaves out navigation and footer', () => {
    const text = readableText(article);
    expect(text).toContain('Paragraph 11 explains');
    expect(text).not.toContain('Footer links');
  });

  it('gives the same text from the worker thread, and several requests at once get their own answers', async () => {
    const pages = [article, article.replace(/Paragraph/g, 'Section'), '<html><body><p>short</p></body></html>', ''];
    const off = await Promise.all(pages.map(readableTextOffThread));
    expect(readableWorkerRunning()).toBe(true);
    expect(off).toEqual(pages.map(readableText));
    expect(off[1]).toContain('Section 3');
  });
});

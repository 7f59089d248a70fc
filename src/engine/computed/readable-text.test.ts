import { describe, expect, it } from 'vitest';
import { readableText } from './readable-text';

const paragraph = (i: number) =>
  `<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count as an article body for Readability's threshold.</p>`;
const ARTICLE = `<!doctype html><html><head><title>T</title></head><body><nav><a href="/">Home</a></nav><article><h1>Heading</h1>${Array.from({ length: 12 }, (_, i) => paragraph(i)).join('')}</article><footer>Footer links</footer></body></html>`;

describe('readable text', () => {
  it('finds the article text and leaves out navigation and footer', () => {
    const text = readableText(ARTICLE);
    expect(text).toContain('Paragraph 11 explains');
    expect(text).not.toContain('Footer links');
  });
  it('keeps paragraphs apart when the HTML has no space between them (minified pages)', () => {
    const text = readableText(ARTICLE)!;
    // The paragraphs follow each other with no whitespace: their sentences must not run together (one line each).
    expect(text).toContain('threshold.\nParagraph 1 explains');
    expect(text).not.toMatch(/threshold\.Paragraph/);
  });
});

describe('links side by side in the article', () => {
  it('are two words, not one ("PostsRules")', () => {
    const html = ARTICLE.replace(
      '</h1>',
      '</h1><p>Filed under <a href="/t/ai">AI</a><a href="/t/search">Search</a> by the desk.</p>',
    );
    expect(readableText(html)).toContain('Filed under AI Search by the desk.');
  });
});

import { describe, expect, it } from 'vitest';
import { readArticle } from './readable-text';

const paragraph = (i: number) =>
  `<p>Paragraph ${i} explains how AI assistants read, quote and cite web pages, with enough words to count as an article body for Readability's threshold.</p>`;
const ARTICLE = `<!doctype html><html><head><title>T</title></head><body><nav><a href="/">Home</a></nav><article><h1>Heading</h1>${Array.from({ length: 12 }, (_, i) => paragraph(i)).join('')}</article><footer>Footer links</footer></body></html>`;

describe('readable text', () => {
  it('finds the article text and leaves out navigation and footer', () => {
    const text = readArticle(ARTICLE)?.text;
    expect(text).toContain('Paragraph 11 explains');
    expect(text).not.toContain('Footer links');
  });
  it('keeps paragraphs apart when the HTML has no space between them (minified pages)', () => {
    const text = readArticle(ARTICLE)?.text;
    // The paragraphs follow each other with no whitespace: their sentences must not run together (one line each).
    expect(text).toContain('threshold.\nParagraph 1 explains');
    expect(text).not.toMatch(/threshold\.Paragraph/);
  });
});

describe("the article's images", () => {
  const addresses = (html: string) => readArticle(html)?.images.map((i) => i.address);
  it('are named as the page facts name them, a lazy image by its data-src, and none from around the article', () => {
    const html = ARTICLE.replace('<nav>', '<nav><img src="/logo.png">')
      .replace(
        '</h1>',
        '</h1><figure><img src="data:image/gif;base64,R0lGOD" data-src="/chart.png" class="lazy"></figure>',
      )
      .replace('<footer>', '<footer><img src="/badge.png">');
    expect(addresses(html)).toEqual(['/chart.png']);
  });
  it("include a shop's gallery between its heading and its description, but not the site's logo", () => {
    const gallery = Array.from({ length: 5 }, (_, i) => `<a href="/p/${i}.jpg"><img src="/p/${i}.jpg"></a>`).join(' ');
    const description = Array.from({ length: 4 }, (_, i) => paragraph(i)).join('');
    const html = `<html><body><div class="header"><img src="/logo.png"></div><div class="product"><h1>Walnut desk</h1><div class="gallery">${gallery}</div><div class="description">${description}</div></div></body></html>`;
    expect(addresses(html)?.sort()).toEqual(['/p/0.jpg', '/p/1.jpg', '/p/2.jpg', '/p/3.jpg', '/p/4.jpg']);
  });
  it("leave out a site's logo in its own H1 above the text, and other stories' thumbnails after it in the same box", () => {
    const text = Array.from({ length: 4 }, (_, i) => paragraph(i)).join('');
    const related = Array.from(
      { length: 4 },
      (_, i) => `<a href="/r/${i}"><img src="/r/${i}.jpg" alt="Story ${i}"></a>`,
    ).join(' ');
    const html = `<html><body><div class="top"><h1><a href="/"><img src="/logo.png" alt="My Blog"></a></h1></div><div class="post">${text.replace('</p>', '</p><img src="/photo.jpg">')}<div class="related-links">${related}</div></div></body></html>`;
    expect(addresses(html)).toEqual(['/photo.jpg']);
  });
  it('ignore a place stamp the page wrote itself', () => {
    const html = ARTICLE.replace('<nav>', '<nav><img src="/logo.png" data-getseen-n="1">').replace(
      '<h1>Heading</h1>',
      '<h1>Heading</h1><span data-getseen-n="1">x</span>',
    );
    expect(addresses(html)).toEqual([]);
  });
  it("are found after Readability's second pass, which rebuilds the page (a short text beside a gallery)", () => {
    const gallery = Array.from({ length: 8 }, (_, i) => `<a href="/g/${i}"><img src="/photos/${i}.jpg"></a>`).join('');
    const html = `<html><body><div class="gallery-page"><h1>Harbour</h1><p>${'The harbour at dawn, photographed from the old pier. '.repeat(3)}</p><div class="gallery">${gallery}</div><p>Eight photographs.</p></div></body></html>`;
    expect(readArticle(html)?.images).toHaveLength(8);
  });
  it('name a lazy image with a <noscript> copy as the facts name it, though Readability puts the copy in its place', () => {
    const lazy =
      '<figure><img src="data:image/svg+xml,%3Csvg%3E" data-lazy-src="/a.jpg"><noscript><img src="/a.jpg"></noscript></figure>';
    const html = ARTICLE.replace('<p>Paragraph 5', `${lazy}<p>Paragraph 5`);
    expect(addresses(html)).toEqual(['data:image/svg+xml,%3Csvg%3E']);
    const bare = ARTICLE.replace(
      '<p>Paragraph 5',
      '<img><noscript><img src="/b.jpg" alt="B"></noscript><p>Paragraph 5',
    );
    expect(addresses(bare)).toEqual(['/b.jpg']);
  });
  it('tell apart images that share one address by how many before them bear it (a lazy placeholder)', () => {
    const lazy = (src: string) =>
      `<img src="data:image/gif;base64,R0lGOD" data-lazy-src="${src}"><noscript><img src="${src}"></noscript>`;
    const html = ARTICLE.replace('<nav>', `<nav>${lazy('/logo.png')}`)
      .replace('<p>Paragraph 5', `<figure>${lazy('/a.jpg')}</figure><p>Paragraph 5`)
      .replace('<footer>', `<footer>${lazy('/badge.png')}`);
    // The second of the three placeholders is the article's; the first and the third are the nav's and the footer's.
    expect(readArticle(html)?.images).toEqual([{ address: 'data:image/gif;base64,R0lGOD', nth: 1 }]);
  });
  it("include a figure between the article's paragraphs whose box Readability drops", () => {
    const html = ARTICLE.replace(
      '<p>Paragraph 5',
      '<div class="com-insert-images"><figure><img src="/inline.png"></figure></div><p>Paragraph 5',
    );
    expect(addresses(html)).toEqual(['/inline.png']);
  });
});

describe('links side by side in the article', () => {
  it('are two words, not one ("PostsRules")', () => {
    const html = ARTICLE.replace(
      '</h1>',
      '</h1><p>Filed under <a href="/t/ai">AI</a><a href="/t/search">Search</a> by the desk.</p>',
    );
    expect(readArticle(html)?.text).toContain('Filed under AI Search by the desk.');
  });
});

describe('a drop cap set apart by a space (decision 139)', () => {
  const opening = (first: string) =>
    ARTICLE.replace(
      '<h1>Heading</h1>',
      `<h1>Heading</h1><p class="lead">${first} museum opens on Sept. 24, after the long journey.</p>`,
    );

  it('joins the letter to its word where the page writes that word elsewhere ("T he" is "The")', () => {
    const text = readArticle(opening('<span class="g-drop">T</span> <span class="g-upper">he Smithsonian’s</span>'));
    expect(text?.text).toContain('The Smithsonian’s museum opens');
  });

  it('keeps a letter that is a word of its own apart ("A new" is not "Anew")', () => {
    const text = readArticle(opening('<span class="drop-cap">A</span> <span>new</span>'));
    expect(text?.text).toContain('A new museum opens');
  });

  it('leaves a capital in a class that names no drop cap as it is', () => {
    const text = readArticle(opening('<span class="g-upper">T</span> <span>he Smithsonian’s</span>'));
    expect(text?.text).toContain('T he Smithsonian’s');
  });
});

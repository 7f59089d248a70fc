/** Decision 051: a failing audit's title says this page's case, with its figures, not the catch-all. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import metaDescription from './ai-visibility/meta-description';
import titleTag from './ai-visibility/title-tag';
import structuredData from './ai-visibility/structured-data';
import sitemap from './ai-visibility/sitemap';
import mainContentLength from './content/main-content-length';
import imageAltText from './content/image-alt-text';

const page = (head: string, body = '<p>A short note.</p>') =>
  makeArtifacts(`<!doctype html><html lang="en"><head>${head}</head><body><main>${body}</main></body></html>`, {
    url: 'https://shop.example/notes/one',
  });
const LONG = 'A description that runs on well past what a result page shows, '.repeat(3).trim();

describe('failure titles said for the page', () => {
  it('meta description: missing, written in value=, too long, too short', () => {
    expect(metaDescription.run(page('<title>T</title>')).failureTitle).toBe('The page has no meta description');
    expect(
      metaDescription.run(page('<meta name="description" value="Written where no engine reads it.">')).failureTitle,
    ).toBe('Meta description is written in value=, which engines do not read');
    expect(metaDescription.run(page(`<meta name="description" content="${LONG}">`)).failureTitle).toBe(
      `Meta description is ${LONG.length} characters, over 160`,
    );
    expect(metaDescription.run(page('<meta name="description" content="Too short.">')).failureTitle).toBe(
      'Meta description is 10 characters, under 70',
    );
    const fine = metaDescription.run(page(`<meta name="description" content="${LONG.slice(0, 120)}">`));
    expect(fine.score).toBe(1);
    expect(fine.failureTitle).toBeUndefined();
  });

  it('title: missing, too long', () => {
    expect(titleTag.run(page('')).failureTitle).toBe('The page has no title');
    expect(titleTag.run(page(`<title>${LONG}</title>`)).failureTitle).toBe(
      `Title is ${LONG.length} characters, over 60`,
    );
  });

  it('structured data: none, errors', () => {
    expect(structuredData.run(page('<title>T</title>')).failureTitle).toBe('The page has no structured data');
    const broken = page(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Artcle"}</script>',
    );
    expect(structuredData.run(broken).failureTitle).toMatch(/^Structured data has \d+ errors?$/);
  });

  it('sitemap: none at the address it should be', () => {
    expect(sitemap.run(page('<title>T</title>')).failureTitle).toBe(
      'No XML sitemap at https://shop.example/sitemap.xml',
    );
  });

  it('content length and images: the page’s own counts', () => {
    expect(mainContentLength.run(page('<title>T</title>')).failureTitle).toBe(
      'Only 3 words of readable content in the HTML',
    );
    const imgs = page('<title>T</title>', '<p>Two pictures.</p><img src="/a.jpg"><img src="/b.jpg" alt="B">');
    expect(imageAltText.run(imgs).failureTitle).toBe('1 of 2 images has no alt text');
  });
});

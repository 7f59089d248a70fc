import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import metaDescription from '../audits/ai-visibility/meta-description';
import titleTag from '../audits/ai-visibility/title-tag';
import llmsTxt from '../audits/ai-visibility/llms-txt';
import canonical from '../audits/technical/canonical';
import { clip, draftDescription } from './drafts';
import { draftAlt } from './drafts';

const bakery = `<!doctype html><html lang="en"><head><title>Crumbs</title></head><body>
<nav><a href="/menu">Our menu</a> <a href="/order">Order a cake</a> <a href="/visit">Visit us</a></nav>
<main><h1>Sourdough and cakes baked in Hebden Bridge every morning</h1>
<p>Crumbs is a family bakery on Market Street baking sourdough, rye and celebration cakes since 1998. Order by noon for next-day collection.</p>
<p>We bake everything on site with flour from a local mill, and we deliver wedding cakes within 30 miles.</p></main></body></html>`;
const news = `<!doctype html><html lang="en"><head><title>Council budget | The Valley Times</title></head><body>
<main><h1>Council approves a budget with a £2m gap</h1><p>The council voted on Tuesday to approve next year's budget, leaving a shortfall of £2m to be closed by March. Councillors said reserves would cover the gap.</p></main></body></html>`;

describe('fixes written for the page in front of us', () => {
  it("the meta description draft is extracted from the page's own main content, and differs page to page", () => {
    const a = metaDescription.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    const b = metaDescription.run(makeArtifacts(news, { url: 'https://valley.example/2025/03/budget' }));
    expect(a.fix?.stepByStep.join(' ')).toContain(
      '<meta name="description" content="Crumbs is a family bakery on Market Street',
    );
    expect(b.fix?.stepByStep.join(' ')).toContain('The council voted on Tuesday');
    expect(a.fix?.stepByStep).not.toEqual(b.fix?.stepByStep);
  });
  it('the draft starts from a description the page already writes in another tag, and the evidence says so', () => {
    const og =
      'Crumbs bakes sourdough, rye and celebration cakes on Market Street, Hebden Bridge, and delivers wedding cakes.';
    for (const tag of [
      `<meta property="og:description" content="${og}">`,
      `<meta name="og:description" value="${og}">`,
      `<meta name="twitter:description" content="${og}">`,
    ]) {
      const out = metaDescription.run(
        makeArtifacts(bakery.replace('<head>', `<head>${tag}`), { url: 'https://crumbs.example/' }),
      );
      expect(out.fix?.stepByStep.join(' '), tag).toContain(`<meta name="description" content="${og}">`);
      expect(out.fix?.description).toMatch(
        /already describes itself in <meta (property|name)="(og|twitter):description"/,
      );
      expect(out.evidence.find((e) => e.label === 'Described elsewhere')?.value).toContain('Crumbs bakes sourdough');
    }
  });
  it('a description-like text too short to serve is not used: the draft comes from the main content', () => {
    const out = metaDescription.run(
      makeArtifacts(bakery.replace('<head>', '<head><meta property="og:description" content="Bakery.">'), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(out.fix?.stepByStep.join(' ')).toContain('content="Crumbs is a family bakery on Market Street');
    expect(out.evidence.some((e) => e.label === 'Described elsewhere')).toBe(false);
  });
  it("the title draft uses the page's heading and site name, never a template example", () => {
    const out = titleTag.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    const text = JSON.stringify(out.fix);
    expect(text).toContain('Sourdough and cakes');
    expect(text).not.toMatch(/Leeds|Plumbing/);
  });
  it("a missing llms.txt comes with a draft built from the site's own navigation", () => {
    const out = llmsTxt.run(makeArtifacts(bakery, { url: 'https://crumbs.example/' }));
    const draft = out.fix!.stepByStep[0];
    expect(draft).toContain('- [Our menu](https://crumbs.example/menu)');
    expect(draft).toContain('> Crumbs is a family bakery');
  });
  it('never advises what is already done: a canonical to this page passes; one elsewhere is named, not "declare one"', () => {
    const self = canonical.run(
      makeArtifacts(bakery.replace('<head>', '<head><link rel="canonical" href="https://crumbs.example/">'), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(self.score).toBe(1);
    const other = canonical.run(
      makeArtifacts(bakery.replace('<head>', '<head><link rel="canonical" href="https://crumbs.example/home">'), {
        url: 'https://crumbs.example/',
      }),
    );
    expect(other.fix?.title).toBe('Check where the canonical link points');
    expect(other.fix?.description).toContain('https://crumbs.example/home');
  });
  it('clip cuts at a word boundary', () => {
    expect(clip('one two three four', 10)).toBe('one two…');
    expect(draftDescription(makeArtifacts('<html><body></body></html>'))).toBeNull();
  });
});

describe('drafts for alt text', () => {
  it('an alt draft comes only from a file name made of words', () => {
    expect(draftAlt('https://crumbs.example/img/sourdough-rye-loaf_1200x800.jpg')).toBe('Sourdough rye loaf');
    expect(draftAlt('/uploads/2025/03/IMG_4032.JPG')).toBeNull();
    expect(draftAlt('https://cdn.example/16149374-814f-40bc-baf3-ca20f149f0ba.jpg')).toBeNull();
    expect(draftAlt('')).toBeNull();
  });
});

/**
 * Regions by what an element's names say: a custom element's tag name says what it is as a class does
 * (YouTube's `ytd-compact-promoted-video-renderer`, a news site's `ps-promo`); a class that only states a
 * node's status (Drupal's `node-promoted`, promoted to the front page) says nothing of the block.
 */
import { describe, expect, it } from 'vitest';
import { extractPageFacts } from '../page-facts';

const prose = '<p>The council voted on Tuesday to fund the new harbour ferry for three more years.</p>'.repeat(12);
const facts = (main: string) =>
  extractPageFacts(
    `<!doctype html><html lang="en"><head><title>Ferry</title></head><body><main><h1>Ferry funded</h1>${prose}${main}</main></body></html>`,
    'https://news.example/ferry',
  );

describe('regions named by custom elements and status classes', () => {
  it('a promoted video and story promos in custom elements are not the main text', () => {
    const f = facts(
      '<ytd-compact-promoted-video-renderer><p>Need steady energy? Rise and thrive with breakfast biscuits.</p></ytd-compact-promoted-video-renderer><ps-promo><p>Scripps Ranch business park makes way for apartments.</p></ps-promo>',
    );
    expect(f.mainText).toContain('harbour ferry');
    expect(f.mainText).not.toContain('biscuits');
    expect(f.mainText).not.toContain('Scripps Ranch');
  });
  it('a "read next" or "up next" teaser is not the main text', () => {
    const f = facts(
      '<div class="read-next"><p>Read Next</p><p>Cast attends a memorial</p></div><div class="upnext"><p>Governments and social media</p></div>',
    );
    expect(f.mainText).not.toContain('memorial');
    expect(f.mainText).not.toContain('Governments');
  });
  it("Drupal's node-promoted author teaser stays in the main text", () => {
    const f = facts(
      '<div class="node node-person node-promoted node-teaser"><h3>Kori Schulman</h3><p>Deputy Chief Digital Officer</p></div>',
    );
    expect(f.mainText).toContain('Kori Schulman');
  });
  it("a page without landmarks: its fine print is the site's chrome, not the main text", () => {
    const f = extractPageFacts(
      `<html><body><div id="wrapper">${prose}</div><div id="fine-print"><a href="https://www.nlm.nih.gov/privacy.html">Privacy</a></div></body></html>`,
      'https://clinicaltrials.example/study',
    );
    expect(f.links[0].region).toBe('chrome');
    expect(f.mainText).not.toContain('Privacy');
  });
  it('a list of next videos stays out of the main text even when it holds most of the page', () => {
    const next = '<p>ElixirConf 2018: Architecting Flow in Elixir, from pipes to parallel stages</p>'.repeat(40);
    const f = facts(`<ytd-watch-next-secondary-results-renderer>${next}</ytd-watch-next-secondary-results-renderer>`);
    expect(f.mainText).toContain('harbour ferry');
    expect(f.mainText).not.toContain('Architecting Flow');
  });
});

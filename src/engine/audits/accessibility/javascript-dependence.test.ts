import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import { extractPageFacts } from '../../gather/page-facts';
import type { Artifacts } from '../../types';
import javascriptDependence, { jsDependence } from './javascript-dependence';
import mainContentLength from '../content/main-content-length';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>App</title></head><body>${body}<script src="/app.js"></script></body></html>`;

/** The page as fetched (raw) and as rendered by the browser. */
function page(rawBody: string, renderedBody: string): Artifacts {
  const a = makeArtifacts(html(rawBody));
  const rendered: Artifacts['rendered'] = {
    ...a.rendered,
    available: true,
    note: null,
    facts: extractPageFacts(html(renderedBody), a.url),
  };
  return { ...a, rendered };
}

describe('JavaScript dependence follows the share of text that only exists after scripts, whatever the length', () => {
  it('a short single-page app (0 words in the HTML, 41 after JavaScript) is flagged', () => {
    const a = page('<div id="root"></div>', `<main><p>${words(41)}</p></main>`);
    expect(jsDependence(a)).toMatchObject({ rawWords: 0, renderedWords: 41, jsOnly: true, jsHeavy: true });
    expect(javascriptDependence.run(a)).toMatchObject({ score: 0, critical: true });
  });
  it('a larger one (0 and 192) is flagged the same way', () => {
    expect(jsDependence(page('<div id="root"></div>', `<main><p>${words(192)}</p></main>`))).toMatchObject({
      jsOnly: true,
      jsHeavy: true,
    });
  });
  it('a server-rendered page that scripts add a little to is not', () => {
    expect(jsDependence(page(`<main><p>${words(160)}</p></main>`, `<main><p>${words(200)}</p></main>`))).toMatchObject({
      jsOnly: false,
      jsHeavy: false,
    });
  });
  it('too little text to judge is not flagged', () => {
    expect(jsDependence(page('', '<p>Log in</p>'))).toMatchObject({ jsOnly: false, jsHeavy: false });
  });
  it('the content count names both numbers, so the banner, the flag and the counts agree', () => {
    const a = page('<div id="root"></div>', `<main><p>${words(192)}</p></main>`);
    const ev = mainContentLength.run(a).evidence;
    expect(ev).toContainEqual({ label: 'Main content words in the HTML', value: '0' });
    expect(ev).toContainEqual({ label: 'Words on the page after JavaScript (whole page)', value: '192' });
  });
});

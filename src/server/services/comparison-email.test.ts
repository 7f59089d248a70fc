import { describe, expect, it } from 'vitest';
import { comparePages } from '@/shared/competitor-compare';
import { resultFixture } from '@/web/test/fixtures';
import { comparisonHtml, comparisonText } from './comparison-email';

const colors = { primary: '#111111', secondary: '#222222' };
const rival = (types: string[]) => ({
  ...resultFixture,
  pageDetails: { ...resultFixture.pageDetails, url: 'https://rival.example/' },
  structuredData: { ...resultFixture.structuredData, schemaTypes: types },
});

describe('the comparison in the report e-mail', () => {
  it('escapes what the pages wrote (a JSON-LD type is the page author’s text) and says "Nothing we measure"', () => {
    const comparison = comparePages([
      { url: 'https://mine.example/', result: resultFixture },
      { url: 'https://rival.example/', result: rival(['WebPage', '<img src=x onerror=alert(1)>']) },
      {
        url: 'https://same.example/',
        result: { ...resultFixture, pageDetails: { ...resultFixture.pageDetails, url: 'https://same.example/' } },
      },
    ]);
    const html = comparisonHtml({ comparison, locked: false }, colors);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    const text = comparisonText({ comparison, locked: false }).join('\n');
    expect(text).toContain(
      'Nothing we measure: same.example does nothing for AI visibility that your page does not already do.',
    );
    // The crawlers every page treats alike are counted, not listed (the screen's default view).
    expect(text).toMatch(/\d+ more crawlers? (is|are) treated the same on every page\./);
  });

  it('locked: the scores and what the rest holds, nothing of the details', () => {
    const comparison = comparePages([
      { url: 'https://mine.example/', result: resultFixture },
      { url: 'https://rival.example/', result: rival(['Product']) },
    ]);
    for (const body of [
      comparisonHtml({ comparison, locked: true }, colors),
      comparisonText({ comparison, locked: true }).join('\n'),
    ]) {
      expect(body).toContain('You and your competitors');
      expect(body).toContain('are part of the full comparison.');
      expect(body).not.toContain('Product');
      expect(body).not.toContain('Side by side');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { clean, parsePage, textOf, type TreeNode } from './dom';
import { showsAtMost } from './shows-at-most';

const BODY = `<div id="d"><p>Read the rest  of this\u00a0story on <a href="/x">the site</a>.</p><!-- a long comment that is no text at all -->
<script>var notShown = "but textOf reads it";</script><ul><li>One</li><li>Two  words</li></ul></div>`;

describe('showsAtMost', () => {
  it("answers as the length of the element's clean text without white space would, at every bound", () => {
    const page = parsePage(`<!doctype html><html><body>${BODY}</body></html>`, 'https://example.com/');
    const elements = page.$('div, p, a, ul, li, script').toArray() as unknown as TreeNode[];
    for (const el of elements) {
      const letters = clean(textOf([el])).replace(/\s/g, '').length;
      for (const bound of [0, letters - 1, letters, letters + 1, 1000].filter((b) => b >= 0))
        expect(showsAtMost(el, bound)).toBe(letters <= bound);
    }
  });
});

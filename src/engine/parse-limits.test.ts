/** The guard's linear scan measures what linkedom builds, and refuses pages over the caps with a reason. */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isEngineError, PageTooComplexError } from './errors';
import { checkParseLimits, DEFAULT_PARSE_LIMITS, measureHtml } from './parse-limits';

/** Depth and element count of linkedom's document for the same HTML (html = depth 1). */
function domShape(html: string) {
  let depth = 0;
  let elements = 0;
  const walk = (el: Element, d: number) => {
    elements++;
    depth = Math.max(depth, d);
    for (const c of Array.from(el.children)) walk(c, d + 1);
  };
  const root = parseHTML(html).document.documentElement as unknown as Element | null;
  if (root) walk(root, 1);
  return { depth, elements };
}

const nest = (tag: string, n: number, inner = 'x') => `${`<${tag}>`.repeat(n)}${inner}${`</${tag}>`.repeat(n)}`;

describe('measureHtml', () => {
  it.each([
    ['nested divs', `<html><body>${nest('div', 50)}</body></html>`],
    ['unclosed divs', `<html><body>${'<div>'.repeat(40)}text</body></html>`],
    [
      'unclosed p and li close their predecessors',
      `<html><body>${'<p>para'.repeat(30)}<ul>${'<li>item'.repeat(30)}</ul></body></html>`,
    ],
    ['a div closes an open p', `<html><body><p>a<div>b</div><p>c<table><tr><td>1<td>2<tr><td>3</table></body></html>`],
    [
      'void elements and stray end tags',
      `<html><body>${'<br><img src=x><input></span></b>'.repeat(20)}<div></em></div></body></html>`,
    ],
    [
      'markup inside script, style, title, textarea and comments is text',
      `<html><head><title><div><div></title><style>a>b{}</style><script>if (a<b) document.write("<div><div><div>")</script></head><body><!-- <div><div> --><textarea><div></textarea><![CDATA[x]]></body></html>`,
    ],
    [
      'quoted attributes holding > and quotes',
      `<html><body><div title="a > b" data-x='<div>' class=plain>${nest('section', 5)}</div></body></html>`,
    ],
    [
      'self-closing tags only close inside svg',
      `<html><body><div/><span/>${'<svg><g/><path d="M0 0"/><g><rect/></g></svg>'.repeat(3)}</body></html>`,
    ],
    ['upper case tags', `<HTML><BODY>${nest('DIV', 20)}</BODY></HTML>`],
  ])('%s: same depth as linkedom', (_, html) => {
    const scan = measureHtml(html);
    const dom = domShape(html);
    expect(scan.depth).toBe(dom.depth);
    expect(Math.abs(scan.elements - dom.elements)).toBeLessThanOrEqual(2); // linkedom adds a missing head or body
  });

  it('is linear: a 2 MB page of 250,000 nested elements is scanned in well under a second', () => {
    const html = nest('div', 250_000);
    const t0 = performance.now();
    expect(measureHtml(html)).toEqual({ depth: 250_000, elements: 250_000 });
    expect(performance.now() - t0).toBeLessThan(1000);
    // Stray end tags against a deep stack cost nothing either.
    const stray = `${'<div>'.repeat(200)}${'</span>'.repeat(300_000)}`;
    const t1 = performance.now();
    expect(measureHtml(stray).depth).toBe(200);
    expect(performance.now() - t1).toBeLessThan(1000);
  });
});

describe('checkParseLimits', () => {
  it('passes ordinary pages', () => {
    expect(checkParseLimits(`<html><body>${nest('div', 40)}${'<p>text</p>'.repeat(5000)}</body></html>`)).toBeNull();
    expect(checkParseLimits('')).toBeNull();
  });

  it('refuses a page nested deeper than the cap, with the depth found and the limit', () => {
    const e = checkParseLimits(`<!doctype html><html><body>${nest('div', 3000)}</body></html>`);
    expect(e).toBeInstanceOf(PageTooComplexError);
    expect(isEngineError(e, 'page_too_complex')).toBe(true);
    expect(e?.detail).toEqual({ measure: 'depth', found: 3002, limit: DEFAULT_PARSE_LIMITS.maxDepth });
    expect(e?.message).toBe(
      'The page is too complex to analyse: its elements are nested 3,002 deep (the limit is 256).',
    );
  });

  it('refuses a page with more elements than the cap', () => {
    const e = checkParseLimits('<b></b>'.repeat(101), { maxDepth: 10, maxElements: 100, maxChars: 1e6 });
    expect(e?.detail).toEqual({ measure: 'elements', found: 101, limit: 100 });
    expect(e?.message).toBe('The page is too complex to analyse: it has 101 elements (the limit is 100).');
  });
});

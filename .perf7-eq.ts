import { readFileSync, readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
const A = await import('./.perf7-orig/engine/gather/page-facts.ts');
const B = await import('./src/engine/gather/page-facts.ts');
const R = '/work/shared/corpus/realworld/';
let n = 0, bad = 0, ta = 0, tb = 0;
const files = readdirSync(R, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));
for (const f of files) {
  const html = readFileSync(R + f, 'utf8');
  for (const url of ['http://127.0.0.1/x/y', 'https://www.example.com/']) {
    let t = performance.now(); const a = A.extractPageFacts(html, url); ta += performance.now() - t;
    t = performance.now(); const b = B.extractPageFacts(html, url); tb += performance.now() - t;
    n++;
    if (JSON.stringify(a) !== JSON.stringify(b) || !isDeepStrictEqual(a, b)) { bad++; console.log('DIFF', f); for (const k of Object.keys(a)) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) console.log('  ', k, JSON.stringify(a[k]).slice(0, 200), '|', JSON.stringify(b[k]).slice(0, 200)); }
  }
}
// synthetic edge cases
const edge = [
  '', '<p>x', '<html lang=de><head><title>T</title><link rel=CANONICAL href=/c><meta name=Description content=d></head><body><template><link rel=canonical href=/t><meta name=description content=t><table></table><main></main></template><svg><title>s</title><a href=/s>s</a></svg><noscript><p>Enable JavaScript</p></noscript><div role=main class="Byline author">By me</div><ul><li>a</li></ul><nav><ul><li>b</li></ul></nav><blockquote class=Testimonial>q</blockquote><q>x</q><details></details><section itemscope itemtype="https://schema.org/Review" typeof="schema:Thing"></section></body></html>',
  '<title>a</title><title>b</title><body><h2>x</h2><h1>y</h1><H3>z</H3><a href="mailto:a@b.c" rel=NOFOLLOW>m</a><span rel=author>au</span><span itemprop=author>ip</span><time datetime=2020>t</time><address>addr</address><img alt="" src=a><img role=presentation></body>',
];
for (const h of edge) { const a = A.extractPageFacts(h, 'http://e.com/'); const b = B.extractPageFacts(h, 'http://e.com/'); n++; if (!isDeepStrictEqual(a, b)) { bad++; console.log('EDGE DIFF', h.slice(0, 40), JSON.stringify(a), JSON.stringify(b)); } }
console.log({ n, bad, origMs: Math.round(ta), newMs: Math.round(tb) });

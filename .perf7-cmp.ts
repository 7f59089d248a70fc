import { readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
const A = await import('./.perf7-orig/engine/gather/page-facts.ts');
const B = await import('./src/engine/gather/page-facts.ts');
const ct = await import('./src/engine/computed/content.ts');
const sdm = await import('./src/engine/computed/structured-data.ts');
const pages = ['postlight/www.reddit.com.html', 'readability/yahoo-1.html', 'readability/nytimes-1.html', 'postlight/github.com.html', 'postlight/medium.com.html'];
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const p of pages) {
  const html = readFileSync('/work/shared/corpus/realworld/' + p, 'utf8');
  const u = 'http://127.0.0.1/x';
  const ta: number[] = [], tb: number[] = [], tl: number[] = [], tc: number[] = [];
  const f = B.extractPageFacts(html, u); const sd = sdm.computeStructuredData(f);
  for (let i = 0; i < 9; i++) {
    let t = performance.now(); A.extractPageFacts(html, u); ta.push(performance.now() - t);
    t = performance.now(); B.extractPageFacts(html, u); tb.push(performance.now() - t);
    t = performance.now(); cheerio.load(html); tl.push(performance.now() - t);
    t = performance.now(); ct.computeContent(html, u, f, { headers: {} } as any, sd); tc.push(performance.now() - t);
  }
  console.log(JSON.stringify({ page: p, kB: Math.round(html.length / 1024), pageFactsBefore: Math.round(med(ta)), pageFactsAfter: Math.round(med(tb)), ofWhichCheerioLoad: Math.round(med(tl)), contentReadability: Math.round(med(tc)) }));
}

import { readFileSync, readdirSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { parseHTML } from 'linkedom';
import { Readability } from '@mozilla/readability';
const modDir = process.env.MOD ?? './src/engine';
const pf = await import(modDir + '/gather/page-facts.ts');
const ct = await import(modDir + '/computed/content.ts');
const sdm = await import(modDir + '/computed/structured-data.ts');
const R = '/work/shared/corpus/realworld/';
const pages = ['postlight/www.reddit.com.html', 'readability/yahoo-1.html', 'readability/nytimes-1.html', 'postlight/github.com.html', 'postlight/medium.com.html'];
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const time = (f: () => unknown, n = 7) => { f(); const t: number[] = []; for (let i = 0; i < n; i++) { const t0 = performance.now(); f(); t.push(performance.now() - t0); } return Math.round(med(t)); };
const doc = { headers: {} } as any;
for (const p of pages) {
  const html = readFileSync(R + p, 'utf8');
  const url = 'http://127.0.0.1/x';
  const facts = pf.extractPageFacts(html, url);
  const sd = sdm.computeStructuredData(facts);
  const row: Record<string, number | string> = { page: p, kB: Math.round(html.length / 1024) };
  row.cheerioLoad = time(() => cheerio.load(html));
  row.pageFacts = time(() => pf.extractPageFacts(html, url));
  row.linkedom = time(() => parseHTML(html));
  row.readability = time(() => new Readability(parseHTML(html).document as any, { charThreshold: 200 }).parse());
  row.content = time(() => ct.computeContent(html, url, facts, doc, sd));
  console.log(JSON.stringify(row));
}

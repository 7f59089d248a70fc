import { readFileSync } from 'node:fs';
const B = await import('./src/engine/gather/page-facts.ts');
const pages = ['postlight/www.reddit.com.html', 'readability/yahoo-1.html', 'readability/nytimes-1.html', 'postlight/github.com.html'];
const hs = pages.map((p) => readFileSync('/work/shared/corpus/realworld/' + p, 'utf8'));
for (let i = 0; i < 5; i++) for (const h of hs) B.extractPageFacts(h, 'http://127.0.0.1/');

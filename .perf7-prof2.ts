import { readFileSync } from 'node:fs';
const pf = await import('./src/engine/gather/page-facts.ts');
const ct = await import('./src/engine/computed/content.ts');
const sdm = await import('./src/engine/computed/structured-data.ts');
const pages = ['postlight/www.reddit.com.html', 'readability/yahoo-1.html', 'readability/nytimes-1.html', 'postlight/github.com.html'];
const hs = pages.map((p) => readFileSync('/work/shared/corpus/realworld/' + p, 'utf8'));
const fs = hs.map((h) => pf.extractPageFacts(h, 'http://127.0.0.1/'));
for (let i = 0; i < 4; i++) hs.forEach((h, j) => ct.computeContent(h, 'http://127.0.0.1/', fs[j], { headers: {} } as any, sdm.computeStructuredData(fs[j])));

import { readFileSync } from 'node:fs';
const B = await import('./src/engine/gather/page-facts.ts');
const hs = ['readability/nytimes-1.html','postlight/github.com.html'].map((p) => readFileSync('/work/shared/corpus/realworld/' + p, 'utf8'));
for (let i = 0; i < 30; i++) for (const h of hs) B.extractPageFacts(h, 'http://127.0.0.1/');

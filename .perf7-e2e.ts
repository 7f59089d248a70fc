import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
const R = '/work/shared/corpus/realworld/';
const pages = ['postlight/www.reddit.com.html', 'readability/yahoo-1.html', 'readability/nytimes-1.html', 'postlight/github.com.html', 'postlight/medium.com.html'];
const srv = createServer((req, res) => {
  const p = decodeURIComponent((req.url ?? '/').slice(1));
  if (!pages.includes(p)) { res.writeHead(404); res.end('nf'); return; }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(readFileSync(R + p));
});
await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
const port = (srv.address() as any).port;
const O = await import('./.perf7-orig/engine/runner.ts');
const N = await import('./src/engine/runner.ts');
const now = () => new Date('2026-01-01T00:00:00Z');
const strip = (r: any) => { const c = structuredClone(r); delete c.engineInfo.timings; delete c.engineInfo.durationMs; return JSON.stringify(c).replace(/"\d+ ms"/g, "\"N ms\""); };
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const p of pages) {
  const url = `http://127.0.0.1:${port}/${p}`;
  const run = async (M: any) => { const r = await M.analyzeUrl(url, { allowPrivateNetwork: true, render: false, now }); return r; };
  const a0 = await run(O), b0 = await run(N);
  const same = strip(a0) === strip(b0);
  const ta: number[] = [], tb: number[] = [], na: number[] = [], nb: number[] = [];
  for (let i = 0; i < 5; i++) {
    const a = await run(O); const b = await run(N);
    ta.push(a.engineInfo.durationMs); tb.push(b.engineInfo.durationMs);
    na.push(a.engineInfo.durationMs - a.engineInfo.timings.document); nb.push(b.engineInfo.durationMs - b.engineInfo.timings.document);
    if (strip(a) !== strip(b)) console.log('DIFF run', p);
  }
  console.log(JSON.stringify({ page: p, identical: same, totalBefore: med(ta), totalAfter: med(tb), nodeAfterFetchBefore: med(na), nodeAfterFetchAfter: med(nb) }));
}
srv.close();
process.exit(0);

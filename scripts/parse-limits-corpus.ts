/**
 * The numbers behind the parse limits (docs/decisions/009-parse-limits.md): for every page of the
 * real-world corpus (../shared/corpus/realworld), the depth and element count of the guard's linear
 * scan, the same measured on linkedom's DOM (what Readability reads), and the time of the two parses.
 *
 *   tsx scripts/parse-limits-corpus.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { readArticle } from '@/engine/computed/readable-text';
import { extractPageFacts } from '@/engine/gather/page-facts';
import { DEFAULT_PARSE_LIMITS, measureHtml } from '@/engine/parse-limits';
import { CORPUS_DIR, listCorpusPages } from '../bench/lib/corpus';

interface Row {
  page: string;
  kB: number;
  depth: number;
  elements: number;
  domDepth: number;
  domElements: number;
  scanMs: number;
  parseMs: number;
}

/** Deepest element and element count of a linkedom document. */
function domShape(root: { children?: ArrayLike<unknown> }): [number, number] {
  let depth = 0;
  let count = 0;
  const todo: [{ children?: ArrayLike<unknown> }, number][] = [[root, 0]];
  while (todo.length) {
    const [node, d] = todo.pop()!;
    if (d > 0) count++;
    depth = Math.max(depth, d);
    for (const c of Array.from(node.children ?? [])) todo.push([c as { children?: ArrayLike<unknown> }, d + 1]);
  }
  return [depth, count];
}

const rows: Row[] = [];
for (const page of await listCorpusPages()) {
  const html = await readFile(path.join(CORPUS_DIR, page), 'utf8');
  let t = performance.now();
  const { depth, elements } = measureHtml(html);
  const scanMs = performance.now() - t;
  const [domDepth, domElements] = domShape(parseHTML(html).document as never);
  t = performance.now();
  extractPageFacts(html, 'https://example.com/');
  readArticle(html);
  rows.push({
    page,
    kB: Math.round(html.length / 1000),
    depth,
    elements,
    domDepth,
    domElements,
    scanMs,
    parseMs: performance.now() - t,
  });
}
if (!rows.length) throw new Error(`No corpus pages under ${CORPUS_DIR}`);
const top = (k: keyof Row) => [...rows].sort((a, b) => (b[k] as number) - (a[k] as number))[0];
const pct = (k: keyof Row, p: number) =>
  rows.map((r) => r[k] as number).sort((a, b) => a - b)[Math.floor(p * (rows.length - 1))];
const round = (r: Row) => ({ ...r, scanMs: Math.round(r.scanMs * 10) / 10, parseMs: Math.round(r.parseMs) });
console.log(`${rows.length} pages, limits ${JSON.stringify(DEFAULT_PARSE_LIMITS)}`);
console.log(
  `depth: median ${pct('depth', 0.5)}, p95 ${pct('depth', 0.95)}, max ${top('depth').depth} (${top('depth').page})`,
);
console.log(
  `elements: median ${pct('elements', 0.5)}, p95 ${pct('elements', 0.95)}, max ${top('elements').elements} (${top('elements').page})`,
);
const diff = (k: 'depth' | 'elements', dom: 'domDepth' | 'domElements') => rows.map((r) => r[k] - r[dom]);
console.log(
  `scan minus linkedom DOM: depth ${Math.min(...diff('depth', 'domDepth'))}..${Math.max(...diff('depth', 'domDepth'))}, elements ${Math.min(...diff('elements', 'domElements'))}..${Math.max(...diff('elements', 'domElements'))}`,
);
const kB = rows.reduce((s, r) => s + r.kB, 0);
console.log(
  `scan: ${Math.round(kB / rows.reduce((s, r) => s + r.scanMs, 0))} MB/s; slowest parse (facts + Readability): ${Math.round(top('parseMs').parseMs)} ms (${top('parseMs').page})`,
);
console.log(
  `over a limit: ${rows.filter((r) => r.depth > DEFAULT_PARSE_LIMITS.maxDepth || r.elements > DEFAULT_PARSE_LIMITS.maxElements).length}`,
);
console.table([top('depth'), top('elements'), top('parseMs')].map(round));

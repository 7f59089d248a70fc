/**
 * (6) Gzipped bytes of what the visitor's first load fetches (index.html's scripts, modulepreloads and
 * stylesheets), checked against FIRST_LOAD_BUDGET_KB; what the home page also waits for before it paints
 * (the brand configuration's chunks); and the lazy admin chunk with everything
 * it pulls in that the first load does not. Builds the web app with Vite into a temporary folder
 * (dist/web is left alone).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, kb } from './lib/util';
import { mdTable, type BenchOptions, type Section } from './lib/types';

type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
>;

/** The visitor's first load (JavaScript + CSS, gzip -9) may not exceed this (issue 15). */
const FIRST_LOAD_BUDGET_KB = 100;

/** The files of a manifest entry and everything it imports (lazily too when `dynamic`). */
function closure(manifest: Manifest, key: string | undefined, dynamic: boolean): Set<string> {
  const files = new Set<string>();
  const walk = (k: string) => {
    const e = manifest[k];
    if (!e || files.has(e.file)) return;
    files.add(e.file);
    for (const c of e.css ?? []) files.add(c);
    for (const i of [...(e.imports ?? []), ...(dynamic ? (e.dynamicImports ?? []) : [])]) walk(i);
  };
  if (key) walk(key);
  return files;
}

export async function runFrontend(_opts: BenchOptions): Promise<Section> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-web-'));
  try {
    const b = spawnSync(
      path.join(ROOT, 'node_modules/.bin/vite'),
      ['build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
      { cwd: ROOT, encoding: 'utf8', timeout: 300_000 },
    );
    if (b.status !== 0) {
      return {
        id: 'frontend',
        title: '6. Front end: unavailable',
        table: [],
        notes: [
          `\`vite build\` failed, so the front-end sizes are unavailable in this run: ${(b.stderr || b.stdout).split('\n').filter(Boolean).slice(0, 3).join(' ').slice(0, 400)}`,
        ],
      };
    }
    const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(out, f)), { level: 9 }).length;
    const raw = (f: string) => fs.statSync(path.join(out, f)).size;
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const refs = [...html.matchAll(/<(?:script[^>]+src|link[^>]+href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    const first = [...new Set(refs)];
    const js = first.filter((f) => f.endsWith('.js'));
    const css = first.filter((f) => f.endsWith('.css'));
    const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
    const adminKey =
      Object.keys(manifest).find((k) => /routes\/admin\/AdminRoutes/.test(k)) ??
      Object.keys(manifest).find((k) => /admin/i.test(k) && manifest[k].isDynamicEntry);
    const adminOnly = [...closure(manifest, adminKey, true)].filter((f) => !first.includes(f));
    const brandKey = Object.keys(manifest).find((k) => /features\/brand\/fetchBrand/.test(k));
    const beforePaint = [...closure(manifest, brandKey, false)].filter((f) => !first.includes(f));
    const sum = (fs_: string[], f: (x: string) => number) => fs_.reduce((s, x) => s + f(x), 0);
    const firstGz = sum(first, gz);
    const rows = [
      ['visitor first load: JavaScript', js.length, kb(sum(js, raw)), kb(sum(js, gz))],
      ['visitor first load: CSS', css.length, kb(sum(css, raw)), kb(sum(css, gz))],
      [`visitor first load: total (budget ${FIRST_LOAD_BUDGET_KB} kB)`, first.length, kb(sum(first, raw)), kb(firstGz)],
      [
        "home page, also before it paints: the brand configuration's chunks",
        beforePaint.length,
        brandKey ? kb(sum(beforePaint, raw)) : 'n/a',
        brandKey ? kb(sum(beforePaint, gz)) : 'not found',
      ],
      [
        'admin console chunks (lazy, beyond the first load)',
        adminOnly.length,
        adminKey ? kb(sum(adminOnly, raw)) : 'n/a',
        adminKey ? kb(sum(adminOnly, gz)) : 'not found',
      ],
    ];
    const over = firstGz / 1024 > FIRST_LOAD_BUDGET_KB;
    return {
      id: 'frontend',
      title: '6. Front end (gzipped bytes)',
      table: mdTable(['what', 'files', 'raw', 'gzip -9'], rows),
      notes: [
        `From \`vite build\` of the current tree (into a temporary folder). First load = the scripts, modulepreloads and stylesheets index.html references: ${first.join(', ')}. Before paint = the chunks of src/web/features/brand/fetchBrand.ts and what it imports statically beyond the first load (fetched as soon as the app starts; the home page waits for the brand configuration). Admin = the AdminRoutes dynamic entry and everything it imports (statically or lazily) that the first load does not already fetch.`,
        `First-load budget: ${kb(firstGz)} of ${FIRST_LOAD_BUDGET_KB} kB, ${over ? 'over' : 'within'} budget.`,
      ],
      data: { first, firstGzip: firstGz, budgetKb: FIRST_LOAD_BUDGET_KB, beforePaint, adminOnly },
      failures: over ? [`visitor first load ${kb(firstGz)} is over the ${FIRST_LOAD_BUDGET_KB} kB budget`] : [],
    };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

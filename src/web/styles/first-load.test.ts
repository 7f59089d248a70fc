/**
 * first-load.css lets Tailwind read only the files of the first load. This walks the static imports
 * from main.tsx (as the bundler does; `import()` stays out) and fails for a file the stylesheet does
 * not list, whose classes would be missing until the complete stylesheet arrives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const STYLES = import.meta.dirname;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null; // a package
  const found = ['', '.ts', '.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  if (!found) throw new Error(`${from}: cannot resolve ${spec}`);
  return found;
}

/** Every source file main.tsx loads statically (type-only imports left out). */
function firstLoadFiles(): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const target = resolveImport(file, m[1]);
      if (target) walk(target);
    }
  };
  walk(path.join(SRC, 'web/main.tsx'));
  return [...seen].filter((f) => /\.tsx?$/.test(f));
}

/** The files first-load.css names in its `@source` lines ('{a,b}' lists expanded). */
function listedFiles(): Set<string> {
  const css = fs.readFileSync(path.join(STYLES, 'first-load.css'), 'utf8');
  const files = new Set<string>();
  for (const [, glob] of css.matchAll(/@source\s+'([^']+)'/g)) {
    const m = /^(.*)\{([^}]+)\}(.*)$/.exec(glob);
    for (const name of m ? m[2].split(',').map((n) => m[1] + n + m[3]) : [glob]) {
      files.add(path.resolve(STYLES, name));
    }
  }
  return files;
}

describe('first-load.css', () => {
  it('lists every file of the first load', () => {
    const listed = listedFiles();
    const files = firstLoadFiles();
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !listed.has(f)).map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect([...listedFiles()].filter((f) => !fs.existsSync(f)).map((f) => path.relative(SRC, f))).toEqual([]);
  });
});

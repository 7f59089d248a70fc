/**
 * Keeps `npm run bench` from rotting: runs the bench in smoke mode (tiny sizes) on the modules that fit
 * in CI time (latency versus a bare load, the corpus, the front-end build is covered by build jobs) and
 * checks that it exits cleanly and writes the report with its tables. The regression section's baseline
 * build and run take too long for it: only its answer without the baseline commit is checked.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTestBrowser } from '@/engine/testing/browser';

const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!(await findTestBrowser()))('npm run bench -- --smoke', () => {
  it('measures latency and the corpus and writes the markdown report', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-smoke-')), 'latest.md');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/run.ts', '--smoke', '--only', 'latency,corpus', '--out', out],
      { cwd: root, encoding: 'utf8', timeout: 55_000 },
    );
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    const md = fs.readFileSync(out, 'utf8');
    expect(md).toContain('## 1. Analysis latency versus a bare page load');
    expect(md).toMatch(/\| small \| \d+ \| \d+ ms/);
    expect(md).toMatch(/## 4\. Real-world corpus/);
    expect(md).toContain('**Failures: none.**');
    expect(fs.existsSync(out.replace(/\.md$/, '.json'))).toBe(true);
    expect(r.stdout).toContain('# GetSeen bench (smoke)');
  }, 60_000);

  it('reports the regression baseline as unavailable, without failing, when its commit is not in the history', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-smoke-')), 'latest.md');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/run.ts', '--smoke', '--only', 'regression', '--out', out],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 30_000,
        // A commit no clone has: what a shallow clone without the pinned baseline sees.
        env: { ...process.env, BENCH_BASELINE_COMMIT: '0'.repeat(40) },
      },
    );
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    const md = fs.readFileSync(out, 'utf8');
    expect(md).toContain('## 1d. Latency regression against a baseline engine');
    expect(md).toContain('Baseline unavailable: commit 000000000000 is not in');
    expect(md).toContain('**Failures: none.**');
  }, 35_000);
});

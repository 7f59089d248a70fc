/**
 * An engine built into a temporary folder as an esbuild bundle (its entry plus its parse worker beside it,
 * as scripts/build-server.mjs does), from the working tree or from a pinned git commit, so two engines
 * can run side by side in one process. Dependencies stay external and resolve through a node_modules
 * symlink to this checkout's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './util';

/** What the bench calls on an engine: the same few names at every commit it builds. */
export interface BuiltEngine {
  analyzeUrl: (url: string, options: Record<string, unknown>) => Promise<BenchResult>;
  createBrowserPool: (options: Record<string, unknown>) => BenchPool;
}
interface BenchResult {
  engineInfo?: { renderingAvailable?: boolean; timings?: Record<string, number> };
}
export interface BenchPool {
  warm(): Promise<unknown>;
  close(): Promise<unknown>;
}

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit's full id, or null when this checkout does not have it (a shallow clone, no git). */
export function resolveCommit(commit: string): string | null {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]) || null;
  } catch {
    return null;
  }
}

/** The commit's sources and configuration in `dir` (git archive: no work tree, no checkout state). */
function extractCommit(commit: string, dir: string): void {
  const tar = path.join(dir, 'src.tar');
  git(['archive', '--format=tar', '-o', tar, commit, 'src', 'tsconfig.json', 'package.json']);
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  fs.rmSync(tar);
}

/** The parse worker's entry in this tree (it moved into threads/ after the baseline). */
function parseThreadEntry(root: string): string {
  const moved = path.join(root, 'src/engine/threads/parse-thread.ts');
  return fs.existsSync(moved) ? moved : path.join(root, 'src/engine/parse-thread.ts');
}

async function bundle(root: string, outdir: string): Promise<BuiltEngine> {
  await build({
    entryPoints: { engine: path.join(root, 'src/engine/index.ts'), 'parse-thread': parseThreadEntry(root) },
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return (await import(pathToFileURL(path.join(outdir, 'engine.js')).href)) as BuiltEngine;
}

/** A temporary folder whose node_modules is this checkout's. */
function tempTree(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `getseen-${name}-`));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export interface EngineBuild {
  engine: BuiltEngine;
  dir: string;
}

/** The working tree's engine, bundled the same way as a commit's (so both run as equals). */
export async function buildCurrentEngine(): Promise<EngineBuild> {
  const dir = tempTree('engine-current');
  return { engine: await bundle(ROOT, path.join(dir, 'dist')), dir };
}

/** The engine as it was at `commit` (a full id from resolveCommit). */
export async function buildCommitEngine(commit: string): Promise<EngineBuild> {
  const dir = tempTree(`engine-${commit.slice(0, 7)}`);
  extractCommit(commit, dir);
  return { engine: await bundle(dir, path.join(dir, 'dist')), dir };
}

export function removeBuild(b: EngineBuild | null): void {
  if (b) fs.rmSync(b.dir, { recursive: true, force: true });
}

/**
 * Do two engines find the same? `npx tsx scripts/same-findings.ts [--against <commit>] [--corpus N] [--twice] [--match text]`
 * builds the engine at <commit> (default HEAD) and the working tree's (bench/lib/engine-build.ts), has
 * both analyse the fixture sites, the bench site's small/typical/heavy pages and N corpus pages (default
 * 40), and compares the results field by field, clock readings aside. Exit 1 when any page differs. For
 * speed work: a change that only makes the engine faster must leave every finding as it was.
 */
import { findTestBrowser } from '@/engine/testing/browser';
import { startFixtureServer } from '@/engine/testing/serve-fixtures';
import { startBenchSiteProcess } from '../bench/fixtures/site-process';
import { PAGE_CLASSES } from '../bench/fixtures/site';
import { listCorpusPages, sample, startCorpusServer } from '../bench/lib/corpus';
import {
  buildCommitEngine,
  buildCurrentEngine,
  removeBuild,
  resolveCommit,
  type BuiltEngine,
} from '../bench/lib/engine-build';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** Clock readings and what follows from them: they differ between any two runs of one engine. */
const VOLATILE =
  /^(timings|engineInfo|analyzedAt|createdAt|started|ttfbMs|totalMs|loadMs|domContentLoadedMs|durationMs)$/;

/** Durations shown in evidence and texts ("35 ms"). */
const CLOCK = /\d+(?:\.\d+)? ?ms\b/g;
const sameButClock = (a: string, b: string) => a.replace(CLOCK, '# ms') === b.replace(CLOCK, '# ms');

/** A typed fact measured in milliseconds (an audit's `numericValue` in ms, a details row whose unit is ms). */
function clockValue(o: object, k: string): boolean {
  const r = o as Record<string, unknown>;
  return (k === 'numericValue' && r.numericUnit === 'ms') || (k === 'value' && r.unit === 'ms');
}

/** Paths (a.b[2].c) where the two values differ, at most `max`. */
function differences(a: unknown, b: unknown, at = '', out: string[] = [], max = 8): string[] {
  if (out.length >= max) return out;
  if (a === b || (typeof a === 'string' && typeof b === 'string' && sameButClock(a, b))) return out;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    out.push(`${at}: ${JSON.stringify(a)?.slice(0, 120)} → ${JSON.stringify(b)?.slice(0, 120)}`);
    return out;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (VOLATILE.test(k) || clockValue(a, k) || clockValue(b, k)) continue;
    const path = Array.isArray(a) ? `${at}[${k}]` : at ? `${at}.${k}` : k;
    differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path, out, max);
  }
  return out;
}

async function pages(): Promise<{ urls: string[]; hosts: string[]; close: () => Promise<void> }> {
  const fixtures = await startFixtureServer();
  const site = await startBenchSiteProcess();
  const corpus = await startCorpusServer();
  const corpusPages = sample(await listCorpusPages(), Number(arg('corpus') ?? 40));
  const fixtureUrls = Object.entries(fixtures.sites)
    .filter(([name]) => name !== 'slow')
    .map(([, url]) => url);
  const benchUrls = PAGE_CLASSES.flatMap((cls) => [0, 1].map((i) => site.url(cls, i)));
  const hosts = [...fixtureUrls, ...benchUrls].map((u) => new URL(u).host);
  return {
    urls: [...fixtureUrls, ...benchUrls, ...corpusPages.map(corpus.url)].filter((u) => u.includes(arg('match') ?? '')),
    hosts: [...new Set([...hosts, corpus.host])],
    close: async () => {
      await fixtures.close();
      await site.close();
      await corpus.close();
    },
  };
}

async function main() {
  const commit = resolveCommit(arg('against') ?? 'HEAD');
  if (!commit) throw new Error(`No commit ${arg('against')} in this checkout`);
  const browser = await findTestBrowser();
  if (!browser) throw new Error('No Chromium found');
  const before = await buildCommitEngine(commit);
  // --twice: the commit against itself, to see what differs between two runs of one engine.
  const after = process.argv.includes('--twice') ? await buildCommitEngine(commit) : await buildCurrentEngine();
  const set = await pages();
  const poolOf = (e: BuiltEngine) =>
    e.createBrowserPool({ concurrency: 1, executablePath: browser.executablePath, env: process.env });
  const pools = [poolOf(before.engine), poolOf(after.engine)];
  let differing = 0;
  try {
    for (const url of set.urls) {
      const opts = (i: number) => ({ allowPrivateNetwork: true, browser: pools[i], browserAllowHosts: set.hosts });
      const a = await before.engine.analyzeUrl(url, opts(0));
      const b = await after.engine.analyzeUrl(url, opts(1));
      const diff = differences(a, b);
      if (diff.length) differing++;
      console.log(`${diff.length ? 'DIFFERS' : 'same   '} ${url}${diff.map((d) => `\n    ${d}`).join('')}`);
    }
  } finally {
    for (const p of pools) await p.close();
    await set.close();
    removeBuild(before);
    removeBuild(after);
  }
  console.log(`${set.urls.length} pages, ${differing} differ (${commit.slice(0, 10)} → working tree)`);
  process.exit(differing ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});

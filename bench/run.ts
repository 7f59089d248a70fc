/**
 * npm run bench [-- --quick] [-- --only latency,lighthouse,...] [-- --smoke] [-- --out file.md]
 *
 * Measures, in one run on this machine, everything of issue 7 and writes a markdown report to
 * stdout and bench/results/latest.md (figures also in latest.json). Every machine-dependent
 * figure is a ratio against a reference measured in the same run. See bench/README.md.
 *
 * Each section runs in a process of its own (this file again, with `--section id --result file`):
 * what one section leaves in its process (an engine loaded from source and the heap its analyses
 * grew) moved the next section's figures (decision 160).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT, log } from './lib/util';
import type { BenchOptions, Section } from './lib/types';

const argv = process.argv.slice(2);
const flag = (n: string) => argv.includes(`--${n}`);
const value = (n: string) => {
  const i = argv.findIndex((a) => a === `--${n}` || a.startsWith(`--${n}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
};

const lhPages = value('lighthouse-pages');
const opts: BenchOptions = {
  quick: flag('quick') || flag('smoke'),
  smoke: flag('smoke'),
  lighthousePages: lhPages === 'all' ? null : lhPages ? Number(lhPages) : flag('smoke') ? 2 : flag('quick') ? 12 : 100,
};
const ALL = [
  'latency',
  'regression',
  'browsers',
  'memory',
  'lighthouse',
  'throughput',
  'corpus',
  'truth',
  'api',
  'frontend',
  'scaleout',
  'compare',
  'monitor',
] as const;
type Id = (typeof ALL)[number];
const only = value('only')
  ?.split(',')
  .map((s) => s.trim()) as Id[] | undefined;
const skip = (value('skip')?.split(',') ?? []) as Id[];
const selected = ALL.filter((id) => (!only || only.includes(id)) && !skip.includes(id));
const outFile = path.resolve(ROOT, value('out') ?? 'bench/results/latest.md');

const modules: Record<Id, () => Promise<Section | Section[]>> = {
  latency: async () => {
    const m = await import('./latency');
    return m.latencySection(await m.measureLatency(opts));
  },
  regression: async () => {
    const m = await import('./regression');
    return m.regressionSection(await m.measureRegression(opts), opts);
  },
  browsers: async () => {
    const m = await import('./browsers');
    return m.browsersSection(await m.measureBrowsers(opts));
  },
  memory: async () => (await import('./memory')).runMemory(opts),
  lighthouse: async () => (await import('./lighthouse')).runLighthouse(opts),
  throughput: async () => (await import('./throughput')).runThroughput(opts),
  corpus: async () => (await import('./corpus')).runCorpus(opts),
  truth: async () => (await import('./truth')).runTruth(opts),
  api: async () => (await import('./api')).runApi(opts),
  frontend: async () => (await import('./frontend')).runFrontend(opts),
  scaleout: async () => (await import('./scaleout')).runScaleOut(opts),
  compare: async () => (await import('./compare')).runCompare(opts),
  monitor: async () => (await import('./monitor')).runMonitor(opts),
};

function gitRev(): string {
  try {
    return (
      execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim() +
      (execSync('git status --porcelain', { cwd: ROOT, encoding: 'utf8' }).trim() ? ' + working tree' : '')
    );
  } catch {
    return 'unknown';
  }
}

const unavailable = (id: string, why: string): Section => ({
  id,
  title: `${id}: unavailable`,
  table: [],
  notes: [`Could not be measured in this run: ${why}`],
  failures: [`${id}: ${why}`],
});

/** In a section's own process: measures it and writes its sections to `resultFile` as JSON. */
async function runSection(id: Id, resultFile: string): Promise<void> {
  let sections: Section[];
  try {
    const s = await modules[id]();
    sections = Array.isArray(s) ? s : [s];
  } catch (e) {
    log(`${id} failed: ${(e as Error).stack}`);
    sections = [unavailable(id, (e as Error).message.split('\n')[0])];
  }
  fs.writeFileSync(resultFile, JSON.stringify(sections));
  process.exit(0);
}

/** Runs one section in a fresh process (this file, with the same options) and reads back what it measured. */
function sectionInChild(id: Id, tmp: string): Section[] {
  const resultFile = path.join(tmp, `${id}.json`);
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), ...argv, '--section', id, '--result', resultFile],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (fs.existsSync(resultFile)) return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as Section[];
  return [unavailable(id, `its process ended (${r.error?.message ?? `exit ${r.status ?? r.signal}`}) before a result`)];
}

async function main() {
  const started = Date.now();
  const sections: Section[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'getseen-bench-'));
  for (const id of selected) {
    const t0 = Date.now();
    log(`--- ${id}`);
    sections.push(...sectionInChild(id, tmp));
    log(`--- ${id} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  const failures = sections.flatMap((s) => (s.failures ?? []).map((f) => `${s.id}: ${f}`));
  const md = [
    `# GetSeen bench${opts.smoke ? ' (smoke)' : opts.quick ? ' (quick)' : ''}`,
    '',
    `${new Date().toISOString()} · ${gitRev()} · Node ${process.version} · ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}) · ${(os.totalmem() / 2 ** 30).toFixed(0)} GB · ${((Date.now() - started) / 1000).toFixed(0)} s`,
    '',
    'Every machine-dependent figure is also given as a ratio against a reference measured in the same run.',
    '',
    ...sections.flatMap((s) => [`## ${s.title}`, '', ...s.table, '', ...s.notes.flatMap((n) => [n]), '']),
    failures.length ? `**Failures (${failures.length})**: ${failures.join('; ')}` : '**Failures: none.**',
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, md);
  fs.writeFileSync(
    outFile.replace(/\.md$/, '.json'),
    JSON.stringify(
      {
        opts,
        at: new Date().toISOString(),
        sections: sections.map(({ id, title, data, failures: f }) => ({ id, title, data, failures: f ?? [] })),
      },
      null,
      1,
    ),
  );
  process.stdout.write(md);
  process.exit(failures.length ? 1 : 0);
}

const section = value('section') as Id | undefined;
const resultFile = value('result');
(section && resultFile ? runSection(section, resultFile) : main()).catch((e) => {
  console.error(e);
  process.exit(2);
});

/**
 * getseen <url> [--output text|json|md|html|sarif|junit] [--budget budget.json] [--min-score N]
 *   [--allow-private-network] [--no-render] [--multi-page [N]] [--timeout MS]   (or: npm run --silent analyze -- <url> …)
 * Exit codes: 0 ok, 1 below --min-score or the budget broken, 2 bad arguments, address or budget
 * file, 3 unreachable, 4 other error.
 */
import fs from 'node:fs';
import type { AnalysisResult } from '@/shared/analysis';
import { formatOverallScore } from '@/shared/scoring-bands';
import { toMarkdown } from '@/shared/report-markdown';
import { analyzeMultiPage, analyzeUrl, createBrowserPool, ENGINE_VERSION, isEngineError } from '@/engine/index';
import { cliEnvironment, type CliEnvironment } from './environment';
import { budgetViolations, parseBudget, type Budget } from './budget';
import { summarise } from './formats/text';
import { toHtml } from './formats/html';
import { toJunit } from './formats/junit';
import { toSarif } from './formats/sarif';

/** What the engine really does when it reports each step (src/engine/pipeline.ts), for the progress lines. */
const CLI_ACTIVITY = [
  'fetching the page, robots.txt and llms.txt',
  'reading the response',
  'parsing the HTML and structured data',
  'rendering in Chromium, probing the AI crawlers, reading the sitemap',
  'auditing',
  'scoring, applying the severity gates, ranking the fixes',
  'writing the report',
];

/**
 * Writes to stdout and resolves once the data has been handed to the OS, so an exit right after
 * loses nothing, however slow the reader of a pipe is (process.exit() does not wait for a pipe).
 */
export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve) => {
    process.stdout.write(text, () => resolve()); // an error (EPIPE: the reader left) leaves nothing to wait for
  });
}

const OUTPUTS = ['text', 'json', 'md', 'html', 'sarif', 'junit'] as const;
type Output = (typeof OUTPUTS)[number];

const FORMATTERS: Record<Output, (r: AnalysisResult) => string> = {
  text: summarise,
  json: (r) => JSON.stringify(r, null, 2),
  md: (r) => toMarkdown(r, 'GetSeen'),
  html: toHtml,
  sarif: (r) => JSON.stringify(toSarif(r, ENGINE_VERSION), null, 2),
  junit: toJunit,
};

interface CliArgs {
  url: string | null;
  output: Output;
  budgetFile: string | null;
  allowPrivateNetwork: boolean;
  render: boolean;
  minScore: number | null;
  multiPage: number | null;
  timeoutMs: number | null;
  help: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const a: CliArgs = {
    url: null,
    output: 'text',
    budgetFile: null,
    allowPrivateNetwork: false,
    render: true,
    minScore: null,
    multiPage: null,
    timeoutMs: null,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i];
    const value = () => {
      const v = x.includes('=') ? x.slice(x.indexOf('=') + 1) : argv[++i];
      if (v === undefined || v === '') throw new Error(`${x.split('=')[0]} needs a value`);
      return v;
    };
    if (x === '--json') a.output = 'json';
    else if (x === '--output' || x.startsWith('--output=') || x === '-o') {
      const o = value();
      if (!(OUTPUTS as readonly string[]).includes(o))
        throw new Error(`Unknown --output ${o}: use ${OUTPUTS.join(', ')}`);
      a.output = o as Output;
    } else if (x === '--budget' || x.startsWith('--budget=')) a.budgetFile = value();
    else if (x === '--allow-private-network') a.allowPrivateNetwork = true;
    else if (x === '--no-render') a.render = false;
    else if (x === '--help' || x === '-h') a.help = true;
    else if (x === '--min-score') a.minScore = Number(argv[++i]);
    else if (x.startsWith('--min-score=')) a.minScore = Number(x.slice(12));
    else if (x === '--timeout') a.timeoutMs = Number(argv[++i]);
    else if (x === '--multi-page') {
      const n = Number(argv[i + 1]);
      if (Number.isFinite(n) && argv[i + 1] !== undefined && !argv[i + 1].startsWith('-')) {
        a.multiPage = n;
        i++;
      } else a.multiPage = 10;
    } else if (!x.startsWith('-') && !a.url) a.url = x;
    else throw new Error(`Unknown option ${x}`);
  }
  return a;
}

const USAGE = `Usage: getseen <url> [--output ${OUTPUTS.join('|')}] [--json] [--budget budget.json] [--min-score N] [--allow-private-network] [--no-render] [--multi-page [N]] [--timeout MS]`;

function readBudget(file: string): Budget {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(
      `Cannot read the budget file ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  return parseBudget(text, file);
}

/** Runs the CLI; the environment is read here, once, unless the caller passes it. */
export async function main(argv: string[], env: CliEnvironment = cliEnvironment(process.env)): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    await writeStdout(`${USAGE}\n`);
    return 0;
  }
  if (!args.url) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let budget: Budget | null = null;
  try {
    budget = args.budgetFile ? readBudget(args.budgetFile) : null;
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  const pool = args.render
    ? createBrowserPool({
        concurrency: 3,
        executablePath: env.chromiumPath,
        wsEndpoint: env.wsEndpoint,
        prefer: env.chromiumSource,
        env: env.browserEnv,
      })
    : null;
  const controller = new AbortController();
  const onSig = () => controller.abort();
  process.once('SIGINT', onSig);
  try {
    const opts = {
      allowPrivateNetwork: args.allowPrivateNetwork || env.allowPrivateNetwork,
      render: args.render,
      browser: pool,
      fetchTimeoutMs: args.timeoutMs ?? env.fetchTimeoutMs,
      signal: controller.signal,
      llm: env.llm,
      onProgress:
        args.output !== 'text'
          ? undefined
          : (step: number) => process.stderr.write(`[${step}/7] ${CLI_ACTIVITY[step - 1]}\n`),
    };
    const r = args.multiPage
      ? await analyzeMultiPage(args.url, { ...opts, maxPages: args.multiPage })
      : await analyzeUrl(args.url, opts);
    await writeStdout(`${FORMATTERS[args.output](r).trimEnd()}\n`);
    const broken = [
      ...(args.minScore !== null && Number.isFinite(args.minScore) && r.overallScore < args.minScore
        ? [`Overall score ${formatOverallScore(r.overallScore)} is below --min-score ${args.minScore}`]
        : []),
      ...(budget ? budgetViolations(r, budget).map((v) => `Budget broken: ${v}`) : []),
    ];
    if (broken.length) {
      process.stderr.write(`${broken.join('\n')}\n`);
      return 1;
    }
    return 0;
  } catch (e) {
    const msg = (e as Error).message;
    if (isEngineError(e, 'invalid_url') || isEngineError(e, 'blocked_address')) {
      process.stderr.write(`Bad address: ${msg}\n`);
      return 2;
    }
    if (isEngineError(e, 'unreachable') || isEngineError(e, 'timeout') || isEngineError(e, 'too_many_redirects')) {
      process.stderr.write(`Unreachable: ${msg}\n`);
      return 3;
    }
    process.stderr.write(`Error: ${msg}\n`);
    return 4;
  } finally {
    process.off('SIGINT', onSig);
    await pool?.close();
  }
}

const isMain = (() => {
  try {
    return !!process.argv[1] && /cli[\\/]main\.(ts|js|mjs)$/.test(process.argv[1]);
  } catch {
    return false;
  }
})();
if (isMain) {
  // main() has waited for stdout to drain, so exiting here cuts nothing off.
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

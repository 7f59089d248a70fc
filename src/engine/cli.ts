/**
 * tsx src/engine/cli.ts <url> [--json] [--allow-private-network] [--no-render] [--min-score N]
 *   [--multi-page [N]] [--timeout MS]
 * Exit codes: 0 ok, 1 below --min-score, 2 bad address, 3 unreachable, 4 other error.
 */
import { CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, CATEGORY_IDS, gateLine, type AnalysisResult } from '@/shared/analysis';
import { engineVerdictLine } from '@/shared/crawler-access';
import { statusBand, formatOverallScore, pointsLost } from '@/shared/scoring-bands';
import { CATEGORY_WEIGHTS } from '@/shared/analysis';
import { analyzeMultiPage } from './multi-page';
import { analyzeUrl } from './pipeline';
import { createBrowserPool } from './net/browser';
import { isEngineError } from './errors';
import type { BrowserPreference } from './net/find-browser';
import type { LlmOptions } from './types';

/** The settings the CLI takes from the environment, read once at its entry point. */
export interface CliEnvironment {
  chromiumPath?: string;
  wsEndpoint?: string;
  chromiumSource?: BrowserPreference;
  allowPrivateNetwork: boolean;
  fetchTimeoutMs: number;
  llm: LlmOptions | null;
  /** The environment the browser is launched with. */
  browserEnv?: Record<string, string | undefined>;
}

export function cliEnvironment(env: Record<string, string | undefined>): CliEnvironment {
  const timeout = Number(env.ANALYSIS_FETCH_TIMEOUT_MS);
  const source = env.CHROMIUM_SOURCE;
  return {
    chromiumPath: env.CHROMIUM_PATH || undefined,
    wsEndpoint: env.BROWSER_WS_ENDPOINT || undefined,
    chromiumSource: source === 'system' || source === 'bundled' ? source : 'auto',
    allowPrivateNetwork: env.ALLOW_PRIVATE_NETWORK === 'true',
    fetchTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30000,
    llm: env.LLM_BASE_URL && env.LLM_MODEL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL } : null,
    browserEnv: env,
  };
}

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

interface CliArgs {
  url: string | null;
  json: boolean;
  allowPrivateNetwork: boolean;
  render: boolean;
  minScore: number | null;
  multiPage: number | null;
  timeoutMs: number | null;
  help: boolean;
}

export function parseArgs(argv: string[]): CliArgs {
  const a: CliArgs = { url: null, json: false, allowPrivateNetwork: false, render: true, minScore: null, multiPage: null, timeoutMs: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i];
    if (x === '--json') a.json = true;
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

const USAGE = 'Usage: npm run --silent analyze -- <url> [--json] [--allow-private-network] [--no-render] [--min-score N] [--multi-page [N]] [--timeout MS]';

export function summarise(r: AnalysisResult): string {
  const lines: string[] = [];
  const blocked = r.status === 'access_blocked';
  lines.push(`GetSeen AI visibility report for ${r.pageDetails.url}`);
  if (r.pageDetails.title) lines.push(`Title: ${r.pageDetails.title}`);
  lines.push(`Analysed: ${r.analyzedAt}`);
  lines.push('');
  lines.push(`Overall score: ${formatOverallScore(r.overallScore)} / 100  [${statusBand(r.overallScore, blocked)}]`);
  for (const c of CATEGORY_IDS) {
    const s = r[CATEGORY_SCORE_FIELDS[c]];
    lines.push(
      `  ${CATEGORY_LABELS[c].padEnd(22)} ${String(s).padStart(3)}  ${statusBand(s, blocked).padEnd(14)} -${pointsLost(s, CATEGORY_WEIGHTS[c])} pts (weight ${Math.round(CATEGORY_WEIGHTS[c] * 100)}%)`,
    );
  }
  if (r.engines.length) {
    lines.push('', 'Will AI engines use this page?');
    for (const e of r.engines) lines.push(`  ${engineVerdictLine(e)}`);
  }
  if (r.gates.length) {
    lines.push('', 'What caps the score:');
    for (const g of r.gates) lines.push(`  ${gateLine(g)}`);
  }
  if (r.isFailureReport) {
    lines.push('');
    lines.push(`Failure report: ${r.failureType}${r.partialAnalysisData?.detectedProvider ? ` (provider: ${r.partialAnalysisData.detectedProvider})` : ''}`);
    if (r.partialAnalysisData?.explanation) lines.push(`  ${r.partialAnalysisData.explanation}`);
  }
  if (r.isJavaScriptRendered) lines.push('', 'Warning: this page is JavaScript-rendered; most AI crawlers do not run JavaScript.');
  if (!r.renderComparison.renderingAvailable && r.renderComparison.renderNote) lines.push('', `Note: ${r.renderComparison.renderNote}`);
  if (r.redFlags.length) {
    lines.push('', 'Red flags:');
    for (const f of r.redFlags) lines.push(typeof f === 'string' ? `  - ${f}` : `  - [${f.severity}] ${f.title}: ${f.impact}`);
  }
  if (r.optimizationImpacts.length) {
    lines.push('', 'Top improvements:');
    for (const i of r.optimizationImpacts.slice(0, 5)) lines.push(`  +${i.scoreIncrease.toFixed(1)} pts  ${i.title} (${i.category}, ${i.timeframe})`);
  }
  if (r.pages?.length) {
    lines.push('', 'Pages:');
    for (const p of r.pages) lines.push(`  ${formatOverallScore(p.overallScore).padStart(5)}  ${p.url}${p.error ? `  (error: ${p.error})` : ''}`);
  }
  return lines.join('\n');
}

export async function main(argv: string[], env: CliEnvironment = cliEnvironment({})): Promise<number> {
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
  const pool = args.render ? createBrowserPool({ concurrency: 3, executablePath: env.chromiumPath, wsEndpoint: env.wsEndpoint, prefer: env.chromiumSource, env: env.browserEnv }) : null;
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
      onProgress: args.json ? undefined : (step: number) => process.stderr.write(`[${step}/7] ${CLI_ACTIVITY[step - 1]}\n`),
    };
    const r = args.multiPage ? await analyzeMultiPage(args.url, { ...opts, maxPages: args.multiPage }) : await analyzeUrl(args.url, opts);
    await writeStdout(args.json ? `${JSON.stringify(r, null, 2)}\n` : `${summarise(r)}\n`);
    if (args.minScore !== null && Number.isFinite(args.minScore) && r.overallScore < args.minScore) {
      if (!args.json) process.stderr.write(`Overall score ${formatOverallScore(r.overallScore)} is below --min-score ${args.minScore}\n`);
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
    return !!process.argv[1] && /engine[\\/]cli\.(ts|js|mjs)$/.test(process.argv[1]);
  } catch {
    return false;
  }
})();
if (isMain) {
  // main() has waited for stdout to drain, so exiting here cuts nothing off.
  main(process.argv.slice(2), cliEnvironment(process.env)).then((code) => process.exit(code));
}

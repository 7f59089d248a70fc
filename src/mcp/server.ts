/**
 * The Model Context Protocol server: AI agents run GetSeen's audits as tools (stdio transport,
 * the official SDK). `analyze_url` runs the local engine; the tools that read a GetSeen server's
 * stored reports need its address and an API key.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { AnalysisResult } from '@/shared/analysis';
import { isEngineError, type EngineOptions } from '@/engine/index';
import { summarise } from '@/cli/formats/text';
import type { V1Analysis } from '@/shared/public-api';
import { fetchAnalysis, fetchHistory, RemoteError, type RemoteConfig } from './remote';
import { describeHistory } from './history-text';
import { registerMonitorTools } from './monitor-tools';

interface McpDeps {
  version: string;
  /** Runs one analysis with the local engine. */
  analyze: (url: string, opts: Pick<EngineOptions, 'render' | 'signal'>) => Promise<AnalysisResult>;
  /** The GetSeen server the report tools read (GETSEEN_URL, GETSEEN_API_KEY), or why there is none. */
  remote: RemoteConfig;
}

const text = (t: string, isError = false) => ({
  content: [{ type: 'text' as const, text: t }],
  ...(isError ? { isError } : {}),
});

export function createMcpServer(deps: McpDeps): McpServer {
  const server = new McpServer({ name: 'getseen', version: deps.version });
  server.registerTool(
    'analyze_url',
    {
      title: 'Analyse a web page for AI visibility',
      description:
        "Fetches the page (and robots.txt, llms.txt, the sitemap), renders it in headless Chromium, probes it with the AI crawlers' user agents and returns the overall and category scores, whether each AI engine (ChatGPT search, Google AI Overviews, Perplexity, Claude, Copilot, Apple) can use it, what caps the score, the red flags and the top fixes. Takes 1-30 seconds.",
      inputSchema: {
        url: z.string().min(1).max(2048).describe('The page address, e.g. https://example.com/pricing'),
        render: z.boolean().default(true).describe('Render in Chromium (false: raw HTML only, faster)'),
        format: z
          .enum(['summary', 'json'])
          .default('summary')
          .describe('summary: a readable report; json: the full result'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ url, render, format }, extra) => {
      try {
        const r = await deps.analyze(url, { render, signal: extra.signal });
        return text(format === 'json' ? JSON.stringify(r) : summarise(r));
      } catch (e) {
        const kind =
          isEngineError(e, 'invalid_url') || isEngineError(e, 'blocked_address')
            ? 'Bad address'
            : isEngineError(e, 'unreachable') || isEngineError(e, 'timeout')
              ? 'Unreachable'
              : 'Analysis failed';
        return text(`${kind}: ${(e as Error).message}`, true);
      }
    },
  );
  registerGetReport(server, deps.remote);
  registerListHistory(server, deps.remote);
  registerMonitorTools(server, deps.remote);
  return server;
}

/** A stored analysis in a few lines: the report once completed, where it is while running, why it failed. */
function describeAnalysis(a: V1Analysis, format: 'summary' | 'json') {
  if (format === 'json') return text(JSON.stringify(a), a.status === 'failed' || a.status === 'cancelled');
  if (a.status === 'completed' && a.result) return text(summarise(a.result));
  if (a.error) return text(`Analysis ${a.id} of ${a.url} ${a.status}: ${a.error.message}`, true);
  return text(
    `Analysis ${a.id} of ${a.url} is ${a.status}: step ${a.progress.step} of ${a.progress.of} (${a.progress.label}). Ask again in a few seconds.`,
  );
}

function registerGetReport(server: McpServer, remote: RemoteConfig) {
  server.registerTool(
    'get_report',
    {
      title: 'Read a stored GetSeen report',
      description:
        "Reads an analysis from the GetSeen server this MCP server is configured for (GETSEEN_URL, GETSEEN_API_KEY): the report once it is completed, its progress while it runs. Only analyses of the API key's tenant exist.",
      inputSchema: {
        id: z
          .string()
          .uuid('id must be an analysis id (a UUID)')
          .describe('The analysis id, e.g. from POST /api/v1/analyses'),
        format: z
          .enum(['summary', 'json'])
          .default('summary')
          .describe('summary: a readable report; json: the analysis with its full result'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ id, format }, extra) => {
      if (!remote.ok) return text(remote.problem, true);
      try {
        return describeAnalysis(await fetchAnalysis(remote, id, extra.signal), format);
      } catch (e) {
        return text(e instanceof RemoteError ? e.message : `Reading the report failed: ${(e as Error).message}`, true);
      }
    },
  );
}

function registerListHistory(server: McpServer, remote: RemoteConfig) {
  server.registerTool(
    'list_history',
    {
      title: "List a page's GetSeen history",
      description:
        "Lists every completed analysis of a page on the configured GetSeen server (GETSEEN_URL, GETSEEN_API_KEY), in the API key's tenant: the scores over time and what changed in the newest run (audits fixed or broken, AI agents newly blocked or allowed, gates, engine verdicts). Equivalent spellings of the address count as one page.",
      inputSchema: {
        url: z.string().min(1).max(2048).describe('The page address as analysed, e.g. https://example.com/pricing'),
        format: z
          .enum(['summary', 'json'])
          .default('summary')
          .describe('summary: one line per run and the changes; json: the timeline as the API answers it'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ url, format }, extra) => {
      if (!remote.ok) return text(remote.problem, true);
      try {
        const history = await fetchHistory(remote, url, extra.signal);
        return text(format === 'json' ? JSON.stringify(history) : describeHistory(history));
      } catch (e) {
        return text(e instanceof RemoteError ? e.message : `Reading the history failed: ${(e as Error).message}`, true);
      }
    },
  );
}

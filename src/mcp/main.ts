/**
 * npm run mcp (or the getseen-mcp bin): the MCP server on stdio. Settings come from the
 * environment, read once here: CHROMIUM_PATH / BROWSER_WS_ENDPOINT / CHROMIUM_SOURCE as for the CLI,
 * ALLOW_PRIVATE_NETWORK=true to analyse loopback and private addresses (off by default);
 * GETSEEN_URL and GETSEEN_API_KEY for the tools that read a GetSeen server's reports.
 * stdout carries the protocol only; logs go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { analyzeUrl, createBrowserPool, ENGINE_VERSION } from '@/engine/index';
import { cliEnvironment } from '@/cli/environment';
import { createMcpServer } from './server';
import { remoteFromEnv } from './remote';

const env = cliEnvironment(process.env);
const pool = createBrowserPool({
  concurrency: 2,
  executablePath: env.chromiumPath,
  wsEndpoint: env.wsEndpoint,
  prefer: env.chromiumSource,
  env: env.browserEnv,
});
const server = createMcpServer({
  version: ENGINE_VERSION,
  remote: remoteFromEnv(process.env),
  analyze: (url, opts) =>
    analyzeUrl(url, {
      ...opts,
      browser: opts.render === false ? null : pool,
      allowPrivateNetwork: env.allowPrivateNetwork,
      fetchTimeoutMs: env.fetchTimeoutMs,
      llm: env.llm,
    }),
});

const shutdown = async () => {
  await server.close().catch(() => {});
  await pool.close();
  process.exit(0);
};
process.stdin.once('end', shutdown);
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
await server.connect(new StdioServerTransport());

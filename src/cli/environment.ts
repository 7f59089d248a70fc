/** The settings the CLI and the MCP server take from the environment, read once at their entry points. */
import type { BrowserPreference, LlmOptions } from '@/engine/index';

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
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? '', model: env.LLM_MODEL }
        : null,
    browserEnv: env,
  };
}

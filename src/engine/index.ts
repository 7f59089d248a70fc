/** Public API of the audit engine (no Fastify, no database). */
export { analyzeUrl, runAnalysis } from './pipeline';
export { analyzeMultiPage } from './multi-page';
export { createBrowserPool, BrowserPool } from './net/browser';
export { type BrowserPreference } from './net/find-browser';
export { EngineError, isEngineError } from './errors';
export { assertSafeUrl } from './net/url-safety';
export type { EngineOptions, LlmOptions } from './types';
export { ENGINE_VERSION } from './config';

import { safeFetch } from './net/http';
import { EngineError } from './errors';
import type { DnsLookup } from './net/url-safety';

/** Format + reachability check for POST /api/validate-url. Never throws. */
export async function validateUrl(
  url: string,
  opts: { allowPrivateNetwork?: boolean; dnsLookup?: DnsLookup; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<{
  valid: boolean;
  error: string | null;
  code: string | null;
  finalUrl: string | null;
  status: number | null;
}> {
  try {
    const r = await safeFetch(url, { ...opts, timeoutMs: opts.timeoutMs ?? 15000, maxBytes: 64 * 1024 });
    return { valid: true, error: null, code: null, finalUrl: r.finalUrl, status: r.status };
  } catch (e) {
    if (e instanceof EngineError)
      return {
        valid: false,
        error:
          e.code === 'unreachable' || e.code === 'timeout'
            ? 'Website is not accessible' + ` (${e.message})`
            : e.message,
        code: e.code,
        finalUrl: null,
        status: null,
      };
    return { valid: false, error: 'Website is not accessible', code: 'unreachable', finalUrl: null, status: null };
  }
}

/**
 * The MCP tools' side of a GetSeen server: where it is and which key to use (GETSEEN_URL and
 * GETSEEN_API_KEY, read once by main.ts), and its GET /api/v1 reads with errors an agent can act on.
 */
import { apiErrorSchema } from '@/shared/api-error';
import type { z } from 'zod';
import { API_KEY_PATTERN, API_KEY_PREFIX, v1AnalysisSchema, type V1Analysis } from '@/shared/public-api';
import { urlHistorySchema, type UrlHistory } from '@/shared/url-history';
import {
  tenantMonitorSchema,
  v1MonitorListSchema,
  type TenantMonitor,
  type V1MonitorCreate,
  type V1MonitorList,
} from '@/shared/monitors-api';

export type RemoteConfig = { ok: true; url: URL; apiKey: string } | { ok: false; problem: string };

/** The server settings, or what is missing or wrong with them (said when a tool needs them, not at start-up). */
export function remoteFromEnv(env: Record<string, string | undefined>): RemoteConfig {
  const rawUrl = env.GETSEEN_URL?.trim();
  const apiKey = env.GETSEEN_API_KEY?.trim();
  const missing = [!rawUrl && 'GETSEEN_URL', !apiKey && 'GETSEEN_API_KEY'].filter(Boolean);
  if (missing.length)
    return {
      ok: false,
      problem: `No GetSeen server is configured: set ${missing.join(' and ')} in the MCP server's environment (the server's address, and an API key from its admin console, API Keys tab).`,
    };
  let url: URL;
  try {
    url = new URL(rawUrl!);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
  } catch {
    return { ok: false, problem: `GETSEEN_URL is not an http(s) address: ${rawUrl}` };
  }
  if (!API_KEY_PATTERN.test(apiKey!))
    return {
      ok: false,
      problem: `GETSEEN_API_KEY is not a GetSeen API key: keys start with ${API_KEY_PREFIX} followed by 43 characters.`,
    };
  return { ok: true, url, apiKey: apiKey! };
}

/** A failure worded for the agent (and the person reading its transcript). */
export class RemoteError extends Error {}

async function refusal(res: Response, notFound: string, server: string): Promise<RemoteError> {
  const parsed = apiErrorSchema.safeParse(await res.json().catch(() => null));
  const said = parsed.success ? parsed.data : { error: `http_${res.status}`, message: res.statusText };
  if (res.status === 401)
    return new RemoteError(`The GetSeen server at ${server} refused the API key (${said.error}): ${said.message}`);
  if (res.status === 404) return new RemoteError(notFound);
  if (res.status === 429)
    return new RemoteError(
      `The GetSeen server is rate-limiting this key; try again in ${res.headers.get('retry-after') ?? 'a few'} seconds.`,
    );
  return new RemoteError(`The GetSeen server at ${server} answered ${res.status} (${said.error}): ${said.message}`);
}

type Remote = { url: URL; apiKey: string };

/** `method` `path` (relative to /api/v1/) with the key, the answer parsed with `schema`; `notFound` says what a 404 means. */
async function callV1<T>(
  remote: Remote,
  path: string,
  schema: z.ZodType<T>,
  opts: { notFound: string; signal?: AbortSignal; method?: 'GET' | 'POST'; body?: unknown },
) {
  const server = remote.url.origin;
  const method = opts.method ?? 'GET';
  let res: Response;
  try {
    res = await fetch(new URL(`api/v1/${path}`, remote.url.href.replace(/\/?$/, '/')), {
      method,
      headers: {
        authorization: `Bearer ${remote.apiKey}`,
        accept: 'application/json',
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new RemoteError(
      `Cannot reach the GetSeen server at ${server}: ${cause?.code ?? cause?.message ?? (err as Error).message}`,
    );
  }
  if (!res.ok) throw await refusal(res, opts.notFound, server);
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success)
    throw new RemoteError(`${server} did not answer like a GetSeen server (${method} /api/v1/${path.split('?')[0]}).`);
  return parsed.data;
}

/** One analysis as GET /api/v1/analyses/:id answers it. */
export const fetchAnalysis = (remote: Remote, id: string, signal?: AbortSignal): Promise<V1Analysis> =>
  callV1(remote, `analyses/${encodeURIComponent(id)}`, v1AnalysisSchema, {
    notFound: `No analysis ${id} exists for this API key's tenant on ${remote.url.origin}.`,
    signal,
  });

/** A page's timeline as GET /api/v1/history answers it. */
export const fetchHistory = (remote: Remote, url: string, signal?: AbortSignal): Promise<UrlHistory> =>
  callV1(remote, `history?url=${encodeURIComponent(url)}`, urlHistorySchema, {
    notFound: `The GetSeen server at ${remote.url.origin} has no completed analysis of ${url} for this API key's tenant: run one first.`,
    signal,
  });

/** The tenant's monitors as GET /api/v1/monitors answers them. */
export const fetchMonitors = (remote: Remote, signal?: AbortSignal): Promise<V1MonitorList> =>
  callV1(remote, 'monitors', v1MonitorListSchema, { notFound: 'This GetSeen server has no monitors API.', signal });

/** A new monitor, as POST /api/v1/monitors answers it. */
export const createMonitor = (remote: Remote, body: V1MonitorCreate, signal?: AbortSignal): Promise<TenantMonitor> =>
  callV1(remote, 'monitors', tenantMonitorSchema, {
    method: 'POST',
    body,
    notFound: 'This GetSeen server has no monitors API.',
    signal,
  });

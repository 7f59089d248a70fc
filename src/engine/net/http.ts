/**
 * Minimal HTTP client for the engine: node:http(s) with a pinned, SSRF-checked DNS
 * lookup, manual redirects (each hop re-checked, at most 10), body cap, time-out,
 * TTFB and TLS facts.
 */
import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import zlib from 'node:zlib';
import { EngineError } from '../errors';
import { resolveSafeHost, parsePublicUrl, type SafetyOptions } from './url-safety';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 10;

export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface FetchOptions extends SafetyOptions {
  userAgent?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
}

interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

interface FetchResult {
  requestedUrl: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  /** Raw Set-Cookie etc. are joined with ', '. */
  redirects: RedirectHop[];
  body: Buffer;
  truncated: boolean;
  bytes: number;
  ttfbMs: number;
  totalMs: number;
  tls: { https: boolean; certificateValid: boolean | null; certificateError: string | null; protocol: string | null };
}

interface OneResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  truncated: boolean;
  bytes: number;
  ttfbMs: number;
  tls: FetchResult['tls'];
}

function normaliseHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/** A browser's request headers (Chrome's user agent unless the caller names another). */
const requestHeaders = (opts: FetchOptions): http.OutgoingHttpHeaders => ({
  'user-agent': opts.userAgent ?? CHROME_UA,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  ...opts.headers,
});

/** Pinned lookup: the socket only ever connects to an address that passed the guard. */
function pinnedLookup(opts: FetchOptions) {
  return (
    hostname: string,
    options: { all?: boolean } | number,
    cb: (err: Error | null, address: string | { address: string; family: number }[], family?: number) => void,
  ) => {
    resolveSafeHost(hostname, opts).then(
      (addrs) => {
        const all = typeof options === 'object' && options?.all;
        if (all)
          cb(
            null,
            addrs.map((a) => ({ address: a.address, family: a.family })),
          );
        else cb(null, addrs[0].address, addrs[0].family);
      },
      (e) => cb(e as Error, '', 4),
    );
  };
}

function tlsOf(res: http.IncomingMessage, isHttps: boolean): FetchResult['tls'] {
  if (!isHttps) return { https: false, certificateValid: null, certificateError: null, protocol: null };
  const s = res.socket as TLSSocket;
  return {
    https: true,
    certificateValid: s.authorized === true,
    certificateError: s.authorized ? null : String(s.authorizationError ?? 'unknown'),
    protocol: typeof s.getProtocol === 'function' ? s.getProtocol() : null,
  };
}

/** The body as sent before its content-encoding (gzip, deflate, br). */
function decoded(res: http.IncomingMessage, contentEncoding: string | undefined): NodeJS.ReadableStream {
  const enc = (contentEncoding ?? '').toLowerCase().trim();
  if (enc === 'gzip' || enc === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (enc === 'deflate') return res.pipe(zlib.createInflate());
  if (enc === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

function unreachable(e: NodeJS.ErrnoException, url: URL): EngineError {
  const code = e.code ?? '';
  const msg =
    code === 'ECONNREFUSED'
      ? `The site refused the connection (${url.host}).`
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `The host ${url.hostname} could not be found.`
        : `The site could not be reached (${code || e.message}).`;
  return new EngineError('unreachable', msg, { cause: e });
}

interface CappedBody {
  body: Buffer;
  truncated: boolean;
  bytes: number;
}

/**
 * Reads the decoded body up to `max` bytes and hands over what arrived (marked truncated past the cap);
 * a broken compressed stream still yields what arrived. Returns a function that hands it over early.
 */
function collectBody(
  stream: NodeJS.ReadableStream,
  max: number,
  finish: (body: CappedBody) => void,
  fail: (e: EngineError) => void,
): () => void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let truncated = false;
  const done = () => finish({ body: Buffer.concat(chunks), truncated, bytes });
  stream.on('data', (c: Buffer) => {
    if (truncated) return;
    bytes += c.length;
    if (bytes > max) {
      chunks.push(c.subarray(0, c.length - (bytes - max)));
      bytes = max;
      truncated = true;
      done();
      return;
    }
    chunks.push(c);
  });
  stream.on('end', done);
  stream.on('error', (e) => {
    if (chunks.length) done();
    else fail(new EngineError('unreachable', `The site sent an unreadable response (${(e as Error).message}).`));
  });
  return done;
}

function requestOnce(url: URL, opts: FetchOptions, deadline: number): Promise<OneResponse> {
  return new Promise((resolve, reject) => {
    const isHttps = url.protocol === 'https:';
    const mod = isHttps ? https : http;
    const started = performance.now();
    const remaining = Math.max(1, deadline - Date.now());
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (e: unknown) => {
      if (settled) return;
      settle();
      req.destroy();
      reject(e);
    };
    const timer = setTimeout(
      () =>
        fail(
          new EngineError(
            'timeout',
            `The site did not answer within ${Math.round((opts.timeoutMs ?? 30000) / 1000)} seconds.`,
          ),
        ),
      remaining,
    );
    const onAbort = () => fail(new EngineError('aborted', 'The analysis was stopped.'));
    if (opts.signal?.aborted) {
      clearTimeout(timer);
      reject(new EngineError('aborted', 'The analysis was stopped.'));
      return;
    }
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    const req = mod.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: requestHeaders(opts),
        lookup: pinnedLookup(opts) as never,
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        const ttfbMs = performance.now() - started;
        const tls = tlsOf(res, isHttps);
        const headers = normaliseHeaders(res.headers);
        const status = res.statusCode ?? 0;
        const stream = decoded(res, headers['content-encoding']);
        const finish = (body: CappedBody) => {
          if (settled) return;
          settle();
          resolve({ status, headers, ...body, ttfbMs, tls });
          if (body.truncated) req.destroy();
        };
        res.on('aborted', collectBody(stream, opts.maxBytes ?? MAX_BODY_BYTES, finish, fail));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => fail(e instanceof EngineError ? e : unreachable(e, url)));
    req.end();
  });
}

/** GET a URL with SSRF checks on every hop. Throws EngineError. */
export async function safeFetch(input: string | URL, opts: FetchOptions = {}): Promise<FetchResult> {
  const start = performance.now();
  const timeoutMs = opts.timeoutMs ?? 30000;
  const deadline = Date.now() + timeoutMs;
  let url = typeof input === 'string' ? parsePublicUrl(input) : input;
  const requestedUrl = url.toString();
  const redirects: RedirectHop[] = [];
  const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
  let firstTtfb: number | null = null;
  for (;;) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new EngineError('invalid_url', `A redirect led to an unsupported address (${url.protocol}).`);
    if (url.username || url.password)
      throw new EngineError('invalid_url', 'A redirect led to an address with credentials.');
    // Check before connecting (covers IP literals, which skip the lookup hook).
    await resolveSafeHost(url.hostname, opts);
    const r = await requestOnce(url, { ...opts, timeoutMs }, deadline);
    firstTtfb ??= r.ttfbMs;
    const loc = r.headers['location'];
    if (r.status >= 300 && r.status < 400 && loc && opts.method !== 'HEAD') {
      if (redirects.length >= maxRedirects)
        throw new EngineError('too_many_redirects', `The site redirected more than ${maxRedirects} times.`);
      let next: URL;
      try {
        next = new URL(loc, url);
      } catch {
        throw new EngineError('invalid_url', `The site redirected to an invalid address (${loc.slice(0, 200)}).`);
      }
      next.hash = '';
      redirects.push({ url: url.toString(), status: r.status, location: next.toString() });
      url = next;
      continue;
    }
    return {
      requestedUrl,
      finalUrl: url.toString(),
      status: r.status,
      headers: r.headers,
      redirects,
      body: r.body,
      truncated: r.truncated,
      bytes: r.bytes,
      ttfbMs: Math.round(firstTtfb),
      totalMs: Math.round(performance.now() - start),
      tls: r.tls,
    };
  }
}

/** Decodes a body using the charset from headers or <meta charset>, defaulting to UTF-8. */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  let charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  if (!charset) {
    const head = body.subarray(0, 2048).toString('latin1');
    charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1];
  }
  const cs = (charset ?? 'utf-8').toLowerCase();
  try {
    return new TextDecoder(cs === 'utf8' ? 'utf-8' : cs, { fatal: false }).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The egress proxy's plain-http requests (absolute URIs), forwarded to a checked address, or refused without connecting. */
import http from 'node:http';
import type net from 'node:net';
import type { ResolvedAddress } from './url-safety';
import { defaultPort, EGRESS_REFUSED_HEADER, Refusal, type EgressGuard } from './egress-guard';

const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Header names a `Connection` header lists: hop-by-hop too. */
const connectionTokens = (connection: string | string[] | undefined) =>
  new Set(
    String(connection ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase()),
  );

function requestHeaders(req: http.IncomingMessage, url: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  const tokens = connectionTokens(req.headers.connection);
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || HOP_BY_HOP.has(k) || tokens.has(k)) continue;
    headers[k] = v;
  }
  headers.host = url.host;
  return headers;
}

/** The upstream response's raw headers, hop-by-hop ones left out. */
function responseHeaders(upRes: http.IncomingMessage): string[] {
  const out: string[] = [];
  const raw = upRes.rawHeaders;
  const tokens = connectionTokens(upRes.headers.connection);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const k = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(k) || tokens.has(k)) continue;
    out.push(raw[i], raw[i + 1]);
  }
  return out;
}

/** One forwarded request: the browser's side and what became of it. */
interface Exchange {
  guard: EgressGuard;
  agent: http.Agent;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  req: http.IncomingMessage;
  res: http.ServerResponse;
  refuse: (status: number, why: string) => void;
  /** The browser has gone (or the response has been sent). */
  done: boolean;
  upstream: http.ClientRequest | null;
}

/** Sends the request to the checked addresses in turn: the next one only if this one never connected and there is no body to replay. */
function sendUpstream(x: Exchange, url: URL, port: number, addresses: ResolvedAddress[]): void {
  const { req, res } = x;
  const headers = requestHeaders(req, url);
  let attempt = 0;
  const bodyless = !req.headers['transfer-encoding'] && (req.headers['content-length'] ?? '0') === '0';
  const send = () => {
    const a = addresses[attempt++];
    const up = http.request({
      host: a.address,
      family: a.family,
      port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
      agent: x.agent,
      setHost: false,
    });
    x.upstream = up;
    let connected = false;
    const connectTimer = setTimeout(() => up.destroy(new Error('connect timeout')), x.connectTimeoutMs);
    up.on('socket', (s) => {
      const onConnected = () => {
        connected = true;
        clearTimeout(connectTimer);
      };
      if ((s as net.Socket).connecting) s.once('connect', onConnected);
      else onConnected();
    });
    up.setTimeout(x.idleTimeoutMs, () => up.destroy(new Error('idle timeout')));
    let failed = false;
    up.on('error', () => {
      clearTimeout(connectTimer);
      if (failed) return;
      failed = true;
      req.unpipe(up);
      if (x.done) return;
      if (!connected && attempt < addresses.length && bodyless) {
        send();
        return;
      }
      x.guard.stats.failed++;
      x.refuse(502, 'The upstream server could not be reached.');
    });
    up.on('response', (upRes) => {
      upRes.on('error', () => res.destroy());
      x.guard.stats.connected++;
      const out = responseHeaders(upRes);
      if (x.done) {
        upRes.resume();
        return;
      }
      res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, out);
      upRes.pipe(res);
    });
    if (req.readableEnded) up.end();
    else req.pipe(up);
  };
  send();
}

export function handleRequest(
  guard: EgressGuard,
  agent: http.Agent,
  timeouts: { connectTimeoutMs: number; idleTimeoutMs: number },
  req: http.IncomingMessage,
  res: http.ServerResponse,
): void {
  req.on('error', () => undefined);
  res.on('error', () => undefined);
  const refuse = (status: number, why: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      [EGRESS_REFUSED_HEADER]: status === 403 ? 'refused' : 'failed',
      connection: 'close',
    });
    res.end(why);
  };
  let url: URL;
  try {
    url = new URL(req.url ?? '');
  } catch {
    guard.stats.refused++;
    refuse(400, 'Only absolute http URLs are proxied.');
    return;
  }
  if (url.protocol !== 'http:' || url.username || url.password) {
    guard.stats.refused++;
    refuse(400, 'Only absolute http URLs are proxied.');
    return;
  }
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  const x: Exchange = { guard, agent, ...timeouts, req, res, refuse, done: false, upstream: null };
  res.once('close', () => {
    x.done = true;
    // The browser went away before the response was complete: drop the upstream request too.
    if (!res.writableFinished) x.upstream?.destroy();
  });
  guard.resolveTarget(url.hostname, port).then(
    (addresses) => {
      if (!x.done) sendUpstream(x, url, port, addresses);
    },
    (e) => {
      if (x.done) return;
      if (e instanceof Refusal) {
        guard.noteRefused(url.hostname, port);
        refuse(403, 'Blocked by the SSRF guard.');
      } else {
        guard.stats.failed++;
        refuse(502, 'The host could not be resolved.');
      }
    },
  );
}

/**
 * Egress proxy for the browser: the address Chromium connects to is the address the SSRF guard
 * checked. Chromium is given this proxy per context (see BrowserPool), so it never resolves a host
 * name itself; a DNS-rebinding name (public for the guard's lookup, private for a second one)
 * cannot slip through between the check and the connection.
 *
 * A small HTTP forward proxy on 127.0.0.1: `CONNECT host:port` tunnels (https, ws, wss) and
 * absolute-URI requests (http). Each target is resolved with the guarded resolver
 * (resolveSafeHost: every address must be allowed by the policy), then the proxy connects to
 * exactly one of the checked addresses. Refused targets get a 403 and no connection is made.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { resolveSafeHost, type ResolvedAddress, type SafetyOptions } from './url-safety';

export interface EgressPolicy extends SafetyOptions {
  /** Offline tooling: only these hosts (`URL.host`: name or IP, with the port unless it is 80/443) may be reached. */
  allowHosts?: string[];
}

export interface EgressProxyOptions {
  /** Per connection attempt to the target; default 10 s. */
  connectTimeoutMs?: number;
  /** A tunnel or upstream request with no traffic for this long is closed; default 60 s. */
  idleTimeoutMs?: number;
}

export interface EgressStats {
  /** Targets refused by the policy (no connection made). */
  refused: number;
  /** Targets connected to (tunnels and http requests). */
  connected: number;
  /** Connections that failed (DNS, connect, timeout, upstream error). */
  failed: number;
}

export interface EgressProxy {
  /** `http://127.0.0.1:<port>` for Playwright's `proxy.server`. */
  readonly url: string;
  readonly port: number;
  readonly stats: EgressStats;
  /** True if a request to this URL's host:port was refused by the policy in the last minute. */
  wasRefused(url: string): boolean;
  close(): Promise<void>;
}

/** Header on the proxy's own refusals of plain-http requests (the browser sees it as the response). */
export const EGRESS_REFUSED_HEADER = 'x-getseen-egress';

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
const REFUSED_MEMORY_MS = 60_000;
const DNS_CACHE_MS = 30_000;

class Refusal extends Error {}

function defaultPort(protocol: string): number {
  return protocol === 'https:' || protocol === 'wss:' ? 443 : 80;
}

function bareHost(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** `host:port` key as the policy's allowHosts spell it (URL.host): brackets for IPv6, no default port. */
function hostKeys(host: string, port: number): string[] {
  const h = host.toLowerCase().replace(/\.$/, '');
  const shown = h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
  const keys = [`${shown}:${port}`];
  if (port === 80 || port === 443) keys.push(shown);
  return keys;
}

/** Parses `host:port` of a CONNECT request (IPv6 in brackets). */
function parseAuthority(authority: string): { host: string; port: number } | null {
  const m = /^(\[[0-9a-f:.%]+\]|[^:/\s[\]@]+):(\d{1,5})$/i.exec(authority.trim());
  if (!m) return null;
  const port = Number(m[2]);
  if (!(port > 0 && port < 65536)) return null;
  return { host: m[1], port };
}

function destroyQuietly(...streams: (Duplex | null | undefined)[]): void {
  for (const s of streams) if (s && !s.destroyed) s.destroy();
}

export async function startEgressProxy(policy: EgressPolicy, options: EgressProxyOptions = {}): Promise<EgressProxy> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const safety: SafetyOptions = { allowPrivateNetwork: policy.allowPrivateNetwork ?? false, dnsLookup: policy.dnsLookup };
  const allowHosts = policy.allowHosts ? new Set(policy.allowHosts.map((h) => h.toLowerCase())) : null;
  const stats: EgressStats = { refused: 0, connected: 0, failed: 0 };
  const refusedAt = new Map<string, number>();
  const sockets = new Set<Duplex>();
  const track = <T extends Duplex>(s: T): T => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
    return s;
  };
  // Short cache of *checked* answers: connecting to a cached checked address is still pinned.
  const dnsCache = new Map<string, { at: number; p: Promise<ResolvedAddress[]> }>();

  const noteRefused = (host: string, port: number) => {
    stats.refused++;
    if (refusedAt.size > 500) refusedAt.clear();
    refusedAt.set(hostKeys(bareHost(host), port)[0], Date.now());
  };

  /** The checked addresses for host:port, or a Refusal (policy) / other error (DNS). */
  const resolveTarget = async (host: string, port: number): Promise<ResolvedAddress[]> => {
    const bare = bareHost(host);
    if (allowHosts && !hostKeys(bare, port).some((k) => allowHosts.has(k))) throw new Refusal(`${host}:${port} is not an allowed host`);
    const key = bare.toLowerCase();
    const now = Date.now();
    let hit = dnsCache.get(key);
    if (!hit || now - hit.at > DNS_CACHE_MS) {
      if (dnsCache.size > 500) dnsCache.clear();
      hit = { at: now, p: resolveSafeHost(bare, safety) };
      dnsCache.set(key, hit);
      const mine = hit;
      mine.p.catch(() => {
        if (dnsCache.get(key) === mine) dnsCache.delete(key);
      });
    }
    try {
      return await hit.p;
    } catch (e) {
      if ((e as { code?: string }).code === 'blocked_address') throw new Refusal((e as Error).message);
      throw e;
    }
  };

  /** Connects to the first checked address that answers (never to a name). */
  const connectPinned = (addresses: ResolvedAddress[], port: number): Promise<net.Socket> =>
    new Promise((resolve, reject) => {
      let i = 0;
      const attempt = (lastErr?: Error) => {
        if (i >= addresses.length) {
          reject(lastErr ?? new Error('no address'));
          return;
        }
        const a = addresses[i++];
        const s = track(net.connect({ host: a.address, port, family: a.family }));
        s.setNoDelay(true);
        s.setTimeout(connectTimeoutMs, () => s.destroy(new Error('connect timeout')));
        const onError = (e: Error) => {
          s.removeListener('connect', onConnect);
          s.destroy();
          attempt(e);
        };
        const onConnect = () => {
          s.removeListener('error', onError);
          s.setTimeout(0);
          resolve(s);
        };
        s.once('error', onError);
        s.once('connect', onConnect);
      };
      attempt();
    });

  const server = http.createServer({ requestTimeout: 0, headersTimeout: 30_000, keepAliveTimeout: 10_000 });
  server.on('connection', (s: net.Socket) => {
    track(s);
    s.setNoDelay(true);
    s.on('error', () => undefined);
  });
  server.on('clientError', (_e, s: Duplex) => {
    if (s.writable) s.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    setTimeout(() => destroyQuietly(s), 1000).unref();
  });

  // https, ws, wss: CONNECT tunnels.
  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => undefined);
    const target = parseAuthority(req.url ?? '');
    const reply = (status: string) => {
      if (client.writable) client.end(`HTTP/1.1 ${status}\r\n${EGRESS_REFUSED_HEADER}: ${status.startsWith('403') ? 'refused' : 'failed'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      setTimeout(() => destroyQuietly(client), 1000).unref();
    };
    if (!target) {
      stats.refused++;
      reply('400 Bad Request');
      return;
    }
    let upstream: net.Socket | null = null;
    let clientGone = false;
    client.once('close', () => {
      clientGone = true;
      destroyQuietly(upstream);
    });
    // Read while the target is resolved, so a client that goes away is noticed (the server is
    // half-open: without reading, its end would never be seen); early bytes are kept for the tunnel.
    const early: Buffer[] = head?.length ? [head] : [];
    let earlyBytes = early.length ? head.length : 0;
    const onEarly = (b: Buffer) => {
      early.push(b);
      earlyBytes += b.length;
      if (earlyBytes > 1 << 16) destroyQuietly(client);
    };
    const onEarlyEnd = () => destroyQuietly(client);
    client.on('data', onEarly);
    client.once('end', onEarlyEnd);
    resolveTarget(target.host, target.port)
      .then((addresses) => (clientGone ? null : connectPinned(addresses, target.port)))
      .then(
        (up) => {
          if (!up) return;
          upstream = up;
          if (clientGone) {
            destroyQuietly(up);
            return;
          }
          stats.connected++;
          up.on('error', () => destroyQuietly(client));
          up.setTimeout(idleTimeoutMs, () => destroyQuietly(up, client));
          up.once('close', () => destroyQuietly(client));
          client.removeListener('data', onEarly);
          client.removeListener('end', onEarlyEnd);
          client.pause();
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          for (const b of early) up.write(b);
          client.pipe(up);
          up.pipe(client);
        },
        (e) => {
          if (e instanceof Refusal) {
            noteRefused(target.host, target.port);
            reply('403 Forbidden');
          } else {
            stats.failed++;
            reply('502 Bad Gateway');
          }
        },
      );
  });

  // Absolute-URI requests over ws:// would come as an upgrade; Chromium tunnels WebSockets with CONNECT.
  server.on('upgrade', (_req: http.IncomingMessage, s: Duplex) => {
    s.on('error', () => undefined);
    if (s.writable) s.end('HTTP/1.1 405 Method Not Allowed\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    setTimeout(() => destroyQuietly(s), 1000).unref();
  });

  // http: absolute-URI requests, forwarded to the checked address.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 16, timeout: idleTimeoutMs });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const refuse = (status: number, why: string) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', [EGRESS_REFUSED_HEADER]: status === 403 ? 'refused' : 'failed', connection: 'close' });
      res.end(why);
    };
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      stats.refused++;
      refuse(400, 'Only absolute http URLs are proxied.');
      return;
    }
    if (url.protocol !== 'http:' || url.username || url.password) {
      stats.refused++;
      refuse(400, 'Only absolute http URLs are proxied.');
      return;
    }
    const port = url.port ? Number(url.port) : defaultPort(url.protocol);
    let upstreamReq: http.ClientRequest | null = null;
    let done = false;
    res.once('close', () => {
      done = true;
      // The browser went away before the response was complete: drop the upstream request too.
      if (!res.writableFinished) upstreamReq?.destroy();
    });
    resolveTarget(url.hostname, port).then(
      (addresses) => {
        if (done) return;
        const headers: http.OutgoingHttpHeaders = {};
        const connectionTokens = new Set(
          String(req.headers.connection ?? '')
            .split(',')
            .map((t) => t.trim().toLowerCase()),
        );
        for (const [k, v] of Object.entries(req.headers)) {
          if (v === undefined || HOP_BY_HOP.has(k) || connectionTokens.has(k)) continue;
          headers[k] = v;
        }
        headers.host = url.host;
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
            agent,
            setHost: false,
          });
          upstreamReq = up;
          let connected = false;
          const connectTimer = setTimeout(() => up.destroy(new Error('connect timeout')), connectTimeoutMs);
          up.on('socket', (s) => {
            const onConnected = () => {
              connected = true;
              clearTimeout(connectTimer);
            };
            if ((s as net.Socket).connecting) s.once('connect', onConnected);
            else onConnected();
          });
          up.setTimeout(idleTimeoutMs, () => up.destroy(new Error('idle timeout')));
          let failed = false;
          up.on('error', () => {
            clearTimeout(connectTimer);
            if (failed) return;
            failed = true;
            req.unpipe(up);
            if (done) return;
            // Try the next checked address only if it never connected and there is no body to replay.
            if (!connected && attempt < addresses.length && bodyless) {
              send();
              return;
            }
            stats.failed++;
            refuse(502, 'The upstream server could not be reached.');
          });
          up.on('response', (upRes) => {
            upRes.on('error', () => res.destroy());
            stats.connected++;
            const out: string[] = [];
            const raw = upRes.rawHeaders;
            const upConnTokens = new Set(
              String(upRes.headers.connection ?? '')
                .split(',')
                .map((t) => t.trim().toLowerCase()),
            );
            for (let i = 0; i + 1 < raw.length; i += 2) {
              const k = raw[i].toLowerCase();
              if (HOP_BY_HOP.has(k) || upConnTokens.has(k)) continue;
              out.push(raw[i], raw[i + 1]);
            }
            if (done) {
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
      },
      (e) => {
        if (done) return;
        if (e instanceof Refusal) {
          noteRefused(url.hostname, port);
          refuse(403, 'Blocked by the SSRF guard.');
        } else {
          stats.failed++;
          refuse(502, 'The host could not be resolved.');
        }
      },
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.removeListener('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);
  const port = (server.address() as net.AddressInfo).port;
  let closing: Promise<void> | null = null;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    wasRefused(raw: string): boolean {
      let u: URL;
      try {
        u = new URL(raw);
      } catch {
        return false;
      }
      const at = refusedAt.get(hostKeys(bareHost(u.hostname), u.port ? Number(u.port) : defaultPort(u.protocol))[0]);
      return at !== undefined && Date.now() - at < REFUSED_MEMORY_MS;
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        agent.destroy();
        for (const s of sockets) s.destroy();
        server.closeAllConnections?.();
      });
      return closing;
    },
  };
}

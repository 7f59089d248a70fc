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
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import { destroyQuietly, egressGuard, type EgressPolicy, type EgressStats } from './egress-guard';
import { handleRequest } from './egress-forward';
import { handleConnect } from './egress-tunnel';

export { EGRESS_REFUSED_HEADER, type EgressPolicy, type EgressStats } from './egress-guard';

interface EgressProxyOptions {
  /** Per connection attempt to the target; default 10 s. */
  connectTimeoutMs?: number;
  /** A tunnel or upstream request with no traffic for this long is closed; default 60 s. */
  idleTimeoutMs?: number;
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

export async function startEgressProxy(policy: EgressPolicy, options: EgressProxyOptions = {}): Promise<EgressProxy> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const guard = egressGuard(policy, connectTimeoutMs);
  const server = http.createServer({ requestTimeout: 0, headersTimeout: 30_000, keepAliveTimeout: 10_000 });
  server.on('connection', (s: net.Socket) => {
    guard.track(s);
    s.setNoDelay(true);
    s.on('error', () => undefined);
  });
  server.on('clientError', (_e, s: Duplex) => {
    if (s.writable) s.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    setTimeout(() => destroyQuietly(s), 1000).unref();
  });
  // https, ws, wss: CONNECT tunnels.
  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) =>
    handleConnect(guard, idleTimeoutMs, req, client, head),
  );
  // Absolute-URI requests over ws:// would come as an upgrade; Chromium tunnels WebSockets with CONNECT.
  server.on('upgrade', (_req: http.IncomingMessage, s: Duplex) => {
    s.on('error', () => undefined);
    if (s.writable) s.end('HTTP/1.1 405 Method Not Allowed\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    setTimeout(() => destroyQuietly(s), 1000).unref();
  });
  // http: absolute-URI requests, forwarded to the checked address.
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 16, timeout: idleTimeoutMs });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) =>
    handleRequest(guard, agent, { connectTimeoutMs, idleTimeoutMs }, req, res),
  );

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
    stats: guard.stats,
    wasRefused: guard.wasRefused,
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        agent.destroy();
        for (const s of guard.sockets) s.destroy();
        server.closeAllConnections?.();
      });
      return closing;
    },
  };
}

/**
 * What the egress proxy (egress-proxy.ts) checks before it connects: the target's addresses, resolved
 * with the SSRF guard's resolver and policy, and a connection to exactly one of those addresses.
 */
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { resolveSafeHost, type ResolvedAddress, type SafetyOptions } from './url-safety';

export interface EgressPolicy extends SafetyOptions {
  /** Offline tooling: only these hosts (`URL.host`: name or IP, with the port unless it is 80/443) may be reached. */
  allowHosts?: string[];
}

export interface EgressStats {
  /** Targets refused by the policy (no connection made). */
  refused: number;
  /** Targets connected to (tunnels and http requests). */
  connected: number;
  /** Connections that failed (DNS, connect, timeout, upstream error). */
  failed: number;
}

/** Header on the proxy's own refusals of plain-http requests (the browser sees it as the response). */
export const EGRESS_REFUSED_HEADER = 'x-getseen-egress';

const REFUSED_MEMORY_MS = 60_000;
const DNS_CACHE_MS = 30_000;

/** The policy refused the target: answered 403, no connection made. */
export class Refusal extends Error {}

export function defaultPort(protocol: string): number {
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

export function destroyQuietly(...streams: (Duplex | null | undefined)[]): void {
  for (const s of streams) if (s && !s.destroyed) s.destroy();
}

export type EgressGuard = ReturnType<typeof egressGuard>;

/** The proxy's state: its counters, its open sockets, the refusals of the last minute and a short cache of checked answers. */
export function egressGuard(policy: EgressPolicy, connectTimeoutMs: number) {
  const safety: SafetyOptions = {
    allowPrivateNetwork: policy.allowPrivateNetwork ?? false,
    dnsLookup: policy.dnsLookup,
  };
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

  /** The checked addresses for host:port, or a Refusal (policy) / other error (DNS). */
  const resolveTarget = async (host: string, port: number): Promise<ResolvedAddress[]> => {
    const bare = bareHost(host);
    if (allowHosts && !hostKeys(bare, port).some((k) => allowHosts.has(k)))
      throw new Refusal(`${host}:${port} is not an allowed host`);
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

  return {
    stats,
    sockets,
    track,
    resolveTarget,
    connectPinned: (addresses: ResolvedAddress[], port: number) =>
      connectPinned(addresses, port, connectTimeoutMs, track),
    noteRefused: (host: string, port: number) => {
      stats.refused++;
      if (refusedAt.size > 500) refusedAt.clear();
      refusedAt.set(hostKeys(bareHost(host), port)[0], Date.now());
    },
    /** True if a request to this URL's host:port was refused by the policy in the last minute. */
    wasRefused: (raw: string): boolean => {
      let u: URL;
      try {
        u = new URL(raw);
      } catch {
        return false;
      }
      const at = refusedAt.get(hostKeys(bareHost(u.hostname), u.port ? Number(u.port) : defaultPort(u.protocol))[0]);
      return at !== undefined && Date.now() - at < REFUSED_MEMORY_MS;
    },
  };
}

/** Connects to the first checked address that answers (never to a name). */
function connectPinned(
  addresses: ResolvedAddress[],
  port: number,
  connectTimeoutMs: number,
  track: <T extends Duplex>(s: T) => T,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
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
}

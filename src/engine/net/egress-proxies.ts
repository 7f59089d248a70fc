/** A browser pool's egress proxies: one per policy, started on first use, shared while in use, the idle ones capped. */
import { startEgressProxy, type EgressPolicy, type EgressProxy } from './egress-proxy';

export interface ProxyEntry {
  key: string;
  proxy: Promise<EgressProxy>;
  users: number;
  lastUsed: number;
}

/** Idle egress proxies kept per pool (one per policy: normally just one). */
const MAX_IDLE_PROXIES = 4;
const lookupIds = new WeakMap<object, number>();
let nextLookupId = 1;

/** Stable key for a policy: allowPrivateNetwork, the resolver's identity, the allowed hosts. */
function policyKey(p: EgressPolicy): string {
  let dns = 0;
  if (p.dnsLookup) {
    dns = lookupIds.get(p.dnsLookup) ?? 0;
    if (!dns) lookupIds.set(p.dnsLookup, (dns = nextLookupId++));
  }
  const hosts = p.allowHosts ? [...new Set(p.allowHosts.map((h) => h.toLowerCase()))].sort() : null;
  return JSON.stringify([p.allowPrivateNetwork ?? false, dns, hosts]);
}

export class EgressProxies {
  private proxies = new Map<string, ProxyEntry>();

  /** The proxy for this policy (started on first use, shared, kept while in use). */
  async take(policy: EgressPolicy): Promise<ProxyEntry> {
    const key = policyKey(policy);
    let e = this.proxies.get(key);
    if (!e) {
      e = { key, proxy: startEgressProxy(policy), users: 0, lastUsed: 0 };
      const entry = e;
      this.proxies.set(key, entry);
      entry.proxy.catch(() => {
        if (this.proxies.get(key) === entry) this.proxies.delete(key);
      });
    }
    e.users++;
    e.lastUsed = performance.now();
    try {
      await e.proxy;
    } catch (err) {
      e.users--;
      throw err;
    }
    return e;
  }

  release(e: ProxyEntry): void {
    e.users--;
    e.lastUsed = performance.now();
    const idle = [...this.proxies.values()].filter((p) => p.users === 0).sort((a, b) => a.lastUsed - b.lastUsed);
    while (idle.length > MAX_IDLE_PROXIES) {
      const old = idle.shift()!;
      this.proxies.delete(old.key);
      void old.proxy.then((p) => p.close()).catch(() => undefined);
    }
  }

  async closeAll(): Promise<void> {
    const proxies = [...this.proxies.values()];
    this.proxies.clear();
    await Promise.all(proxies.map((e) => e.proxy.then((p) => p.close()).catch(() => undefined)));
  }
}

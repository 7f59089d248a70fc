/**
 * The browser's egress proxy connects only to addresses it checked itself, with the same policy as
 * the SSRF guard. Loopback listeners count connections; DNS is injected; a socket guard fails the
 * run on any non-loopback connect (no packet leaves loopback).
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockedSockets, installNetworkGuard, removeNetworkGuard } from '../testing/network-guard';
import { freePort } from '../testing/ports';
import { EGRESS_REFUSED_HEADER, startEgressProxy, type EgressProxy } from './egress-proxy';
import type { DnsLookup } from './url-safety';

interface Counting {
  port: number;
  connections: number;
  server: http.Server;
}

/** A loopback listener counting TCP connections; answers HTTP (and echoes after a CONNECT). */
async function countingListener(): Promise<Counting> {
  const c = { port: 0, connections: 0 } as Counting;
  const server = http.createServer((req, res) => {
    if (req.url === '/reset') {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    req.resume();
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'text/plain', 'x-origin': 'yes' })
        .end(`origin saw ${req.method} ${req.url} host=${req.headers.host}`),
    );
  });
  server.on('connection', () => c.connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  c.port = (server.address() as net.AddressInfo).port;
  c.server = server;
  return c;
}

/** Raw request through the proxy: returns the status line, headers and body as text. */
function rawExchange(port: number, text: string, opts: { waitMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let out = '';
    s.on('data', (d) => (out += d.toString('latin1')));
    s.on('error', reject);
    s.on('close', () => resolve(out));
    s.write(text);
    setTimeout(() => s.end(), opts.waitMs ?? 400);
  });
}

/** GET through the proxy as a browser does for http (absolute URI). */
function proxiedGet(
  proxy: EgressProxy,
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        path: url,
        headers: { host: u.host, 'proxy-connection': 'keep-alive' },
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const lookupOf =
  (table: Record<string, string[]>): DnsLookup =>
  async (host) => {
    const list = table[host];
    if (!list) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };

describe('egress proxy', () => {
  let target: Counting;
  const proxies: EgressProxy[] = [];
  const start = async (...args: Parameters<typeof startEgressProxy>) => {
    const p = await startEgressProxy(...args);
    proxies.push(p);
    return p;
  };
  beforeAll(async () => {
    installNetworkGuard();
    target = await countingListener();
  });
  afterEach(() => {
    target.connections = 0;
  });
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    // closing the proxies closed every upstream socket (tunnels and kept-alive http connections)
    await new Promise((r) => setTimeout(r, 100));
    expect(await new Promise<number>((r) => target.server.getConnections((_e, n) => r(n)))).toBe(0);
    target.server.closeAllConnections();
    await new Promise((r) => target.server.close(r));
    removeNetworkGuard();
    expect(blockedSockets).toEqual([]);
  });

  it('refuses loopback, private and metadata targets (CONNECT and http) without connecting', async () => {
    const dns = lookupOf({
      'loop.evil.test': ['127.0.0.1'],
      'mixed.evil.test': ['93.184.216.34', '127.0.0.1'],
      'meta.evil.test': ['169.254.169.254'],
    });
    const proxy = await start({ allowPrivateNetwork: false, dnsLookup: dns });
    const P = target.port;
    for (const authority of [
      `127.0.0.1:${P}`,
      `127.1:${P}`,
      `[::1]:${P}`,
      `[::ffff:127.0.0.1]:${P}`,
      `localhost:${P}`,
      `loop.evil.test:${P}`,
      `mixed.evil.test:${P}`,
      'meta.evil.test:80',
      '10.0.0.1:443',
      '0.0.0.0:80',
    ]) {
      const out = await rawExchange(proxy.port, `CONNECT ${authority} HTTP/1.1\r\nhost: ${authority}\r\n\r\n`);
      expect(out, authority).toMatch(/^HTTP\/1\.1 403 /);
      expect(out).toContain(`${EGRESS_REFUSED_HEADER}: refused`);
    }
    for (const url of [
      `http://127.0.0.1:${P}/`,
      `http://loop.evil.test:${P}/x`,
      `http://0x7f000001:${P}/`,
      `http://mixed.evil.test:${P}/`,
    ]) {
      const r = await proxiedGet(proxy, url);
      expect(r.status, url).toBe(403);
      expect(r.headers[EGRESS_REFUSED_HEADER]).toBe('refused');
    }
    expect(target.connections).toBe(0);
    expect(proxy.stats.connected).toBe(0);
    expect(proxy.stats.refused).toBe(14);
    expect(proxy.wasRefused(`https://loop.evil.test:${P}/a`)).toBe(true);
    expect(proxy.wasRefused(`http://[::1]:${P}/`)).toBe(true);
    expect(proxy.wasRefused('https://example.org/')).toBe(false);
  });

  it('connects to the address it checked, never to the name (a second lookup cannot rebind it)', async () => {
    let calls = 0;
    // First answer 127.0.0.1 (allowed: private network on, so the test stays on loopback), then 10.9.9.9.
    const rebinding: DnsLookup = async () => [{ address: calls++ === 0 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    const proxy = await start({ allowPrivateNetwork: true, dnsLookup: rebinding });
    // "pinned.invalid" has no real DNS answer: only the proxy's checked address can be used.
    const r = await proxiedGet(proxy, `http://pinned.invalid:${target.port}/path?q=1`);
    expect(r.status).toBe(200);
    expect(r.body).toBe(`origin saw GET /path?q=1 host=pinned.invalid:${target.port}`);
    const out = await rawExchange(
      proxy.port,
      `CONNECT pinned.invalid:${target.port} HTTP/1.1\r\n\r\nGET /tunnel HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`,
    );
    expect(out).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\nHTTP\/1\.1 200 OK/);
    expect(out).toContain('origin saw GET /tunnel host=x');
    expect(calls).toBe(1); // one checked answer, reused for both (short cache of checked answers)
    expect(target.connections).toBe(2);
    expect(blockedSockets).toEqual([]);
  });

  it('offline allowHosts: only the listed host:port, still through the checked address', async () => {
    const proxy = await start({ allowPrivateNetwork: true, allowHosts: [`127.0.0.1:${target.port}`] });
    expect((await proxiedGet(proxy, `http://127.0.0.1:${target.port}/ok`)).status).toBe(200);
    expect((await proxiedGet(proxy, `http://127.0.0.1:${target.port + 1}/no`)).status).toBe(403);
    expect((await proxiedGet(proxy, `http://localhost:${target.port}/no`)).status).toBe(403);
    expect(await rawExchange(proxy.port, `CONNECT 127.0.0.2:${target.port} HTTP/1.1\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 403 /,
    );
    expect(target.connections).toBe(1);
  });

  it('survives upstream errors, resets, client aborts and garbage, and closes every socket', async () => {
    const slow: DnsLookup = (host) =>
      new Promise((resolve, reject) => {
        if (host === 'slow.test') setTimeout(() => resolve([{ address: '127.0.0.1', family: 4 }]), 300);
        else if (host === 'fail.test') reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
        else resolve([{ address: '127.0.0.1', family: 4 }]);
      });
    const proxy = await start({ allowPrivateNetwork: true, dnsLookup: slow }, { idleTimeoutMs: 500 });
    const closed = await freePort();
    // nothing listens there: 502, no crash
    expect((await proxiedGet(proxy, `http://ok.test:${closed}/`)).status).toBe(502);
    expect(await rawExchange(proxy.port, `CONNECT ok.test:${closed} HTTP/1.1\r\n\r\n`)).toMatch(/^HTTP\/1\.1 502 /);
    // DNS failure
    expect((await proxiedGet(proxy, `http://fail.test:${target.port}/`)).status).toBe(502);
    // upstream resets in the middle of a response
    await expect(proxiedGet(proxy, `http://ok.test:${target.port}/reset`)).rejects.toThrow();
    // client gone while the proxy is still resolving: no connection is made afterwards
    const before = target.connections;
    const s = net.connect(proxy.port, '127.0.0.1');
    s.on('error', () => undefined);
    s.write(`CONNECT slow.test:${target.port} HTTP/1.1\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 50));
    s.destroy();
    await new Promise((r) => setTimeout(r, 500));
    expect(target.connections).toBe(before);
    // garbage, a relative request, an idle tunnel (closed by the idle timeout)
    expect(await rawExchange(proxy.port, 'NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawExchange(proxy.port, 'GET /relative HTTP/1.1\r\nhost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    const t0 = performance.now();
    expect(await rawExchange(proxy.port, `CONNECT ok.test:${target.port} HTTP/1.1\r\n\r\n`, { waitMs: 3000 })).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect(performance.now() - t0).toBeLessThan(2500);
    // still serving
    expect((await proxiedGet(proxy, `http://ok.test:${target.port}/after`)).status).toBe(200);
    await proxy.close();
    await expect(rawExchange(proxy.port, 'GET http://x/ HTTP/1.1\r\n\r\n')).rejects.toThrow(/ECONNREFUSED/);
  });
});

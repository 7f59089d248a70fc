import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertSafeUrl,
  classifyAddress,
  isAddressAllowed,
  parseIPv4Loose,
  parsePublicUrl,
  resolveSafeHost,
  type DnsLookup,
} from './url-safety';
import { safeFetch } from './http';
import { EngineError } from '../errors';

// Guard: any attempt to open a socket to something other than loopback fails the test run.
const attempts: string[] = [];
const origConnect = net.Socket.prototype.connect;
beforeAll(() => {
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0] as { host?: string; path?: string } | number | string;
    let host: string | undefined;
    if (typeof first === 'object' && first) host = first.host ?? (first.path ? 'unix' : undefined);
    else if (typeof first === 'number') host = typeof args[1] === 'string' ? (args[1] as string) : 'localhost';
    if (host && host !== 'unix' && !/^(127\.|::1$|localhost$|::ffff:127\.)/.test(host)) {
      attempts.push(host);
      throw new Error(`Test guard: socket to non-loopback address ${host} attempted`);
    }
    return (origConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;
});
afterAll(() => {
  net.Socket.prototype.connect = origConnect;
  expect(attempts).toEqual([]);
});

const HOSTILE: string[] = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1.3/',
  'http://0x7f000001/',
  'http://0x7f.0.0.1/',
  'http://2130706433/',
  'http://017700000001/',
  'http://0177.0.0.1/',
  'http://0/',
  'http://0.0.0.0/',
  'http://localhost/',
  'http://foo.localhost/',
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://100.127.255.254/',
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.0.1/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://224.0.0.1/',
  'http://239.255.255.250/',
  'http://240.0.0.1/',
  'http://255.255.255.255/',
  'http://192.0.0.8/',
  'http://192.0.2.1/',
  'http://198.18.0.1/',
  'http://198.51.100.7/',
  'http://203.0.113.9/',
  'http://[::1]/',
  'http://[::]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[fc00::1]/',
  'http://[fd12:3456:789a::1]/',
  'http://[fe80::1]/',
  'http://[febf::1]/',
  'http://[ff02::1]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[2001:db8::1]/',
  'http://[2002:7f00:1::]/',
  'http://[::127.0.0.1]/',
  'http://[fec0::1]/',
];

const noDns: DnsLookup = async (h) => {
  throw new Error(`DNS must not be used for ${h}`);
};

describe('SSRF guard: hostile addresses', () => {
  it('has at least 40 cases', () => expect(HOSTILE.length).toBeGreaterThanOrEqual(40));
  it.each(HOSTILE)('refuses %s', async (url) => {
    const err = await assertSafeUrl(url, { dnsLookup: noDns }).catch((e) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('blocked_address');
    expect((err as EngineError).message).toMatch(/cannot be analysed/);
  });
});

describe('SSRF guard: DNS answers', () => {
  const fakeDns =
    (map: Record<string, string[]>): DnsLookup =>
    async (h) => {
      const a = map[h];
      if (!a) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      return a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const dns = fakeDns({
    'metadata.evil.test': ['169.254.169.254'],
    'private.evil.test': ['10.1.2.3'],
    'mixed.evil.test': ['93.184.216.34', '127.0.0.1'],
    'v6.evil.test': ['::ffff:192.168.0.1'],
    'ula.evil.test': ['fd00::5'],
    'public.example.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    'loop.example.test': ['127.0.0.1'],
  });
  it.each(['metadata.evil.test', 'private.evil.test', 'mixed.evil.test', 'v6.evil.test', 'ula.evil.test'])(
    'refuses %s (resolves to a blocked address)',
    async (h) => {
      await expect(resolveSafeHost(h, { dnsLookup: dns })).rejects.toMatchObject({ code: 'blocked_address' });
    },
  );
  it('accepts a host resolving only to public addresses', async () => {
    const r = await resolveSafeHost('public.example.test', { dnsLookup: dns });
    expect(r.map((a) => a.address)).toContain('93.184.216.34');
  });
  it('reports unknown hosts as unreachable', async () => {
    await expect(resolveSafeHost('nx.example.test', { dnsLookup: dns })).rejects.toMatchObject({ code: 'unreachable' });
  });
  it('allowPrivateNetwork lets loopback and private through but never metadata/link-local', async () => {
    await expect(
      resolveSafeHost('loop.example.test', { dnsLookup: dns, allowPrivateNetwork: true }),
    ).resolves.toHaveLength(1);
    await expect(
      resolveSafeHost('private.evil.test', { dnsLookup: dns, allowPrivateNetwork: true }),
    ).resolves.toHaveLength(1);
    await expect(
      resolveSafeHost('metadata.evil.test', { dnsLookup: dns, allowPrivateNetwork: true }),
    ).rejects.toMatchObject({ code: 'blocked_address' });
    expect(isAddressAllowed('fe80::1', true)).toBe(false);
    expect(isAddressAllowed('224.0.0.1', true)).toBe(false);
  });
  it('safeFetch refuses before connecting (guard would catch a socket)', async () => {
    await expect(safeFetch('http://metadata.evil.test/', { dnsLookup: dns })).rejects.toMatchObject({
      code: 'blocked_address',
    });
    await expect(safeFetch('http://public.example.test:1/', { dnsLookup: fakeDns({}) })).rejects.toMatchObject({
      code: 'unreachable',
    });
  });
});

describe('URL shape', () => {
  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'gopher://x/',
    'http://user:pass@example.com/',
    '',
    'http://',
  ])('rejects %j as invalid_url', (u) => {
    expect(() => parsePublicUrl(u)).toThrow(EngineError);
    try {
      parsePublicUrl(u);
    } catch (e) {
      expect((e as EngineError).code).toBe('invalid_url');
    }
  });
  it('adds https:// to a bare host and drops the fragment', () => {
    expect(parsePublicUrl('example.com/a#x').toString()).toBe('https://example.com/a');
  });
  it('parses loose IPv4 spellings like inet_aton', () => {
    expect(parseIPv4Loose('0x7f.1')).toBe(0x7f000001);
    expect(parseIPv4Loose('017700000001')).toBe(0x7f000001);
    expect(parseIPv4Loose('1.2.3.256')).toBeNull();
    expect(parseIPv4Loose('example.com')).toBeNull();
  });
  it('classifies public addresses as public', () => {
    for (const a of [
      '93.184.216.34',
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ])
      expect(classifyAddress(a)).toBe('public');
  });
});

describe('redirects are re-checked on every hop (loopback server)', () => {
  it('refuses a redirect from an allowed host to a blocked address', async () => {
    const http = await import('node:http');
    const srv = http.createServer((req, res) => {
      if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(Buffer.alloc(200_000, 97));
      } else res.writeHead(200).end('ok');
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(srv.address() as net.AddressInfo).port}`;
    try {
      await expect(safeFetch(`${base}/to-metadata`, { allowPrivateNetwork: true })).rejects.toMatchObject({
        code: 'blocked_address',
      });
      await expect(safeFetch(`${base}/loop`, { allowPrivateNetwork: true })).rejects.toMatchObject({
        code: 'too_many_redirects',
      });
      const big = await safeFetch(`${base}/big`, { allowPrivateNetwork: true, maxBytes: 1000 });
      expect(big.truncated).toBe(true);
      expect(big.body.length).toBe(1000);
      await expect(safeFetch(`${base}/`, {})).rejects.toMatchObject({ code: 'blocked_address' });
    } finally {
      srv.close();
    }
  });
});

/**
 * SSRF through the server: POST /api/validate-url, /api/analyze and /api/analyze-multi-page with
 * hostile addresses while ALLOW_PRIVATE_NETWORK is off. Every one is refused with a clear message;
 * a loopback listener counts connections (zero), DNS is faked (names resolve to private addresses,
 * nothing asks a real resolver) and a socket guard fails the run on any non-loopback connect.
 *
 * Redirect hops (allowed host → blocked address) and the browser's sub-requests are checked by the
 * engine itself on every hop; those are proven in src/engine/url-safety.test.ts ("redirects are
 * re-checked on every hop") and in the rendered-dom gatherer's request interception.
 */
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, DB_KINDS, type TestApp } from '../helpers/app';
import { blockedSockets, installNetworkGuard, removeNetworkGuard } from '@/engine/testing/network-guard';
import { fuzzCounters } from './helpers/counters';
import { BLOCKED_ADDRESS_MESSAGE } from '@/server/services/analysis';

vi.mock('node:dns', async (importOriginal) => {
  const orig = await importOriginal<typeof import('node:dns')>();
  const { fakeLookup } = await import('./helpers/fake-dns');
  return { ...orig, default: { ...orig, lookup: fakeLookup }, lookup: fakeLookup };
});

/** Hostile addresses; {P} is the port of the loopback listener that must never see a connection. */
export const HOSTILE_TEMPLATES: string[] = [
  // loopback in every spelling (these would reach the counting listener)
  'http://127.0.0.1:{P}/',
  'http://127.1:{P}/',
  'http://127.0.1.3:{P}/',
  'http://0x7f000001:{P}/',
  'http://0x7f.0.0.1:{P}/',
  'http://2130706433:{P}/',
  'http://017700000001:{P}/',
  'http://0177.0.0.1:{P}/',
  'http://127.0.0.1.:{P}/',
  'http://%31%32%37.0.0.1:{P}/',
  'http://127。0。0。1:{P}/',
  'http://①②⑦.0.0.1:{P}/',
  'http://0:{P}/',
  'http://0.0.0.0:{P}/',
  'http://localhost:{P}/',
  'http://LOCALHOST:{P}/',
  'http://localhost.:{P}/',
  'http://app.localhost:{P}/',
  'http://[::1]:{P}/',
  'http://[::]:{P}/',
  'http://[0:0:0:0:0:0:0:1]:{P}/',
  'http://[::ffff:127.0.0.1]:{P}/',
  'http://[::ffff:7f00:1]:{P}/',
  'https://127.0.0.1:{P}/',
  '127.0.0.1:{P}',
  'localhost:{P}/admin',
  'http://user:pass@127.0.0.1:{P}/',
  'http://example.com@127.0.0.1:{P}/',
  // DNS names that resolve to private addresses (fake resolver)
  'http://loopback.evil.test:{P}/',
  'http://v6-loopback.evil.test:{P}/',
  'http://mixed.evil.test:{P}/',
  'http://zero.evil.test:{P}/',
  'http://metadata.evil.test/latest/meta-data/',
  'http://private.evil.test/',
  'http://rfc1918-b.evil.test/',
  'http://rfc1918-c.evil.test/',
  'http://v6-mapped.evil.test/',
  'http://ula.evil.test/',
  'http://linklocal.evil.test/',
  'http://cgnat.evil.test/',
  // cloud metadata, private ranges, link-local, IPv6 forms
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://0251.0376.0251.0376/',
  'http://[::ffff:169.254.169.254]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://printer.local/',
  'http://10.0.0.1/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://169.254.0.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://[fc00::1]/',
  'http://[fd12:3456:789a::1]/',
  'http://[fe80::1]/',
  'http://[fe80::1%25eth0]/',
  'http://[ff02::1]/',
  'http://[2002:7f00:1::]/',
  'http://[::127.0.0.1]/',
  // other schemes
  'file:///etc/passwd',
  'ftp://127.0.0.1:{P}/',
  'gopher://127.0.0.1:{P}/_GET',
  'dict://127.0.0.1:{P}/info',
  'ws://127.0.0.1:{P}/',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'jar:http://127.0.0.1:{P}/x.jar!/',
];

const CLEAR =
  /cannot be analysed|Only http and https|user name or password|Please enter a valid URL|could not be found|not accessible/;

let listener: http.Server;
let connections = 0;
let requests = 0;
let port = 0;
let attacks = 0;

beforeAll(async () => {
  installNetworkGuard();
  listener = http.createServer((_req, res) => {
    requests++;
    res.end('<html><title>internal</title></html>');
  });
  listener.on('connection', (_s: net.Socket) => connections++);
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  port = (listener.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise((r) => listener.close(r));
  removeNetworkGuard();
  fuzzCounters.record('attacks', attacks, 'ssrf');
  expect(blockedSockets).toEqual([]);
});

const hostile = () => HOSTILE_TEMPLATES.map((u) => u.replaceAll('{P}', String(port)));

describe.each(DB_KINDS)('SSRF through the API on %s (ALLOW_PRIVATE_NETWORK off)', (kind) => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `198.18.${(ip >> 8) & 255}.${ip++ & 255}`; // a fresh client address per request: rate limits stay out of the way
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ALLOW_PRIVATE_NETWORK: 'false',
      ANALYSIS_RENDER: 'false',
      ANALYSIS_CACHE_MINUTES: '0',
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('tries at least 40 hostile addresses', () => expect(HOSTILE_TEMPLATES.length).toBeGreaterThanOrEqual(40));

  it('POST /api/validate-url: every one is invalid, with a clear reason', async () => {
    for (const url of hostile()) {
      attacks++;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/validate-url',
        payload: { url },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body.valid, url).toBe(false);
      expect(body.error, url).toMatch(CLEAR);
      // Never which address a name resolves to, nor what kind of network it is on.
      expect(body.error, url).not.toMatch(/\d+\.\d+\.\d+\.\d+|private network|loopback|metadata/);
    }
    expect(connections).toBe(0);
    expect(requests).toBe(0);
  });

  it.each(['/api/analyze', '/api/analyze-multi-page'])(
    'POST %s: every one is refused with 400/422 and a clear message; nothing queued',
    async (path) => {
      for (const url of hostile()) {
        attacks++;
        const res = await t.app.inject({ method: 'POST', url: path, payload: { url }, remoteAddress: nextIp() });
        expect([400, 422], `${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        const body = res.json();
        expect(typeof body.error).toBe('string');
        expect(body.message, url).toMatch(CLEAR);
        expect(res.body).not.toMatch(/internal<\/title>/);
      }
      const { rows } = await t.ctx.database.execute('select count(*)::int as n from analyses');
      expect(Number(rows[0].n)).toBe(0);
      expect(connections).toBe(0);
      expect(requests).toBe(0);
    },
    60_000,
  );

  it('the loopback listener is reachable (the count above could have moved)', async () => {
    // Sanity check of the probe itself: a direct request from the test is counted.
    const before = { connections, requests };
    await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((r) => r.text());
    expect(requests).toBe(before.requests + 1);
    connections = before.connections;
    requests = before.requests;
  });
});

describe('positive control', () => {
  it('with ALLOW_PRIVATE_NETWORK on, the same loopback address is fetched and counted (the probe can fail)', async () => {
    const t = await createTestApp('pglite', { ALLOW_PRIVATE_NETWORK: 'true', ANALYSIS_RENDER: 'false' });
    try {
      const before = requests;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/validate-url',
        payload: { url: `http://127.0.0.1:${port}/` },
      });
      expect(res.json()).toMatchObject({ valid: true });
      expect(requests).toBeGreaterThan(before);
      requests = before;
      // Cloud metadata stays refused even then.
      const meta = await t.app.inject({
        method: 'POST',
        url: '/api/analyze',
        payload: { url: 'http://169.254.169.254/latest/meta-data/' },
      });
      expect(meta.statusCode).toBe(400);
      expect(meta.json().message).toBe(BLOCKED_ADDRESS_MESSAGE);
    } finally {
      await t.close();
    }
  }, 60_000);
});

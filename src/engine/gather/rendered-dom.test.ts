/**
 * The render's speed-ups keep the facts: late requests are waited for, trackers are skipped, spare
 * contexts are fresh. Browser sub-requests and WebSockets are pinned to the addresses the SSRF guard
 * checked (DNS rebinding).
 */
import { createHash } from 'node:crypto';
import dgram from 'node:dgram';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedSockets, installNetworkGuard, removeNetworkGuard } from '../testing/network-guard';
import { createBrowserPool, type BrowserPool } from '../net/browser';
import { findTestBrowser, testPoolOptions } from '../testing/browser';
import type { DocumentArtifact } from '../types';
import type { DnsLookup } from '../net/url-safety';
import { gatherDocument } from './document';
import { gatherRenderedDom } from './rendered-dom';

// The late request starts in the load handler and its answer takes 150 ms: the render must wait for it. (It
// started 10 ms after load before: on a loaded machine that timer could fire after the quiet window was
// judged, which tested the machine's load, not the wait.)
const PAGE = `<!doctype html><html><head><title>Render test</title>
<script src="http://www.google-analytics.com/analytics.js"></script></head>
<body><main><h1>Render test</h1><p>${'Plenty of server-rendered words here. '.repeat(20)}</p></main>
<script>window.addEventListener('load', () => fetch('/late').then((r) => r.text()).then((t) => document.querySelector('main').insertAdjacentHTML('beforeend', '<p>' + t + '</p>')));</script>
</body></html>`;

describe.skipIf(!(await findTestBrowser()))('rendered DOM', () => {
  let server: http.Server;
  let base: string;
  let pool: BrowserPool;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/late')
        setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('Late arriving paragraph'), 150);
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    pool = createBrowserPool({ concurrency: 1, ...testPoolOptions() });
  });
  afterAll(async () => {
    await pool.close();
    server.close();
  });

  it('waits for a request started after load, and skips analytics without calling it a blocked address', async () => {
    const doc = await gatherDocument(base, { allowPrivateNetwork: true, timeoutMs: 10000 });
    const r = await gatherRenderedDom(doc, { allowPrivateNetwork: true, pool, timeoutMs: 15000 });
    expect(r.available).toBe(true);
    expect(r.facts?.text).toContain('Late arriving paragraph');
    expect(r.blockedRequests.some((u) => u.includes('google-analytics'))).toBe(false);
    expect(r.phases).toHaveProperty('settle');
  }, 30000);

  it("records the page's own console and script errors, dismisses its dialogs, and none of that carries into the next render", async () => {
    const noisy = htmlDoc(
      `${base}noisy`,
      `<!doctype html><html><head><title>Noisy</title></head><body><h1>Noisy page</h1>
      <script>console.error('page console error'); console.log('not an error'); alert('Subscribe!');</script>
      <script>throw new Error('page script error');</script>
      <script>const w = window.open('about:blank'); if (w) w.console.error('pop-up console error');</script></body></html>`,
    );
    const r = await gatherRenderedDom(noisy, { allowPrivateNetwork: true, pool, timeoutMs: 15000 });
    expect(r.available).toBe(true);
    expect(r.facts?.title).toBe('Noisy');
    expect(r.consoleErrors).toEqual(['page console error', expect.stringContaining('page script error')]);
    const quiet = htmlDoc(
      `${base}quiet`,
      `<!doctype html><html><head><title>Quiet</title></head><body><p>Hi</p></body></html>`,
    );
    expect(
      (await gatherRenderedDom(quiet, { allowPrivateNetwork: true, pool, timeoutMs: 15000 })).consoleErrors,
    ).toEqual([]);
  }, 30000);

  it('gives up on a page whose script never yields after the read deadline, and the pool still renders the next page', async () => {
    const stuck = htmlDoc(
      `${base}stuck`,
      `<!doctype html><html><head><title>Stuck</title></head><body><p>Loops</p><script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 0));</script></body></html>`,
    );
    const t0 = performance.now();
    const r = await gatherRenderedDom(stuck, { allowPrivateNetwork: true, pool, timeoutMs: 2000 });
    expect(performance.now() - t0).toBeLessThan(12000);
    expect(r.available).toBe(false);
    expect(r.note).toMatch(/did not answer|did not finish loading|Timeout/);
    const next = htmlDoc(
      `${base}after`,
      `<!doctype html><html><head><title>After</title></head><body><p>Fine</p></body></html>`,
    );
    expect((await gatherRenderedDom(next, { allowPrivateNetwork: true, pool, timeoutMs: 15000 })).facts?.title).toBe(
      'After',
    );
  }, 40000);

  it('parses the rendered page in the parse worker, with a deadline: past it the render is unavailable, and the next one is read', async () => {
    const cards = Array.from({ length: 4000 }, (_, i) => `<div class="card"><h3>Card ${i}</h3><p>Text ${i}</p></div>`);
    const big = htmlDoc(
      `${base}big`,
      `<!doctype html><html><head><title>Big</title></head><body><main>${cards.join('')}</main></body></html>`,
    );
    const slow = await gatherRenderedDom(big, {
      allowPrivateNetwork: true,
      pool,
      timeoutMs: 15000,
      parseDeadlineMs: 1,
    });
    expect(slow.available).toBe(false);
    expect(slow.note).toMatch(/the rendered page is too complex to analyse: reading its HTML took longer than/);
    const r = await gatherRenderedDom(big, { allowPrivateNetwork: true, pool, timeoutMs: 15000 });
    expect(r.facts?.title).toBe('Big');
    expect(r.facts?.text).toContain('Card 3999');
  }, 40000);

  it('reads a page without script once, at load, and measures its overflow at phone width', async () => {
    const wide = htmlDoc(
      `${base}static`,
      `<!doctype html><html><head><title>Static</title></head><body><h1>Static page</h1><div style="width:1000px">Wide table</div></body></html>`,
    );
    const r = await gatherRenderedDom(wide, { allowPrivateNetwork: true, pool, timeoutMs: 15000 });
    expect(r.facts?.headings).toEqual([{ level: 1, text: 'Static page' }]);
    expect(r.mobileOverflow).toBe(true);
    expect(r.phases).not.toHaveProperty('settle');
    const narrow = htmlDoc(
      `${base}narrow`,
      `<!doctype html><html><head><title>Narrow</title></head><body><h1>Narrow page</h1><p>Fits a phone.</p></body></html>`,
    );
    expect(
      (await gatherRenderedDom(narrow, { allowPrivateNetwork: true, pool, timeoutMs: 15000 })).mobileOverflow,
    ).toBe(false);
  }, 30000);

  it('reads text past ASCII exactly, whether the page sends it escaped (a few such characters) or as it is (mostly CJK)', async () => {
    const few = `Price £12 · 100% of %25 and %u00e9 kept literally, café 🙂 ${'plain words '.repeat(20)}`;
    const cjk = '日本語のページです。検索エンジンと言語モデル。'.repeat(10);
    for (const [path, text] of [
      ['few', few],
      ['cjk', cjk],
    ]) {
      const doc = htmlDoc(
        `${base}${path}`,
        `<!doctype html><html><head><title>T</title></head><body><p>${text}</p></body></html>`,
      );
      const r = await gatherRenderedDom(doc, { allowPrivateNetwork: true, pool, timeoutMs: 15000 });
      expect(r.facts?.text).toContain(text.trim());
    }
  }, 30000);

  it('reads a scripted page at load, and again when a script changed it during the quiet time (no request involved)', async () => {
    const later = (ms: number, text: string) =>
      `<script>addEventListener('load', () => setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<h2>${text}</h2>'), ${ms}))</script>`;
    const changed = await gatherRenderedDom(
      htmlDoc(
        `${base}changed`,
        `<!doctype html><title>C</title><body><h1>Before</h1>${later(15, 'Added after load')}</body>`,
      ),
      {
        allowPrivateNetwork: true,
        pool,
        timeoutMs: 15000,
      },
    );
    // What a visitor relies on: the heading added after load is read. (Whether it took a second read
    // depends on how fast this machine read the page at load, so the phase itself is not asserted.)
    expect(changed.facts?.headings.map((h) => h.text)).toEqual(['Before', 'Added after load']);
    const still = await gatherRenderedDom(
      htmlDoc(
        `${base}still`,
        `<!doctype html><title>S</title><body><h1>Only</h1><script>document.title = 'Set by script'</script></body>`,
      ),
      {
        allowPrivateNetwork: true,
        pool,
        timeoutMs: 15000,
      },
    );
    expect(still.facts?.title).toBe('Set by script');
    expect(still.phases).toHaveProperty('settle');
    expect(still.phases).not.toHaveProperty('reread');
  }, 30000);

  it('hands out a fresh spare context (one blank page, no cookies) for the next analysis', async () => {
    await pool.withContext({}, async (ctx) => {
      await ctx.addCookies([{ name: 'a', value: '1', url: base }]);
    });
    await pool.withContext({}, async (ctx) => {
      expect(ctx.pages()).toHaveLength(1);
      expect(ctx.pages()[0].url()).toBe('about:blank');
      expect(await ctx.cookies()).toEqual([]);
    });
  }, 30000);
});

/** A loopback listener counting TCP connections (answers 200 to http, refuses WebSocket upgrades). */
async function countingListener(): Promise<{ port: number; connections: number; server: http.Server }> {
  const server = http.createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      .end('document.title += " reached";'),
  );
  const c = { port: 0, connections: 0, server };
  server.on('connection', () => c.connections++);
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  c.port = (server.address() as net.AddressInfo).port;
  return c;
}

function htmlDoc(finalUrl: string, html: string): DocumentArtifact {
  return {
    requestedUrl: finalUrl,
    finalUrl,
    status: 200,
    headers: {},
    redirects: [],
    ttfbMs: 1,
    totalMs: 1,
    bytes: html.length,
    truncated: false,
    https: false,
    certificateValid: null,
    certificateError: null,
    hsts: null,
    contentType: 'text/html; charset=utf-8',
    isHtml: true,
    html,
  };
}

/**
 * DNS rebinding: the injected resolver answers a public address for a name the first time (the
 * route check) and 127.0.0.1 afterwards; Chromium's own resolver maps *.rebind.test to 127.0.0.1
 * (--host-resolver-rules), like an attacker's DNS with a short TTL would. A loopback listener
 * counts connections: with the pin (egress proxy) none arrive; the control pool without the proxy
 * shows the hole the pin closes.
 */
describe.skipIf(!(await findTestBrowser()))('DNS rebinding on browser sub-requests', () => {
  const RULES = '--host-resolver-rules=MAP *.rebind.test 127.0.0.1';
  let pinned: BrowserPool;
  let unpinned: BrowserPool;
  const lookups: Record<string, number> = {};
  const rebinding: DnsLookup = async (host) => {
    const n = (lookups[host] = (lookups[host] ?? 0) + 1);
    return [{ address: n === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
  };
  const listeners: { server: http.Server }[] = [];
  const listener = async () => {
    const l = await countingListener();
    listeners.push(l);
    return l;
  };
  beforeAll(async () => {
    installNetworkGuard();
    pinned = createBrowserPool({ concurrency: 1, args: [RULES], ...testPoolOptions() });
    unpinned = createBrowserPool({ concurrency: 1, args: [RULES], egressProxy: false, ...testPoolOptions() });
  });
  afterAll(async () => {
    await pinned.close();
    await unpinned.close();
    for (const l of listeners) {
      l.server.closeAllConnections();
      l.server.close();
    }
    removeNetworkGuard();
    expect(blockedSockets).toEqual([]);
  });

  const render = (pool: BrowserPool, tag: string, body: string) =>
    gatherRenderedDom(
      htmlDoc(
        `http://page-${tag}.rebind.test/`,
        `<!doctype html><html><head><title>t</title></head><body><main><h1>Rebinding</h1><p>${'Some words on the page. '.repeat(20)}</p></main>${body}</body></html>`,
      ),
      { allowPrivateNetwork: false, dnsLookup: rebinding, pool, timeoutMs: 15000, likelySpa: async () => true },
    );

  const subResources = (tag: string, port: number) =>
    `<script src="http://script-${tag}.rebind.test:${port}/app.js"></script>
     <script src="https://tls-${tag}.rebind.test:${port}/app.js"></script>
     <script>fetch('http://xhr-${tag}.rebind.test:${port}/data').catch(() => undefined);</script>`;
  const webSocket = (tag: string, port: number) =>
    `<script>const ws = new WebSocket('ws://ws-${tag}.rebind.test:${port}/socket');
     ws.onopen = () => (document.title = 'ws open'); ws.onerror = () => (document.title = 'ws failed');</script>`;

  it('scripts (http, https) and a fetch whose host rebinds to loopback never reach it', async () => {
    const target = await listener();
    const r = await render(pinned, 'a', subResources('a', target.port));
    expect(r.available).toBe(true);
    expect(target.connections).toBe(0);
    // the route check saw the public answer and let both through; the proxy's own lookup refused them
    expect(lookups['script-a.rebind.test']).toBeGreaterThanOrEqual(2);
    expect(lookups['xhr-a.rebind.test']).toBeGreaterThanOrEqual(2);
    expect(lookups['tls-a.rebind.test']).toBeGreaterThanOrEqual(2);
    expect(r.facts?.title).toBe('t'); // the script never ran
    // attributed to this analysis: a 403 from the proxy (http) and a refused tunnel (https)
    expect(r.blockedRequests).toEqual(
      expect.arrayContaining([
        `http://script-a.rebind.test:${target.port}/app.js`,
        `https://tls-a.rebind.test:${target.port}/app.js`,
      ]),
    );
  }, 30000);

  it('control: without the pin, the same page reaches the loopback listener', async () => {
    const target = await listener();
    await render(unpinned, 'b', subResources('b', target.port));
    expect(lookups['script-b.rebind.test']).toBe(1);
    expect(target.connections).toBeGreaterThan(0);
  }, 30000);

  it('a WebSocket whose host rebinds to loopback never reaches it', async () => {
    const target = await listener();
    const r = await render(pinned, 'c', webSocket('c', target.port));
    expect(r.available).toBe(true);
    expect(r.facts?.title).toBe('ws failed'); // the attempt finished before the DOM was read
    expect(target.connections).toBe(0);
    expect(lookups['ws-c.rebind.test']).toBeGreaterThanOrEqual(2);
  }, 30000);

  it('loopback is not bypassed: a context of the pool cannot reach 127.0.0.1 or localhost even without the route check', async () => {
    const target = await listener();
    const statuses = await pinned.withContext(
      {},
      async (ctx, { egress }) => {
        expect(egress).not.toBeNull();
        const page = ctx.pages()[0] ?? (await ctx.newPage());
        const out: (number | string)[] = [];
        for (const url of [
          `http://127.0.0.1:${target.port}/`,
          `http://localhost:${target.port}/`,
          `ws://127.0.0.1:${target.port}/`,
        ]) {
          if (url.startsWith('ws')) {
            out.push(
              await page.evaluate(
                (u) =>
                  new Promise<string>((r) =>
                    Object.assign(new WebSocket(u), { onopen: () => r('open'), onerror: () => r('error') }),
                  ),
                url,
              ),
            );
          } else out.push((await page.goto(url).catch(() => null))?.status() ?? 'failed');
        }
        return out;
      },
      { egress: { allowPrivateNetwork: false, dnsLookup: rebinding } },
    );
    expect(statuses).toEqual([403, 403, 'error']);
    expect(target.connections).toBe(0);
  }, 30000);

  it('allowed traffic still flows through the proxy: http and a WebSocket to an allowed address', async () => {
    const target = await listener();
    target.server.removeAllListeners('upgrade');
    target.server.on('upgrade', (req, socket) => {
      const accept = createHash('sha1')
        .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
        .digest('base64');
      socket.end(
        `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\n\r\n`,
      );
    });
    const out = await pinned.withContext(
      {},
      async (ctx, { egress }) => {
        const page = ctx.pages()[0] ?? (await ctx.newPage());
        const status = (await page.goto(`http://127.0.0.1:${target.port}/`))?.status();
        const ws = await page.evaluate(
          (u) =>
            new Promise<string>((r) =>
              Object.assign(new WebSocket(u), { onopen: () => r('open'), onerror: () => r('error') }),
            ),
          `ws://127.0.0.1:${target.port}/`,
        );
        return { status, ws, connected: egress?.stats.connected };
      },
      { egress: { allowPrivateNetwork: true } },
    );
    expect(out).toEqual({ status: 200, ws: 'open', connected: 2 });
  }, 30000);

  it('WebRTC sends no UDP around the proxy (STUN/TURN to loopback)', async () => {
    const udp = dgram.createSocket('udp4');
    let datagrams = 0;
    udp.on('message', () => datagrams++);
    await new Promise<void>((r) => udp.bind(0, '127.0.0.1', r));
    const port = udp.address().port;
    try {
      const r = await render(
        pinned,
        'e',
        `<script>(async () => {
          const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${port}' }, { urls: 'turn:127.0.0.1:${port}?transport=udp', username: 'u', credential: 'c' }] });
          pc.createDataChannel('x');
          await pc.setLocalDescription(await pc.createOffer());
          await new Promise((r) => setTimeout(r, 300));
          document.title = 'ice ' + pc.iceGatheringState;
        })();</script>`,
      );
      expect(r.facts?.title).toMatch(/^ice /);
      expect(datagrams).toBe(0);
    } finally {
      udp.close();
    }
  }, 30000);

  it('control: without the pin, the WebSocket reaches the loopback listener', async () => {
    const target = await listener();
    const r = await render(unpinned, 'd', webSocket('d', target.port));
    expect(r.facts?.title).toBe('ws failed'); // the listener refuses the upgrade, after the connection
    expect(lookups['ws-d.rebind.test']).toBe(1);
    expect(target.connections).toBeGreaterThan(0);
  }, 30000);
});

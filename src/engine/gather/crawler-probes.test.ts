import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherDocument } from './document';
import { gatherCrawlerProbes, PROBE_AGENTS } from './crawler-probes';

describe('crawler probes', () => {
  const seen: string[] = [];
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(String(req.headers['user-agent']));
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>t</title><p>Hello</p>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/page`;
  });
  afterAll(() => server.close());

  it("sends each agent's user agent as the crawler does: Google's and Bing's version placeholder is a Chrome version", async () => {
    const doc = await gatherDocument(url, { allowPrivateNetwork: true, timeoutMs: 5000 });
    seen.length = 0;
    const r = await gatherCrawlerProbes(doc, { allowPrivateNetwork: true, timeoutMs: 5000 });
    expect(r.probes.map((p) => p.agent)).toEqual(PROBE_AGENTS.map((a) => a.agent));
    // The unknown bot is asked only where Googlebot and bingbot are refused (decision 112).
    expect(r.control).toBeNull();
    expect(seen.sort()).toEqual(PROBE_AGENTS.map((a) => a.userAgent).sort());
    for (const ua of seen) expect(ua).not.toMatch(/W\.X\.Y\.Z/);
    const googlebot = r.probes.find((p) => p.agent === 'Googlebot')!;
    expect(googlebot.userAgent).toMatch(
      /Chrome\/\d+\.\d+\.\d+\.\d+ Mobile Safari\/537\.36 \(compatible; Googlebot\/2\.1;/,
    );
    expect(googlebot.curl).toContain(googlebot.userAgent);
    expect(r.probes.every((p) => !p.blocked && p.status === 200)).toBe(true);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherSitemap } from './sitemap';
import sitemapAudit from '../audits/ai-visibility/sitemap';
import { makeArtifacts } from '../testing/artifacts';

const urlset = (locs: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((l) => `<url><loc>${l}</loc><lastmod>2025-06-01</lastmod></url>`)
    .join('')}</urlset>`;
const index = (locs: string[]) =>
  `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;

describe('the sitemap, read as far as it can be and said as far as it was read (loopback)', () => {
  let server: http.Server;
  let origin = '';
  const files = new Map<string, string | Buffer>();
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const body = files.get(req.url ?? '');
      if (req.url === '/error-500.xml') res.writeHead(500).end('busy');
      else if (body === undefined) res.writeHead(404).end('not found');
      else res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = (n: number) => `${origin}/p/${n}`;
    files.set('/small.xml', urlset([page(1), page(2)]));
    // Twelve child sitemaps of three pages each: the first ten are read.
    files.set('/index.xml', index(Array.from({ length: 12 }, (_, i) => `${origin}/child-${i}.xml`)));
    for (let i = 0; i < 12; i++) files.set(`/child-${i}.xml`, urlset([0, 1, 2].map((k) => page(100 + i * 3 + k))));
    files.set('/zipped.xml.gz', gzipSync(urlset([page(7)])));
    for (let i = 0; i < 4; i++) files.set(`/named-${i}.xml`, urlset([page(200 + i)]));
    files.set('/broken.xml', urlset([page(300), page(301)]).replace('</urlset>', '<url><loc>'));
    files.set('/gone-child.xml', index([`${origin}/child-0.xml`, `${origin}/missing.xml`]));
    files.set('/failing-child.xml', index([`${origin}/child-0.xml`, `${origin}/error-500.xml`]));
    // Over the 10 MB read: 140,000 entries of about 80 bytes.
    files.set('/huge.xml', urlset(Array.from({ length: 140_000 }, (_, i) => page(1_000_000 + i))));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const opts = { allowPrivateNetwork: true, timeoutMs: 10_000 };
  const gather = (page: string, sitemaps: string[]) =>
    gatherSitemap(
      `${origin}${page}`,
      sitemaps.map((s) => `${origin}${s}`),
      opts,
    );

  it('says a page is not listed only when every URL was read', async () => {
    expect(await gather('/p/1', ['/small.xml'])).toMatchObject({ found: true, listsPage: true, urlCount: 2 });
    expect(await gather('/p/3', ['/small.xml'])).toMatchObject({ found: true, listsPage: false });
  });

  it("an index's unread sitemaps make the page's absence unknown, and are named", async () => {
    const listed = await gather('/p/104', ['/index.xml']);
    expect(listed).toMatchObject({ isIndex: true, childSitemaps: 12, listsPage: true, urlCount: 30 });
    const beyond = await gather('/p/134', ['/index.xml']);
    expect(beyond.listsPage).toBeNull();
    expect(beyond.details).toContain('The first 10 of its 12 sitemaps were read.');
  });

  it('a sitemap robots.txt names beyond the three read, a 5xx or a broken file leave the listing unknown', async () => {
    const named = ['/named-0.xml', '/named-1.xml', '/named-2.xml', '/named-3.xml'];
    expect((await gather('/p/201', named)).listsPage).toBe(true);
    const beyond = await gather('/p/203', named);
    expect(beyond.listsPage).toBeNull();
    expect(beyond.details).toContain('The first 3 of the 4 sitemaps robots.txt names were read.');
    expect((await gather('/p/999', ['/failing-child.xml'])).listsPage).toBeNull();
    const broken = await gather('/p/999', ['/broken.xml']);
    expect(broken).toMatchObject({ found: true, listsPage: null, urlCount: 2 });
    expect(broken.details.join(' ')).toMatch(/ends before its closing tag: its first 2 URLs were read/);
  });

  it('a file that answers 404 lists nothing for a crawler either: the page is not listed', async () => {
    expect((await gather('/p/999', ['/gone-child.xml'])).listsPage).toBe(false);
    // robots.txt naming the same file twice counts it once.
    expect((await gather('/p/1', ['/small.xml', '/small.xml'])).urlCount).toBe(2);
  });

  it('unpacks a gzipped sitemap file', async () => {
    expect(await gather('/p/7', ['/zipped.xml.gz'])).toMatchObject({ found: true, listsPage: true, urlCount: 1 });
  });

  it('reads a file over 10 MB up to the cap, keeps 2,000 of its URLs and does not call the page unlisted', async () => {
    const s = await gather('/p/5', ['/huge.xml']);
    expect(s.found).toBe(true);
    expect(s.urlCount).toBeGreaterThan(100_000);
    expect(s.urlCount).toBeLessThan(140_000);
    expect(s.urls).toHaveLength(2000);
    expect(s.listsPage).toBeNull();
    expect(s.details.join(' ')).toMatch(/is over 10 MB: its first \d+ URLs were read/);
    // The audit does not count what is not known against the page.
    const a = makeArtifacts('<html><body><p>Hi</p></body></html>', { url: `${origin}/p/5` });
    const out = sitemapAudit.run({ ...a, sitemap: { ...s, source: 'robots' } });
    expect(out.score).toBe(1);
    expect(out.evidence.find((e) => e.label === 'This page listed')?.value).toMatch(/^not among the \d+ URLs read$/);
  });
});

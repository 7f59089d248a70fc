import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseSitemapXml } from './sitemap-xml';

/** The general XML parser's reading of a sitemap, as the engine read it before decision 158: the reference. */
function treeReading(xml: string) {
  const doc = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    processEntities: true,
    htmlEntities: true,
  }).parse(xml);
  const list = (x: unknown) => (x === undefined ? [] : Array.isArray(x) ? x : [x]) as Record<string, unknown>[];
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  if (doc.urlset !== undefined)
    return {
      kind: 'urlset',
      urls: list(doc.urlset?.url)
        .map((u) => ({ loc: text(u?.loc), lastmod: text(u?.lastmod) || null }))
        .filter((u) => u.loc),
      children: [],
    };
  if (doc.sitemapindex !== undefined)
    return { kind: 'index', urls: [], children: list(doc.sitemapindex?.sitemap).map((s) => text(s?.loc)) };
  return { kind: 'invalid', urls: [], children: [] };
}

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const SITEMAPS = {
  plain: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NS}>\n  <url>\n    <loc>https://e.com/</loc>\n    <lastmod>2025-01-01</lastmod>\n  </url>\n  <url><loc>https://e.com/a</loc></url>\n</urlset>`,
  images: `<urlset ${NS} xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://e.com/p</loc><image:image><image:loc>https://cdn.e.com/1.jpg</image:loc></image:image><lastmod>2024-05-06T10:00:00+00:00</lastmod></url></urlset>`,
  imageFirst: `<urlset ${NS} xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><image:image><image:loc>https://cdn.e.com/1.jpg</image:loc></image:image><loc>https://e.com/q</loc></url></urlset>`,
  entities: `<urlset ${NS}><url><loc>https://e.com/s?a=1&amp;b=2&#38;c=&#x33;</loc></url></urlset>`,
  cdata: `<urlset ${NS}><url><loc><![CDATA[https://e.com/c?a=1&b=2]]></loc></url></urlset>`,
  prefixed: `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://e.com/x</sm:loc></sm:url></sm:urlset>`,
  commented: `<urlset ${NS}><!-- <url><loc>https://e.com/old</loc></url> --><url><loc>https://e.com/new</loc></url></urlset>`,
  index: `<?xml version="1.0"?><sitemapindex ${NS}><sitemap><loc>https://e.com/s1.xml</loc><lastmod>2025-01-01</lastmod></sitemap><sitemap><loc>https://e.com/s2.xml.gz</loc></sitemap></sitemapindex>`,
  stylesheet: `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?><!DOCTYPE urlset><urlset ${NS}><url><loc>https://e.com/d</loc></url></urlset>`,
  empty: `<urlset ${NS}></urlset>`,
  emptyEntry: `<urlset ${NS}><url><lastmod>2025-01-01</lastmod></url><url/><url><loc> </loc></url></urlset>`,
  html: '<!DOCTYPE html><html><head><title>Not found</title></head><body>nope</body></html>',
  text: 'https://e.com/a\nhttps://e.com/b\n',
};

describe('a sitemap read in one pass', () => {
  it.each(Object.entries(SITEMAPS))('reads %s as the general XML parser does', (_name, xml) => {
    const { closed, ...read } = parseSitemapXml(xml);
    expect(read).toEqual(treeReading(xml));
    expect(closed).toBe(read.kind !== 'invalid');
  });

  it('reads what a general parser reads of markup it cannot get wrong by luck', () => {
    const loc = (xml: string) => parseSitemapXml(xml).urls.map((u) => u.loc);
    // A doctype whose internal subset or system id holds ">".
    expect(
      loc(`<!DOCTYPE urlset [ <!ENTITY e "<b>x</b>"> ]><urlset ${NS}><url><loc>https://e.com/a</loc></url></urlset>`),
    ).toEqual(['https://e.com/a']);
    expect(loc(`<!DOCTYPE urlset SYSTEM "a>b<c"><urlset ${NS}><url><loc>https://e.com/b</loc></url></urlset>`)).toEqual(
      ['https://e.com/b'],
    );
    // Quoted attribute values holding "/>" or ">".
    expect(loc(`<urlset x="a/>b"><url x="/>"><loc a=">">https://e.com/c</loc></url></urlset>`)).toEqual([
      'https://e.com/c',
    ]);
    // A comment inside the address, and an empty loc before the real one.
    expect(loc(`<urlset><url><loc><!-- moved --><!-- </loc> -->https://e.com/d</loc></url></urlset>`)).toEqual([
      'https://e.com/d',
    ]);
    expect(loc(`<urlset><url><loc></loc><loc>https://e.com/e</loc></url></urlset>`)).toEqual(['https://e.com/e']);
  });

  it("an entry's unclosed element does not swallow the entries after it", () => {
    const r = parseSitemapXml(
      `<urlset><url><loc>https://e.com/a</loc><priority>1</url><url><loc>https://e.com/b</loc></url></urlset>`,
    );
    expect(r.urls.map((u) => u.loc)).toEqual(['https://e.com/a', 'https://e.com/b']);
    expect(r.closed).toBe(true);
  });

  it("takes the entry's own loc, never an image's, wherever it stands", () => {
    expect(parseSitemapXml(SITEMAPS.imageFirst).urls).toEqual([{ loc: 'https://e.com/q', lastmod: null }]);
  });

  it('keeps the entries a file cut short completed', () => {
    const xml = `<urlset ${NS}>${Array.from({ length: 50 }, (_, i) => `<url><loc>https://e.com/${i}</loc></url>`).join('')}</urlset>`;
    const cut = parseSitemapXml(xml.slice(0, xml.indexOf('https://e.com/30') + 5));
    expect(cut.kind).toBe('urlset');
    expect(cut.urls).toHaveLength(30);
    expect(cut.urls.at(-1)?.loc).toBe('https://e.com/29');
    expect(cut.closed).toBe(false);
  });

  it('stays linear on markup built to be slow: tags left open, no closing bracket', () => {
    const hostile = `<urlset ${NS}>${'<url<loc'.repeat(200_000)}`;
    const t0 = performance.now();
    expect(parseSitemapXml(hostile).urls).toEqual([]);
    // 1.6 MB of unclosed tags: a scan to the file's end per tag would take minutes.
    expect(performance.now() - t0).toBeLessThan(5000);
  });
});

import { XMLParser } from 'fast-xml-parser';
import { safeFetch, decodeBody } from '../net/http';
import type { SitemapArtifact } from '../types';
import type { AuxFetchOptions } from './robots-txt';

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: true,
});
const arr = <T>(x: T | T[] | undefined): T[] => (x === undefined || x === null ? [] : Array.isArray(x) ? x : [x]);

interface ParsedSitemap {
  kind: 'urlset' | 'index' | 'invalid';
  urls: { loc: string; lastmod: string | null }[];
  children: string[];
}

export function parseSitemapXml(xml: string): ParsedSitemap {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return { kind: 'invalid', urls: [], children: [] };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  if (doc.urlset && typeof doc.urlset === 'object') {
    const urls = arr((doc.urlset as { url?: unknown }).url as Record<string, unknown>[]).map((u) => ({
      loc: text(u?.loc),
      lastmod: text(u?.lastmod) || null,
    }));
    return { kind: 'urlset', urls: urls.filter((u) => u.loc), children: [] };
  }
  if (doc.sitemapindex && typeof doc.sitemapindex === 'object') {
    const children = arr((doc.sitemapindex as { sitemap?: unknown }).sitemap as Record<string, unknown>[])
      .map((s) => text(s?.loc))
      .filter(Boolean);
    return { kind: 'index', urls: [], children };
  }
  if (doc.urlset === '') return { kind: 'urlset', urls: [], children: [] };
  return { kind: 'invalid', urls: [], children: [] };
}

export function normaliseForCompare(u: string): string {
  try {
    const x = new URL(u);
    let p = x.pathname.replace(/\/+$/, '');
    if (p === '') p = '/';
    return `${x.hostname.toLowerCase().replace(/^www\./, '')}${p}${x.search}`;
  } catch {
    return u;
  }
}

async function fetchSitemap(url: string, opts: AuxFetchOptions): Promise<{ status: number; xml: string } | null> {
  try {
    const r = await safeFetch(url, {
      ...opts,
      maxBytes: 10 * 1024 * 1024,
      headers: { accept: 'application/xml,text/xml,*/*' },
    });
    return { status: r.status, xml: decodeBody(r.body, r.headers['content-type']) };
  } catch {
    return null;
  }
}

export async function gatherSitemap(
  pageUrl: string,
  robotsSitemaps: string[],
  opts: AuxFetchOptions,
): Promise<SitemapArtifact> {
  const source: SitemapArtifact['source'] = robotsSitemaps.length ? 'robots' : 'default';
  const candidates = (robotsSitemaps.length ? robotsSitemaps : [new URL('/sitemap.xml', pageUrl).toString()]).slice(
    0,
    3,
  );
  const details: string[] = [];
  const errors: string[] = [];
  const urls: { loc: string; lastmod: string | null }[] = [];
  let found = false;
  let isIndex = false;
  let childSitemaps = 0;
  const results = await Promise.all(candidates.map((c) => fetchSitemap(c, opts).then((r) => ({ c, r }))));
  for (const { c, r } of results) {
    if (!r) {
      errors.push(`${c}: could not be fetched`);
      details.push(`Sitemap ${c} could not be fetched.`);
      continue;
    }
    if (r.status < 200 || r.status >= 300) {
      details.push(`Sitemap ${c} answered HTTP ${r.status}.`);
      continue;
    }
    const p = parseSitemapXml(r.xml);
    if (p.kind === 'invalid') {
      errors.push(`${c}: not a valid XML sitemap`);
      details.push(`Sitemap ${c} is not a valid XML sitemap.`);
      continue;
    }
    found = true;
    if (p.kind === 'urlset') {
      urls.push(...p.urls);
      details.push(`Sitemap ${c} found with ${p.urls.length} URLs.`);
    } else {
      isIndex = true;
      childSitemaps += p.children.length;
      details.push(`Sitemap index ${c} lists ${p.children.length} sitemaps.`);
      const kids = await Promise.all(
        p.children.slice(0, 10).map((k) => fetchSitemap(k, opts).then((kr) => ({ k, kr }))),
      );
      for (const { k, kr } of kids) {
        if (!kr || kr.status >= 300) {
          errors.push(`${k}: could not be fetched`);
          continue;
        }
        const kp = parseSitemapXml(kr.xml);
        if (kp.kind === 'urlset') urls.push(...kp.urls);
        else errors.push(`${k}: not a valid urlset`);
      }
    }
  }
  if (!found && !details.length) details.push('No sitemap found.');
  const target = normaliseForCompare(pageUrl);
  const listsPage = found ? urls.some((u) => normaliseForCompare(u.loc) === target) : null;
  const lastmods = urls
    .map((u) => u.lastmod)
    .filter((x): x is string => !!x)
    .sort();
  return {
    found,
    source: found ? source : 'none',
    urls: urls.slice(0, 2000).map((u) => u.loc),
    urlCount: urls.length,
    latestLastmod: lastmods.length ? lastmods[lastmods.length - 1] : null,
    listsPage,
    isIndex,
    childSitemaps,
    errors,
    details,
  };
}

import { createGunzip } from 'node:zlib';
import { safeFetch, decodeBody } from '../net/http';
import type { SitemapArtifact } from '../types';
import type { AuxFetchOptions } from './robots-txt';
import { parseOffThread } from '../threads/parse-off-thread';
import type { SitemapFileReading } from './sitemap-xml';

/** The most of one sitemap file read (fetched, and again once unzipped): the protocol's own limit is 50 MB. */
const MAX_SITEMAP_BYTES = 10 * 1024 * 1024;
/** Child sitemaps of an index read; the page not found in them is then "not known", not "not listed". */
const MAX_CHILD_SITEMAPS = 10;

/** A gzipped sitemap (`sitemap.xml.gz`, which the protocol allows) unpacked up to `max` bytes; a cut or corrupt file gives what unpacked. */
function gunzipUpTo(gz: Buffer, max: number): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve) => {
    const z = createGunzip();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      z.destroy();
      resolve({ body: Buffer.concat(chunks), truncated });
    };
    z.on('data', (c: Buffer) => {
      if (done) return;
      if (size + c.length > max) {
        chunks.push(c.subarray(0, max - size));
        finish(true);
        return;
      }
      chunks.push(c);
      size += c.length;
    });
    z.on('end', () => finish(false));
    z.on('error', () => finish(true));
    z.end(gz);
  });
}

const isGzip = (b: Buffer) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;

interface SitemapFile {
  status: number;
  xml: string;
  /** Cut at MAX_SITEMAP_BYTES: its entries past the cut were not read. */
  truncated: boolean;
}

async function fetchSitemap(url: string, opts: AuxFetchOptions): Promise<SitemapFile | null> {
  try {
    const r = await safeFetch(url, {
      ...opts,
      maxBytes: MAX_SITEMAP_BYTES,
      headers: { accept: 'application/xml,text/xml,*/*' },
    });
    if (!isGzip(r.body))
      return { status: r.status, xml: decodeBody(r.body, r.headers['content-type']), truncated: r.truncated };
    const unzipped = await gunzipUpTo(r.body, MAX_SITEMAP_BYTES);
    return { status: r.status, xml: decodeBody(unzipped.body, 'charset=utf-8'), truncated: unzipped.truncated };
  } catch {
    return null;
  }
}

/** URLs of the sitemap kept in the artifact (its count is of all). */
const KEEP_URLS = 2000;
/** Longest one sitemap file's read may take in the parse worker (a 10 MB file: about 0.2 s). */
const SITEMAP_READ_DEADLINE_MS = 3000;

/** What the sitemap files read so far hold, and whether they are all of it. */
interface Reading {
  urls: string[];
  urlCount: number;
  listsPage: boolean;
  latestLastmod: string | null;
  details: string[];
  errors: string[];
  /** Every URL of the sitemap was read: no file cut at the size cap, no child sitemap left unread or unreadable. */
  complete: boolean;
}

/** The file read in the parse worker for this page, or null when it could not be (its deadline, its worker's end). */
async function readFile(file: SitemapFile, pageUrl: string, signal?: AbortSignal) {
  try {
    return await parseOffThread.sitemapFile(
      { xml: file.xml, page: pageUrl, keep: KEEP_URLS },
      { deadlineMs: SITEMAP_READ_DEADLINE_MS, signal },
    );
  } catch {
    return null;
  }
}

function addUrls(into: Reading, file: SitemapFile, r: SitemapFileReading, where: string): void {
  into.urls.push(...r.urls.slice(0, KEEP_URLS - into.urls.length));
  into.urlCount += r.urlCount;
  into.listsPage ||= r.listsPage;
  if (r.latestLastmod && (!into.latestLastmod || r.latestLastmod > into.latestLastmod))
    into.latestLastmod = r.latestLastmod;
  if (file.truncated) {
    into.complete = false;
    into.details.push(
      `${where} is over ${MAX_SITEMAP_BYTES / 1024 / 1024} MB: its first ${r.urlCount} URLs were read.`,
    );
  }
}

/** An index's child sitemaps, the first MAX_CHILD_SITEMAPS of them. */
async function readChildren(into: Reading, children: string[], pageUrl: string, opts: AuxFetchOptions) {
  if (children.length > MAX_CHILD_SITEMAPS) {
    into.complete = false;
    into.details.push(`The first ${MAX_CHILD_SITEMAPS} of its ${children.length} sitemaps were read.`);
  }
  const kids = await Promise.all(
    children.slice(0, MAX_CHILD_SITEMAPS).map(async (k) => {
      const file = await fetchSitemap(k, opts);
      return { k, file, read: file && file.status < 300 ? await readFile(file, pageUrl, opts.signal) : null };
    }),
  );
  for (const { k, file, read } of kids) {
    if (file && read?.kind === 'urlset') {
      addUrls(into, file, read, `Sitemap ${k}`);
      continue;
    }
    into.complete = false;
    into.errors.push(read ? `${k}: not a valid urlset` : `${k}: could not be fetched`);
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
  const read: Reading = {
    urls: [],
    urlCount: 0,
    listsPage: false,
    latestLastmod: null,
    details: [],
    errors: [],
    complete: true,
  };
  const { details, errors } = read;
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
    const p = await readFile(r, pageUrl, opts.signal);
    if (!p || p.kind === 'invalid') {
      errors.push(`${c}: ${p ? 'not a valid XML sitemap' : 'could not be read'}`);
      details.push(`Sitemap ${c} ${p ? 'is not a valid XML sitemap' : 'could not be read in time'}.`);
      continue;
    }
    found = true;
    if (p.kind === 'urlset') {
      details.push(`Sitemap ${c} found with ${p.urlCount} URLs.`);
      addUrls(read, r, p, `Sitemap ${c}`);
    } else {
      isIndex = true;
      childSitemaps += p.children.length;
      details.push(`Sitemap index ${c} lists ${p.children.length} sitemaps.`);
      if (r.truncated) read.complete = false;
      await readChildren(read, p.children, pageUrl, opts);
    }
  }
  if (!found && !details.length) details.push('No sitemap found.');
  return {
    found,
    source: found ? source : 'none',
    urls: read.urls,
    urlCount: read.urlCount,
    latestLastmod: read.latestLastmod,
    // Not among the URLs read of a sitemap not read whole: not known, not "not listed".
    listsPage: !found ? null : read.listsPage || (read.complete ? false : null),
    isIndex,
    childSitemaps,
    errors,
    details,
  };
}

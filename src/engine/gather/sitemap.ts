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
    // A file cut in transit or corrupt unpacks as far as it can; its reader then finds no end tag.
    const unzipped = await gunzipUpTo(r.body, MAX_SITEMAP_BYTES);
    return {
      status: r.status,
      xml: decodeBody(unzipped.body, 'charset=utf-8'),
      truncated: unzipped.truncated || r.truncated,
    };
  } catch {
    return null;
  }
}

/** URLs of the sitemap kept in the artifact (its count is of all). */
const KEEP_URLS = 2000;
/** Longest one sitemap file's read may take in the parse worker (a 10 MB file: about 0.2 s). */
const SITEMAP_READ_DEADLINE_MS = 3000;

/** Sitemaps robots.txt names that are read; the page not found in them is then "not known" if it names more. */
const MAX_ROBOTS_SITEMAPS = 3;

/** What the sitemap files read so far hold, and whether they are all of it. */
interface Reading {
  urls: string[];
  urlCount: number;
  listsPage: boolean;
  latestLastmod: string | null;
  details: string[];
  errors: string[];
  /**
   * Every URL crawlers can read was read: no file cut at the size cap or broken off, none left unread, none that
   * failed on our side or for the moment (a fetch that failed, a 5xx, a read past its deadline). A 4xx or a file
   * that is no sitemap lists nothing for a crawler either, so it leaves the reading complete.
   */
  complete: boolean;
  /** Addresses already read (robots.txt may name an index and one of its files). */
  seen: Set<string>;
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

/** One sitemap file, fetched and read, or why not (its XML is not kept). */
type FileOutcome =
  | { url: string; read: SitemapFileReading; truncated: boolean }
  | { url: string; read: null; failure: string; error: boolean; unknown: boolean };

async function readOne(url: string, pageUrl: string, opts: AuxFetchOptions): Promise<FileOutcome> {
  const file = await fetchSitemap(url, opts);
  if (!file) return { url, read: null, failure: 'could not be fetched', error: true, unknown: true };
  if (file.status < 200 || file.status >= 300)
    return { url, read: null, failure: `answered HTTP ${file.status}`, error: false, unknown: file.status >= 500 };
  const read = await readFile(file, pageUrl, opts.signal);
  if (!read) return { url, read: null, failure: 'could not be read in time', error: true, unknown: true };
  if (read.kind === 'invalid')
    return { url, read: null, failure: 'is not a valid XML sitemap', error: true, unknown: false };
  return { url, read, truncated: file.truncated };
}

/** Why a file's entries past some point were not read, or null when it was read whole. */
const cutOf = (o: { read: SitemapFileReading; truncated: boolean }): string | null =>
  o.truncated ? `is over ${MAX_SITEMAP_BYTES / 1024 / 1024} MB` : o.read.closed ? null : 'ends before its closing tag';

function failed(into: Reading, o: Extract<FileOutcome, { read: null }>, say: boolean): void {
  if (o.unknown) into.complete = false;
  if (o.error) into.errors.push(`${o.url}: ${o.failure}`);
  if (say) into.details.push(`Sitemap ${o.url} ${o.failure}.`);
}

/** A urlset's entries; `say`: a detail for it (each of the site's own; an index's files only when cut). */
function addUrls(into: Reading, o: { url: string; read: SitemapFileReading; truncated: boolean }, say: boolean): void {
  const r = o.read;
  into.urls.push(...r.urls.slice(0, KEEP_URLS - into.urls.length));
  into.urlCount += r.urlCount;
  into.listsPage ||= r.listsPage;
  if (r.latestLastmod && (!into.latestLastmod || r.latestLastmod > into.latestLastmod))
    into.latestLastmod = r.latestLastmod;
  const cut = cutOf(o);
  if (cut) {
    into.complete = false;
    into.details.push(`Sitemap ${o.url} ${cut}: its first ${r.urlCount} URLs were read.`);
  } else if (say) into.details.push(`Sitemap ${o.url} found with ${r.urlCount} URLs.`);
}

/** An index's child sitemaps, the first MAX_CHILD_SITEMAPS of them not read already. */
async function readChildren(into: Reading, listed: string[], pageUrl: string, opts: AuxFetchOptions) {
  const children = listed.filter((k) => !into.seen.has(k));
  if (children.length > MAX_CHILD_SITEMAPS) {
    into.complete = false;
    into.details.push(`The first ${MAX_CHILD_SITEMAPS} of its ${children.length} sitemaps were read.`);
  }
  const kids = children.slice(0, MAX_CHILD_SITEMAPS);
  for (const k of kids) into.seen.add(k);
  for (const o of await Promise.all(kids.map((k) => readOne(k, pageUrl, opts)))) {
    if (!o.read) failed(into, o, false);
    // An index inside an index is no file of URLs for a crawler.
    else if (o.read.kind !== 'urlset') into.errors.push(`${o.url}: not a valid urlset`);
    else addUrls(into, o, false);
  }
}

export async function gatherSitemap(
  pageUrl: string,
  robotsSitemaps: string[],
  opts: AuxFetchOptions,
): Promise<SitemapArtifact> {
  const source: SitemapArtifact['source'] = robotsSitemaps.length ? 'robots' : 'default';
  const named = [...new Set(robotsSitemaps)];
  const candidates = (named.length ? named : [new URL('/sitemap.xml', pageUrl).toString()]).slice(
    0,
    MAX_ROBOTS_SITEMAPS,
  );
  const read: Reading = {
    urls: [],
    urlCount: 0,
    listsPage: false,
    latestLastmod: null,
    details: [],
    errors: [],
    complete: named.length <= MAX_ROBOTS_SITEMAPS,
    seen: new Set(candidates),
  };
  if (!read.complete)
    read.details.push(`The first ${MAX_ROBOTS_SITEMAPS} of the ${named.length} sitemaps robots.txt names were read.`);
  let found = false;
  let isIndex = false;
  let childSitemaps = 0;
  for (const o of await Promise.all(candidates.map((c) => readOne(c, pageUrl, opts)))) {
    if (!o.read) {
      failed(read, o, true);
      continue;
    }
    found = true;
    if (o.read.kind === 'urlset') {
      addUrls(read, o, true);
      continue;
    }
    isIndex = true;
    childSitemaps += o.read.children.length;
    const cut = cutOf(o);
    if (cut) read.complete = false;
    read.details.push(
      `Sitemap index ${o.url} ${cut ? `${cut}: its first ${o.read.children.length} sitemaps were read` : `lists ${o.read.children.length} sitemaps`}.`,
    );
    await readChildren(read, o.read.children, pageUrl, opts);
  }
  if (!found && !read.details.length) read.details.push('No sitemap found.');
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
    errors: read.errors,
    details: read.details,
  };
}

/**
 * The organisation the site's home page declares. Google asks for Organization markup on the home page (or one page
 * about the organisation), "not on every page" (docs/decisions/068): an inner page without it is not undeclared
 * when its home page declares it. Only the JSON-LD is read, with a size cap and the analysis's deadline.
 */
import { decodeBody, safeFetch } from '../net/http';
import { isSubtypeOf } from '../schema/vocabulary';
import { isHomePath } from '../computed/link-kinds';
import type { SiteHomeArtifact } from '../types';
import type { AuxFetchOptions } from './robots-txt';
import { allMatches } from '../computed/all-matches';

/** A home page's HTML is read this far: its head, where the JSON-LD is, comes first. */
const MAX_BYTES = 2 * 1024 * 1024;
/** The home page is a side read: it never holds the analysis longer than this. */
const TIMEOUT_MS = 5000;
/** Nodes walked per block: a shop's home page may list a thousand products. */
const MAX_NODES = 5000;

const LD_BLOCK = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

const isOrganisation = (t: unknown): t is string =>
  typeof t === 'string' && (t === 'Organization' || isSubtypeOf(t.replace(/^.*[/#]/, ''), 'Organization'));

/** The first node of an Organization type (or a subtype: LocalBusiness, NewsMediaOrganization…) in the blocks. */
export function homeOrganisation(html: string): SiteHomeArtifact['organization'] {
  for (const m of allMatches(LD_BLOCK, html)) {
    let data: unknown;
    try {
      data = JSON.parse(m[1].trim());
    } catch {
      continue;
    }
    const queue: unknown[] = [data];
    for (let seen = 0; queue.length && seen < MAX_NODES; seen++) {
      const node = queue.shift();
      if (Array.isArray(node)) queue.push(...node);
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        const type = [o['@type']].flat().find(isOrganisation);
        if (type && (typeof o.name === 'string' || o.sameAs))
          return {
            type: type.replace(/^.*[/#]/, ''),
            name: typeof o.name === 'string' ? o.name.trim() : null,
            sameAs: [o.sameAs]
              .flat()
              .filter((u): u is string => typeof u === 'string' && /^https?:\/\/\S+$/.test(u.trim()))
              .map((u) => u.trim())
              .slice(0, 20),
          };
        for (const v of Object.values(o)) if (v && typeof v === 'object') queue.push(v);
      }
    }
  }
  return null;
}

/** Null on the home page itself; else what its home page declares (nothing when it cannot be read). */
export async function gatherSiteHome(pageUrl: string, opts: AuxFetchOptions): Promise<SiteHomeArtifact | null> {
  if (isHomePath(pageUrl)) return null;
  const url = new URL('/', pageUrl).toString();
  try {
    const r = await safeFetch(url, {
      ...opts,
      timeoutMs: Math.min(TIMEOUT_MS, opts.timeoutMs),
      maxBytes: MAX_BYTES,
      headers: { accept: 'text/html,*/*;q=0.5' },
    });
    const ct = r.headers['content-type'] ?? '';
    const ok = r.status >= 200 && r.status < 300 && /html/i.test(ct);
    return { url, status: r.status, organization: ok ? homeOrganisation(decodeBody(r.body, ct)) : null };
  } catch {
    return { url, status: null, organization: null };
  }
}

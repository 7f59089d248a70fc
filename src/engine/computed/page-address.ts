/**
 * One page's address as a key for comparing two addresses of it: host without "www." and case, path without
 * trailing slashes, query kept, scheme and fragment dropped (a sitemap's entry, a canonical, a crawled link).
 */
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

/**
 * A sitemap file read in one linear pass (decision 158): its root (`urlset` or `sitemapindex`), and each entry's
 * `loc` and `lastmod`, the entry's own children only (an `image:loc` inside `image:image` is not the page's).
 * A general XML parser built the whole tree of a 10 MB sitemap (50,000 URLs, the protocol's limit) in 1.4-2 s on
 * the analysis' thread, holding up every other analysis on it; this pass reads the same file in 0.2-0.3 s, in the
 * parse worker.
 *
 * Namespace prefixes are dropped (`<sm:url>` is `url`), comments, processing instructions and the doctype are
 * skipped, CDATA is taken as text and the XML entities are decoded. A file cut short (a size cap) keeps the
 * entries it completed.
 */
import { normaliseForCompare } from '../computed/page-address';

export interface ParsedSitemap {
  kind: 'urlset' | 'index' | 'invalid';
  urls: { loc: string; lastmod: string | null }[];
  children: string[];
  /** The root's end tag was read: the file is whole (a cut or broken one ends before it). */
  closed: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `&amp;`, `&#38;`, `&#x26;` decoded; an unknown entity is kept as written. */
function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

/** An element's text: CDATA sections as written, the rest with its entities decoded. */
function textOf(raw: string): string {
  if (!raw.includes('<')) return decodeEntities(raw).trim();
  return raw
    .replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '')
    .split(/<!\[CDATA\[([\s\S]*?)\]\]>/)
    .map((part, i) => (i % 2 ? part : decodeEntities(part)))
    .join('')
    .trim();
}

const isNameChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 58) || c === 95 || c === 45 || c === 46;

/**
 * The start or end tag at `at` (a "<"): [its end, "/" when it closes, its name without a namespace prefix, "/" when
 * it closes itself], or null. Its attributes stop at the next "<", so a tag left open costs a scan to it, not to
 * the file's end. Written out by hand: a regular expression's captures were most of the pass' time.
 */
function tagAt(xml: string, at: number): [number, string, string, string] | null {
  let i = at + 1;
  const closing = xml.charCodeAt(i) === 47 ? '/' : '';
  if (closing) i++;
  const nameStart = i;
  let prefixEnd = i;
  for (let c = xml.charCodeAt(i); isNameChar(c); c = xml.charCodeAt(++i)) if (c === 58) prefixEnd = i + 1;
  if (i === nameStart || i === prefixEnd) return null;
  let end = i;
  // A quoted attribute value may hold ">" or "/>"; none holds "<", where a tag left open stops.
  for (let c = xml.charCodeAt(end), quote = 0; quote || c !== 62; c = xml.charCodeAt(++end)) {
    if (c === 60 || Number.isNaN(c)) return null;
    if (quote) quote = c === quote ? 0 : quote;
    else if (c === 34 || c === 39) quote = c;
  }
  return [end + 1, closing, xml.slice(prefixEnd, i), xml.charCodeAt(end - 1) === 47 ? '/' : ''];
}

/** Where the doctype that opens at `at` ends: its quoted ids and its internal subset ("[ … ]") may hold ">". */
function skipDoctype(xml: string, at: number): number {
  for (let i = at + 2, quote = 0, subset = false; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (quote) quote = c === quote ? 0 : quote;
    else if (c === 34 || c === 39) quote = c;
    else if (c === 91 || c === 93) subset = c === 91;
    else if (c === 62 && !subset) return i + 1;
  }
  return -1;
}

/** Where the markup that opens at `at` ends (a comment, PI, doctype or CDATA section), or -1. */
function skipSpecial(xml: string, at: number, prolog: boolean): number {
  // Only before the root, where the one doctype stands: a scan to the file's end per "<!" in text would not be linear.
  if (prolog && xml.startsWith('<!DOCTYPE', at)) return skipDoctype(xml, at);
  const [open, close] = xml.startsWith('<!--', at)
    ? ['<!--', '-->']
    : xml.startsWith('<![CDATA[', at)
      ? ['<![CDATA[', ']]>']
      : ['<', '>'];
  const end = xml.indexOf(close, at + open.length);
  return end < 0 ? -1 : end + close.length;
}

/**
 * The root's kind and entries. An end tag closes the element of its name and whatever was left open inside it (an
 * entry's unclosed `<priority>` does not swallow the entries after it); a stray end tag is ignored.
 */
export function parseSitemapXml(xml: string): ParsedSitemap {
  const out: ParsedSitemap = { kind: 'invalid', urls: [], children: [], closed: false };
  let entryName = '';
  const open: string[] = [];
  let entry: { loc: string | null; lastmod: string | null } | null = null;
  let pos = xml.indexOf('<');
  while (pos >= 0 && pos < xml.length) {
    const next = xml[pos + 1];
    if (next === '!' || next === '?') {
      const end = skipSpecial(xml, pos, open.length === 0);
      if (end < 0) break;
      pos = xml.indexOf('<', end);
      continue;
    }
    const m = tagAt(xml, pos);
    if (!m) {
      // A stray "<" in text: not well-formed, but the entries around it still read.
      pos = xml.indexOf('<', pos + 1);
      continue;
    }
    const [after, closing, name, selfClosing] = m;
    pos = xml.indexOf('<', after);
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      open.length = at;
      if (at === 1 && entry && name === entryName) {
        if (entry.loc) {
          if (out.kind === 'urlset') out.urls.push({ loc: entry.loc, lastmod: entry.lastmod || null });
          else out.children.push(entry.loc);
        }
        entry = null;
      }
      if (at === 0) {
        out.closed = true;
        break;
      }
      continue;
    }
    if (!open.length) {
      if (name === 'urlset') [out.kind, entryName] = ['urlset', 'url'];
      else if (name === 'sitemapindex') [out.kind, entryName] = ['index', 'sitemap'];
      else return { kind: 'invalid', urls: [], children: [], closed: false };
      if (selfClosing) return { ...out, closed: true };
    } else if (open.length === 1 && name === entryName && !selfClosing) {
      entry = { loc: null, lastmod: null };
    } else if (open.length === 2 && entry && !selfClosing && (name === 'loc' || name === 'lastmod')) {
      const end = closeOf(xml, after, name);
      if (end < 0) break;
      entry[name] ||= textOf(xml.slice(after, end));
      pos = xml.indexOf('<', xml.indexOf('>', end) + 1);
      continue;
    }
    if (!selfClosing) open.push(name);
  }
  return out;
}

/** Where the element `name` that opened before `from` closes (its text holds no element, CDATA aside), or -1. */
function closeOf(xml: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) return -1;
    if (xml.startsWith('<![CDATA[', lt) || xml.startsWith('<!--', lt)) {
      at = skipSpecial(xml, lt, false);
      if (at < 0) return -1;
      continue;
    }
    const m = tagAt(xml, lt);
    if (m?.[1] && m[2] === name) return lt;
    at = lt + 1;
  }
}

/** What the analysis keeps of one sitemap file: counts and its first URLs, not its every entry (a worker hands it over). */
export interface SitemapFileReading {
  kind: ParsedSitemap['kind'];
  urlCount: number;
  /** The first `keep` URLs. */
  urls: string[];
  /** The page is one of its URLs. */
  listsPage: boolean;
  latestLastmod: string | null;
  /** An index's sitemaps. */
  children: string[];
  /** The file ended with its root's end tag (a cut or broken file keeps the entries before the break). */
  closed: boolean;
}

/** One sitemap file read for the page at `page` (in the parse worker: a 10 MB file is 50,000 entries). */
export function readSitemapFile({ xml, page, keep }: { xml: string; page: string; keep: number }): SitemapFileReading {
  const { kind, urls, children, closed } = parseSitemapXml(xml);
  const target = normaliseForCompare(page);
  let latestLastmod: string | null = null;
  for (const u of urls) if (u.lastmod && (!latestLastmod || u.lastmod > latestLastmod)) latestLastmod = u.lastmod;
  return {
    kind,
    urlCount: urls.length,
    urls: urls.slice(0, keep).map((u) => u.loc),
    // Only an absolute address can be the page's (the protocol's own rule); anything else costs a failed URL parse.
    listsPage: urls.some((u) => /^https?:/i.test(u.loc) && normaliseForCompare(u.loc) === target),
    latestLastmod,
    children,
    closed,
  };
}

/**
 * Percent-encoding normalisation for robots.txt matching (RFC 9309 section 2.2.2) and the extraction
 * of the path-and-query a rule is matched against.
 *
 * RFC 9309 2.2.2: "Octets in the URI and robots.txt paths outside the range of the ASCII coded
 * character set, and those in the reserved range defined by [RFC3986], MUST be percent-encoded [...]
 * prior to comparison. If a percent-encoded ASCII octet is encountered in the URI, it MUST be unencoded
 * prior to comparison, unless it is a reserved character in the URI [...] or the character is outside
 * the unreserved character range." Its table maps `/foo/bar/ツ` and `/foo/bar/%E3%83%84` to the same
 * octets, and `/foo/bar/%62%61%7A` to `/foo/bar/baz`; section 2.2.3 matches the pattern
 * `/path/file-with-a-%2A.html` against the URI `/path/file-with-a-*.html`.
 *
 * So comparison is over equivalence classes, and both sides (URI and rule) get the same canonical form:
 * - unreserved ASCII (`A-Z a-z 0-9 - . _ ~`) and reserved ASCII (`: / ? # [ ] @ ! $ & ' ( ) * + , ; =`)
 *   are one literal octet whether written literally or as `%XX`;
 * - every other octet (non-ASCII, controls, space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, and a
 *   `%` that does not start an escape) is `%XX` with upper-case hex digits (`%e3` = `%E3`).
 * A literal `*` in a rule is the wildcard and a final literal `$` the end anchor (2.2.3); written as
 * `%2A` / `%24` they are ordinary characters that match a `*` / `$` in the URI.
 *
 * Google's parser (google/robotstxt robots.cc `MaybeEscapePattern`) only upper-cases escapes and encodes
 * non-ASCII octets of the rule; it decodes nothing, so `%62%61%7A` does not match `baz` there
 * (robots_test.cc `ID_Encoding`). See docs/robots-conformance.md.
 */

const HEX = '0123456789ABCDEF';
const UTF8 = new TextEncoder();

/** RFC 3986 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
function isUnreserved(c: number): boolean {
  return (
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x7e
  );
}

/** RFC 3986 reserved: gen-delims and sub-delims. */
const RESERVED = new Set(Array.from(":/?#[]@!$&'()*+,;=", (ch) => ch.charCodeAt(0)));

/** ASCII octets kept as one literal character in the canonical form. */
function isLiteral(c: number): boolean {
  return c < 0x80 && (isUnreserved(c) || RESERVED.has(c));
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function escapeOctet(b: number): string {
  return `%${HEX[b >> 4]}${HEX[b & 15]}`;
}

/** Canonical form of one octet: a literal character or `%XX`. */
function canonicalOctet(b: number): string {
  return isLiteral(b) ? String.fromCharCode(b) : escapeOctet(b);
}

/**
 * Canonical form of a run of text (no wildcards): see the module comment. `%62%61%7A` → `baz`,
 * `ツ` → `%E3%83%84`, `%e3` → `%E3`, `a b` → `a%20b`, `%` → `%25`, `%2F` → `/`.
 */
export function canonicalizePath(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (
      c === 0x25 /* % */ &&
      i + 2 < input.length &&
      isHex(input.charCodeAt(i + 1)) &&
      isHex(input.charCodeAt(i + 2))
    ) {
      out += canonicalOctet(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c < 0x80) {
      out += canonicalOctet(c);
    } else {
      // A whole code point (a surrogate pair is two UTF-16 units); lone surrogates encode as U+FFFD.
      const cp = input.codePointAt(i) ?? c;
      const ch = String.fromCodePoint(cp);
      for (const b of UTF8.encode(ch)) out += escapeOctet(b);
      i += ch.length - 1;
    }
  }
  return out;
}

/** A rule's path pattern prepared for matching. */
export interface CompiledPattern {
  /** Canonical literal runs between `*` wildcards (`/a*b*` → `['/a', 'b', '']`). Never empty. */
  segments: string[];
  /** The pattern ended with `$` (2.2.3): the path must end where the pattern ends. */
  anchored: boolean;
  /**
   * Octets of the pattern for "the most specific match [...] is the match that has the most octets"
   * (2.2.2): canonical literal octets plus one per `*` and one for a final `$`. For a pattern without
   * escapes of unreserved or reserved characters this equals Google's `pattern.length()` after its
   * escaping (robots.cc `LongestMatchRobotsMatchStrategy`).
   */
  octets: number;
}

/**
 * Compiles an allow/disallow value. `*` anywhere is a wildcard; `$` is the end anchor only as the last
 * character (elsewhere it is literal, as in Google's matcher and the 2.2.3 table, which only shows `$`
 * ending a pattern).
 */
export function compilePattern(value: string): CompiledPattern {
  let body = value;
  let anchored = false;
  if (body.endsWith('$')) {
    anchored = true;
    body = body.slice(0, -1);
  }
  const parts = body.split('*');
  const segments = parts.map(canonicalizePath);
  const octets = segments.reduce((n, s) => n + s.length, 0) + (parts.length - 1) + (anchored ? 1 : 0);
  return { segments, anchored, octets };
}

/**
 * Whether a canonical path matches a compiled pattern. The match starts at the first octet of the
 * path (2.2.2) and, unless anchored, only the pattern has to be used up. Linear in practice: the
 * literal runs are found left to right (leftmost placement is optimal for `*`-only globs).
 */
export function matchesPattern(path: string, p: CompiledPattern): boolean {
  const { segments, anchored } = p;
  const first = segments[0];
  if (segments.length === 1) return anchored ? path === first : path.startsWith(first);
  if (!path.startsWith(first)) return false;
  let pos = first.length;
  for (let i = 1; i < segments.length - 1; i++) {
    const at = path.indexOf(segments[i], pos);
    if (at < 0) return false;
    pos = at + segments[i].length;
  }
  const last = segments[segments.length - 1];
  if (anchored) return path.length - last.length >= pos && path.endsWith(last);
  return path.indexOf(last, pos) >= 0;
}

/**
 * The path, params and query of a URL, without scheme, authority and fragment; always starts with `/`.
 * Accepts absolute URLs (`https://h/a?b`), scheme-relative ones (`//h/a`), host-first ones (`h/a`) and
 * bare paths (`/a?b`). Behaves like google/robotstxt robots.cc `GetPathParamsQuery` (its cases are in
 * the Google port test): the empty string and a URL without a path give `/`.
 */
export function pathFromUrl(url: string): string {
  const searchStart = url.startsWith('//') ? 2 : 0;
  const firstOf = (chars: string, from: number) => {
    for (let i = from; i < url.length; i++) if (chars.includes(url[i])) return i;
    return -1;
  };
  const earlyPath = firstOf('/?;', searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  // A path, params or query that starts before "://" means "://" is not the end of a scheme.
  if (earlyPath >= 0 && protocolEnd >= 0 && earlyPath < protocolEnd) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf('/?;', protocolEnd);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = url.slice(pathStart, hash >= 0 ? hash : url.length);
  return path.startsWith('/') ? path : `/${path}`;
}

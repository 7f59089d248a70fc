/**
 * robots.txt parser following RFC 9309 (https://www.rfc-editor.org/rfc/rfc9309), pure and synchronous.
 *
 * - Bytes are decoded as UTF-8 whatever the HTTP header says (2.3: "The file MUST be UTF-8 encoded");
 *   a leading UTF-8 byte order mark, or the first one or two bytes of one, is skipped (as
 *   google/robotstxt does, robots_test.cc `ID_UTF8ByteOrderMarkIsSkipped`).
 * - Lines end at CR, LF or CRLF (2.2 ABNF `NL = %x0D / %x0A / %x0D.0A`); `#` starts a comment (2.2.3).
 * - At most `maxBytes` (default and minimum 500 KiB, 2.5) are parsed; a line cut by the limit is dropped.
 * - Groups (2.1, 2.2): one or more user-agent lines followed by rules; the group ends at the next
 *   user-agent line after a rule, or at the end of the file. Other records (Sitemap, Crawl-delay,
 *   Content-Signal, unknown lines) do not end a group (2.2.4: "a 'Sitemaps' record MUST NOT terminate a
 *   group"). Rules before the first user-agent line are ignored (2.2.2 SHOULD).
 *
 * Three readings of the same lines are built (see `RobotsReading`), so a caller can tell when crawlers
 * that parse differently would reach different decisions.
 */
import { compilePattern, type CompiledPattern } from './normalize';
import {
  parseContentSignal,
  parseContentUsage,
  parseCrawlDelay,
  type ContentSignalValue,
  type ContentUsageValue,
  type CrawlDelayValue,
} from './extensions';

/** RFC 9309 2.5: "The parsing limit MUST be at least 500 kibibytes". */
export const ROBOTS_MIN_PARSE_BYTES = 500 * 1024;

/**
 * - `rfc`: RFC 9309 as written (the default everywhere).
 * - `alternative`: any `key: value` line other than user-agent that follows user-agent lines ends the
 *   run of user-agent lines, as a rule would: a user-agent line after it starts a new group (the
 *   `robots-parser` npm package does this for every such line, CPython's urllib.robotparser for
 *   Crawl-delay and Request-rate; draft-ietf-aipref-attach makes Content-Usage a rule). Rules after it
 *   still belong to the group.
 * - `google`: RFC grouping plus google/robotstxt's leniency for the three RFC records: a missing colon
 *   (`Disallow /`, robots_test.cc `ID_LineSyntax_Line`), key typos and prefixes (`disalow`,
 *   `useragent`, robots.cc `kAllowFrequentTypos`), and "index.html at the end of an allow pattern also
 *   allows the directory" (robots_test.cc `GoogleOnly_IndexHTMLisDirectory`).
 */
export type RobotsReading = 'rfc' | 'alternative' | 'google';
export const ROBOTS_READINGS: readonly RobotsReading[] = ['rfc', 'alternative', 'google'];

export type RobotsLineKind =
  | 'user-agent'
  | 'allow'
  | 'disallow'
  | 'sitemap'
  | 'crawl-delay'
  | 'content-signal'
  | 'content-usage'
  /** `key: value` with a key we do not know. */
  | 'other'
  /** Text that is not `key: value` (no colon, or nothing before it). */
  | 'invalid'
  | 'blank'
  | 'comment';

/** How google/robotstxt reads a line that RFC 9309 does not accept as user-agent/allow/disallow/sitemap. */
export interface GoogleLineReading {
  kind: 'user-agent' | 'allow' | 'disallow' | 'sitemap';
  value: string;
  why: 'missing-colon' | 'typo';
}

export interface RobotsLine {
  /** 1-based line number. */
  line: number;
  /** The line as decoded, without its end-of-line characters. */
  raw: string;
  kind: RobotsLineKind;
  /** Key as written (trimmed), '' for blank, comment and invalid lines. */
  key: string;
  /** Value after the colon, comment removed, trimmed. */
  value: string;
  /** Set when Google's parser gives the line a meaning RFC 9309 does not. */
  google?: GoogleLineReading;
}

export interface AgentLine {
  line: number;
  raw: string;
  /** Value as written. */
  value: string;
  /**
   * Product token the line names: `*`, or the leading run of `[A-Za-z_-]` (RFC 9309 2.2 ABNF
   * `identifier`, as google/robotstxt `ExtractUserAgent`), so `Googlebot/2.1` and `Googlebot Images`
   * both name `Googlebot`; null when the value starts with no such character (matches nothing).
   */
  token: string | null;
}

export interface RobotsRule {
  type: 'allow' | 'disallow';
  line: number;
  raw: string;
  /** Path pattern as written. */
  pattern: string;
  /** Empty value: no rule (matches nothing). */
  empty: boolean;
  compiled: CompiledPattern;
  /** Google reading only: derived from an `.../index.htm*` allow pattern (directory form `.../$`). */
  derivedFromIndexHtml?: boolean;
}

export interface LineRecord<T> {
  line: number;
  raw: string;
  value: string;
  parsed: T;
  /** Index of the group (RFC reading) the record sits in, null when before any user-agent line. */
  group: number | null;
}

export interface RobotsGroup {
  /** 0-based position among the groups of its reading. */
  index: number;
  agents: AgentLine[];
  /** Rules in file order. */
  rules: RobotsRule[];
  crawlDelays: LineRecord<CrawlDelayValue>[];
  contentSignals: LineRecord<ContentSignalValue>[];
  contentUsages: LineRecord<ContentUsageValue>[];
}

export type RobotsIssueCode =
  | 'truncated'
  | 'invalid-utf8'
  | 'rule-outside-group'
  | 'record-outside-group'
  | 'invalid-line'
  | 'missing-colon'
  | 'key-typo'
  | 'user-agent-not-a-token'
  | 'user-agent-empty'
  | 'pattern-not-a-path'
  | 'sitemap-not-absolute'
  | 'crawl-delay-malformed'
  | 'content-signal-malformed'
  | 'content-usage-malformed'
  | 'unsupported-record';

export interface RobotsIssue {
  /** 1-based line, or null for the whole file. */
  line: number | null;
  code: RobotsIssueCode;
  message: string;
}

export interface SitemapEntry {
  line: number;
  raw: string;
  url: string;
  /** An absolute http(s) URL (the Sitemaps protocol requires a full URL). */
  valid: boolean;
}

export interface RobotsFile {
  /** Every line within the parsing limit. */
  lines: RobotsLine[];
  /** Groups under RFC 9309 (= `readings.rfc`). */
  groups: RobotsGroup[];
  readings: Record<RobotsReading, RobotsGroup[]>;
  /** `Sitemap:` records, file-wide (they belong to no group). */
  sitemaps: SitemapEntry[];
  crawlDelays: LineRecord<CrawlDelayValue>[];
  contentSignals: LineRecord<ContentSignalValue>[];
  contentUsages: LineRecord<ContentUsageValue>[];
  issues: RobotsIssue[];
  /** Size of the body in bytes (UTF-8 for string input). */
  bytes: number;
  /** Bytes parsed (body up to the limit, less a line the limit cut). */
  parsedBytes: number;
  truncated: boolean;
  /** Bytes of a (possibly partial) UTF-8 BOM skipped at the start: 0 to 3. */
  bomBytes: number;
  /** The parsed bytes were not valid UTF-8 (bad sequences read as U+FFFD). */
  invalidUtf8: boolean;
}

export interface ParseRobotsOptions {
  /** Parsing limit in bytes; values below 500 KiB are raised to 500 KiB (2.5). */
  maxBytes?: number;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WS = /^[ \t\v\f]+|[ \t\v\f]+$/g;
const trimWs = (s: string) => s.replace(WS, '');

/** RFC keys are exact (case-insensitive). */
const RFC_KEYS: Record<string, RobotsLineKind> = {
  'user-agent': 'user-agent',
  allow: 'allow',
  disallow: 'disallow',
  sitemap: 'sitemap',
  'crawl-delay': 'crawl-delay',
  'content-signal': 'content-signal',
  'content-usage': 'content-usage',
};

/**
 * Keys seen often in robots.txt that are no robots.txt rule (google/robotstxt reporting_robots.cc
 * `kUnsupportedTags`, from HTTP Archive data, less the three we parse). `Noindex`, `Nofollow` and
 * `Noarchive` are meta robots / X-Robots-Tag values; in robots.txt they do nothing.
 */
export const UNSUPPORTED_RECORD_KEYS = ['clean-param', 'domain', 'host', 'noarchive', 'nofollow', 'noindex', 'request-rate', 'revisit-after', 'visit-time'] as const;

/** google/robotstxt robots.cc `GetKeyType`: keys are matched by prefix, with a list of typos. */
function googleKeyKind(key: string): { kind: GoogleLineReading['kind']; typo: boolean } | null {
  const k = key.toLowerCase();
  if (k.startsWith('user-agent')) return { kind: 'user-agent', typo: false };
  if (k.startsWith('useragent') || k.startsWith('user agent')) return { kind: 'user-agent', typo: true };
  if (k.startsWith('allow')) return { kind: 'allow', typo: false };
  if (k.startsWith('disallow')) return { kind: 'disallow', typo: false };
  if (['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'].some((t) => k.startsWith(t))) return { kind: 'disallow', typo: true };
  if (k.startsWith('sitemap')) return { kind: 'sitemap', typo: false };
  if (k.startsWith('site-map')) return { kind: 'sitemap', typo: true };
  return null;
}

/** The product token a user-agent value names (see `AgentLine.token`). */
export function productTokenOf(value: string): string | null {
  // google/robotstxt: "*" followed by whitespace and more is still the global group.
  if (/^\*(?:$|[ \t])/.test(value)) return '*';
  const m = /^[A-Za-z_-]+/.exec(value);
  return m ? m[0] : null;
}

/** RFC 9309 2.2.1: "The product token MUST contain only uppercase and lowercase letters, underscores, and hyphens". */
export function isValidProductToken(token: string): boolean {
  return /^[A-Za-z_-]+$/.test(token);
}

function splitLine(raw: string, line: number): RobotsLine {
  const hash = raw.indexOf('#');
  const body = trimWs(hash >= 0 ? raw.slice(0, hash) : raw);
  if (body === '') return { line, raw, kind: hash >= 0 ? 'comment' : 'blank', key: '', value: '' };
  const colon = body.indexOf(':');
  if (colon > 0) {
    const key = trimWs(body.slice(0, colon));
    const value = trimWs(body.slice(colon + 1));
    if (key !== '') {
      const kind = RFC_KEYS[key.toLowerCase()] ?? 'other';
      const out: RobotsLine = { line, raw, kind, key, value };
      if (kind === 'other') {
        const g = googleKeyKind(key);
        if (g) out.google = { kind: g.kind, value, why: 'typo' };
      }
      return out;
    }
  }
  const out: RobotsLine = { line, raw, kind: 'invalid', key: '', value: '' };
  if (colon < 0) {
    // google/robotstxt accepts whitespace for the colon when the line is exactly two words.
    const words = body.split(/[ \t]+/);
    if (words.length === 2) {
      const g = googleKeyKind(words[0]);
      if (g) out.google = { kind: g.kind, value: words[1], why: 'missing-colon' };
    }
  }
  return out;
}

interface Decoded {
  text: string;
  bytes: number;
  parsedBytes: number;
  truncated: boolean;
  bomBytes: number;
  invalidUtf8: boolean;
}

function decode(body: Uint8Array | string, maxBytes: number): Decoded {
  const all = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  let bomBytes = 0;
  while (bomBytes < 3 && bomBytes < all.length && all[bomBytes] === UTF8_BOM[bomBytes]) bomBytes++;
  let end = all.length;
  let truncated = false;
  if (end > maxBytes) {
    truncated = true;
    end = maxBytes;
    // Keep the cut line only when the byte after the limit ends it.
    const next = all[end];
    if (next !== 0x0a && next !== 0x0d) {
      while (end > bomBytes && all[end - 1] !== 0x0a && all[end - 1] !== 0x0d) end--;
    }
  }
  const slice = all.subarray(Math.min(bomBytes, end), end);
  let invalidUtf8 = false;
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(slice);
  } catch {
    invalidUtf8 = true;
  }
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(slice);
  return { text, bytes: all.length, parsedBytes: end, truncated, bomBytes, invalidUtf8 };
}

function newGroup(index: number): RobotsGroup {
  return { index, agents: [], rules: [], crawlDelays: [], contentSignals: [], contentUsages: [] };
}

/** Rules are shared between readings when their line reads the same (one compile, one identity). */
type RuleCache = Map<string, RobotsRule>;

function makeRule(cache: RuleCache, type: 'allow' | 'disallow', line: number, raw: string, pattern: string): RobotsRule {
  const key = `${line}\u0000${type}\u0000${pattern}`;
  let rule = cache.get(key);
  if (!rule) {
    rule = { type, line, raw, pattern, empty: pattern === '', compiled: compilePattern(pattern) };
    cache.set(key, rule);
  }
  return rule;
}

/** google/robotstxt: an allow pattern ending in `/index.htm...` also allows the directory (`.../$`). */
function indexHtmlDirectoryRule(rule: RobotsRule): RobotsRule | null {
  const slash = rule.pattern.lastIndexOf('/');
  if (slash < 0 || !rule.pattern.slice(slash).startsWith('/index.htm')) return null;
  const pattern = `${rule.pattern.slice(0, slash + 1)}$`;
  return { ...rule, pattern, compiled: compilePattern(pattern), derivedFromIndexHtml: true };
}

interface Extras {
  crawlDelays: Map<number, LineRecord<CrawlDelayValue>>;
  contentSignals: Map<number, LineRecord<ContentSignalValue>>;
  contentUsages: Map<number, LineRecord<ContentUsageValue>>;
}

function buildGroups(lines: RobotsLine[], reading: RobotsReading, extras: Extras, cache: RuleCache): RobotsGroup[] {
  const groups: RobotsGroup[] = [];
  let cur: RobotsGroup | null = null;
  /** A rule (or, in the alternative reading, another record) has been seen since the last user-agent line. */
  let runEnded = false;
  for (const l of lines) {
    let kind: RobotsLineKind = l.kind;
    let value = l.value;
    if (reading === 'google' && l.google) {
      kind = l.google.kind;
      value = l.google.value;
    }
    switch (kind) {
      case 'user-agent':
        if (!cur || runEnded) {
          cur = newGroup(groups.length);
          groups.push(cur);
          runEnded = false;
        }
        cur.agents.push({ line: l.line, raw: l.raw, value, token: productTokenOf(value) });
        break;
      case 'allow':
      case 'disallow':
        if (!cur) break; // 2.2.2: rules outside any group are ignored.
        cur.rules.push(makeRule(cache, kind, l.line, l.raw, value));
        if (reading === 'google' && kind === 'allow') {
          const dir = indexHtmlDirectoryRule(cur.rules[cur.rules.length - 1]);
          if (dir) cur.rules.push(dir);
        }
        runEnded = true;
        break;
      case 'blank':
      case 'comment':
      case 'invalid':
        break;
      default:
        // Sitemap, Crawl-delay, Content-Signal, Content-Usage, unknown records: 2.2.4, no effect on groups.
        if (reading === 'alternative' && cur) runEnded = true;
        if (cur) {
          const cd = extras.crawlDelays.get(l.line);
          if (cd && kind === 'crawl-delay') cur.crawlDelays.push(cd);
          const cs = extras.contentSignals.get(l.line);
          if (cs && kind === 'content-signal') cur.contentSignals.push(cs);
          const cu = extras.contentUsages.get(l.line);
          if (cu && kind === 'content-usage') cur.contentUsages.push(cu);
        }
    }
  }
  return groups;
}

/** Parses a robots.txt body (bytes as served, or text). Never throws. */
export function parseRobots(body: Uint8Array | string, options: ParseRobotsOptions = {}): RobotsFile {
  const maxBytes = Math.max(options.maxBytes ?? ROBOTS_MIN_PARSE_BYTES, ROBOTS_MIN_PARSE_BYTES);
  const d = decode(body, maxBytes);
  const rawLines = d.text.split(/\r\n|\r|\n/);
  if (rawLines.length > 0 && rawLines[rawLines.length - 1] === '') rawLines.pop();
  const lines = rawLines.map((raw, i) => splitLine(raw, i + 1));
  const issues: RobotsIssue[] = [];
  if (d.truncated) {
    issues.push({ line: null, code: 'truncated', message: `robots.txt is ${d.bytes} bytes; only the first ${d.parsedBytes} were parsed (RFC 9309 2.5 limit ${maxBytes} bytes)` });
  }
  if (d.invalidUtf8) issues.push({ line: null, code: 'invalid-utf8', message: 'robots.txt is not valid UTF-8 (RFC 9309 2.3); invalid bytes were read as U+FFFD' });

  // Extension records, parsed once; the RFC reading decides which group they sit in.
  const extras: Extras = { crawlDelays: new Map(), contentSignals: new Map(), contentUsages: new Map() };
  const sitemaps: SitemapEntry[] = [];
  for (const l of lines) {
    const base = { line: l.line, raw: l.raw, value: l.value, group: null as number | null };
    if (l.kind === 'crawl-delay') extras.crawlDelays.set(l.line, { ...base, parsed: parseCrawlDelay(l.value) });
    else if (l.kind === 'content-signal') extras.contentSignals.set(l.line, { ...base, parsed: parseContentSignal(l.value) });
    else if (l.kind === 'content-usage') extras.contentUsages.set(l.line, { ...base, parsed: parseContentUsage(l.value) });
    else if (l.kind === 'sitemap') sitemaps.push({ line: l.line, raw: l.raw, url: l.value, valid: /^https?:\/\/[^/?#\s]+/i.test(l.value) });
  }

  const cache: RuleCache = new Map();
  const rfc = buildGroups(lines, 'rfc', extras, cache);
  for (const g of rfc) for (const r of [...g.crawlDelays, ...g.contentSignals, ...g.contentUsages]) r.group = g.index;
  const readings: Record<RobotsReading, RobotsGroup[]> = {
    rfc,
    alternative: buildGroups(lines, 'alternative', extras, cache),
    google: buildGroups(lines, 'google', extras, cache),
  };

  let seenAgent = false;
  for (const l of lines) {
    const at = (code: RobotsIssueCode, message: string) => issues.push({ line: l.line, code, message });
    switch (l.kind) {
      case 'user-agent': {
        seenAgent = true;
        const token = productTokenOf(l.value);
        if (l.value === '') at('user-agent-empty', 'User-agent line with no product token: it matches no crawler');
        else if (token === null) at('user-agent-not-a-token', `User-agent "${l.value}" names no product token (letters, "_" and "-" only): it matches no crawler`);
        else if (token !== l.value) at('user-agent-not-a-token', `User-agent "${l.value}" is not a bare product token; it is matched as "${token}"`);
        break;
      }
      case 'allow':
      case 'disallow':
        if (!seenAgent) at('rule-outside-group', `${l.key} before any User-agent line is ignored (RFC 9309 2.2.2)`);
        else if (l.value !== '' && !l.value.startsWith('/') && !l.value.startsWith('*')) at('pattern-not-a-path', `${l.key} pattern "${l.value}" does not start with "/" or "*" and can match no URL path`);
        break;
      case 'sitemap':
        if (!/^https?:\/\/[^/?#\s]+/i.test(l.value)) at('sitemap-not-absolute', `Sitemap "${l.value}" is not an absolute http(s) URL`);
        break;
      case 'crawl-delay': {
        const cd = extras.crawlDelays.get(l.line);
        if (cd?.parsed.malformed) at('crawl-delay-malformed', cd.parsed.malformed);
        if (cd && cd.group === null) at('record-outside-group', 'Crawl-delay before any User-agent line applies to no group');
        break;
      }
      case 'content-signal': {
        const cs = extras.contentSignals.get(l.line);
        if (cs && cs.parsed.malformed.length) at('content-signal-malformed', `Content-Signal: ${cs.parsed.malformed.join('; ')}`);
        if (cs && cs.group === null) at('record-outside-group', 'Content-Signal before any User-agent line applies to no group');
        break;
      }
      case 'content-usage': {
        const cu = extras.contentUsages.get(l.line);
        if (cu?.parsed.malformed) at('content-usage-malformed', `Content-Usage: ${cu.parsed.malformed}`);
        if (cu && cu.group === null) at('record-outside-group', 'Content-Usage before any User-agent line applies to no group');
        break;
      }
      case 'invalid':
        if (l.google?.why === 'missing-colon') {
          at('missing-colon', `"${trimWs(l.raw)}" has no colon: RFC 9309 parsers ignore it, Google reads it as ${l.google.kind}: ${l.google.value}`);
        } else {
          at('invalid-line', `"${trimWs(l.raw)}" is not a "key: value" line and is ignored`);
        }
        break;
      case 'other':
        if (l.google) at('key-typo', `"${l.key}" is not a robots.txt key: RFC 9309 parsers ignore the line, Google reads it as ${l.google.kind}`);
        else if ((UNSUPPORTED_RECORD_KEYS as readonly string[]).includes(l.key.toLowerCase())) {
          at('unsupported-record', `"${l.key}" is not a robots.txt rule (RFC 9309) and Google ignores it; it changes nothing`);
        }
        break;
    }
  }

  return {
    lines,
    groups: rfc,
    readings,
    sitemaps,
    crawlDelays: [...extras.crawlDelays.values()],
    contentSignals: [...extras.contentSignals.values()],
    contentUsages: [...extras.contentUsages.values()],
    issues,
    bytes: d.bytes,
    parsedBytes: d.parsedBytes,
    truncated: d.truncated,
    bomBytes: d.bomBytes,
    invalidUtf8: d.invalidUtf8,
  };
}

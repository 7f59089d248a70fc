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
import type {
  ExtensionRecords,
  ParseRobotsOptions,
  RobotsFile,
  RobotsGroup,
  RobotsIssue,
  RobotsLine,
  RobotsLineKind,
  RobotsReading,
  RobotsRule,
  SitemapEntry,
} from './file';
import { parseContentSignal, parseContentUsage, parseCrawlDelay } from './extensions';
import { decode, productTokenOf, splitLine } from './lines';
import { lineIssues } from './lint';
import { compilePattern } from './normalize';

/** RFC 9309 2.5: "The parsing limit MUST be at least 500 kibibytes". */
export const ROBOTS_MIN_PARSE_BYTES = 500 * 1024;

function newGroup(index: number): RobotsGroup {
  return { index, agents: [], rules: [], crawlDelays: [], contentSignals: [], contentUsages: [] };
}

/** Rules are shared between readings when their line reads the same (one compile, one identity). */
type RuleCache = Map<string, RobotsRule>;

function makeRule(
  cache: RuleCache,
  type: 'allow' | 'disallow',
  line: number,
  raw: string,
  pattern: string,
): RobotsRule {
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

function buildGroups(
  lines: RobotsLine[],
  reading: RobotsReading,
  extras: ExtensionRecords,
  cache: RuleCache,
): RobotsGroup[] {
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
    issues.push({
      line: null,
      code: 'truncated',
      message: `robots.txt is ${d.bytes} bytes; only the first ${d.parsedBytes} were parsed (RFC 9309 2.5 limit ${maxBytes} bytes)`,
    });
  }
  if (d.invalidUtf8)
    issues.push({
      line: null,
      code: 'invalid-utf8',
      message: 'robots.txt is not valid UTF-8 (RFC 9309 2.3); invalid bytes were read as U+FFFD',
    });

  // Extension records, parsed once; the RFC reading decides which group they sit in.
  const extras: ExtensionRecords = { crawlDelays: new Map(), contentSignals: new Map(), contentUsages: new Map() };
  const sitemaps: SitemapEntry[] = [];
  for (const l of lines) {
    const base = { line: l.line, raw: l.raw, value: l.value, group: null as number | null };
    if (l.kind === 'crawl-delay') extras.crawlDelays.set(l.line, { ...base, parsed: parseCrawlDelay(l.value) });
    else if (l.kind === 'content-signal')
      extras.contentSignals.set(l.line, { ...base, parsed: parseContentSignal(l.value) });
    else if (l.kind === 'content-usage')
      extras.contentUsages.set(l.line, { ...base, parsed: parseContentUsage(l.value) });
    else if (l.kind === 'sitemap')
      sitemaps.push({ line: l.line, raw: l.raw, url: l.value, valid: /^https?:\/\/[^/?#\s]+/i.test(l.value) });
  }

  const cache: RuleCache = new Map();
  const rfc = buildGroups(lines, 'rfc', extras, cache);
  for (const g of rfc) for (const r of [...g.crawlDelays, ...g.contentSignals, ...g.contentUsages]) r.group = g.index;
  const readings: Record<RobotsReading, RobotsGroup[]> = {
    rfc,
    alternative: buildGroups(lines, 'alternative', extras, cache),
    google: buildGroups(lines, 'google', extras, cache),
  };

  return {
    lines,
    groups: rfc,
    readings,
    sitemaps,
    crawlDelays: [...extras.crawlDelays.values()],
    contentSignals: [...extras.contentSignals.values()],
    contentUsages: [...extras.contentUsages.values()],
    issues: issues.concat(lineIssues(lines, extras)),
    bytes: d.bytes,
    parsedBytes: d.parsedBytes,
    truncated: d.truncated,
    bomBytes: d.bomBytes,
    invalidUtf8: d.invalidUtf8,
  };
}

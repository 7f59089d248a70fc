/** The shape of a parsed robots.txt file (parse.ts): its lines, groups per reading, records and issues. */
import type { CompiledPattern } from './normalize';
import type { ContentSignalValue, ContentUsageValue, CrawlDelayValue } from './extensions';

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

/** The extension records, parsed once, by line number. */
export interface ExtensionRecords {
  crawlDelays: Map<number, LineRecord<CrawlDelayValue>>;
  contentSignals: Map<number, LineRecord<ContentSignalValue>>;
  contentUsages: Map<number, LineRecord<ContentUsageValue>>;
}

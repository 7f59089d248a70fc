/** What is wrong with each line of a robots.txt file, as RFC 9309 and Google read it. */
import type { ExtensionRecords, RobotsIssue, RobotsIssueCode, RobotsLine } from './file';
import { productTokenOf, trimWs } from './lines';

/**
 * Keys seen often in robots.txt that are no robots.txt rule (google/robotstxt reporting_robots.cc
 * `kUnsupportedTags`, from HTTP Archive data, less the three we parse). `Noindex`, `Nofollow` and
 * `Noarchive` are meta robots / X-Robots-Tag values; in robots.txt they do nothing.
 */
const UNSUPPORTED_RECORD_KEYS = [
  'clean-param',
  'domain',
  'host',
  'noarchive',
  'nofollow',
  'noindex',
  'request-rate',
  'revisit-after',
  'visit-time',
] as const;

type Report = (code: RobotsIssueCode, message: string) => void;

/** Crawl-delay, Content-Signal and Content-Usage: a malformed value, or a record before any group. */
function extensionIssues(l: RobotsLine, extras: ExtensionRecords, at: Report): void {
  if (l.kind === 'crawl-delay') {
    const cd = extras.crawlDelays.get(l.line);
    if (cd?.parsed.malformed) at('crawl-delay-malformed', cd.parsed.malformed);
    if (cd && cd.group === null)
      at('record-outside-group', 'Crawl-delay before any User-agent line applies to no group');
  } else if (l.kind === 'content-signal') {
    const cs = extras.contentSignals.get(l.line);
    if (cs && cs.parsed.malformed.length)
      at('content-signal-malformed', `Content-Signal: ${cs.parsed.malformed.join('; ')}`);
    if (cs && cs.group === null)
      at('record-outside-group', 'Content-Signal before any User-agent line applies to no group');
  } else {
    const cu = extras.contentUsages.get(l.line);
    if (cu?.parsed.malformed) at('content-usage-malformed', `Content-Usage: ${cu.parsed.malformed}`);
    if (cu && cu.group === null)
      at('record-outside-group', 'Content-Usage before any User-agent line applies to no group');
  }
}

export function lineIssues(lines: RobotsLine[], extras: ExtensionRecords): RobotsIssue[] {
  const issues: RobotsIssue[] = [];
  let seenAgent = false;
  for (const l of lines) {
    const at: Report = (code, message) => issues.push({ line: l.line, code, message });
    switch (l.kind) {
      case 'user-agent': {
        seenAgent = true;
        const token = productTokenOf(l.value);
        if (l.value === '') at('user-agent-empty', 'User-agent line with no product token: it matches no crawler');
        else if (token === null)
          at(
            'user-agent-not-a-token',
            `User-agent "${l.value}" names no product token (letters, "_" and "-" only): it matches no crawler`,
          );
        else if (token !== l.value)
          at(
            'user-agent-not-a-token',
            `User-agent "${l.value}" is not a bare product token; it is matched as "${token}"`,
          );
        break;
      }
      case 'allow':
      case 'disallow':
        if (!seenAgent) at('rule-outside-group', `${l.key} before any User-agent line is ignored (RFC 9309 2.2.2)`);
        else if (l.value !== '' && !l.value.startsWith('/') && !l.value.startsWith('*'))
          at(
            'pattern-not-a-path',
            `${l.key} pattern "${l.value}" does not start with "/" or "*" and can match no URL path`,
          );
        break;
      case 'sitemap':
        if (!/^https?:\/\/[^/?#\s]+/i.test(l.value))
          at('sitemap-not-absolute', `Sitemap "${l.value}" is not an absolute http(s) URL`);
        break;
      case 'crawl-delay':
      case 'content-signal':
      case 'content-usage':
        extensionIssues(l, extras, at);
        break;
      case 'invalid':
        if (l.google?.why === 'missing-colon') {
          at(
            'missing-colon',
            `"${trimWs(l.raw)}" has no colon: RFC 9309 parsers ignore it, Google reads it as ${l.google.kind}: ${l.google.value}`,
          );
        } else {
          at('invalid-line', `"${trimWs(l.raw)}" is not a "key: value" line and is ignored`);
        }
        break;
      case 'other':
        if (l.google)
          at(
            'key-typo',
            `"${l.key}" is not a robots.txt key: RFC 9309 parsers ignore the line, Google reads it as ${l.google.kind}`,
          );
        else if ((UNSUPPORTED_RECORD_KEYS as readonly string[]).includes(l.key.toLowerCase())) {
          at(
            'unsupported-record',
            `"${l.key}" is not a robots.txt rule (RFC 9309) and Google ignores it; it changes nothing`,
          );
        }
        break;
    }
  }
  return issues;
}

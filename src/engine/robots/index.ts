/**
 * Our own robots.txt parser and matcher, following RFC 9309 (docs/robots-conformance.md).
 *
 *   const file = parseRobots(bytes);                       // never throws
 *   const d = isAllowed(file, 'GPTBot', 'https://example.com/a?b');
 *   d.allowed; d.rule?.line; d.rule?.raw;                  // "robots.txt line 12: Disallow: /"
 *   compareReadings(file, 'GPTBot', url).ambiguous;        // crawlers that group differently disagree
 *   robotsPolicyForStatus(503).action;                     // 'disallow-all'
 */
export { parseRobots, ROBOTS_MIN_PARSE_BYTES } from './parse';
export { productTokenOf, isValidProductToken } from './lines';
export { UNSUPPORTED_RECORD_KEYS } from './lint';
export {
  ROBOTS_READINGS,
  type RobotsFile,
  type RobotsGroup,
  type RobotsRule,
  type RobotsLine,
  type RobotsLineKind,
  type AgentLine,
  type LineRecord,
  type RobotsIssue,
  type RobotsIssueCode,
  type RobotsReading,
  type SitemapEntry,
  type ParseRobotsOptions,
  type GoogleLineReading,
} from './file';
export {
  matchAgent,
  isAllowed,
  compareReadings,
  decideRules,
  contentUsageFor,
  type AgentMatch,
  type RobotsDecision,
  type ReadingsComparison,
} from './match';
export {
  robotsPolicyForStatus,
  looksLikeHtml,
  ROBOTS_MAX_REDIRECTS,
  type RobotsStatusPolicy,
  type RobotsStatusAction,
  type StatusPolicyOptions,
} from './status';
export { canonicalizePath, compilePattern, matchesPattern, pathFromUrl, type CompiledPattern } from './normalize';
export {
  parseContentSignal,
  parseContentUsage,
  parseCrawlDelay,
  CONTENT_SIGNAL_KEYS,
  AIPREF_LABELS,
  AIPREF_LEGACY_LABELS,
  type ContentSignalValue,
  type ContentSignalKey,
  type ContentUsageValue,
  type AiprefLabel,
  type CrawlDelayValue,
} from './extensions';
export { parseSfDictionary } from './structured-field';

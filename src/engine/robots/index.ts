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
export { isValidProductToken } from './lines';
export { type RobotsFile, type RobotsReading } from './file';
export { matchAgent, isAllowed, compareReadings, contentUsageFor } from './match';
export { robotsPolicyForStatus, looksLikeHtml } from './status';
export { canonicalizePath, compilePattern, pathFromUrl } from './normalize';
export { parseContentSignal, parseContentUsage } from './extensions';

/**
 * Group selection and allow/disallow decisions (RFC 9309 2.2.1, 2.2.2, 2.2.3).
 *
 * - 2.2.1: the crawler's product token is compared with each user-agent line case-insensitively; all
 *   matching groups are combined; with none, the groups with `*` apply; with neither, no rules apply.
 * - 2.2.2: the matching rule with the most octets wins; between an equally long allow and disallow,
 *   allow ("SHOULD"); no matching rule, or an empty group, allows; `/robots.txt` is always allowed.
 */
import { canonicalizePath, compilePattern, matchesPattern, pathFromUrl } from './normalize';
import type { ContentSignalValue, ContentUsageValue, CrawlDelayValue } from './extensions';
import type { LineRecord, RobotsFile, RobotsGroup, RobotsReading, RobotsRule } from './file';

interface AgentMatch {
  reading: RobotsReading;
  /** `specific`: groups naming the token; `star`: the `*` groups; `none`: no group applies. */
  via: 'specific' | 'star' | 'none';
  /** The applicable groups, combined (2.2.1), in file order. */
  groups: RobotsGroup[];
  /** Their rules in file order (empty values included; they never match). */
  rules: RobotsRule[];
  crawlDelays: LineRecord<CrawlDelayValue>[];
  contentSignals: LineRecord<ContentSignalValue>[];
  contentUsages: LineRecord<ContentUsageValue>[];
}

/**
 * Each file's matches, by reading and token: an analysis decides every registry crawler (about forty) under
 * three readings for the same file.
 */
const matches = new WeakMap<RobotsFile, Map<string, AgentMatch>>();

/** Groups that apply to a crawler's product token (e.g. `GPTBot`), under one reading. */
export function matchAgent(file: RobotsFile, productToken: string, reading: RobotsReading = 'rfc'): AgentMatch {
  let byKey = matches.get(file);
  if (!byKey) matches.set(file, (byKey = new Map()));
  const key = `${reading} ${productToken}`;
  let match = byKey.get(key);
  if (!match) byKey.set(key, (match = freshMatch(file, productToken, reading)));
  return match;
}

function freshMatch(file: RobotsFile, productToken: string, reading: RobotsReading): AgentMatch {
  const groups = file.readings[reading];
  const wanted = productToken.toLowerCase();
  let via: AgentMatch['via'] = 'specific';
  let chosen =
    wanted === '' || wanted === '*'
      ? []
      : groups.filter((g) =>
          g.agents.some((a) => a.token !== null && a.token !== '*' && a.token.toLowerCase() === wanted),
        );
  if (chosen.length === 0) {
    via = 'star';
    chosen = groups.filter((g) => g.agents.some((a) => a.token === '*'));
  }
  if (chosen.length === 0) via = 'none';
  return {
    reading,
    via,
    groups: chosen,
    rules: chosen.flatMap((g) => g.rules).sort((a, b) => a.line - b.line),
    crawlDelays: chosen.flatMap((g) => g.crawlDelays),
    contentSignals: chosen.flatMap((g) => g.contentSignals),
    contentUsages: chosen.flatMap((g) => g.contentUsages),
  };
}

interface RobotsDecision {
  allowed: boolean;
  /**
   * - `rule`: `rule` decided (longest match, allow on ties);
   * - `no-matching-rule`: a group applies but none of its rules matches the path;
   * - `no-group`: no group names the token and there is no `*` group;
   * - `robots-txt`: the path is /robots.txt, implicitly allowed (2.2.2).
   */
  reason: 'rule' | 'no-matching-rule' | 'no-group' | 'robots-txt';
  /** The deciding rule (line number and raw text for the report), or null. */
  rule: RobotsRule | null;
  /** The group the deciding rule sits in; without a rule, the first applicable group (or null). */
  group: RobotsGroup | null;
  via: AgentMatch['via'];
  /** All applicable groups (2.2.1 combines them). */
  groups: RobotsGroup[];
  /** The canonical path-and-query that was matched. */
  path: string;
  reading: RobotsReading;
}

/** Longest match, allow on a tie (2.2.2); among equals the earliest line is reported. */
function decideRules(rules: readonly RobotsRule[], canonicalPath: string): RobotsRule | null {
  let best: RobotsRule | null = null;
  for (const r of rules) {
    if (r.empty || !matchesPattern(canonicalPath, r.compiled)) continue;
    const o = r.compiled.octets;
    if (
      !best ||
      o > best.compiled.octets ||
      (o === best.compiled.octets && r.type === 'allow' && best.type === 'disallow')
    )
      best = r;
  }
  return best;
}

/** The last address's canonical path: every crawler's decision for a page matches the same one. */
let lastPath: { url: string; path: string } | null = null;
function canonicalPathOf(url: string): string {
  if (lastPath?.url !== url) lastPath = { url, path: canonicalizePath(pathFromUrl(url)) };
  return lastPath.path;
}

/**
 * Whether `productToken` may fetch `url` (an absolute URL or a path with optional query). Pure; the
 * `reading` defaults to RFC 9309.
 */
export function isAllowed(
  file: RobotsFile,
  productToken: string,
  url: string,
  reading: RobotsReading = 'rfc',
): RobotsDecision {
  const path = canonicalPathOf(url);
  const match = matchAgent(file, productToken, reading);
  const base = { via: match.via, groups: match.groups, path, reading };
  const q = path.indexOf('?');
  if ((q < 0 ? path : path.slice(0, q)) === '/robots.txt')
    return { ...base, allowed: true, reason: 'robots-txt', rule: null, group: match.groups[0] ?? null };
  if (match.via === 'none') return { ...base, allowed: true, reason: 'no-group', rule: null, group: null };
  const rule = decideRules(match.rules, path);
  if (!rule) return { ...base, allowed: true, reason: 'no-matching-rule', rule: null, group: match.groups[0] };
  const group = match.groups.find((g) => g.rules.includes(rule)) ?? match.groups[0];
  return { ...base, allowed: rule.type === 'allow', reason: 'rule', rule, group };
}

interface ReadingsComparison {
  rfc: RobotsDecision;
  /** A non-rule record after user-agent lines ends their run (see `RobotsReading`). */
  alternative: RobotsDecision;
  /** google/robotstxt's leniency (missing colon, key typos, index.html). */
  google: RobotsDecision;
  /** The RFC and the alternative grouping disagree on allowed: report "ambiguous". */
  ambiguous: boolean;
  /** Google's lenient reading disagrees with the RFC on allowed. */
  googleDiffers: boolean;
}

/** Decides under every reading and says whether they disagree. */
export function compareReadings(file: RobotsFile, productToken: string, url: string): ReadingsComparison {
  const rfc = isAllowed(file, productToken, url, 'rfc');
  const alternative = isAllowed(file, productToken, url, 'alternative');
  const google = isAllowed(file, productToken, url, 'google');
  return {
    rfc,
    alternative,
    google,
    ambiguous: rfc.allowed !== alternative.allowed,
    googleDiffers: rfc.allowed !== google.allowed,
  };
}

/**
 * The Content-Usage rule that applies to a path for a matched agent (draft-ietf-aipref-attach: "the
 * same path prefix matching rules as defined for Allow and Disallow"; a rule without path applies to
 * every path with length 0). Returns every rule with the longest matching path (identical paths with
 * different preferences all apply, combined per the vocab draft), or [] when none.
 */
export function contentUsageFor(match: AgentMatch, url: string): LineRecord<ContentUsageValue>[] {
  const path = canonicalizePath(pathFromUrl(url));
  let best = -1;
  let out: LineRecord<ContentUsageValue>[] = [];
  for (const cu of match.contentUsages) {
    if (cu.parsed.malformed) continue;
    const p = cu.parsed.path;
    let len = 0;
    if (p !== null) {
      const compiled = compilePattern(p);
      if (!matchesPattern(path, compiled)) continue;
      len = compiled.octets;
    }
    if (len > best) {
      best = len;
      out = [cu];
    } else if (len === best) out.push(cu);
  }
  return out;
}

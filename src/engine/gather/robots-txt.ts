/**
 * robots.txt as RFC 9309 reads it (src/engine/robots), for every crawler of the registry
 * (src/engine/data/crawlers.ts): 5xx or no answer = complete disallow (2.3.1.4), 4xx = no
 * restrictions (2.3.1.3), the body decoded as UTF-8 whatever the header says, and a file served
 * as text/html still read when its body is not HTML.
 */
import { CRAWLERS, type Crawler } from '../data/crawlers';
import { safeFetch } from '../net/http';
import {
  compareReadings,
  looksLikeHtml,
  matchAgent,
  parseRobots,
  robotsPolicyForStatus,
  type RobotsFile,
} from '../robots';
import type { RobotsAgentVerdict, RobotsTxtArtifact } from '../types';
import type { SafetyOptions } from '../net/url-safety';

export interface AuxFetchOptions extends SafetyOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** RFC 9309 2.3.1.2: crawlers follow at least five redirects for robots.txt. */
const ROBOTS_REDIRECTS = 5;

/** Apple: "If robots instructions don't mention Applebot but mention Googlebot, the Apple robot will follow Googlebot instructions." */
const FALLBACK_GROUP: Record<string, string> = { applebot: 'Googlebot' };

function verdictFor(file: RobotsFile, crawler: Crawler, pageUrl: string): RobotsAgentVerdict {
  let token = crawler.token;
  let fallbackFrom: string | null = null;
  const fallback = FALLBACK_GROUP[token.toLowerCase()];
  if (fallback && matchAgent(file, token).via !== 'specific' && matchAgent(file, fallback).via === 'specific') {
    fallbackFrom = fallback;
    token = fallback;
  }
  const c = compareReadings(file, token, pageUrl);
  const rule = c.rfc.rule;
  return {
    agent: crawler.token,
    provider: crawler.owner,
    purpose: crawler.purpose,
    allowed: c.rfc.allowed,
    matchedLine: rule ? rule.raw.trim() : null,
    lineNumber: rule ? rule.line : null,
    group:
      c.rfc.via === 'specific'
        ? fallbackFrom
          ? `User-agent: ${fallbackFrom} (Applebot follows Googlebot's group)`
          : (c.rfc.group?.agents.map((a) => `User-agent: ${a.value}`).join(' / ') ?? null)
        : c.rfc.via === 'star'
          ? 'User-agent: *'
          : null,
    ambiguous: c.ambiguous
      ? `Crawlers that end a group at a non-rule line read this as ${c.alternative.allowed ? 'allowed' : 'disallowed'}${c.alternative.rule ? ` (line ${c.alternative.rule.line}: ${c.alternative.rule.raw.trim()})` : ''}; RFC 9309 reads it as ${c.rfc.allowed ? 'allowed' : 'disallowed'}.`
      : null,
    retired: crawler.retired
      ? `No longer used by ${crawler.owner}: rules for it do not reach ${crawler.retired.replacedBy.join(', ')}.`
      : null,
  };
}

/** Every registry crawler's verdict for the page, from a parsed file. Pure. */
function evaluateRobotsFile(file: RobotsFile, pageUrl: string): RobotsAgentVerdict[] {
  return CRAWLERS.map((c) => verdictFor(file, c, pageUrl));
}

/** Verdicts when the status decides without a file: every crawler allowed, or every one refused. */
function uniformVerdicts(allowed: boolean, line: string): RobotsAgentVerdict[] {
  return CRAWLERS.map((c) => ({
    agent: c.token,
    provider: c.owner,
    purpose: c.purpose,
    allowed,
    matchedLine: allowed ? null : line,
    lineNumber: null,
    group: null,
    ambiguous: null,
    retired: c.retired
      ? `No longer used by ${c.owner}: rules for it do not reach ${c.retired.replacedBy.join(', ')}.`
      : null,
  }));
}

/** Evaluates robots.txt text for every crawler against the page URL (tests, fixtures). Pure. */
export function evaluateRobots(
  _robotsUrl: string,
  text: string | Uint8Array,
  pageUrl: string,
): Pick<RobotsTxtArtifact, 'agents' | 'sitemaps' | 'signals'> {
  const file = parseRobots(text);
  const agents = evaluateRobotsFile(file, pageUrl);
  return { agents, sitemaps: file.sitemaps.map((s) => s.url), signals: signalsOf(file, agents) };
}

/** The crawlers each Content-Signal key speaks about (contentsignals.org: search, ai-input, ai-train). */
const SIGNAL_TOKENS: Record<string, string[]> = {
  search: ['Googlebot', 'bingbot'],
  'ai-input': ['OAI-SearchBot', 'ChatGPT-User', 'Claude-SearchBot', 'Claude-User', 'PerplexityBot', 'Perplexity-User'],
  'ai-train': ['GPTBot', 'ClaudeBot', 'CCBot', 'Google-Extended'],
};

/**
 * Where a stated preference and the crawl rules disagree for this page: "search=yes" while robots.txt
 * refuses every search crawler, or "ai-train=no" while the training crawlers are let in (a preference
 * asks; only a Disallow refuses).
 */
function contradiction(signals: Partial<Record<string, boolean>>, agents: RobotsAgentVerdict[]): string | null {
  const out: string[] = [];
  for (const [key, wanted] of Object.entries(signals)) {
    const tokens = SIGNAL_TOKENS[key];
    if (!tokens || wanted === undefined) continue;
    const vs = agents.filter((a) => tokens.some((t) => t.toLowerCase() === a.agent.toLowerCase()));
    if (wanted && vs.length && vs.every((v) => !v.allowed))
      out.push(`${key}=yes, but robots.txt disallows ${vs.map((v) => v.agent).join(', ')} for this page`);
    if (!wanted && vs.some((v) => v.allowed))
      out.push(
        `${key}=no, but robots.txt lets ${vs
          .filter((v) => v.allowed)
          .map((v) => v.agent)
          .join(', ')} in: the signal states a preference, only a Disallow refuses`,
      );
  }
  return out.length ? out.join('; ') : null;
}

/** The owner's stated preferences (Content-Signal, Content-Usage): shown, never a crawl permission. */
function signalsOf(file: RobotsFile, agents: RobotsAgentVerdict[]): RobotsTxtArtifact['signals'] {
  return [
    ...file.contentSignals.map((s) => ({
      kind: 'Content-Signal' as const,
      line: s.line,
      raw: s.raw.trim(),
      malformed: (s.parsed.malformed?.length ?? 0) > 0,
      contradicts: contradiction(s.parsed.signals as Partial<Record<string, boolean>>, agents),
    })),
    ...file.contentUsages.map((s) => ({
      kind: 'Content-Usage' as const,
      line: s.line,
      raw: s.raw.trim(),
      malformed: (s.parsed.malformed?.length ?? 0) > 0,
      contradicts: null,
    })),
  ];
}

export async function gatherRobotsTxt(pageUrl: string, opts: AuxFetchOptions): Promise<RobotsTxtArtifact> {
  const url = new URL('/robots.txt', pageUrl).toString();
  let status: number | null = null;
  let body: Uint8Array = new Uint8Array(0);
  let fetchError: string | null = null;
  try {
    const r = await safeFetch(url, {
      ...opts,
      maxBytes: 512 * 1024,
      maxRedirects: ROBOTS_REDIRECTS,
      headers: { accept: 'text/plain,*/*' },
    });
    status = r.status;
    body = r.body;
  } catch (e) {
    fetchError = (e as Error).message;
  }
  const policy = robotsPolicyForStatus(status);
  const base = {
    url,
    status,
    policy: {
      action: policy.action,
      rfcSection: policy.rfcSection,
      reason: policy.reason,
      google: policy.google?.reason ?? null,
    },
  };
  if (policy.action === 'disallow-all') {
    const why =
      status === null
        ? `robots.txt could not be fetched (${fetchError ?? 'no answer'})`
        : `robots.txt answered HTTP ${status}`;
    return {
      ...base,
      found: false,
      text: '',
      error: `${why}: RFC 9309 (section 2.3.1.4) says crawlers must then assume complete disallow.`,
      agents: uniformVerdicts(false, `${why} → complete disallow (RFC 9309 2.3.1.4)`),
      sitemaps: [],
      signals: [],
    };
  }
  if (policy.action !== 'parse') {
    return {
      ...base,
      found: false,
      text: '',
      error: null,
      agents: uniformVerdicts(true, ''),
      sitemaps: [],
      signals: [],
    };
  }
  const file = parseRobots(body);
  const text = new TextDecoder('utf-8').decode(body);
  if (looksLikeHtml(text)) {
    // An HTML page at /robots.txt (a soft 404): no rules a crawler could read.
    return {
      ...base,
      found: false,
      text: '',
      error: 'robots.txt path returns an HTML page, so it holds no rules',
      agents: uniformVerdicts(true, ''),
      sitemaps: [],
      signals: [],
    };
  }
  const agents = evaluateRobotsFile(file, pageUrl);
  return {
    ...base,
    found: true,
    text,
    error: null,
    agents,
    sitemaps: file.sitemaps.map((s) => s.url),
    signals: signalsOf(file, agents),
  };
}

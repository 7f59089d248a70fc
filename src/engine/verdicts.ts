/**
 * A verdict per AI engine, with the rules that decided it: robots.txt as each engine's crawlers read
 * it, the page's robots directives as that vendor documents them, and what the server really
 * answered each agent. The rules and their sources are data (src/engine/data/engines.ts,
 * docs/engines.md); this module only applies them.
 */
import type { EngineVerdict, VerdictReason } from '@/shared/crawler-access';
import { ENGINES, type Engine } from './data/engines';
import { findCrawler } from './data/crawlers';
import { directivesFor, parseDirectives, type DirectiveSet } from './computed/robots-directives';
import { refusesUnverifiedCrawlers } from './computed/crawler-refusals';
import type { Artifacts, CrawlerProbe, RobotsAgentVerdict } from './types';

type Status = EngineVerdict['status'];
const RANK: Record<Status, number> = { eligible: 0, unknown: 1, limited: 2, blocked: 3 };

interface Finding extends VerdictReason {
  status: Status;
}

const robotsLine = (v: RobotsAgentVerdict) =>
  `${v.lineNumber ? `robots.txt line ${v.lineNumber}: ` : ''}${v.matchedLine ?? 'disallowed'}${v.group ? ` (${v.group})` : ''}`;

/** robots.txt and the live probe for one token, as the engine's vendor says its agent behaves. */
function tokenFindings(a: Artifacts, engine: Engine, token: string, role: string): Finding[] {
  const crawler = findCrawler(token);
  const source = crawler?.source ?? engine.docs;
  const out: Finding[] = [];
  const v = a.robotsTxt.agents.find((x) => x.agent.toLowerCase() === token.toLowerCase());
  const bindsRobots = crawler?.honoursRobots !== 'partly' && crawler?.honoursRobots !== false;
  if (v && !v.allowed) {
    out.push({
      status: role === 'user-fetch' && !bindsRobots ? 'limited' : 'blocked',
      rule:
        role === 'user-fetch' && !bindsRobots
          ? `robots.txt disallows ${token}; ${crawler?.owner ?? 'the vendor'} says its user-triggered agent may not follow robots.txt, so the live fetch decides`
          : `robots.txt disallows ${token}`,
      evidence: robotsLine(v),
      source,
    });
  }
  if (v?.ambiguous)
    out.push({
      status: 'limited',
      rule: `crawlers read this robots.txt differently for ${token}`,
      evidence: v.ambiguous,
      source: 'RFC 9309, section 2.1 (groups)',
    });
  const p: CrawlerProbe | undefined = a.probes.probes.find((x) => x.agent.toLowerCase() === token.toLowerCase());
  const seen = (q: CrawlerProbe) =>
    `HTTP ${q.status} for ${token} while a browser gets HTTP ${a.probes.baseline.status}${q.reason ? ` (${q.reason})` : ''}. Reproduce: ${q.curl ?? `curl -A '${q.userAgent}' '${a.document.finalUrl}'`}`;
  if (p?.payPerCrawl) {
    out.push({
      status: 'limited',
      rule: `pay per crawl: ${token} may read the page only after paying`,
      evidence: seen(p),
      source: 'HTTP 402 with a crawler-price header (pay per crawl)',
    });
  } else if (p?.blocked && p.status !== null && refusesUnverifiedCrawlers(a.probes)) {
    out.push({
      status: 'unknown',
      rule: `the server refuses ${token} from this service's address, as it refuses every crawler's name, Googlebot's and Bingbot's too, while serving an unknown bot: it most likely checks where requests naming a crawler come from, so what the real ${token} gets cannot be seen from here`,
      evidence: seen(p),
      source,
    });
  } else if (p?.blocked && p.status !== null) {
    out.push({ status: 'blocked', rule: `the server refuses ${token}`, evidence: seen(p), source });
  } else if (p?.sameContent === false) {
    out.push({
      status: 'limited',
      rule: `${token} is served a different, thinner page than a browser`,
      evidence: seen(p),
      source,
    });
  } else if (p && p.status === null) {
    out.push({ status: 'unknown', rule: `${token} got no answer`, evidence: p.reason ?? 'no answer', source });
  }
  return out;
}

/** Google's AI features need an indexable page eligible for a snippet (developers.google.com/search/docs/appearance/ai-features). */
function googleFindings(a: Artifacts, d: DirectiveSet, source: string): Finding[] {
  const out: Finding[] = [];
  const seen = d.sources.join('; ');
  if (d.names.has('noindex'))
    out.push({
      status: 'blocked',
      rule: "noindex for Googlebot: the page is not in Google's index",
      evidence: seen,
      source,
    });
  else if (d.names.has('nosnippet') || d.maxSnippet === 0)
    out.push({
      status: 'blocked',
      rule: 'no snippet allowed (nosnippet / max-snippet:0): Google does not use the text in AI features',
      evidence: seen,
      source,
    });
  else if (d.maxSnippet !== null && d.maxSnippet > 0 && d.maxSnippet < 160)
    out.push({
      status: 'limited',
      rule: `max-snippet:${d.maxSnippet} limits how much text Google may show`,
      evidence: seen,
      source,
    });
  if (a.raw.nosnippetWords > 0 && a.raw.wordCount > 0) {
    const share = a.raw.nosnippetWords / a.raw.wordCount;
    if (share >= 0.2)
      out.push({
        status: 'limited',
        rule: 'data-nosnippet keeps part of the text out of snippets and AI features',
        evidence: `${a.raw.nosnippetWords} of ${a.raw.wordCount} words inside data-nosnippet`,
        source,
      });
  }
  return out;
}

/** Bing: NOARCHIVE keeps content out of Copilot answers; NOCACHE limits them to URL, title and snippet (Bing Webmaster blog, September 2023). */
function bingFindings(d: DirectiveSet, source: string): Finding[] {
  const seen = d.sources.join('; ');
  if (d.names.has('noindex'))
    return [
      { status: 'blocked', rule: "noindex for bingbot: the page is not in Bing's index", evidence: seen, source },
    ];
  // "If content has both NOCACHE and NOARCHIVE tags, we will treat it as NOCACHE."
  if (d.names.has('nocache'))
    return [
      { status: 'limited', rule: 'NOCACHE: Copilot may show only the URL, title and snippet', evidence: seen, source },
    ];
  if (d.names.has('noarchive'))
    return [
      { status: 'blocked', rule: 'NOARCHIVE: Bing keeps the content out of Copilot answers', evidence: seen, source },
    ];
  return [];
}

export function engineVerdicts(a: Artifacts, failure: string | null): EngineVerdict[] {
  const directives = parseDirectives(a.raw.metaRobots, a.raw.agentMetaRobots, a.document.headers['x-robots-tag']);
  return ENGINES.map((engine) => {
    const findings: Finding[] = [];
    if (a.document.status >= 400)
      findings.push({
        status: 'blocked',
        rule: 'the page answers an HTTP error',
        evidence: `HTTP ${a.document.status}`,
        source: 'RFC 9110',
      });
    else if (failure === 'timeout' || failure === 'too_complex')
      findings.push({
        status: 'unknown',
        rule: 'the page could not be read in this analysis',
        evidence: failure,
        source: 'this analysis',
      });
    for (const t of engine.tokens) {
      if (t.role === 'decides' || t.role === 'user-fetch') findings.push(...tokenFindings(a, engine, t.token, t.role));
    }
    if (engine.id === 'google-ai-overviews' || engine.id === 'gemini')
      findings.push(...googleFindings(a, directivesFor(directives, 'googlebot'), engine.docs));
    if (engine.id === 'microsoft-copilot')
      findings.push(...bingFindings(directivesFor(directives, 'bingbot'), engine.docs));
    const status = findings.reduce<Status>((s, f) => (RANK[f.status] > RANK[s] ? f.status : s), 'eligible');
    return {
      engine: engine.id,
      name: engine.name,
      status,
      reasons: findings
        .sort((x, y) => RANK[y.status] - RANK[x.status])
        .map(({ rule, evidence, source }) => ({ rule, evidence, source })),
      docs: engine.docs,
    };
  });
}

import { safeFetch, decodeBody } from '../http';
import type { CrawlerProbesArtifact, CrawlerProbe, DocumentArtifact } from '../types';
import type { SafetyOptions } from '../url-safety';
import { detectChallenge } from './bot-detect';
import { CRAWLERS } from '../data/crawlers';

/**
 * Every crawler that decides whether an AI engine can use the page (search indexes, AI search and
 * user-fetch agents named by an engine), plus the two biggest training crawlers, whose refusal is
 * the usual sign of a blanket "block AI bots" rule. User-agent strings from the registry.
 */
export const PROBE_AGENTS: { agent: string; userAgent: string }[] = CRAWLERS.filter(
  (c) => !c.retired && c.userAgent && (c.engines.length > 0 || c.token === 'GPTBot' || c.token === 'ClaudeBot') && c.purpose !== 'control',
).map((c) => ({ agent: c.token, userAgent: c.userAgent! }));

const BLOCK_STATUSES = new Set([401, 403, 406, 429, 503]);

export interface ProbeOptions extends SafetyOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

export async function probeOne(url: string, agent: string, userAgent: string, baselineStatus: number, opts: ProbeOptions): Promise<CrawlerProbe> {
  try {
    const r = await safeFetch(url, { ...opts, userAgent, maxBytes: 256 * 1024 });
    const body = decodeBody(r.body, r.headers['content-type']);
    const c = detectChallenge(r.status, r.headers, body);
    let blocked = false;
    let reason: string | null = null;
    if (c.challenge) {
      blocked = true;
      reason = `challenge page (${c.evidence.join('; ')})`;
    } else if (BLOCK_STATUSES.has(r.status) && !BLOCK_STATUSES.has(baselineStatus)) {
      blocked = true;
      reason = `HTTP ${r.status} for this user agent while a browser gets HTTP ${baselineStatus}`;
    } else if (r.status >= 400 && baselineStatus < 400) {
      blocked = true;
      reason = `HTTP ${r.status} for this user agent while a browser gets HTTP ${baselineStatus}`;
    }
    return { agent, userAgent, status: r.status, blocked, reason, provider: c.provider };
  } catch (e) {
    const msg = (e as Error).message;
    return { agent, userAgent, status: null, blocked: true, reason: `request failed: ${msg}`, provider: null };
  }
}

/** Fetches the page with the AI crawlers' user agents and compares with the browser fetch. */
export async function gatherCrawlerProbes(doc: DocumentArtifact, opts: ProbeOptions): Promise<CrawlerProbesArtifact> {
  const base = detectChallenge(doc.status, doc.headers, doc.html);
  const probes = await Promise.all(PROBE_AGENTS.map((p) => probeOne(doc.finalUrl, p.agent, p.userAgent, doc.status, opts)));
  const evidence = [...base.evidence];
  let provider = base.provider;
  for (const p of probes) {
    if (p.blocked && p.reason) evidence.push(`${p.agent}: ${p.reason}`);
    if (p.blocked) provider ??= p.provider;
  }
  const detected = base.challenge || probes.some((p) => p.blocked && p.status !== null);
  return {
    probes,
    baseline: { status: doc.status, challenge: base.challenge, provider: base.provider, evidence: base.evidence },
    botProtection: { detected, provider: detected ? provider : null, evidence: detected ? evidence : [] },
  };
}

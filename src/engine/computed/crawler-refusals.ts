/**
 * Which crawlers AI answers depend on, and what a refusal of this service's probes says of them.
 * A probe is sent from this service's address with a crawler's user agent: to a server that checks where
 * crawlers come from, it is an impersonator (decision 112).
 */
import { CRAWLERS } from '../data/crawlers';
import type { CrawlerProbe, CrawlerProbesArtifact } from '../types';

/** Crawlers an AI engine's answers depend on (search indexes, AI search, user fetch; not training or control tokens). */
export const ENGINE_CRAWLERS = CRAWLERS.filter(
  (c) => !c.retired && c.engines.length > 0 && c.purpose !== 'training' && c.purpose !== 'control',
);
/** Of those, the AI engines' own agents (the search indexes have a gate of their own). */
export const ANSWER_CRAWLERS = ENGINE_CRAWLERS.filter((c) => c.purpose === 'ai-search' || c.purpose === 'user-fetch');

const ANSWER_TOKENS = new Set(ANSWER_CRAWLERS.map((c) => c.token.toLowerCase()));
/** The two search indexes whose operators document how to verify their crawlers' addresses. */
const VERIFIED_INDEXES = ['googlebot', 'bingbot'];

/** Refused with an answer (an error status or a challenge), not merely unanswered or asked to pay. */
export const refused = (p: CrawlerProbe) => p.blocked && p.status !== null && !p.payPerCrawl;

/** The probes of the AI search and user-fetch agents. */
export const answerProbes = (p: CrawlerProbesArtifact) =>
  p.probes.filter((x) => ANSWER_TOKENS.has(x.agent.toLowerCase()));

/** Turned away as an impostor is: 401, 403 or a challenge page, not a rate limit (429, 503) that twelve requests at once can meet. */
const turnedAway = (p: CrawlerProbe) =>
  refused(p) && (p.status === 401 || p.status === 403 || /challenge/.test(p.reason ?? ''));

/**
 * The server refuses every crawler's probe, the Googlebot and bingbot ones too, and serves both a browser and an
 * unknown bot. Google and Microsoft document how to verify their crawlers (reverse DNS and published IP ranges),
 * and firewalls do so to turn away requests that claim a crawler's name from elsewhere; a site that refused the
 * real Googlebot would be in no Google result. A server that refuses only the names of crawlers, all of them
 * alike, while any other bot gets through, most likely checks where those crawlers come from: its refusal of
 * this service's probes says nothing of the real agents. A blanket rule on user agents ("bot", "crawl") refuses
 * the unknown bot too; a rule aimed at some agents serves others: both stay refusals (decision 112).
 */
export function refusesUnverifiedCrawlers(p: CrawlerProbesArtifact): boolean {
  if (p.baseline.status >= 400 || p.baseline.challenge || !p.control || p.control.blocked) return false;
  const indexes = p.probes.filter((x) => VERIFIED_INDEXES.includes(x.agent.toLowerCase()));
  return indexes.length === VERIFIED_INDEXES.length && p.probes.every(turnedAway);
}

/** The live-access audit's evidence line where the refusals decide nothing, and what it says. */
export const UNVERIFIABLE = {
  label: 'What this shows',
  value:
    "The server refuses every crawler's name from this service's address, even Googlebot's and Bingbot's, while it serves a browser and an unknown bot: it most likely checks that requests naming a crawler come from its operator (Google and Microsoft document how to verify theirs). These refusals say nothing of the real agents; your CDN's or server's logs show what they get, and Search Console's URL Inspection fetches the page as Googlebot.",
} as const;

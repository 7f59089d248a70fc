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

/** Refused with an answer (an error status or a challenge), not merely unanswered. */
export const refused = (p: CrawlerProbe) => p.blocked && p.status !== null;

/** The probes of the AI search and user-fetch agents. */
export const answerProbes = (p: CrawlerProbesArtifact) =>
  p.probes.filter((x) => ANSWER_TOKENS.has(x.agent.toLowerCase()));

/**
 * The server refuses the Googlebot and bingbot probes too while a browser gets the page. Google and Microsoft
 * document how to verify their crawlers (reverse DNS and published IP ranges), and firewalls do so to turn away
 * impersonators; a site that really refused Googlebot would be in no Google result. So the server most likely
 * admits crawlers only from their operators' addresses, and its refusal of the probes says nothing of the real
 * agents: what they get cannot be seen from here.
 */
export function refusesUnverifiedCrawlers(p: CrawlerProbesArtifact): boolean {
  if (p.baseline.status >= 400 || p.baseline.challenge) return false;
  const indexes = p.probes.filter((x) => VERIFIED_INDEXES.includes(x.agent.toLowerCase()));
  return indexes.length === VERIFIED_INDEXES.length && indexes.every(refused);
}

/** The live-access audit's evidence line where the refusals decide nothing, and what it says. */
export const UNVERIFIABLE = {
  label: 'What this shows',
  value:
    "The server refuses even Googlebot and Bingbot from this service's address, so it most likely admits crawlers only from their operators' published addresses (Google and Microsoft document how to verify their crawlers). These refusals say nothing of the real agents; your CDN's or server's logs show what they get, and Search Console's URL Inspection fetches the page as Googlebot.",
} as const;

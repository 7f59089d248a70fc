import { defineAudit, ev, col, list, table } from '../helpers';
import { ENGINE_CRAWLERS, refusesUnverifiedCrawlers, UNVERIFIABLE } from '../../computed/crawler-refusals';
import type { CrawlerProbe, CrawlerProbesArtifact, Fix } from '../../types';

/** The crawlers AI answers depend on: search indexes, AI search and user-fetch agents (not training crawlers). */
const ANSWER_TOKENS = new Set(ENGINE_CRAWLERS.map((c) => c.token.toLowerCase()));
const answers = (x: CrawlerProbe) => ANSWER_TOKENS.has(x.agent.toLowerCase());

/** Where the agents are let through, for the bot protection the answers carry the marks of. */
const WHERE: Record<string, string> = {
  Cloudflare:
    'In Cloudflare: Security → Bots (turn off "Block AI bots" for these agents) and Security → WAF (a custom rule that skips the block for them)',
  Akamai: "In Akamai Bot Manager: the bot category these agents fall in, set to 'Allow' or 'Monitor'",
  'Imperva Incapsula': 'In Imperva: Bot Protection, the client classification of these agents set to allow',
  DataDome: 'In DataDome: the bot list, these agents set to allow',
  'AWS WAF': 'In AWS WAF: the Bot Control rule group, a scope-down or allow rule for these agents',
  Vercel: 'In Vercel: Firewall, a bypass rule for these agents',
};

/** What a refused agent got, as shown beside its name. */
const refusal = (x: CrawlerProbe) => `${x.agent} (${x.status === null ? 'no answer' : `HTTP ${x.status}`})`;

function fixFor(p: CrawlerProbesArtifact, refused: CrawlerProbe[], training: CrawlerProbe[]): Fix {
  const names = refused.map((x) => x.agent);
  const provider = p.botProtection.provider;
  return {
    title: `Let ${list(names, 4)} through the server's bot protection`,
    description: `A browser gets HTTP ${p.baseline.status}; ${list(refused.map(refusal), 6)} ${refused.length > 1 ? 'are' : 'is'} refused${provider ? ` (the answers carry ${provider}'s marks)` : ''}, so ${refused.length > 1 ? 'their assistants and indexes see' : 'its assistant or index sees'} none of the page.${training.length ? ` ${list(training.map((x) => x.agent))} ${training.length > 1 ? 'are training crawlers and' : 'is a training crawler and'} may stay refused: that keeps the page out of training, not out of AI answers.` : ''}`,
    stepByStep: [
      `${(provider && WHERE[provider]) ?? "In your CDN, firewall or host's bot-protection settings"}: allow ${names.join(', ')}.`,
      "Where the setting can, allow them by the operators' published IP ranges: a user agent alone can be copied by anyone.",
      `Re-run this analysis: each of ${names.join(', ')} should get HTTP ${p.baseline.status < 300 ? p.baseline.status : 200}.`,
    ],
  };
}

/** Agents asked to pay: the price is the owner's to set; what it costs in answers is said plainly. */
const payFix = (paying: CrawlerProbe[]): Fix => ({
  title: `Decide whether ${list(
    paying.map((x) => x.agent),
    4,
  )} should pay to read the page`,
  description: `${list(
    paying.map((x) => `${x.agent} (HTTP 402, ${x.headers?.['crawler-price'] ?? 'a crawler price'})`),
    6,
  )} ${paying.length > 1 ? 'are' : 'is'} asked to pay before reading the page: an engine that does not pay reads none of it, and cannot cite it.`,
  stepByStep: [
    "In your CDN's pay-per-crawl settings (Cloudflare: AI Crawl Control), set these agents to Allow where being cited matters more than the fee.",
    'Re-run this analysis: each should get HTTP 200.',
  ],
});

export default defineAudit({
  id: 'ai-crawler-live-access',
  category: 'accessibility',
  title: 'AI crawlers actually get the page',
  failureTitle: 'AI crawlers are blocked by the server or bot protection',
  description:
    "Robots rules are only a declaration: firewalls and bot protection (Cloudflare, Akamai, Imperva...) often answer crawlers with 403 or a challenge page. The page was fetched with the user agent of each crawler AI answers depend on (the search indexes, AI search and user-fetch agents) and of two training crawlers; only the first count here. The probe comes from this service's address, not the crawler's: a site that admits a crawler only from its published addresses refuses the probe and still serves the crawler.",
  requiredArtifacts: ['probes'],
  fix: {
    title: 'Let the refused crawlers through the server’s bot protection',
    description: 'Allow the crawlers this report names in your CDN, firewall or bot-protection settings.',
    stepByStep: [
      "Open your CDN or firewall's bot settings.",
      'Allow the refused user agents, by their published IP ranges where the setting can.',
      'Re-run this analysis to confirm they get HTTP 200.',
    ],
  },
  run({ probes: p }) {
    const evidence = [
      ev('Browser fetch', `HTTP ${p.baseline.status}${p.baseline.challenge ? ' (challenge page)' : ''}`),
    ];
    for (const x of p.probes)
      evidence.push(
        ev(
          x.agent,
          `${x.status === null ? 'no answer' : `HTTP ${x.status}`}${x.blocked ? ` - blocked: ${x.reason}` : ' - ok'}`,
        ),
      );
    if (p.botProtection.provider) evidence.push(ev('Detected provider', p.botProtection.provider));
    const counted = p.probes.filter(answers);
    // Asked to pay (pay per crawl) is no refusal: an engine that pays reads the page, one that does not reads none.
    const paying = counted.filter((x) => x.payPerCrawl);
    const refused = counted.filter((x) => x.blocked && !x.payPerCrawl);
    const training = p.probes.filter((x) => !answers(x) && x.blocked);
    if (training.length)
      evidence.push(ev("Training-only crawlers refused (the owner's choice)", training.map((x) => x.agent).join(', ')));
    if (counted.length)
      evidence.push(
        ev(
          'Crawlers AI answers depend on that get the page',
          `${counted.length - refused.length} of ${counted.length}`,
        ),
      );
    if (paying.length)
      evidence.push(ev('Asked to pay before reading (pay per crawl)', paying.map((x) => x.agent).join(', ')));
    const score = counted.length ? 1 - (refused.length + paying.length / 2) / counted.length : 1;
    const facts = {
      numericValue: refused.length,
      numericUnit: 'count' as const,
      details: table(
        [
          col('agent', 'Agent'),
          col('status', 'HTTP status', 'numeric'),
          col('blocked', 'Blocked', 'boolean'),
          col('reason', 'Reason'),
        ],
        [
          {
            agent: 'Browser',
            status: p.baseline.status,
            blocked: p.baseline.challenge,
            reason: p.baseline.challenge ? 'challenge page' : null,
          },
          ...p.probes.map((x) => ({ agent: x.agent, status: x.status, blocked: x.blocked, reason: x.reason })),
        ],
      ),
    };
    if (refused.length && refusesUnverifiedCrawlers(p))
      return {
        score: null,
        evidence: [...evidence, ev(UNVERIFIABLE.label, UNVERIFIABLE.value)],
        ...facts,
      };
    if (!refused.length && paying.length) return { score, evidence, ...facts, fix: payFix(paying) };
    if (!refused.length) return { score, evidence, ...facts };
    return { score, evidence, ...facts, critical: true, fix: fixFor(p, refused, training) };
  },
});

import { defineAudit, ev, col, table } from '../helpers';

export default defineAudit({
  id: 'ai-crawler-live-access',
  category: 'accessibility',
  title: 'AI crawlers actually get the page',
  failureTitle: 'AI crawlers are blocked by the server or bot protection',
  description:
    'Robots rules are only a declaration: firewalls and bot protection (Cloudflare, Akamai, Imperva...) often answer AI crawlers with 403 or a challenge page. The page was fetched with the real user agents of GPTBot, ClaudeBot, PerplexityBot, OAI-SearchBot and ChatGPT-User.',
  requiredArtifacts: ['probes'],
  fix: {
    title: 'Whitelist AI crawlers in your firewall or bot protection',
    description:
      'Allow the GPTBot, ClaudeBot and PerplexityBot user agents (and OAI-SearchBot, ChatGPT-User) in your CDN, firewall or bot-protection settings.',
    stepByStep: [
      "Log in to your CDN or firewall (e.g. Cloudflare: Security → Bots; or your host's security settings).",
      'Turn off "Block AI bots" / "AI Scrapers and Crawlers" or add an allow rule for GPTBot, ClaudeBot, PerplexityBot, OAI-SearchBot and ChatGPT-User.',
      "Verify the operators' published IP ranges if your firewall supports it.",
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
    const blocked = p.probes.filter((x) => x.blocked).length;
    const score = p.probes.length ? 1 - blocked / p.probes.length : 1;
    return {
      score,
      evidence,
      critical: blocked > 0,
      numericValue: blocked,
      numericUnit: 'count',
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
  },
});

import { defineAudit, ev } from '../helpers';
import type { Evidence } from '../../types';

export const ROBOTS_SEARCH_PENALTY = 25;

export default defineAudit({
  id: 'robots-ai-access',
  category: 'accessibility',
  title: 'robots.txt lets AI search agents in',
  failureTitle: 'robots.txt blocks AI agents',
  description: 'robots.txt decides which AI agents may read the site. Blocking search and user-triggered agents (OAI-SearchBot, ChatGPT-User, Claude-SearchBot, PerplexityBot...) removes the site from AI answers; blocking training-only crawlers (GPTBot, CCBot, Google-Extended...) is a legitimate choice that costs little.',
  requiredArtifacts: ['robotsTxt'],
  fix: {
    title: 'Allow AI search agents in robots.txt',
    description: 'Remove the Disallow rules that apply to AI search and user-triggered agents. You may keep blocking training-only crawlers if you wish.',
    stepByStep: [
      'Open https://your-site/robots.txt (in WordPress: your SEO plugin\'s robots.txt editor).',
      'Find the lines quoted in this report.',
      'For OAI-SearchBot, ChatGPT-User, Claude-SearchBot, Claude-User, PerplexityBot, Perplexity-User and Applebot, add "User-agent: <name>" followed by "Allow: /".',
      'Keep or add Disallow rules only for training crawlers (GPTBot, CCBot, Google-Extended...) if you do not want your content used for training.',
      'Save, then re-run this analysis.',
    ],
  },
  run({ robotsTxt: r }) {
    const search = r.agents.filter((a) => a.purpose === 'search');
    const training = r.agents.filter((a) => a.purpose === 'training');
    const sb = search.filter((a) => !a.allowed);
    const tb = training.filter((a) => !a.allowed);
    const evidence: Evidence[] = [ev('robots.txt', r.found ? `${r.url} (HTTP ${r.status})` : `not found (${r.status ?? r.error ?? 'no answer'})`)];
    if (r.error) evidence.push(ev('Note', r.error));
    for (const a of sb) evidence.push(ev(`Blocked search agent ${a.agent}`, a.matchedLine ? `line ${a.lineNumber}: "${a.matchedLine}"` : 'disallowed'));
    for (const a of tb) evidence.push(ev(`Blocked training crawler ${a.agent}`, a.matchedLine ? `line ${a.lineNumber}: "${a.matchedLine}" (a legitimate choice; low cost)` : 'disallowed'));
    evidence.push(ev('Search agents allowed', `${search.length - sb.length} of ${search.length}`), ev('Training crawlers allowed', `${training.length - tb.length} of ${training.length}`));
    const score = Math.max(0, Math.round((1 - 0.85 * (sb.length / search.length) - 0.15 * (tb.length / training.length)) * 1000) / 1000);
    if (sb.length) {
      return {
        score,
        evidence: [...evidence, ev('Penalty', `-${ROBOTS_SEARCH_PENALTY} points on AI/LLM Accessibility: robots.txt blocks AI search agents`)],
        critical: true,
        penalty: { category: 'accessibility', points: ROBOTS_SEARCH_PENALTY, reason: `robots.txt blocks AI search agents (${sb.map((a) => a.agent).join(', ')})` },
      };
    }
    return { score, evidence };
  },
});

import { defineAudit, ev, col, table } from '../helpers';
import { ENGINE_CRAWLERS } from '../../computed/crawler-refusals';
import type { Evidence, Fix, RobotsAgentVerdict, RobotsTxtArtifact } from '../../types';

/**
 * A patch against the site's own robots.txt: a group per refused crawler that opens it, placed
 * first (a crawler obeys only its most specific group, so this overrides `User-agent: *`).
 */
export function robotsPatch(r: RobotsTxtArtifact, refused: RobotsAgentVerdict[]): string {
  const added = [...refused.map((a) => `+User-agent: ${a.agent}`), '+Allow: /', '+'];
  const current = (r.found ? r.text : '')
    .split(/\r\n|\r|\n/)
    .slice(0, 12)
    .map((l) => ` ${l}`);
  return [`--- ${r.url}`, `+++ ${r.url}`, '@@ first lines @@', ...added, ...current].join('\n');
}

function fixFor(r: RobotsTxtArtifact, refused: RobotsAgentVerdict[]): Fix {
  const names = refused.map((a) => a.agent).join(', ');
  if (!r.found && r.status !== null && r.status >= 500) {
    return {
      title: `Make ${r.url} answer (it returns HTTP ${r.status})`,
      description: `While robots.txt answers HTTP ${r.status}, crawlers must treat the whole site as disallowed (RFC 9309, section 2.3.1.4). Serve the file with HTTP 200, or with 404 if you want no rules at all.`,
      stepByStep: [
        `Open ${r.url} in a browser: it should show plain text, not an error.`,
        'Fix the server or CDN rule that fails for /robots.txt (a 404 is fine if you want no rules).',
        'Re-run this analysis.',
      ],
    };
  }
  return {
    title: `Let ${names} read this page`,
    description: `robots.txt refuses ${names}: ${refused
      .slice(0, 4)
      .map((a) => (a.lineNumber ? `line ${a.lineNumber} "${a.matchedLine}"` : (a.matchedLine ?? 'disallowed')))
      .join(
        '; ',
      )}. Add a group for them at the top of the file (the patch below); rules for training crawlers can stay.`,
    stepByStep: [
      `Open ${r.url} (in a CMS: the SEO plugin's robots.txt editor).`,
      `Apply this change:\n${robotsPatch(r, refused)}`,
      'Save, then re-run this analysis.',
    ],
  };
}

export default defineAudit({
  id: 'robots-ai-access',
  category: 'accessibility',
  title: 'robots.txt lets search engines and AI agents read the page',
  failureTitle: 'robots.txt blocks crawlers that AI answers depend on',
  description:
    "robots.txt decides which crawlers may read the page (RFC 9309). Googlebot and Bingbot build the indexes that Google's AI features and Copilot answer from; OAI-SearchBot, Claude-SearchBot, PerplexityBot and the user-fetch agents read pages for AI answers. Blocking training-only crawlers (GPTBot, ClaudeBot, CCBot, Google-Extended) is a legitimate choice that does not remove the page from AI answers.",
  requiredArtifacts: ['robotsTxt'],
  fix: {
    title: 'Let search engines and AI search agents read the page',
    description: 'Remove the robots.txt rules that refuse the crawlers named in this report.',
    stepByStep: ['Open your robots.txt.', 'Remove or override the quoted rules.', 'Re-run this analysis.'],
  },
  run({ robotsTxt: r }) {
    const engineTokens = new Set(ENGINE_CRAWLERS.map((c) => c.token.toLowerCase()));
    const answer = r.agents.filter((a) => engineTokens.has(a.agent.toLowerCase()));
    const refused = answer.filter((a) => !a.allowed);
    const training = r.agents.filter((a) => a.purpose === 'training' || a.purpose === 'control');
    const trainingRefused = training.filter((a) => !a.allowed);
    const evidence: Evidence[] = [
      ev('robots.txt', r.found ? `${r.url} (HTTP ${r.status})` : `not found (${r.status ?? 'no answer'})`),
    ];
    if (r.error) evidence.push(ev('Note', r.error));
    for (const a of refused)
      evidence.push(
        ev(
          `Refused ${a.agent} (${a.purpose})`,
          a.lineNumber ? `line ${a.lineNumber}: "${a.matchedLine}"` : (a.matchedLine ?? 'disallowed'),
        ),
      );
    for (const a of answer.filter((x) => x.ambiguous)) evidence.push(ev(`Ambiguous for ${a.agent}`, a.ambiguous));
    if (trainingRefused.length)
      evidence.push(
        ev(
          "Training-only crawlers refused (the owner's choice)",
          trainingRefused.map((a) => a.agent),
        ),
      );
    const retiredRules = r.agents.filter((a) => a.retired && !a.allowed && a.group && !a.group.includes('*'));
    for (const a of retiredRules) evidence.push(ev(`Rule for ${a.agent}`, a.retired));
    for (const s of r.signals)
      evidence.push(
        ev(
          `${s.kind} (line ${s.line}, stated preference, not a crawl rule)`,
          `${s.raw}${s.malformed ? ' (malformed)' : ''}`,
        ),
      );
    for (const s of r.signals.filter((x) => x.contradicts))
      evidence.push(ev(`Warning: line ${s.line} contradicts the crawl rules`, s.contradicts));
    evidence.push(ev('Search and AI answer crawlers allowed', `${answer.length - refused.length} of ${answer.length}`));
    const score = answer.length ? Math.round((1 - refused.length / answer.length) * 1000) / 1000 : 1;
    // The facts: how many answer crawlers robots.txt refuses, and the verdict and line for every agent.
    const facts = {
      numericValue: refused.length,
      numericUnit: 'count' as const,
      details: table(
        [
          col('agent', 'Agent'),
          col('purpose', 'Purpose'),
          col('allowed', 'Allowed', 'boolean'),
          col('line', 'Line', 'numeric'),
          col('rule', 'Matched rule', 'code'),
        ],
        r.agents.map((x) => ({
          agent: x.agent,
          purpose: x.purpose,
          allowed: x.allowed,
          line: x.lineNumber,
          rule: x.matchedLine,
        })),
      ),
    };
    if (!refused.length) return { score, evidence, ...facts };
    return { score, evidence, ...facts, critical: true, fix: fixFor(r, refused) };
  },
});

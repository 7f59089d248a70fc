import { CRAWLERS } from '../../data/crawlers';
import { defineAudit, ev, col, table } from '../helpers';
import { robotsPatch } from './robots-ai-access';

/** The tokens that govern model training (crawlers and control tokens), not search or user fetches. */
const TRAINING = CRAWLERS.filter((c) => !c.retired && (c.purpose === 'training' || c.purpose === 'control'));

/**
 * Only for owners who want their content kept out of training: which training tokens robots.txt
 * already refuses (the choice working) and which it does not. Never part of the visibility score.
 */
export default defineAudit({
  id: 'training-opt-outs',
  category: 'accessibility',
  title: 'robots.txt keeps the content out of model training, as intended',
  failureTitle: 'Some training crawlers are not refused',
  description:
    'For owners who keep their content out of AI model training: GPTBot, ClaudeBot, CCBot, Google-Extended and Applebot-Extended are the tokens the vendors document for training. Refusing them does not remove the page from AI search answers.',
  requiredArtifacts: ['robotsTxt'],
  fix: {
    title: 'Refuse the training crawlers in robots.txt',
    description: 'Add a group that disallows the training tokens named in this report.',
    stepByStep: ['Open your robots.txt.', 'Add the group below.', 'Re-run this analysis.'],
  },
  run({ robotsTxt: r, intent }) {
    if (intent !== 'keep-out-of-training')
      return {
        score: null,
        evidence: [
          ev(
            'Not applicable',
            'The analysis was run for visibility; training blocks are neither asked for nor counted.',
          ),
        ],
      };
    const tokens = new Set(TRAINING.map((c) => c.token.toLowerCase()));
    const agents = r.agents.filter((a) => tokens.has(a.agent.toLowerCase()));
    const refused = agents.filter((a) => !a.allowed);
    const open = agents.filter((a) => a.allowed);
    const evidence = [
      ev(
        'Refused (your choice, working)',
        refused.map((a) => a.agent),
      ),
      ev(
        'Still allowed',
        open.map((a) => a.agent),
      ),
    ];
    const facts = {
      numericValue: open.length,
      numericUnit: 'count' as const,
      details: table(
        [
          col('agent', 'Agent'),
          col('provider', 'Provider'),
          col('refused', 'Refused', 'boolean'),
          col('line', 'Line', 'numeric'),
        ],
        agents.map((x) => ({ agent: x.agent, provider: x.provider, refused: !x.allowed, line: x.lineNumber })),
      ),
    };
    if (!open.length) return { score: 1, evidence, ...facts };
    const patch = robotsPatch(r, open).replace('+Allow: /', '+Disallow: /');
    return {
      score: refused.length / agents.length,
      evidence,
      ...facts,
      fix: {
        title: `Refuse ${open.map((a) => a.agent).join(', ')} in robots.txt`,
        description: `These training tokens may still read the site: ${open.map((a) => `${a.agent} (${a.provider})`).join(', ')}. Refusing them keeps search and user-fetch agents untouched.`,
        stepByStep: [`Open ${r.url}.`, `Apply this change:\n${patch}`, 'Save, then re-run this analysis.'],
      },
    };
  },
});

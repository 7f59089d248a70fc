import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'statistics',
  category: 'content',
  title: 'Content includes concrete statistics',
  failureTitle: 'Content has few or no concrete numbers or statistics',
  description: 'Adding statistics is one of the three methods the GEO study (Aggarwal et al., KDD 2024) measured as raising visibility in generative answers by roughly 30-40%.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Add concrete numbers',
    description: 'Support claims with specific figures: percentages, amounts, counts, durations.',
    stepByStep: ['Find claims such as "fast" or "many customers".', 'Replace them with numbers ("delivery in 24 hours", "1,200 customers").', 'Name the source of each figure.'],
  },
  run({ content: c }) {
    const n = c.statistics.length;
    return { score: n >= 3 ? 1 : n >= 1 ? 0.6 : 0, evidence: [ev('Statistics found', n), ev('Examples', list(c.statistics, 5))] };
  },
});

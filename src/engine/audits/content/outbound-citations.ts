import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'outbound-citations',
  category: 'content',
  title: 'Content cites external sources',
  failureTitle: 'Content cites few or no external sources',
  description: 'Citing sources is one of the three methods the GEO study (Aggarwal et al., KDD 2024) measured as raising visibility in generative answers by roughly 30-40%.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Link to your sources',
    description: 'Link to reputable external sources (studies, official bodies, standards) that back up your statements.',
    stepByStep: ['For each key fact or number, find the original source.', 'Link to it from the sentence that uses it.', 'Prefer official, academic or well-known sources.'],
  },
  run({ content: c }) {
    const n = c.outboundCitations.length;
    return { score: n >= 3 ? 1 : n >= 1 ? 0.6 : 0, evidence: [ev('External links in content', n), ev('Examples', list(c.outboundCitations, 3))] };
  },
});

import { defineAudit, ev, quote } from '../helpers';

export default defineAudit({
  id: 'open-graph',
  category: 'aiLlmVisibility',
  title: 'Open Graph title, description and image are set',
  failureTitle: 'Open Graph tags are incomplete',
  description: 'Open Graph tags give assistants, chat apps and social previews a clean title, summary and image for the page when it is shared or cited.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Add Open Graph tags',
    description: 'Add og:title, og:description and og:image (1200x630 recommended) to the page head.',
    stepByStep: [
      'Most CMSs and SEO plugins have a "Social" or "Open Graph" section; fill in title, description and image.',
      'Or add <meta property="og:title">, <meta property="og:description"> and <meta property="og:image"> to the HTML head.',
      'Use an image of at least 1200x630 pixels and declare og:image:width and og:image:height.',
    ],
  },
  run({ raw }) {
    const og = raw.og;
    const have = [og.title, og.description, og.image].filter(Boolean).length;
    return {
      score: have / 3,
      evidence: [ev('og:title', quote(og.title)), ev('og:description', quote(og.description)), ev('og:image', og.image ?? 'none'), ev('og:image size', og.imageWidth && og.imageHeight ? `${og.imageWidth}x${og.imageHeight}` : 'not declared')],
    };
  },
});

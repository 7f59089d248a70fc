import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'viewport',
  category: 'technical',
  title: 'Page is mobile-friendly (viewport set, no horizontal overflow)',
  failureTitle: 'Page is not optimised for mobile',
  description: 'Search and AI platforms index the mobile version of pages first. Without a viewport tag, pages render as a shrunken desktop page and rank lower as sources.',
  requiredArtifacts: ['raw', 'rendered'],
  fix: {
    title: 'Make the page mobile-friendly',
    description: 'Add a responsive viewport meta tag and make sure nothing is wider than a phone screen.',
    stepByStep: [
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the HTML head (most modern themes do this).',
      'Open the page on a phone and check that you never need to scroll sideways.',
      'Fix wide images or tables with max-width: 100%.',
    ],
  },
  run({ raw, rendered }) {
    const vp = raw.viewport ?? rendered.facts?.viewport ?? null;
    const responsive = !!vp && /width\s*=\s*device-width/i.test(vp);
    const evidence = [ev('Viewport meta', vp), ev('Horizontal overflow at 375px', rendered.mobileOverflow === null ? 'not measured' : rendered.mobileOverflow)];
    if (!vp) return { score: 0, evidence };
    let score = responsive ? 1 : 0.6;
    if (rendered.mobileOverflow) score -= 0.3;
    return { score: Math.max(0, score), evidence };
  },
});

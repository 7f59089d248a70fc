import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'social-proof',
  category: 'authority',
  title: 'Page shows reviews, ratings or testimonials',
  failureTitle: 'Few or no reviews, ratings or testimonials',
  description: 'Reviews and ratings (especially marked up as AggregateRating) are evidence of reputation that AI answers use when recommending businesses and products.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'Show reviews and testimonials',
    description: 'Display customer reviews or testimonials and mark ratings up with AggregateRating.',
    stepByStep: ['Collect a few genuine customer testimonials or reviews.', 'Show them on the page with the customer name.', 'Add AggregateRating (ratingValue, reviewCount) to your Product or Organization JSON-LD.'],
  },
  // Which pages are reviewed (products, businesses, home pages) is declared in config.ts (appliesTo).
  run({ authority: a }) {
    const n = a.socialProofCount;
    return { score: n >= 3 ? 1 : n >= 1 ? 0.6 : 0, evidence: [ev('Social proof count', n), ev('Sources', list(a.socialProofSources))] };
  },
});

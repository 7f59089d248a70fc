import { defineAudit, ev, list, itemList } from '../helpers';
import { fixOf, listed, siteHost, topicOf, q, type Artifacts, type Fix } from '../fix-kit';
import { noReviewsSaid } from '../../computed/shown-offer';

/**
 * A page whose reviews section says it has none yet ("There are no reviews yet", "Reviews (0)", "Noch keine
 * Bewertungen"): its reviews are not ignored, they are still to come. The advice is to ask buyers for them, and
 * to mark up a rating only once they show (docs/decisions/073).
 */
function noReviewsYetFix(topic: string | null, said: string): Fix {
  const what = topic ? q(topic, 60) : 'what the page offers';
  return {
    title: `Ask customers to review ${what} (the page says ${q(said, 40)})`,
    description: `The page has a place for reviews and says ${q(said, 40)}: no customer has reviewed ${what} yet. Reviews shown on the page are what an assistant can rely on when recommending it; three or more make that safe.`,
    stepByStep: [
      `Invite customers to review ${what} (a request a few days after delivery or a visit, a note in the parcel); each review then shows on the page with the customer's name.`,
      'Mark a rating up (AggregateRating with ratingValue and reviewCount) only once reviews show on the page: until then there is no rating to mark up.',
    ],
  };
}

/** What the page shows now (count and sources) and where reviews of this page's subject would go. */
function socialProofFix(a: Artifacts): Fix {
  const { socialProofCount: n, socialProofSources: sources } = a.authority;
  const topic = topicOf(a);
  const noneYet = n ? null : noReviewsSaid(a.raw.text);
  if (noneYet) return noReviewsYetFix(topic, noneYet);
  return {
    title: n
      ? `Show more reviews (the page shows ${n})`
      : `Show reviews or testimonials of ${topic ? q(topic, 60) : siteHost(a)}`,
    description: `${n ? `The page shows ${n} sign${n > 1 ? 's' : ''} of reputation (${listed(sources, 4)})` : 'The page shows no review, rating or testimonial'}; three or more make a recommendation safe for an assistant.`,
    stepByStep: [
      `Show genuine reviews or testimonials of ${topic ? q(topic, 60) : 'what the page offers'} on the page, each with the customer's name.`,
      "Mark the rating up as AggregateRating (ratingValue, reviewCount) in the page's Product or Organization JSON-LD, only with reviews shown on the page.",
    ],
  };
}

export default defineAudit({
  id: 'social-proof',
  category: 'authority',
  title: 'Page shows reviews, ratings or testimonials',
  failureTitle: 'Few or no reviews, ratings or testimonials',
  description:
    'Reviews and ratings (especially marked up as AggregateRating) are evidence of reputation that AI answers use when recommending businesses and products.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'Show reviews and testimonials',
    description: 'Display customer reviews or testimonials and mark ratings up with AggregateRating.',
    stepByStep: [
      'Collect a few genuine customer testimonials or reviews.',
      'Show them on the page with the customer name.',
      'Add AggregateRating (ratingValue, reviewCount) to your Product or Organization JSON-LD.',
    ],
  },
  // Which pages are reviewed (products, businesses, home pages) is declared in config.ts (appliesTo).
  run(art) {
    const { authority: a } = art;
    const n = a.socialProofCount;
    const score = n >= 3 ? 1 : n >= 1 ? 0.6 : 0;
    return {
      score,
      evidence: [ev('Social proof count', n), ev('Sources', list(a.socialProofSources))],
      numericValue: n,
      numericUnit: 'count',
      details: itemList(a.socialProofSources),
      ...(score < 1 ? fixOf(() => socialProofFix(art)) : {}),
    };
  },
});

import { defineAudit, ev, list } from '../helpers';
import type { Artifacts } from '../../types';

/** schema.org types of things people review: products, businesses, services, places, courses, events. */
const REVIEWABLE =
  /^(?:Product|ProductGroup|ProductModel|IndividualProduct|Offer|AggregateOffer|Service|FinancialProduct|SoftwareApplication|MobileApplication|WebApplication|VideoGame|Course|Event|LocalBusiness|Organization|Corporation|OnlineBusiness|OnlineStore|Store|Restaurant|FoodEstablishment|Hotel|LodgingBusiness|ProfessionalService|MedicalBusiness|MedicalClinic|Dentist|Physician|LegalService|Attorney|HomeAndConstructionBusiness|AutomotiveBusiness|HealthAndBeautyBusiness|TouristAttraction|Place|Book|Movie|Recipe|[A-Z][A-Za-z]*(?:Business|Store|Service|Shop|Clinic))$/;
const ARTICLE =
  /^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|TechArticle|AnalysisNewsArticle|OpinionNewsArticle|ReviewNewsArticle|BackgroundNewsArticle|ReportageNewsArticle|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|Review|CriticReview|FAQPage|QAPage)$/;

/**
 * Whether reviews belong on this page: a product, business, service or the site's home page. An article,
 * a news story or a reference page is not reviewed by its readers, so "no reviews" is no finding there.
 * TODO: the page-type module (computed/page-type.ts, passed by the runner) replaces this local guess.
 */
export function reviewsApply(a: Artifacts): { applies: boolean; reason: string } {
  const types = [...new Set([...a.structuredData.allTypes].map((t) => t.replace(/^.*[/#:]/, '')))];
  const reviewable = types.find((t) => REVIEWABLE.test(t) && !/^(?:NewsMediaOrganization|Organization|Corporation)$/.test(t));
  const article = types.find((t) => ARTICLE.test(t));
  const og = (a.raw.og.type ?? '').toLowerCase();
  if (reviewable && !article) return { applies: true, reason: `schema.org type ${reviewable}` };
  if (og.startsWith('product') || og === 'business.business' || og === 'restaurant.restaurant') return { applies: true, reason: `og:type ${og}` };
  if (article) return { applies: false, reason: `an article (schema.org type ${article})` };
  if (og === 'article' || og.startsWith('article')) return { applies: false, reason: `an article (og:type ${og})` };
  try {
    if (/^\/(?:index\.\w+)?$/.test(new URL(a.document.finalUrl).pathname)) return { applies: true, reason: 'the site\'s home page' };
  } catch {
    /* not a URL */
  }
  if (reviewable) return { applies: true, reason: `schema.org type ${reviewable}` };
  return { applies: false, reason: 'not a product, business or service page' };
}

export default defineAudit({
  id: 'social-proof',
  category: 'authority',
  title: 'Page shows reviews, ratings or testimonials',
  failureTitle: 'Few or no reviews, ratings or testimonials',
  description: 'Reviews and ratings (especially marked up as AggregateRating) are evidence of reputation that AI answers use when recommending businesses and products.',
  requiredArtifacts: ['authority', 'structuredData', 'raw', 'document'],
  fix: {
    title: 'Show reviews and testimonials',
    description: 'Display customer reviews or testimonials and mark ratings up with AggregateRating.',
    stepByStep: ['Collect a few genuine customer testimonials or reviews.', 'Show them on the page with the customer name.', 'Add AggregateRating (ratingValue, reviewCount) to your Product or Organization JSON-LD.'],
  },
  run(artifacts) {
    const a = artifacts.authority;
    const n = a.socialProofCount;
    const evidence = [ev('Social proof count', n), ev('Sources', list(a.socialProofSources))];
    const scope = reviewsApply(artifacts);
    if (!scope.applies) return { score: null, evidence: [...evidence, ev('Not applicable', `Reviews and testimonials are expected of products, businesses and services; this page is ${scope.reason}.`)] };
    return { score: n >= 3 ? 1 : n >= 1 ? 0.6 : 0, evidence };
  },
});

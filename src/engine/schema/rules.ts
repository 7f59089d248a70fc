/**
 * Required and recommended properties of the main schema.org types (decision 014 has the table with
 * its sources). "Required" is Google's where Google documents a rich result for the type; elsewhere it
 * is the least a node needs to identify anything (schema.org itself makes no property required), and
 * the rule says so. A rule applies to its type and every subtype; a node gets the most specific rules.
 */

/** A property, or several of which any one will do; "location.geo" is a property of the node another one names. */
export type Requirement = string | string[];

export interface TypeRule {
  type: string;
  /** 'google': the rich-result documentation; 'getseen': the minimum that identifies the thing (schema.org expected properties, nothing is required there). */
  source: 'google' | 'getseen';
  /** Shown in messages: "required by Google for product rich results". */
  feature: string;
  doc: string;
  required: Requirement[];
  recommended: Requirement[];
  /** Only when the node is reached from one of these types (an Offer's price matters under a Product). */
  under?: string[];
  /** Only when the node is not embedded in, or referenced from, another node. */
  topLevelOnly?: Requirement[];
  /** The recommended properties count only on the site's home page, where Google reads this type (site names). */
  recommendedOnHomePage?: boolean;
}

const G = 'https://developers.google.com/search/docs/appearance/structured-data/';

export const TYPE_RULES: TypeRule[] = [
  {
    type: 'Article',
    source: 'google',
    feature: 'article rich results',
    doc: `${G}article`,
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
  },
  {
    type: 'Product',
    source: 'google',
    feature: 'product rich results',
    doc: `${G}product-snippet`,
    required: ['name', ['offers', 'review', 'aggregateRating']],
    recommended: [
      'image',
      'description',
      'offers',
      'aggregateRating',
      'review',
      'brand',
      ['sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn'],
    ],
  },
  {
    type: 'Offer',
    source: 'google',
    feature: 'product rich results',
    doc: `${G}product-snippet#offer-details`,
    under: ['Product'],
    required: [['price', 'priceSpecification']],
    recommended: ['priceCurrency', 'availability', 'priceValidUntil'],
  },
  {
    type: 'AggregateOffer',
    source: 'google',
    feature: 'product rich results',
    doc: `${G}product-snippet#aggregate-offer`,
    under: ['Product'],
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
  },
  {
    type: 'AggregateRating',
    source: 'google',
    feature: 'review snippets',
    doc: `${G}review-snippet#aggregated-rating-type-definition`,
    required: ['ratingValue', ['ratingCount', 'reviewCount']],
    topLevelOnly: ['itemReviewed'],
    recommended: ['bestRating', 'worstRating'],
  },
  {
    type: 'Review',
    source: 'google',
    feature: 'review snippets',
    doc: `${G}review-snippet#review-properties`,
    required: ['author', 'reviewRating'],
    topLevelOnly: ['itemReviewed'],
    recommended: ['datePublished'],
  },
  {
    type: 'FAQPage',
    source: 'google',
    feature: 'FAQ results (retired by Google in May 2026; the structure is still what assistants read)',
    doc: `${G}faqpage`,
    required: ['mainEntity'],
    recommended: [],
  },
  {
    type: 'Question',
    source: 'google',
    feature: 'FAQ and Q&A results',
    doc: `${G}faqpage#question`,
    required: ['name', ['acceptedAnswer', 'suggestedAnswer']],
    recommended: [],
  },
  {
    type: 'Answer',
    source: 'google',
    feature: 'FAQ and Q&A results',
    doc: `${G}faqpage#answer`,
    required: ['text'],
    recommended: [],
  },
  {
    type: 'Organization',
    source: 'getseen',
    feature: 'an identifiable organisation (Google requires nothing here)',
    doc: `${G}organization`,
    required: ['name'],
    recommended: ['url', 'logo', 'sameAs', 'description'],
  },
  {
    type: 'LocalBusiness',
    source: 'google',
    feature: 'local business rich results',
    doc: `${G}local-business`,
    required: ['name', 'address'],
    // The same facts in schema.org's other forms are the business's facts to every reader: Rank Math writes the
    // hours as openingHours ("Mo-Fr 09:00-17:30") and the coordinates on the Place its `location` names.
    recommended: [
      'url',
      'telephone',
      'image',
      'sameAs',
      ['geo', 'location.geo'],
      ['openingHoursSpecification', 'openingHours'],
      'priceRange',
    ],
  },
  {
    type: 'Person',
    source: 'getseen',
    feature: 'an identifiable person (Google requires only name, on profile pages)',
    doc: `${G}profile-page`,
    required: ['name'],
    recommended: ['url', 'sameAs'],
  },
  {
    type: 'BreadcrumbList',
    source: 'google',
    feature: 'breadcrumb rich results',
    doc: `${G}breadcrumb`,
    required: ['itemListElement'],
    recommended: [],
  },
  {
    type: 'ListItem',
    source: 'google',
    feature: 'breadcrumb rich results',
    doc: `${G}breadcrumb#list-item`,
    under: ['BreadcrumbList'],
    // `item` is required of every crumb but the trail's last (spareLastCrumb in validate.ts).
    required: ['position', ['name', 'item'], 'item'],
    recommended: [],
  },
  {
    type: 'HowTo',
    source: 'getseen',
    feature: 'a usable how-to (Google retired How-to results in 2023)',
    doc: 'https://schema.org/HowTo',
    required: ['name', 'step'],
    recommended: ['image', 'totalTime', 'supply', 'tool'],
  },
  {
    type: 'Recipe',
    source: 'google',
    feature: 'recipe rich results',
    doc: `${G}recipe`,
    required: ['name', 'image'],
    recommended: [
      'author',
      'datePublished',
      'description',
      'recipeIngredient',
      'recipeInstructions',
      'totalTime',
      'recipeYield',
      'aggregateRating',
    ],
  },
  {
    type: 'Event',
    source: 'google',
    feature: 'event rich results',
    doc: `${G}event`,
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'image',
      'offers',
      'organizer',
      'performer',
    ],
  },
  {
    type: 'WebSite',
    source: 'google',
    feature: 'site names in Google Search',
    doc: `${G}site-names`,
    required: ['name', 'url'],
    recommended: ['alternateName'],
    // "Site names … are read from the home page" (Google, "Provide a site name", read 2026-11-30).
    recommendedOnHomePage: true,
  },
];

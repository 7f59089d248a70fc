/**
 * What kind of page this is, with the reason, so that audits judge it against what such a page
 * should have: no reviews demanded of a news article, no FAQ of a product page. Evidence in order
 * of strength: the page's own schema.org types, og:type, the URL, the content's shape.
 */
import type { PageTypeId } from '@/shared/analysis';
import { jsonLdTypesOf } from './structured-data';
import { isSubtypeOf } from '../schema/vocabulary';
import { hostOf } from './link-kinds';
import { datelineDate, visibleDate } from './visible-date';
import { DOCS_GENERATOR, WIKI_GENERATOR } from '../gather/facts/platform';
import { fictionContentOf, fictionMarkupOf } from './fiction-page';
import { reviewedItems } from './review-subject';
import type { Artifacts } from '../types';
import { oncePerAnalysis } from './once-per-analysis';
import { priceBesideCart } from './shown-offer';
import { pasteHostOf } from './platform-post';
import { registryRecordOf } from './registry-record';

export interface PageTypeResult {
  type: PageTypeId;
  /** Shown in the report: "schema.org type NewsArticle", "URL path /blog/…". */
  reason: string;
  /** A reference page's kind: an encyclopedia's or a wiki's entry, a manual's (documentation) page, a registry's record. */
  reference?: 'wiki' | 'docs' | 'record';
}

/** schema.org types (and common subtypes) per page type; the first page type whose list matches wins. */
const SCHEMA_TYPES: [PageTypeId, string[]][] = [
  [
    'product',
    ['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'Car', 'Vehicle', 'SoftwareApplication', 'Book'],
  ],
  ['reference', ['TechArticle', 'APIReference']],
  ['faq', ['FAQPage', 'QAPage', 'HowTo']],
  // A short story is a literary work by definition (schema.org: "a brief work of literature"); a Chapter or a
  // Book may be a manual's or a shop's, so they say nothing alone (docs/decisions/046).
  ['fiction', ['ShortStory']],
  [
    'article',
    [
      'Article',
      'NewsArticle',
      'BlogPosting',
      'Report',
      'ScholarlyArticle',
      'AnalysisNewsArticle',
      'OpinionNewsArticle',
      'ReviewNewsArticle',
      'LiveBlogPosting',
      'SocialMediaPosting',
      'Review',
      'Recipe',
    ],
  ],
  [
    'local-business',
    [
      'LocalBusiness',
      'Restaurant',
      'Bakery',
      'CafeOrCoffeeShop',
      'Store',
      'Dentist',
      'Physician',
      'LegalService',
      'Attorney',
      'AutoRepair',
      'HomeAndConstructionBusiness',
      'Plumber',
      'Electrician',
      'HairSalon',
      'BeautySalon',
      'Hotel',
      'LodgingBusiness',
      'FoodEstablishment',
      'MedicalBusiness',
      'ProfessionalService',
      'RealEstateAgent',
      'FinancialService',
      'AccountingService',
    ],
  ],
  // A code repository's page is its software's documentation (a README); last, so that a blog post
  // that marks up a code sample stays an article.
  ['reference', ['SoftwareSourceCode']],
  // A page that declares itself the site's About or Contact page, a listing or a checkout is none of the kinds
  // above, whatever og:type a plugin writes on every page (docs/decisions/066).
  // An event's page is the event's, whatever tickets it offers; a job posting is its employer's (decision 155).
  ['other', ['AboutPage', 'ContactPage', 'CollectionPage', 'SearchResultsPage', 'CheckoutPage', 'Event', 'JobPosting']],
  // Last: an Offer is how something is sold; alone, the page sells it.
  ['product', ['Offer', 'AggregateOffer']],
];

const URL_PATTERNS: [PageTypeId, RegExp][] = [
  // A shop's or a blog's listing (Shopify's /collections/coffee, WooCommerce's /product-category/bags/): many items,
  // none of them the page's own; a product's page below it (/collections/coffee/products/kochere) is the product's.
  ['other', /\/(?:collections|product-category|categories|category)\/[^/]+\/?$/i],
  ['product', /\/(products?|shop|store|item|p|dp)\/[^/]+/i],
  ['reference', /\/(wiki|docs?|documentation|manual|reference|api-?reference|handbook)(\/|$)/i],
  // A help centre's article (Zendesk's /hc/en-us/articles/…, Intercom's /en/articles/… on a help host) is an answer.
  ['faq', /\/(faqs?|help|support|kb|knowledge-?base|hc)(\/|$)/i],
  [
    'article',
    /\/(blog|news|articles?|posts?|stories|story|magazine|journal|press|diary|columns?)\/[^/]+|\/(19|20)\d\d\/\d{1,2}\/|\/(19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=[-_.]|$)/i,
  ],
];

/** Every type listed above, by name. */
const LISTED = new Set(SCHEMA_TYPES.flatMap(([, names]) => names));

/** Every schema.org type that declares an article, for telling a plain WebPage from one. */
const ARTICLE_TYPES = new Set(SCHEMA_TYPES.find(([t]) => t === 'article')![1]);

/** schema.org types of signed work: a docs engine's blog post is an article, not a manual page. */
const SIGNED_WORK =
  /^(?:BlogPosting|NewsArticle|AnalysisNewsArticle|OpinionNewsArticle|ReviewNewsArticle|LiveBlogPosting|SocialMediaPosting|Review|Recipe)$/;

/**
 * A wiki page or a documentation page, from what the publishing software writes into it: the generator
 * meta tag and the markup only those engines write. Null when nothing says so.
 */
function referenceOf(a: Artifacts, types: Set<string>, pathname: string): PageTypeResult | null {
  const generator = a.raw.generator ?? '';
  const markers = a.raw.platformMarkers ?? [];
  const wiki = WIKI_GENERATOR.test(generator)
    ? `generator ${generator}`
    : markers.find((m) => m.startsWith('wiki:'))?.replace(/^wiki:(.*)$/, '$1 markup');
  // A wiki page is written and revised by its contributors, whatever schema.org type it declares.
  if (wiki)
    return {
      type: 'reference',
      reason: `a wiki page (${wiki}): written and revised by many contributors`,
      reference: 'wiki',
    };
  if ([...types].some((t) => SIGNED_WORK.test(t)) || /\/(blog|news|posts?)\//i.test(pathname)) return null;
  const docs = DOCS_GENERATOR.test(generator)
    ? `generator ${generator}`
    : markers.find((m) => m.startsWith('docs:'))?.replace(/^docs:(.*)$/, '$1 markup');
  if (docs) return { type: 'reference', reason: `a documentation page (${docs})`, reference: 'docs' };
  // A page that links to its own source for anyone to edit, and names no author, is maintained collectively.
  const edit = markers.find((m) => m.startsWith('edit:'));
  if (edit && !a.authority.author)
    return {
      type: 'reference',
      reason: `a page maintained collectively (${edit.slice(5)}) that names no author`,
      reference: 'docs',
    };
  return null;
}

/** The kind the page's schema.org types declare; with several, og:type names the page's own kind. */
function schemaKindOf(types: Set<string>, og: string): PageTypeResult | null {
  // A listed type, or a subtype of one (MobileApplication of SoftwareApplication, Winery of FoodEstablishment) that is
  // listed under no kind itself (Recipe, a HowTo by the vocabulary, is listed as an article); the page's own thing
  // before the Offer it sells it by.
  const hits = SCHEMA_TYPES.map(([pageType, names]) => {
    const found = [...types].filter(
      (t) => names.includes(t) || (!LISTED.has(t) && names.some((n) => isSubtypeOf(t, n))),
    );
    return { pageType, hit: found.find((t) => !/Offer$/.test(t)) ?? found[0] };
  }).filter((x, i, all) => x.hit && all.findIndex((y) => y.hit && y.pageType === x.pageType) === i);
  // Several kinds declared (a news story about a product): og:type names the page's own kind.
  const ogKind = og.startsWith('article') ? 'article' : og.startsWith('product') ? 'product' : null;
  const pick = hits.find((x) => x.pageType === ogKind) ?? hits[0];
  if (!pick) return null;
  const others = hits.filter((x) => x !== pick).map((x) => x.hit);
  return {
    type: pick.pageType,
    reason: `schema.org type ${pick.hit}${others.length ? ` (also ${others.join(', ')}; og:type ${og || 'not set'})` : ''}`,
  };
}

/** og:type values and schema.org types that declare a page of a kind without a page type of its own. */
const MEDIA_OG = /^(?:video|music|book|profile)(?:\.[a-z_]+)?/;
const MEDIA_TYPES = new Set(['VideoObject', 'MusicRecording', 'MusicAlbum', 'Movie', 'Book', 'ProfilePage']);

/** Prose enough for a signed or dated page to be an article: a short news item is one (docs/decisions/033). */
const ARTICLE_MIN_WORDS = 150;
/** An unsigned page needs more: its date alone says less than a byline and a date. */
const UNSIGNED_ARTICLE_MIN_WORDS = 300;

/** A price shown just before a buying control ("1,320円(税込) … カートに入れる"): the page sells one thing. */
function priceAndCart(text: string): string | null {
  const shown = priceBesideCart(text);
  return shown?.price ? `the price ${shown.price} beside "${shown.control}"` : null;
}

/** An article's shape, or an FAQ's, when nothing declares the page's kind. */
function contentShapeOf(a: Artifacts, plainWebPage: boolean): PageTypeResult | null {
  // An article's shape: an <article> landmark, a publication date and a body of prose. A page that declares itself a
  // plain WebPage must show its date: a theme wraps every page in <article>, and Yoast dates every WebPage node.
  if (
    a.raw.landmarks.article &&
    a.content.datePublished &&
    a.content.mainWordCount >= ARTICLE_MIN_WORDS &&
    (!plainWebPage || visibleDate(a))
  )
    return {
      type: 'article',
      reason: `an <article> with a publication date (${a.content.datePublished}) and ${a.content.mainWordCount} words`,
    };
  // Or signed and dated where a reader sees it: a byline, a date near the top and a body of prose (a review, a
  // news story whose markup declares neither).
  const shown = a.raw.bylineText && a.authority.author ? visibleDate(a) : null;
  if (shown && a.content.mainWordCount >= ARTICLE_MIN_WORDS)
    return {
      type: 'article',
      reason: `a byline (${a.authority.author}), the date ${shown.text} shown on the page and ${a.content.mainWordCount} words`,
    };
  // Or dated where a dateline sits, unsigned, with a longer body of prose: a news story or press release that
  // names its source, not its writer ("2017-03-10 09:58 来源：网易科学人" under its heading).
  const dateline = datelineDate(a);
  if (dateline && a.content.mainWordCount >= UNSIGNED_ARTICLE_MIN_WORDS)
    return {
      type: 'article',
      reason: `the date ${dateline.text} in its dateline and ${a.content.mainWordCount} words`,
    };
  // Or a shop's page: a price beside a buying control, whatever its markup declares (BookWalker's book).
  const selling = priceAndCart(a.raw.text);
  if (selling) return { type: 'product', reason: selling };
  if (a.content.questionHeadings.length >= 3 && a.content.faqSchema)
    return { type: 'faq', reason: `${a.content.questionHeadings.length} question headings with FAQ markup` };
  return null;
}

const lastPart = (t: string) => t.replace(/^.*[/#]/, '');

/**
 * The schema.org types the page declares for itself: not those of what its own review is about (a book
 * review's Book is the item reviewed, not the page's product: docs/decisions/050), unless another node
 * declares them too. `reviewed`: the types left out.
 */
function declaredTypes(sd: Artifacts['structuredData']): { types: Set<string>; reviewed: string[] } {
  const subjects = reviewedItems(sd);
  const counted = (sd.entities ?? []).filter((e) => e.sound && e.node);
  const nodes = sd.entities?.length ? counted.filter((e) => !subjects.has(e.index)).map((e) => e.node!) : sd.nodes;
  const own = new Set(nodes.flatMap(jsonLdTypesOf).map(lastPart));
  const reviewed = new Set(
    counted
      .filter((e) => subjects.has(e.index))
      .flatMap((e) => jsonLdTypesOf(e.node!).map(lastPart))
      .filter((t) => !own.has(t)),
  );
  const all = [...own, ...sd.microdataTypes.map(lastPart), ...sd.rdfaTypes.map(lastPart)];
  return { types: new Set(all.filter((t) => !reviewed.has(t))), reviewed: [...reviewed] };
}

/** The pipeline, the drafts and several audits ask for the page type. */
export const detectPageType = oncePerAnalysis(pageTypeOf);

/**
 * A reference page that names no author: an encyclopedia's entry or a manual's page is its contributors' or its
 * project's, no one person's, so a drafted node credits its publisher as its author (decision 124).
 */
export const writtenCollectively = (a: Artifacts): boolean =>
  detectPageType(a).type === 'reference' && !a.authority?.author;

function pageTypeOf(a: Artifacts): PageTypeResult {
  const { types, reviewed } = declaredTypes(a.structuredData);
  let pathname = '/';
  try {
    pathname = new URL(a.document.finalUrl).pathname;
  } catch {
    /* keep '/' */
  }
  // A story platform's reader markup is decisive, whatever og:type the platform writes (Royal Road's is "article").
  const fiction = fictionMarkupOf(a);
  if (fiction) return fiction;
  const reference = referenceOf(a, types, pathname);
  if (reference) return reference;
  // A paste host writes the same og:type, poster and date on every paste, whatever was pasted: only the text
  // itself can say what it is (decision 115).
  const paste = pasteHostOf(a.document.finalUrl);
  if (paste)
    return (
      fictionContentOf(a) ?? {
        type: 'other',
        reason: `a paste on ${paste}: the host writes the same og:type, poster and date on every paste, and nothing in the text marks a kind`,
      }
    );
  // A kind declared in a nonstandard tag (name=, value=) is still the publisher's own word on the page's kind.
  const ogWritten = a.raw.og.type ? null : a.raw.ogNonstandard.find((t) => t.property === 'og:type');
  const og = (a.raw.og.type ?? ogWritten?.text ?? '').toLowerCase();
  const ogReason = ogWritten ? `og:type ${og}, written as ${ogWritten.tag}` : `og:type ${og}`;
  const schemaKind = schemaKindOf(types, og);
  // The site's root is its home page, whatever sections it marks up (an FAQ, a rating); a local business's is the business.
  if (/^\/(index\.\w+|home\/?)?$/i.test(pathname))
    return schemaKind?.type === 'local-business'
      ? { ...schemaKind, reason: `the home page of a local business (${schemaKind.reason})` }
      : {
          type: 'home',
          reason: `the site's home page (URL path ${pathname}${schemaKind ? `; it also declares ${schemaKind.reason}` : ''})`,
        };
  if (schemaKind)
    return reviewed.length
      ? {
          ...schemaKind,
          reason: `${schemaKind.reason}; the ${reviewed.join(', ')} it reviews is not the page's own kind`,
        }
      : schemaKind;
  // A registry's record declares no kind of its own: NCBI writes og:type "article" on every study record.
  const record = registryRecordOf(a);
  if (record)
    return {
      type: 'reference',
      reason: `a registry's record: it names itself ${record.identifier} and sets out ${record.fields} labelled fields, unsigned`,
      reference: 'record',
    };
  // A page its markup declares a plain WebPage, no article: og:type "article" is the SEO plugin's default for every
  // page (Yoast's and Rank Math's), not the publisher's word on this one (docs/decisions/066).
  const plainWebPage = types.has('WebPage') && !schemaKind && ![...types].some((t) => ARTICLE_TYPES.has(t));
  if (og.startsWith('article') && !plainWebPage) return { type: 'article', reason: ogReason };
  if (og.startsWith('product')) return { type: 'product', reason: ogReason };
  // A help centre's own host (support.example.com, help.example.com, Intercom's *.intercom.help) answers questions.
  const host = hostOf(a.document.finalUrl) ?? '';
  if (/^(?:support|help|helpcenter|help-center|kb|faq)\.|\.intercom\.help$/.test(host))
    return { type: 'faq', reason: `a help centre's host (${host})` };
  for (const [pageType, re] of URL_PATTERNS) {
    const m = re.exec(pathname);
    if (!m) continue;
    const reason = `URL path ${m[0]}${pageType === 'other' ? ', a listing of items' : ''}`;
    if (pageType !== 'reference') return { type: pageType, reason };
    return { type: pageType, reason, reference: /^\/wiki\b/i.test(m[0]) ? 'wiki' : 'docs' };
  }
  // A page that declares itself a video, a song, a book or a profile is none of the kinds above, whatever its shape.
  const media = og.match(MEDIA_OG)?.[0] ?? [...types].find((t) => MEDIA_TYPES.has(t));
  if (media) return { type: 'media', reason: `it declares itself a ${media} (not an article, product or FAQ)` };
  return (
    contentShapeOf(a, plainWebPage) ??
    fictionContentOf(a) ?? {
      type: 'other',
      reason: 'no schema.org type, og:type, URL or content shape that marks a specific kind of page',
    }
  );
}

/**
 * Which audits run, their weight inside their category, and why. Audits never
 * carry their own weight (Lighthouse default-config pattern).
 */
import { PageTypeIdSchema, type PageTypeId } from '@/shared/analysis';
import type { Artifacts, Audit } from './types';
import structuredData from './audits/ai-visibility/structured-data';
import schemaTypes from './audits/ai-visibility/schema-types';
import llmsTxt from './audits/ai-visibility/llms-txt';
import titleTag from './audits/ai-visibility/title-tag';
import metaDescription from './audits/ai-visibility/meta-description';
import openGraph from './audits/ai-visibility/open-graph';
import sitemap from './audits/ai-visibility/sitemap';
import https from './audits/technical/https';
import viewport from './audits/technical/viewport';
import canonical from './audits/technical/canonical';
import httpStatus from './audits/technical/http-status';
import redirects from './audits/technical/redirects';
import pageSpeed from './audits/technical/page-speed';
import hreflang from './audits/technical/hreflang';
import langAttribute from './audits/technical/lang-attribute';
import mainContentLength from './audits/content/main-content-length';
import headingStructure from './audits/content/heading-structure';
import readability from './audits/content/readability';
import listsAndTables from './audits/content/lists-and-tables';
import questionHeadings from './audits/content/question-headings';
import statistics from './audits/content/statistics';
import quotations from './audits/content/quotations';
import outboundCitations from './audits/content/outbound-citations';
import contentFreshness from './audits/content/content-freshness';
import { personalEssay } from './computed/personal-essay';
import { colophonPage, noticeAnswersNoQuestions, noticeLength } from './computed/colophon';
import imageAltText from './audits/content/image-alt-text';
import robotsAiAccess from './audits/accessibility/robots-ai-access';
import aiCrawlerLiveAccess from './audits/accessibility/ai-crawler-live-access';
import robotsDirectives from './audits/accessibility/robots-directives';
import javascriptDependence from './audits/accessibility/javascript-dependence';
import semanticLandmarks from './audits/accessibility/semantic-landmarks';
import trainingOptOuts from './audits/accessibility/training-opt-outs';
import authorInfo from './audits/authority/author-info';
import credentials from './audits/authority/credentials';
import aboutPage from './audits/authority/about-page';
import contactInfo from './audits/authority/contact-info';
import privacyPolicy from './audits/authority/privacy-policy';
import socialProof from './audits/authority/social-proof';
import organizationIdentity from './audits/authority/organization-identity';
import { writersText } from './computed/writers-text';
import { recipePage, recipeQuotesNoOne } from './computed/recipe-page';
import { eventDated, listingStatesItsOwn, listingUnsigned } from './computed/listing-page';
import { dealsList } from './computed/deals-list';
import { MISSING_MARKUP_ALARMS, ON_BUSINESS_PAGES, ON_THIN_TEXT } from './alarm-when';
import {
  ownAnnouncement,
  ownSource,
  speaksForOrganisation,
  UNMEASURED_KIND,
  UNSIGNED_KIND,
  UNSOURCED_KIND,
  humourPiece,
  transcript,
  longOnlyBySiteName,
} from './why-advice';
import { A_STORY, HELP_PAGE_VOICE, NO_BYLINE_EXPECTED } from './why-not-applicable';

type Effort = 'quick' | 'medium' | 'large';

interface AuditConfigEntry {
  audit: Audit;
  /** Weight inside the audit's category. */
  weight: number;
  /** One-line reason for the weight. */
  reason: string;
  /** A non-technical owner can do it in a CMS without a developer. */
  quickFix?: boolean;
  effort: Effort;
  /** The page types the audit applies to; elsewhere it is not applicable (weighs 0), never failed. Absent = every page. */
  appliesTo?: PageTypeId[];
  /** Shown beside "not applicable": why such pages are not expected to have it. */
  whyNotApplicable?: string;
  /** The same, said for one page type where its reason is its own (a story's, docs/decisions/046). */
  whyNotApplicableOn?: Partial<Record<PageTypeId, string>>;
  /** Why the audit does not fit this page, whatever its type (an essay of no declared kind has no FAQ to answer), or null. */
  notApplicableWhen?: (a: Artifacts, pageType?: PageTypeId) => string | null;
  /** Page types on which the audit is advice only: it runs and shows its finding, but weighs 0 (docs/decisions/031). */
  adviceOn?: PageTypeId[];
  /** Shown on those pages: why the finding is advice there. */
  whyAdvice?: string;
  /** Why the audit is advice only on this page, whatever its type (a press release needs no byline), or null. */
  adviceWhen?: (a: Artifacts, pageType?: PageTypeId) => string | null;
  /** On a page with too little text (thinText), its failure follows from that, and so does its fix (decision 057). */
  needsText?: boolean;
  /**
   * On a member's post on a platform (a tweet's page: `authority.postOn`), the post's writer can act on this: its
   * words, its images' descriptions, their profile. Any other fix there is the platform's (platform-fix.ts).
   */
  byWriter?: boolean;
  /**
   * Where the finding is a red flag when its points make it one (docs/decisions/138, 146, 147); elsewhere it is a fix
   * in the recommendations only. Absent: wherever its points do. `isThin` says whether the page's text is too short
   * to stand alone; `pageType` is the page's kind (absent only where no type was detected).
   */
  alarmWhen?: (a: Artifacts, isThin: () => boolean, pageType?: PageTypeId) => boolean;
}

/** Prose pages that cite their sources and give figures: where sourcing signals belong. */
const PROSE: PageTypeId[] = ['article', 'faq', 'reference', 'other'];
/**
 * Prose signed by someone. An encyclopedia, wiki or manual page is written and revised by many hands and
 * carries no byline by nature (docs/decisions/031).
 */
const SIGNED: PageTypeId[] = ['article', 'faq', 'other'];
/** Every page type but stories, poems and books' texts: for advice that is about rewriting the page's words. */
const NOT_FICTION: PageTypeId[] = PageTypeIdSchema.options.filter((t) => t !== 'fiction');
export const AUDIT_CONFIG: AuditConfigEntry[] = [
  // AI/LLM Visibility
  {
    audit: structuredData,
    weight: 2,
    effort: 'medium',
    reason:
      'Google reads schema.org markup for rich results and to understand a page, but its AI features need no extra markup: without it, engines read the text.',
    alarmWhen: MISSING_MARKUP_ALARMS,
  },
  {
    audit: schemaTypes,
    weight: 3,
    effort: 'medium',
    reason: 'A typed entity plus publisher identity removes ambiguity about what and who the page is.',
    alarmWhen: MISSING_MARKUP_ALARMS,
  },
  {
    audit: llmsTxt,
    weight: 3,
    effort: 'quick',
    reason: 'llms.txt is the emerging direct channel to language models, cheap to add.',
  },
  {
    audit: titleTag,
    weight: 3,
    effort: 'quick',
    quickFix: true,
    reason: 'The title is the source name shown in AI answers.',
    adviceWhen: longOnlyBySiteName,
  },
  {
    audit: metaDescription,
    weight: 2,
    effort: 'quick',
    quickFix: true,
    reason:
      'A summary Google may show as the snippet when it describes the page better than its text, from which snippets are mostly drawn.',
  },
  {
    audit: openGraph,
    weight: 1,
    effort: 'quick',
    quickFix: true,
    reason: 'Helps previews and citations, but secondary to title and description.',
  },
  {
    audit: sitemap,
    weight: 1,
    effort: 'quick',
    reason: 'Helps crawlers find the pages of large, new or poorly linked sites; linked pages are found without one.',
  },
  // Technical
  { audit: httpStatus, weight: 5, effort: 'medium', reason: 'A page that errors cannot be used at all.' },
  { audit: https, weight: 3, effort: 'medium', reason: 'Security is a baseline trust and ranking requirement.' },
  { audit: viewport, weight: 2, effort: 'medium', reason: 'Mobile-first indexing is the norm.' },
  { audit: pageSpeed, weight: 3, effort: 'large', reason: 'AI fetchers have short time-outs; slow pages are skipped.' },
  { audit: canonical, weight: 2, effort: 'quick', reason: 'Avoids split signals between duplicate addresses.' },
  { audit: redirects, weight: 1, effort: 'medium', reason: 'Redirect chains waste crawl budget but rarely block.' },
  {
    audit: langAttribute,
    weight: 1,
    effort: 'quick',
    reason: 'Language declaration is small but helps answer matching.',
  },
  { audit: hreflang, weight: 1, effort: 'medium', reason: 'Only matters for multilingual sites.' },
  // Content
  {
    audit: mainContentLength,
    byWriter: true,
    weight: 4,
    effort: 'large',
    adviceWhen: noticeLength,
    reason: 'Without substantial text there is nothing to cite.',
  },
  {
    audit: headingStructure,
    byWriter: true,
    weight: 3,
    effort: 'medium',
    quickFix: true,
    reason: 'Headings define the passages language models retrieve.',
  },
  {
    audit: questionHeadings,
    byWriter: true,
    needsText: true,
    weight: 3,
    effort: 'medium',
    quickFix: true,
    appliesTo: ['faq', 'home', 'local-business', 'other'],
    whyNotApplicable:
      'Articles, product and reference pages, songs, videos, books and profiles have no list of questions to answer.',
    whyNotApplicableOn: { fiction: A_STORY },
    // A colophon or a notice says so first, though it names its writer (decision 151).
    notApplicableWhen: (a, t) => noticeAnswersNoQuestions(a, t) ?? writersText(a, t),
    reason:
      'Question-shaped content maps directly onto prompts; not demanded of articles or product pages, which have none to answer.',
  },
  {
    audit: statistics,
    byWriter: true,
    needsText: true,
    weight: 2,
    effort: 'medium',
    appliesTo: [...PROSE, 'product'],
    whyNotApplicableOn: { fiction: A_STORY },
    adviceOn: ['reference'],
    whyAdvice:
      'A manual, an encyclopedia or a registry’s record gives the figures its subject has: the GEO study measured rewrites of web answers, not reference pages.',
    adviceWhen: (a, t) =>
      personalEssay(a, t) ?? colophonPage(a, t) ?? humourPiece(a) ?? transcript(a) ?? UNMEASURED_KIND(a, t),
    reason: 'GEO study: statistics raise generative-answer visibility ~30-40%.',
    // A gain forgone, not an alarm, but where a buyer compares specifications or the text is too short (decision 147).
    alarmWhen: (_a, isThin, pageType) => pageType === 'product' || isThin(),
  },
  {
    audit: outboundCitations,
    byWriter: true,
    needsText: true,
    weight: 2,
    effort: 'medium',
    appliesTo: PROSE,
    whyNotApplicableOn: { fiction: A_STORY },
    notApplicableWhen: (a) => listingStatesItsOwn(a) ?? dealsList(a),
    adviceOn: ['faq'],
    whyAdvice: HELP_PAGE_VOICE,
    adviceWhen: (a, t) =>
      UNSOURCED_KIND(a, t) ??
      ownSource(a, t) ??
      recipePage(a) ??
      personalEssay(a, t) ??
      ownAnnouncement(a) ??
      humourPiece(a) ??
      transcript(a),
    reason: 'GEO study: cited sources raise generative-answer visibility ~30-40%.',
    alarmWhen: ON_THIN_TEXT,
  },
  {
    audit: quotations,
    byWriter: true,
    needsText: true,
    weight: 1,
    effort: 'medium',
    appliesTo: SIGNED,
    whyNotApplicable:
      'An encyclopedia, a manual or a registry’s record states facts in its own words and cites them; it does not quote people.',
    whyNotApplicableOn: { fiction: A_STORY },
    notApplicableWhen: (a) => recipeQuotesNoOne(a) ?? listingStatesItsOwn(a) ?? dealsList(a),
    adviceOn: ['faq'],
    whyAdvice: HELP_PAGE_VOICE,
    adviceWhen: (a, t) =>
      UNSOURCED_KIND(a, t) ?? ownSource(a, t) ?? personalEssay(a, t) ?? humourPiece(a) ?? transcript(a),
    reason: 'GEO study: quotations help, but fit fewer page types.',
    alarmWhen: ON_THIN_TEXT,
  },
  {
    audit: listsAndTables,
    byWriter: true,
    needsText: true,
    weight: 2,
    effort: 'medium',
    appliesTo: NOT_FICTION,
    whyNotApplicable:
      'A story, a poem or a book’s text has no steps, specifications or comparisons to set out as lists or tables: its form is the author’s (docs/decisions/046).',
    reason: 'Lists and tables are lifted verbatim into answers.',
  },
  {
    audit: readability,
    byWriter: true,
    weight: 2,
    effort: 'large',
    appliesTo: NOT_FICTION,
    whyNotApplicable:
      'A story’s, a poem’s or a book’s sentences are the author’s work, not a summary to simplify: the Flesch formula measures expository prose, and splitting a writer’s sentences is no advice for the page (docs/decisions/046).',
    reason: 'Clear prose is extracted and quoted more accurately.',
  },
  {
    audit: contentFreshness,
    weight: 2,
    effort: 'quick',
    // A video's upload date is its own (VideoObject's uploadDate): media pages keep the audit. A story's or a
    // chapter's publication date is real too; its age is no staleness (the audit says so, decision 046).
    appliesTo: [...PROSE, 'media', 'fiction'],
    notApplicableWhen: eventDated,
    whyNotApplicable:
      'A home, product or business page is kept current rather than dated: Google shows a byline date where it finds one useful, and documents date markup for news, blog and sports articles (docs/decisions/045).',
    reason: 'Assistants favour recent, dated information.',
  },
  {
    audit: imageAltText,
    byWriter: true,
    weight: 1,
    effort: 'quick',
    quickFix: true,
    reason: 'Alt text is the only way models learn image content.',
    // Where the words say what the page is about, an image without alt costs engines the image, not the page.
    alarmWhen: ON_THIN_TEXT,
  },
  // AI/LLM Accessibility
  { audit: robotsAiAccess, weight: 5, effort: 'quick', reason: 'robots.txt is the gate every AI agent checks first.' },
  {
    audit: aiCrawlerLiveAccess,
    weight: 5,
    effort: 'medium',
    reason: 'Firewalls blocking crawlers make every other effort invisible.',
  },
  { audit: javascriptDependence, weight: 4, effort: 'large', reason: 'Most AI crawlers do not run JavaScript.' },
  { audit: robotsDirectives, weight: 4, effort: 'quick', reason: 'noindex/noai explicitly exclude the page.' },
  {
    audit: trainingOptOuts,
    weight: 0,
    effort: 'quick',
    reason: "The owner's choice about training, checked only when asked for: it never moves the visibility score.",
  },
  {
    audit: semanticLandmarks,
    weight: 2,
    effort: 'medium',
    reason: 'Landmarks separate content from boilerplate during extraction.',
  },
  // Authority
  {
    audit: authorInfo,
    byWriter: true,
    weight: 3,
    effort: 'quick',
    // A story has an author, and its page names them (a byline, the author's pseudonym on a fan-fiction archive).
    appliesTo: [...SIGNED, 'fiction'],
    whyNotApplicable: NO_BYLINE_EXPECTED,
    notApplicableWhen: listingUnsigned,
    adviceOn: ['faq'],
    whyAdvice: HELP_PAGE_VOICE,
    adviceWhen: (a, t) => speaksForOrganisation(a, t) ?? UNSIGNED_KIND(a, t),
    reason:
      'Named authorship is a core expertise signal of written content; a product or home page has no author to name.',
  },
  {
    audit: organizationIdentity,
    weight: 3,
    effort: 'medium',
    adviceOn: ['reference'],
    whyAdvice:
      "A reference page is cited for its content, not its publisher's markup: Google documents Organization markup for the organisation's own logo and knowledge panel, best placed on its home or About page.",
    reason: 'Links the site to a known entity in knowledge graphs.',
    // A business's address and hours are shown from its LocalBusiness node; a product's seller is not.
    alarmWhen: ON_BUSINESS_PAGES,
  },
  { audit: contactInfo, weight: 3, effort: 'quick', quickFix: true, reason: 'Accountability of a real business.' },
  { audit: aboutPage, weight: 2, effort: 'quick', quickFix: true, reason: 'Explains who is behind the content.' },
  {
    audit: credentials,
    byWriter: true,
    weight: 2,
    effort: 'quick',
    appliesTo: SIGNED,
    whyNotApplicable: NO_BYLINE_EXPECTED,
    notApplicableWhen: listingUnsigned,
    adviceOn: ['faq'],
    whyAdvice: HELP_PAGE_VOICE,
    adviceWhen: (a, t) => speaksForOrganisation(a, t) ?? UNSIGNED_KIND(a, t),
    whyNotApplicableOn: {
      fiction:
        'A story’s author is named for the work, not vouched for as an expert: a writer of fiction has no credentials to state for it (docs/decisions/046).',
    },
    reason: 'Stated expertise makes citation of written content more likely.',
  },
  {
    audit: socialProof,
    weight: 2,
    effort: 'medium',
    appliesTo: ['product', 'local-business', 'home'],
    reason: 'Reviews and ratings back recommendations of products and businesses; an article is not reviewed.',
  },
  { audit: privacyPolicy, weight: 1, effort: 'quick', quickFix: true, reason: 'Baseline trust signal.' },
];

export const TIMEFRAMES: Record<Effort, string> = {
  quick: '1-7 days',
  medium: '7-30 days',
  large: '30-90 days',
};

export const ENGINE_VERSION = '1.0.0';

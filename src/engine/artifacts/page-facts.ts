/** Facts read from one HTML document, raw or rendered (gather/page-facts.ts). */

export interface Heading {
  level: number;
  text: string;
}
/**
 * Where an element sits: 'main' the main content region (<main>, else the article, else the body),
 * 'body' outside it but in no boilerplate block, 'chrome' the site's own header/footer/navigation,
 * 'other' boilerplate (sidebars, related links, share bars, ads, pop-ups, templates, comments).
 */
export type PageRegion = 'main' | 'body' | 'chrome' | 'other';
export interface LinkInfo {
  href: string;
  text: string;
  rel: string;
  internal: boolean;
  region: PageRegion;
  /** In a list of the page's own sources (a references or footnotes block), wherever the list is set. */
  references?: true;
  /** In the site's footer (`<footer>`, contentinfo, a block named the site's footer). */
  footer?: true;
  /** A link without words of its own, named by its aria-label or its image's alt (a logo, an icon, a photo opening its file). */
  picture?: true;
  /** A link alone on its line (an artist's linked name over their statement): the first words of the block after it. */
  nextLine?: string;
}
/** An organisation item declared in microdata or RDFa. */
export interface MarkupOrganization {
  source: 'microdata' | 'rdfa';
  type: string;
  name: string | null;
  sameAs: string[];
  url: string | null;
  /** A property value of another item (a publisher, an author's employer), not an item of its own. */
  embedded: boolean;
}
export interface ImageInfo {
  src: string;
  alt: string | null;
  decorative: boolean;
  region: PageRegion;
  /** Its width and height in pixels, where the tag declares both (`width="44" height="31"`). */
  size?: { width: number; height: number };
}

/** Facts extracted from one HTML document (raw or rendered). */
export interface PageFacts {
  title: string | null;
  metaDescription: string | null;
  /** The words of the meta description past a raw double quote that ended its attribute (read as attributes). */
  descriptionCutOff: string | null;
  canonical: string | null;
  lang: string | null;
  viewport: string | null;
  /** The viewport's text when written only in `value=`, which no browser reads. */
  viewportInValue: string | null;
  metaRobots: string[];
  /** name → content of AI-agent-specific robots metas (e.g. GPTBot). */
  agentMetaRobots: Record<string, string>;
  /** Robots tags written in value= with no content= ("robots: noindex"), which no crawler reads; absent when none. */
  robotsInValue?: string[];
  hreflang: { lang: string; href: string }[];
  og: {
    title: string | null;
    description: string | null;
    image: string | null;
    imageWidth: string | null;
    imageHeight: string | null;
    type: string | null;
    siteName: string | null;
  };
  /**
   * Open Graph tags the page writes in a form the protocol does not define, where the proper tag is absent:
   * `name=` for `property=` (lenient readers take it, others do not), or the text in `value=` for `content=`
   * (no reader takes it). `tag` is the tag as written, with its text elided.
   */
  ogNonstandard: {
    property: 'og:title' | 'og:description' | 'og:image' | 'og:type' | 'og:site_name';
    tag: string;
    text: string;
    read: boolean;
  }[];
  /** Description-like texts besides the meta description (og:description, twitter:description...), with their tag. */
  descriptionMetas: { tag: string; text: string }[];
  /** The site's name as an app or a home-screen shortcut: application-name, apple-mobile-web-app-title (content= or value=). */
  appNames: string[];
  /** The publisher's own page Open Graph's article:publisher names (its Facebook page), in content= or value=. */
  publisherPages: string[];
  /** The site's X (Twitter) account as twitter:site names it ("@lifehacker"), as its address; absent when the head names none. */
  publisherAccount?: string;
  metaAuthor: string | null;
  /** Each author the head names (several Dublin Core creators or Scholar authors are several people); metaAuthor joins them. */
  metaAuthors: string[];
  /** The tag metaAuthor was read from (`<meta name="author">`, `<meta name="dc.creator">`...). */
  metaAuthorTag: string | null;
  metaDates: { published: string | null; modified: string | null };
  /** Date metas whose date is written only in `value=`, which no reader takes, as each tag is written. */
  metaDatesInValue: { tag: string; text: string }[];
  /**
   * `<time datetime>` values in page order, each with the date it says it is by its itemprop or class
   * (WordPress's `entry-date published` and `updated`), else null.
   */
  timeElements: { datetime: string; kind: 'published' | 'modified' | null }[];
  /**
   * The paragraphs of other pages' blocks in the page (related stories, teaser cards, comments), each
   * cleaned: Readability at times keeps a run of them with the article (computed/content.ts takes them out).
   */
  othersBlocks: string[];
  /** The page's code samples outside boilerplate, a line a line (gather/facts/text.ts codeTextsOf). */
  codeTexts: string[];
  /** The words of the page's captions, each whole (gather/facts/captions.ts captionTextsOf). */
  captionTexts: string[];
  /** The texts of `<time>` elements without a datetime attribute ("September 26, 2016"), in page order. */
  timeTextsWithoutDatetime: string[];
  headings: Heading[];
  /** Where each heading sits (same order as `headings`). */
  headingRegions: PageRegion[];
  /** Questions of the page's own FAQ written outside headings: summaries, definition terms, accordion buttons. */
  faqQuestions: string[];
  /** The breadcrumb trail the page shows (`nav[aria-label=breadcrumb]`, `.breadcrumb`): each step's words and link. */
  breadcrumbTrail: { name: string; url: string | null }[];
  text: string;
  wordCount: number;
  /** Words inside data-nosnippet elements (kept out of Google's snippets and AI Overviews). */
  nosnippetWords: number;
  links: LinkInfo[];
  images: ImageInfo[];
  jsonLdRaw: string[];
  landmarks: {
    main: boolean;
    article: boolean;
    nav: boolean;
    header: boolean;
    footer: boolean;
    aside: boolean;
    section: boolean;
  };
  listCount: number;
  listItemCount: number;
  tableCount: number;
  /** The main content's data tables (with header cells) and property lists (<dl>), a cell a line: a shop's properties, which Readability drops. */
  tableText: string;
  blockquoteCount: number;
  qCount: number;
  detailsCount: number;
  scriptCount: number;
  microdataTypes: string[];
  /** Types of the microdata items that declare nothing but their type: a theme's wrappers, read as no markup (decision 067). */
  emptyMicrodataTypes: string[];
  /** Top-level microdata items with their properties, JSON-LD-shaped (gather/facts/microdata.ts). */
  microdataItems: Record<string, unknown>[];
  /** The names of the itemprops no item holds (outside any itemscope; gather/facts/stranded-itemprops.ts, decision 047). */
  strandedItemprops: string[];
  rdfaTypes: string[];
  /** Types of the schema.org RDFa items that declare nothing but their type, read as no markup (decision 074). */
  emptyRdfaTypes: string[];
  /** Top-level RDFa items of the schema.org vocabulary with their properties, JSON-LD-shaped (gather/facts/rdfa.ts). */
  rdfaItems: Record<string, unknown>[];
  bylineText: string | null;
  /** The address of the writer's page on this site that the byline's name links to, else null. */
  bylineUrl: string | null;
  addressText: string | null;
  testimonialCount: number;
  /** Text of <noscript> blocks that say JavaScript is required. */
  requiresJsNotice: boolean;
  /** The address the facts were read for. */
  pageUrl: string;
  /** What the main content region is: the <main> element, the article(s), or the body (whichever holds a real share of the text). */
  mainRoot: 'main' | 'article' | 'body';
  /** The page is a discussion whose replies are its content (gather/facts/thread-page.ts). */
  mainIsThread?: boolean;
  /**
   * Text of the main content region: <main>, else the article(s), else the body; navigation, header,
   * footer, asides, dialogs, templates, hidden and boilerplate blocks (cookie, share, related, ads, comments) left out.
   */
  mainText: string;
  /**
   * Quotations: blockquotes, <q> and quoted passages of running text (reference lists, <cite> and code left
   * out), in the main region or elsewhere outside boilerplate ('body'); none from boilerplate blocks.
   */
  quotes: { text: string; region: 'main' | 'body' }[];
  /** Text of each author byline and bio box outside boilerplate (never comments or reviews); which are the page author's is decided with the author known (computed/authority.ts). */
  authorBoxes: string[];
  /** Those of them a title or a label line calls the writer's ("About the author", Medium's "Written by" card). */
  titledAuthorBoxes: string[];
  /** itemtype of the microdata author the byline was read from (Person, Organization), else null. */
  bylineItemType: string | null;
  /**
   * Where the writer's name was read when no byline gives it: a closing author note ("Jane Roe is a professor…"),
   * the initials signing the piece ("(bsc)", heise's), a record's labelled line ("Principal Investigator:"), the
   * credit a Japanese report opens with ("【ロンドン＝岡田浩幸】", Yomiuri's), the speaker a transcript's heading
   * line names ("Remarks of Vice President Joe Biden"), or the site's own line naming its writer ("Daring Fireball is
   * written and produced by John Gruber.").
   */
  bylineFrom?:
    | 'author note'
    | 'signature'
    | 'responsible line'
    | 'lead credit'
    | 'closing credit'
    | 'speaker line'
    | 'site writer line';
  /** The byline is a syndicated story's provider line (provider-line.ts): it names the publication that supplied it. */
  bylineProvider?: true;
  /**
   * A line of the page's own content that sends readers to the rest of the piece on another page (rest-elsewhere.ts):
   * ZDNet Japan's "続きはTechRepublic Japanでお読みいただけます", with the address it links to.
   */
  restElsewhere?: { line: string; url: string };
  /**
   * The score the page's own content shows (gather/facts/shown-rating.ts): its value, its scale's top when the page
   * states it (`best`), its words, the heading just before it, and whether a review's box holds it.
   */
  shownRating?: { value: number; best: number | null; text: string; heading: string | null; inReviewBox: boolean };
  /** Text of the site's footer (outside the article). */
  footerText: string | null;
  /** Postal address candidates: <address> elements and microdata/RDFa PostalAddress items. */
  addresses: string[];
  /** Organisation items in microdata and RDFa, with their name and sameAs links. */
  markupOrgs: MarkupOrganization[];
  /** The generator meta tag (MediaWiki 1.41, Docusaurus v3...), else null. */
  generator: string | null;
  /** Markup only wiki and documentation engines write, as `kind:name` (`wiki:MediaWiki`, `docs:Sphinx`, `edit:...`). */
  platformMarkers: string[];
  /** The Content-Language a <meta http-equiv> declares, else null. */
  metaContentLanguage: string | null;
}

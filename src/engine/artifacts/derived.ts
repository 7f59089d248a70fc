/** Facts derived once from the gathered artifacts and shared by the audits (computed/). */
import type { SchemaEntity, SchemaIssue } from '../schema/entities';
import type { Heading, PageFacts } from './page-facts';

export interface JsonLdBlock {
  index: number;
  valid: boolean;
  error: string | null;
  types: string[];
}
export interface StructuredDataArtifact {
  blocks: JsonLdBlock[];
  /**
   * The usable JSON-LD nodes (flattened @graph and arrays, nested nodes included, nodes sharing an @id
   * merged, {"@id"} references replaced by the node they name), then the usable microdata items (nested
   * ones included; decision 034). A node whose type is not a schema.org type,
   * that lacks the name its type needs, or that is embedded in such a node is left out: it feeds no other
   * audit (decision 014). A node missing only a rich-result property (a Bakery's address) stays.
   */
  nodes: Record<string, unknown>[];
  /** Every node found (JSON-LD, microdata, RDFa), valid or not, with its issue counts. */
  entities: SchemaEntity[];
  /** What the schema.org check found, errors and warnings, in page order. */
  issues: SchemaIssue[];
  /** The schema.org release the vocabulary comes from, e.g. '29.4'. */
  vocabulary: string;
  jsonLdTypes: string[];
  microdataTypes: string[];
  /** Types of the microdata items that declare nothing but their type (decision 067). */
  emptyMicrodataTypes: string[];
  rdfaTypes: string[];
  /** Types of the schema.org RDFa items that declare nothing but their type (decision 074). */
  emptyRdfaTypes: string[];
  allTypes: string[];
  /** The names of the page's itemprops that no microdata item holds: no reader takes them (decision 047). */
  strandedItemprops: string[];
  /** The error messages of issues (parse errors included). */
  errors: string[];
  /** The warning messages of issues. */
  warnings: string[];
}

/** A page that stands in for a site not there yet (computed/stand-in-page.ts). */
export interface StandInPage {
  kind: 'server-default' | 'parked-domain' | 'coming-soon' | 'cms-sample';
  /** What the page is, to follow "The address shows": "nginx's default welcome page". */
  label: string;
  /** The words on the page that say so. */
  seen: string;
}

export interface ContentArtifact {
  mainText: string;
  mainWordCount: number;
  /** Lorem ipsum lines found in the main content: left out of `mainText` and `mainWordCount` (decision 165). */
  placeholder: { words: number; sample: string } | null;
  /** A server's test page, a parked domain, a "coming soon" notice or a CMS sample: no page of the site's own (decision 166). */
  standIn: StandInPage | null;
  usedReadability: boolean;
  /** Where the main text came from (Readability, the main content region, or the whole body). */
  mainSource: string;
  headings: Heading[];
  h1Count: number;
  skippedLevels: string[];
  fleschReadingEase: number | null;
  avgSentenceLength: number | null;
  /** The sentences the reading ease was measured on (headings, labels and short list items left out). */
  sentencesRead: number;
  listCount: number;
  tableCount: number;
  questionHeadings: string[];
  faqSchema: boolean;
  statistics: string[];
  quotations: number;
  /** The first quotations found (shortened), for the evidence. */
  quotationExamples: string[];
  outboundCitations: string[];
  datePublished: string | null;
  dateModified: string | null;
  /** Dates the article's structured data declares that are no dates ("12:55 AM"). */
  undatedDeclarations: { field: 'datePublished' | 'dateModified'; value: string }[];
  lastModifiedHeader: string | null;
  lang: string | null;
  /** The images of the content counted (`isCountedImage`), and of them those with alt text that describes them. */
  images: number;
  imagesWithAlt: number;
  /** Where the page marks no content region: the places in `raw.images` of Readability's article's images, the content's (else null). */
  articleImages: number[] | null;
  landmarks: PageFacts['landmarks'];
}

export interface AuthorityArtifact {
  /** The author or authors, as one text ("A, B"). */
  author: string | null;
  /** Each author's name (empty when none): a draft declares each as a Person. */
  authors: string[];
  authorSource: string | null;
  personSchema: boolean;
  /** Why the author named is an organisation, not a person ("a news agency"), or null (computed/author-kind.ts). */
  authorIsOrganisation: string | null;
  credentials: string[];
  /** The boxes about the page's author (computed/credentials.ts), joined; null when none. */
  authorBio: string | null;
  /**
   * What the page shows of its author for a fix to quote (computed/credentials.ts): its author box, or only its
   * byline, without its date; null where it names no author or shows neither.
   */
  authorShown: { kind: 'box' | 'byline'; text: string } | null;
  /**
   * The platform the page is one member's post on ("Twitter" for a tweet's page), whose template the member cannot
   * change: they write the post and their profile. Null for any other page.
   */
  postOn: string | null;
  aboutLink: string | null;
  contactLink: string | null;
  privacyLink: string | null;
  /** The texts of those links as the page shows them (the footer's label); null for the page itself or a link without text. */
  sitePageLabels: { about: string | null; contact: string | null; privacy: string | null };
  /** The site's own pages this page itself is, as aboutLink, contactLink and privacyLink found it (its About page). */
  pageIsSitePage: ('about' | 'legal-notice' | 'contact' | 'privacy')[];
  phones: string[];
  emails: string[];
  /** Addresses the page shows that are its writers' own (a byline's, an authors' section's), not the site's contact. */
  writersEmails: string[];
  address: boolean;
  socialProofCount: number;
  socialProofSources: string[];
  /**
   * The site's organisation as its markup declares it: the publisher of the page's main entity, else a
   * top-level Organization (JSON-LD), else an Organization item in microdata or RDFa. `valid` is false
   * when the only one found has schema.org errors.
   */
  organization: {
    name: string | null;
    sameAs: string[];
    source: 'JSON-LD' | 'microdata' | 'RDFa';
    type: string;
    valid: boolean;
  } | null;
  /** Links to the site's own accounts (one account on a social network; never share or follow intents). */
  socialProfileLinks: string[];
  /** The organisation's own profile its head names (article:publisher's Facebook page), never a share intent. */
  headProfiles: string[];
  /** The person a one-person site is, and why (computed/site-owner.ts): its identity is a Person; null elsewhere. */
  siteOwner?: { name: string; why: string } | null;
}

/**
 * The page's structured data as the authority facts read it: every JSON-LD node and microdata item
 * (decision 034) with its place, and the node the page is about.
 */
import type { StructuredDataArtifact } from '../types';
import { ORG_TYPE } from '../gather/facts/structured';
import { jsonLdTypesOf } from './structured-data';
import { reviewedItems } from './review-subject';

export type Obj = Record<string, unknown>;

/** Types whose author is the author of the page when they are its main entity. */
export const WORK_TYPE =
  /^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|MedicalScholarlyArticle|TechArticle|AnalysisNewsArticle|OpinionNewsArticle|ReviewNewsArticle|BackgroundNewsArticle|ReportageNewsArticle|AskPublicNewsArticle|SatiricalArticle|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|Posting|Review|CriticReview|Recipe|HowTo|Guide|Course|VideoObject|PodcastEpisode|CreativeWork|Book|Chapter|Thesis|Dataset|Legislation|Answer)$/;
export const PAGE_TYPE =
  /^(?:WebPage|AboutPage|ProfilePage|ItemPage|CollectionPage|MedicalWebPage|ContactPage|FAQPage|QAPage|RealEstateListing|SearchResultsPage)$/;

export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const typesOf = (n: Obj): string[] => jsonLdTypesOf(n);
export const isOrgNode = (n: Obj) => typesOf(n).some((t) => ORG_TYPE.test(t));
export const isPersonNode = (n: Obj) => typesOf(n).some((t) => /^Person$|Patient$/.test(t));

export function nameOf(v: unknown): string | null {
  if (typeof v === 'string') return /^https?:\/\//i.test(v.trim()) ? null : v.trim() || null;
  if (Array.isArray(v)) return nameOf(v[0]);
  if (v && typeof v === 'object')
    return nameOf((v as Obj).name) ?? nameOf((v as Obj).legalName) ?? nameOf((v as Obj).alternateName);
  return null;
}

export function normUrl(u: string): string {
  try {
    const x = new URL(u);
    return `${x.hostname.replace(/^www\./, '')}${x.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return u.toLowerCase();
  }
}

/** An address as one account or page: normUrl with its query (`profile.php?id=` names different people). */
export const addressKey = (u: string): string => normUrl(u) + (URL.canParse(u) ? new URL(u).search : '');

/** One of each address, as written first (twitter.com/Genius and twitter.com/genius/ are one account). */
export function oneEachAddress(urls: string[]): string[] {
  const seen = new Set<string>();
  return urls.filter((u) => {
    const key = addressKey(u);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface JsonLdView {
  /** Every JSON-LD node, then every microdata item, with its structure. */
  all: { node: Obj; embedded: boolean; parentTypes: string[]; valid: boolean }[];
  /**
   * Sound nodes that are not embedded in another node (the page's own statements): an article whose
   * publisher lacks a name still names its author (decision 014).
   */
  top: Obj[];
  /** The objects (nodes and the values nested in them) read from microdata. */
  microdata: WeakSet<Obj>;
  /** The objects read from RDFa. */
  rdfa: WeakSet<Obj>;
  /** The nodes that are what the page's review is about (review-subject.ts): never the page's own work. */
  reviewed: WeakSet<Obj>;
}

/** Marks a microdata node and the items nested in it. */
function markAll(set: WeakSet<Obj>, v: unknown, depth = 0): void {
  if (!v || typeof v !== 'object' || depth > 12) return;
  if (Array.isArray(v)) for (const x of v) markAll(set, x, depth + 1);
  else {
    set.add(v as Obj);
    for (const x of Object.values(v)) markAll(set, x, depth + 1);
  }
}

export function jsonLdView(sd: StructuredDataArtifact): JsonLdView {
  const microdata = new WeakSet<Obj>();
  const rdfa = new WeakSet<Obj>();
  const reviewed = new WeakSet<Obj>();
  const entities = (sd.entities ?? []).filter((e) => e.node);
  if (!entities.length) {
    const all = sd.nodes.map((node) => ({ node, embedded: false, parentTypes: [], valid: true }));
    return { all, top: sd.nodes, microdata, rdfa, reviewed };
  }
  const subjects = reviewedItems(sd);
  for (const e of entities) if (subjects.has(e.index)) reviewed.add(e.node as Obj);
  for (const e of entities) if (e.source !== 'json-ld') markAll(e.source === 'rdfa' ? rdfa : microdata, e.node);
  const all = entities.map((e) => ({
    node: e.node as Obj,
    embedded: e.embedded,
    parentTypes: e.parentTypes,
    valid: e.valid,
  }));
  const top = entities.filter((e) => e.sound && !e.embedded).map((e) => e.node as Obj);
  return { all, top, microdata, rdfa, reviewed };
}

/** The format a node of the view is written in, as the reports name it. */
export const formatOf = (view: JsonLdView, node: Obj): 'JSON-LD' | 'microdata' | 'RDFa' =>
  view.microdata.has(node) ? 'microdata' : view.rdfa.has(node) ? 'RDFa' : 'JSON-LD';

/** The node the page is about: a work or page whose address is the page's, else the first article-like, else the first page node. */
export function mainEntityOf(view: JsonLdView, pageUrl: string): Obj | null {
  const page = normUrl(pageUrl);
  const pointsHere = (n: Obj) =>
    [
      n.url,
      n['@id'],
      n.mainEntityOfPage,
      (n.mainEntityOfPage as Obj | undefined)?.['@id'],
      (n.mainEntityOfPage as Obj | undefined)?.url,
    ].some((v) => typeof v === 'string' && /^https?:/.test(v) && normUrl(v.split('#')[0]) === page);
  let best: Obj | null = null;
  let bestScore = 0;
  // On a product's page a review beside the product (a customer's, often in microdata) is not the page's work.
  const productPage = view.top.some(
    (n) => !view.reviewed.has(n) && typesOf(n).some((t) => /^(?:Product|ProductGroup|ProductModel)$/.test(t)),
  );
  const consider = (n: Obj) => {
    // A book review's Book is the book's, and its author the book's: the page is the review.
    if (view.reviewed.has(n)) return;
    const types = typesOf(n);
    if (productPage && types.some((t) => /^(?:Review|CriticReview)$/.test(t))) return;
    const work = types.some((t) => WORK_TYPE.test(t));
    const pageNode = types.some((t) => PAGE_TYPE.test(t));
    if (!work && !pageNode) return;
    const score = (pointsHere(n) ? 4 : 0) + (work ? 3 : 1) + (n.author ? 1 : 0);
    if (score > bestScore) {
      best = n;
      bestScore = score;
    }
  };
  for (const n of view.top) {
    consider(n);
    // WebPage.mainEntity names the work the page is about.
    for (const m of asArray(n.mainEntity)) if (m && typeof m === 'object') consider(m as Obj);
  }
  return best;
}

/** The page's JSON-LD as the authority facts read it: every node with its place, and the node the page is about. */
import type { StructuredDataArtifact } from '../types';
import { ORG_TYPE } from '../gather/facts/structured';
import { jsonLdTypesOf } from './structured-data';

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

export interface JsonLdView {
  /** Every JSON-LD node with its structure. */
  all: { node: Obj; embedded: boolean; parentTypes: string[]; valid: boolean }[];
  /** Valid nodes that are not embedded in another node (the page's own statements). */
  top: Obj[];
}

export function jsonLdView(sd: StructuredDataArtifact): JsonLdView {
  const entities = (sd.entities ?? []).filter((e) => e.source === 'json-ld' && e.node);
  if (!entities.length) {
    const all = sd.nodes.map((node) => ({ node, embedded: false, parentTypes: [], valid: true }));
    return { all, top: sd.nodes };
  }
  const all = entities.map((e) => ({
    node: e.node as Obj,
    embedded: e.embedded,
    parentTypes: e.parentTypes,
    valid: e.valid,
  }));
  return { all, top: all.filter((e) => e.valid && !e.embedded).map((e) => e.node) };
}

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
  const consider = (n: Obj) => {
    const types = typesOf(n);
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

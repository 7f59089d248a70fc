/**
 * A link to a piece of research itself: a DOI, a journal's or a publisher's article page, a preprint server, an
 * index of papers. A news piece about one study that links it has given "the study" and "the researchers" their
 * source (outbound-citations).
 */
const RESEARCH_HOST =
  /(?:^|\.)(?:doi\.org|sagepub\.com|cell\.com|nature\.com|science\.org|sciencemag\.org|ncbi\.nlm\.nih\.gov|pubmed\.gov|arxiv\.org|biorxiv\.org|medrxiv\.org|sciencedirect\.com|springer\.com|wiley\.com|plos\.org|nejm\.org|thelancet\.com|bmj\.com|jamanetwork\.com|oup\.com|tandfonline\.com|frontiersin\.org|mdpi\.com|pnas\.org|ssrn\.com|jstor\.org|acm\.org|ieee\.org|apa\.org|aps\.org|acs\.org|royalsocietypublishing\.org|elifesciences\.org|cochranelibrary\.com|semanticscholar\.org)$/i;
/** An article addressed by its DOI (a journal's own host, "journals.sagepub.com", is told by its name). */
const RESEARCH_PATH = /(?:^|\/)doi\/|\/10\.\d{4,9}\//i;

export function isResearchLink(href: string): boolean {
  try {
    const u = new URL(href);
    return RESEARCH_HOST.test(u.hostname) || /^journals?\./i.test(u.hostname) || RESEARCH_PATH.test(u.pathname);
  } catch {
    return false;
  }
}

/**
 * A sentence that speaks of the research the piece reports on, as one already named: "the study shows", "the
 * researchers found", "as the authors explain", "a new study investigates".
 */
export const OF_THE_STUDY =
  /\b(?:the|this|that|their|a new|the new) (?:study|research|paper|trial|analysis|findings)\b|\bthe (?:researchers|authors|scientists|study's authors|research team)\b/i;

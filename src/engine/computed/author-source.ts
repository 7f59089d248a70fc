import type { PageFacts } from '../types';

/**
 * Where the page's own text names its writer: a byline, or, where it has none, the note closing the piece, the
 * initials signing it, or a record's labelled line ("Principal Investigator: Stefan Grant, MD" on ClinicalTrials.gov
 * was reported as a byline).
 */
export function nameSourceOf(facts: PageFacts): string {
  const [, read] = (facts.bylineText ?? '').split(' | ');
  if (facts.bylineFrom === 'author note') return "the author's note closing the piece";
  if (facts.bylineFrom === 'signature') {
    const [initials, address] = read?.split(' ') ?? [];
    return `the writer's initials "${initials}" signing the piece (linked to ${address})`;
  }
  if (facts.bylineFrom === 'responsible line') return `a labelled line in the page (${read})`;
  return facts.bylineItemType ? `byline in the page (microdata ${facts.bylineItemType})` : 'byline in the page';
}

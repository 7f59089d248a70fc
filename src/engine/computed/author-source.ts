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
    // Said without brackets: the report quotes the source in its own ("Ben Schwan (…)"), and heise's were "((bsc))".
    const [initials, address] = read?.split(' ') ?? [];
    return `the writer's initials "${initials.replace(/^\(|\)$/g, '')}" that sign the piece and link to ${address}`;
  }
  if (facts.bylineFrom === 'responsible line') return `the page's labelled line "${read}"`;
  if (facts.bylineFrom === 'lead credit') return `the credit "${read}" that opens the report`;
  if (facts.bylineFrom === 'closing credit') return `the credit "${read}" in the report's text`;
  if (facts.bylineFrom === 'speaker line') return `the line "${read}" heading the remarks the page records`;
  if (facts.bylineFrom === 'site writer line') return `the site's line "${read}"`;
  return facts.bylineItemType ? `byline in the page (microdata ${facts.bylineItemType})` : 'byline in the page';
}

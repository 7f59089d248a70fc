/**
 * The character references a description shows as written, escaped twice in the page's source (decision 133), but
 * those the page's own words show too: a page about HTML ("How to use &nbsp; in HTML") writes them on purpose
 * (decision 141).
 */
import { escapedTwice } from '../gather/facts/alt-text';
import type { Artifacts } from '../types';

export function shownAsWritten(a: Artifacts, text: string | null | undefined): string[] {
  const title = a.raw.title ?? '';
  return escapedTwice(text).filter((ref) => !title.includes(ref) && !a.content.mainText.includes(ref));
}

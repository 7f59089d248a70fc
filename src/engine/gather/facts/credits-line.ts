/**
 * A feature's credits line, under a byline that names the publication: "By The New York Times", then "Produced by
 * Alicia DeSantis and Josh Williams, Photographs by Lexey Swall, Written by Graham Bowley, Interviews by …". The
 * writer is the one the credits say wrote the text; the byline's publication is no person.
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** "Written by Graham Bowley" among other credits, each ended by a comma, a semicolon or the line's end. */
const WRITTEN_BY =
  /(?:^|[,;|]\s*|\s(?:and|with)\s)(?:Written|Text|Words|Story|Reported) by\s+(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}(?:\s+and\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3})?)(?=\s*(?:[,;|.]|$))/u;
/** A credits line names at least two roles: "Produced by …, Written by …". */
const CREDIT =
  /\b(?:Produced|Photographs?|Photos?|Video|Graphics|Illustrations?|Interviews|Edited|Design(?:ed)?|Written|Reported) by\b/gu;

/** The byline names an organisation, not a person: "By The New York Times", "By the Editors of Example". */
const namesPublication = (byline: string) => /^(?:by\s+)?the\s+\p{Lu}/iu.test(clean(byline));

/** The writer a credits line of the main content names, when the byline names the publication; else null. */
export function creditedWriter({ q }: ParsedPage, { zoneOf }: PageRegions, byline: string | null): string | null {
  if (!byline || !namesPublication(byline)) return null;
  for (const el of q('p, div', 'p', 'div').toArray() as unknown as TreeNode[]) {
    if (!inOwnContent(zoneOf(el))) continue;
    const text = clean(textOf([el]));
    if (text.length > 400 || (text.match(CREDIT)?.length ?? 0) < 2) continue;
    const writer = WRITTEN_BY.exec(text)?.[1];
    if (writer) return `By ${writer}`;
  }
  return null;
}

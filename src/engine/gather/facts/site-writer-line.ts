/**
 * The line in which a site names who writes it: Daring Fireball's colophon, "Daring Fireball is written and produced
 * by John Gruber.", "This blog is written by Jane Roe." Every page of the site is that writer's, this one too
 * (decision 151).
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';
import { PERSON_NAME } from './speaker-line';

/** What the line says of the site: "is written", "is written and produced", "is edited and published". */
const MADE = String.raw`(?:written|produced|edited|published|run|maintained|created|made)`;
const LINE = new RegExp(
  String.raw`^(This (?:site|blog|weblog|website|newsletter)|(?:The )?\p{Lu}[\p{L}\p{N}'’.-]*(?: \p{Lu}[\p{L}\p{N}'’.-]*){0,3}) is ${MADE}(?:(?:,| and|, and) ${MADE}){0,2} by (${PERSON_NAME})\.?$`,
  'u',
);

/** "name | the line" where a paragraph of the page's own content is such a line about this site; else null. */
export function siteWriterLine({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  const title = clean(textOf(q('title', 'title').toArray())).toLowerCase();
  for (const p of q('p', 'p').toArray() as unknown as TreeNode[]) {
    const line = clean(textOf([p]));
    if (line.length > 160 || !inOwnContent(zoneOf(p))) continue;
    const m = LINE.exec(line);
    // The site itself: "This site", or the name the page's title gives it, not a report or a book the text mentions.
    if (m && (/^This /.test(m[1]) || title.includes(m[1].replace(/^The /, '').toLowerCase())))
      return `${m[2]} | ${line}`;
  }
  return null;
}

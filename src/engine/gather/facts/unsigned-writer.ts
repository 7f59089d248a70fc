/**
 * Where a page with no byline names its writer all the same: the note closing the piece ("Andrés Malamud es
 * politólogo…", set apart in italics), the initials signing it ("(bsc)", linked to bsc@heise.de), the person a
 * record names as responsible for it ("Principal Investigator: Stefan Grant, MD"), the credit a Japanese report
 * opens with ("【ロンドン＝岡田浩幸】"), the one a Chinese story closes with ("（编译/林靖东）"), the speaker a
 * transcript's heading names ("Remarks of Vice President Joe Biden"), or the line in which the site names its writer
 * ("Daring Fireball is written and produced by John Gruber."). None is a byline, so the report says where the name
 * was read.
 */
import type { PageFacts } from '../../types';
import type { ParsedPage } from './dom';
import { closingAuthorNote } from './author-note';
import { closingSignature } from './signature-initials';
import { responsibleLine } from './responsible-line';
import { leadCredit } from './lead-credit';
import { closingCredit } from './closing-credit';
import { speakerLine } from './speaker-line';
import { siteWriterLine } from './site-writer-line';
import type { PageRegions } from './regions';

const READERS = [
  ['author note', closingAuthorNote],
  ['signature', closingSignature],
  ['responsible line', responsibleLine],
  ['lead credit', leadCredit],
  ['closing credit', closingCredit],
  ['speaker line', speakerLine],
  ['site writer line', siteWriterLine],
] as const;

/** The writer's line and where it was read, or null when the page names its writer nowhere of these. */
export function unsignedWriter(
  page: ParsedPage,
  regions: PageRegions,
): { text: string; from: NonNullable<PageFacts['bylineFrom']> } | null {
  for (const [from, read] of READERS) {
    const text = read(page, regions);
    if (text) return { text, from };
  }
  return null;
}

/**
 * The speaker a transcript's heading line names: "Remarks of Vice President Joe Biden" (the White House's weekly
 * address), "Remarks by the President and First Lady Michelle Obama", "Prepared Remarks of Secretary John Kerry". A
 * record of remarks has no byline: its words are the speaker's, and so is the page's authorship (decision 150).
 */
import { clean, textOf, type ParsedPage, type TreeNode } from './dom';
import { inOwnContent, type PageRegions } from './regions';

/** The heading line's opening words, in English: what the record is of. */
const OPENING = String.raw`(?:(?:Prepared |Opening |Closing )?Remarks|(?:Weekly )?Address|Statement|Speech|Transcript of (?:the )?Remarks) (?:of|by) (?:the )?`;
/** An office a speaker is named with, kept as their role. */
const OFFICE = String.raw`(?:(?:Vice |Deputy )?President|Prime Minister|First Lady|Second Lady|Chancellor|(?:Deputy )?Secretary(?: of (?:the )?\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)?|Senator|Representative|Governor|Mayor|Ambassador|Attorney General|Chairman|Chairwoman|Chair|Commissioner|Administrator|Director|Dr\.?|Professor)`;
/** A person's name: two to four capitalised words (initials allowed), "Joe Biden", "John F. Kerry". */
export const PERSON_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?: (?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){1,3}`;
const SPEAKER = `(?:(${OFFICE}) )?(${PERSON_NAME})`;
/** What may follow the speakers: "as Delivered", "as Prepared for Delivery", "at the Summit…", "on …". */
const TAIL = String.raw`(?: (?:as (?:Delivered|Prepared)|at|on|to|in|before|during)\b.*)?`;
const LINE = new RegExp(
  `^${OPENING}((?:(?:the )?${SPEAKER}|the (?:Vice )?President)(?:,? and (?:the )?${SPEAKER})?)${TAIL}$`,
  'u',
);
const ONE = new RegExp(`^(?:the )?${SPEAKER}$`, 'u');

/** The speakers a heading line names, each with the office it names them by; null unless it names each of them. */
export function speakersOf(line: string): { name: string; office: string | null }[] | null {
  const m = LINE.exec(line);
  // "Remarks by the President" names an office, no one: of several speakers, each must be named.
  const speakers = m ? m[1].split(/,? and /).map((s) => ONE.exec(s)) : [];
  if (!speakers.length || !speakers.every(Boolean)) return null;
  return speakers.map((s) => ({ name: s![2], office: s![1] ?? null }));
}

/** The speakers and the line as written, "Joe Biden | Remarks of Vice President Joe Biden"; else null. */
export function speakerLine({ q }: ParsedPage, { zoneOf }: PageRegions): string | null {
  for (const el of q(
    'strong, b, p, h2, h3, h4, div',
    'strong',
    'b',
    'p',
    'h2',
    'h3',
    'h4',
    'div',
  ).toArray() as unknown as TreeNode[]) {
    // The line's own element: short, and not a block holding other blocks.
    if (el.children?.some((c) => c.type === 'tag' && !['br', 'span', 'em', 'i', 'strong', 'b'].includes(c.name ?? '')))
      continue;
    const line = clean(textOf([el]));
    if (line.length > 160 || !inOwnContent(zoneOf(el)) || !LINE.test(line)) continue;
    const speakers = speakersOf(line);
    return speakers && `${speakers.map((s) => s.name).join(' and ')} | ${line}`;
  }
  return null;
}

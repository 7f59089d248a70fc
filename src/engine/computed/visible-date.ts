/**
 * A full date the reader can see near the top of the page (its byline, the line under its heading, else
 * the start of its main text), exactly as written, with its ISO form: "15 March 2024" → 2024-03-15. Only
 * unambiguous full dates count (year, month and day; month by name, year first, 年月日, or a day past 12),
 * so "© 2024" or "03/04/2024" is no date; nor is a date labelled as another one's ("Expires: …",
 * "Founded …", "Retrieved …").
 */
import type { Artifacts, Heading } from '../types';
import { MONTH_NAME } from '../gather/facts/dated-byline';
import { LOCAL_MONTH_NAME, localMonthNumber } from './month-names';
import { oncePerAnalysis } from './once-per-analysis';
import { allMatches } from './all-matches';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(${MONTH_NAME})\\.?`;
const PATTERNS: { re: RegExp; parts: (m: RegExpExecArray) => [string, string, string] | null }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [m[1], m[2], m[3]] },
  { re: /\b(\d{4})[/.](\d{1,2})[/.](\d{1,2})\b/g, parts: (m) => [m[1], m[2], m[3]] },
  { re: /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g, parts: (m) => [m[1], m[2], m[3]] },
  // Day and month in figures: only when the order cannot matter ("18/03/2019": no month 18).
  {
    re: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/g,
    parts: (m) =>
      Number(m[1]) > 12 ? [m[3], m[2], m[1]] : Number(m[2]) > 12 || m[1] === m[2] ? [m[3], m[1], m[2]] : null,
  },
  {
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\s+(\\d{4})\\b`, 'gi'),
    parts: (m) => [m[3], m[2], m[1]],
  },
  {
    // "March 4, 2024", and a blog's "Dec 28 Sat 2013" (its weekday between the day and the year).
    re: new RegExp(
      `\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\\.?,?\\s+)?(\\d{4})\\b`,
      'gi',
    ),
    parts: (m) => [m[3], m[1], m[2]],
  },
  {
    // Le Monde's "07 mai 2019", "1er juin 2019", a German "7. Mai 2019", a Spanish or Portuguese "7 de mayo de 2019".
    re: new RegExp(
      `\\b(\\d{1,2})(?:er|\\.|º)?\\s+(?:de\\s+)?(${LOCAL_MONTH_NAME})\\.?\\s+(?:de\\s+)?(\\d{4})\\b`,
      'giu',
    ),
    parts: (m) => [m[3], String(localMonthNumber(m[2])), m[1]],
  },
];

/** Just before a date: a label that makes it another thing's date (the draft's expiry, the company's founding). */
const OTHER_DATE =
  /\b(?:expires?|expiry|expiration|expiring|valid (?:until|through)|deadline|due|founded|established|incorporated|born|died|retrieved|accessed|archived(?: from)?|closes|closing date|event date)\b[^.\n]{0,12}$/i;

/** ISO date of year, month (number or name) and day, or null when it is no calendar date. */
function iso(year: string, month: string, day: string): string | null {
  const m = /^\d+$/.test(month) ? Number(month) : MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const d = Number(day);
  const y = Number(year);
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** "Updated" in French, German, Spanish, Italian, Portuguese and Dutch, with the word a date follows it by. */
const UPDATED_WORDS: [string, string][] = [
  ['mis à jour', 'le'],
  ['aktualisiert', 'am'],
  ['actualizado', 'el'],
  ['aggiornato', 'il'],
  ['atualizado', 'em'],
  ['bijgewerkt', 'op'],
];

/** Just before a date: a label that makes it the page's last change ("Updated on", "Last modified:", "更新日"). */
const CHANGED_LABEL = new RegExp(
  String.raw`\b(?:updated|modified|last (?:updated|modified|revised|edited|reviewed)|revised)\b(?: on)?:?\s*$|(?:` +
    UPDATED_WORDS.map(([w, p]) => `${w}(?: ${p})?`).join('|') +
    String.raw`)\s*:?\s*$|更新日?\s*[:：]?\s*$`,
  'i',
);

/** A Japanese label after the date and its time: "2019年04月21日 12時00分更新" (updated then). */
const CHANGED_AFTER = /^\s*(?:\d{1,2}[時:：]\d{2}分?)?\s*更新/;

/**
 * The earliest full date in the text (by position), as written and in ISO form; `modified` when its label
 * says the page was changed then ("Updated on December 12, 2016"), not first published.
 */
export function findDate(text: string, asDated = false): ShownDate | null {
  let best: ({ at: number } & ShownDate) | null = null;
  for (const { re, parts } of PATTERNS) {
    // The pattern itself, stopped at the best date so far: a copy per call compiles again (decision 164).
    re.lastIndex = 0;
    for (let m = re.exec(text); m && !(best && m.index >= best.at); m = re.exec(text)) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (OTHER_DATE.test(before)) continue;
      if (
        asDated &&
        m.index > DATELINE_CHARS &&
        !DATED.test(before) &&
        !BYLINE.test(text.slice(Math.max(0, m.index - 80), m.index))
      )
        continue;
      const p = parts(m);
      const value = p && iso(...p);
      if (value) {
        best = {
          at: m.index,
          text: m[0],
          iso: value,
          ...(CHANGED_LABEL.test(before) ||
          CHANGED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))
            ? { modified: true as const }
            : {}),
        };
        break;
      }
    }
    re.lastIndex = 0;
  }
  return best && { text: best.text, iso: best.iso, ...(best.modified ? { modified: true as const } : {}) };
}

/**
 * In running text a date is the page's only where a dateline or byline puts it: at the very start, or
 * after a word that dates the text ("Published", "Updated", "Posted on"). Elsewhere it is what the text
 * is about (an encyclopedia's "On January 23, 1998, Netscape announced…").
 */
const DATELINE_CHARS = 120;
const DATED =
  /\b(?:published|posted|updated|modified|last (?:updated|modified|reviewed)|written|dated?|released on|publié|mis à jour|veröffentlicht|aktualisiert|publicado|actualizado|pubblicato|aggiornato|atualizado|gepubliceerd|bijgewerkt)(?![\p{L}])[^.\n]{0,12}$|[|•·—–-]\s*$|更新|公開|投稿|(?:发稿|发布)?时间\s*[:：]?\s*$|日期\s*[:：]?\s*$/iu;

/** "By Ann Lee, The Associated Press": a byline just before the date (no sentence ends between). */
const BYLINE = /\bby:?\s+\p{Lu}[^.!?\n]{0,70}$/u;

/**
 * The line under the page's main heading (where a byline and date usually sit), from the page's text, and
 * whether that heading opens the main content (else it may be the site's name, above a sidebar).
 */
const underHeading = oncePerAnalysis((a): { text: string; inMain: boolean; onPage: string | null } | null => {
  const h1 = a.raw.headings
    .find((h) => h.level === 1)
    ?.text.replace(/\s+/g, ' ')
    .trim();
  if (!h1 || h1.length < 8) return null;
  // Of the heading's first few occurrences, the first with a number under it: a sticky bar repeating the
  // headline above the story (The Washington Post's) has its menu under it, not the date.
  // Found with any white space between its words, as in the text with its white space collapsed (collapsing a
  // catalogue's 130 kB twice cost 2-3 ms); `near` is whether it starts in the first 1500 characters of that text.
  const heading = new RegExp(h1.split(' ').map(literal).join('\\s+'), 'g');
  const collapse = (t: string) => t.replace(/\s+/g, ' ');
  const after = (t: string) => {
    let first: { text: string; near: boolean } | null = null;
    let n = 0;
    for (const m of allMatches(heading, t)) {
      const end = m.index + m[0].length;
      const near = m.index < 1500 || collapse(t.slice(0, m.index)).length < 1500;
      const hit = { text: collapse(t.slice(end, end + 600)).slice(0, 300), near };
      if (/\d/.test(hit.text)) return hit;
      first ??= hit;
      if (++n === 5) break;
    }
    return first;
  };
  // The heading in the main content first: its text may also be a link in a list of stories above it.
  const main = after(a.raw.mainText);
  // The main text leaves out blocks classed as share bars: a date beside the share buttons ("social-date")
  // is still the line under the heading on the page.
  const page = after(a.raw.text);
  if (main) return { text: main.text, inMain: main.near, onPage: page?.text ?? null };
  return page ? { text: page.text, inMain: false, onPage: null } : null;
});

/** A text matched as written: its pattern characters escaped. */
const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|[\s,.|–—-]/gi;

/**
 * A blog's date header: a heading that is only a date, just above or under the heading of the page's title
 * (Blogger's "Sunday, May 8, 2016" above the post's title, the blog's name being the H1).
 */
function dateHeading(a: Artifacts): string | null {
  const hs = a.raw.headings.slice(0, 30);
  const title = `${a.raw.title ?? ''} ${a.raw.og.title ?? ''}`.replace(/\s+/g, ' ').toLowerCase();
  const isTitle = (h: Heading | undefined) => {
    const t = h?.text.replace(/\s+/g, ' ').trim().toLowerCase() ?? '';
    return t.length >= 8 && title.includes(t);
  };
  for (let i = 0; i < hs.length; i++) {
    const text = hs[i].text.replace(/\s+/g, ' ').trim();
    const date = text.length <= 40 ? findDate(text) : null;
    if (!date || text.replace(date.text, '').replace(WEEKDAY, '')) continue;
    // Above the title's heading (Blogger), or right under it (phpspot's H4 "2019年04月04日-" under its H3).
    // Under an H1, the line under the heading is read already; an H1 in the title may be the site's name.
    if (isTitle(hs[i + 1]) || (i > 0 && hs[i - 1].level > 1 && isTitle(hs[i - 1]))) return text;
  }
  return null;
}

/**
 * "This page was last edited on 27 May 2019" (Wikipedia's footer), "Last updated: …", "Last reviewed …", a record's
 * "Last Update Posted : November 21, 2018" (ClinicalTrials.gov's) and "最終更新日：2019/02/22" (JVN's).
 */
const LAST_CHANGED =
  /\blast (?:edited|updated|modified|reviewed|revised|update(?: posted)?)(?: on)?\s*:?\s*|最終更新日?\s*[:：]?\s*/gi;

/**
 * A dateline's update in the other languages, as a label: capitalised, opening a line or after a separator ("Publié
 * le 07 mai 2019 à 13h59 - Mis à jour le 08 mai 2019", Le Monde's), never a sentence's verb ("le logiciel a été mis
 * à jour le 3 mars").
 */
const DATELINE_CHANGED = new RegExp(
  String.raw`(?<=^|\n|[-|·•–—]\s*)(?:` +
    UPDATED_WORDS.map(([w, p]) => `${w[0].toUpperCase()}${w.slice(1)} ${p}`).join('|') +
    String.raw`)\s*:?\s*`,
  'g',
);

/** "Published: 2017-08-15" (a work's details list, AO3's), "Date published: …", "First published on …". */
const PUBLISHED = /\b(?:(?:first |date )?published|publication date|date posted)(?: on)?:?\s*/gi;

/** The dates the label puts right after itself anywhere on the page, in order. */
function labelledDates(a: Artifacts, label: RegExp): { text: string; iso: string; label: string }[] {
  const text = a.raw.text.slice(0, 300_000);
  const dates = [];
  for (const m of allMatches(label, text)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40).replace(/\s+/g, ' ');
    const date = findDate(after);
    if (date && after.indexOf(date.text) <= 4) dates.push({ text: date.text, iso: date.iso, label: m[0].trim() });
  }
  return dates;
}

/** The page's last change as a label states it anywhere on the page, or as its dateline does. */
const lastChange = oncePerAnalysis(
  (a) => labelledDates(a, LAST_CHANGED)[0] ?? labelledDates(a, DATELINE_CHANGED)[0] ?? null,
);

/**
 * A date anywhere on the page that a label states is its last change, else its publication: the latter only
 * when every such label gives the same date (a list of works, each "Published: …", dates none of them).
 */
function labelledDate(a: Artifacts): ShownDate | null {
  const changed = lastChange(a);
  if (changed) return { text: changed.text, iso: changed.iso, modified: true };
  const published = labelledDates(a, PUBLISHED);
  return published.length && published.every((d) => d.iso === published[0].iso)
    ? { text: published[0].text, iso: published[0].iso }
    : null;
}

/** The page's last change as a label states it, with the label ("Last Update Posted : November 21, 2018"), or null. */
export function lastChangedLine(a: Artifacts): ShownDate | null {
  const changed = lastChange(a);
  return changed ? { text: `${changed.label} ${changed.text}`, iso: changed.iso, modified: true } : null;
}

/** A date as the page shows it; `modified` when a label says it is the page's last change, not its first publication. */
export type ShownDate = { text: string; iso: string; modified?: true };

/**
 * The date a reader sees near the top of the page: in its byline, the line under its heading or a date
 * header above it, else in the first 1500 characters of its main text (there only where it dates the text),
 * else anywhere a label says the page was last changed, or published, then.
 */
export const visibleDate = oncePerAnalysis((a): ShownDate | null => datelineDate(a) ?? labelledDate(a));

/**
 * The date where a dateline sits: in the byline, the line under the page's heading, a date header above it,
 * or the start of the main text where a word dates it ("Published", "发稿时间"). Not a footer's "last edited".
 */
export const datelineDate = oncePerAnalysis((a: Artifacts): ShownDate | null => {
  const under = underHeading(a);
  // Under a heading outside the main content (a blog's name over its sidebar), only after the main text's start.
  const places: [string | null, boolean][] = [
    [a.raw.bylineText, false],
    [under?.inMain ? under.text : null, false],
    [dateHeading(a), false],
    [a.raw.mainText.slice(0, 1500), true],
    [a.content.mainText.slice(0, 1500), true],
    [under?.inMain ? under.onPage : null, false],
    [under && !under.inMain ? under.text : null, false],
  ];
  for (const [place, inRunningText] of places) {
    const found = place ? findDate(place.replace(/\s+/g, ' '), inRunningText) : null;
    if (found) return found;
  }
  return datedByAddress(a, [
    a.raw.bylineText,
    under?.text ?? null,
    a.raw.mainText.slice(0, 1500),
    a.content.mainText.slice(0, 1500),
  ]);
});

/** A date in the page's address: /2015/03/18/. */
const ADDRESS_DATE = /\/((?:19|20)\d{2})\/(\d{1,2})\/(\d{1,2})(?:\/|$)/;
/** A month and day without a year ("March 18 at 12:22 PM"), not followed by one. */
const YEARLESS = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!,?\\s*\\d{4})`, 'i');

/**
 * A dateline without its year ("March 18 at 12:22 PM", The Washington Post's), when the page's address
 * dates the page on that very month and day: the address gives the year.
 */
function datedByAddress(a: Artifacts, places: (string | null)[]): ShownDate | null {
  let path = '';
  try {
    path = new URL(a.document.finalUrl || a.url).pathname;
  } catch {
    return null;
  }
  const dated = ADDRESS_DATE.exec(path);
  if (!dated) return null;
  for (const place of places) {
    const m = place ? YEARLESS.exec(place.replace(/\s+/g, ' ')) : null;
    const value = m && iso(dated[1], m[1], m[2]);
    if (value && value === iso(dated[1], dated[2], dated[3])) return { text: m[0], iso: value };
  }
  return null;
}

const RELATIVE = /\b(?:(?:\d{1,3}|an?|one)\s+(?:second|minute|hour|day|week|month|year)s?\s+ago|yesterday)\b/i;
/** The lines at the start of the main text where a dateline sits (a file list's "4 years ago" is further down). */
const DATELINE_LINES = 8;
/** A line that is a relative date and nothing else but a label ("6 days ago", "Posted 3 years ago"). */
const RELATIVE_LINE = new RegExp(
  `^[\\W_]*(?:(?:posted|updated|published|submitted|edited)\\s*(?:on)?\\s*)?(${RELATIVE.source})[\\W_]*$`,
  'i',
);

/**
 * A date the page shows only relative to the day it is read ("6 days ago", Reddit's and YouTube's), where
 * a full date would be: in its byline, or as a line of its own among the first of its main text (in running
 * text, "told the Assembly 18 months ago" dates what it tells, not the page).
 */
export function relativeDate(a: Artifacts): string | null {
  const inByline = a.raw.bylineText ? RELATIVE.exec(a.raw.bylineText) : null;
  if (inByline) return inByline[0];
  for (const text of [a.raw.mainText, a.content.mainText])
    for (const line of text.slice(0, 1500).split('\n').slice(0, DATELINE_LINES)) {
      const m = line.length <= 40 ? RELATIVE_LINE.exec(line.trim()) : null;
      if (m) return m[1];
    }
  return null;
}

/** A month and day as Japanese datelines write them, without a year: "3/9(木)", "3月9日" (not "2017年3月9日"). */
const YEARLESS_CJK =
  /(?<![\d/年])(\d{1,2})\/(\d{1,2})\s*[（(][日月火水木金土][)）]|(?<![\d年]\s?)(\d{1,2})月(\d{1,2})日/u;

/**
 * A date the page shows where its dateline sits (its byline, the line under its heading) but without its year:
 * "3/9(木) 18:45配信" under Yahoo! News' heading, "March 18 at 12:22 PM". Null where it shows none, or a whole one.
 */
export function yearlessDate(a: Artifacts): string | null {
  for (const place of [a.raw.bylineText, underHeading(a)?.text ?? null]) {
    const text = place?.replace(/\s+/g, ' ');
    const m = text ? (YEARLESS.exec(text) ?? YEARLESS_CJK.exec(text)) : null;
    if (m) return m[0].trim();
  }
  return null;
}

/**
 * Lines of the main text that are no sentence of the page's own: an ad's label or an advertorial, a date alone, the
 * page's credits.
 */
import { AD_LABEL } from '../gather/facts/ad-cards';
import { findDate } from './visible-date';

/**
 * An ad's line besides its bare label (AD_LABEL): "Sponsored links", "Advertising", "スポンサードリンク", or an
 * advertorial link marked "[PR]" (phpspot's "スポンサード リンク / [PR] 英単語を忘却曲線アプリを使って…", kept by
 * Readability between the post's title and its text). No words of the page's own to describe it with.
 */
const AD_LINE =
  /^(?:sponsored (?:links?|content|by .{1,40})|advertising|ads|publicite|pubblicita|reklama|スポンサード ?リンク|スポンサーリンク|PR)$|^(?:\[PR\]|【PR】|PR[:：])/i;

/**
 * An affiliate disclosure ("This article contains affiliate links to products selected by our editors. Mental Floss
 * may receive a commission for purchases made through these links."): the site's notice, not the page's words.
 */
const DISCLOSURE_LINE =
  /\b(?:contains? affiliate links?|(?:may|might|will) (?:earn|receive|get) (?:a |an )?(?:small )?(?:commission|share of (?:the )?(?:sales?|revenue))|affiliate commission|as an amazon associate)\b/i;

export const isAdLine = (line: string): boolean =>
  AD_LABEL.test(line) || AD_LINE.test(line) || (line.length <= 400 && DISCLOSURE_LINE.test(line));

/**
 * A line that is a date and nothing else ("2019年04月04日-", a dateline of its own, or phpspot's H4 of that date under
 * the post's title): no sentence of the page, and no section of it.
 */
export const isDateLine = (line: string): boolean => {
  const date = line.length <= 40 ? findDate(line) : null;
  return !!date && !/[\p{L}\p{N}]/u.test(line.replace(date.text, ''));
};

/** One credit: a role of up to three words and "by" a name ("Photographs by Lexey Swall", "Produced by A and B"). */
const CREDIT = String.raw`(?:\p{L}+ ){0,3}[Bb]y \p{Lu}[^,;|·•\n]{1,60}`;
/**
 * A line of two credits or more ("Produced by Alicia DeSantis and Josh Williams, Photographs by Lexey Swall, Written
 * by Graham Bowley"), set above the New York Times' features: who made the page, not what it says.
 */
const CREDITS_LINE = new RegExp(`^(?:${CREDIT}\\s*[,;|·•]\\s*)+${CREDIT}$`, 'u');

export const isCreditsLine = (line: string): boolean => line.length <= 400 && CREDITS_LINE.test(line);

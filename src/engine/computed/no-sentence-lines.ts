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

/**
 * One credit, a role and a name: "Photographs by Lexey Swall" (up to three words, then "by" in one of the languages
 * whose credits read so: par, por, von, door, av, af), or a role the page names and a colon ("Text: Anna Meier",
 * "Fotos : Jean Roy", "写真：鈴木一郎"). Italian's "di" is left out: "il governo di Giorgia Meloni" reads the same.
 */
const BY_CREDIT = /^(?:\p{L}+ ){0,3}(?:[Bb]y|[Pp]ar|[Pp]or|[Vv]on|[Dd]oor|[Aa][vf]) \p{Lu}.{1,60}$/u;
const ROLE_CREDIT = /^([\p{L} ]{1,24}?) ?[:：] ?\p{L}.{0,59}$/u;
const CREDIT_ROLE =
  /^(?:text[eo]?|testo|tekst|words|reporting|photo(?:graph)?s?|photography|photographie|fotos?|fotografie|fotograf[íi]a|bilder?|images?|vid[ée]o|v[íi]deo|graphics?|grafik(?:en)?|infographie|infograf[íi]a|illustrations?|ilustraci[óo]n|design|editing|editor|r[ée]daction|redaktion|redacci[óo]n|redazione|production|produktion|producci[óo]n|interview|layout|文|写真|撮影|取材|構成|編集|イラスト|図版|記者|编辑|责编|摄影|制图)$/i;
const isCredit = (part: string): boolean => {
  if (BY_CREDIT.test(part)) return true;
  const role = ROLE_CREDIT.exec(part)?.[1];
  return !!role && CREDIT_ROLE.test(role.trim());
};
/**
 * What sets credits apart on one line: a comma, a semicolon, a bar, a middle dot, a slash between spaces, or a space
 * before the next role's colon (Japanese credits are set apart by an ideographic space, which the text reads as one).
 */
const CREDIT_SEPARATOR = /\s*[,;|·•／]\s*|\s+\/\s+|\s+(?=\p{L}{1,12} ?[:：])/u;

/**
 * A line of two credits or more ("Produced by Alicia DeSantis and Josh Williams, Photographs by Lexey Swall, Written
 * by Graham Bowley", set above the New York Times' features; "Text: Anna Meier | Fotos: Max Roth"; "文：山田太郎　写真：
 * 鈴木一郎"): who made the page, not what it says.
 */
export function isCreditsLine(line: string): boolean {
  if (line.length > 400) return false;
  const parts = line.trim().split(CREDIT_SEPARATOR);
  return parts.length >= 2 && parts.every(isCredit);
}

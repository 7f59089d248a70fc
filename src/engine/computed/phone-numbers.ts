/**
 * Phone numbers written in a page's contact text (footer, <address>), read as people in the UK, Ireland,
 * Germany, Austria, Switzerland, France, Australia and North America write them, and not prices, dates,
 * registration numbers or ISBNs.
 */
import { allMatches } from './all-matches';

/**
 * A run of digit groups that starts at no other digit or letter: an optional "+44 (0)" country prefix, a
 * first group (in brackets or not), then groups joined by one space, dot, hyphen or slash ("01969 555 200",
 * "0521 98765-40", "089 / 123 456 78", "(03) 9123 4567", "01.23.45.67.89", "+44 (0)1969 555200").
 */
const PHONE_RUN =
  /(?<![\w+(])(?:\+\d{1,3}[\s.-]?(?:\(0\)\s?)?)?(?:\(\d{1,5}\)|\d{1,15})(?:(?:[\s.-]|\s?\/\s?)\d{1,8})*(?!\d)/g;
const PHONE_WORD =
  /(?:tel|phone|call|fax|toll[- ]free|freephone|telefon|téléphone|teléfono|telefone|電話|☎|📞|mobile|hotline)\W{0,3}(?:\w+\W{0,3}){0,2}$/i;
/** Words before a number that make it an identifier, not a phone ("Company No. 0123 4567 89", "ISBN 0-19-…"). */
const ID_WORD =
  /\b(?:isbn|issn|iban|bic|vat|ust|ust-?idnr|st\.?-?nr|steuer\w*|reg\w*|company|firmenbuch|hrb?|uid|siret|siren|abn|acn|no|nr|number|nummer|konto|account|sort code|order|invoice|ref\w*)\W{0,4}$/i;
/** A fax line, not a phone to call ("Tel. 0521 98765-40 Fax 0521 98765-49"); "Tel./Fax" is both. */
const FAX_WORD = /(?<!(?:tel|phone)\W{0,3})\b(?:tele)?fax\W{0,3}(?:\w+\W{0,3}){0,2}$/i;
const DATE = /\b\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d\d\b/;
/** A national number after its trunk 0 ("0412 558 903", "01 23 45 67 89", "015396 12345"): an area group, then groups of 2+. */
const TRUNK_SHAPE = /^(?:\(0\d{1,5}\)|0\d{1,5})(?:(?:[\s.-]|\s?\/\s?)\d{2,8})+$/;
/** North American, with or without its country code 1 ("1-866-306-4636", "(866) 868-3678"). */
const US_SHAPE = /^(?:1[\s.-])?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}$/;

/** Whether one candidate, with what stands before it, is a phone. */
function isPhone(num: string, before: string): boolean {
  const digits = num.replace(/\D/g, '').length;
  // A national number has at most 12 digits, beside a German extension after its hyphen ("05444 347687-350").
  const national = num.replace(/-\d{1,5}$/, '').replace(/\D/g, '').length;
  if (digits < 9 || digits > 15 || (national > 12 && !num.startsWith('+')) || DATE.test(num)) return false;
  if (/^(?:19|20)\d\d\D/.test(num)) return false;
  // A number in running text is a phone only when it is written like one (+44…, (646)…, 0113 496 0725,
  // 646-555-0100) or called one ("Tel.", "Telephone").
  if (FAX_WORD.test(before)) return false;
  if (PHONE_WORD.test(before) || /^[+(]/.test(num)) return true;
  if (ID_WORD.test(before)) return false;
  return US_SHAPE.test(num) || TRUNK_SHAPE.test(num);
}

const DIGIT_GROUP = /\d+\)?/g;

/** The longest start of a run, cut back group by group, that is a phone. */
function longestPhone(run: string, before: string): string | undefined {
  const ends = allMatches(DIGIT_GROUP, run)
    .map((g) => g.index + g[0].length)
    .reverse();
  return ends.map((end) => run.slice(0, end)).find((cut) => isPhone(cut, before));
}

/**
 * The phones in a text. The footer's lines run together, so a run may go on into the next figure ("Call 0113
 * 496 0725 24 hours a day"): it is cut back group by group to the longest part that is a phone. A run may
 * also begin with the postcode or year of the line before ("Collingwood VIC 3066 | 0412 558 903"): a 4-5 digit
 * group before a national number is skipped, unless the run is one long identifier (an IBAN's 16+ digits).
 */
export function phonesInText(text: string): string[] {
  const found: string[] = [];
  for (const m of allMatches(PHONE_RUN, text)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const lead = /^\d{4,5}\s+(?=\(?0)/.exec(m[0]);
    const num =
      longestPhone(m[0], before) ??
      (lead && m[0].replace(/\D/g, '').length <= 15
        ? longestPhone(m[0].slice(lead[0].length), before + lead[0])
        : undefined);
    if (num) found.push(num);
  }
  return found;
}

/** One number written two ways ("01244 318 990" in the text, "01244318990" in its tel: link): the same last 9 digits. */
export const samePhone = (a: string, b: string) => a.replace(/\D/g, '').slice(-9) === b.replace(/\D/g, '').slice(-9);

/**
 * HTML character references written into JSON-LD text (docs/decisions/074, 075): WordPress's SEO plugins pass the
 * site's name through esc_html, so Rank Math writes `"name":"Brightwell &amp; Co"`. JSON has no character
 * references (RFC 8259: a string's only escapes are backslash escapes), so every reader that takes the JSON as
 * written reads "&amp;". The report reads the text decoded, and tells the page that its markup says "&amp;".
 */
import * as cheerio from 'cheerio';
import type { SchemaIssue } from './entities';

/** An HTML character reference: "&amp;", "&#038;", "&#8217;", "&#x2019;". */
const CHARACTER_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
/** A URL or IRI value (absolute, protocol-relative, root-relative, a fragment or a scheme a page links with). */
const URL_VALUE = /^\s*(?:[a-z][a-z\d+.-]*:\/\/|\/|#|(?:mailto|tel|urn|data):)/i;

/** A text value written with a character reference: its property, and the value as written. */
export interface WrittenReference {
  prop: string;
  written: string;
}

/**
 * Text values with the HTML character references a plugin wrote into them decoded, each one noted in `found`. A
 * URL keeps its text (a query's "&amp;" is the page's own error, not ours to rewrite), and so do keywords
 * ("@type", "@id").
 */
export function decodedText(value: unknown, found: WrittenReference[], key = ''): unknown {
  if (typeof value === 'string') {
    if (key.startsWith('@') || !CHARACTER_REFERENCE.test(value) || URL_VALUE.test(value)) return value;
    const read = decode(value);
    if (read !== value) found.push({ prop: key, written: value });
    return read;
  }
  if (Array.isArray(value)) return value.map((v) => decodedText(v, found, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodedText(v, found, k)]));
  return value;
}

const decode = (s: string) => cheerio.load(s.replace(/</g, '&lt;'), null, false).text();

/** A long value around its first reference ("…more horsepower than &mdash; any console…"), a short one whole. */
function around(written: string): string {
  if (written.length <= 80) return written;
  const at = CHARACTER_REFERENCE.exec(written)?.index ?? 0;
  const start = Math.max(0, at - 30);
  const end = Math.min(written.length, at + 50);
  return `${start ? '…' : ''}${written.slice(start, end)}${end < written.length ? '…' : ''}`;
}

/** One warning per block that writes character references: the first value as written and as meant. */
export function referenceIssue(block: number, found: WrittenReference[]): SchemaIssue {
  const [first] = found;
  const ref = CHARACTER_REFERENCE.exec(first.written)![0];
  const more = found.length > 1 ? ` (and ${found.length - 1} more value${found.length > 2 ? 's' : ''} so written)` : '';
  return {
    severity: 'warning',
    kind: 'character-reference',
    source: 'json-ld',
    block,
    entity: null,
    term: first.prop,
    message: `Block ${block}: '${first.prop}' is written "${around(first.written)}"${more}: "${ref}" is an HTML character reference, and JSON has none, so a reader that takes the JSON as written reads "${ref}" where the page means "${decode(ref)}". Write the character itself: "${decode(around(first.written))}". A plugin that writes it so escapes the text for HTML: update it, or report it to its developer.`,
  };
}

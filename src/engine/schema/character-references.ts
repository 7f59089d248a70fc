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

/** A text value written with a character reference: its property, as written, and as meant. */
export interface WrittenReference {
  prop: string;
  written: string;
  read: string;
}

/**
 * Text values with the HTML character references a plugin wrote into them decoded, each one noted in `found`. A
 * URL keeps its text (a query's "&amp;" is the page's own error, not ours to rewrite), and so do keywords
 * ("@type", "@id").
 */
export function decodedText(value: unknown, found: WrittenReference[], key = ''): unknown {
  if (typeof value === 'string') {
    if (key.startsWith('@') || !CHARACTER_REFERENCE.test(value) || URL_VALUE.test(value)) return value;
    const read = cheerio.load(value.replace(/</g, '&lt;'), null, false).text();
    if (read !== value) found.push({ prop: key, written: value, read });
    return read;
  }
  if (Array.isArray(value)) return value.map((v) => decodedText(v, found, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decodedText(v, found, k)]));
  return value;
}

const cut = (s: string) => (s.length > 80 ? `${s.slice(0, 80)}…` : s);

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
    message: `Block ${block}: '${first.prop}' is written "${cut(first.written)}"${more}: "${ref}" is an HTML character reference, and JSON has none, so a reader that takes the JSON as written reads "${ref}" where the page means "${cheerio.load(ref, null, false).text()}". Write the character itself: "${cut(first.read)}". A plugin that writes it so escapes the text for HTML: update it, or report it to its developer.`,
  };
}

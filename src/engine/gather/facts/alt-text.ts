/**
 * An image's alt text as readers get it. Browsers never parse an alt attribute as HTML: a screen reader speaks
 * what it holds and a crawler reads it as text, tags and all. A CMS that fills alt from a rich caption field
 * leaks its markup there (MSN's slideshows: alt="<p>If a recipe calls for corn…</p>",
 * alt="<span style="font-size:13px;">Nintendo/Apple</span>"): the alt is written as HTML (decision 079).
 */

const NAMED: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
};
/** The character references an attribute commonly holds (the rest are kept as written). */
export const decodeEntities = (s: string) =>
  s.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (ref, dec: string, hex: string, name: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : null;
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
    return NAMED[name.toLowerCase()] ?? ref;
  });

/**
 * The character references a text still holds once read, escaped twice in its source ("That&amp;#039;s",
 * "&amp;rsquo;"): readers are shown them as written (decision 133). Only those decodeEntities writes as characters.
 */
export const escapedTwice = (text: string | null | undefined): string[] => [
  ...new Set(
    (text?.match(/&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi) ?? []).filter((ref) => decodeEntities(ref) !== ref),
  ),
];

/** A tag of the elements a caption or a rich-text field holds, opening or closing ("<p>", "<a href='…'>", "</span>"). */
const TAG =
  /<\/?(?:p|span|a|br|div|strong|em|b|i|u|font|img|h[1-6]|ul|ol|li|sup|sub|small|figure|figcaption|cite|blockquote|iframe|script|style)\b[^<>]*>/gi;
const ONE_TAG = new RegExp(TAG.source, 'i');
/** An alt escaped twice (alt="&amp;lt;p&amp;gt;…") still shows its tags, as "&lt;p&gt;". */
const unescaped = (alt: string) => (/&lt;/i.test(alt) ? decodeEntities(alt) : alt);

/** The alt is written as HTML markup. */
export const altIsMarkup = (alt: string | null | undefined): boolean => !!alt && ONE_TAG.test(unescaped(alt));

/** The words of an alt: its text without the markup a CMS leaked into it ("Nintendo/Apple"); else the alt itself. */
export const altWords = (alt: string): string =>
  altIsMarkup(alt) ? unescaped(alt).replace(TAG, ' ').replace(/\s+/g, ' ').trim() : alt;

/**
 * Cloudflare's Email Address Obfuscation, undone as its script (email-decode.min.js) undoes it in the visitor's
 * browser: a link to /cdn-cgi/l/email-protection#HEX becomes a mailto: link, and an element of class __cf_email__
 * that shows "[email protected]" gives way to the address its data-cfemail holds. Read as served, the page would
 * otherwise hide its own address and show the placeholder as its text (decisions 079, 081).
 */
import type * as cheerio from 'cheerio';

const PROTECTION_PATH = '/cdn-cgi/l/email-protection';

/**
 * The address Cloudflare wrote as hex, its first byte the key XORed with each byte after it (UTF-8); a link's
 * may be a share form's "?subject=…&body=…", a mailto: with no recipient (contact.ts tells them apart).
 */
function decodedAddress(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  const bytes = new Uint8Array(hex.length / 2 - 1);
  for (let i = 2; i < hex.length; i += 2) bytes[i / 2 - 1] = parseInt(hex.slice(i, i + 2), 16) ^ key;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reveals every address Cloudflare hid in the parsed page. A placeholder with no hex, or one that holds no text, is
 * dropped: "[email protected]" is no text the page wrote (no contact detail, quotation or sentence of a description).
 */
export function revealCloudflareEmails($: cheerio.CheerioAPI, html: string): void {
  if (!['__cf_email__', 'data-cfemail', PROTECTION_PATH].some((mark) => html.includes(mark))) return;
  $('.__cf_email__, [data-cfemail]').each((_, el) => {
    const hidden = $(el);
    hidden.replaceWith(hidden.text(decodedAddress(hidden.attr('data-cfemail') ?? '') ?? '').contents());
  });
  $(`a[href*="${PROTECTION_PATH}#"]`).each((_, el) => {
    const href = $(el).attr('href') ?? '';
    const address = decodedAddress(href.slice(href.indexOf('#') + 1));
    if (address) $(el).attr('href', `mailto:${address}`);
  });
}

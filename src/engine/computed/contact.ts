/** How to reach the site: phones and e-mail addresses (links, footer, addresses, markup) and a real postal address. */
import type { PageFacts } from '../types';
import { isShareIntent, siteKey } from './link-kinds';
import { asArray, typesOf, type Obj } from './json-ld-view';
import { phonesInText, samePhone } from './phone-numbers';
import { addressInFooter, looksLikePostalAddress } from './postal-address';

/** Lower-case top-level domain, so that text run together ("x@site.orgAbstract") stops at the domain. */
const EMAIL_AT = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[a-z]{2,24}(?![a-z])/y;
const LOCAL_PART_CHAR = /[A-Za-z0-9._%+-]/;

/**
 * The e-mail addresses in a text, the pattern tried only where an "@" stands, from the start of the name before
 * it: tried at every position, it cost 2 ms on a catalogue's 130 kB that holds none.
 */
function emailsIn(text: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', Math.max(at + 1, from))) {
    let start = at;
    while (start > from && LOCAL_PART_CHAR.test(text[start - 1])) start--;
    if (start === at) continue;
    EMAIL_AT.lastIndex = start;
    const m = EMAIL_AT.exec(text);
    if (!m) continue;
    found.push(m[0]);
    from = start + m[0].length;
  }
  return found;
}
const VALID_EMAIL = /^[A-Z0-9_%+-]+(?:\.[A-Z0-9_%+-]+)*@(?:[A-Z0-9-]+\.)+[A-Z]{2,24}$/i;

/** Letters only, lower case, accents dropped: "Di Stefano" → "distefano". */
const letters = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
/** Local parts that name a role or a desk, never one writer. */
const ROLE_ADDRESS =
  /^(?:info|contact|hello|tips?|news|newsroom|press|media|editors?|editorial|letters|corrections|feedback|support|help|sales|advertis\w*|ads|office|admin|team|mail|webmaster|privacy|legal|jobs|careers)$/;

/**
 * An address that is one of the page's authors' own (dan.goodin@ for Dan Goodin, bromano@ for Benjamin
 * Romano, juli@ for Juli Clover): how to reach the writer, not the publisher's contact. Only the first
 * three words of a name count (a byline runs on into "Staff Writer").
 */
function authorsAddress(email: string, authors: string[]): boolean {
  const local = letters(email.split('@')[0]);
  if (local.length < 3 || ROLE_ADDRESS.test(local)) return false;
  return authors.some((name) => {
    const words = name.split(/\s+/).slice(0, 3).map(letters).filter(Boolean);
    const first = words[0] ?? '';
    return (
      (first.length >= 3 && local === first) ||
      words.some((w) => w.length >= 4 && local.includes(w)) ||
      words.slice(1).some((w) => w.length === 3 && local.startsWith(first[0]) && local.endsWith(w))
    );
  });
}

/**
 * Phones and e-mails from tel:/mailto: links (never share links), the footer, the addresses and the site's
 * organisation markup. An author's own address found on the page is the writer's, not the site's.
 */
export function contactDetails(
  facts: PageFacts,
  pageUrl: string,
  pageSite: string,
  siteOrgs: Obj[],
  authors: string[] = [],
  brands: string[] = [],
): { phones: string[]; emails: string[]; writersEmails: string[]; address: boolean } {
  const phones = new Set<string>();
  // The tel: link, the footer and the markup often give one number three ways: it is listed once.
  const addPhone = (num: string) => [...phones].some((p) => samePhone(p, num)) || phones.add(num);
  const emails = new Set<string>();
  const inContent = new Set<string>();
  for (const l of facts.links) {
    if (l.href.startsWith('tel:')) {
      const num = decodeURIComponent(l.href.slice(4)).replace(/^\/+/, '').trim();
      if (num.replace(/\D/g, '').length >= 6) addPhone(num);
    } else if (l.href.startsWith('mailto:')) {
      if (isShareIntent(l.href, pageUrl)) continue;
      const to = decodeURIComponent(l.href.slice(7).split('?')[0]).split(',')[0].trim();
      if (!VALID_EMAIL.test(to)) continue;
      emails.add(to);
      if (l.region === 'main') inContent.add(to);
    }
  }
  const contactText = [facts.footerText ?? '', ...facts.addresses].join(' | ');
  for (const num of phonesInText(contactText)) addPhone(num);
  const isEmail = (m: string) =>
    VALID_EMAIL.test(m) &&
    !/\.(png|jpe?g|gif|svg|webp|css|js)$/i.test(m) &&
    !/^(?:example|name|you|your|user|email)@/i.test(m);
  for (const m of emailsIn(contactText)) if (isEmail(m)) emails.add(m);
  // An address of the site's own domain anywhere on the page ("send tips to tips@site.com").
  for (const m of emailsIn(facts.mainText.slice(0, 200_000)))
    if (isEmail(m) && pageSite && siteKey(m.split('@')[1]) === pageSite) emails.add(m);
  // The address the byline or the signature carries is its writer's, whatever its letters (heise signs a report
  // "(bsc)" linked to bsc@heise.de, initials no name-matching reads as Ben Schwan's); a desk's (news@) stays the site's.
  const bylines = emailsIn(facts.bylineText ?? '').map((e) => e.toLowerCase());
  const inByline = (e: string) =>
    bylines.includes(e.toLowerCase()) && !ROLE_ADDRESS.test(e.split('@')[0].toLowerCase());
  const writersEmails = [...emails].filter((e) => authorsAddress(e, authors) || inByline(e));
  for (const e of writersEmails) emails.delete(e);
  // In the content, an address on a domain that is neither the site's nor named like it belongs to someone
  // the page names (a paper's corresponding author at their institute, a source), not to the site.
  const siteLike = (domain: string) =>
    (!!pageSite && siteKey(domain) === pageSite) || brands.some((b) => b.length >= 4 && letters(domain).includes(b));
  for (const e of inContent) if (!siteLike(e.split('@')[1] ?? '')) emails.delete(e);
  // Beside a desk's address on the site's own domain (tips@, contact@), the others are its staff's
  // (MacRumors lists each writer's in its sidebar, some on their own domains): the site's contact is the desk's.
  const desks = [...emails].filter(
    (e) => ROLE_ADDRESS.test(e.split('@')[0].toLowerCase()) && !!pageSite && siteKey(e.split('@')[1]) === pageSite,
  );
  if (desks.length)
    for (const e of emails)
      if (!desks.includes(e)) {
        emails.delete(e);
        writersEmails.push(e);
      }
  for (const o of siteOrgs) {
    for (const t of asArray(o.telephone)) if (typeof t === 'string' && t.replace(/\D/g, '').length >= 6) addPhone(t);
    for (const e of asArray(o.email))
      if (typeof e === 'string' && VALID_EMAIL.test(e.replace(/^mailto:/i, ''))) emails.add(e.replace(/^mailto:/i, ''));
  }
  const address =
    facts.addresses.some(looksLikePostalAddress) ||
    addressInFooter(facts.footerText ?? '') ||
    siteOrgs.some((o) =>
      typeof o.address === 'string' ? looksLikePostalAddress(o.address) : !!o.address && typeof o.address === 'object',
    ) ||
    siteOrgs.some((o) => typesOf(o).some((t) => /LocalBusiness|Store|Restaurant/.test(t)) && !!o.address);
  return {
    phones: [...phones].slice(0, 5),
    emails: [...emails].slice(0, 5),
    writersEmails: writersEmails.slice(0, 5),
    address,
  };
}

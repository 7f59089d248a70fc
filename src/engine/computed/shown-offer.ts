/**
 * What a shop's page shows of what it sells: the price beside its buying control, read as an amount and a
 * currency, and whether it says the product has no reviews. The drafted Product takes these as the page shows
 * them, never a guess (docs/decisions/073).
 */
import { allMatches } from './all-matches';

/** A shop's buying control, in the languages pages are written in. */
const ADD_TO_CART =
  /\b(?:add to (?:cart|basket|bag)|in den warenkorb|ajouter au panier|añadir al carrito|aggiungi al carrello|in winkelwagen)\b|カートに入れる|加入购物车|장바구니에 담기/i;
const PRICE = /[$€£¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?(?:円|元|€|EUR|USD)/;
// Global copies made once: a copy made per call compiles again after the collections that drop V8's cache (decision 164).
const ADD_TO_CART_ALL = new RegExp(ADD_TO_CART.source, 'gi');
const PRICE_ALL = new RegExp(PRICE.source, 'g');

/** Words that make the amount after them a tax's, not the price ("1,200円 (+消費税120円)", "incl. VAT £2.40"). */
const TAX_BEFORE = /(?:消費税|税額|税|\btax|\bVAT|\bMwSt\.?|\bIVA|\bTVA)\s*:?\s*$/i;

/** Words after an amount that make it the price before tax, beside the one paid ("1,200円 (+消費税120円)", "£20.00 excl. VAT"). */
const BEFORE_TAX =
  /^\s*\(?\s*(?:\+\s*(?:消費税|税|tax|VAT|MwSt)|税抜|税別|excl\b|excluding\b|zzgl\b|plus (?:tax|VAT)\b|\+ ?tax\b)/i;

/** The price shown just before a buying control ("1,320円(税込) … カートに入れる", "£14.00 … Add to basket"), and that control. */
export function priceBesideCart(
  text: string,
  from = 0,
): { price: string; control: string; after: string; end: number; at: number } | null {
  ADD_TO_CART_ALL.lastIndex = from;
  const m = ADD_TO_CART_ALL.exec(text.slice(0, 200_000));
  ADD_TO_CART_ALL.lastIndex = 0;
  if (!m) return null;
  const end = m.index + m[0].length;
  const from0 = Math.max(0, m.index - 300);
  const before = text.slice(from0, m.index);
  const prices = allMatches(PRICE_ALL, before).filter(
    (p) =>
      !TAX_BEFORE.test(before.slice(Math.max(0, p.index - 12), p.index)) &&
      !BEFORE_TAX.test(before.slice(p.index + p[0].length, p.index + p[0].length + 16)),
  );
  const last = prices[prices.length - 1];
  if (!last) return { price: '', control: m[0], after: '', end, at: m.index };
  return {
    end,
    at: from0 + last.index,
    price: last[0],
    control: m[0],
    after: before.slice(last.index + last[0].length, last.index + last[0].length + 12),
  };
}

/** Dollars by the country-code domain that sells in them; a generic domain (.com, .io) sells in US dollars. */
const DOLLAR_BY_TLD: Record<string, string> = { au: 'AUD', ca: 'CAD', nz: 'NZD', sg: 'SGD', hk: 'HKD', us: 'USD' };
const GENERIC_TLD = /^(?:com|net|org|io|app|co|shop|store|ai|dev|biz|info)$/;

/** The ISO 4217 code a price's sign or word names; null where the sign alone does not say (a "$" on a .mx shop). */
function currencyOf(price: string, host: string): string | null {
  const tld = host.split('.').pop() ?? '';
  if (/£/.test(price)) return 'GBP';
  if (/€|EUR/.test(price)) return 'EUR';
  if (/₹/.test(price)) return 'INR';
  if (/円/.test(price) || (/¥/.test(price) && tld === 'jp')) return 'JPY';
  if (/元/.test(price) || (/¥/.test(price) && tld === 'cn')) return 'CNY';
  if (/USD/.test(price)) return 'USD';
  if (/\$/.test(price)) return DOLLAR_BY_TLD[tld] ?? (GENERIC_TLD.test(tld) ? 'USD' : null);
  return null;
}

/**
 * The amount as schema.org writes it ("1299.00"): a last separator followed by one or two digits marks the
 * decimals ("€ 1.299,00", "£24.00"), every other separator groups thousands ("1,320円").
 */
function amountOf(price: string): string | null {
  const digits = price.match(/\d[\d,.]*/)?.[0].replace(/[.,]$/, '');
  if (!digits) return null;
  const m = /^(.*?)[.,](\d{1,2})$/.exec(digits);
  const whole = (m ? m[1] : digits).replace(/[.,]/g, '');
  return m ? `${whole}.${m[2]}` : whole;
}

/** A price by the month ("$19.99/mo", "€9 per month"): a subscription's, written as one. */
const MONTHLY = /^\s*(?:\/\s*(?:mo|month|mon|mois|monat)\b|per month|a month|pro monat|par mois)/i;

/**
 * The price beside the page's buying control as an Offer's price, its currency (null where the sign does not say
 * which), whether it is by the month, and where the text shows it.
 */
export function shownPrice(
  text: string,
  pageUrl: string,
): { price: string; currency: string | null; monthly: boolean; at: number } | null {
  const shown = priceBesideCart(text);
  if (!shown?.price) return null;
  // A grid of cards, each with its own price and button (a collection page), sells no one product at one price.
  for (let next = priceBesideCart(text, shown.end); next; next = priceBesideCart(text, next.end))
    if (next.price && amountOf(next.price) !== amountOf(shown.price)) return null;
  let host = '';
  try {
    host = new URL(pageUrl).hostname;
  } catch {
    /* no host: a "$" stays unknown */
  }
  const price = amountOf(shown.price);
  return price
    ? { price, currency: currencyOf(shown.price, host), monthly: MONTHLY.test(shown.after), at: shown.at }
    : null;
}

/**
 * A page that says its product has no reviews yet (WooCommerce's "There are no reviews yet." and "Reviews (0)",
 * "Be the first to review", Shopware's "Es gibt noch keine Bewertungen"): no rating or review is to be marked up,
 * as Google's review-snippet guidelines want markup only of reviews shown on the page (docs/decisions/073).
 */
const NO_REVIEWS =
  /\b(?:there are no reviews yet|no reviews yet|be the first to (?:review|write a review|leave a review)|reviews \(0\)|(?:es gibt )?noch keine bewertungen|bewertungen \(0\)|aucun avis pour le moment|soyez le premier à (?:laisser|donner) (?:un|votre) avis|(?:aún|todavía) no hay (?:reseñas|valoraciones|opiniones)|non ci sono ancora recensioni|er zijn nog geen (?:beoordelingen|reviews))/i;

const NO_REVIEWS_ALL = new RegExp(NO_REVIEWS.source, 'gi');

export const showsNoReviews = (text: string): boolean => NO_REVIEWS.test(text);

/**
 * The words in which the page says it has no reviews yet, as it writes them: its sentence ("There are no reviews
 * yet.") before a tab's count ("Reviews (0)"); null when it says nothing of the kind.
 */
export function noReviewsSaid(text: string): string | null {
  const said = allMatches(NO_REVIEWS_ALL, text.slice(0, 200_000)).map((m) => m[0]);
  return said.find((s) => !/\(0\)/.test(s)) ?? said[0] ?? null;
}

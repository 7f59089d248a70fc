/**
 * Prices by locale from minor units (visitor.md section 9): en-US usd $, en-GB gbp £,
 * en-CA cad C$, en-AU aud A$, de-DE and fr-FR eur €. Amounts are divided by 100 and
 * shown with two decimals. Pure; no DOM.
 */
type CurrencyCode = 'usd' | 'gbp' | 'cad' | 'aud' | 'eur';

const CURRENCY_BY_LOCALE: Record<string, { code: CurrencyCode; symbol: string }> = {
  'en-US': { code: 'usd', symbol: '$' },
  'en-GB': { code: 'gbp', symbol: '£' },
  'en-CA': { code: 'cad', symbol: 'C$' },
  'en-AU': { code: 'aud', symbol: 'A$' },
  'de-DE': { code: 'eur', symbol: '€' },
  'fr-FR': { code: 'eur', symbol: '€' },
};

export function currencyForLocale(locale: string | null | undefined): { code: CurrencyCode; symbol: string } {
  return CURRENCY_BY_LOCALE[locale ?? ''] ?? CURRENCY_BY_LOCALE['en-US'];
}

/** '$24.95' from 2495 in en-US; '£19.95' from 1995 in en-GB. Non-finite amounts count as 0. */
export function formatPrice(minorUnits: number | null | undefined, locale: string | null | undefined): string {
  const amount = Number.isFinite(minorUnits) ? (minorUnits as number) : 0;
  const { symbol } = currencyForLocale(locale);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${(Math.abs(amount) / 100).toFixed(2)}`;
}

/** The spec's reference price shown in the report dialog button. */
export const REFERENCE_PRICE_MINOR = 2495;

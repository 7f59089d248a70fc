import { describe, expect, it } from 'vitest';
import { currencyForLocale, formatPrice } from './currency';

describe('formatPrice', () => {
  it('uses the currency symbol of each locale with two decimals from minor units', () => {
    expect(formatPrice(2495, 'en-US')).toBe('$24.95');
    expect(formatPrice(1995, 'en-GB')).toBe('£19.95');
    expect(formatPrice(5000, 'en-CA')).toBe('C$50.00');
    expect(formatPrice(1, 'en-AU')).toBe('A$0.01');
    expect(formatPrice(7995, 'de-DE')).toBe('€79.95');
    expect(formatPrice(100, 'fr-FR')).toBe('€1.00');
  });
  it('treats a missing amount as 0 and an unknown locale as en-US', () => {
    expect(formatPrice(undefined, 'en-US')).toBe('$0.00');
    expect(formatPrice(NaN, 'xx')).toBe('$0.00');
    expect(currencyForLocale('en-GB').code).toBe('gbp');
    expect(currencyForLocale('fr-FR').code).toBe('eur');
  });
});

import { describe, expect, it } from 'vitest';
import { phonesInText, samePhone } from './phone-numbers';

describe('phonesInText: phones as each country writes them, and nothing else', () => {
  it.each([
    ['Telephone 01969 555 200.', '01969 555 200'],
    ['Tel: 01273 960 415', '01273 960 415'],
    ['Tel. 0521 98765-40', '0521 98765-40'],
    ['Telefon (0521) 987 65 40', '(0521) 987 65 40'],
    ['089 / 123 456 78', '089 / 123 456 78'],
    ['+44 (0)1969 555200', '+44 (0)1969 555200'],
    ['+353 1 234 5678', '+353 1 234 5678'],
    ['Tel. +43 1 234 56 78', '+43 1 234 56 78'],
    ['Tel 044 123 45 67', '044 123 45 67'],
    ['01 23 45 67 89', '01 23 45 67 89'],
    ['0800 123 4567', '0800 123 4567'],
    ['(866) 868-3678', '(866) 868-3678'],
    ['Toll-free (Canada only): 1-866-306-4636', '1-866-306-4636'],
    ['Tel 01134960725', '01134960725'],
    ['015396 12345', '015396 12345'],
    ['Telefon 05444 347687-350', '05444 347687-350'],
  ])('%s', (text, phone) => expect(phonesInText(text)).toEqual([phone]));

  it('cuts a run that goes on into the next figure, and skips the postcode of the line before', () => {
    expect(phonesInText('Call 0113 496 0725 24 hours a day')).toEqual(['0113 496 0725']);
    expect(phonesInText('866-868-3678 Mon-Fri')).toEqual(['866-868-3678']);
    expect(phonesInText('Collingwood VIC 3066 0412 558 903')).toEqual(['0412 558 903']);
  });

  it('reads no fax line as a phone, but "Tel./Fax" is one', () => {
    expect(phonesInText('Tel. 0521 98765-40 Fax 0521 98765-49')).toEqual(['0521 98765-40']);
    expect(phonesInText('Telefax: 0521 98765-49')).toEqual([]);
    expect(phonesInText('Tel./Fax 0521 98765-40')).toEqual(['0521 98765-40']);
  });

  it.each([
    'ISBN 0-19-852663-6',
    'ISBN 978-0-19-852663-6',
    '© 2024 Company No. 0123 4567 89',
    'Company number 04567890 VAT 123 4567 89',
    'Order 0012 3456 789',
    'IBAN DE89 3704 0044 0532 0130 00',
    'Open 01.02.2024 10.00 to 12.00',
    'Prices from £1 250 000',
    '© 2019 - 2024 All rights reserved',
    'Since 1998 120 000 customers',
  ])('no phone in "%s"', (text) => expect(phonesInText(text)).toEqual([]));

  it('knows one number written two ways', () => {
    expect(samePhone('01244 318 990', '01244318990')).toBe(true);
    expect(samePhone('+44 1244 318990', '01244 318 990')).toBe(true);
    expect(samePhone('0521 98765-40', '0521 98765-49')).toBe(false);
  });
});

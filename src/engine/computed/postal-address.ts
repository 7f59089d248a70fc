/** Whether a postal address is written on the page: in an <address> element, the footer or markup. */
import { allMatches } from './all-matches';

/**
 * A US state or the District of Columbia, written in full ("Dallas, Texas 75201", D Magazine's footer) or as its
 * postal code ("Dallas, TX 75201", "Washington, D.C. 20009").
 */
const US_STATE =
  '(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia|A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|D\\.C\\.)';
/** A postcode as each country writes it: UK, US (after its state), Australian, European, Japanese, Canadian. */
const POSTCODE = new RegExp(
  String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|(?:^|[\s,])${US_STATE},?\s+\d{5}(?:-\d{4})?\b|` +
    String.raw`\b(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4}\b|(?:^|,\s*)(?:[A-Z]-)?\d{4,5}\s+\p{Lu}[\p{L}-]+|〒\s?\d{3}-?\d{4}|\b\d{3}-\d{4}\b.*[都道府県市区町村]|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b`,
  'u',
);
/**
 * A street with its number. German, Austrian and Swiss names are one word ("Hauptstraße 5") or two
 * ("Gütersloher Straße 112", "Berliner Allee 3", "Konrad-Adenauer-Straße 5"); a UK trading estate's address
 * starts at its unit ("Unit 3, Abbey Mills").
 */
const STREET =
  /\b\d+[a-z]?,?\s+(?:[\p{L}'.-]+\s+){0,4}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.?|way|place|pl\.?|square|sq\.?|court|ct\.?|parkway|pkwy|highway|hwy|terrace|crescent|close)(?=[\s,.]|$)|\b(?:\p{L}+[ -])?\p{L}*(?:straße|strasse|str\.|platz|weg|gasse|allee)\s*\d+|\b\d+(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|place|chemin|allée|quai|impasse)\b|\b(?:via|viale|piazza|calle|avenida|plaza|rua|carrer)\s+[\p{L} ]+,?\s*\d+|\bP\.?\s?O\.?\s+Box\s+\d+|\b(?:suite|unit)\s+\d+|[都道府県][^\s]{1,12}[市区町村郡]/iu;
const STREET_ALL = new RegExp(STREET.source, 'giu');
/** A UK street named without a house number ("Abbey Road"): an address only with a postcode after it. */
const NAMED_STREET =
  /\b\p{Lu}[\p{L}'-]+\s+(?:Road|Street|Lane|Avenue|Drive|Way|Place|Square|Court|Terrace|Crescent|Close|Row|Gardens|Mews|Walk)\b/gu;

/** A postal address, not a byline or a date in an <address> element. */
export function looksLikePostalAddress(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length < 8 || t.length > 400) return false;
  return STREET.test(t) || (POSTCODE.test(t) && /,/.test(t));
}

/**
 * A postal address written in the footer's text, outside any <address> element ("Ledgerly Ltd, 12 Queen
 * Street, Edinburgh EH2 1JE"): a street and, within the 100 characters after it, a postcode. The footer's
 * lines run together, so a German postcode may follow the house number after a space or a dot alone
 * ("Gütersloher Straße 112 33649 Bielefeld", "Berliner Allee 3 · 40212 Düsseldorf").
 */
export function addressInFooter(footer: string): boolean {
  const t = footer.replace(/\s+/g, ' ').slice(0, 5000);
  const streets = [...allMatches(STREET_ALL, t), ...allMatches(NAMED_STREET, t)];
  return streets.some((m) => {
    const end = m.index + m[0].length;
    return (
      POSTCODE.test(t.slice(m.index, end + 100)) || POSTCODE.test(t.slice(end, end + 100).replace(/^[\s,;·•|–-]+/, ''))
    );
  });
}

/**
 * Month names of the languages the engine reads besides English (French, German, Spanish, Italian, Portuguese,
 * Dutch), as datelines write them: Le Monde's "Publié le 07 mai 2019 à 13h59", Spiegel's "07.05.2019" aside, a
 * German "7. Mai 2019", a Spanish "7 de mayo de 2019". English names are read by MONTH_NAME (dated-byline.ts).
 */
const MONTHS_BY_LANGUAGE: string[][] = [
  // French (with the abbreviations its press prints: "janv.", "févr.", "avr.", "juil.", "déc.")
  [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
  // German, and Austria's "Jänner"
  [
    'januar',
    'februar',
    'märz',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'dezember',
  ],
  ['jänner', 'feb', 'märz', 'apr', 'mai', 'jun', 'jul', 'aug', 'sept', 'okt', 'nov', 'dez'],
  // Spanish (Latin America's "setiembre" too)
  [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'setiembre', 'oct', 'nov', 'dic'],
  // Italian
  [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  // Portuguese
  [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  // Dutch
  [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
];

/** A name written without its accents ("fevrier", "aout", "marz") is the same month. */
const bare = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const NUMBER_OF = new Map<string, number>();
for (const names of MONTHS_BY_LANGUAGE)
  names.forEach((n, i) => {
    NUMBER_OF.set(n, i + 1);
    NUMBER_OF.set(bare(n), i + 1);
  });

/** The month names above as one alternation, longest first (so "juillet" is not read as "juil"). */
export const LOCAL_MONTH_NAME = `(?:${[...NUMBER_OF.keys()].sort((x, y) => y.length - x.length).join('|')})`;

/** The month's number (1-12) of a name above, or 0. */
export const localMonthNumber = (name: string): number =>
  NUMBER_OF.get(name.toLowerCase()) ?? NUMBER_OF.get(bare(name)) ?? 0;

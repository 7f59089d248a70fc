/**
 * The words that stand where a figure could ("many", "most voters", "a majority of", "rapidly"), and the two filters
 * that keep a sentence with them from being the page's own claim (decisions 105, 118, 125): reported speech ("the
 * donors say", "according to") is someone else's words, and the writer's "I" or a word to the reader ("if you
 * make") is no claim of fact. One set per language whose words are looked for; a page in any other language is not
 * read for them, and the report says so.
 */

export interface VagueWords {
  vague: RegExp;
  reported: RegExp;
  personal: RegExp;
}

/** A whole word or phrase of the alternation, in any script (`\b` is ASCII's: it cuts "déclaré" after the "é"). */
export const words = (alternation: string, flags = 'iu') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, flags);

/**
 * English. "Most" before an adjective is a superlative ("Europe's most wanted", "most comfortable"), not a share: it
 * counts only before "of", people, or a plural noun ("most pollsters"; not "most famous", "most ruthless", "matters
 * most is").
 */
const ENGLISH: VagueWords = {
  vague:
    /\b(?:many|most\s+(?:of\b|(?:people|men|women|children)\b|(?!(?:is|was|has|as|does|this|us|its|his|less|unless|always|perhaps)\b)(?!\w+(?:ous|ss)\b)\w+s\b)|several|numerous|(?:a (?:lot|number|majority|minority) of|lots of)(?!\s+(?:sense|fun|time|us|information|detail|details|work|effort|thought|attention|potential|love|trouble)\b)|the (?:majority|minority) of|significant(?:ly)?|substantial(?:ly)?|countless|huge|massive|vast|rapid(?:ly)?|dramatically|sharply|a sharp (?:rise|fall|drop|increase|decline)|(?:a )?growing (?:number|share|proportion|percentage|amount)s?)\b/i,
  reported:
    /\bsay(?=\s+(?:that|there|it|they|he|she|we|the|this)\b)|\b(?:says|said|saying|told|tells|according to|believed|believes|argued|argues|claimed|warn(?:s|ed)|describe[sd])\b/i,
  // A business's "we" and "our" stay: "many of our customers" is a claim a figure makes precise.
  personal: /\b(?:of us|I|I['’](?:m|ve|d|ll)|me|my|you|you['’](?:re|ve|ll|d)|your)\b/i,
};

/** An elided "je", "me", "te" ("j'ai", "m'a"): the apostrophe is followed by the word it joins. */
const ELIDED = (letters: string) => `(?<![\\p{L}\\p{N}])(?:${letters})['’](?=\\p{L})`;

const FRENCH: VagueWords = {
  vague: words(
    "beaucoup d(?:e|es|['’])|la plupart d(?:es|u|e la|['’])|(?:de )?nombreu(?:x|ses)|plusieurs|innombrables|la majorité d(?:es|u|e la|['’])|une majorité d(?:e|es|['’])|un grand nombre d(?:e|es|['’])|de plus en plus d(?:e|es|['’])|considérablement|massivement|rapidement|(?:une |en )forte (?:hausse|baisse|augmentation|croissance)",
  ),
  reported: words(
    "selon|d['’]après|a (?:dit|déclaré|affirmé|expliqué|estimé|assuré|souligné|indiqué|précisé|averti)|affirme|explique|estime|assure|souligne|déclare|avertit",
  ),
  // "nous" and "notre" stay, as "we" and "our" do.
  personal: new RegExp(
    `${words('je|me|moi|mon|ma|mes|tu|te|toi|ton|ta|tes|vous|votre|vos').source}|${ELIDED('j|m|t')}`,
    'iu',
  ),
};

const GERMAN: VagueWords = {
  // Not "deutlich" ("deutlich machen", to make clear) nor "stark" (strong): both are most often something else.
  // Nor "ein Großteil", Spanish "gran parte de" (much of): English "much of" is not looked for either.
  vague: words(
    'viele[nrms]?|die meisten|zahlreiche[nrms]?|mehrere[nr]?|unzählige[nr]?|die Mehrheit|eine Vielzahl|immer mehr|erheblich(?:e[nrms]?)?|massiv(?:e[nrms]?)?|rasant(?:e[nrms]?)?|drastisch(?:e[nrms]?)?',
  ),
  reported: words(
    'laut|zufolge|sagte[n]?|sagt|erklärte[n]?|erklärt|betonte[n]?|betont|meinte[n]?|berichtete[n]?|warnte[n]?|warnt|so (?:der|die|das)',
  ),
  // "Sie", "Ihnen" and "Ihr" capitalised are the reader addressed (lower case, "sie" is she or they).
  personal: new RegExp(
    `${words('ich|mich|mir|mein(?:e[nmrs]?)?|du|dich|dir|dein(?:e[nmrs]?)?').source}|${words('Sie|Ihnen|Ihr(?:e[nmrs]?)?', 'u').source}`,
    'u',
  ),
};

const SPANISH: VagueWords = {
  vague: words(
    'much(?:os|as)(?! gracias)|la mayoría de|la mayor parte de|numeros(?:os|as)|vari(?:os|as)|innumerables|incontables|un gran número de|cada vez más|considerablemente|significativamente|drásticamente|rápidamente|masivamente',
  ),
  reported: words(
    'según|dijo|dice|afirmó|afirma|explicó|explica|aseguró|asegura|señaló|señala|declaró|indicó|advirtió',
  ),
  personal: words('yo|me|mí|mi|mis|tú|te|ti|tu|tus|usted|ustedes|conmigo|contigo'),
};

const PORTUGUESE: VagueWords = {
  vague: words(
    'muit(?:os|as)|a maioria d(?:os|as|e)|a maior parte d(?:os|as|e)|numeros(?:os|as)|vári(?:os|as)|inúmer(?:os|as)|cada vez mais|consideravelmente|significativamente|drasticamente|rapidamente',
  ),
  reported: words(
    'segundo|de acordo com|disse|diz|afirmou|afirma|explicou|explica|declarou|garantiu|destacou|ressaltou|falou|alertou',
  ),
  personal: words('eu|me|mim|meu|minha|meus|minhas|você|vocês|te|ti|teu|tua|teus|tuas'),
};

const ITALIAN: VagueWords = {
  // Not "diversi" (several, but as often "different").
  vague: words(
    'molt[ie]|moltissim[ie]|la maggior parte d(?:ei|egli|elle|el|ella|i)|numeros[ie]|parecchi[e]?|innumerevoli|sempre più|notevolmente|significativamente|drasticamente|rapidamente',
  ),
  reported: words(
    'secondo|ha (?:detto|dichiarato|spiegato|affermato|sottolineato|avvertito)|afferma|spiega|dichiara|sottolinea',
  ),
  personal: words('io|mi|me|mio|mia|miei|mie|tu|ti|te|tuo|tua|tuoi|tue|voi|vostr[oaie]'),
};

const BY_LANGUAGE: Record<string, VagueWords> = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
  pt: PORTUGUESE,
  it: ITALIAN,
};

/** The languages whose vague words are looked for, in English, for the report: "English, French, …". */
export const VAGUE_WORD_LANGUAGES = 'English, French, German, Spanish, Portuguese and Italian';

/** The language a page's words are read in: `lang`'s primary subtag ("pt" of "pt-BR"); none declared is English. */
export const wordsLanguage = (lang: string | null | undefined): string => (lang || 'en').toLowerCase().split(/[-_]/)[0];

/** The words of the page's language, or null. */
export const vagueWordsFor = (lang: string | null | undefined): VagueWords | null =>
  BY_LANGUAGE[wordsLanguage(lang)] ?? null;

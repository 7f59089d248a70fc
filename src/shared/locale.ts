/**
 * en-GB spelling conversion (visitor.md sections 5 and 9): American spellings in
 * visible text become British ones. Pure; no DOM. Case is preserved (lower,
 * Capitalised, UPPER). Tokens that look like addresses (URLs, e-mails, paths)
 * are left alone so links keep working.
 */

const IZE_STEMS = [
  'optim',
  'organ',
  'priorit',
  'recogn',
  'summar',
  'custom',
  'util',
  'maxim',
  'minim',
  'categor',
  'author',
  'standard',
  'visual',
  'personal',
  'real',
  'emphas',
  'final',
  'initial',
  'monet',
  'normal',
  'special',
  'apolog',
  'critic',
  'central',
  'synchron',
  'memor',
  'stabil',
  'character',
  'modern',
  'capital',
  'legal',
  'mobil',
  'neutral',
  'revolution',
  'scrutin',
  'token',
  'random',
  'sanit',
  'general',
  'familiar',
  'energ',
  'harmon',
  'jeopard',
  'public',
  'subsid',
  'industrial',
  'digit',
  'crystal',
];

const BASE: Record<string, string> = {
  analyze: 'analyse',
  analyzes: 'analyses',
  analyzed: 'analysed',
  analyzing: 'analysing',
  analyzer: 'analyser',
  analyzers: 'analysers',
  color: 'colour',
  colors: 'colours',
  colored: 'coloured',
  colorful: 'colourful',
  coloring: 'colouring',
  behavior: 'behaviour',
  behaviors: 'behaviours',
  behavioral: 'behavioural',
  favorite: 'favourite',
  favorites: 'favourites',
  favor: 'favour',
  favorable: 'favourable',
  honor: 'honour',
  labor: 'labour',
  neighbor: 'neighbour',
  neighbors: 'neighbours',
  flavor: 'flavour',
  humor: 'humour',
  endeavor: 'endeavour',
  endeavors: 'endeavours',
  rumor: 'rumour',
  center: 'centre',
  centers: 'centres',
  centered: 'centred',
  theater: 'theatre',
  fiber: 'fibre',
  catalog: 'catalogue',
  catalogs: 'catalogues',
  defense: 'defence',
  offense: 'offence',
  gray: 'grey',
  canceled: 'cancelled',
  canceling: 'cancelling',
  labeled: 'labelled',
  labeling: 'labelling',
  traveled: 'travelled',
  traveling: 'travelling',
  modeling: 'modelling',
  modeled: 'modelled',
  fulfill: 'fulfil',
  fulfillment: 'fulfilment',
  enrollment: 'enrolment',
  judgment: 'judgement',
  practicing: 'practising',
  aging: 'ageing',
  artifact: 'artefact',
  artifacts: 'artefacts',
};
// Not converted on purpose: 'program' (software sense is the same in British English) and
// 'license' (the British verb is also 'license').

const WORDS: Map<string, string> = new Map(Object.entries(BASE));
for (const stem of new Set(IZE_STEMS)) {
  for (const [us, gb] of [
    ['ize', 'ise'],
    ['izes', 'ises'],
    ['ized', 'ised'],
    ['izing', 'ising'],
    ['ization', 'isation'],
    ['izations', 'isations'],
    ['izer', 'iser'],
    ['izers', 'isers'],
  ] as const) {
    WORDS.set(stem + us, stem + gb);
  }
}

function matchCase(source: string, target: string): string {
  if (source === source.toUpperCase() && source.length > 1) return target.toUpperCase();
  if (source[0] === source[0].toUpperCase()) return target[0].toUpperCase() + target.slice(1);
  return target;
}

const WORD_RE = /[A-Za-z]+/g;
const ADDRESS_RE = /(:\/\/|@|^\/|^www\.|\.[a-z]{2,6}\/)/i;

/** Convert American spellings to British ones; other text is returned unchanged. */
export function toBritish(text: string): string {
  if (!text) return text;
  return text.replace(/\S+/g, (token) => {
    if (ADDRESS_RE.test(token)) return token;
    return token.replace(WORD_RE, (word) => {
      const gb = WORDS.get(word.toLowerCase());
      return gb ? matchCase(word, gb) : word;
    });
  });
}

/** Spelling for a tenant locale: en-GB converts, every other locale keeps the text as written. */
export function localizeText(text: string, locale: string | undefined | null): string {
  return locale === 'en-GB' ? toBritish(text) : text;
}

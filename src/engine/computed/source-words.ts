/**
 * The words of a sentence that owes a source (decision 127): a figure ("12 %", "3 millions") or a finding someone
 * else made ("according to", "a study found", "research shows that"), and a line that credits a piece's figures
 * to one source ("Source: Eurostat"). One set per language whose words are looked for, the six whose vague words
 * are (vague-words.ts); a page in another language is held to its figures instead (outbound-citations).
 */
import { words } from './vague-words';

export interface SourceWords {
  /** Any one of these in a sentence: it states a figure or a finding, and its source should be linked. */
  sourced: RegExp[];
  /** "According to" a manner, a plan or an opinion, not a source ("according to plan", "selon moi"): set aside first. */
  manner: RegExp;
  /** A line crediting the piece's figures to a source as a whole ("Source: Box Office Mojo", "Quelle: Destatis"). */
  credit: RegExp;
}

/** A share in any language: "12 %", "12%", "12 %" (a French non-breaking space). */
const PERCENT = /\d\s?%/;
/** A credit line's label at a line's start, then a colon (French typography puts a space before it). */
const creditLine = (labels: string) => new RegExp(`(?:^|\\n)\\s*(?:${labels})\\s*:\\s*\\S`, 'iu');
/** A figure then one of the amount words ("3,5 millions", "12 Mrd."). */
const amount = (units: string) => new RegExp(`\\d[\\d,.]*\\s?(?:${units})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * English, as decision 118 wrote it. "According to" a manner: Bartleby's narrator was told to link the source of
 * "According to my humor I threw open these doors", "according to common usage and common sense", "according to
 * plan".
 */
const ENGLISH: SourceWords = {
  sourced: [
    PERCENT,
    /\b\d[\d,.]*\s?(?:million|billion|percent|per cent)\b|\baccording to\b|\b(?:a|the|new|recent|latest) (?:study|survey|report|poll|analysis)\b|\bresearch(?:ers)? (?:found|find|show|shows|showed|suggest|suggests)\b|\b(?:found|shows?|showed|suggests?) that\b/i,
  ],
  manner:
    /\baccording to (?:(?:my|your|his|her|our|their|its|one's|own|common|the|a|usual|local) )*(?:plans?|schedule|tastes?|needs?|customs?|traditions?|usage|sense|humou?r|mood|whims?|preferences?|wish(?:es)?|instincts?|fancy|size|season|rank|merit|conscience|nature)\b/gi,
  credit: creditLine('sources?|data|figures|via'),
};

/** "Selon moi" and "d'après moi" are opinions; "selon les cas", "selon vos besoins" a manner. */
const FRENCH: SourceWords = {
  sourced: [
    PERCENT,
    amount('millions?|milliards?|pour ?cent'),
    words(
      "selon|d['’]après|(?:une|l['’]|cette|la|une nouvelle|la dernière|la récente) (?:étude|enquête|sondage|rapport|analyse)|(?:les )?chercheu(?:r|rs|se|ses) (?:ont (?:constaté|découvert|montré|trouvé|observé)|montrent|constatent)|(?:montre|montrent|révèle|révèlent|indique|indiquent|suggère|suggèrent|a montré|ont montré) que",
    ),
  ],
  manner: new RegExp(
    words(
      "(?:selon|d['’]après) (?:moi|toi|lui|elle|nous|vous|eux|elles|les cas|le cas|la saison|(?:les|vos|ses|leurs|nos|mes|tes) (?:besoins|goûts|envies|habitudes)|le plan|le programme|la tradition|l['’]usage|la coutume|l['’]humeur)",
    ).source,
    'giu',
  ),
  credit: creditLine('sources?|données|chiffres|via'),
};

/**
 * "Laut" is also "loud" ("zu laut", "laut lachen"): it is "according to" before an article or a name ("laut einer
 * Studie", "laut Polizei"), so the name's capital is read case-sensitively. "Zufolge" follows its source.
 */
const GERMAN: SourceWords = {
  sourced: [
    PERCENT,
    amount('Millionen|Milliarden|Mio\\.|Mrd\\.|Prozent'),
    /(?<![\p{L}\p{N}])[Ll]aut (?:(?:de[mnr]|eine[mr]?|ihre[mr]?|seine[mr]?|unsere[mr]?)(?![\p{L}\p{N}])|\p{Lu})/u,
    words(
      'zufolge|(?:eine|einer|die|der|neue[nr]?|aktuelle[nr]?) (?:Studie|Umfrage|Untersuchung|Erhebung|Analyse)|(?:Forscher|Forscherinnen|Wissenschaftler|Wissenschaftlerinnen) (?:haben (?:herausgefunden|festgestellt|gezeigt|entdeckt)|fanden|zeigen|zeigten|stellten fest)|(?:zeigt|zeigen|zeigte|zeigten|belegt|belegen|ergab|ergibt|legt nahe),? dass',
    ),
  ],
  manner: words('laut (?:Plan|Fahrplan|Programm|Rezept)', 'giu'),
  credit: creditLine('quellen?|daten|zahlen|via'),
};

/** "Según parece" (so it seems), "según yo", "según el caso" or "según sus necesidades" name no source. */
const SPANISH: SourceWords = {
  sourced: [
    PERCENT,
    amount('millones|mil millones|por ciento'),
    words(
      'según|de acuerdo con|(?:un|el|una|la)(?: nuevo| nueva| reciente| último| última)? (?:estudio|encuesta|informe|sondeo|análisis)|(?:los |las )?investigador(?:es|as) (?:descubrieron|encontraron|hallaron|concluyeron|han (?:descubierto|encontrado|hallado|concluido))|(?:muestra|muestran|revela|revelan|indica|indican|sugiere|sugieren|demuestra|demuestran) que',
    ),
  ],
  manner: words(
    'según (?:parece|yo|tú|el caso|los casos|lo previsto|el plan|la temporada|(?:sus|tus|mis) (?:necesidades|gustos|preferencias))',
    'giu',
  ),
  credit: creditLine('fuentes?|datos|cifras|vía|via'),
};

/**
 * "Segundo" is also "second" ("o segundo dia", "em segundo lugar"): it is "according to" only where no article or
 * preposition stands before it and an article, a source word or a name follows it.
 */
const PORTUGUESE: SourceWords = {
  sourced: [
    PERCENT,
    amount('milhões|bilhões|mil milhões|por cento'),
    /(?<![\p{L}\p{N}])(?<!(?:[Oo]|[Aa]|[Uu]ma?|[Nn][oa]|[Dd][oa]|[Aa]o|[Pp]el[oa]|[Ee]m) )[Ss]egundo (?:(?:o|a|os|as|dados|estimativas|especialistas|pesquisadores|levantamento)(?![\p{L}\p{N}])|\p{Lu})/u,
    words(
      'de acordo com|(?:um|o|uma|a)(?: nov[oa]| recente)? (?:estudo|pesquisa|levantamento|relatório|sondagem|análise)|(?:os |as )?pesquisador(?:es|as) (?:descobriram|constataram|concluíram|encontraram)|(?:mostra|mostram|revela|revelam|indica|indicam|sugere|sugerem|aponta|apontam) que',
    ),
  ],
  manner: words(
    '(?:segundo|de acordo com) (?:o plano|o previsto|a tradição|(?:as suas|suas|as tuas|tuas) (?:necessidades|preferências))',
    'giu',
  ),
  credit: creditLine('fontes?|dados|números|via'),
};

/** "Secondo" is also "second" ("il secondo giorno"), and "secondo me" an opinion. */
const ITALIAN: SourceWords = {
  sourced: [
    PERCENT,
    amount('milioni|miliardi|per cento'),
    /(?<![\p{L}\p{N}])(?<!(?:[Ii]l|[Uu]n|[Dd]el|[Aa]l|[Nn]el|[Dd]al|[Ss]ul|[Cc]ol|[Ll]o|[Qq]uesto) )[Ss]econdo (?:(?:il|lo|la|i|gli|le|uno|una|un|dati|stime|esperti|ricercatori)(?![\p{L}\p{N}])|l['’]|\p{Lu})/u,
    words(
      "(?:uno|lo|un nuovo|uno nuovo|un recente|una|la|una nuova|una recente|l['’]ultimo|l['’]ultima) (?:studio|sondaggio|indagine|rapporto|ricerca|analisi)|(?:i |le )?ricercat(?:ori|rici) (?:hanno (?:scoperto|trovato|dimostrato|rilevato|osservato)|scoprono)|(?:mostra|mostrano|rivela|rivelano|indica|indicano|suggerisce|suggeriscono|dimostra|dimostrano) che",
    ),
  ],
  manner: words(
    "secondo (?:me|te|lui|lei|noi|voi|loro|il piano|il programma|la tradizione|l['’]usanza|i (?:suoi|tuoi|vostri) gusti)",
    'giu',
  ),
  credit: creditLine('fonti|fonte|dati|cifre|via'),
};

const BY_LANGUAGE: Record<string, SourceWords> = {
  en: ENGLISH,
  fr: FRENCH,
  de: GERMAN,
  es: SPANISH,
  pt: PORTUGUESE,
  it: ITALIAN,
};

/** The words of the page's language (`lang`'s primary subtag; none declared is English), or null. */
export const sourceWordsFor = (lang: string | null | undefined): SourceWords | null =>
  BY_LANGUAGE[(lang || 'en').toLowerCase().split(/[-_]/)[0]] ?? null;

/** In a language whose words are not looked for, a share ("12 %") still owes a source, and "Source:" credits one. */
export const SHARES_ONLY: SourceWords = { sourced: [PERCENT], manner: ENGLISH.manner, credit: ENGLISH.credit };

/** The sentence states a figure or a finding, once any "according to" a manner is set aside. */
export const owesSource = (w: SourceWords, sentence: string): boolean => {
  const s = sentence.replace(w.manner, '');
  return w.sourced.some((r) => r.test(s));
};

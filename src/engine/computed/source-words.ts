/**
 * The words of a sentence that owes a source (decision 127): a figure ("12 %", "3 millions") or a finding someone
 * else made ("according to", "a study found", "research shows that"), and a line that credits a piece's figures
 * to one source ("Source: Eurostat"). One set per language whose words are looked for, the six whose vague words
 * are (vague-words.ts); a page in another language is held to its figures instead (outbound-citations).
 */
import { words, wordsLanguage } from './vague-words';

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

/**
 * "According to" where it names a source: before a name, or a source's noun, bare or after an article ("selon
 * l'Insee", "selon les chiffres du ministère", "según fuentes policiales"). The same words also mean "depending on"
 * or "in agreement with" ("selon le modèle", "estoy de acuerdo con la decisión"), which name none. Case-sensitive:
 * a name's capital is what tells it; `preps` writes its own capitals ("[Ss]elon").
 */
function accordingTo(preps: string, articles: string, nouns: string): RegExp {
  const noun = `(?:${nouns})(?![\\p{L}\\p{N}])`;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${preps}) (?:(?:(?:${articles}) |[lL]['’])(?:\\p{Lu}|${noun})|\\p{Lu}|${noun})`,
    'u',
  );
}

/** "Selon moi" and "d'après moi" are opinions; "selon les cas", "selon vos besoins" a manner; "selon nos informations" the paper's own. */
const FRENCH: SourceWords = {
  sourced: [
    PERCENT,
    amount('millions?|milliards?|pour ?cent'),
    accordingTo(
      "[Ss]elon|[Dd]['’]après",
      'le|la|les|un|une|des|ces|cette|ce|son|sa|ses|leur|leurs',
      'études?|sondages?|rapports?|chiffres|données|ministères?|gouvernement|police|gendarmerie|parquet|autorités|experts?|spécialistes|chercheurs|analystes|sources?|agences?|institut|observatoire|organisation|association|syndicat|préfecture|mairie|porte-parole|communiqué|estimations?|statistiques|bilan|témoins?|médecins|enquêteurs|journal|presse|médias',
    ),
    words(
      "(?:une|l['’]|cette|la|une nouvelle|la dernière|la récente) étude|(?:un|le|ce|un nouveau|le dernier|le récent) (?:sondage|rapport)|(?:une|cette) enquête (?:de|du|d['’]|des|menée|réalisée|publiée)|(?:les )?chercheu(?:r|rs|se|ses) (?:ont (?:constaté|découvert|montré|trouvé|observé)|montrent|constatent)|(?:montre|montrent|révèle|révèlent|indique|indiquent|suggère|suggèrent|a montré|ont montré) que",
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
 * "Laut" is also "loud" ("zu laut", "rief laut Hilfe"), and German writes every noun with a capital: it is "according
 * to" before an article or a possessive ("laut einer Studie", "laut dem Bericht"), a source's noun ("laut Polizei",
 * "laut Angaben") or an acronym ("laut RKI"). "Zufolge" follows its source.
 */
const GERMAN: SourceWords = {
  sourced: [
    PERCENT,
    amount('Millionen|Million|Milliarden|Milliarde|Mio\\.|Mrd\\.|Prozent'),
    new RegExp(
      '(?<![\\p{L}\\p{N}])[Ll]aut (?:(?:dem|der|den|des|einer|einem|eines|ihrer|ihrem|seiner|seinem)(?![\\p{L}\\p{N}])|(?:Polizei|Angaben|Statistik|Schätzungen|Prognosen?|Berichten|Medienberichten|Experten|Behörden|Ministerium|Regierung|Staatsanwaltschaft|Umfrage|Studie|Bericht|Forschern|Wissenschaftlern|Veranstaltern|Zeugen|Statistischem|Bundesamt)(?![\\p{L}\\p{N}])|\\p{Lu}{2,6}(?![\\p{L}]))',
      'u',
    ),
    words(
      'zufolge|(?:eine|einer|die|der|neue[nr]?|aktuelle[nr]?) (?:Studie|Umfrage|Erhebung)|(?:Forscher|Forscherinnen|Wissenschaftler|Wissenschaftlerinnen) (?:haben (?:herausgefunden|festgestellt|gezeigt|entdeckt)|fanden|zeigen|zeigten|stellten fest)|(?:zeigt|zeigen|zeigte|zeigten|belegt|belegen|ergab|ergibt|legt nahe),? dass',
    ),
  ],
  manner: words('laut (?:Plan|Fahrplan|Programm|Rezept)', 'giu'),
  credit: creditLine('quellen?|daten|zahlen|via'),
};

const SOURCE_NOUNS_ES =
  'estudios?|encuestas?|informes?|sondeos?|datos|cifras|ministerios?|gobierno|policía|fiscalía|autoridades|expertos?|especialistas|investigadores|analistas|fuentes?|agencias?|instituto|observatorio|organización|asociación|sindicato|portavoz|comunicado|estimaciones|estadísticas|balance|testigos|médicos|diario|periódico|prensa|medios';

/**
 * "Según parece" (so it seems), "según sea necesario", "según el caso" name no source, nor "estar de acuerdo con"
 * (to agree with); "según" and "de acuerdo con" do before a name or a source's noun.
 */
const SPANISH: SourceWords = {
  sourced: [
    PERCENT,
    amount('millones|millón|mil millones|por ciento'),
    accordingTo(
      '[Ss]egún|[Dd]e acuerdo con',
      'el|la|los|las|un|una|unos|unas|este|esta|estos|estas|su|sus|del',
      SOURCE_NOUNS_ES,
    ),
    words(
      'según (?:indicó|informó|dijo|explicó|señaló|afirmó|declaró|reportó|publicó|confirmó|precisó)|(?:un|el último|un nuevo|un reciente) (?:estudio|informe|sondeo)|(?:una|la última|una nueva|una reciente) encuesta|(?:los |las )?investigador(?:es|as) (?:descubrieron|encontraron|hallaron|concluyeron|han (?:descubierto|encontrado|hallado|concluido))|(?:muestra|muestran|revela|revelan|indica|indican|sugiere|sugieren|demuestra|demuestran) que',
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
 * preposition stands before it. It and "de acordo com" (also "in agreement with") name a source before a name or a
 * source's noun ("segundo o IBGE", "segundo a federação").
 */
const PORTUGUESE: SourceWords = {
  sourced: [
    PERCENT,
    amount('milhões|milhão|bilhões|bilhão|mil milhões|por cento'),
    accordingTo(
      '(?<!(?:[Oo]|[Aa]|[Uu]ma?|[Nn][oa]|[Dd][oa]|[Aa]o|[Pp]el[oa]|[Ee]m) )[Ss]egundo|[Dd]e acordo com',
      'o|a|os|as|um|uma|este|esta|seu|sua|seus|suas|do|da',
      'estudos?|pesquisas?|levantamentos?|relatórios?|dados|números|ministérios?|governo|polícia|federação|confederação|autoridades|especialistas|pesquisadores|analistas|fontes?|agências?|instituto|observatório|organização|associação|sindicato|porta-voz|comunicado|estimativas|estatísticas|balanço|testemunhas|médicos|jornal|imprensa|prefeitura|secretaria|tribunal|justiça|empresa|companhia|banco',
    ),
    words(
      'segundo (?:informou|disse|afirmou|divulgou|apurou|publicou|confirmou)|(?:um|uma|o último|a última|um novo|uma nova|um recente|uma recente) (?:estudo|pesquisa|levantamento|relatório|sondagem)|(?:os |as )?pesquisador(?:es|as) (?:descobriram|constataram|concluíram|encontraram)|(?:mostra|mostram|revela|revelam|indica|indicam|sugere|sugerem|aponta|apontam) que',
    ),
  ],
  manner: words(
    '(?:segundo|de acordo com) (?:o plano|o previsto|a tradição|(?:as suas|suas|as tuas|tuas) (?:necessidades|preferências))',
    'giu',
  ),
  credit: creditLine('fontes?|dados|números|via'),
};

/**
 * "Secondo" is also "second" ("il secondo giorno"), "secondo me" an opinion and "secondo le esigenze" a manner: it is
 * "according to" before a name or a source's noun ("secondo l'Istat", "secondo i dati").
 */
const ITALIAN: SourceWords = {
  sourced: [
    PERCENT,
    amount('milioni|milione|miliardi|miliardo|per cento'),
    accordingTo(
      '(?<!(?:[Ii]l|[Uu]n|[Dd]el|[Aa]l|[Nn]el|[Dd]al|[Ss]ul|[Cc]ol|[Ll]o|[Qq]uesto) )[Ss]econdo',
      'il|lo|la|i|gli|le|un|uno|una|questo|questa|il suo|la sua|i suoi|le sue',
      'studi|studio|ricerca|ricerche|indagine|indagini|sondaggio|sondaggi|dati|cifre|ministero|governo|polizia|procura|autorità|esperti|specialisti|ricercatori|analisti|fonti?|agenzia|istituto|osservatorio|organizzazione|associazione|sindacato|portavoce|comunicato|stime|statistiche|bilancio|testimoni|medici|giornale|quotidiano|stampa',
    ),
    words(
      "secondo quanto (?:riportato|riferito|comunicato|dichiarato|emerso)|(?:uno|un nuovo|uno nuovo|un recente) studio|(?:una|una nuova|una recente|l['’]ultima) (?:ricerca|indagine|analisi)|(?:un|il|un nuovo|l['’]ultimo) sondaggio|(?:i |le )?ricercat(?:ori|rici) (?:hanno (?:scoperto|trovato|dimostrato|rilevato|osservato)|scoprono)|(?:mostra|mostrano|rivela|rivelano|indica|indicano|suggerisce|suggeriscono|dimostra|dimostrano) che",
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

/** The words of the page's language (`wordsLanguage`), or null. */
export const sourceWordsFor = (lang: string | null | undefined): SourceWords | null =>
  BY_LANGUAGE[wordsLanguage(lang)] ?? null;

/** In a language whose words are not looked for, a share ("12 %") still owes a source, and "Source:" credits one. */
export const SHARES_ONLY: SourceWords = { sourced: [PERCENT], manner: ENGLISH.manner, credit: ENGLISH.credit };

/** The sentence states a figure or a finding, once any "according to" a manner is set aside. */
export const owesSource = (w: SourceWords, sentence: string): boolean => {
  const s = sentence.replace(w.manner, '');
  return w.sourced.some((r) => r.test(s));
};

import { defineAudit, ev, list, itemList, nWords } from '../helpers';
import { fixOf, listed, ownVoice, q, sectionsOf, sentencesOf, type Artifacts, type Fix } from '../fix-kit';
import { VAGUE_WORD_LANGUAGES, vagueWordsFor, type VagueWords } from '../../computed/vague-words';
import { detectPageType } from '../../computed/page-type';
import { thinText } from './main-content-length';
import { nodesOfType } from '../../computed/structured-data';

/** A sentence that states a fact in the page's own voice, where a figure could back it; not a question or an exclamation. */
const claimOfFact = (s: string, w: VagueWords): boolean =>
  ownVoice(s) && !w.reported.test(s) && !w.personal.test(s) && !/[?？!！][)\]”"’]?\s*$/.test(s);

/** The page's language in English words ("Portuguese"), for saying what was not looked for. */
const languageName = (lang: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
};

/**
 * The page's own sentences that say "many" or "most" where a number could stand ("most voters"), not a
 * superlative ("the most dangerous wizard", "most notably"); null when the page is in a language whose words are
 * not looked for ("SHARP" on a Japanese page is a maker's name).
 */
function vagueClaims(a: Artifacts): string[] | null {
  const w = vagueWordsFor(a.raw.lang);
  if (!w) return null;
  return sentencesOf(a.content.mainText)
    .filter((s) => w.vague.test(s) && !/\d/.test(s) && s.length <= 300 && claimOfFact(s, w))
    .slice(0, 3);
}

/** The figures found, and the claims a number would make precise, or a word that none was found or looked for. */
function statisticsFix(a: Artifacts, n: number, claims: string[] | null, product: boolean): Fix {
  const c = a.content;
  const vague = claims ?? [];
  const sections = sectionsOf(a);
  const where = sections ?? 'the main content';
  // A book's figures are its length and edition, not a device's (O'Reilly Japan's book was asked for "run time").
  const compared = nodesOfType(a.structuredData, 'Book').length
    ? 'page count, edition, publication date, formats and price'
    : 'size, weight, capacity, run time and what is included';
  const steps = product
    ? [
        `Give the product's specifications as figures, in a list or table in ${where}: the figures a buyer compares, such as ${compared}.`,
        'Write them as text in the page, not only in an image or a tab loaded by script, so that they are read with the rest.',
      ]
    : [
        ...(vague.length
          ? vague.map((s) => `State the figure behind: ${q(s, 200)}`)
          : [
              claims
                ? `No sentence of ${where} says "many" or "most" where a number could stand; where it speaks of an amount, a share, a count or a duration, give the number.`
                : `Vague words ("many", "most") are looked for on ${VAGUE_WORD_LANGUAGES} pages, and this page is in ${languageName(a.raw.lang!)}: where ${where} speaks of an amount, a share, a count or a duration, give the number.`,
            ]),
        'Name the source of each figure, with a link to it.',
      ];
  return {
    title: product
      ? `Give the product's specifications as figures (the main content has ${n})`
      : n
        ? // "The claims" only where it names sentences a number would make precise.
          vague.length
          ? `Back the claims with more figures (the main content has ${n})`
          : `Give more of the text's amounts as figures (the main content has ${n})`
        : 'Put concrete figures in the main content',
    description: `The main content (${nWords(c.mainWordCount)}${sections ? `, ${sections}` : ''}) has ${
      n
        ? `${n} figure${n > 1 ? 's' : ''}: ${listed(
            c.statistics.map((s) => `"${s}"`),
            5,
          )}`
        : 'no percentage, amount or count'
    }.${!product && vague.length ? ` ${vague.length === 1 ? 'This sentence makes a claim' : 'These sentences make claims'} a number would make precise.` : ''}`,
    stepByStep: steps,
  };
}

export default defineAudit({
  id: 'statistics',
  category: 'content',
  title: 'Content includes concrete statistics',
  failureTitle: 'Content has few or no concrete numbers or statistics',
  description:
    'Adding statistics is one of the three methods the GEO study (Aggarwal et al., KDD 2024) measured as raising visibility in generative answers by roughly 30-40%.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Add concrete numbers',
    description: 'Support claims with specific figures: percentages, amounts, counts, durations.',
    stepByStep: [
      'Find claims such as "fast" or "many customers".',
      'Replace them with numbers ("delivery in 24 hours", "1,200 customers").',
      'Name the source of each figure.',
    ],
  },
  run(a) {
    const { content: c } = a;
    const n = c.statistics.length;
    // A product's figures are its maker's specifications: stated, not sourced (a knife's "18 cm" blade, "185 g").
    const product = detectPageType(a).type === 'product';
    // Read once for the score (no figure) and the fix (fewer than three).
    const claims = n < 3 ? vagueClaims(a) : null;
    // No figure where the text makes no claim one would make precise (a report of what someone said), or where
    // such claims are not looked for, is a fix and not an alarm; a product's missing specifications, and a text
    // too short to make a claim, stay one (docs/decisions/118).
    const unasked = !n && !product && !claims?.length && !thinText(a);
    const score = n >= 3 ? 1 : n >= 1 ? 0.6 : unasked ? 0.5 : 0;
    return {
      score,
      evidence: [
        ev('Statistics found', n),
        ev('Examples', list(c.statistics, 5)),
        ...(n || product
          ? []
          : [
              ev(
                'Claims a figure would make precise',
                claims ? claims.length : `not looked for (the page is in ${languageName(a.raw.lang!)})`,
              ),
            ]),
      ],
      numericValue: n,
      numericUnit: 'count',
      details: itemList(c.statistics),
      ...(score < 1
        ? {
            failureTitle: n
              ? `The main content gives only ${n} concrete figure${n === 1 ? '' : 's'}`
              : 'The main content gives no concrete figures',
            ...fixOf(() => statisticsFix(a, n, claims, product)),
          }
        : {}),
    };
  },
});

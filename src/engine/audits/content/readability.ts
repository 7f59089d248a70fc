import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, q, sentencesOf, type Artifacts, type Fix } from '../fix-kit';
import { pageLanguage } from '../../gather/facts/language';

/** A picture's caption ("Clockwise from top: …", "Pictured: …"): a list of who is where, not a sentence to split. */
const CAPTION =
  /^(?:(?:clockwise )?from (?:top|left|right|bottom)(?: left| right)?|pictured|photos?|photographs?|images?|above|below|top|left|right|credit|illustration)\s*(?:\([^)]{0,30}\))?\s*:/i;

/**
 * A sentence carrying someone's words in quotation marks: it opens with them, or attributes them ("…," said
 * Roberto Borrero; Morris said: "…"). The reporter cannot split what a source said (the Guardian's 48-word quote).
 */
const SPEECH =
  /^["“„«]|[,.!?]["”»]\s+(?:\p{Lu}[\p{L}.'’-]*\s+){0,4}(?:said|says|told|added|wrote|explained|asked)\b|\b(?:said|says|added|wrote|explained)[,:]?\s+["“„«]/u;

/** The page's score and its longest sentences, quoted, to split. */
function readabilityFix(a: Artifacts, f: number): Fix {
  const c = a.content;
  // A quotation is the speaker's words, not the page's to split.
  const quoted = a.raw.quotes.map((x) => x.text.replace(/\s+/g, ' '));
  const longest = sentencesOf(c.mainText)
    .map((s, i) => ({ s, i, words: s.split(' ').length }))
    .filter(
      (x) =>
        x.words > 20 && !CAPTION.test(x.s) && !SPEECH.test(x.s) && !quoted.some((t) => t.includes(x.s.slice(0, 60))),
    )
    .sort((x, y) => y.words - x.words || x.i - y.i)
    .slice(0, 3);
  return {
    title: `Simplify the writing (Flesch reading ease ${f}, target 60)`,
    description: `The main text scores ${f} on the Flesch reading ease scale (60 and up reads easily), with sentences of ${c.avgSentenceLength} words on average.${longest.length ? ` Its longest sentences run to ${longest.map((x) => x.words).join(', ')} words.` : ''}`,
    stepByStep: [
      ...(longest.length
        ? longest.map((x) => `Split this ${x.words}-word sentence into two or three: ${q(x.s, 240)}`)
        : ['Split sentences longer than 20 words.']),
      'Replace jargon with everyday words, or explain it where it first appears.',
      'Start each paragraph with its main point.',
    ],
  };
}

export default defineAudit({
  id: 'readability',
  category: 'content',
  title: 'Text is easy to read (Flesch reading ease 60+)',
  failureTitle: 'Text is hard to read',
  description:
    'Plain, short sentences are easier for language models to extract and quote accurately. Measured with the Flesch reading ease formula on English text.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Simplify the writing',
    description: 'Use shorter sentences and everyday words; aim for a Flesch reading ease of 60 or more.',
    stepByStep: [
      'Split sentences longer than 20 words.',
      'Replace jargon with everyday words, or explain it.',
      'Start each paragraph with its main point.',
    ],
  },
  run(a) {
    const { content: c } = a;
    // The page's language as declared, else as its text shows it (a Japanese page without <html lang>).
    const lang = (pageLanguage(a)?.code ?? 'en').toLowerCase();
    if (!lang.startsWith('en') || c.fleschReadingEase === null)
      return {
        score: null,
        evidence: [
          ev(
            'Flesch reading ease',
            c.fleschReadingEase === null ? 'not enough English text' : `not applicable (language ${lang})`,
          ),
        ],
      };
    const f = c.fleschReadingEase;
    const score = f >= 60 ? 1 : f >= 50 ? 0.8 : f >= 30 ? 0.5 : 0.25;
    return {
      score,
      evidence: [
        ev('Flesch reading ease', f),
        ev('Average sentence length', `${c.avgSentenceLength} words`),
        ev(
          'Measured on',
          `${c.sentencesRead} sentences of the ${c.mainSource}; headings, labels, references and list items shorter than a sentence are left out`,
        ),
      ],
      numericValue: f,
      numericUnit: 'score',
      details: table(
        [col('measure', 'Measure'), col('value', 'Value', 'numeric')],
        [
          { measure: 'Flesch reading ease', value: f },
          { measure: 'average sentence length (words)', value: c.avgSentenceLength },
        ],
      ),
      ...(score < 1 ? fixOf(() => readabilityFix(a, f)) : {}),
    };
  },
});

import { defineAudit, ev, list, itemList } from '../helpers';
import { fixOf, q, sectionsOf, sentencesOf, type Artifacts, type Fix } from '../fix-kit';

/**
 * Reported speech without quotation marks: what a named person or body said, paraphrased ("Smith said",
 * "said Smith", "according to the WHO"). Verbs that also mean something else ("Wireless added support",
 * "she wrote a book") count only where they report: before "that" or a comma, or "told" before whom.
 */
const SPEECH_VERB =
  /(?:said|says|argued|argues|explained|explains|(?:added|noted|wrote|writes|recalled)(?= that\b|,)|told(?= (?:\p{Lu}|me\b|us\b|reporters\b)))/u;
const REPORTED = new RegExp(
  `(?!(?:He|She|They|We|It|You|This|That|There|Who)\\b)\\p{Lu}[\\p{L}'’-]+ ${SPEECH_VERB.source}(?![\\p{L}])|\\b(?:said|says|told|explained|wrote|added) \\p{Lu}[\\p{L}'’-]+|\\baccording to (?:the )?\\p{Lu}[\\p{L}'’-]+`,
  'u',
);

/** The page's own paraphrases of what someone said (to quote directly), else the sections where a quotation would fit. */
function quotationsFix(a: Artifacts): Fix {
  const c = a.content;
  const reported = sentencesOf(c.mainText)
    .filter((s) => REPORTED.test(s) && !/["“”«»„]/.test(s) && s.length <= 300)
    .slice(0, 3);
  const sections = sectionsOf(a);
  return {
    title: reported.length
      ? 'Quote your sources in their own words'
      : 'Add an attributed quotation to the main content',
    description: `No quotation was found in the main content (${c.mainWordCount} words${sections ? `, ${sections}` : ''}).${reported.length ? ` ${reported.length === 1 ? 'This sentence reports' : 'These sentences report'} what someone said without quoting them.` : ''}`,
    stepByStep: [
      ...(reported.length
        ? reported.map(
            (s) =>
              `Quote the person's exact words, in quotation marks or a <blockquote>, with their name: ${q(s, 200)}`,
          )
        : [
            `In ${sections ?? 'the main content'}, add one or two exact statements from an expert, a study or a customer, in quotation marks or a <blockquote>, with the person's name and role.`,
          ]),
      'Only quote words the person really said or wrote, and say where.',
    ],
  };
}

export default defineAudit({
  id: 'quotations',
  category: 'content',
  title: 'Content includes quotations',
  failureTitle: 'Content has no quotations',
  description:
    'Quotations from experts or customers are one of the three methods the GEO study (Aggarwal et al., KDD 2024) found to raise visibility in generative answers.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Quote experts or customers',
    description: 'Add one or two attributed quotations that support the page content.',
    stepByStep: [
      'Pick a statement from an expert, a study or a customer.',
      'Add it in quotation marks or a <blockquote>, with the name of the person.',
    ],
  },
  run(a) {
    const { content: c } = a;
    const score = c.quotations >= 1 ? 1 : 0;
    return {
      score,
      evidence: [
        ev('Quotations in the main content', c.quotations),
        ev(
          'Examples',
          list(
            c.quotationExamples.map((q) => `"${q}"`),
            2,
          ),
        ),
      ],
      numericValue: c.quotations,
      numericUnit: 'count',
      details: itemList(c.quotationExamples),
      ...(score < 1 ? fixOf(() => quotationsFix(a)) : {}),
    };
  },
});

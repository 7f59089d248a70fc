import { defineAudit, ev, list, itemList } from '../helpers';
import { fixOf, listed, mainHeadings, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import type { JsonLdNeed } from '../../types';

/** The page's own H2/H3s that are not questions yet (to rephrase), its question headings, and FAQPage JSON-LD built from them. */
function questionsFix(a: Artifacts): Fix & { jsonLd?: JsonLdNeed[] } {
  const c = a.content;
  const asked = new Set(c.questionHeadings);
  const plain = mainHeadings(a)
    .map((h) => h.text)
    .filter((t) => !asked.has(t) && t.split(/\s+/).length >= 2 && t.length <= 120)
    .slice(0, 6);
  const n = c.questionHeadings.length;
  return {
    title: n
      ? `Ask ${3 - n} more question${3 - n > 1 ? 's' : ''} in the headings, or mark up the FAQ`
      : 'Phrase the section headings as the questions they answer',
    description: `${
      n
        ? `The main content has ${n} question heading${n > 1 ? 's' : ''} (${listed(
            c.questionHeadings.map((t) => q(t, 80)),
            3,
          )})`
        : "None of the main content's headings is a question"
    }, and the page has no FAQPage markup.${
      plain.length
        ? ` Its other headings: ${listed(
            plain.map((t) => q(t, 80)),
            6,
          )}.`
        : ''
    }`,
    stepByStep: [
      plain.length
        ? `Rephrase the headings whose section answers a question as that question, in the words a reader would ask it: ${listed(
            plain.map((t) => q(t, 80)),
            6,
          )}.`
        : `Add a short section of 3-6 questions readers ask about ${topicOf(a) ? q(topicOf(a) ?? '', 80) : 'this topic'}, each as an H2 or H3 ending in "?", answered in the first sentence below it.`,
      'Answer each question directly in the first sentence under its heading.',
    ],
    // One question heading is no FAQ (a dentist's home page's "Are you taking new NHS patients?"): the
    // FAQPage is drafted from two, as a page is typed one (schema/page.ts targetType).
    ...(n >= 2 && !c.faqSchema
      ? {
          jsonLd: [
            {
              role: 'faq' as const,
              what: `the question heading${n > 1 ? 's' : ''} declared as an FAQPage (write each answer from the text under its heading)`,
            },
          ],
        }
      : {}),
  };
}

export default defineAudit({
  id: 'question-headings',
  category: 'content',
  title: 'Content answers questions (question headings or FAQ)',
  failureTitle: 'Few or no question headings or FAQ',
  description:
    'People ask assistants questions. Pages with question headings and FAQ blocks map directly onto those prompts and are cited more often.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Add an FAQ section',
    description:
      'Add a few real customer questions as headings with short, direct answers, and mark them up as FAQPage.',
    stepByStep: [
      'Collect 3-6 questions customers actually ask.',
      'Add each as a heading ending with "?".',
      'Answer directly in the first sentence below it.',
      'Add FAQPage JSON-LD with the same questions and answers.',
    ],
  },
  run(a) {
    const { content: c } = a;
    const q = c.questionHeadings.length;
    const score = c.faqSchema || q >= 3 ? 1 : q >= 1 ? 0.6 : 0;
    return {
      score,
      evidence: [
        ev('Question headings', q),
        ev('Examples', list(c.questionHeadings, 3)),
        ev('FAQ schema', c.faqSchema),
      ],
      numericValue: q,
      numericUnit: 'count',
      details: itemList(c.questionHeadings),
      ...(score < 1 ? fixOf(() => questionsFix(a)) : {}),
    };
  },
});

import { defineAudit, ev, list, itemList } from '../helpers';
import { fixOf, listed, mainHeadings, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import type { JsonLdNeed } from '../../types';
import { detectPageType } from '../../computed/page-type';

/**
 * A heading that asks a question without its mark, so that content.ts does not count it: a yes/no question
 * ("Do I need a permit", "Kann ich mit Karte zahlen") or "which …" ("Which bin goes out when"). A heading that
 * labels a section ("Opening hours", "Meet the team", "What our patients say", "How you can help", a feature's
 * name) is no question: it is what a reader scans for, and rewriting it as one would only make it longer.
 */
const QUESTION_SHAPED =
  /^(?:(?:can|could|do|does|did|is|are|should|will|would|may|must)\s+(?:i|you|we|it|they|there|he|she|my|our)|which\s+\S+\s+(?:is|are|do|does|goes|go|should|can|will)|(?:kann|muss|darf|brauche|bekomme)\s+ich|(?:wie|was|warum|wieso|wann|wo|wer|welche[rsnm]?)(?:\s+(?:lange|viel|viele|oft|teuer))?\s+(?:ist|sind|kostet|kosten|dauert|dauern|kann|können|muss|müssen|gibt|brauche|brauchen))\b/i;

/** Where the page is a business's, its customers ask about the business ("Lupa Osteria"), not its page's heading ("Menus"). */
function askedAbout(a: Artifacts): string {
  const type = detectPageType(a).type;
  const org = a.authority.organization?.name;
  if (org && type === 'local-business')
    return `customers keep asking the same questions about ${q(org, 80)} (booking, prices, opening times, getting there)`;
  if (org && type === 'home') return `readers keep asking the same questions about ${q(org, 80)}`;
  const topic = topicOf(a);
  return `readers keep asking the same questions about ${topic ? q(topic, 80) : 'this topic'}`;
}

/** The page's own H2/H3s that ask a question without its mark (to end in "?"), its question headings, and FAQPage JSON-LD built from them. */
function questionsFix(a: Artifacts): Fix & { jsonLd?: JsonLdNeed[] } {
  const c = a.content;
  const asked = new Set(c.questionHeadings);
  const headings = mainHeadings(a).map((h) => h.text);
  // A heading already ending in "?" is a question, or a call to action ("Need help?") that is not to be reworded.
  const shaped = headings
    .filter((t) => !asked.has(t) && !/[?？]\s*$/.test(t) && QUESTION_SHAPED.test(t) && t.split(/\s+/).length >= 2)
    .filter((t) => t.length <= 120)
    .slice(0, 6);
  const labels = headings.filter((t) => !asked.has(t) && !shaped.includes(t) && !/[?？]\s*$/.test(t));
  const n = c.questionHeadings.length;
  const keep = labels.length
    ? ` Headings that name a section (${listed(
        labels.slice(0, 3).map((t) => q(t, 60)),
        3,
      )}) stay as they are: readers and assistants look for them by name.`
    : '';
  return {
    title: shaped.length
      ? 'End the headings that ask a question with its question mark'
      : n
        ? `Ask ${3 - n} more question${3 - n > 1 ? 's' : ''} in the headings, or mark up the FAQ`
        : 'Answer the questions readers ask in a short FAQ',
    description: `${
      n
        ? `The main content has ${n} question heading${n > 1 ? 's' : ''} (${listed(
            c.questionHeadings.map((t) => q(t, 80)),
            3,
          )})`
        : "None of the main content's headings is a question"
    }, and the page has no FAQPage markup.${keep}`,
    stepByStep: [
      shaped.length
        ? `Write the headings that already ask a question as that question, ending in "?": ${listed(
            shaped.map((t) => q(t, 80)),
            6,
          )}.`
        : `If ${askedAbout(a)}, answer 3-6 of them in a short section, in their words, each as an H2 or H3 ending in "?".`,
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

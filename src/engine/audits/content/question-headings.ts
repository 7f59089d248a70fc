import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'question-headings',
  category: 'content',
  title: 'Content answers questions (question headings or FAQ)',
  failureTitle: 'Few or no question headings or FAQ',
  description: 'People ask assistants questions. Pages with question headings and FAQ blocks map directly onto those prompts and are cited more often.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Add an FAQ section',
    description: 'Add a few real customer questions as headings with short, direct answers, and mark them up as FAQPage.',
    stepByStep: ['Collect 3-6 questions customers actually ask.', 'Add each as a heading ending with "?".', 'Answer directly in the first sentence below it.', 'Add FAQPage JSON-LD with the same questions and answers.'],
  },
  run({ content: c }) {
    const q = c.questionHeadings.length;
    const score = c.faqSchema || q >= 3 ? 1 : q >= 1 ? 0.6 : 0;
    return { score, evidence: [ev('Question headings', q), ev('Examples', list(c.questionHeadings, 3)), ev('FAQ schema', c.faqSchema)] };
  },
});

import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'author-info',
  category: 'authority',
  title: 'Content names its author',
  failureTitle: 'No author information',
  description: 'AI systems weigh expertise (E-E-A-T): a named author, ideally marked up as a Person, makes content more trustworthy and more likely to be cited.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'Show who wrote the content',
    description: 'Add an author byline linking to an author page, and declare the author as a Person in structured data.',
    stepByStep: ['Add "By <name>" near the top of the content.', 'Link the name to a short author bio page.', 'Add "author": {"@type": "Person", "name": "..."} to the page JSON-LD.'],
  },
  run({ authority: a }) {
    const score = a.author ? (a.personSchema || a.authorSource?.startsWith('JSON-LD') ? 1 : 0.75) : a.organization ? 0.3 : 0;
    return { score, evidence: [ev('Author', a.author), ev('Source', a.authorSource), ev('Person schema', a.personSchema)] };
  },
});

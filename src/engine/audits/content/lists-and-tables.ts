import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'lists-and-tables',
  category: 'content',
  title: 'Content uses lists or tables',
  failureTitle: 'Few or no lists or tables structure the content',
  description: 'Lists and tables are the structures AI answers most often lift verbatim (steps, comparisons, specs).',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Structure key facts as lists and tables',
    description: 'Turn steps, features and comparisons into bulleted lists or tables.',
    stepByStep: ['Find paragraphs that list several items and turn them into bullets.', 'Put comparisons or prices into a simple table.', 'Use numbered lists for step-by-step instructions.'],
  },
  run({ content: c }) {
    const n = c.listCount + c.tableCount;
    return { score: n >= 2 ? 1 : n === 1 ? 0.7 : 0, evidence: [ev('Content lists', c.listCount), ev('Tables', c.tableCount)] };
  },
});

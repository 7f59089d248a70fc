import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'heading-structure',
  category: 'content',
  title: 'Headings form a clear outline (one H1, no skipped levels)',
  failureTitle: 'Heading outline is unclear',
  description: 'Language models split pages into passages by headings. One H1 and a logical H2/H3 outline make each passage quotable on its own.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Fix the heading outline',
    description: 'Use exactly one H1 for the page topic and H2/H3 for sections without skipping levels.',
    stepByStep: ['Make the page title the only H1.', 'Turn each section title into an H2, sub-sections into H3.', 'Do not use headings just for styling.'],
  },
  run({ content: c }) {
    const h2 = c.headings.filter((h) => h.level === 2).length;
    const score = (c.h1Count === 1 ? 0.5 : c.h1Count > 1 ? 0.3 : 0) + (c.skippedLevels.length === 0 ? 0.25 : 0) + (h2 >= 2 ? 0.25 : h2 === 1 ? 0.1 : 0);
    return {
      score,
      evidence: [ev('H1 count', c.h1Count), ev('H1', c.headings.find((h) => h.level === 1)?.text ?? null), ev('H2 count', h2), ev('Skipped levels', list(c.skippedLevels, 3)), ev('Total headings', c.headings.length)],
    };
  },
});

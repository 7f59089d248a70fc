import { clamp01, defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'main-content-length',
  category: 'content',
  title: 'Page has substantial main content',
  failureTitle: 'Page has too little readable content',
  description: 'AI answers quote pages that explain a topic in depth. Thin pages (a few dozen words) give language models nothing to cite.',
  requiredArtifacts: ['content', 'rendered'],
  fix: {
    title: 'Add substantial, useful text',
    description: 'Expand the main content to at least 300-600 words that answer your customers\' real questions.',
    stepByStep: ['List the questions customers ask about this topic.', 'Answer each one in a short paragraph in plain language.', 'Add specifics: prices, numbers, locations, examples.', 'Aim for 600+ words on key pages.'],
  },
  run({ content: c, rendered }) {
    const after = rendered.facts?.wordCount ?? null;
    // Counted in the HTML crawlers read; the words scripts add are named beside it so the two never seem to disagree.
    const evidence = [ev('Main content words in the HTML', c.mainWordCount), ev('Extraction', c.mainSource)];
    if (after !== null && after > c.mainWordCount) evidence.push(ev('Words on the page after JavaScript (whole page)', after));
    return { score: clamp01((c.mainWordCount - 50) / 550), evidence };
  },
});

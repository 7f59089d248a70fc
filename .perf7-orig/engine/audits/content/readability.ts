import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'readability',
  category: 'content',
  title: 'Text is easy to read (Flesch reading ease 60+)',
  failureTitle: 'Text is hard to read',
  description: 'Plain, short sentences are easier for language models to extract and quote accurately. Measured with the Flesch reading ease formula on English text.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Simplify the writing',
    description: 'Use shorter sentences and everyday words; aim for a Flesch reading ease of 60 or more.',
    stepByStep: ['Split sentences longer than 20 words.', 'Replace jargon with everyday words, or explain it.', 'Start each paragraph with its main point.'],
  },
  run({ content: c }) {
    const lang = (c.lang ?? 'en').toLowerCase();
    if (!lang.startsWith('en') || c.fleschReadingEase === null)
      return { score: null, evidence: [ev('Flesch reading ease', c.fleschReadingEase === null ? 'not enough English text' : `not applicable (language ${lang})`)] };
    const f = c.fleschReadingEase;
    const score = f >= 60 ? 1 : f >= 50 ? 0.8 : f >= 30 ? 0.5 : 0.25;
    return { score, evidence: [ev('Flesch reading ease', f), ev('Average sentence length', `${c.avgSentenceLength} words`)] };
  },
});

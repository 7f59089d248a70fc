import { defineAudit, ev, quote } from '../helpers';

export function descriptionStatus(d: string | null): 'optimal' | 'too_short' | 'too_long' | 'missing' {
  if (!d) return 'missing';
  if (d.length < 70) return 'too_short';
  if (d.length > 160) return 'too_long';
  return 'optimal';
}

export default defineAudit({
  id: 'meta-description',
  category: 'aiLlmVisibility',
  title: 'Meta description summarises the page (70-160 characters)',
  failureTitle: 'Meta description is missing or not an optimal length',
  description: 'AI search engines and assistants use the meta description as a ready-made summary of the page. Without one they guess from the page text, often poorly.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Add a meta description',
    description: 'Write a 70-160 character summary of the page in plain language.',
    stepByStep: [
      "Open the page's SEO settings in your CMS (or add <meta name=\"description\" content=\"...\"> to the HTML head).",
      'Write one or two sentences (70-160 characters) saying what the page offers and for whom.',
      'Use words your customers would use when asking an AI assistant.',
      'Save and publish.',
    ],
  },
  run({ raw }) {
    const d = raw.metaDescription;
    const status = descriptionStatus(d);
    return {
      score: status === 'optimal' ? 1 : status === 'missing' ? 0 : 0.7,
      evidence: [ev('Meta description', quote(d)), ev('Length', d ? d.length : 0), ev('Status', status)],
    };
  },
});

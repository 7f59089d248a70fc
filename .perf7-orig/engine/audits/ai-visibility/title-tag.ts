import { defineAudit, ev, quote } from '../helpers';

export function titleStatus(t: string | null): 'optimal' | 'too_short' | 'too_long' | 'missing' {
  if (!t) return 'missing';
  if (t.length < 30) return 'too_short';
  if (t.length > 60) return 'too_long';
  return 'optimal';
}

export default defineAudit({
  id: 'title-tag',
  category: 'aiLlmVisibility',
  title: 'Title tag is present and 30-60 characters',
  failureTitle: 'Title tag is missing or not an optimal length',
  description: 'The <title> is the first thing AI search shows and uses to decide what a page is about. A clear, specific 30-60 character title is quoted as the source name in answers.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Write a clear, specific page title',
    description: 'Give the page a unique title of 30-60 characters that says what it offers and who you are.',
    stepByStep: [
      "Open the page's SEO settings in your CMS (or the <title> tag in the HTML head).",
      'Write 30-60 characters: the main topic first, then your brand, e.g. "Emergency Plumbing in Leeds | Smith & Sons".',
      'Make sure every page has its own title.',
    ],
  },
  run({ raw }) {
    const t = raw.title;
    const status = titleStatus(t);
    return {
      score: status === 'optimal' ? 1 : status === 'missing' ? 0 : 0.7,
      evidence: [ev('Title', quote(t)), ev('Length', t ? t.length : 0), ev('Status', status)],
    };
  },
});

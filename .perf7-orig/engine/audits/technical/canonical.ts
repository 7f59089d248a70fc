import { defineAudit, ev } from '../helpers';
import { normaliseForCompare } from '../../gather/sitemap';

export default defineAudit({
  id: 'canonical',
  category: 'technical',
  title: 'Canonical URL is declared',
  failureTitle: 'Canonical URL is missing or points elsewhere',
  description: 'The canonical link tells crawlers which address is the original. Without it, AI indexes may split signals between duplicates or cite the wrong address.',
  requiredArtifacts: ['raw', 'document'],
  fix: {
    title: 'Declare a canonical URL',
    description: 'Add <link rel="canonical" href="..."> pointing to the preferred address of this page.',
    stepByStep: [
      'In your SEO plugin or page head, set the canonical URL to the full https address of this page.',
      'Use the same address everywhere (with or without www, trailing slash) as in your sitemap.',
    ],
  },
  run({ raw, document: d }) {
    const c = raw.canonical;
    const evidence = [ev('Canonical', c), ev('Page URL', d.finalUrl)];
    if (!c) return { score: 0.4, evidence };
    const self = normaliseForCompare(c) === normaliseForCompare(d.finalUrl);
    evidence.push(ev('Points to this page', self));
    return { score: self ? 1 : 0.6, evidence };
  },
});

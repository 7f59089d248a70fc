import { defineAudit, ev, col, table } from '../helpers';
import { normaliseForCompare } from '../../computed/page-address';

export default defineAudit({
  id: 'canonical',
  category: 'technical',
  title: 'Canonical URL is declared',
  failureTitle: 'Canonical URL is missing or points elsewhere',
  description:
    'The canonical link tells crawlers which address is the original. Without it, AI indexes may split signals between duplicates or cite the wrong address.',
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
    const facts = (self: boolean | null) => ({
      details: table(
        [
          col('canonical', 'Canonical', 'url'),
          col('pageUrl', 'Page URL', 'url'),
          col('self', 'Points to this page', 'boolean'),
        ],
        [{ canonical: c, pageUrl: d.finalUrl, self }],
      ),
    });
    if (!c) {
      return {
        score: 0.4,
        evidence,
        ...facts(null),
        failureTitle: 'The page declares no canonical URL',
        fix: {
          title: 'Declare a canonical URL',
          description: `The page declares no canonical address. Add <link rel="canonical" href="${d.finalUrl}"> if this is the address you want cited.`,
          stepByStep: [
            `In the page head (or your SEO plugin), add: <link rel="canonical" href="${d.finalUrl}">`,
            'Use the same form of the address (www or not, trailing slash) in your sitemap and internal links.',
          ],
        },
      };
    }
    const self = normaliseForCompare(c) === normaliseForCompare(d.finalUrl);
    evidence.push(ev('Points to this page', self));
    if (self) return { score: 1, evidence, ...facts(true) };
    // A canonical elsewhere is right for a duplicate and wrong for an original: say which it asks engines to cite.
    return {
      score: 0.6,
      evidence,
      ...facts(false),
      failureTitle: `The canonical URL points to another address: ${c}`,
      fix: {
        title: 'Check where the canonical link points',
        description: `The canonical link points to ${c}, not to this page (${d.finalUrl}). Engines will index and cite ${c} instead. Keep it if this page is a duplicate; otherwise point it to ${d.finalUrl}.`,
        stepByStep: [
          `If this page is the original, change the tag to <link rel="canonical" href="${d.finalUrl}">.`,
          'If it is a copy (a tracking or filtered variant), keep the canonical and make sure the target answers HTTP 200.',
        ],
      },
    };
  },
});

import { defineAudit, ev, col, table } from '../helpers';

export default defineAudit({
  id: 'redirects',
  category: 'technical',
  title: 'Page is reached without redirect chains',
  failureTitle: 'Page is behind a chain of redirects',
  description:
    'Each redirect costs crawlers time and budget; chains of several hops make AI crawlers give up or index the wrong address.',
  requiredArtifacts: ['document'],
  fix: {
    title: 'Link directly to the final address',
    description: 'Replace redirect chains with a single 301 to the final URL and update internal links.',
    stepByStep: [
      'List the hops shown in the evidence.',
      'Make the first address redirect straight to the final one.',
      'Update links, sitemap and canonical to use the final address.',
    ],
  },
  run({ document: d }) {
    const n = d.redirects.length;
    const chain = d.redirects.map((r) => `${r.status} ${r.url}`).concat(d.finalUrl);
    const score = n === 0 ? 1 : n === 1 ? 0.9 : n === 2 ? 0.7 : 0.4;
    return {
      score,
      evidence: [ev('Redirects', n), ev('Chain', chain.join(' → '))],
      numericValue: n,
      numericUnit: 'count',
      details: table(
        [col('url', 'From', 'url'), col('status', 'Status', 'numeric'), col('location', 'To', 'url')],
        d.redirects.map((r) => ({ url: r.url, status: r.status, location: r.location })),
      ),
    };
  },
});

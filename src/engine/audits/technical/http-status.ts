import { defineAudit, ev, col, table } from '../helpers';

export default defineAudit({
  id: 'http-status',
  category: 'technical',
  title: 'Page answers with HTTP 200',
  failureTitle: 'Page answers with an error status',
  description:
    'Crawlers drop pages that answer with 4xx or 5xx codes: an error status means AI systems cannot use the page at all.',
  requiredArtifacts: ['document'],
  fix: {
    title: 'Make the page answer with HTTP 200',
    description: 'Fix the server error or broken address so the page returns status 200.',
    stepByStep: [
      'Open the page in a browser and check it loads.',
      'Ask your developer or host why the server answers with an error code.',
      'If the page moved, redirect the old address with a 301 to the new one.',
    ],
  },
  run({ document: d }) {
    const ok = d.status >= 200 && d.status < 300;
    return {
      score: ok ? 1 : 0,
      evidence: [
        ev('HTTP status', d.status || 'no answer within the time limit'),
        ev('Content-Type', d.contentType || 'none'),
      ],
      critical: !ok,
      numericValue: d.status || null,
      details: table(
        [
          col('url', 'Address', 'url'),
          col('status', 'HTTP status', 'numeric'),
          col('contentType', 'Content-Type', 'code'),
        ],
        [{ url: d.finalUrl, status: d.status || null, contentType: d.contentType || null }],
      ),
    };
  },
});

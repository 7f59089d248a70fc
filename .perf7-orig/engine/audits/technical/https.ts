import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'https',
  category: 'technical',
  title: 'Page is served over valid HTTPS with HSTS',
  failureTitle: 'Page is not served over valid HTTPS',
  description: 'AI search engines prefer secure sources and some assistants refuse to cite or fetch insecure pages. A valid certificate and HSTS show the site is trustworthy.',
  requiredArtifacts: ['document'],
  fix: {
    title: 'Serve the site over HTTPS',
    description: 'Install a valid TLS certificate, redirect http to https and send a Strict-Transport-Security header.',
    stepByStep: [
      "Ask your host to enable a free Let's Encrypt certificate (most hosts have a one-click option).",
      'Redirect every http:// address to its https:// version.',
      'Add the header "Strict-Transport-Security: max-age=31536000; includeSubDomains".',
    ],
  },
  run({ document: d }) {
    const evidence = [ev('Final URL', d.finalUrl), ev('HTTPS', d.https), ev('Certificate valid', d.certificateValid === null ? 'n/a' : d.certificateValid), ev('Certificate error', d.certificateError), ev('HSTS header', d.hsts)];
    if (!d.https) return { score: 0, evidence };
    if (d.certificateValid === false) return { score: 0.3, evidence };
    return { score: d.hsts ? 1 : 0.85, evidence };
  },
});

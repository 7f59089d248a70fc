import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, siteHost, type Artifacts, type Fix } from '../fix-kit';

const HSTS = 'Strict-Transport-Security: max-age=31536000; includeSubDomains';

/** What is wrong with this address: served over http (its https:// twin named), a certificate error (quoted), or no HSTS header. */
function httpsFix(a: Artifacts): Fix {
  const d = a.document;
  const host = siteHost(a);
  if (!d.https) {
    let secure = d.finalUrl;
    try {
      const u = new URL(d.finalUrl);
      u.protocol = 'https:';
      secure = u.toString();
    } catch {
      /* keep the address as read */
    }
    return {
      title: `Serve ${host} over HTTPS`,
      description: `The page was read at ${d.finalUrl}, over plain http. It should answer at ${secure}, and the http address should redirect there.`,
      stepByStep: [
        `Ask your host to enable a certificate for ${host} (Let's Encrypt is free and most hosts have a one-click option).`,
        `Redirect ${d.finalUrl} (and every other http:// address of ${host}) to its https:// version with a 301.`,
        d.hsts
          ? `Keep sending the Strict-Transport-Security header (now "${d.hsts}") from ${secure}: browsers honour it only over https.`
          : `Once ${secure} works, send this header from it: ${HSTS}`,
        "Update the site's canonical links, sitemap and internal links to https:// addresses.",
      ],
    };
  }
  if (d.certificateValid === false)
    return {
      title: `Fix the TLS certificate of ${host}`,
      description: `${d.finalUrl} is served over HTTPS, but its certificate does not validate${d.certificateError ? `: ${d.certificateError}` : ''}. Crawlers and browsers refuse such pages.`,
      stepByStep: [
        `Install a certificate issued for ${host} by a trusted authority, with its full chain (Let's Encrypt is free).`,
        "Renew it before it expires (automatic renewal is the default with Let's Encrypt).",
        `Check ${d.finalUrl} in a browser: the padlock must show no warning.`,
      ],
    };
  return {
    title: `Send a Strict-Transport-Security header from ${host}`,
    description: `${d.finalUrl} is served over valid HTTPS but sends no Strict-Transport-Security header, so a first visit can still be downgraded to http.`,
    stepByStep: [
      `Add this response header in your server or CDN settings for ${host}: ${HSTS}`,
      'Leave out includeSubDomains if some subdomain of the site is not on HTTPS yet.',
      'Re-run this analysis.',
    ],
  };
}

export default defineAudit({
  id: 'https',
  category: 'technical',
  title: 'Page is served over valid HTTPS with HSTS',
  failureTitle: 'Page is not served over valid HTTPS',
  description:
    'AI search engines prefer secure sources and some assistants refuse to cite or fetch insecure pages. A valid certificate and HSTS show the site is trustworthy.',
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
  run(a) {
    const { document: d } = a;
    const evidence = [
      ev('Final URL', d.finalUrl),
      ev('HTTPS', d.https),
      ev('Certificate valid', d.certificateValid === null ? 'n/a' : d.certificateValid),
      ev('Certificate error', d.certificateError),
      ev('HSTS header', d.hsts),
    ];
    const facts = {
      details: table(
        [col('check', 'Check'), col('value', 'Value')],
        [
          { check: 'HTTPS', value: d.https },
          { check: 'certificate valid', value: d.certificateValid },
          { check: 'certificate error', value: d.certificateError },
          { check: 'Strict-Transport-Security', value: d.hsts },
        ],
      ),
    };
    // Each failing case says its own title (decision 051); the fix is the same steps for all three.
    const failing = (score: number, failureTitle: string) => ({
      score,
      evidence,
      ...facts,
      failureTitle,
      ...fixOf(() => httpsFix(a)),
    });
    if (!d.https) return failing(0, 'The page is served over plain HTTP');
    if (d.certificateValid === false) return failing(0.3, "The page's HTTPS certificate is not valid");
    if (d.hsts) return { score: 1, evidence, ...facts };
    return failing(0.85, 'HTTPS without HSTS: the site does not tell browsers to keep to HTTPS');
  },
});

import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, sitePageFix, type Fix } from '../fix-kit';
import { hostOf, sameSite, siteKey } from '../../computed/link-kinds';
import { PRIVACY_ADDRESS, servicePrivacyLink } from '../../computed/site-pages';
import { thisSitePage } from './this-site-page';

const PRIVACY = {
  name: 'privacy policy',
  label: 'Privacy policy' as const,
  looked: 'a link text such as "Privacy", "Privacy policy" or "Privacy notice", or a /privacy address',
  path: PRIVACY_ADDRESS,
  create:
    'Publish a privacy policy saying what personal data the site collects (analytics, cookies, forms), why, and whom to contact.',
};

/** Says which service's policy the site's footer links, and when it would be the site's own. */
function withServicePolicy(fix: Fix, service: { href: string; text: string } | null): Fix {
  if (!service) return fix;
  const owner = siteKey(hostOf(service.href)!);
  return {
    ...fix,
    description: `${fix.description} Its "${service.text.trim()}" link leads to ${service.href}, the policy of ${owner}, a service many sites embed (its notices link there too): it covers this site only if ${owner}'s owner runs it, which the page does not show.`,
  };
}

export default defineAudit({
  id: 'privacy-policy',
  category: 'authority',
  title: 'Page links to a privacy policy',
  failureTitle: 'No privacy policy link',
  description:
    'A privacy policy is a basic trust signal; its absence marks a site as less reputable to both people and AI systems.',
  requiredArtifacts: ['authority', 'raw'],
  fix: {
    title: 'Link to a privacy policy',
    description: 'Publish a privacy policy and link to it from the footer of every page.',
    stepByStep: [
      'Create a privacy policy page (many CMSs have a template).',
      'Add a "Privacy Policy" link to the footer.',
    ],
  },
  run(art) {
    const { authority: a, raw } = art;
    const text = a.sitePageLabels.privacy;
    const itself = thisSitePage(art, ['privacy'], 'Privacy policy');
    const host = a.privacyLink && hostOf(a.privacyLink);
    // A group's one policy for all its sites (Condé Nast's for Wired) is this site's policy too: said, not hidden.
    const elsewhere = host && !sameSite(a.privacyLink!, raw.pageUrl) ? host.replace(/^www\./, '') : null;
    const service = a.privacyLink ? null : raw.links.find((l) => servicePrivacyLink(l, raw.pageUrl));
    const serviceSaid = service && `"${service.text.trim()}" → ${service.href}`;
    return {
      score: a.privacyLink ? 1 : 0,
      ...(itself ? { title: itself.title } : {}),
      evidence: [
        ...(itself
          ? [itself.evidence]
          : [ev('Privacy link', a.privacyLink), ev('Link text', text ? `"${text}"` : null)]),
        ...(elsewhere ? [ev('Published on', `${elsewhere}, another site (the publisher's group policy)`)] : []),
        ...(serviceSaid ? [ev("A service's policy, not counted", serviceSaid)] : []),
      ],
      details: table(
        [col('href', 'Privacy page', 'url'), col('text', 'Link text')],
        a.privacyLink ? [{ href: a.privacyLink, text: itself ? 'this page' : text }] : [],
      ),
      ...(a.privacyLink ? {} : fixOf(() => withServicePolicy(sitePageFix(art, PRIVACY), service ?? null))),
    };
  },
});

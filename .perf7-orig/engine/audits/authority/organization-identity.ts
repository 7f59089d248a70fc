import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'organization-identity',
  category: 'authority',
  title: 'Organisation identity is declared with sameAs profiles',
  failureTitle: 'Organisation identity is not declared',
  description: 'An Organization node with sameAs links to official profiles (LinkedIn, Wikipedia, social media) lets AI systems connect the site to a known entity in their knowledge graphs.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'Declare your organisation with sameAs links',
    description: 'Add Organization JSON-LD with name, url, logo and sameAs links to your official profiles.',
    stepByStep: ['Add an Organization JSON-LD block (name, url, logo).', 'Add "sameAs": [your LinkedIn, Facebook, X, Wikipedia or Crunchbase URLs].', 'Link those profiles from the footer too.'],
  },
  run({ authority: a }) {
    const org = a.organization;
    const score = (org ? 0.5 : 0) + (org && org.sameAs.length ? 0.3 : 0) + (a.socialProfileLinks.length ? 0.2 : 0);
    return { score, evidence: [ev('Organization schema', org ? org.name ?? 'yes (unnamed)' : null), ev('sameAs', list(org?.sameAs ?? [], 5)), ev('Profile links on page', list(a.socialProfileLinks, 5))] };
  },
});

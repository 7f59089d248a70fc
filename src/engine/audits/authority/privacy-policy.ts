import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'privacy-policy',
  category: 'authority',
  title: 'Page links to a privacy policy',
  failureTitle: 'No privacy policy link',
  description: 'A privacy policy is a basic trust signal; its absence marks a site as less reputable to both people and AI systems.',
  requiredArtifacts: ['authority', 'raw'],
  fix: {
    title: 'Link to a privacy policy',
    description: 'Publish a privacy policy and link to it from the footer of every page.',
    stepByStep: ['Create a privacy policy page (many CMSs have a template).', 'Add a "Privacy Policy" link to the footer.'],
  },
  run({ authority: a, raw }) {
    const text = a.privacyLink ? (raw.links.find((l) => l.href === a.privacyLink)?.text ?? null) : null;
    return { score: a.privacyLink ? 1 : 0, evidence: [ev('Privacy link', a.privacyLink), ev('Link text', text ? `"${text}"` : null)] };
  },
});

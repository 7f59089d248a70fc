import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'credentials',
  category: 'authority',
  title: 'Expertise and credentials are stated',
  failureTitle: 'No credentials or expertise stated',
  description: 'Qualifications, certifications, awards and years of experience signal expertise; assistants prefer citing demonstrably qualified sources.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'State your expertise',
    description: 'Mention relevant qualifications, certifications, awards or years of experience, and add them to Person/Organization schema.',
    stepByStep: ['List your qualifications, memberships, certifications and awards.', 'Mention the most relevant ones on the page or in the author bio.', 'Add jobTitle, hasCredential or award to your Person/Organization JSON-LD.'],
  },
  run({ authority: a }) {
    const n = a.credentials.length;
    return { score: n >= 2 ? 1 : n === 1 ? 0.6 : 0, evidence: [ev('Credentials found', list(a.credentials))] };
  },
});

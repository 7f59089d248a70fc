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
    // Read from the author's markup, name and bio box (and the site's own first-person text), never from
    // licence lines, ad-blocker notices or people the page quotes: one stated credential is a credential.
    const n = a.credentials.length;
    return { score: n >= 1 ? 1 : 0, evidence: [ev('Credentials found', list(a.credentials))] };
  },
});

import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'contact-info',
  category: 'authority',
  title: 'Contact details are easy to find',
  failureTitle: 'No contact page or full contact details',
  description: 'A Contact page, or a phone number, e-mail address and postal address, show that a real, accountable business stands behind the content, a strong trust signal for AI answers.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'Publish your contact details',
    description: 'Show a phone number, e-mail and address on the page (often in the footer) and link to a Contact page.',
    stepByStep: ['Add your phone number and e-mail to the footer.', 'Add your business address if you have one.', 'Create a Contact page and link to it.', 'Add telephone, email and address to your Organization JSON-LD.'],
  },
  run({ authority: a }) {
    // A Contact page of the site, or two of phone, e-mail and postal address, make the site reachable.
    const details = [a.phones.length > 0, a.emails.length > 0, a.address].filter(Boolean).length;
    return {
      score: a.contactLink || details >= 2 ? 1 : details === 1 ? 0.6 : 0,
      evidence: [ev('Contact page link', a.contactLink), ev('Phone', list(a.phones, 2)), ev('E-mail', list(a.emails, 2)), ev('Postal address', a.address)],
    };
  },
});

import { defineAudit, ev, list, col, table } from '../helpers';
import {
  attr,
  chromeLinkTexts,
  fixOf,
  footerPlace,
  listed,
  siteHost,
  sitemapPage,
  type Artifacts,
  type Fix,
} from '../fix-kit';
import { thisSitePage } from './this-site-page';
import { localLabel } from '../local-labels';
import { ownerAsPublisher } from '../../schema/page-graph';

/** What the page shows and what it lacks, the Contact page the sitemap may list, and an Organization block with the details found. */
function contactFix(art: Artifacts): Fix {
  const a = art.authority;
  const host = siteHost(art);
  const found = [
    a.phones.length ? `phone ${a.phones[0]}` : null,
    a.emails.length ? `e-mail ${a.emails[0]}` : null,
    a.address ? 'a postal address' : null,
  ].filter((x): x is string => !!x);
  const missing = [
    a.phones.length ? null : 'phone number',
    a.emails.length ? null : 'e-mail address',
    a.address ? null : 'postal address',
  ].filter((x): x is string => !!x);
  const known = sitemapPage(
    art,
    /\/(?:contact|contact-?us|kontakt|contacto|contatti|impressum|get-in-touch)(?:\.\w{2,5})?\/?$/i,
  );
  const nav = chromeLinkTexts(art, { footer: true });
  // Addresses the page shows that are its writers' own (an authors' section): said, so "no e-mail" is not misread.
  const writers = a.writersEmails.length
    ? ` of its own (${listed(a.writersEmails, 3)} ${a.writersEmails.length === 1 ? 'is a writer’s' : 'are its writers’'})`
    : '';
  return {
    title: `Give ${host} a Contact page link${found.length ? ` (the page shows only ${found[0]})` : ''}`,
    description: `No link on this page leads to a Contact page of ${host}${found.length ? `; it shows ${listed(found)}, one detail where a Contact page or two of phone, e-mail and postal address are needed` : `, and it shows no phone, e-mail or postal address${writers}`}.${known ? ` The site's sitemap lists ${known}.` : ''}`,
    stepByStep: [
      known
        ? `Link ${known} from ${footerPlace(art)}: <a href="${attr(known)}">${localLabel(art, 'Contact')}</a>`
        : `Link a Contact page of ${host} from ${footerPlace(art)}${
            nav.length
              ? `, beside ${listed(
                  nav.map((t) => `"${t}"`),
                  6,
                )}`
              : ''
          }, with the text "${localLabel(art, 'Contact')}".`,
      `Or show ${found.length ? 'one more detail' : 'two of these details'} in ${footerPlace(art)}: your ${missing.join(found.length ? ' or ' : ', ')}.`,
    ],
  };
}

export default defineAudit({
  id: 'contact-info',
  category: 'authority',
  title: 'Contact details are easy to find',
  failureTitle: 'No contact page or full contact details',
  description:
    'A Contact page, or a phone number, e-mail address and postal address, show that a real, accountable business stands behind the content, a strong trust signal for AI answers.',
  requiredArtifacts: ['authority'],
  fix: {
    title: 'Publish your contact details',
    description:
      'Show a phone number, e-mail and address on the page (often in the footer) and link to a Contact page.',
    stepByStep: [
      'Add your phone number and e-mail to the footer.',
      'Add your business address if you have one.',
      'Create a Contact page and link to it.',
      'Add telephone, email and address to your Organization JSON-LD.',
    ],
  },
  run(art) {
    const { authority: a } = art;
    // A Contact page of the site, or two of phone, e-mail and postal address, make the site reachable.
    const details = [a.phones.length > 0, a.emails.length > 0, a.address].filter(Boolean).length;
    const score = a.contactLink || details >= 2 ? 1 : details === 1 ? 0.6 : 0;
    const itself = thisSitePage(art, ['contact'], 'Contact page');
    return {
      score,
      ...(itself ? { title: itself.title } : {}),
      evidence: [
        itself?.evidence ?? ev('Contact page link', a.contactLink),
        ev('Phone', list(a.phones, 2)),
        ev('E-mail', list(a.emails, 2)),
        ev('Postal address', a.address),
      ],
      // Ways to reach the site found: a Contact page, phone, e-mail, postal address.
      numericValue: details + (a.contactLink ? 1 : 0),
      numericUnit: 'count',
      details: table(
        [col('kind', 'Contact'), col('value', 'Value')],
        [
          ...(a.contactLink ? [{ kind: 'contact page', value: a.contactLink }] : []),
          ...a.phones.map((value) => ({ kind: 'phone', value })),
          ...a.emails.map((value) => ({ kind: 'e-mail', value })),
          ...(a.address ? [{ kind: 'postal address', value: 'shown on the page' }] : []),
        ],
      ),
      ...(score < 1
        ? {
            failureTitle: details
              ? `No Contact page; the page gives only ${a.phones.length ? 'a phone number' : a.emails.length ? 'an e-mail address' : 'a postal address'}`
              : 'No Contact page, phone, e-mail or postal address',
            ...fixOf(() => contactFix(art)),
            jsonLd: [
              {
                role: 'organization' as const,
                props: { telephone: a.phones[0] ?? '<telephone>', email: a.emails[0] ?? '<e-mail address>' },
                what: `the contact details on the ${ownerAsPublisher(art) ? 'Person' : 'Organization'} node (telephone, email)`,
              },
            ],
          }
        : {}),
    };
  },
});

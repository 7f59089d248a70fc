import { useBrand } from '@/web/features/brand/BrandProvider';
import { PageShell } from './PageShell';

type Section = { title: string; body: string[] };

/** Sections 1 to 7: who we are, what we collect and why, cookies, analytics, payments. */
function collectionSections(company: string): Section[] {
  return [
    {
      title: '1. Who we are',
      body: [
        `${company} provides an audit of how visible a web page is to AI search engines and language-model assistants. ${company} is the controller of the personal data described in this policy.`,
      ],
    },
    {
      title: '2. Information we collect',
      body: [
        'The address of the page you ask us to analyze, the public content of that page we read to analyze it, and the analysis results.',
        "Your IP address, stored with each analysis you request so we can prevent abuse, and your browser's user agent (the browser and device type it sends with every request), which we use to serve the page and detect automated abuse; plus a session identifier and the time of your requests.",
        'Only if you request or buy a report: your e-mail address(es), name, company (optional) and your marketing choice.',
      ],
    },
    {
      title: '3. Information we do not collect',
      body: [
        'We never receive or store your card number (the payment provider handles it), passwords, content behind a login, or special categories of personal data. We do not track you across other websites and do not build advertising profiles.',
      ],
    },
    {
      title: '4. How we use your information',
      body: [
        'To run the analysis you asked for, show and e-mail your report, process payments and grant access, prevent abuse, and, only with your consent, measure and improve the tool. Our legal bases are the performance of a contract (analyses and paid reports), legitimate interests (security and abuse prevention) and consent (analytics and marketing e-mail), which you may withdraw at any time.',
      ],
    },
    {
      title: '5. Cookies and browser storage',
      body: [
        'We keep your consent choice, your latest analysis and your access state in this browser, namespaced for this site. Analytics scripts load only after you accept analytics, and are removed when you withdraw it.',
      ],
    },
    {
      title: '6. Analytics and marketing',
      body: [
        'With your consent we record a few product events (an analysis started or completed, a report requested, e-mailed or downloaded). Without consent nothing is sent.',
      ],
    },
    {
      title: '7. Payments',
      body: [
        'Card payments are handled by our card payment provider (Stripe). We never see or store your full card number; we keep a record that a payment was made and for which report.',
      ],
    },
  ];
}

/** Sections 8 to 13: sharing, retention, security, rights, children, changes and contact. */
function rightsSections(company: string, contact: string, retentionDays: number, aiProvider: boolean): Section[] {
  return [
    {
      title: '8. Sharing your information',
      body: [
        aiProvider
          ? "AI provider: to write the summary of your report, we send the analyzed page's address, title, scores and the findings of the checks to our AI (large language model) provider. We never send it your e-mail address, name, IP address or payment details."
          : 'AI provider: this site does not currently send anything to an AI (large language model) provider; report summaries are written by our own software. Should that change, this section will name what is shared.',
        'Card payment provider: when you buy a report, the payment provider receives the payment details you enter on its page and your e-mail address.',
        'Otherwise we share data only with processors that help us run the service (hosting, e-mail delivery), under contracts that protect it. We do not sell or share personal data for cross-context behavioral advertising.',
      ],
    },
    {
      title: '9. Data retention',
      body: [
        `Analysis data, including the IP address recorded with it, is kept for ${retentionDays} days and then deleted automatically. Payment records are kept as long as the law requires. Your consent choice expires after 365 days.`,
      ],
    },
    {
      title: '10. Security',
      body: ['We use encryption in transit, access controls and least-privilege practices to protect your data.'],
    },
    {
      title: '11. Your rights (GDPR and CCPA)',
      body: [
        'Under the GDPR you may ask to access, correct, delete or export your data, object to or restrict processing, and withdraw consent at any time. You may also complain to your data protection authority.',
        'California residents have the rights the CCPA (as amended by the CPRA) gives: to know what personal information we collect, use and disclose; to delete it; to correct it; to opt out of its sale or sharing (we do neither); to limit the use of sensitive personal information (we collect none); and not to be discriminated against for using these rights. You or an authorized agent may make a request using the contact details below; we verify it before acting on it.',
      ],
    },
    {
      title: "12. Children's privacy",
      body: ['The service is not directed at children under 16 and we do not knowingly collect their data.'],
    },
    {
      title: '13. Changes, contact and response times',
      body: [
        `We may update this policy and will change the date below when we do. Contact ${company} ${contact} with any question or request about your data.`,
        'We respond to every privacy request within 72 hours, and complete it within the time the law allows (one month under the GDPR, 45 days under the CCPA).',
      ],
    },
  ];
}

/** The privacy policy's 13 sections (admin.md "Privacy policy page"), filled from the brand configuration. */
export function privacySections(company: string, email: string, retentionDays: number, aiProvider = false): Section[] {
  const contact = email ? `by e-mail at ${email}` : 'through the contact page';
  return [...collectionSections(company), ...rightsSections(company, contact, retentionDays, aiProvider)];
}

export default function PrivacyPolicy() {
  const { config } = useBrand();
  const email = config.supportEmail || config.footer.companyInfo.email;
  const sections = privacySections(
    config.companyName,
    email,
    config.privacy.dataRetentionDays,
    Boolean(config.aiProvider),
  );
  return (
    <PageShell eyebrow="Legal" title="Privacy Policy" intro={`How ${config.companyName} handles your information.`}>
      <article className="space-y-8">
        {sections.map((s) => (
          <section key={s.title} aria-labelledby={`pp-${s.title}`}>
            <h2 id={`pp-${s.title}`} className="text-xl font-semibold text-slate-900">
              {s.title}
            </h2>
            <div className="mt-2 space-y-2 leading-relaxed text-slate-700">
              {s.body.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
        ))}
        <p className="text-sm text-slate-500">Last updated: 1 January 2026</p>
      </article>
    </PageShell>
  );
}

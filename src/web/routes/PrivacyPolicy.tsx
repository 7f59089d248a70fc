import { useBrand } from '@/web/features/brand/BrandProvider';
import { PageShell } from './PageShell';

/** The privacy policy's 13 sections, filled from the brand configuration. */
export function privacySections(company: string, email: string, retentionDays: number): { title: string; body: string[] }[] {
  const contact = email ? `by e-mail at ${email}` : 'through the contact page';
  return [
    { title: '1. Who we are', body: [`${company} provides an audit of how visible a web page is to AI search engines and language-model assistants. ${company} is the controller of the personal data described in this policy.`] },
    { title: '2. Information we collect', body: ['The address of the page you ask us to analyze and the analysis results.', 'If you request or buy a report: your e-mail address(es), name, company (optional) and your marketing choice.', 'Technical data needed to run the service: a session identifier, device type and the time of your requests.'] },
    { title: '3. How we use your information', body: ['To run the analysis you asked for, show and e-mail your report, process payments and grant access, prevent abuse, and, only with your consent, measure and improve the tool.'] },
    { title: '4. Legal bases', body: ['Performance of a contract (running analyses and delivering paid reports), legitimate interests (security and abuse prevention) and consent (analytics and marketing e-mail). You may withdraw consent at any time.'] },
    { title: '5. Cookies and browser storage', body: ['We keep your consent choice, your latest analysis and your access state in this browser, namespaced for this site. Analytics scripts load only after you accept analytics, and are removed when you withdraw it.'] },
    { title: '6. Analytics and marketing', body: ['With your consent we record a few product events (an analysis started or completed, a report requested, e-mailed or downloaded). Without consent nothing is sent.'] },
    { title: '7. Payments', body: ['Card payments are handled by our payment processor. We never see or store your full card number; we keep a record that a payment was made and for which report.'] },
    { title: '8. Sharing your information', body: ['We share data only with processors that help us run the service (hosting, e-mail delivery, payments), under contracts that protect it. We do not sell personal data.'] },
    { title: '9. Data retention', body: [`Analysis data is kept for ${retentionDays} days and then deleted automatically. Payment records are kept as long as the law requires. Your consent choice expires after 365 days.`] },
    { title: '10. Security', body: ['We use encryption in transit, access controls and least-privilege practices to protect your data.'] },
    { title: '11. Your rights', body: ['You may ask to access, correct, delete or export your data, object to or restrict processing, and withdraw consent. You may also complain to your data protection authority.'] },
    { title: "12. Children's privacy", body: ['The service is not directed at children under 16 and we do not knowingly collect their data.'] },
    { title: '13. Changes and contact', body: [`We may update this policy and will change the date below when we do. Contact ${company} ${contact} with any question or request about your data.`] },
  ];
}

export default function PrivacyPolicy() {
  const { config } = useBrand();
  const email = config.supportEmail || config.footer.companyInfo.email;
  const sections = privacySections(config.companyName, email, config.privacy.dataRetentionDays);
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

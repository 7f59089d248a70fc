import { Mail, Phone, Clock } from 'lucide-react';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { PageShell } from './PageShell';

export default function Contact() {
  const { config } = useBrand();
  const email = config.footer.companyInfo.email || config.supportEmail;
  const phone = config.footer.companyInfo.phone;
  return (
    <PageShell
      eyebrow="Contact"
      title="Get in touch"
      intro="Questions about your report, billing or an agency plan? We are happy to help."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {email ? (
          <a
            href={`mailto:${email}`}
            className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-[var(--secondary)]"
          >
            <Mail className="size-6 text-[var(--secondary-ink)]" aria-hidden />
            <h2 className="mt-3 font-semibold text-slate-900">E-mail</h2>
            <p className="mt-1 text-slate-600 group-hover:underline">{email}</p>
          </a>
        ) : null}
        {phone ? (
          <a
            href={`tel:${phone.replace(/[^+\d]/g, '')}`}
            className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-[var(--secondary)]"
          >
            <Phone className="size-6 text-[var(--secondary-ink)]" aria-hidden />
            <h2 className="mt-3 font-semibold text-slate-900">Phone</h2>
            <p className="mt-1 text-slate-600 group-hover:underline">{phone}</p>
          </a>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Clock className="size-6 text-[var(--secondary-ink)]" aria-hidden />
          <h2 className="mt-3 font-semibold text-slate-900">Response time</h2>
          <p className="mt-1 text-slate-600">We answer within one business day.</p>
        </div>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        {config.companyName}
        {config.footer.customText ? ` · ${config.footer.customText.split(/\r?\n/)[0]}` : ''}
      </p>
    </PageShell>
  );
}

import { Link } from '@/web/lib/router';
import { Mail, Phone } from 'lucide-react';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { surfaceStyle } from '@/web/features/brand/paint';
import { withTenant } from '@/web/features/brand/tenant';
import { BrandMark } from './Header';

export const AI_MISTAKES_NOTE = 'AI models can make mistakes, so please double-check the results.';

export function Footer() {
  const { config } = useBrand();
  if (!config.footer.enabled) return null;
  const s = surfaceStyle(config.footer.backgroundColor, 'dark');
  const year = new Date().getFullYear();
  const lines = config.footer.customText.split(/\r?\n/).filter((l) => l.trim());
  const { email, phone } = config.footer.companyInfo;
  return (
    <footer
      data-testid="site-footer"
      className="mt-auto print:hidden"
      style={{ background: s.background, color: s.color }}
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div className="space-y-3">
          <div className="flex items-center gap-2.5">
            {config.footer.showLogo ? <BrandMark size="sm" /> : null}
            <p className="text-lg font-semibold">{config.companyName}</p>
          </div>
          {config.tagline ? <p style={{ color: s.muted }}>{config.tagline}</p> : null}
          {lines.map((l, i) => (
            <p key={i} className="text-sm" style={{ color: s.muted }}>
              {l}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-2 text-sm md:items-end">
          {email ? (
            <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:underline">
              <Mail className="size-4" aria-hidden /> {email}
            </a>
          ) : null}
          {phone ? (
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="inline-flex items-center gap-2 hover:underline">
              <Phone className="size-4" aria-hidden /> {phone}
            </a>
          ) : null}
          <Link to={withTenant('/privacy-policy')} className="hover:underline">
            Privacy Policy
          </Link>
        </div>
      </div>
      {config.footer.showCopyright ? (
        <div className="border-t" style={{ borderColor: 'color-mix(in srgb, currentColor 15%, transparent)' }}>
          <p className="mx-auto max-w-6xl px-4 py-4 text-xs sm:px-6" style={{ color: s.muted }}>
            © {year} {config.companyName}. All rights reserved. {AI_MISTAKES_NOTE}
          </p>
        </div>
      ) : null}
    </footer>
  );
}

import type { CSSProperties } from 'react';
import { MessageCircle } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { themeVariables } from '@/web/features/brand/theme';
import { surfaceStyle } from '@/web/features/brand/paint';
import type { AdminClient } from '@/shared/admin-api';
import { DEFAULT_PRIVACY_CONFIG } from '@/shared/brand';
import { Empty } from '../ui';
import { FORM_DEFAULT_COLORS } from './clients/clientForm';

const COOKIE_LABELS: Record<string, string> = { strict: 'Strict', balanced: 'Balanced', minimal: 'Minimal' };

type Colors = typeof FORM_DEFAULT_COLORS;

function BrandingSummary({ b, company, colors }: { b: AdminClient['branding']; company: string; colors: Colors }) {
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">Branding</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Company</dt>
        <dd className="font-medium">{company}</dd>
        <dt className="text-slate-500">Tagline</dt>
        <dd>{b.tagline || '—'}</dd>
        <dt className="text-slate-500">Chat app ID</dt>
        <dd className={b.mecLabsAppId ? 'self-center font-mono text-xs' : undefined}>{b.mecLabsAppId || '—'}</dd>
      </dl>
      <div className="grid grid-cols-3 gap-3">
        {(['primary', 'secondary', 'accent'] as const).map((k) => (
          <div key={k} className="overflow-hidden rounded-xl border border-slate-200">
            <div className="h-14" style={{ background: colors[k] }} data-testid={`swatch-${k}`} />
            <div className="p-2 text-xs">
              <p className="font-medium capitalize">{k}</p>
              <p className="font-mono text-slate-500">{colors[k]}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

function ClientDetails({ client }: { client: AdminClient }) {
  const p = client.privacy_config;
  return (
    <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">Details</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Domain</dt>
        <dd>{client.domain || 'No domain set'}</dd>
        <dt className="text-slate-500">Support email</dt>
        <dd>{client.support_email || '—'}</dd>
        <dt className="text-slate-500">Cookie policy</dt>
        <dd>{p.cookiePolicy ? COOKIE_LABELS[p.cookiePolicy] : 'Standard'}</dd>
        <dt className="text-slate-500">Data retention</dt>
        <dd>{p.dataRetentionDays ?? DEFAULT_PRIVACY_CONFIG.dataRetentionDays} days</dd>
        <dt className="text-slate-500">GDPR</dt>
        <dd>{p.gdprCompliant ? 'Yes' : 'No'}</dd>
        <dt className="text-slate-500">Status</dt>
        <dd>{client.is_active ? <Badge variant="good">Active</Badge> : <Badge variant="muted">Inactive</Badge>}</dd>
      </dl>
    </section>
  );
}

const DEFAULT_LINKS = [
  { name: 'Home', url: '/' },
  { name: 'About', url: '/about' },
  { name: 'Contact', url: '/contact' },
];

function HeaderPreview({ client, company }: { client: AdminClient; company: string }) {
  const b = client.branding;
  if (b.header?.enabled === false) return <p className="text-sm text-slate-500">The header is turned off.</p>;
  const header = surfaceStyle(b.header?.backgroundColor ?? 'default', 'light');
  const links = b.header?.navigationLinks?.length ? b.header.navigationLinks : DEFAULT_LINKS;
  return (
    <div
      data-testid="preview-header"
      className="flex items-center justify-between gap-4 rounded-xl border px-4 py-3"
      style={{ background: header.background, color: header.color, borderColor: header.border }}
    >
      <div className="flex items-center gap-2 font-semibold">
        {b.header?.showLogo !== false && client.logo_url ? (
          <img src={client.logo_url} alt="" className="h-7 max-w-28 object-contain" />
        ) : null}
        {company}
      </div>
      <nav className="hidden gap-4 text-sm sm:flex" style={{ color: header.muted }}>
        {links.map((l) => (
          <span key={l.name}>{l.name}</span>
        ))}
      </nav>
    </div>
  );
}

function WidgetPreview({ tagline }: { tagline: string | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-lg font-bold" style={{ color: 'var(--primary)' }}>
        {tagline || 'See your site the way AI sees it'}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <div className="h-10 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm leading-10 text-slate-400">
          https://example.com
        </div>
        <span
          className="inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold"
          style={{ background: 'var(--primary)', color: 'var(--primary-foreground)' }}
        >
          Analyze Website
        </span>
      </div>
      <div className="mt-3 flex items-center gap-2 text-sm">
        <span
          className="inline-flex size-8 items-center justify-center rounded-full"
          style={{ background: 'var(--accent)', color: 'var(--accent-foreground)' }}
        >
          <MessageCircle className="size-4" aria-hidden />
        </span>
        <span
          className="rounded-full px-2 py-0.5 text-xs font-semibold"
          style={{ background: 'var(--secondary)', color: 'var(--secondary-foreground)' }}
        >
          Score 82
        </span>
      </div>
    </div>
  );
}

function FooterPreview({ client, company }: { client: AdminClient; company: string }) {
  const b = client.branding;
  if (b.footer?.enabled === false) return <p className="text-sm text-slate-500">The footer is turned off.</p>;
  const footer = surfaceStyle(b.footer?.backgroundColor ?? 'default', 'dark');
  return (
    <div
      data-testid="preview-footer"
      className="rounded-xl px-4 py-4 text-sm"
      style={{ background: footer.background, color: footer.color }}
    >
      <p className="font-semibold">{b.footer?.companyInfo?.name || company}</p>
      {b.footer?.customText ? <p style={{ color: footer.muted }}>{b.footer.customText}</p> : null}
      <p style={{ color: footer.muted }}>
        {[b.footer?.companyInfo?.email || client.support_email, b.footer?.companyInfo?.phone]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {b.footer?.showCopyright !== false ? (
        <p className="mt-2 text-xs" style={{ color: footer.muted }}>
          © {new Date().getFullYear()} {company}. All rights reserved.
        </p>
      ) : null}
    </div>
  );
}

/** Header, widget and footer as the visitor pages draw them. */
function Previews({ client, company }: { client: AdminClient; company: string }) {
  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
      <h2 className="text-lg font-semibold">Previews</h2>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Header</p>
      <HeaderPreview client={client} company={company} />
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Widget</p>
      <WidgetPreview tagline={client.branding.tagline} />
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Footer</p>
      <FooterPreview client={client} company={company} />
    </section>
  );
}

/** Read-only summary of the selected client with previews that use the visitor pages' own colour rules. */
export function ConfigurationTab({ client }: { client: AdminClient | null }) {
  if (!client) return <Empty>Select a client to configure</Empty>;
  const b = client.branding;
  const colors = { ...FORM_DEFAULT_COLORS, ...b.colors };
  const vars = themeVariables(colors) as CSSProperties;
  const company = b.companyName || client.company_name || client.name;
  return (
    <div className="grid gap-6 lg:grid-cols-2" style={vars}>
      <BrandingSummary b={b} company={company} colors={colors} />
      <ClientDetails client={client} />
      <Previews client={client} company={company} />
    </div>
  );
}

import { DEFAULT_PRIVACY_CONFIG, type Branding } from '@/shared/brand';
import type { AdminClient } from '@/shared/admin-api';
import type { AnalysisIntent } from '@/shared/analysis';

/** Default colours in the edit form (admin.md section 9). */
export const FORM_DEFAULT_COLORS = { primary: '#6366F1', secondary: '#25165C', accent: '#10B981' };

type Links = { name: string; url: string }[];
const linksToText = (links?: Links) => (links ?? []).map((l) => `${l.name} | ${l.url}`).join('\n');
const textToLinks = (text: string): Links =>
  text
    .split('\n')
    .map((line) => line.split('|').map((s) => s.trim()))
    .filter(([name, url]) => name && url)
    .map(([name, url]) => ({ name, url }));

/** The client editor's draft. */
export interface ClientForm {
  name: string;
  tenant: string;
  entry_mode: string;
  locale: string;
  company_name: string;
  company_description: string;
  support_email: string;
  logo_url: string;
  is_active: boolean;
  branding: Branding;
  navText: string;
  footerLinksText: string;
  socialText: string;
  privacy: AdminClient['privacy_config'];
  /** The goal an analysis runs for when the visitor names none (docs/decisions/016). */
  default_intent: AnalysisIntent;
  /** Visitor-side tenant settings (docs/decisions/011). */
  is_private: boolean;
  analysis_cache_minutes: number;
}

export function toForm(c: AdminClient): ClientForm {
  return {
    name: c.name,
    tenant: c.tenant,
    entry_mode: c.entry_mode,
    locale: c.locale,
    company_name: c.company_name ?? '',
    company_description: c.company_description ?? '',
    support_email: c.support_email ?? '',
    logo_url: c.logo_url ?? '',
    is_active: c.is_active,
    branding: { ...c.branding, colors: { ...FORM_DEFAULT_COLORS, ...c.branding.colors } },
    navText: linksToText(c.branding.header?.navigationLinks),
    footerLinksText: linksToText(c.branding.footer?.links),
    socialText: linksToText(c.branding.footer?.social),
    privacy: {
      cookiePolicy: DEFAULT_PRIVACY_CONFIG.cookiePolicy,
      dataRetentionDays: DEFAULT_PRIVACY_CONFIG.dataRetentionDays,
      ...c.privacy_config,
    },
    default_intent: c.default_intent ?? 'visibility',
    is_private: c.is_private ?? false,
    analysis_cache_minutes: c.analysis_cache_minutes ?? 10,
  };
}

/** JSON with sorted keys: a draft equals its base however its objects were built. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

export const sameForm = (a: ClientForm, b: ClientForm) => canonical(a) === canonical(b);

/** The fields of a draft that differ from its base, as labels for the unsaved-changes warning. */
export function changedLabels(draft: ClientForm, base: ClientForm): string[] {
  return (Object.keys(draft) as (keyof ClientForm)[]).filter((k) => canonical(draft[k]) !== canonical(base[k]));
}

/**
 * The server's copy changed under an open draft (a logo upload, a save elsewhere): fields the operator
 * has not touched follow the server, touched ones keep the draft.
 */
export function rebase(draft: ClientForm, oldBase: ClientForm, newBase: ClientForm): ClientForm {
  const out = { ...draft } as Record<keyof ClientForm, unknown>;
  for (const k of Object.keys(newBase) as (keyof ClientForm)[]) {
    if (canonical(draft[k]) === canonical(oldBase[k])) out[k] = newBase[k];
  }
  return out as unknown as ClientForm;
}

/** PUT /api/admin/clients/:id from a draft; identity fields only for roles that may change them. */
export function toUpdateBody(f: ClientForm, withIdentity: boolean) {
  const header = f.branding.header ?? {};
  const footer = f.branding.footer ?? {};
  const oldNav = header.navigationLinks ?? [];
  const branding: Branding = {
    ...f.branding,
    // Dropdown sub-links are not edited here: keep those of links that keep their name.
    header: {
      ...header,
      navigationLinks: textToLinks(f.navText).map((l) => {
        const dropdown = oldNav.find((o) => o.name === l.name)?.dropdown;
        return dropdown ? { ...l, dropdown } : l;
      }),
    },
    footer: { ...footer, links: textToLinks(f.footerLinksText), social: textToLinks(f.socialText) },
  };
  if (!branding.mecLabsAppId) delete branding.mecLabsAppId;
  return {
    name: f.name,
    ...(withIdentity ? { tenant: f.tenant, is_active: f.is_active } : {}),
    entry_mode: f.entry_mode,
    locale: f.locale,
    company_name: f.company_name,
    company_description: f.company_description,
    support_email: f.support_email,
    logo_url: f.logo_url,
    branding,
    privacy_config: f.privacy,
    default_intent: f.default_intent,
    is_private: f.is_private,
    analysis_cache_minutes: f.analysis_cache_minutes,
  };
}

export const FIELD_NAMES: Record<keyof ClientForm, string> = {
  name: 'name',
  tenant: 'tenant ID',
  entry_mode: 'entry mode',
  locale: 'locale',
  company_name: 'company name',
  company_description: 'company description',
  support_email: 'support email',
  logo_url: 'logo URL',
  is_active: 'status',
  branding: 'branding',
  navText: 'navigation links',
  footerLinksText: 'footer links',
  socialText: 'social links',
  privacy: 'privacy settings',
  default_intent: 'default analysis goal',
  is_private: 'private',
  analysis_cache_minutes: 'result cache',
};

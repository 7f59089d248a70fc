import { describe, expect, it } from 'vitest';
import type { AdminAccessCode, AdminClient } from '@/shared/admin-api';
import { changedLabels, rebase, sameForm, toForm, toUpdateBody } from './tabs/clients/clientForm';
import { codeState } from './tabs/AccessCodesTab';

const client = (patch: Partial<AdminClient> = {}): AdminClient => ({
  id: 'c1',
  name: 'Acme',
  tenant: 'acme',
  domain: 'acme.getseen.app',
  entry_mode: 'free_first',
  locale: 'en-GB',
  company_name: 'Acme Ltd',
  company_description: null,
  support_email: 'a@acme.example',
  logo_url: null,
  is_active: true,
  branding: {
    companyName: 'Acme',
    colors: { primary: '#111111' },
    header: { navigationLinks: [{ name: 'Services', url: '/s', dropdown: [{ name: 'Audit', url: '/a' }] }] },
  },
  privacy_config: { cookiePolicy: 'strict' },
  stripe_config: {
    enabled: false,
    testMode: true,
    allowPromotionCodes: false,
    publishableKey: '',
    secretKey: '',
    webhookSecret: '',
    hasSecretKey: false,
    hasWebhookSecret: false,
    keyVerified: false,
    keyVerifiedAt: null,
  },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  permissions: { edit: true, editIdentity: true, delete: true, managePayments: true },
  ...patch,
});

describe('client editor draft', () => {
  it('is clean as loaded and names what was edited', () => {
    const base = toForm(client());
    expect(sameForm(base, toForm(client()))).toBe(true);
    const draft = { ...base, name: 'Acme Digital', branding: { ...base.branding, tagline: 'New' } };
    expect(changedLabels(draft, base)).toEqual(['name', 'branding']);
  });

  it('keeps edits across a refetch (a logo upload) and takes what was not touched from the server', () => {
    const oldBase = toForm(client());
    const draft = { ...oldBase, company_description: 'Typed but not saved' };
    const newBase = toForm(client({ logo_url: '/uploads/logo-1.png', updated_at: '2026-01-02T00:00:00Z' }));
    const merged = rebase(draft, oldBase, newBase);
    expect(merged.company_description).toBe('Typed but not saved');
    expect(merged.logo_url).toBe('/uploads/logo-1.png');
    expect(sameForm(merged, newBase)).toBe(false);
  });

  it('sends identity fields only for roles that may change them, keeps dropdowns and drops an empty MECLabs id', () => {
    const f = {
      ...toForm(client()),
      navText: 'Services | /s\nContact | /c',
      branding: { ...toForm(client()).branding, mecLabsAppId: '' },
    };
    const withId = toUpdateBody(f, true);
    expect(withId).toMatchObject({ tenant: 'acme', is_active: true });
    expect(withId.branding.header?.navigationLinks).toEqual([
      { name: 'Services', url: '/s', dropdown: [{ name: 'Audit', url: '/a' }] },
      { name: 'Contact', url: '/c' },
    ]);
    expect('mecLabsAppId' in withId.branding).toBe(false);
    expect(toUpdateBody(f, false)).not.toHaveProperty('tenant');
  });
});

describe('access code status', () => {
  const code = (patch: Partial<AdminAccessCode>): AdminAccessCode => ({
    id: '1',
    code: 'GS-AB…',
    description: '',
    clientId: null,
    clientName: 'All',
    usedCount: 0,
    maxUses: null,
    expiresAt: null,
    isActive: true,
    createdAt: '',
    createdBy: '',
    lastUsedAt: null,
    canManage: true,
    ...patch,
  });
  it('never shows an expired or used-up code as Active', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(codeState(code({}), now).label).toBe('Active');
    expect(codeState(code({ expiresAt: '2026-05-31T23:59:59Z' }), now)).toEqual({
      label: 'Expired',
      variant: 'medium',
    });
    expect(codeState(code({ maxUses: 3, usedCount: 3 }), now).label).toBe('Used up');
    expect(codeState(code({ isActive: false, expiresAt: '2020-01-01T00:00:00Z' }), now).label).toBe('Inactive');
  });
});

describe('privacy policy', () => {
  it('names IP address and user agent, the AI provider as configured, CCPA rights and the 72-hour response, in 13 sections', async () => {
    const { privacySections } = await import('@/web/routes/PrivacyPolicy');
    const text = (ai: boolean) =>
      privacySections('Acme', 'a@acme.example', 30, ai)
        .flatMap((s) => [s.title, ...s.body])
        .join('\n');
    expect(privacySections('Acme', 'a@acme.example', 30)).toHaveLength(13);
    expect(text(false)).toMatch(/IP address/);
    expect(text(false)).toMatch(/user agent/);
    expect(text(false)).toMatch(/does not currently send anything to an AI/);
    expect(text(true)).toMatch(
      /send the analyzed page's address, title, scores and the findings of the checks to our AI \(large language model\) provider/,
    );
    expect(text(true)).toMatch(/CCPA/);
    expect(text(true)).toMatch(/within 72 hours/);
    expect(text(true)).toMatch(/30 days/);
  });
});

import { DEFAULT_COLORS } from '@/shared/brand-colors';
import { DEFAULT_COMPANY_NAME, DEFAULT_PRIVACY_CONFIG, LOCALES, PRODUCT_TYPES, type BrandConfig } from '@/shared/brand';
import type { ResolvedTenant } from './tenants';

const asLocale = (value: string): BrandConfig['locale'] =>
  (LOCALES as readonly string[]).includes(value) ? (value as BrandConfig['locale']) : 'en-US';

/** The visitor's brand configuration: the client's branding with every default of visitor.md section 3 filled in. */
export function toBrandConfig({ client, products }: ResolvedTenant): BrandConfig {
  const b = client.branding ?? {};
  const privacy = { ...DEFAULT_PRIVACY_CONFIG, ...client.privacyConfig };
  const paymentsEnabled = Boolean(client.stripeConfig?.enabled);
  const pricing = PRODUCT_TYPES.flatMap((productType) => {
    const product = products.find((p) => p.productType === productType && p.isActive);
    return product ? [{ productType, price: product.price, currency: product.currency }] : [];
  });
  return {
    tenant: client.tenant,
    domain: client.domain,
    companyName: b.companyName || client.companyName || DEFAULT_COMPANY_NAME,
    tagline: b.tagline ?? '',
    logo: client.logoUrl ?? null,
    locale: asLocale(client.locale),
    colors: { ...DEFAULT_COLORS, ...b.colors },
    header: {
      enabled: b.header?.enabled ?? true,
      showLogo: b.header?.showLogo ?? true,
      backgroundColor: b.header?.backgroundColor ?? 'default',
      compact: b.header?.compact ?? false,
    },
    navigation: { links: b.header?.navigationLinks ?? [] },
    footer: {
      enabled: b.footer?.enabled ?? true,
      showLogo: b.footer?.showLogo ?? false,
      showCopyright: b.footer?.showCopyright ?? true,
      backgroundColor: b.footer?.backgroundColor ?? 'default',
      customText: b.footer?.customText ?? '',
      companyInfo: {
        email: b.footer?.companyInfo?.email ?? client.supportEmail ?? '',
        phone: b.footer?.companyInfo?.phone ?? '',
      },
    },
    email: { fromEmail: client.supportEmail ?? '' },
    supportEmail: client.supportEmail ?? '',
    mecLabsAppId: b.mecLabsAppId ?? null,
    pricing,
    paymentsEnabled,
    entryMode: client.entryMode,
    defaultIntent: client.defaultIntent === 'keep-out-of-training' ? 'keep-out-of-training' : 'visibility',
    privacy: {
      dataRetentionDays: privacy.dataRetentionDays,
      cookiePolicy: privacy.cookiePolicy,
      showPrivacyBanner: privacy.showPrivacyBanner,
    },
  };
}

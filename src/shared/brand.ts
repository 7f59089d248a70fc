import { z } from 'zod';
import { AnalysisIntentSchema } from './analysis';

export const LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'de-DE', 'fr-FR'] as const;
export const ADMIN_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA'] as const;
export const ENTRY_MODES = ['free_first', 'paid_first', 'splash'] as const;
export const BACKGROUND_COLORS = ['primary', 'secondary', 'accent', 'black', 'white', 'default'] as const;
/** competitor_compare: a page beside up to three competitors' (issue 16); sold only where a tenant adds the product. */
export const PRODUCT_TYPES = ['single_page', 'multi_page', 'competitor_compare'] as const;
export const PRODUCT_TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = {
  single_page: 'Single page',
  multi_page: 'Multi-page',
  competitor_compare: 'Competitors side by side',
};

export const DEFAULT_COMPANY_NAME = 'AI Search Visibility';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #25165C');
const chatAppIdSchema = z.string().regex(/^[A-Za-z0-9]{24}$/, 'must be exactly 24 letters or digits');

const navLinkSchema = z.object({
  name: z.string().min(1).max(80),
  url: z.string().min(1).max(500),
  dropdown: z
    .array(z.object({ name: z.string().min(1).max(80), url: z.string().min(1).max(500) }))
    .max(20)
    .optional(),
});

/** Branding as stored on a client (admin.md section 3). Every field optional: defaults fill the gaps. */
export const brandingSchema = z.object({
  companyName: z.string().max(120).optional(),
  tagline: z.string().max(200).optional(),
  colors: z.object({ primary: hexColor, secondary: hexColor, accent: hexColor }).partial().optional(),
  mecLabsAppId: chatAppIdSchema.optional(),
  header: z
    .object({
      enabled: z.boolean(),
      showLogo: z.boolean(),
      backgroundColor: z.enum(BACKGROUND_COLORS),
      compact: z.boolean(),
      navigationLinks: z.array(navLinkSchema).max(20),
    })
    .partial()
    .optional(),
  footer: z
    .object({
      enabled: z.boolean(),
      showLogo: z.boolean(),
      showCopyright: z.boolean(),
      backgroundColor: z.enum(BACKGROUND_COLORS),
      customText: z.string().max(2000),
      companyInfo: z
        .object({ name: z.string().max(120), email: z.string().max(200), phone: z.string().max(50) })
        .partial(),
      links: z.array(z.object({ name: z.string().max(80), url: z.string().max(500) })).max(20),
      social: z.array(z.object({ name: z.string().max(40), url: z.string().max(500) })).max(20),
    })
    .partial()
    .optional(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const privacyConfigSchema = z
  .object({
    cookiePolicy: z.enum(['strict', 'balanced', 'minimal']),
    dataRetentionDays: z.number().int().min(1).max(3650),
    gdprCompliant: z.boolean(),
    showPrivacyBanner: z.boolean(),
    requireConsent: z.boolean(),
    allowAnalytics: z.boolean(),
    industryBenchmarking: z.boolean(),
    autoDeleteEnabled: z.boolean(),
    sessionStorageOnly: z.boolean(),
  })
  .partial();
export type PrivacyConfig = z.infer<typeof privacyConfigSchema>;

export const DEFAULT_PRIVACY_CONFIG: Required<PrivacyConfig> = {
  cookiePolicy: 'balanced',
  dataRetentionDays: 30,
  gdprCompliant: true,
  showPrivacyBanner: true,
  requireConsent: true,
  allowAnalytics: false,
  industryBenchmarking: false,
  autoDeleteEnabled: true,
  sessionStorageOnly: false,
};

/** Stripe settings as stored: secrets are encrypted strings ("v1:iv:tag:data"), never plain. */
export type StoredStripeConfig = {
  enabled?: boolean;
  testMode?: boolean;
  allowPromotionCodes?: boolean;
  publishableKey?: string;
  secretKeyEncrypted?: string;
  webhookSecretEncrypted?: string;
  /** Keyed hash of the secret key that last passed a connection test; payments can be switched on only with it. */
  verifiedKeyHash?: string;
  /** ISO time of that test. */
  verifiedAt?: string;
};

/** GET /api/brand-config: the visitor's view of a tenant (visitor.md section 3). */
export const brandConfigSchema = z.object({
  tenant: z.string(),
  domain: z.string().nullable(),
  companyName: z.string(),
  tagline: z.string(),
  logo: z.string().nullable(),
  locale: z.enum(LOCALES),
  colors: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  header: z.object({
    enabled: z.boolean(),
    showLogo: z.boolean(),
    backgroundColor: z.enum(BACKGROUND_COLORS),
    compact: z.boolean(),
  }),
  navigation: z.object({ links: z.array(navLinkSchema) }),
  footer: z.object({
    enabled: z.boolean(),
    showLogo: z.boolean(),
    showCopyright: z.boolean(),
    backgroundColor: z.enum(BACKGROUND_COLORS),
    customText: z.string(),
    companyInfo: z.object({ email: z.string(), phone: z.string() }),
  }),
  email: z.object({ fromEmail: z.string() }),
  supportEmail: z.string(),
  mecLabsAppId: z.string().nullable(),
  pricing: z.array(z.object({ productType: z.enum(PRODUCT_TYPES), price: z.number().int(), currency: z.string() })),
  paymentsEnabled: z.boolean(),
  entryMode: z.string(),
  /** The goal an analysis runs for when the visitor names none (docs/decisions/016). */
  defaultIntent: AnalysisIntentSchema.optional(),
  privacy: z.object({ dataRetentionDays: z.number(), cookiePolicy: z.string(), showPrivacyBanner: z.boolean() }),
  /** An AI (language model) provider writes the report summaries, so the privacy policy names the sharing. */
  aiProvider: z.boolean().optional(),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** The price in minor units for a product type; 0 when the tenant has none (spec section 9). */
export function priceFor(config: Pick<BrandConfig, 'pricing'>, productType: (typeof PRODUCT_TYPES)[number]): number {
  return config.pricing.find((p) => p.productType === productType)?.price ?? 0;
}

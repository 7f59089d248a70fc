import { z } from 'zod';
import {
  ADMIN_LOCALES,
  brandConfigSchema,
  brandingSchema,
  ENTRY_MODES,
  privacyConfigSchema,
  PRODUCT_TYPES,
} from './brand';
import { AnalysisIntentSchema, SCORE_FIELDS, type AnalysisIntent, type ScoreField } from './analysis';

/** Contracts of /api/admin (admin.md section 7), shared by the server (validation) and the console (parsing). */

export const ADMIN_ROLES = ['super_admin', 'admin', 'support_staff', 'tenant_admin'] as const;
export const ADMIN_ROLE_LABELS: Record<(typeof ADMIN_ROLES)[number], string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  support_staff: 'Support Staff',
  tenant_admin: 'Tenant Admin',
};
/** The client editor's "Default analysis goal" choices (docs/decisions/016). */
export const INTENT_LABELS: Record<AnalysisIntent, string> = {
  visibility: 'Be visible in AI answers',
  'keep-out-of-training': 'Be visible, keep content out of model training',
};
export const ADMIN_CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD'] as const;
export const ANALYSES_PAGE_SIZE = 25;
const SORT_COLUMNS = ['url', 'overallScore', 'createdAt', 'lastRequested'] as const;
const SCORE_BANDS = ['high', 'medium', 'low'] as const;

const iso = z.string();
export const idParams = z.object({ id: z.string().uuid() });
export const okSchema = z.object({ success: z.literal(true) });

const permissionsSchema = z.object({
  seesAllTenants: z.boolean(),
  canCreateClients: z.boolean(),
  canDeleteClients: z.boolean(),
  canEditClients: z.boolean(),
  canEditClientIdentity: z.boolean(),
  canManagePayments: z.boolean(),
  canManageGlobalCodes: z.boolean(),
  /** Creating a code asks for its client (every role that sees all tenants, support staff included). */
  canPickCodeClient: z.boolean(),
  canManageAdminUsers: z.boolean(),
});

export const adminMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  /** 'all', or the current tenant id of the user's client ('' when that client is gone). */
  tenantAccess: z.string(),
  tenant_access: z.string(),
  /** The client a tenant-scoped user acts for (immutable id); null for 'all'. */
  clientId: z.string().nullable(),
  lastLoginAt: iso.nullable(),
  csrfToken: z.string(),
  permissions: permissionsSchema,
  devSignIn: z.boolean(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const authProvidersSchema = z.object({
  google: z.boolean(),
  devSignIn: z.boolean(),
  devUsers: z.array(z.object({ email: z.string(), role: z.string(), tenantAccess: z.string() })),
});

const maskedStripeConfigSchema = z.object({
  enabled: z.boolean(),
  testMode: z.boolean(),
  allowPromotionCodes: z.boolean(),
  publishableKey: z.string(),
  secretKey: z.string(),
  webhookSecret: z.string(),
  hasSecretKey: z.boolean(),
  hasWebhookSecret: z.boolean(),
  /** The stored secret key passed a connection test (required before payments can be switched on). */
  keyVerified: z.boolean(),
  keyVerifiedAt: iso.nullable(),
});

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenant: z.string(),
  domain: z.string().nullable(),
  entry_mode: z.string(),
  locale: z.string(),
  company_name: z.string().nullable(),
  company_description: z.string().nullable(),
  support_email: z.string().nullable(),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  branding: brandingSchema,
  privacy_config: privacyConfigSchema,
  stripe_config: maskedStripeConfigSchema,
  /** The goal an analysis runs for when the visitor names none (docs/decisions/016). The server always sends it. */
  default_intent: AnalysisIntentSchema.optional(),
  // -- visitor-side tenant settings (docs/decisions/011) --
  /** Reachable only on its own domain: ?tenant=, the x-tenant cookie and body tenant hints are refused elsewhere. */
  is_private: z.boolean().optional(),
  /** Result cache window in minutes (0 = off), capped by the server's ANALYSIS_CACHE_MINUTES. The server always sends both. */
  analysis_cache_minutes: z.number().int().optional(),
  /** Monitors that may be active or awaiting confirmation at once (docs/decisions/022). The server always sends it. */
  max_active_monitors: z.number().int().optional(),
  // --
  created_at: iso,
  updated_at: iso,
  permissions: z.object({
    edit: z.boolean(),
    editIdentity: z.boolean(),
    delete: z.boolean(),
    managePayments: z.boolean(),
  }),
});
export type AdminClient = z.infer<typeof clientSchema>;

const optionalText = (max: number) => z.string().max(max).nullable().optional();
const logoUrlSchema = z
  .string()
  .max(500)
  .refine(
    (v) => v === '' || v.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/i.test(v),
    'must be an http(s) address or an uploaded logo',
  )
  .nullable()
  .optional();
const emailOrEmpty = z
  .union([z.literal(''), z.string().email('must be an e-mail address').max(200)])
  .nullable()
  .optional();

/** Branding with an empty mecLabsAppId removed before validation (admin.md section 5). */
const brandingInputSchema = z.preprocess((v) => {
  if (v && typeof v === 'object' && (v as Record<string, unknown>).mecLabsAppId === '') {
    const { mecLabsAppId: _drop, ...rest } = v as Record<string, unknown>;
    return rest;
  }
  return v;
}, brandingSchema);

export const clientUpdateSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120).optional(),
  tenant: z.string().max(63).optional(),
  domain: z.string().max(253).nullable().optional(),
  entry_mode: z.enum(ENTRY_MODES).optional(),
  locale: z.enum(ADMIN_LOCALES).optional(),
  company_name: optionalText(120),
  company_description: optionalText(1000),
  support_email: emailOrEmpty,
  logo_url: logoUrlSchema,
  is_active: z.boolean().optional(),
  branding: brandingInputSchema.optional(),
  privacy_config: privacyConfigSchema.optional(),
  stripe_config: z.lazy(() => stripeConfigInputSchema).optional(),
  default_intent: AnalysisIntentSchema.optional(),
  // -- visitor-side tenant settings (docs/decisions/011) --
  is_private: z.boolean().optional(),
  analysis_cache_minutes: z
    .number()
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 (off) or more')
    .max(1440, 'must be at most 1440 (a day)')
    .optional(),
  max_active_monitors: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 (no monitors) or more')
    .max(10000, 'must be at most 10000')
    .optional(),
});

export const clientCreateSchema = clientUpdateSchema.extend({
  tenant: z.string().min(1, 'is required').max(63),
  name: z.string().trim().min(1, 'is required').max(120),
});

export const stripeConfigInputSchema = z.object({
  enabled: z.boolean().optional(),
  testMode: z.boolean().optional(),
  allowPromotionCodes: z.boolean().optional(),
  publishableKey: z.string().max(300).nullable().optional(),
  secretKey: z.string().max(300).nullable().optional(),
  webhookSecret: z.string().max(300).nullable().optional(),
});

export const testStripeBodySchema = z.object({ secretKey: z.string().max(300).optional() });
export const testStripeResultSchema = z.object({ success: z.boolean(), error: z.string().optional() });

export const historyEntrySchema = z.object({
  id: z.string(),
  changeDescription: z.string(),
  createdBy: z.string(),
  createdAt: iso,
  /** What the entry holds, as labels ('branding', 'logo', 'payment settings', 'products'). */
  holds: z.array(z.string()),
  /** Something in it can be put back (payment settings and products are recorded, never restored). */
  restorable: z.boolean(),
});
export type AdminHistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/admin/clients/:id/history/:historyId: what a restore of this entry would change, for the confirm dialog. */
export const restorePreviewSchema = z.object({
  entry: historyEntrySchema,
  /** The client's updated_at the preview was computed from; POST restore with it refuses when the client changed since. */
  basedOn: iso,
  changes: z.array(z.object({ field: z.string(), label: z.string(), current: z.string(), restored: z.string() })),
  /** Parts of the entry a restore leaves alone, and why. */
  notRestored: z.array(z.object({ label: z.string(), reason: z.string() })),
});
export const restoreBodySchema = z.object({ basedOn: z.string().datetime({ offset: true }).optional() }).nullish();

export const productSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  productType: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.string(),
  isActive: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});
export type AdminProduct = z.infer<typeof productSchema>;

export const productInputSchema = z.object({
  productType: z.enum(PRODUCT_TYPES).default('single_page'),
  name: z.string().trim().min(1, 'is required').max(120),
  description: z.string().max(1000).nullable().optional(),
  price: z.number().int('must be in minor units (a whole number)').positive('must be greater than 0').max(100_000_000),
  currency: z.enum(ADMIN_CURRENCIES).default('USD'),
  isActive: z.boolean().default(true),
  tenantId: z.string().uuid(),
});
export const productUpdateSchema = z.object({
  productType: z.enum(PRODUCT_TYPES).optional(),
  name: z.string().trim().min(1, 'is required').max(120).optional(),
  description: z.string().max(1000).nullable().optional(),
  price: z
    .number()
    .int('must be in minor units (a whole number)')
    .positive('must be greater than 0')
    .max(100_000_000)
    .optional(),
  currency: z.enum(ADMIN_CURRENCIES).optional(),
  isActive: z.boolean().optional(),
  tenantId: z.string().uuid().optional(),
});

export const accessCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  usedCount: z.number(),
  maxUses: z.number().nullable(),
  expiresAt: iso.nullable(),
  isActive: z.boolean(),
  createdAt: iso,
  createdBy: z.string(),
  lastUsedAt: iso.nullable(),
  /** This admin may toggle and delete it (global codes: super_admin and admin only). */
  canManage: z.boolean(),
});
export type AdminAccessCode = z.infer<typeof accessCodeSchema>;
export const accessCodeCreatedSchema = accessCodeSchema.extend({ fullCode: z.string() });
export const accessCodeInputSchema = z.object({
  code: z.string().max(64).nullable().optional(),
  clientId: z.string().uuid().nullable().optional(),
  description: z.string().max(500).nullable().optional(),
  /** Ignored: the server records the signed-in admin. */
  createdBy: z.string().max(200).optional(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  expiresAt: z.string().datetime({ offset: true }).nullable().optional(),
});

/** A stored analysis' scores: null until it completed. */
const storedScores = Object.fromEntries(SCORE_FIELDS.map((field) => [field, z.number().nullable()])) as Record<
  ScoreField,
  z.ZodNullable<z.ZodNumber>
>;

export const analysisListItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.string(),
  ...storedScores,
  originIp: z.string().nullable(),
  createdAt: iso,
  lastRequested: iso,
  clientId: z.string(),
  clientName: z.string(),
});
export type AdminAnalysis = z.infer<typeof analysisListItemSchema>;
export const analysesPageSchema = z.object({
  analyses: z.array(analysisListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export const analysisDetailSchema = analysisListItemSchema.extend({
  error: z.string().nullable(),
  results: z.unknown(),
  /** The tenant's visitor brand configuration, so the console renders the report as its visitors see it. */
  brand: brandConfigSchema,
});
export const analysesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ANALYSES_PAGE_SIZE),
  search: z.string().max(200).optional(),
  status: z.string().max(30).optional(),
  score: z
    .enum(SCORE_BANDS)
    .optional()
    .or(z.literal('all').transform(() => undefined)),
  sort: z.enum(SORT_COLUMNS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  clientId: z.string().uuid().optional(),
});
/** The stat cards follow the table's filters (search, status, score band, tenant). */
export const analyticsQuerySchema = analysesQuerySchema.pick({
  search: true,
  status: true,
  score: true,
  clientId: true,
});

export const analyticsSchema = z.object({
  totalAnalyses: z.number(),
  successfulAnalyses: z.number(),
  failedAnalyses: z.number(),
  successRate: z.number(),
  uniqueWebsites: z.number(),
  averageScore: z.number(),
  recentAnalyses: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      status: z.string(),
      overallScore: z.number().nullable(),
      createdAt: iso,
      clientId: z.string(),
    }),
  ),
});
export type AdminAnalytics = z.infer<typeof analyticsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  /** 'all', or the current domain of the user's client (the last known tenant when the client is gone). */
  tenant_access: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  last_login_at: iso.nullable(),
  is_active: z.boolean(),
  created_at: iso,
});
export type AdminUserItem = z.infer<typeof adminUserSchema>;
export const adminUserInputSchema = z.object({
  email: z.string().trim().email('must be an e-mail address').max(200),
  role: z.enum(ADMIN_ROLES),
  /** 'all', or a tenant id or domain (resolved to its client once, at the time of the call). */
  tenantAccess: z.string().trim().max(253).default('all'),
  /** The client by id; wins over tenantAccess. */
  clientId: z.string().uuid().nullable().optional(),
});
/** PATCH /api/admin/admin-users/:id: any of status, role and tenant scope (clientId null = all tenants). */
export const adminUserUpdateSchema = z
  .object({
    isActive: z.boolean().optional(),
    role: z.enum(ADMIN_ROLES).optional(),
    clientId: z.string().uuid().nullable().optional(),
  })
  .refine((v) => v.isActive !== undefined || v.role !== undefined || v.clientId !== undefined, 'nothing to change');
export const adminUserChangeSchema = z.object({
  id: z.string(),
  adminUserId: z.string(),
  email: z.string(),
  changeDescription: z.string(),
  createdBy: z.string(),
  createdAt: iso,
});
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

export const logoUploadResultSchema = z.object({ logoUrl: z.string() });

import { and, desc, eq, sql } from 'drizzle-orm';
import { clientConfigHistory, clients, payments } from '@/db/schema';
import type { ClientRow } from '@/db/queries/clients';
import { DEFAULT_PRIVACY_CONFIG, type Branding, type PrivacyConfig, type StoredStripeConfig } from '@/shared/brand';
import { cleanTenantId, DEFAULT_TENANT, domainForTenant } from '@/shared/tenant';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound, badRequest } from '../../errors';
import {
  canCreateClient,
  canDeleteClient,
  canEditClient,
  canEditClientIdentity,
  canManagePayments,
  canViewClient,
  type AdminActor,
} from '../../policies/admin';
import { PRODUCT_DOMAIN } from '../seed';
import { decryptSecret, encryptSecret, looksMasked, maskSecret } from './secrets';

export type { ClientRow };

export interface MaskedStripeConfig {
  enabled: boolean;
  testMode: boolean;
  allowPromotionCodes: boolean;
  publishableKey: string;
  /** Masked ("sk_test_…4242") or '' when none is stored; the real value never leaves the server. */
  secretKey: string;
  webhookSecret: string;
  hasSecretKey: boolean;
  hasWebhookSecret: boolean;
}

export function maskStripeConfig(ctx: AppContext, stored: StoredStripeConfig | null | undefined): MaskedStripeConfig {
  const s = stored ?? {};
  const reveal = (enc?: string) => {
    if (!enc) return '';
    try {
      return maskSecret(decryptSecret(ctx.config.APP_SECRET, enc));
    } catch {
      return '…';
    }
  };
  return {
    enabled: Boolean(s.enabled),
    testMode: s.testMode ?? true,
    allowPromotionCodes: Boolean(s.allowPromotionCodes),
    publishableKey: s.publishableKey ?? '',
    secretKey: reveal(s.secretKeyEncrypted),
    webhookSecret: reveal(s.webhookSecretEncrypted),
    hasSecretKey: Boolean(s.secretKeyEncrypted),
    hasWebhookSecret: Boolean(s.webhookSecretEncrypted),
  };
}

/** The admin API's view of a client: snake_case as admin.md section 7, secrets masked, what this actor may do. */
export function toClientDto(ctx: AppContext, actor: AdminActor, c: ClientRow) {
  return {
    id: c.id,
    name: c.name,
    tenant: c.tenant,
    domain: c.domain,
    entry_mode: c.entryMode,
    locale: c.locale,
    company_name: c.companyName,
    company_description: c.companyDescription,
    support_email: c.supportEmail,
    logo_url: c.logoUrl,
    is_active: c.isActive,
    branding: c.branding ?? {},
    privacy_config: { ...DEFAULT_PRIVACY_CONFIG, ...(c.privacyConfig ?? {}) },
    stripe_config: maskStripeConfig(ctx, c.stripeConfig),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    permissions: {
      edit: canEditClient(actor, c),
      editIdentity: canEditClientIdentity(actor, c),
      delete: canDeleteClient(actor, c),
      managePayments: canManagePayments(actor, c),
    },
  };
}
export type ClientDto = ReturnType<typeof toClientDto>;

export async function listClientsFor(ctx: AppContext, actor: AdminActor): Promise<ClientRow[]> {
  const rows = await ctx.database.db.select().from(clients).orderBy(clients.name);
  return rows.filter((c) => canViewClient(actor, c));
}

/** The client if this actor may see it; otherwise 404, so guessing ids reveals nothing. */
export async function clientInScope(ctx: AppContext, actor: AdminActor, id: string): Promise<ClientRow> {
  const [row] = await ctx.database.db.select().from(clients).where(eq(clients.id, id)).limit(1);
  if (!row || !canViewClient(actor, row)) throw notFound('Client not found');
  return row;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  tenant: 'tenant',
  domain: 'domain',
  entryMode: 'entry mode',
  locale: 'locale',
  companyName: 'company name',
  companyDescription: 'company description',
  supportEmail: 'support e-mail',
  logoUrl: 'logo',
  isActive: 'status',
  branding: 'branding',
  privacyConfig: 'privacy settings',
  stripeConfig: 'payment settings',
};
const SNAPSHOT_FIELDS = Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[];

/** JSON with object keys sorted: jsonb columns come back with their keys reordered, so plain JSON.stringify would see changes that are not. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

function changedFields(before: ClientRow, after: Partial<ClientRow>): string[] {
  return SNAPSHOT_FIELDS.filter((k) => k in after && canonical((after as Record<string, unknown>)[k]) !== canonical((before as Record<string, unknown>)[k]));
}

async function recordHistory(ctx: AppContext, row: ClientRow, description: string, actor: AdminActor) {
  await ctx.database.db.insert(clientConfigHistory).values({ clientId: row.id, changeDescription: description, snapshot: row, createdBy: actor.email });
}

/** drizzle wraps driver errors: look through `cause` for Postgres' unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505' || /duplicate key|unique constraint/i.test(String(e.message))) return true;
  }
  return false;
}

async function saveClient(ctx: AppContext, actor: AdminActor, before: ClientRow, values: Partial<typeof clients.$inferInsert>, describe: (fields: string[]) => string): Promise<ClientRow> {
  const fields = changedFields(before, values as Partial<ClientRow>);
  if (fields.length === 0) return before;
  let row: ClientRow;
  try {
    [row] = await ctx.database.db.update(clients).set({ ...values, updatedAt: new Date() }).where(eq(clients.id, before.id)).returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`The tenant id '${values.tenant ?? before.tenant}' is already used by another client`);
    throw err;
  }
  await recordHistory(ctx, row, describe(fields.map((f) => FIELD_LABELS[f])), actor);
  ctx.tenants.invalidate();
  return row;
}

export interface ClientInput {
  name?: string;
  tenant?: string;
  entry_mode?: string;
  locale?: string;
  company_name?: string | null;
  company_description?: string | null;
  support_email?: string | null;
  logo_url?: string | null;
  is_active?: boolean;
  branding?: Branding;
  privacy_config?: PrivacyConfig;
}

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());

/** mecLabsAppId: an empty value is removed before save (admin.md section 5). */
export function cleanBranding(b: Branding): Branding {
  const copy = structuredClone(b);
  if (!copy.mecLabsAppId) delete copy.mecLabsAppId;
  return copy;
}

export async function createClient(ctx: AppContext, actor: AdminActor, input: ClientInput & { tenant: string; name: string }): Promise<ClientRow> {
  if (!canCreateClient(actor)) throw forbidden('Only super admins and admins can add clients');
  const tenant = cleanTenantId(input.tenant);
  if (!tenant) throw badRequest('Tenant ID is required: use lowercase letters and digits');
  const branding = cleanBranding(input.branding ?? {});
  const companyName = emptyToNull(input.company_name) ?? branding.companyName ?? null;
  if (!companyName) throw badRequest('Company name is required');
  const supportEmail = emptyToNull(input.support_email) ?? branding.footer?.companyInfo?.email ?? null;
  if (!supportEmail || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) throw badRequest('A valid contact e-mail is required');
  let row: ClientRow;
  try {
    [row] = await ctx.database.db
      .insert(clients)
      .values({
        name: input.name.trim(),
        tenant,
        domain: domainForTenant(tenant, PRODUCT_DOMAIN),
        entryMode: input.entry_mode ?? 'free_first',
        locale: input.locale ?? 'en-US',
        companyName,
        companyDescription: emptyToNull(input.company_description) ?? null,
        supportEmail,
        logoUrl: emptyToNull(input.logo_url) ?? null,
        isActive: input.is_active ?? true,
        branding: { ...branding, companyName: branding.companyName || companyName },
        privacyConfig: { ...DEFAULT_PRIVACY_CONFIG, ...(input.privacy_config ?? {}) },
        stripeConfig: { enabled: false, testMode: true, allowPromotionCodes: false },
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A client with the tenant id '${tenant}' already exists`);
    throw err;
  }
  await recordHistory(ctx, row, 'Created client', actor);
  ctx.tenants.invalidate();
  return row;
}

export async function updateClient(ctx: AppContext, actor: AdminActor, id: string, input: ClientInput): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canEditClient(actor, before)) throw forbidden('Your role cannot edit clients');
  const values: Partial<typeof clients.$inferInsert> = {};
  const identityChange =
    (input.tenant !== undefined && cleanTenantId(input.tenant) !== before.tenant) || (input.is_active !== undefined && input.is_active !== before.isActive);
  if (identityChange && !canEditClientIdentity(actor, before)) throw forbidden('Only super admins and admins can change the tenant id or status');
  if (input.tenant !== undefined) {
    const tenant = cleanTenantId(input.tenant);
    if (!tenant) throw badRequest('Tenant ID is required: use lowercase letters and digits');
    if (before.tenant === DEFAULT_TENANT && tenant !== DEFAULT_TENANT) throw conflict('The default tenant id cannot be changed');
    values.tenant = tenant;
    values.domain = domainForTenant(tenant, PRODUCT_DOMAIN);
  }
  if (input.is_active !== undefined) {
    if (before.tenant === DEFAULT_TENANT && !input.is_active) throw conflict('The default tenant cannot be deactivated');
    values.isActive = input.is_active;
  }
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.entry_mode !== undefined) values.entryMode = input.entry_mode;
  if (input.locale !== undefined) values.locale = input.locale;
  if (input.company_name !== undefined) values.companyName = emptyToNull(input.company_name);
  if (input.company_description !== undefined) values.companyDescription = emptyToNull(input.company_description);
  if (input.support_email !== undefined) values.supportEmail = emptyToNull(input.support_email);
  if (input.logo_url !== undefined) values.logoUrl = emptyToNull(input.logo_url);
  if (input.branding !== undefined) values.branding = cleanBranding(input.branding);
  if (input.privacy_config !== undefined) values.privacyConfig = { ...DEFAULT_PRIVACY_CONFIG, ...input.privacy_config };
  return saveClient(ctx, actor, before, values, (f) => `Updated ${f.join(', ')}`);
}

export async function deleteClient(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  const row = await clientInScope(ctx, actor, id);
  if (!canDeleteClient(actor, row)) throw forbidden('Only super admins and admins can delete clients');
  if (row.tenant === DEFAULT_TENANT) throw conflict('The default tenant cannot be deleted');
  const [{ n }] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.clientId, id));
  if (n > 0) throw conflict('This client has payment history and cannot be deleted. Consider archiving instead.', 'client_has_payments');
  await ctx.database.db.delete(clients).where(eq(clients.id, id));
  ctx.tenants.invalidate();
}

// ---- payment settings ---------------------------------------------------------------------------

export interface StripeConfigInput {
  enabled?: boolean;
  testMode?: boolean;
  allowPromotionCodes?: boolean;
  publishableKey?: string | null;
  /** undefined, '' or a masked value keep the stored secret; null removes it; anything else replaces it. */
  secretKey?: string | null;
  webhookSecret?: string | null;
}

const keepsSecret = (v: string | null | undefined) => v === undefined || (typeof v === 'string' && (v.trim() === '' || looksMasked(v)));

export async function updateStripeConfig(ctx: AppContext, actor: AdminActor, id: string, input: StripeConfigInput): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canManagePayments(actor, before)) throw forbidden('Your role cannot change payment settings');
  const next: StoredStripeConfig = { ...(before.stripeConfig ?? {}) };
  if (input.enabled !== undefined) next.enabled = input.enabled;
  if (input.testMode !== undefined) next.testMode = input.testMode;
  if (input.allowPromotionCodes !== undefined) next.allowPromotionCodes = input.allowPromotionCodes;
  if (input.publishableKey !== undefined) {
    const pk = (input.publishableKey ?? '').trim();
    if (pk && !/^pk_(test|live)_[A-Za-z0-9]+$/.test(pk)) throw badRequest('The publishable key must start with pk_test_ or pk_live_');
    if (pk) next.publishableKey = pk;
    else delete next.publishableKey;
  }
  if (!keepsSecret(input.secretKey)) {
    if (input.secretKey === null) delete next.secretKeyEncrypted;
    else {
      const sk = input.secretKey!.trim();
      if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(sk)) throw badRequest('The secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_');
      next.secretKeyEncrypted = encryptSecret(ctx.config.APP_SECRET, sk);
    }
  }
  if (!keepsSecret(input.webhookSecret)) {
    if (input.webhookSecret === null) delete next.webhookSecretEncrypted;
    else {
      const wh = input.webhookSecret!.trim();
      if (!/^whsec_[A-Za-z0-9+/=_-]+$/.test(wh)) throw badRequest('The webhook secret must start with whsec_');
      next.webhookSecretEncrypted = encryptSecret(ctx.config.APP_SECRET, wh);
    }
  }
  return saveClient(ctx, actor, before, { stripeConfig: next }, () => 'Updated payment settings');
}

/** The secret key to test: the one typed, or the stored one when the form still shows the masked value. */
export function secretKeyToTest(ctx: AppContext, client: ClientRow, typed: string | undefined): string | undefined {
  const t = (typed ?? '').trim();
  if (t && !looksMasked(t)) return t;
  if (t && client.stripeConfig?.secretKeyEncrypted) {
    try {
      return decryptSecret(ctx.config.APP_SECRET, client.stripeConfig.secretKeyEncrypted);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

// ---- logo ---------------------------------------------------------------------------------------

export async function setLogo(ctx: AppContext, actor: AdminActor, id: string, logoUrl: string): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canEditClient(actor, before)) throw forbidden('Your role cannot edit clients');
  return saveClient(ctx, actor, before, { logoUrl }, () => 'Uploaded logo');
}

// ---- history ------------------------------------------------------------------------------------

export async function listHistory(ctx: AppContext, actor: AdminActor, id: string) {
  await clientInScope(ctx, actor, id);
  const rows = await ctx.database.db
    .select({ id: clientConfigHistory.id, changeDescription: clientConfigHistory.changeDescription, createdBy: clientConfigHistory.createdBy, createdAt: clientConfigHistory.createdAt })
    .from(clientConfigHistory)
    .where(eq(clientConfigHistory.clientId, id))
    .orderBy(desc(clientConfigHistory.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Puts a stored snapshot back (the configuration, not the id or creation date); recorded as a change itself. */
export async function restoreFromHistory(ctx: AppContext, actor: AdminActor, id: string, historyId: string): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canEditClient(actor, before)) throw forbidden('Your role cannot restore client configurations');
  const [entry] = await ctx.database.db
    .select()
    .from(clientConfigHistory)
    .where(and(eq(clientConfigHistory.id, historyId), eq(clientConfigHistory.clientId, id)))
    .limit(1);
  if (!entry) throw notFound('History entry not found');
  const snap = entry.snapshot as Record<string, unknown>;
  const values: Partial<typeof clients.$inferInsert> = {
    name: snap.name as string,
    entryMode: snap.entryMode as string,
    locale: snap.locale as string,
    companyName: (snap.companyName as string | null) ?? null,
    companyDescription: (snap.companyDescription as string | null) ?? null,
    supportEmail: (snap.supportEmail as string | null) ?? null,
    logoUrl: (snap.logoUrl as string | null) ?? null,
    branding: (snap.branding as Branding) ?? {},
    privacyConfig: (snap.privacyConfig as PrivacyConfig) ?? {},
    stripeConfig: (snap.stripeConfig as StoredStripeConfig) ?? {},
  };
  if (canEditClientIdentity(actor, before)) {
    values.tenant = snap.tenant as string;
    values.domain = (snap.domain as string | null) ?? null;
    values.isActive = Boolean(snap.isActive);
  }
  const when = new Date(entry.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  const row = await saveClient(ctx, actor, before, values, () => `Restored configuration from ${when} UTC (${entry.changeDescription})`);
  if (row === before) await recordHistory(ctx, row, `Restored configuration from ${when} UTC (no differences)`, actor);
  return row;
}

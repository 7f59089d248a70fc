import {
  deleteClientRow,
  findClientById,
  insertClient,
  listClients,
  updateClientRow,
  type ClientRow,
  type ClientValues,
} from '@/db/queries/clients';
import { countPaymentsOfClient } from '@/db/queries/payments';
import { DEFAULT_PRIVACY_CONFIG, type Branding, type PrivacyConfig, type StoredStripeConfig } from '@/shared/brand';
import type { AnalysisIntent } from '@/shared/analysis';
import { keyedHash, maskSecret, tryDecryptSecret } from '../secrets';
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
import { changedFields, labelOf, recordBaseline, recordHistory } from './history';

interface MaskedStripeConfig {
  enabled: boolean;
  testMode: boolean;
  allowPromotionCodes: boolean;
  publishableKey: string;
  /** Masked ("sk_test_…4242") or '' when none is stored; the real value never leaves the server. */
  secretKey: string;
  webhookSecret: string;
  hasSecretKey: boolean;
  hasWebhookSecret: boolean;
  keyVerified: boolean;
  keyVerifiedAt: string | null;
}

/** The keyed hash that marks a secret key as having passed a connection test. */
export const verifiedKeyHash = (ctx: AppContext, key: string) =>
  keyedHash(ctx.config.APP_SECRET, 'stripe-key-verified', key.trim());

/** The stored secret key in plain text, if any (and decryptable). */
export const storedSecretKey = (ctx: AppContext, s: StoredStripeConfig | null | undefined) =>
  tryDecryptSecret(ctx.config.APP_SECRET, s?.secretKeyEncrypted);

function isKeyVerified(ctx: AppContext, s: StoredStripeConfig | null | undefined): boolean {
  const key = storedSecretKey(ctx, s);
  return Boolean(key && s?.verifiedKeyHash && s.verifiedKeyHash === verifiedKeyHash(ctx, key));
}

function maskStripeConfig(ctx: AppContext, stored: StoredStripeConfig | null | undefined): MaskedStripeConfig {
  const s = stored ?? {};
  const reveal = (enc?: string) => {
    if (!enc) return '';
    const plain = tryDecryptSecret(ctx.config.APP_SECRET, enc);
    return plain === undefined ? '…' : (maskSecret(plain) ?? '');
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
    keyVerified: isKeyVerified(ctx, s),
    keyVerifiedAt: isKeyVerified(ctx, s) ? (s.verifiedAt ?? null) : null,
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
    default_intent: c.defaultIntent,
    // visitor-side tenant settings (docs/decisions/011)
    is_private: c.isPrivate,
    analysis_cache_minutes: c.analysisCacheMinutes,
    max_active_monitors: c.maxActiveMonitors,
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

export async function listClientsFor(ctx: AppContext, actor: AdminActor): Promise<ClientRow[]> {
  return (await listClients(ctx.database.db)).filter((c) => canViewClient(actor, c));
}

/** The client if this actor may see it; otherwise 404, so guessing ids reveals nothing. */
export async function clientInScope(ctx: AppContext, actor: AdminActor, id: string): Promise<ClientRow> {
  const row = await findClientById(ctx.database.db, id);
  if (!row || !canViewClient(actor, row)) throw notFound('Client not found');
  return row;
}

/** drizzle wraps driver errors: look through `cause` for Postgres' unique_violation. */
function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505' || /duplicate key|unique constraint/i.test(String(e.message))) return true;
  }
  return false;
}

/** Saves the changed fields and records a history entry holding exactly those; nothing changed, nothing recorded. */
export async function saveClient(
  ctx: AppContext,
  actor: AdminActor,
  before: ClientRow,
  values: Partial<ClientValues>,
  describe: (fields: string[]) => string,
): Promise<ClientRow> {
  const fields = changedFields(before as unknown as Record<string, unknown>, values as Record<string, unknown>);
  if (fields.length === 0) return before;
  let row: ClientRow;
  try {
    row = await updateClientRow(ctx.database.db, before.id, { ...values, updatedAt: new Date() });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`The tenant id '${values.tenant ?? before.tenant}' is already used by another client`);
    throw err;
  }
  await recordHistory(ctx, row, describe(fields.map(labelOf)), actor, fields);
  ctx.tenants.invalidate();
  return row;
}

interface ClientInput {
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
  /** The goal an analysis runs for when the visitor names none (docs/decisions/016). */
  default_intent?: AnalysisIntent;
  /** Visitor-side tenant settings (docs/decisions/011). */
  is_private?: boolean;
  analysis_cache_minutes?: number;
  /** The monitor cap (docs/decisions/022). */
  max_active_monitors?: number;
}

const emptyToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

/** mecLabsAppId: an empty value is removed before save (admin.md section 5). */
function cleanBranding(b: Branding): Branding {
  const copy = structuredClone(b);
  if (!copy.mecLabsAppId) delete copy.mecLabsAppId;
  return copy;
}

export async function createClient(
  ctx: AppContext,
  actor: AdminActor,
  input: ClientInput & { tenant: string; name: string },
): Promise<ClientRow> {
  if (!canCreateClient(actor)) throw forbidden('Only super admins and admins can add clients');
  const tenant = cleanTenantId(input.tenant);
  if (!tenant) throw badRequest('Tenant ID is required: use lowercase letters and digits');
  const branding = cleanBranding(input.branding ?? {});
  const companyName = emptyToNull(input.company_name) ?? branding.companyName ?? null;
  if (!companyName) throw badRequest('Company name is required');
  const supportEmail = emptyToNull(input.support_email) ?? branding.footer?.companyInfo?.email ?? null;
  if (!supportEmail || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail))
    throw badRequest('A valid contact e-mail is required');
  let row: ClientRow;
  try {
    row = await insertClient(ctx.database.db, {
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
      defaultIntent: input.default_intent ?? 'visibility',
      // visitor-side tenant settings (docs/decisions/011)
      ...(input.is_private !== undefined ? { isPrivate: input.is_private } : {}),
      ...(input.analysis_cache_minutes !== undefined ? { analysisCacheMinutes: input.analysis_cache_minutes } : {}),
      ...(input.max_active_monitors !== undefined ? { maxActiveMonitors: input.max_active_monitors } : {}),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`A client with the tenant id '${tenant}' already exists`);
    throw err;
  }
  await recordBaseline(ctx, row, 'Created client', actor);
  ctx.tenants.invalidate();
  return row;
}

export async function updateClient(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  input: ClientInput,
): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canEditClient(actor, before)) throw forbidden('Your role cannot edit clients');
  const values: Partial<ClientValues> = {};
  const identityChange =
    (input.tenant !== undefined && cleanTenantId(input.tenant) !== before.tenant) ||
    (input.is_active !== undefined && input.is_active !== before.isActive);
  if (identityChange && !canEditClientIdentity(actor, before))
    throw forbidden('Only super admins and admins can change the tenant id or status');
  if (input.tenant !== undefined) {
    const tenant = cleanTenantId(input.tenant);
    if (!tenant) throw badRequest('Tenant ID is required: use lowercase letters and digits');
    if (before.tenant === DEFAULT_TENANT && tenant !== DEFAULT_TENANT)
      throw conflict('The default tenant id cannot be changed');
    values.tenant = tenant;
    values.domain = domainForTenant(tenant, PRODUCT_DOMAIN);
  }
  if (input.is_active !== undefined) {
    if (before.tenant === DEFAULT_TENANT && !input.is_active)
      throw conflict('The default tenant cannot be deactivated');
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
  if (input.default_intent !== undefined) values.defaultIntent = input.default_intent;
  // -- visitor-side tenant settings (docs/decisions/011) --
  if (input.is_private !== undefined) {
    // The default tenant answers every host that names no other tenant: it cannot be limited to one domain.
    if (before.tenant === DEFAULT_TENANT && input.is_private) throw conflict('The default tenant cannot be private');
    values.isPrivate = input.is_private;
  }
  if (input.analysis_cache_minutes !== undefined) values.analysisCacheMinutes = input.analysis_cache_minutes;
  if (input.max_active_monitors !== undefined) values.maxActiveMonitors = input.max_active_monitors;
  // --
  return saveClient(ctx, actor, before, values, (f) => `Updated ${f.join(', ')}`);
}

export async function deleteClient(ctx: AppContext, actor: AdminActor, id: string): Promise<void> {
  const row = await clientInScope(ctx, actor, id);
  if (!canDeleteClient(actor, row)) throw forbidden('Only super admins and admins can delete clients');
  if (row.tenant === DEFAULT_TENANT) throw conflict('The default tenant cannot be deleted');
  if ((await countPaymentsOfClient(ctx.database.db, id)) > 0)
    throw conflict(
      'This client has payment history and cannot be deleted. Consider archiving instead.',
      'client_has_payments',
    );
  await deleteClientRow(ctx.database.db, id);
  ctx.tenants.invalidate();
}

// ---- logo ---------------------------------------------------------------------------------------

export async function setLogo(ctx: AppContext, actor: AdminActor, id: string, logoUrl: string): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canEditClient(actor, before)) throw forbidden('Your role cannot edit clients');
  return saveClient(ctx, actor, before, { logoUrl }, () => 'Uploaded logo');
}

/**
 * Change History of a client (admin.md "Change History tab"): what each entry holds and how it is
 * recorded. Every entry stores the client row after the change with the Stripe secrets left out, and
 * the fields it is about; restore (./restore.ts) puts back only those, never payment settings.
 * docs/decisions/010-admin-console-safety.md
 */
import type { ClientRow } from '@/db/queries/clients';
import { insertHistoryEntry } from '@/db/queries/client-history';
import type { StoredStripeConfig } from '@/shared/brand';
import type { AppContext } from '../../context';
import type { AdminActor } from '../../policies/admin';

export const FIELD_LABELS = {
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
  defaultIntent: 'default analysis goal',
  stripeConfig: 'payment settings',
  // visitor-side tenant settings (docs/decisions/011)
  isPrivate: 'private',
  analysisCacheMinutes: 'result cache',
  // the monitor cap (docs/decisions/022)
  maxActiveMonitors: 'monitor limit',
} as const;
export type SnapshotField = keyof typeof FIELD_LABELS;
/**
 * Visitor-side tenant settings (docs/decisions/011): changes to them are saved and recorded like any
 * other, never restored, and not listed in a baseline entry (which predates them for older clients).
 */
const VISITOR_SETTING_FIELDS: readonly SnapshotField[] = ['isPrivate', 'analysisCacheMinutes', 'maxActiveMonitors'];
export const SNAPSHOT_FIELDS = (Object.keys(FIELD_LABELS) as SnapshotField[]).filter(
  (f) => !VISITOR_SETTING_FIELDS.includes(f),
);
/** Product and price changes live outside the client row: recorded, never restored. */
export const PRODUCTS_FIELD = 'products';

/** What a restore may put back: the configuration, not the identity (tenant id, domain, status) nor payment settings. */
export const RESTORABLE_FIELDS: readonly SnapshotField[] = [
  'name',
  'entryMode',
  'locale',
  'companyName',
  'companyDescription',
  'supportEmail',
  'logoUrl',
  'branding',
  'privacyConfig',
  'defaultIntent',
];
export const NOT_RESTORED_REASONS: Partial<Record<SnapshotField | typeof PRODUCTS_FIELD, string>> = {
  tenant: 'The tenant id is changed in the client editor, never by a restore.',
  domain: 'The domain follows the tenant id.',
  isActive: 'The active status is changed in the client editor, never by a restore.',
  stripeConfig: 'Payment settings and keys are never restored from history: change them in the Payments tab.',
  products: 'Products and prices are recorded for reference: change them in Payments → Pricing.',
  // visitor-side tenant settings (docs/decisions/011)
  isPrivate: 'Whether the tenant is private is changed in the client editor, never by a restore.',
  analysisCacheMinutes: 'The result cache window is changed in the client editor, never by a restore.',
  maxActiveMonitors: 'The monitor limit is changed in the client editor, never by a restore.',
};

export const labelOf = (field: string) =>
  field === PRODUCTS_FIELD ? 'products' : (FIELD_LABELS[field as SnapshotField] ?? field);

/** JSON with object keys sorted: jsonb columns come back with their keys reordered, so plain JSON.stringify would see changes that are not. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );

/** The snapshot fields whose values differ (only those present in `after`). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): SnapshotField[] {
  return [...SNAPSHOT_FIELDS, ...VISITOR_SETTING_FIELDS].filter(
    (k) => k in after && canonical(comparable(k, after[k])) !== canonical(comparable(k, before[k])),
  );
}

/** Payment settings compare without the verification marks, so testing a key is not a change of settings. */
function comparable(field: SnapshotField, value: unknown): unknown {
  if (field !== 'stripeConfig' || !value || typeof value !== 'object') return value;
  const { verifiedKeyHash: _h, verifiedAt: _a, ...rest } = value as StoredStripeConfig;
  return rest;
}

/** Payment settings as history keeps them: the switches and the publishable key, never a secret (not even encrypted). */
export function snapshotStripe(
  s: (StoredStripeConfig & { hasSecretKey?: boolean; hasWebhookSecret?: boolean }) | null | undefined,
) {
  const c = s ?? {};
  return {
    enabled: Boolean(c.enabled),
    testMode: c.testMode ?? true,
    allowPromotionCodes: Boolean(c.allowPromotionCodes),
    publishableKey: c.publishableKey ?? '',
    // Idempotent: a snapshot already in this form keeps its flags.
    hasSecretKey: Boolean(c.secretKeyEncrypted ?? c.hasSecretKey),
    hasWebhookSecret: Boolean(c.webhookSecretEncrypted ?? c.hasWebhookSecret),
  };
}

/** The client row as a history entry stores it. */
export function snapshotOf(row: ClientRow): Record<string, unknown> {
  return { ...row, stripeConfig: snapshotStripe(row.stripeConfig) };
}

export async function recordHistory(
  ctx: AppContext,
  row: ClientRow,
  description: string,
  by: AdminActor | string,
  fields: readonly string[],
  details?: unknown,
) {
  await insertHistoryEntry(ctx.database.db, {
    clientId: row.id,
    changeDescription: description,
    snapshot: snapshotOf(row),
    fields: [...fields],
    details: details ?? null,
    createdBy: typeof by === 'string' ? by : by.email,
  });
}

/** The first entry of a client (creation, seeding, or a baseline for clients that had none): it holds everything. */
export const recordBaseline = (ctx: AppContext, row: ClientRow, description: string, by: AdminActor | string) =>
  recordHistory(ctx, row, description, by, SNAPSHOT_FIELDS);

/** Which parts of the payment settings changed, by name (never values): "enabled, secret key". */
export function describeStripeChange(before: StoredStripeConfig | null | undefined, after: StoredStripeConfig): string {
  const b = before ?? {};
  const parts: string[] = [];
  if (Boolean(b.enabled) !== Boolean(after.enabled))
    parts.push(after.enabled ? 'payments enabled' : 'payments disabled');
  if ((b.testMode ?? true) !== (after.testMode ?? true))
    parts.push((after.testMode ?? true) ? 'test mode on' : 'test mode off');
  if (Boolean(b.allowPromotionCodes) !== Boolean(after.allowPromotionCodes)) parts.push('promotion codes');
  if ((b.publishableKey ?? '') !== (after.publishableKey ?? '')) parts.push('publishable key');
  if (b.secretKeyEncrypted !== after.secretKeyEncrypted)
    parts.push(after.secretKeyEncrypted ? 'secret key' : 'secret key removed');
  if (b.webhookSecretEncrypted !== after.webhookSecretEncrypted)
    parts.push(after.webhookSecretEncrypted ? 'webhook secret' : 'webhook secret removed');
  return parts.length ? `Updated payment settings (${parts.join(', ')})` : 'Updated payment settings';
}

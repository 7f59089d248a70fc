/**
 * Listing Change History, previewing a restore as a diff, and restoring: only what the entry holds,
 * only configuration (never identity, payment settings or secrets). docs/decisions/010.
 */
import type { ClientRow, ClientValues } from '@/db/queries/clients';
import {
  findEntryBefore,
  findHistoryEntry,
  listHistory as listHistoryRows,
  type HistoryRow,
} from '@/db/queries/client-history';
import type { AppContext } from '../../context';
import { HttpError, forbidden, notFound } from '../../errors';
import { canEditClient, type AdminActor } from '../../policies/admin';
import { clientInScope, saveClient } from './clients';
import {
  canonical,
  changedFields,
  labelOf,
  NOT_RESTORED_REASONS,
  PRODUCTS_FIELD,
  RESTORABLE_FIELDS,
  SNAPSHOT_FIELDS,
  snapshotOf,
  snapshotStripe,
  type SnapshotField,
} from './history';
import type { StoredStripeConfig } from '@/shared/brand';

/**
 * The fields an entry holds: recorded since 0005; for older entries, what differs from the entry
 * before it (the first entry of a client holds everything its snapshot has: a snapshot taken before a
 * column existed, e.g. default_intent before 0007, does not hold that column).
 */
function heldFields(row: HistoryRow, previous: HistoryRow | undefined): string[] {
  if (row.fields) return row.fields;
  if (!previous) return SNAPSHOT_FIELDS.filter((f) => f in ((row.snapshot ?? {}) as Record<string, unknown>));
  // Older snapshots hold the encrypted keys, newer ones only flags: compare both in the newer form.
  const norm = (snap: unknown) => ({
    ...(snap as Record<string, unknown>),
    stripeConfig: snapshotStripe((snap as { stripeConfig?: StoredStripeConfig }).stripeConfig),
  });
  return changedFields(norm(previous.snapshot), norm(row.snapshot));
}

const restorableOf = (fields: string[]) =>
  fields.filter((f): f is SnapshotField => (RESTORABLE_FIELDS as readonly string[]).includes(f));

function entryDto(row: HistoryRow, fields: string[]) {
  return {
    id: row.id,
    changeDescription: row.changeDescription,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    holds: fields.map(labelOf),
    restorable: restorableOf(fields).length > 0,
  };
}

export async function listHistory(ctx: AppContext, actor: AdminActor, id: string) {
  await clientInScope(ctx, actor, id);
  // Oldest first, so each older-format entry can be compared with the one before it.
  const rows = await listHistoryRows(ctx.database.db, id);
  const out = rows.map((r, i) => entryDto(r, heldFields(r, rows[i - 1])));
  return out.reverse().slice(0, 200);
}

async function entryWithPrevious(ctx: AppContext, clientId: string, historyId: string) {
  const entry = await findHistoryEntry(ctx.database.db, clientId, historyId);
  if (!entry) throw notFound('History entry not found');
  const previous = entry.fields ? undefined : await findEntryBefore(ctx.database.db, clientId, entry.createdAt);
  return { entry, fields: heldFields(entry, previous) };
}

/** Values as the diff shows them: nested objects flattened to dotted paths, empty as '(empty)'. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return out;
  }
  const text =
    value === null || value === undefined || value === ''
      ? '(empty)'
      : typeof value === 'string'
        ? value
        : typeof value === 'boolean'
          ? value
            ? 'Yes'
            : 'No'
          : Array.isArray(value) && value.length === 0
            ? '(none)'
            : Array.isArray(value)
              ? value
                  .map((v) =>
                    v && typeof v === 'object' && 'name' in v
                      ? `${(v as { name: string }).name}${'url' in v ? ` (${(v as { url: string }).url})` : ''}`
                      : canonical(v),
                  )
                  .join('; ')
              : String(value);
  out.set(prefix, text);
  return out;
}

function diffOf(current: ClientRow, snapshot: Record<string, unknown>, fields: SnapshotField[]) {
  const now = snapshotOf(current);
  const changes: { field: string; label: string; current: string; restored: string }[] = [];
  for (const field of fields) {
    if (
      canonical(now[field]) ===
      canonical(snapshot[field] ?? (field === 'branding' || field === 'privacyConfig' ? {} : null))
    )
      continue;
    const a = flatten(now[field]);
    const b = flatten(snapshot[field]);
    for (const path of new Set([...a.keys(), ...b.keys()])) {
      const before = a.get(path) ?? '(empty)';
      const after = b.get(path) ?? '(empty)';
      if (before === after) continue;
      const label = path ? `${labelOf(field)}: ${path}` : labelOf(field);
      changes.push({ field, label: label.charAt(0).toUpperCase() + label.slice(1), current: before, restored: after });
    }
  }
  return changes;
}

function notRestoredOf(fields: string[]) {
  const seen = new Set<string>();
  return fields
    .filter((f) => !(RESTORABLE_FIELDS as readonly string[]).includes(f))
    .map((f) => (f === 'domain' ? 'tenant' : f))
    .filter((f) => (seen.has(f) ? false : (seen.add(f), true)))
    .map((f) => ({
      label: labelOf(f as SnapshotField),
      reason: NOT_RESTORED_REASONS[f as SnapshotField | typeof PRODUCTS_FIELD] ?? 'Not restored.',
    }));
}

/** What a restore of this entry would change, field by field: the console's confirm dialog. */
export async function previewRestore(ctx: AppContext, actor: AdminActor, id: string, historyId: string) {
  const current = await clientInScope(ctx, actor, id);
  const { entry, fields } = await entryWithPrevious(ctx, id, historyId);
  return {
    entry: entryDto(entry, fields),
    basedOn: current.updatedAt.toISOString(),
    changes: diffOf(current, entry.snapshot as Record<string, unknown>, restorableOf(fields)),
    notRestored: notRestoredOf(fields),
  };
}

/**
 * Puts back the restorable fields the entry holds, as they were after that change; recorded as a
 * change itself. With `basedOn` (the preview's), refuses when the client changed since the preview.
 */
export async function restoreFromHistory(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  historyId: string,
  basedOn?: string,
): Promise<ClientRow> {
  const before = await clientInScope(ctx, actor, id);
  if (!canEditClient(actor, before)) throw forbidden('Your role cannot restore client configurations');
  const { entry, fields } = await entryWithPrevious(ctx, id, historyId);
  if (basedOn && new Date(basedOn).getTime() !== before.updatedAt.getTime()) {
    throw new HttpError(
      409,
      'stale_preview',
      'This client was changed after you opened the comparison: review the differences again before restoring.',
    );
  }
  const restorable = restorableOf(fields);
  if (restorable.length === 0) {
    const why = notRestoredOf(fields).map((n) => n.reason);
    throw new HttpError(
      409,
      'not_restorable',
      why.length
        ? `Nothing in this entry can be restored: ${why.join(' ')}`
        : 'This entry holds no configuration change to restore.',
    );
  }
  const snap = entry.snapshot as Record<string, unknown>;
  const values: Partial<ClientValues> = {};
  for (const f of restorable) {
    const v = snap[f];
    (values as Record<string, unknown>)[f] =
      f === 'branding' || f === 'privacyConfig'
        ? (v ?? {})
        : f === 'name' || f === 'entryMode' || f === 'locale' || f === 'defaultIntent'
          ? (v ?? before[f])
          : (v ?? null);
  }
  const when = new Date(entry.createdAt).toISOString().replace('T', ' ').slice(0, 16);
  return saveClient(
    ctx,
    actor,
    before,
    values,
    (labels) => `Restored configuration from ${when} UTC (${entry.changeDescription}): ${labels.join(', ')}`,
  );
}

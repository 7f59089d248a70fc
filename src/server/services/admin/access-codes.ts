import {
  deleteAccessCode as deleteCodeRow,
  findAccessCode,
  listAccessCodes as listCodeRows,
  setAccessCodeActive as setCodeActive,
  type AccessCodeRow,
} from '@/db/queries/access-codes';
import { findClientBrief } from '@/db/queries/clients';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { canManageCodesFor, canManageGlobalCodes, scopeOf, type AdminActor } from '../../policies/admin';
import { clientInScope, listClientsFor } from './clients';
import { createAccessCode } from '../access-codes';

const toCodeDto = (r: AccessCodeRow, clientName: string | null, canManage: boolean) => ({
  id: r.id,
  code: `${r.codePrefix}…`,
  description: r.description ?? '',
  clientId: r.clientId,
  clientName: r.clientId ? (clientName ?? 'Unknown client') : 'All clients (global)',
  usedCount: r.usedCount,
  maxUses: r.maxUses,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  canManage,
});

export async function listAccessCodes(ctx: AppContext, actor: AdminActor) {
  const visible = await listClientsFor(ctx, actor);
  const names = new Map(visible.map((c) => [c.id, c.name]));
  const all = scopeOf(actor).all;
  if (!all && visible.length === 0) return [];
  const rows = await listCodeRows(ctx.database.db, all ? null : [...names.keys()]);
  const global = canManageGlobalCodes(actor);
  return rows.map((r) =>
    toCodeDto(r, r.clientId ? (names.get(r.clientId) ?? null) : null, r.clientId ? names.has(r.clientId) : global),
  );
}

interface CreateCodeInput {
  code?: string | null;
  clientId?: string | null;
  description?: string | null;
  maxUses?: number | null;
  expiresAt?: string | null;
}

export async function createAccessCodeFor(ctx: AppContext, actor: AdminActor, input: CreateCodeInput) {
  let clientId = input.clientId ?? null;
  let clientName: string | null = null;
  if (clientId) {
    const client = await clientInScope(ctx, actor, clientId);
    if (!canManageCodesFor(actor, client)) throw forbidden('Your role cannot create codes for this client');
    clientName = client.name;
  } else if (!canManageGlobalCodes(actor)) {
    // No client picker for tenant-scoped roles: the code is for their own tenant. Support staff who
    // see every tenant pick the client (the console's picker); a global code is not theirs to make.
    const own = await listClientsFor(ctx, actor);
    const scope = scopeOf(actor);
    if (scope.all)
      throw forbidden(
        'Choose the client this code is for: only super admins and admins can create global access codes',
      );
    if (own.length !== 1) throw forbidden('Your account has no tenant to create codes for');
    clientId = own[0].id;
    clientName = own[0].name;
  }
  // Creation (format, keyed hash, prefix, uniqueness) is the access engineer's createAccessCode, so redeeming matches.
  const { row, fullCode } = await createAccessCode(ctx, {
    code: input.code,
    clientId,
    description: input.description,
    createdBy: actor.email,
    maxUses: input.maxUses ?? null,
    expiresAt: input.expiresAt ?? null,
  });
  return { ...toCodeDto(row, clientName, true), fullCode };
}

async function codeInScope(ctx: AppContext, actor: AdminActor, id: string): Promise<AccessCodeRow> {
  const row = await findAccessCode(ctx.database.db, id);
  if (!row) throw notFound('Access code not found');
  if (!row.clientId) {
    if (!canManageGlobalCodes(actor)) throw notFound('Access code not found');
    return row;
  }
  const client = await clientInScope(ctx, actor, row.clientId).catch(() => {
    throw notFound('Access code not found');
  });
  if (!canManageCodesFor(actor, client)) throw forbidden('Your role cannot change this code');
  return row;
}

export async function setAccessCodeActive(ctx: AppContext, actor: AdminActor, id: string, isActive: boolean) {
  await codeInScope(ctx, actor, id);
  const row = await setCodeActive(ctx.database.db, id, isActive);
  const client = row.clientId ? await findClientBrief(ctx.database.db, row.clientId) : undefined;
  return toCodeDto(row, client?.name ?? null, true);
}

export async function deleteAccessCode(ctx: AppContext, actor: AdminActor, id: string) {
  await codeInScope(ctx, actor, id);
  await deleteCodeRow(ctx.database.db, id);
}

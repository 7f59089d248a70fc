import {
  countActiveSuperAdmins,
  findAdminUser,
  findAdminUserByEmail,
  insertAdminUser,
  insertAdminUserChange,
  insertAdminUserIfMissing,
  listAdminUserChanges as listChangeRows,
  listAdminUsersWithClients,
  updateAdminUserRow,
  type AdminUserRow,
} from '@/db/queries/admin-users';
import { findClientBrief, findClientBriefByName, findClientByTenant, type ClientBrief } from '@/db/queries/clients';
import { ADMIN_ROLE_LABELS } from '@/shared/admin-api';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { canManageAdminUsers, type AdminActor, type AdminRole } from '../../policies/admin';

/** Roles that always see every tenant; the others need a client, except support staff, who may have 'all'. */
const ALL_TENANT_ROLES: readonly string[] = ['super_admin', 'admin'];

const toAdminUserDto = (u: AdminUserRow, client: ClientBrief | null | undefined) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  // 'all', or the client's current domain: followed by id, so renaming the tenant id keeps the user.
  tenant_access: u.tenantAccess === 'all' ? 'all' : client ? (client.domain ?? client.tenant) : u.tenantAccess,
  client_id: u.tenantAccess === 'all' ? null : (u.clientId ?? null),
  client_name: u.tenantAccess === 'all' ? null : (client?.name ?? null),
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  is_active: u.isActive,
  created_at: u.createdAt.toISOString(),
});

async function withClient(ctx: AppContext, u: AdminUserRow) {
  return toAdminUserDto(u, u.clientId ? await findClientBrief(ctx.database.db, u.clientId) : undefined);
}

export async function listAdminUsers(ctx: AppContext, actor: AdminActor) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  return (await listAdminUsersWithClients(ctx.database.db)).map((r) => toAdminUserDto(r.user, r.client));
}

/** A client named by id, or (older callers) by its tenant id or domain, resolved once to its id. */
async function resolveClient(
  ctx: AppContext,
  ref: { clientId?: string | null; tenantAccess?: string },
): Promise<ClientBrief | null> {
  if (ref.clientId) {
    const c = await findClientBrief(ctx.database.db, ref.clientId);
    if (!c) throw badRequest('No such client');
    return c;
  }
  const access = (ref.tenantAccess ?? 'all').trim().toLowerCase();
  if (!access || access === 'all') return null;
  const c = await findClientBriefByName(ctx.database.db, access);
  if (!c) throw badRequest(`No client has the tenant or domain '${access}'`);
  return c;
}

/** The stored scope for a role: admins always 'all'; a tenant admin needs a client; support staff either. */
function scopeFor(role: AdminRole, client: ClientBrief | null): { tenantAccess: string; clientId: string | null } {
  if (ALL_TENANT_ROLES.includes(role)) return { tenantAccess: 'all', clientId: null };
  if (!client) {
    if (role === 'tenant_admin') throw badRequest('A tenant admin needs one tenant in tenant access');
    return { tenantAccess: 'all', clientId: null };
  }
  // tenant_access keeps the tenant id of the moment for the record; access follows client_id.
  return { tenantAccess: client.tenant, clientId: client.id };
}

const scopeText = (s: { clientId: string | null }, client: ClientBrief | null) =>
  s.clientId ? (client?.name ?? 'one tenant') : 'all tenants';

async function recordChange(ctx: AppContext, actor: AdminActor, user: AdminUserRow, description: string) {
  await insertAdminUserChange(ctx.database.db, {
    adminUserId: user.id,
    changeDescription: description,
    snapshot: { role: user.role, tenantAccess: user.tenantAccess, clientId: user.clientId, isActive: user.isActive },
    createdBy: actor.email,
  });
}

export async function createAdminUser(
  ctx: AppContext,
  actor: AdminActor,
  input: { email: string; role: AdminRole; tenantAccess: string; clientId?: string | null },
) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  const email = input.email.trim().toLowerCase();
  const client = ALL_TENANT_ROLES.includes(input.role) ? null : await resolveClient(ctx, input);
  const scope = scopeFor(input.role, client);
  if (await findAdminUserByEmail(ctx.database.db, email))
    throw conflict(`An admin user with the e-mail ${email} already exists`);
  const row = await insertAdminUser(ctx.database.db, { email, role: input.role, ...scope });
  await recordChange(
    ctx,
    actor,
    row,
    `Created ${email} as ${ADMIN_ROLE_LABELS[input.role]} (${scopeText(scope, client)})`,
  );
  return toAdminUserDto(row, client);
}

/**
 * Status, role and tenant scope of an admin user, each change recorded. Nobody locks themselves out
 * (no deactivating or demoting yourself) and the last active super admin stays one. The session
 * check reads the user on every request, so a change applies at once.
 */
export async function updateAdminUser(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  input: { isActive?: boolean; role?: AdminRole; clientId?: string | null },
) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  const before = await findAdminUser(ctx.database.db, id);
  if (!before) throw notFound('No such admin user');
  const self = id === actor.id;
  if (self && input.isActive === false) throw badRequest('You cannot deactivate yourself');
  if (self && input.role !== undefined && input.role !== before.role)
    throw badRequest('You cannot change your own role');
  const role = (input.role ?? before.role) as AdminRole;
  const kept =
    before.tenantAccess !== 'all' && before.clientId
      ? await resolveClient(ctx, { clientId: before.clientId }).catch(() => null)
      : null;
  const client =
    input.clientId !== undefined
      ? input.clientId
        ? await resolveClient(ctx, { clientId: input.clientId })
        : null
      : kept;
  // Only a change of role or scope re-derives the scope: a status change keeps it as it is (even an orphaned one).
  const scope =
    input.role === undefined && input.clientId === undefined
      ? { tenantAccess: before.tenantAccess, clientId: before.clientId }
      : scopeFor(role, client);
  const isActive = input.isActive ?? before.isActive;
  const losesSuper = before.role === 'super_admin' && before.isActive && (role !== 'super_admin' || !isActive);
  if (losesSuper && (await countActiveSuperAdmins(ctx.database.db, id)) === 0)
    throw conflict('This is the last active super admin: make someone else super admin first');

  const parts: string[] = [];
  if (role !== before.role)
    parts.push(`role ${ADMIN_ROLE_LABELS[before.role as AdminRole] ?? before.role} → ${ADMIN_ROLE_LABELS[role]}`);
  const beforeScope = before.tenantAccess === 'all' ? null : before.clientId;
  if (scope.clientId !== beforeScope) parts.push(`tenant access → ${scopeText(scope, client)}`);
  if (isActive !== before.isActive) parts.push(isActive ? 'reactivated' : 'deactivated');
  if (parts.length === 0) return withClient(ctx, before);
  const row = await updateAdminUserRow(ctx.database.db, id, { role, ...scope, isActive });
  await recordChange(ctx, actor, row, `${before.email}: ${parts.join(', ')}`);
  return toAdminUserDto(row, client);
}

/** The newest changes to admin users (who changed whom, how). */
export async function listAdminUserChanges(ctx: AppContext, actor: AdminActor) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  const rows = await listChangeRows(ctx.database.db, 100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Outside production, with the development sign-in on: one seeded user per role so every role can be tried. */
export async function seedDevAdminUsers(ctx: AppContext) {
  if (ctx.config.isProduction || !ctx.config.DEV_SIGN_IN) return;
  const acme = await findClientByTenant(ctx.database.db, 'acme');
  const users = [
    { email: 'manager@getseen.local', role: 'admin', tenantAccess: 'all', clientId: null },
    { email: 'support@getseen.local', role: 'support_staff', tenantAccess: 'all', clientId: null },
    { email: 'acme-admin@getseen.local', role: 'tenant_admin', tenantAccess: 'acme', clientId: acme?.id ?? null },
  ];
  for (const u of users) await insertAdminUserIfMissing(ctx.database.db, u);
}

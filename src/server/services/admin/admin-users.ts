import { desc, eq } from 'drizzle-orm';
import { adminUsers, clients } from '@/db/schema';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../errors';
import { canManageAdminUsers, type AdminActor, type AdminRole } from '../../policies/admin';
import type { AdminUserRow } from './sessions';

export const toAdminUserDto = (u: AdminUserRow) => ({
  id: u.id,
  email: u.email,
  role: u.role,
  tenant_access: u.tenantAccess,
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  is_active: u.isActive,
  created_at: u.createdAt.toISOString(),
});

export async function listAdminUsers(ctx: AppContext, actor: AdminActor) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  const rows = await ctx.database.db.select().from(adminUsers).orderBy(desc(adminUsers.createdAt));
  return rows.map(toAdminUserDto);
}

/** tenant_access is 'all' or an existing tenant (its id or domain); a tenant_admin needs a tenant. */
export async function createAdminUser(ctx: AppContext, actor: AdminActor, input: { email: string; role: AdminRole; tenantAccess: string }) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  const email = input.email.trim().toLowerCase();
  let access = (input.tenantAccess || 'all').trim().toLowerCase();
  if (input.role === 'super_admin' || input.role === 'admin') access = 'all';
  if (access !== 'all') {
    const all = await ctx.database.db.select({ tenant: clients.tenant, domain: clients.domain }).from(clients);
    if (!all.some((c) => c.tenant === access || c.domain === access)) throw badRequest(`No client has the tenant or domain '${access}'`);
  } else if (input.role === 'tenant_admin') {
    throw badRequest('A tenant admin needs one tenant in tenant access');
  }
  const [existing] = await ctx.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  if (existing) throw conflict(`An admin user with the e-mail ${email} already exists`);
  const [row] = await ctx.database.db.insert(adminUsers).values({ email, role: input.role, tenantAccess: access }).returning();
  return toAdminUserDto(row);
}

export async function setAdminUserActive(ctx: AppContext, actor: AdminActor, id: string, isActive: boolean) {
  if (!canManageAdminUsers(actor)) throw forbidden('Only super admins can manage admin users');
  if (id === actor.id && !isActive) throw badRequest('You cannot deactivate yourself');
  const [row] = await ctx.database.db.update(adminUsers).set({ isActive }).where(eq(adminUsers.id, id)).returning();
  if (!row) throw badRequest('No such admin user');
  return toAdminUserDto(row);
}

/** Outside production, with the development sign-in on: one seeded user per role so every role can be tried. */
export async function seedDevAdminUsers(ctx: AppContext) {
  if (ctx.config.isProduction || !ctx.config.DEV_SIGN_IN) return;
  const users = [
    { email: 'manager@getseen.local', role: 'admin', tenantAccess: 'all' },
    { email: 'support@getseen.local', role: 'support_staff', tenantAccess: 'all' },
    { email: 'acme-admin@getseen.local', role: 'tenant_admin', tenantAccess: 'acme' },
  ];
  for (const u of users) await ctx.database.db.insert(adminUsers).values(u).onConflictDoNothing();
}

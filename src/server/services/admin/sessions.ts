import crypto from 'node:crypto';
import {
  deleteAdminSession,
  deleteExpiredAdminSessions,
  findAdminUserByEmail,
  findLiveAdminSession,
  insertAdminSession,
  listActiveAdminUsersForSignIn,
  updateAdminUserRow,
  type AdminUserRow,
} from '@/db/queries/admin-users';
import { findClientBrief, findClientById } from '@/db/queries/clients';
import type { AdminMe } from '@/shared/admin-api';
import type { AppContext } from '../../context';
import { asRole, permissionsOf, type AdminActor } from '../../policies/admin';
import { requireAdminForTenant, type AdminSession } from '../../policies/admin-session';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** Longer cookie values are no token of ours: not even looked up. */
const MAX_TOKEN_LENGTH = 200;

function toActor(user: AdminUserRow): AdminActor | undefined {
  const role = asRole(user.role);
  return role
    ? {
        id: user.id,
        email: user.email,
        role,
        allTenants: user.tenantAccess.trim().toLowerCase() === 'all',
        clientId: user.clientId,
      }
    : undefined;
}

export async function findActiveAdminByEmail(ctx: AppContext, email: string): Promise<AdminUserRow | undefined> {
  const user = await findAdminUserByEmail(ctx.database.db, email.trim().toLowerCase(), { active: true });
  return user && toActor(user) ? user : undefined;
}

/** Starts a session for an active admin user: stores only sha256(token), records last_login_at; the token goes into the cookie. */
export async function startAdminSession(ctx: AppContext, user: AdminUserRow): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.config.ADMIN_SESSION_HOURS * 3600_000);
  const { db } = ctx.database;
  await deleteExpiredAdminSessions(db);
  await insertAdminSession(db, {
    id: sha256(token),
    adminUserId: user.id,
    csrfToken: crypto.randomBytes(24).toString('base64url'),
    expiresAt,
  });
  await updateAdminUserRow(db, user.id, { lastLoginAt: new Date() });
  return token;
}

/** The admin a cookie token names: a live session of a still-active user. */
export async function findAdminSession(ctx: AppContext, token: string | undefined): Promise<AdminSession | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const row = await findLiveAdminSession(ctx.database.db, sha256(token));
  if (!row) return undefined;
  const actor = toActor(row.user);
  if (!actor) return undefined;
  return {
    actor,
    user: row.user,
    sessionId: row.session.id,
    csrfToken: row.session.csrfToken,
    expiresAt: row.session.expiresAt,
  };
}

export async function endAdminSession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token && token.length <= MAX_TOKEN_LENGTH) await deleteAdminSession(ctx.database.db, sha256(token));
}

/** The admin of this request who may act for this client (policies/admin-session.ts), read fresh from the database. */
export async function requireTenantAdmin(
  ctx: AppContext,
  session: AdminSession | undefined,
  csrfHeader: unknown,
  clientId: string,
): Promise<AdminSession> {
  return requireAdminForTenant(
    session,
    csrfHeader,
    session ? await findClientById(ctx.database.db, clientId) : undefined,
  );
}

/** GET /api/admin/auth/user: who is signed in, what they may do, and the CSRF token for changes. */
export async function adminMe(ctx: AppContext, session: AdminSession, devSignIn: boolean): Promise<AdminMe> {
  const { actor, user } = session;
  const client = actor.clientId ? await findClientBrief(ctx.database.db, actor.clientId) : undefined;
  // 'all', or the current domain of the user's client (followed by id, so a rename shows the new one).
  const tenantAccess = actor.allTenants ? 'all' : (client?.domain ?? client?.tenant ?? '');
  return {
    id: actor.id,
    email: actor.email,
    role: actor.role,
    tenantAccess,
    tenant_access: tenantAccess,
    clientId: actor.allTenants ? null : actor.clientId,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    csrfToken: session.csrfToken,
    permissions: permissionsOf(actor),
    devSignIn,
  };
}

/** The development sign-in's list: every active admin user with the tenant it acts for. */
export async function devSignInUsers(ctx: AppContext) {
  const users = await listActiveAdminUsersForSignIn(ctx.database.db);
  return users.map((u) => ({
    email: u.email,
    role: u.role,
    tenantAccess: u.tenantAccess === 'all' ? 'all' : (u.domain ?? u.tenant ?? 'no tenant'),
  }));
}

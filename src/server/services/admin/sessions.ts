import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { adminSessions, adminUsers } from '@/db/schema';
import type { AppContext } from '../../context';
import { asRole, type AdminActor } from '../../policies/admin';

export const ADMIN_COOKIE = 'gs_admin';
export const CSRF_HEADER = 'x-csrf-token';

export type AdminUserRow = typeof adminUsers.$inferSelect;

export interface AdminSession {
  actor: AdminActor;
  user: AdminUserRow;
  sessionId: string;
  csrfToken: string;
  expiresAt: Date;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export function cookieOptions(ctx: AppContext) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.isProduction };
}

export function toActor(user: AdminUserRow): AdminActor | undefined {
  const role = asRole(user.role);
  return role ? { id: user.id, email: user.email, role, allTenants: user.tenantAccess.trim().toLowerCase() === 'all', clientId: user.clientId } : undefined;
}

export async function findActiveAdminByEmail(ctx: AppContext, email: string): Promise<AdminUserRow | undefined> {
  const [user] = await ctx.database.db
    .select()
    .from(adminUsers)
    .where(and(eq(sql`lower(${adminUsers.email})`, email.trim().toLowerCase()), eq(adminUsers.isActive, true)))
    .limit(1);
  return user && toActor(user) ? user : undefined;
}

/** Starts a session for an active admin user: stores only sha256(token), sets the httpOnly cookie, records last_login_at. */
export async function startAdminSession(ctx: AppContext, reply: FastifyReply, user: AdminUserRow): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ctx.config.ADMIN_SESSION_HOURS * 3600_000);
  const { db } = ctx.database;
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
  await db.insert(adminSessions).values({ id: sha256(token), adminUserId: user.id, csrfToken: crypto.randomBytes(24).toString('base64url'), expiresAt });
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, user.id));
  reply.setCookie(ADMIN_COOKIE, token, { ...cookieOptions(ctx), maxAge: ctx.config.ADMIN_SESSION_HOURS * 3600 });
}

/** The signed-in admin of this request, if the cookie names a live session of a still-active user. */
export async function currentAdminSession(ctx: AppContext, request: FastifyRequest): Promise<AdminSession | undefined> {
  const token = request.cookies?.[ADMIN_COOKIE];
  if (!token || token.length > 200) return undefined;
  const [row] = await ctx.database.db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(and(eq(adminSessions.id, sha256(token)), gt(adminSessions.expiresAt, new Date()), eq(adminUsers.isActive, true)))
    .limit(1);
  if (!row) return undefined;
  const actor = toActor(row.user);
  if (!actor) return undefined;
  return { actor, user: row.user, sessionId: row.session.id, csrfToken: row.session.csrfToken, expiresAt: row.session.expiresAt };
}

export async function endAdminSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies?.[ADMIN_COOKIE];
  if (token && token.length <= 200) await ctx.database.db.delete(adminSessions).where(eq(adminSessions.id, sha256(token)));
  reply.clearCookie(ADMIN_COOKIE, cookieOptions(ctx));
}

export function csrfMatches(session: AdminSession, header: unknown): boolean {
  if (typeof header !== 'string' || !header) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(session.csrfToken);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

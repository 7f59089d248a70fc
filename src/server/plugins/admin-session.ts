/**
 * The admin console's session cookie (gs_admin, httpOnly; the database keeps only its sha256) and the
 * check in front of every protected /api/admin route: 401 without a session, 403 on a missing or wrong
 * CSRF token for changes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { HttpError, unauthorized } from '../errors';
import { CSRF_HEADER, csrfMatches, type AdminSession } from '../policies/admin-session';
import { findAdminSession } from '../services/admin/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin: guaranteed on the routes of a scope that called registerAdminSession. */
    adminSession: AdminSession | null;
  }
}

const ADMIN_COOKIE = 'gs_admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const adminCookieOptions = (config: AppConfig) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.isProduction,
});

/** The admin the request's cookie names, if any. */
export const adminSessionOf = (request: FastifyRequest) =>
  findAdminSession(request.server.ctx, request.cookies?.[ADMIN_COOKIE]);

export const adminTokenOf = (request: FastifyRequest) => request.cookies?.[ADMIN_COOKIE];

export function setAdminCookie(reply: FastifyReply, token: string): void {
  const { config } = reply.server.ctx;
  reply.setCookie(ADMIN_COOKIE, token, { ...adminCookieOptions(config), maxAge: config.ADMIN_SESSION_HOURS * 3600 });
}

export function clearAdminCookie(reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE, adminCookieOptions(reply.server.ctx.config));
}

/** Every route of this plugin scope requires a signed-in admin (request.adminSession). */
export function registerAdminSession(app: FastifyInstance): void {
  app.decorateRequest('adminSession', null);
  app.addHook('onRequest', async (request) => {
    const session = await adminSessionOf(request);
    if (!session) throw unauthorized('Please sign in to the admin console');
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(session, request.headers[CSRF_HEADER])) {
      throw new HttpError(403, 'csrf_failed', 'Missing or invalid CSRF token: reload the page and try again');
    }
    request.adminSession = session;
  });
}

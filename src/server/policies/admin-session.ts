import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findClientById } from '@/db/queries/clients';
import { forbidden, unauthorized } from '../errors';
import { CSRF_HEADER, csrfMatches, currentAdminSession, type AdminSession } from '../services/admin/sessions';
import { canViewClient } from './admin';

/**
 * The signed-in admin (cookie gs_admin → admin_sessions by sha256 of the token) who may act for this
 * tenant: a live session of an active user whose scope covers the client, with the session's CSRF token
 * in the x-csrf-token header. support_staff may not grant access. 401 when nobody is signed in, 403 otherwise.
 */
export async function requireAdminForTenant(ctx: AppContext, request: FastifyRequest, clientId: string): Promise<AdminSession> {
  const session = await currentAdminSession(ctx, request);
  if (!session) throw unauthorized('An administrator of this site must be signed in');
  if (!csrfMatches(session, request.headers[CSRF_HEADER])) throw forbidden('Missing or wrong CSRF token');
  const client = await findClientById(ctx.database.db, clientId);
  if (!client || !canViewClient(session.actor, client) || session.actor.role === 'support_staff') {
    throw forbidden('You are not an administrator of this site');
  }
  return session;
}

import crypto from 'node:crypto';
import type { AdminUserRow } from '@/db/queries/admin-users';
import { forbidden, unauthorized } from '../errors';
import { canViewClient, type AdminActor, type ClientRef } from './admin';

/** A signed-in admin: the cookie's live session of a still-active user. */
export interface AdminSession {
  actor: AdminActor;
  user: AdminUserRow;
  sessionId: string;
  csrfToken: string;
  expiresAt: Date;
}

/** Every change sends the session's CSRF token in this header. */
export const CSRF_HEADER = 'x-csrf-token';

export function csrfMatches(session: AdminSession, header: unknown): boolean {
  if (typeof header !== 'string' || !header) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(session.csrfToken);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The signed-in admin who may act for this tenant from a visitor page (temporary access): a session
 * whose scope covers the client, with its CSRF token in the x-csrf-token header. support_staff may not
 * grant access. 401 when nobody is signed in, 403 otherwise.
 */
export function requireAdminForTenant(
  session: AdminSession | undefined,
  csrfHeader: unknown,
  client: ClientRef | undefined,
): AdminSession {
  if (!session) throw unauthorized('An administrator of this site must be signed in');
  if (!csrfMatches(session, csrfHeader)) throw forbidden('Missing or wrong CSRF token');
  if (!client || !canViewClient(session.actor, client) || session.actor.role === 'support_staff') {
    throw forbidden('You are not an administrator of this site');
  }
  return session;
}

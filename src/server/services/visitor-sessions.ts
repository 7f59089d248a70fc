import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { visitorSessions } from '@/db/schema';
import type { AppContext } from '../context';

export const VISITOR_COOKIE = 'gs_visitor';
const ONE_YEAR_S = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type VisitorSession = typeof visitorSessions.$inferSelect;

/** The visitor session named by the signed cookie, if it is valid and belongs to this tenant. */
export async function currentVisitorSession(ctx: AppContext, request: FastifyRequest, clientId: string): Promise<VisitorSession | undefined> {
  const raw = request.cookies[VISITOR_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value || !UUID.test(unsigned.value)) return undefined;
  const [row] = await ctx.database.db
    .select()
    .from(visitorSessions)
    .where(and(eq(visitorSessions.id, unsigned.value), eq(visitorSessions.clientId, clientId)))
    .limit(1);
  return row;
}

/** The current visitor session, created (and its signed httpOnly cookie set) when there is none. */
export async function ensureVisitorSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, clientId: string): Promise<VisitorSession> {
  const existing = await currentVisitorSession(ctx, request, clientId);
  if (existing) return existing;
  const [created] = await ctx.database.db.insert(visitorSessions).values({ clientId }).returning();
  reply.setCookie(VISITOR_COOKIE, created.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.isProduction,
    signed: true,
    maxAge: ONE_YEAR_S,
  });
  return created;
}

/**
 * A rate-limit key per visitor session (the signed cookie's id, read without the database); requests
 * without a valid cookie share one key per address, so dropping the cookie does not lift the limit.
 */
export function visitorSessionKey(request: FastifyRequest): string {
  const raw = request.cookies[VISITOR_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid && unsigned.value && UUID.test(unsigned.value) ? `session:${unsigned.value}` : `no-session:${request.ip}`;
}

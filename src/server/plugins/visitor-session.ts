/**
 * The visitor session: a row per browser and tenant, named by the signed httpOnly cookie gs_visitor.
 * Routes ask for it with `config: { tenant: true, visitorSession: 'current' | 'ensure' }` and read
 * request.visitorSession; the few that decide later (or for another tenant) call ensureVisitorSession.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VisitorSessionRow } from '@/db/queries/visitor-sessions';
import { startVisitorSession, visitorSessionOf } from '../services/visitor-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** This tenant's session named by the cookie: set before the handler on routes whose config has `visitorSession`. */
    visitorSession: VisitorSessionRow | undefined;
  }
  interface FastifyContextConfig {
    /** 'current': the cookie's session, if any; 'ensure': created (and its cookie set) when there is none. Needs `tenant`. */
    visitorSession?: 'current' | 'ensure';
  }
}

const VISITOR_COOKIE = 'gs_visitor';
const ONE_YEAR_S = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The session id the signed cookie names, if the signature holds (no database). Enough to recognise a
 * session's own analysis: the row names its session (set to null when the session is deleted).
 */
export function signedVisitorSessionId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[VISITOR_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : undefined;
}

async function currentVisitorSession(
  request: FastifyRequest,
  clientId: string,
): Promise<VisitorSessionRow | undefined> {
  const id = signedVisitorSessionId(request);
  return id ? visitorSessionOf(request.server.ctx, id, clientId) : undefined;
}

/** The current visitor session of this tenant, created (and its cookie set) when there is none. */
export async function ensureVisitorSession(
  request: FastifyRequest,
  reply: FastifyReply,
  clientId: string,
): Promise<VisitorSessionRow> {
  const { ctx } = request.server;
  let session = await currentVisitorSession(request, clientId);
  if (!session) {
    session = await startVisitorSession(ctx, clientId);
    reply.setCookie(VISITOR_COOKIE, session.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.isProduction,
      signed: true,
      maxAge: ONE_YEAR_S,
    });
  }
  request.visitorSession = session;
  return session;
}

/**
 * A rate-limit key per visitor session (the signed cookie's id, read without the database); requests
 * without a valid cookie share one key per address, so dropping the cookie does not lift the limit.
 */
export function visitorSessionKey(request: FastifyRequest): string {
  const id = signedVisitorSessionId(request);
  return id ? `session:${id}` : `no-session:${request.ip}`;
}

async function setCurrent(request: FastifyRequest): Promise<void> {
  request.visitorSession = await currentVisitorSession(request, request.tenant.client.id);
}

async function setEnsured(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await ensureVisitorSession(request, reply, request.tenant.client.id);
}

export function registerVisitorSession(app: FastifyInstance): void {
  app.decorateRequest('visitorSession', undefined);
  app.addHook('onRoute', (route) => {
    const mode = route.config?.visitorSession;
    if (mode) route.preHandler = [...[route.preHandler ?? []].flat(), mode === 'ensure' ? setEnsured : setCurrent];
  });
}

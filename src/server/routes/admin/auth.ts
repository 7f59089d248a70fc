import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMeSchema, authProvidersSchema, okSchema } from '@/shared/admin-api';
import { notFound, unauthorized, forbidden, serviceUnavailable } from '../../errors';
import {
  beginSignIn,
  completeSignIn,
  OIDC_COOKIE,
  OIDC_TRANSACTION_MS,
  type OidcTransaction,
} from '../../services/admin/oidc';
import {
  adminMe,
  devSignInUsers,
  endAdminSession,
  findActiveAdminByEmail,
  startAdminSession,
} from '../../services/admin/sessions';
import {
  adminCookieOptions,
  adminSessionOf,
  adminTokenOf,
  clearAdminCookie,
  setAdminCookie,
} from '../../plugins/admin-session';

const originHost = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};
/**
 * The development sign-in needs no password, so it answers only a peer on this machine: the
 * socket's own address, never X-Forwarded-For (a proxy on this machine would look local, which is
 * why production never enables it).
 */
const fromLoopback = (request: FastifyRequest) => {
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
};

const loginWith = (error: string) => `/admin/login?error=${encodeURIComponent(error)}`;

/** Google's redirect back: the signed transaction cookie, the code exchange, then a session for an active admin user. */
async function googleCallback(request: FastifyRequest, reply: FastifyReply) {
  const { ctx } = request.server;
  const raw = request.cookies[OIDC_COOKIE];
  reply.clearCookie(OIDC_COOKIE, { ...adminCookieOptions(ctx.config), path: '/api/admin/auth' });
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  if (new URLSearchParams(query).get('error')) return reply.redirect(loginWith('sign_in_cancelled'));
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  let tx: OidcTransaction | undefined;
  try {
    tx = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as OidcTransaction) : undefined;
  } catch {
    tx = undefined;
  }
  if (!tx || Date.now() - tx.createdAt > OIDC_TRANSACTION_MS) return reply.redirect(loginWith('sign_in_expired'));
  let email: string;
  try {
    ({ email } = await completeSignIn(ctx, query, tx));
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, 'admin sign-in failed');
    return reply.redirect(loginWith('sign_in_failed'));
  }
  const user = await findActiveAdminByEmail(ctx, email);
  if (!user) {
    request.log.warn({ email }, 'sign-in by an account that is not an active admin user');
    return reply.redirect(loginWith('not_authorized'));
  }
  setAdminCookie(reply, await startAdminSession(ctx, user));
  return reply.redirect('/admin/dashboard');
}

/** Sign-in, sign-out and "who am I". The session check of every other admin route lives in ./index.ts. */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const strict = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  const devSignIn = (request: FastifyRequest) =>
    ctx.config.DEV_SIGN_IN && !ctx.config.isProduction && fromLoopback(request);

  app.get('/api/admin/auth/providers', { schema: { response: { 200: authProvidersSchema } } }, async (request) => {
    const dev = devSignIn(request);
    return { google: ctx.config.googleSignIn, devSignIn: dev, devUsers: dev ? await devSignInUsers(ctx) : [] };
  });

  app.get('/api/admin/auth/google', strict, async (request, reply) => {
    if (!ctx.config.googleSignIn) {
      if (devSignIn(request)) return reply.redirect('/admin/login?dev=1');
      // A navigation: back to the sign-in page, which says sign-in is not available.
      if (ctx.config.DEV_SIGN_IN) return reply.redirect(loginWith('provider_unavailable'));
      throw serviceUnavailable('Google sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
    }
    let started;
    try {
      started = await beginSignIn(ctx);
    } catch (err) {
      app.log.error({ err }, 'OIDC discovery failed');
      return reply.redirect(loginWith('provider_unavailable'));
    }
    reply.setCookie(OIDC_COOKIE, JSON.stringify(started.transaction), {
      ...adminCookieOptions(ctx.config),
      path: '/api/admin/auth',
      signed: true,
      maxAge: OIDC_TRANSACTION_MS / 1000,
    });
    return reply.redirect(started.url);
  });

  app.get('/api/admin/auth/callback', strict, googleCallback);

  /** Development only: sign in as a seeded admin user without Google. JSON only, so a cross-site form cannot post it. */
  app.post(
    '/api/admin/auth/dev-sign-in',
    { ...strict, schema: { body: z.object({ email: z.string().email().max(200) }), response: { 200: okSchema } } },
    async (request, reply) => {
      if (!ctx.config.DEV_SIGN_IN || ctx.config.isProduction) throw notFound('The development sign-in is not enabled');
      if (!fromLoopback(request))
        throw forbidden('The development sign-in works only from this machine (a loopback address)');
      const origin = request.headers.origin;
      if (origin && originHost(origin) !== request.headers.host) throw forbidden('Cross-site sign-in refused');
      const user = await findActiveAdminByEmail(ctx, request.body.email);
      if (!user) throw forbidden('This e-mail is not an active admin user');
      setAdminCookie(reply, await startAdminSession(ctx, user));
      return { success: true as const };
    },
  );

  // A navigation (the spec's Logout button), so no CSRF header: refuse it when another site started it.
  app.get('/api/admin/auth/logout', async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return reply.redirect('/admin/dashboard');
    await endAdminSession(ctx, adminTokenOf(request));
    clearAdminCookie(reply);
    return reply.redirect('/admin/login');
  });

  app.get('/api/admin/auth/user', { schema: { response: { 200: adminMeSchema } } }, async (request) => {
    const session = await adminSessionOf(request);
    if (!session) throw unauthorized('Please sign in to the admin console');
    return adminMe(ctx, session, devSignIn(request));
  });
};
export default adminAuthRoutes;

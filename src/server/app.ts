import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { errorBody } from './errors';
import { registerErrorHandling } from './plugins/errors';
import { registerRejectNul } from './plugins/reject-nul';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerTenant } from './plugins/tenant';
import { registerVisitorSession } from './plugins/visitor-session';
import { registerRoutes } from './routes';
import localStripeCheckoutPage from './local-stripe/checkout-page';

/** Where `vite build` puts the React app: dist/web beside dist/server, or from the source tree. */
function findWebRoot(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of ['../web', '../../dist/web', '../dist/web']) {
    const dir = path.resolve(here, candidate);
    if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return undefined;
}

/**
 * Never log credentials (cookies, authorisation, webhook signatures, CSRF tokens) nor stack traces
 * (they name files and lines; set LOG_LEVEL=debug to see them through the error handler's debug line).
 */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'err.stack',
  'error.stack',
  'stack',
];

interface BuildOptions {
  logger?: boolean;
  /** Serve the built web app (off in API-only tests). */
  serveWeb?: boolean;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The whole HTTP app; tests call this with app.inject, main.ts listens on a port. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger === false ? { logger: false } : { loggerInstance: ctx.log as FastifyBaseLogger }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies in front of us (proxy-addr's rule, spelled out for the types).
    trustProxy: typeof ctx.config.TRUST_PROXY === 'number' ? trustHops(ctx.config.TRUST_PROXY) : ctx.config.TRUST_PROXY,
    return503OnClosing: true,
  });
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  await app.register(cookie, { secret: ctx.config.APP_SECRET, parseOptions: {} });
  registerSecurityHeaders(app, ctx.config);
  await app.register(rateLimit, { global: false });
  registerRejectNul(app);
  registerTenant(app);
  registerVisitorSession(app);

  await registerRoutes(app);
  if (ctx.localStripe) await app.register(localStripeCheckoutPage);

  const webRoot = opts.serveWeb === false ? undefined : findWebRoot();
  if (webRoot) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  const indexHtml = webRoot ? fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
    if (indexHtml && wantsPage)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply
      .status(404)
      .send(errorBody('not_found', `No such address: ${request.method} ${pathname.slice(0, 200)}`));
  });
  return app;
}

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The content security policy the app really runs under (checked in Chromium by
 * tests/e2e/security-csp.spec.ts): scripts only from this origin plus the chat widget
 * (CHAT_WIDGET_ORIGIN) and an optional analytics tag (ANALYTICS_SCRIPT); fetches only to this
 * origin, the chat widget and the analytics endpoint (ANALYTICS_ENDPOINT).
 */
function cspDirectives(config: Pick<AppConfig, 'CHAT_WIDGET_ORIGIN' | 'ANALYTICS_ENDPOINT' | 'ANALYTICS_SCRIPT'>) {
  const chat = originOf(config.CHAT_WIDGET_ORIGIN);
  const analytics = originOf(config.ANALYTICS_ENDPOINT);
  const analyticsScript = originOf(config.ANALYTICS_SCRIPT);
  const extra = (...origins: Array<string | undefined>) => [...new Set(origins.filter((o): o is string => Boolean(o)))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra(chat, analyticsScript)],
    styleSrc: ["'self'", "'unsafe-inline'"], // tenant theming sets CSS variables in style attributes
    imgSrc: ["'self'", 'data:', 'https:', 'http:'], // tenant logos and analysed sites' favicons
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extra(chat, analytics, analyticsScript)],
    frameSrc: ["'self'", ...extra(chat)],
    frameAncestors: ['*'], // visitor pages may be embedded by tenants' sites; /admin is narrowed to 'none'
    formAction: ["'self'", 'https:', 'http:'], // checkout hand-off posts to the payment page
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/**
 * Security headers: CSP, HSTS (production only), no-sniff, referrer policy; visitor pages frameable
 * (embedded mode), the admin console and its API never (frame-ancestors 'none' + X-Frame-Options DENY).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  // Built once (decision 116): @fastify/helmet rebuilt them, CSP parsing included, on every request,
  // ~14 kB of garbage each time, and the minor GCs it caused were the API's latency tail.
  const setHelmetHeaders = helmet({
    frameguard: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
  });
  app.addHook('onRequest', (request, reply, done) => setHelmetHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/api/admin')) {
      reply.header('x-frame-options', 'DENY');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]+/, "frame-ancestors 'none'"));
    }
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLinkParams } from '@/shared/visitor-api';
import { inspectAccessLink, redeemAccessLink, type AccessLinkProblem } from '../services/access-links';
import { ensureVisitorSession } from '../plugins/visitor-session';
import { escapeHtml as esc } from '../html';

/** The SPA shows what happened (src/web/features/analyzer/useAccessLinkReturn.ts): ?report=<id>, ?credit=<type> or ?access_link=<problem>. */
function backToSite(reply: FastifyReply, tenant: string | undefined, params: Record<string, string>) {
  const q = new URLSearchParams({ ...(tenant ? { tenant } : {}), ...params });
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(`/?${q.toString()}`, 303);
}

/** A form post from another site (e.g. a page that learned a token) redeems nothing: the browser says where it came from. */
const crossSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
};

/**
 * The access link e-mailed to a payer (finding 2, docs/decisions/008). GET changes nothing (mail
 * scanners open links): it shows a one-button page; its POST spends the link for this browser and
 * redirects to the report. Problems redirect to the site with ?access_link=<problem>.
 */
const accessLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's button posts an empty urlencoded form (this plugin scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const params = accessLinkParams;
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/access/:token', { schema: { params }, config: limit }, async (request, reply) => {
    const { link, client, problem } = await inspectAccessLink(app.ctx, request.params.token);
    if (problem || !link || !client) return backToSite(reply, client?.tenant, { access_link: problem ?? 'invalid' });
    const company = client.companyName || client.name;
    const until = link.expiresAt.toLocaleDateString(client.locale || 'en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    const html = `<!doctype html><html lang="${esc(client.locale || 'en-US')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><title>${esc(company)}: open your report</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f3f4f6;margin:0;color:#111827}.card{max-width:440px;margin:60px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{color:#4b5563;font-size:15px;line-height:1.5}button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px;background:#111827;color:#fff}</style></head>
<body><main class="card"><div>${esc(company)}</div><h1>Open your full report</h1>
<p>This opens the report you paid for in this browser. The link works once and expires on ${esc(until)}.</p>
<form method="post" action="/access/${esc(request.params.token)}"><button type="submit">Open my report</button></form></main></body></html>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  });

  app.post('/access/:token', { schema: { params }, config: limit }, async (request, reply) => {
    const { link, client, problem } = await inspectAccessLink(app.ctx, request.params.token);
    if (problem || !link || !client) return backToSite(reply, client?.tenant, { access_link: problem ?? 'invalid' });
    if (crossSite(request)) return backToSite(reply, client.tenant, { access_link: 'invalid' });
    const session = await ensureVisitorSession(request, reply, client.id);
    const result = await redeemAccessLink(app.ctx, link, session.id);
    if (result.problem)
      return backToSite(reply, client.tenant, { access_link: result.problem satisfies AccessLinkProblem });
    request.log.info({ linkId: link.id, paymentId: link.paymentId }, 'access link redeemed');
    if (result.analysisId) return backToSite(reply, client.tenant, { report: result.analysisId });
    return backToSite(reply, client.tenant, { credit: result.creditProductType ?? 'single_page' });
  });
};
export default accessLinkRoutes;

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVisitorMonitorBodySchema,
  createVisitorMonitorResponseSchema,
  monitorRefusals,
  monitorTokenParams,
  stopVisitorMonitorBodySchema,
  visitorMonitorParams,
  visitorMonitorsQuerySchema,
  visitorMonitorsResponseSchema,
} from '@/shared/monitors-api';
import type { BrandConfig } from '@/shared/brand';
import { escapeHtml as esc } from '../html';
import {
  confirmMonitor,
  createVisitorMonitor,
  listVisitorMonitors,
  monitorOfLink,
  stopVisitorMonitor,
  unsubscribeMonitor,
} from '../services/monitors/visitor';

/** A small page the links of a monitor's mail open (GET shows a button, POST acts: mail scanners open links). */
function page(reply: FastifyReply, brand: BrandConfig | undefined, title: string, body: string, action?: string) {
  const company = esc(brand?.companyName ?? '');
  const html = `<!doctype html><html lang="${esc(brand?.locale ?? 'en-US')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;background:#f3f4f6;margin:0;color:#111827}.card{max-width:440px;margin:60px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{color:#4b5563;font-size:15px;line-height:1.5;overflow-wrap:anywhere}button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px;background:#111827;color:#fff}</style></head>
<body><main class="card"><div>${company}</div><h1>${esc(title)}</h1><p>${esc(body)}</p>${
    action ? `<form method="post" action="${esc(action)}"><button type="submit">${esc(title)}</button></form>` : ''
  }</main></body></html>`;
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/**
 * Monitoring for visitors (docs/decisions/022): subscribe the URL of a report they may see in full,
 * confirm the alert address from its mail, and the one-click unsubscribe of every alert (RFC 8058).
 */
const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // One-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; the pages' buttons post empty forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const own = { tenant: true, visitorSession: 'current' } as const;

  app.post(
    '/api/monitors',
    {
      schema: {
        body: createVisitorMonitorBodySchema,
        response: { 200: createVisitorMonitorResponseSchema, ...monitorRefusals },
      },
      // Each request may mail a confirmation: few per address.
      config: { ...own, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => createVisitorMonitor(ctx, request.tenant, request.visitorSession?.id, request.body, request.log),
  );
  app.get(
    '/api/monitors',
    {
      schema: {
        querystring: visitorMonitorsQuerySchema,
        response: { 200: visitorMonitorsResponseSchema, ...monitorRefusals },
      },
      config: own,
    },
    async (request) => ({
      monitors: await listVisitorMonitors(ctx, request.tenant, request.visitorSession?.id, request.query.analysisId),
    }),
  );

  app.post(
    '/api/monitors/:id/stop',
    {
      schema: {
        params: visitorMonitorParams,
        body: stopVisitorMonitorBodySchema,
        response: { 200: createVisitorMonitorResponseSchema, ...monitorRefusals },
      },
      config: own,
    },
    async (request) => stopVisitorMonitor(ctx, request.tenant, request.visitorSession?.id, request.params.id),
  );

  linkPages(app);
};
export default monitorRoutes;

/** The pages the links of a monitor's mail open: confirm the address, one-click unsubscribe (RFC 8058). */
function linkPages(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const { ctx } = app;
  const links = { schema: { params: monitorTokenParams }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  app.get('/monitors/confirm/:token', links, async (request, reply) => {
    const { monitor, brand } = await monitorOfLink(ctx, 'monitor-confirm', request.params.token);
    if (!monitor) return page(reply, brand, 'Monitor not found', 'This monitor was deleted.');
    return page(
      reply,
      brand,
      'Confirm alerts',
      `Alerts for ${monitor.url} go to ${monitor.email}.`,
      `/monitors/confirm/${request.params.token}`,
    );
  });
  app.post('/monitors/confirm/:token', links, async (request, reply) => {
    const { monitor, brand } = await monitorOfLink(ctx, 'monitor-confirm', request.params.token);
    if (!monitor) return page(reply, brand, 'Monitor not found', 'This monitor was deleted.');
    if (monitor.status === 'unsubscribed')
      return page(reply, brand, 'Unsubscribed', 'This address unsubscribed; subscribe again from the report.');
    await confirmMonitor(ctx, monitor);
    return page(
      reply,
      brand,
      'Alerts confirmed',
      `We will check ${monitor.url} ${monitor.frequency} and write to you when it changes.`,
    );
  });
  app.get('/monitors/unsubscribe/:token', links, async (request, reply) => {
    const { monitor, brand } = await monitorOfLink(ctx, 'monitor-unsubscribe', request.params.token);
    return page(
      reply,
      brand,
      'Unsubscribe',
      monitor ? `Stop the alerts for ${monitor.url} to ${monitor.email}.` : 'These alerts are stopped already.',
      `/monitors/unsubscribe/${request.params.token}`,
    );
  });
  app.post('/monitors/unsubscribe/:token', links, async (request, reply) => {
    const { monitor, brand } = await monitorOfLink(ctx, 'monitor-unsubscribe', request.params.token);
    await unsubscribeMonitor(ctx, monitor);
    return page(reply, brand, 'Unsubscribed', 'You will get no more alerts for this page.');
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYSIS_STEPS, AnalysisIntentSchema, type AnalysisResult } from '@/shared/analysis';
import { validateUrl } from '@/engine';
import { findAnalysis, findAnalysisByRequestId, type AnalysisRow } from '@/db/queries/analyses';
import type { ResolvedTenant } from '../services/tenants';
import { currentVisitorSession, ensureVisitorSession } from '../services/visitor-sessions';
import { analysisAccess, redactForVisitor } from '../services/access';
import { analysisFailure, BLOCKED_ADDRESS_MESSAGE, cacheMinutesFor, cancelAnalysis, followAnalysis, intentFor, requestAnalysis, type AnalysisKind } from '../services/analysis';
import { analysisAllowance, freeTrialStatus } from '../services/free-trial';
import { HttpError, notFound } from '../errors';

/** How long a request waits for its analysis before answering that it is still running (clients wait 360 s). */
const WAIT_MS = 300_000;

const urlBody = z.object({ url: z.string().trim().min(1, 'url is required').max(2048, 'url is too long') });
const analyzeBody = urlBody.extend({
  requestId: z.string().uuid('requestId must be a UUID').optional(),
  /** Run now even if a recent result of this page is cached ("analyse again now", docs/decisions/011). */
  fresh: z.boolean({ error: 'fresh must be true or false' }).optional(),
  /** The owner's goal: 'visibility' or 'keep-out-of-training'; absent, the tenant's default (docs/decisions/016). */
  intent: AnalysisIntentSchema.optional(),
});
const analysisResponse = z.object({
  id: z.string(),
  url: z.string(),
  sessionId: z.string().nullable(),
  status: z.string(),
  // Results were validated by the engine before they were stored; re-checking ~100 kB of JSON on
  // every read cost more than the rest of the request.
  results: z.custom<AnalysisResult>().nullable(),
  access: z.object({ locked: z.boolean(), reason: z.string().optional() }),
  /** Answered from the result cache: the result is from completedAt, not from this request. */
  cached: z.boolean(),
  /** When the run that produced this result finished. */
  completedAt: z.string().nullable(),
  /** This is the visitor's complimentary analysis. */
  complimentary: z.boolean(),
  error: z.string().optional(),
});
const freeTrialResponse = z.object({
  freeAnalysisUsed: z.boolean(),
  freeAnalysisUrl: z.string().nullable(),
  hasAccess: z.boolean(),
  reason: z.enum(['free_service', 'access']).nullable(),
});
const errorBody = z.object({ error: z.string(), message: z.string(), advice: z.string().optional() });
const idParams = z.object({ id: z.string().uuid('id must be an analysis id') });

async function presentAnalysis(app: { ctx: import('../context').AppContext }, request: FastifyRequest, tenant: ResolvedTenant, row: AnalysisRow, answeredFromCache = false) {
  const access = await analysisAccess(app.ctx, request, tenant.client, row);
  const results = row.results ? (access.locked ? redactForVisitor(row.results as never) : row.results) : null;
  return {
    id: row.id,
    url: row.url,
    sessionId: row.visitorSessionId,
    status: row.status,
    results: results as AnalysisResult | null,
    access,
    cached: answeredFromCache || row.cachedFromId !== null,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    complimentary: row.isTrial,
    ...(row.error ? { error: row.error } : {}),
  };
}

/** Aborts when the client goes away before we answered (the visitor pressed Stop). */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const analyzeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post('/api/validate-url', { schema: { body: urlBody, response: { 200: z.object({ valid: z.boolean(), error: z.string().nullable() }) } }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const result = await validateUrl(request.body.url, { allowPrivateNetwork: app.ctx.config.ALLOW_PRIVATE_NETWORK, timeoutMs: app.ctx.config.VALIDATE_URL_TIMEOUT_MS });
    if (result.code === 'blocked_address') {
      request.log.info({ reason: result.error }, 'validate-url refused an address');
      return { valid: false, error: BLOCKED_ADDRESS_MESSAGE };
    }
    // A slow site may still be analysed: the analysis has its own, longer time-outs (visitor.md:
    // a validation time-out means the site may still work and the visitor can proceed).
    if (result.code === 'timeout') return { valid: true, error: null };
    return { valid: result.valid, error: result.error };
  });

  async function startAndWait(request: FastifyRequest, reply: FastifyReply, body: z.infer<typeof analyzeBody>, kind: AnalysisKind, maxPages?: number) {
    const tenant = await app.ctx.tenants.resolve(request);
    const session = await ensureVisitorSession(app.ctx, request, reply, tenant.client.id);
    const { analysis, cached } = await requestAnalysis(app.ctx, {
      clientId: tenant.client.id,
      visitorSessionId: session.id,
      url: body.url,
      originIp: request.ip,
      kind,
      maxPages,
      intent: intentFor(body.intent, tenant.client),
      requestId: body.requestId,
      // The complimentary analysis is enforced here, not in the browser (finding 4): 402 once used, 403 for multi-page without access.
      trial: async () => (await analysisAllowance(app.ctx, tenant.client, session.id, kind)) === 'trial',
      fresh: body.fresh,
      cacheMinutes: cacheMinutesFor(app.ctx, tenant.client),
    });
    const signal = abortOnDisconnect(reply);
    const outcome = analysis.status === 'completed' ? analysis : await followAnalysis(app.ctx, analysis.id, { signal, timeoutMs: WAIT_MS });
    if (outcome === 'aborted') {
      await cancelAnalysis(app.ctx, analysis);
      throw analysisFailure('cancelled', null);
    }
    if (outcome === 'timeout') throw new HttpError(504, 'timeout', 'The analysis is taking longer than expected. It may have completed in the background.');
    if (outcome.status !== 'completed') throw analysisFailure(outcome.errorCode ?? outcome.status, outcome.error);
    return presentAnalysis(app, request, tenant, outcome, cached);
  }

  /** What the free-trial card shows, from the server's records (docs/decisions/011). */
  app.get('/api/free-trial', { schema: { response: { 200: freeTrialResponse } } }, async (request) => {
    const tenant = await app.ctx.tenants.resolve(request);
    const session = await currentVisitorSession(app.ctx, request, tenant.client.id);
    return freeTrialStatus(app.ctx, tenant.client, session?.id, request.ip);
  });

  const refusals = { 402: errorBody, 403: errorBody };
  app.post('/api/analyze', { schema: { body: analyzeBody, response: { 200: analysisResponse, ...refusals } }, config: analyzeLimit }, async (request, reply) =>
    startAndWait(request, reply, request.body, 'single_page'),
  );

  app.post(
    '/api/analyze-multi-page',
    { schema: { body: analyzeBody.extend({ maxPages: z.number().int().min(1).max(10).default(10) }), response: { 200: analysisResponse, ...refusals } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => startAndWait(request, reply, request.body, 'multi_page', request.body.maxPages),
  );

  /** An analysis of this visitor session; anything else is 'not found', so ids cannot be probed. */
  async function ownAnalysis(request: FastifyRequest, id: string) {
    const tenant = await app.ctx.tenants.resolve(request);
    const session = await currentVisitorSession(app.ctx, request, tenant.client.id);
    const row = await findAnalysis(app.ctx.database.db, id);
    if (!row || !session || row.clientId !== tenant.client.id || row.visitorSessionId !== session.id) throw notFound('Analysis not found');
    return { tenant, row };
  }

  app.get('/api/analyses/:id', { schema: { params: idParams, response: { 200: analysisResponse } } }, async (request) => {
    const { tenant, row } = await ownAnalysis(request, request.params.id);
    return presentAnalysis(app, request, tenant, row);
  });

  app.delete('/api/analyses/:id/run', { schema: { params: idParams } }, async (request, reply) => {
    const { row } = await ownAnalysis(request, request.params.id);
    await cancelAnalysis(app.ctx, row);
    return reply.status(204).send();
  });

  /** Server-sent events for the progress screen: `progress` per step, then `done` or `failed`. */
  async function streamProgress(reply: FastifyReply, findId: () => Promise<string | undefined>) {
    const signal = abortOnDisconnect(reply);
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    try {
      // The browser may open the stream a moment before its analyze request created the row.
      let id: string | undefined;
      for (let waited = 0; !(id = await findId()) && waited < 15_000 && !signal.aborted; waited += 250) await new Promise((r) => setTimeout(r, 250));
      if (!id) throw notFound('Analysis not found');
      const outcome = await followAnalysis(app.ctx, id, {
        signal,
        timeoutMs: WAIT_MS,
        onStep: (step) => step > 0 && send('progress', { step, label: ANALYSIS_STEPS[step - 1] ?? '' }),
      });
      if (typeof outcome === 'string') send('failed', { message: outcome === 'timeout' ? 'The analysis is taking longer than expected.' : 'Stopped' });
      else if (outcome.status === 'completed') send('done', { id: outcome.id });
      else send('failed', { message: analysisFailure(outcome.errorCode ?? outcome.status, outcome.error).message });
    } catch {
      send('failed', { message: 'Analysis not found' });
    }
    reply.raw.end();
  }

  app.get('/api/analyses/:id/events', { schema: { params: idParams } }, async (request, reply) => {
    const { row } = await ownAnalysis(request, request.params.id);
    await streamProgress(reply, async () => row.id);
  });

  /** Progress by the request id the browser sent with POST /api/analyze, before that request has answered. */
  app.get('/api/analysis-progress/:requestId', { schema: { params: z.object({ requestId: z.string().uuid('requestId must be a UUID') }) } }, async (request, reply) => {
    const tenant = await app.ctx.tenants.resolve(request);
    await streamProgress(reply, async () => (await findAnalysisByRequestId(app.ctx.database.db, tenant.client.id, request.params.requestId))?.id);
  });
};
export default analysisRoutes;

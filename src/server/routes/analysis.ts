import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ANALYSIS_STEPS, type AnalysisResult } from '@/shared/analysis';
import {
  analysisIdParams,
  analysisResponseSchema,
  analyzeBodySchema,
  analyzeMultiPageBodySchema,
  analyzeRefusals,
  freeTrialResponseSchema,
  requestIdParams,
  validateUrlBodySchema,
  validateUrlResponseSchema,
  type AnalysisResponse,
} from '@/shared/visitor-api';
import { validateUrl } from '@/engine';
import type { AnalysisRow } from '@/db/queries/analyses';
import type { AppContext } from '../context';
import { redactForVisitor, sessionAccess } from '../services/access';
import {
  analysisFailure,
  BLOCKED_ADDRESS_MESSAGE,
  cacheMinutesFor,
  cancelAnalysis,
  findAnalysisByRequest,
  followAnalysis,
  intentFor,
  requestAnalysis,
  type AnalysisKind,
  type AnalysisRequest,
} from '../services/analysis';
import { requestComparison } from '../services/competitors';
import { analyzeCompetitorsBodySchema, analyzeCompetitorsRefusals } from '@/shared/competitors-api';
import { analysisAllowance, freeTrialStatus } from '../services/free-trial';
import { HttpError, notFound } from '../errors';
import { signedVisitorSessionId } from '../plugins/visitor-session';
import { ownAnalysis, viewOwnAnalysis } from '../services/own-analysis';

/** How long a request waits for its analysis before answering that it is still running (clients wait 360 s). */
const WAIT_MS = 300_000;

type Presented = Pick<
  AnalysisRow,
  'id' | 'url' | 'visitorSessionId' | 'status' | 'cachedFromId' | 'completedAt' | 'isTrial' | 'error' | 'kind'
>;

function toAnalysisResponse(
  row: Presented,
  access: AnalysisResponse['access'],
  results: unknown,
  answeredFromCache = false,
): AnalysisResponse {
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
    kind: row.kind,
    ...(row.error ? { error: row.error } : {}),
  };
}

/** A finished analysis as this visitor session may see it: redacted unless the session has access. */
async function presentAnalysis(
  ctx: AppContext,
  request: FastifyRequest,
  visitorSessionId: string,
  row: AnalysisRow,
  answeredFromCache: boolean,
): Promise<AnalysisResponse> {
  const access = await sessionAccess(ctx, request.tenant.client, visitorSessionId, row);
  const results = row.results ? (access.locked ? redactForVisitor(row.results as never) : row.results) : null;
  return toAnalysisResponse(row, access, results, answeredFromCache);
}

/** Aborts when the client goes away before we answered (the visitor pressed Stop). */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Starts (or answers from the cache) and waits for the analysis, aborting it when the visitor leaves. */
async function startAndWait(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.infer<typeof analyzeBodySchema>,
  kind: AnalysisKind,
  maxPages?: number,
  start: (input: AnalysisRequest) => Promise<{ analysis: AnalysisRow; cached: boolean }> = (input) =>
    requestAnalysis(ctx, input),
) {
  const { client } = request.tenant;
  const session = request.visitorSession!;
  const { analysis, cached } = await start({
    clientId: client.id,
    visitorSessionId: session.id,
    url: body.url,
    originIp: request.ip,
    kind,
    maxPages,
    intent: intentFor(body.intent, client),
    requestId: body.requestId,
    // The complimentary analysis is enforced here, not in the browser (finding 4): 402 once used, 403 for multi-page without access.
    trial: async () => (await analysisAllowance(ctx, client, session.id, kind)) === 'trial',
    fresh: body.fresh,
    cacheMinutes: cacheMinutesFor(ctx, client),
  });
  const signal = abortOnDisconnect(reply);
  const outcome =
    analysis.status === 'completed' ? analysis : await followAnalysis(ctx, analysis.id, { signal, timeoutMs: WAIT_MS });
  if (outcome === 'aborted') {
    await cancelAnalysis(ctx, analysis);
    throw analysisFailure('cancelled', null);
  }
  if (outcome === 'timeout')
    throw new HttpError(
      504,
      'timeout',
      'The analysis is taking longer than expected. It may have completed in the background.',
    );
  if (outcome.status !== 'completed') throw analysisFailure(outcome.errorCode ?? outcome.status, outcome.error);
  return presentAnalysis(ctx, request, session.id, outcome, cached);
}

/** Server-sent events for the progress screen: `progress` per step, then `done` or `failed`. */
async function streamProgress(ctx: AppContext, reply: FastifyReply, findId: () => Promise<string | undefined>) {
  const signal = abortOnDisconnect(reply);
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    // The browser may open the stream a moment before its analyze request created the row.
    let id: string | undefined;
    for (let waited = 0; !(id = await findId()) && waited < 15_000 && !signal.aborted; waited += 250)
      await new Promise((r) => setTimeout(r, 250));
    if (!id) throw notFound('Analysis not found');
    const outcome = await followAnalysis(ctx, id, {
      signal,
      timeoutMs: WAIT_MS,
      onStep: (step) => step > 0 && send('progress', { step, label: ANALYSIS_STEPS[step - 1] ?? '' }),
    });
    if (typeof outcome === 'string')
      send('failed', { message: outcome === 'timeout' ? 'The analysis is taking longer than expected.' : 'Stopped' });
    else if (outcome.status === 'completed') send('done', { id: outcome.id });
    else send('failed', { message: analysisFailure(outcome.errorCode ?? outcome.status, outcome.error).message });
  } catch {
    send('failed', { message: 'Analysis not found' });
  }
  reply.raw.end();
}

// eslint-disable-next-line max-lines-per-function -- a route table: each entry is a route's schema and a short call
const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const own = { tenant: true, visitorSession: 'current' } as const;
  /**
   * Routes of this visitor session's own analyses: anything else is 'not found', so ids cannot be probed.
   * The signed cookie's session id is matched against the row's, with no query for the session itself.
   */
  const ownAnalysisRoute = { tenant: true } as const;
  const ownRow = (request: FastifyRequest, id: string) =>
    ownAnalysis(ctx, request.tenant.client.id, signedVisitorSessionId(request), id);

  app.post(
    '/api/validate-url',
    {
      schema: { body: validateUrlBodySchema, response: { 200: validateUrlResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await validateUrl(request.body.url, {
        allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK,
        timeoutMs: ctx.config.VALIDATE_URL_TIMEOUT_MS,
      });
      if (result.code === 'blocked_address') {
        request.log.info({ reason: result.error }, 'validate-url refused an address');
        return { valid: false, error: BLOCKED_ADDRESS_MESSAGE };
      }
      // A slow site may still be analysed: the analysis has its own, longer time-outs (visitor.md:
      // a validation time-out means the site may still work and the visitor can proceed).
      if (result.code === 'timeout') return { valid: true, error: null };
      return { valid: result.valid, error: result.error };
    },
  );

  /** What the free-trial card shows, from the server's records (docs/decisions/011). */
  app.get('/api/free-trial', { schema: { response: { 200: freeTrialResponseSchema } }, config: own }, async (request) =>
    freeTrialStatus(ctx, request.tenant.client, request.visitorSession?.id, request.ip),
  );

  const starts = { tenant: true, visitorSession: 'ensure' } as const;
  app.post(
    '/api/analyze',
    {
      schema: { body: analyzeBodySchema, response: { 200: analysisResponseSchema, ...analyzeRefusals } },
      config: { ...starts, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => startAndWait(ctx, request, reply, request.body, 'single_page'),
  );
  app.post(
    '/api/analyze-multi-page',
    {
      schema: { body: analyzeMultiPageBodySchema, response: { 200: analysisResponseSchema, ...analyzeRefusals } },
      config: { ...starts, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => startAndWait(ctx, request, reply, request.body, 'multi_page', request.body.maxPages),
  );
  /** Your page beside up to three competitors' (issue 16): limited and paid for as multi-page is. */
  app.post(
    '/api/analyze-competitors',
    {
      schema: {
        body: analyzeCompetitorsBodySchema,
        response: { 200: analysisResponseSchema, ...analyzeCompetitorsRefusals },
      },
      config: { ...starts, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      startAndWait(ctx, request, reply, request.body, 'competitor_compare', undefined, (input) =>
        requestComparison(ctx, request.tenant, input, request.body.competitors),
      ),
  );

  app.get(
    '/api/analyses/:id',
    { schema: { params: analysisIdParams, response: { 200: analysisResponseSchema } }, config: ownAnalysisRoute },
    async (request) => {
      const view = await viewOwnAnalysis(
        ctx,
        request.tenant.client,
        signedVisitorSessionId(request),
        request.params.id,
      );
      return toAnalysisResponse(view.row, view.access, view.results);
    },
  );

  app.delete(
    '/api/analyses/:id/run',
    { schema: { params: analysisIdParams }, config: ownAnalysisRoute },
    async (request, reply) => {
      await cancelAnalysis(ctx, await ownRow(request, request.params.id));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/analyses/:id/events',
    { schema: { params: analysisIdParams }, config: ownAnalysisRoute },
    async (request, reply) => {
      const row = await ownRow(request, request.params.id);
      await streamProgress(ctx, reply, async () => row.id);
    },
  );

  /** Progress by the request id the browser sent with POST /api/analyze, before that request has answered. */
  app.get(
    '/api/analysis-progress/:requestId',
    { schema: { params: requestIdParams }, config: { tenant: true } },
    async (request, reply) => {
      await streamProgress(
        ctx,
        reply,
        async () => (await findAnalysisByRequest(ctx, request.tenant.client.id, request.params.requestId))?.id,
      );
    },
  );
};
export default analysisRoutes;

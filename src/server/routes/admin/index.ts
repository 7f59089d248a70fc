import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  accessCodeCreatedSchema,
  accessCodeInputSchema,
  accessCodeSchema,
  adminUserChangeSchema,
  adminUserInputSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  analysesPageSchema,
  analysesQuerySchema,
  analysisDetailSchema,
  analyticsQuerySchema,
  analyticsSchema,
  clientCreateSchema,
  clientSchema,
  clientUpdateSchema,
  historyEntrySchema,
  idParams,
  logoUploadResultSchema,
  okSchema,
  productInputSchema,
  productSchema,
  productUpdateSchema,
  restoreBodySchema,
  restorePreviewSchema,
  stripeConfigInputSchema,
  testStripeBodySchema,
  testStripeResultSchema,
} from '@/shared/admin-api';
import { adminMailSchema } from '@/shared/admin-mail-api';
import { adminUrlHistoryQuerySchema, urlHistorySchema } from '@/shared/url-history';
import type { ClientRow } from '@/db/queries/clients';
import { HttpError, badRequest, errorBody } from '../../errors';
import { registerAdminSession } from '../../plugins/admin-session';
import * as clientsSvc from '../../services/admin/clients';
import * as paymentSettings from '../../services/admin/payment-settings';
import * as restoreSvc from '../../services/admin/restore';
import * as productsSvc from '../../services/admin/products';
import * as codesSvc from '../../services/admin/access-codes';
import * as usageSvc from '../../services/admin/usage';
import * as usersSvc from '../../services/admin/admin-users';
import { adminUrlHistory } from '../../services/url-history';
import { LOGO_MAX_BYTES, uploadLogo, uploadsDir, UPLOAD_NAME, CONTENT_TYPES } from '../../services/admin/logo';
import adminAuthRoutes from './auth';
import { actorOf } from './actor';
import apiKeyRoutes from './api-keys';
import { monitorAdminRoutes } from './monitors';

const clientIdParams = z.object({ clientId: z.string().uuid() });
const historyParams = z.object({ id: z.string().uuid(), historyId: z.string().uuid() });

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** The logo form (fields clientId and logo): 413 past LOGO_MAX_BYTES, 400 without a client id. */
async function readLogoForm(request: FastifyRequest): Promise<{ clientId: string; file: Buffer | undefined }> {
  if (!request.isMultipart())
    throw badRequest('Send the logo as multipart/form-data with the fields logo and clientId');
  let clientId: string | undefined;
  let file: Buffer | undefined;
  let truncated = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'clientId') clientId = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'logo') {
        file = await part.toBuffer();
        truncated = part.file.truncated;
      } else if (part.type === 'file') await part.toBuffer();
    }
  } catch (err) {
    if (
      (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
      (err as { statusCode?: number }).statusCode === 413
    )
      truncated = true;
    else throw badRequest('The upload could not be read');
  }
  if (truncated) throw new HttpError(413, 'file_too_large', 'File too large: Please select an image under 2MB');
  if (!clientId || !z.string().uuid().safeParse(clientId).success) throw badRequest('clientId is required');
  return { clientId, file };
}

/** Usage Activity: analytics, analyses and the outbox. */
function usageRoutes(app: AdminApp) {
  const { ctx } = app;
  app.get(
    '/api/admin/analytics',
    { schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } } },
    async (request) => usageSvc.getAnalytics(ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/admin/analyses',
    { schema: { querystring: analysesQuerySchema, response: { 200: analysesPageSchema } } },
    async (request) => usageSvc.listAnalyses(ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/admin/analyses/:id',
    { schema: { params: idParams, response: { 200: analysisDetailSchema } } },
    async (request) => usageSvc.getAnalysis(ctx, actorOf(request), request.params.id),
  );
  app.delete(
    '/api/admin/analyses/:id',
    { schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await usageSvc.deleteAnalysis(ctx, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
  app.get(
    '/api/admin/mail',
    {
      schema: { querystring: z.object({ clientId: z.string().uuid().optional() }), response: { 200: adminMailSchema } },
    },
    async (request) => usageSvc.listMailFor(ctx, actorOf(request), request.query.clientId),
  );
  app.get(
    '/api/admin/url-history',
    { schema: { querystring: adminUrlHistoryQuerySchema, response: { 200: urlHistorySchema } } },
    async (request) => adminUrlHistory(ctx, actorOf(request), request.query.analysisId),
  );
}

/** Clients and their payment settings. */
function clientRoutes(app: AdminApp) {
  const { ctx } = app;
  const dto = (request: FastifyRequest, row: ClientRow) => clientsSvc.toClientDto(ctx, actorOf(request), row);
  app.get('/api/admin/clients', { schema: { response: { 200: z.array(clientSchema) } } }, async (request) =>
    (await clientsSvc.listClientsFor(ctx, actorOf(request))).map((c) => dto(request, c)),
  );
  app.get(
    '/api/admin/clients/:id',
    { schema: { params: idParams, response: { 200: clientSchema } } },
    async (request) => dto(request, await clientsSvc.clientInScope(ctx, actorOf(request), request.params.id)),
  );
  app.post(
    '/api/admin/clients',
    { schema: { body: clientCreateSchema, response: { 201: clientSchema } } },
    async (request, reply) => {
      const { stripe_config: _ignored, ...input } = request.body;
      const row = await clientsSvc.createClient(ctx, actorOf(request), input);
      return reply.status(201).send(dto(request, row));
    },
  );
  app.put(
    '/api/admin/clients/:id',
    { schema: { params: idParams, body: clientUpdateSchema, response: { 200: clientSchema } } },
    async (request) => {
      const { stripe_config, ...input } = request.body;
      const actor = actorOf(request);
      let row = await clientsSvc.updateClient(ctx, actor, request.params.id, input);
      if (stripe_config) row = await paymentSettings.updateStripeConfig(ctx, actor, request.params.id, stripe_config);
      return dto(request, row);
    },
  );
  app.delete(
    '/api/admin/clients/:id',
    { schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await clientsSvc.deleteClient(ctx, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
  app.put(
    '/api/admin/clients/:id/stripe-config',
    { schema: { params: idParams, body: stripeConfigInputSchema, response: { 200: clientSchema } } },
    async (request) =>
      dto(request, await paymentSettings.updateStripeConfig(ctx, actorOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/clients/:id/test-stripe',
    {
      schema: { params: idParams, body: testStripeBodySchema, response: { 200: testStripeResultSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => paymentSettings.testAndRecord(ctx, actorOf(request), request.params.id, request.body.secretKey),
  );
}

/** A client's Change History (restore included) and its logo upload. */
function clientHistoryAndLogoRoutes(app: AdminApp) {
  const { ctx } = app;
  const dto = (request: FastifyRequest, row: ClientRow) => clientsSvc.toClientDto(ctx, actorOf(request), row);
  app.get(
    '/api/admin/clients/:id/history',
    { schema: { params: idParams, response: { 200: z.array(historyEntrySchema) } } },
    async (request) => restoreSvc.listHistory(ctx, actorOf(request), request.params.id),
  );
  app.get(
    '/api/admin/clients/:id/history/:historyId',
    { schema: { params: historyParams, response: { 200: restorePreviewSchema } } },
    async (request) => restoreSvc.previewRestore(ctx, actorOf(request), request.params.id, request.params.historyId),
  );
  app.post(
    '/api/admin/clients/:id/restore/:historyId',
    { schema: { params: historyParams, body: restoreBodySchema, response: { 200: clientSchema } } },
    async (request) =>
      dto(
        request,
        await restoreSvc.restoreFromHistory(
          ctx,
          actorOf(request),
          request.params.id,
          request.params.historyId,
          request.body?.basedOn,
        ),
      ),
  );
  app.post('/api/admin/logo/upload', { schema: { response: { 200: logoUploadResultSchema } } }, async (request) => {
    const actor = actorOf(request);
    const { clientId, file } = await readLogoForm(request);
    return { logoUrl: await uploadLogo(ctx, actor, clientId, file) };
  });
}

/** Products, access codes and admin users. */
function catalogueAndStaffRoutes(app: AdminApp) {
  const { ctx } = app;
  app.get(
    '/api/admin/products/:clientId',
    { schema: { params: clientIdParams, response: { 200: z.array(productSchema) } } },
    async (request) => productsSvc.listProducts(ctx, actorOf(request), request.params.clientId),
  );
  app.post(
    '/api/admin/products',
    { schema: { body: productInputSchema, response: { 201: productSchema } } },
    async (request, reply) =>
      reply.status(201).send(await productsSvc.createProduct(ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/admin/products/:id',
    { schema: { params: idParams, body: productUpdateSchema, response: { 200: productSchema } } },
    async (request) => {
      const { tenantId: _fixed, ...input } = request.body;
      return productsSvc.updateProduct(ctx, actorOf(request), request.params.id, input);
    },
  );
  app.delete(
    '/api/admin/products/:id',
    { schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await productsSvc.deleteProduct(ctx, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get('/api/admin/access-codes', { schema: { response: { 200: z.array(accessCodeSchema) } } }, async (request) =>
    codesSvc.listAccessCodes(ctx, actorOf(request)),
  );
  app.post(
    '/api/admin/access-codes',
    { schema: { body: accessCodeInputSchema, response: { 201: accessCodeCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await codesSvc.createAccessCodeFor(ctx, actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/access-codes/:id',
    { schema: { params: idParams, body: z.object({ isActive: z.boolean() }), response: { 200: accessCodeSchema } } },
    async (request) => codesSvc.setAccessCodeActive(ctx, actorOf(request), request.params.id, request.body.isActive),
  );
  app.delete(
    '/api/admin/access-codes/:id',
    { schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await codesSvc.deleteAccessCode(ctx, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get('/api/admin/admin-users', { schema: { response: { 200: z.array(adminUserSchema) } } }, async (request) =>
    usersSvc.listAdminUsers(ctx, actorOf(request)),
  );
  app.post(
    '/api/admin/admin-users',
    { schema: { body: adminUserInputSchema, response: { 201: adminUserSchema } } },
    async (request, reply) =>
      reply.status(201).send(await usersSvc.createAdminUser(ctx, actorOf(request), request.body)),
  );
  app.patch(
    '/api/admin/admin-users/:id',
    { schema: { params: idParams, body: adminUserUpdateSchema, response: { 200: adminUserSchema } } },
    async (request) => usersSvc.updateAdminUser(ctx, actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/admin-users/history',
    { schema: { response: { 200: z.array(adminUserChangeSchema) } } },
    async (request) => usersSvc.listAdminUserChanges(ctx, actorOf(request)),
  );
}

/** Every /api/admin endpoint behind the session: 401 without one, 403 on a missing or wrong CSRF token for changes. */
const protectedRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminSession(app);
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  usageRoutes(app);
  clientRoutes(app);
  clientHistoryAndLogoRoutes(app);
  catalogueAndStaffRoutes(app);
  apiKeyRoutes(app);
  monitorAdminRoutes(app);
};

/** Uploaded logos are public (the visitor pages show them) but inert: sniffed type, nosniff, sandboxed. */
async function uploadsRoute(app: FastifyInstance) {
  app.get('/uploads/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!UPLOAD_NAME.test(name)) return reply.status(404).send(errorBody('not_found', 'No such file'));
    const file = path.join(uploadsDir(app.ctx.config.DATA_DIR), name);
    let data: Buffer;
    try {
      data = await fs.promises.readFile(file);
    } catch {
      return reply.status(404).send(errorBody('not_found', 'No such file'));
    }
    const ext = name.split('.').pop() as keyof typeof CONTENT_TYPES;
    return reply
      .header('content-type', CONTENT_TYPES[ext])
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=86400')
      .send(data);
  });
}

export default async function adminRoutes(app: FastifyInstance) {
  await usersSvc.seedDevAdminUsers(app.ctx);
  await app.register(adminAuthRoutes);
  await app.register(protectedRoutes);
  await app.register(uploadsRoute);
}

/**
 * Contracts of the visitor API (visitor.md sections 7 and 8), shared by the server (validation and
 * serialisation) and the web app (request types and response parsing); /api/admin has ./admin-api.ts.
 * The field order of a response schema is the order of the JSON the server sends.
 */
import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { AnalysisIntentSchema, type AnalysisResult } from './analysis';
import { PRODUCT_TYPES } from './brand';
import { urlHistorySchema } from './url-history';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  isValidEmail,
  NAME_INVALID,
  NAME_MAX,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PLAIN_NAME_RE,
  singleEmailError,
} from './validation';

/** Response schemas of the refusals a route may answer with (./api-error.ts). */
const refusals = <S extends number, T extends z.ZodType = typeof apiErrorSchema>(statuses: S[], schema?: T) =>
  Object.fromEntries(statuses.map((s) => [s, schema ?? apiErrorSchema])) as Record<S, T>;

// ------------------------------------------------------------------ health, brand

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** GET /api/brand-config answers brandConfigSchema (./brand.ts). */
export const brandConfigQuerySchema = z.object({ tenant: z.string().max(200).optional() }).passthrough();

// ------------------------------------------------------------------ analysis

/** POST /api/validate-url. */
export const validateUrlBodySchema = z.object({
  url: z.string().trim().min(1, 'url is required').max(2048, 'url is too long'),
});
export const validateUrlResponseSchema = z.object({ valid: z.boolean(), error: z.string().nullable() });

/** POST /api/analyze. */
export const analyzeBodySchema = validateUrlBodySchema.extend({
  requestId: z.string().uuid('requestId must be a UUID').optional(),
  /** Run now even if a recent result of this page is cached ("analyse again now", docs/decisions/011). */
  fresh: z.boolean({ error: 'fresh must be true or false' }).optional(),
  /** The owner's goal: 'visibility' or 'keep-out-of-training'; absent, the tenant's default (docs/decisions/016). */
  intent: AnalysisIntentSchema.optional(),
});
/** POST /api/analyze-multi-page. */
export const analyzeMultiPageBodySchema = analyzeBodySchema.extend({
  maxPages: z.number().int().min(1).max(10).default(10),
});
/** 402: the complimentary analysis is used; 403: multi-page without access (docs/decisions/011). */
export const analyzeRefusals = refusals([402, 403]);

/** POST /api/analyze, /api/analyze-multi-page and GET /api/analyses/:id. */
export const analysisResponseSchema = z.object({
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
  /** single_page, multi_page or competitor_compare (its comparison: GET /api/analyses/:id/comparison). */
  kind: z.string().optional(),
  error: z.string().optional(),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

/** GET /api/analyses/:id, DELETE /api/analyses/:id/run, GET /api/analyses/:id/events. */
export const analysisIdParams = z.object({ id: z.string().uuid('id must be an analysis id') });
/** GET /api/analysis-progress/:requestId (server-sent events, as /events). */
export const requestIdParams = z.object({ requestId: z.string().uuid('requestId must be a UUID') });

/** GET /api/free-trial: the free-trial card's state as the server sees it (docs/decisions/011). */
export const freeTrialResponseSchema = z.object({
  freeAnalysisUsed: z.boolean(),
  freeAnalysisUrl: z.string().nullable(),
  hasAccess: z.boolean(),
  reason: z.enum(['free_service', 'access']).nullable(),
});

/** GET /api/url-history: the timeline of an address this visitor session analysed (docs/decisions/020). */
export const urlHistoryQuerySchema = z.object({
  url: validateUrlBodySchema.shape.url.refine(
    (u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol),
    'url must be a full http or https address',
  ),
  /** The report the history is shown beside: one of the session's own analyses of this address. */
  analysisId: z.string().uuid('analysisId must be an analysis id').optional(),
  tenant: z.string().max(200).optional(),
});
export const urlHistoryResponseSchema = urlHistorySchema;
/** 404: no analysis of this address by this visitor session (or none at all). */
export const NO_HISTORY_MESSAGE = 'No analyses of this address yet.';
export const urlHistoryRefusals = refusals([400, 404]);

// ------------------------------------------------------------------ payments

const productType = z.enum(PRODUCT_TYPES, {
  error: 'productType must be single_page, multi_page or competitor_compare',
});
const checkoutEmail = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'That email address is too long')
  .refine(isValidEmail, EMAIL_INVALID)
  .transform((e) => e.toLowerCase());
const returnUrl = z.string().trim().max(2048, 'The address is too long').optional();
const analysisId = z.string().uuid('analysisId must be an analysis id');
/** A tenant id sent in the body: it names the tenant instead of query, cookie or host (visitor.md section 7). */
const tenantHint = z.string().max(63).optional();
export const paymentRefusals = refusals([400, 403, 404, 409, 422, 429, 502, 503]);

/** POST /api/payments/create-checkout. */
export const createCheckoutBodySchema = z.object({
  productType,
  email: checkoutEmail,
  successUrl: returnUrl,
  cancelUrl: returnUrl,
  tenantDomain: z.string().max(253).optional(),
  tenant: tenantHint,
  sessionId: z.string().max(100).optional(),
  analysisId: analysisId.optional(),
});
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });

/** POST /api/payments/create-customer-checkout. */
export const customerCheckoutBodySchema = z.object({
  email: checkoutEmail,
  tenantDomain: z.string().max(253).optional(),
  tenant: tenantHint,
  productType: productType.default('single_page'),
  analysisId: analysisId.optional(),
  successUrl: returnUrl,
  cancelUrl: returnUrl,
});
export const customerCheckoutResponseSchema = z.object({
  alreadyPaid: z.boolean(),
  customerId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
});

/** POST /api/payments/verify. */
export const verifyBodySchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).trim().min(1, 'sessionId is required').max(300),
  analysisId: analysisId.optional(),
  tenant: tenantHint,
});
export const verifyResponseSchema = z.object({
  verified: z.boolean(),
  accessGranted: z.boolean(),
  analysisId: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().optional(),
});

/** POST /api/payments/resend-access-link. */
export const resendAccessLinkBodySchema = z.object({ analysisId: analysisId.optional(), tenant: tenantHint });
export const resendAccessLinkResponseSchema = z.object({
  success: z.boolean(),
  emailSent: z.boolean(),
  message: z.string(),
});
/** Spec silent (docs/decisions/008). */
export const ACCESS_LINK_SENT = 'A new access link is on its way to the email address used for payment.';

/** POST /api/webhooks/stripe (called by Stripe, not the browser; the body is the raw signed event). */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean().optional(),
  handled: z.boolean(),
});
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

/** GET /api/sessions/:id/access-status. */
export const accessStatusParams = z.object({ id: z.string().uuid('id must be a session id') });
export const accessStatusQuerySchema = z.object({
  analysisId: analysisId.optional(),
  tenant: z.string().max(200).optional(),
});
export const accessStatusResponseSchema = z.object({
  hasAccess: z.boolean(),
  paymentVerified: z.boolean(),
  customerId: z.string().nullable(),
  tenant: z.string(),
  accessType: z.string().nullable(),
});
export type AccessStatusResponse = z.infer<typeof accessStatusResponseSchema>;

// ------------------------------------------------------------------ access codes, temporary access, access links

/** The spec's messages (visitor.md sections 5 and 8) plus the server's refusals. */
export const ACCESS_CODE_MESSAGES = {
  empty: 'Please enter an access code',
  emptyEmail: 'Please enter your email address first',
  invalid: 'Invalid access code. Please try again.',
  expired: 'This access code has expired. Please contact us for a new one.',
  exhausted: 'This access code has reached its maximum number of uses.',
  granted: (email: string) => `Premium access granted for ${email}`,
  slowDown: (seconds: number) => `Too many failed attempts. Please wait ${seconds} seconds and try again.`,
  lockedOut: (minutes: number) => `Too many failed attempts. Access code checks are blocked for ${minutes} minutes.`,
};

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .optional()
  .refine((e) => !e || isValidEmail(e), EMAIL_INVALID);

/** POST /api/validate-access-code. */
export const accessCodeBodySchema = z.object({
  code: z
    .string({ error: ACCESS_CODE_MESSAGES.empty })
    .trim()
    .min(1, ACCESS_CODE_MESSAGES.empty)
    .max(100, ACCESS_CODE_MESSAGES.invalid),
  email: optionalEmail,
  tenant: tenantHint,
});
export const accessCodeResponseSchema = z.object({ success: z.boolean(), message: z.string() });
/** Refusals keep the visitor shape {success: false, message} alongside {error, message}. */
export const accessCodeRefusals = refusals([400, 422, 429], apiErrorSchema.extend({ success: z.boolean().optional() }));

/** POST /api/grant-temp-access (a signed-in admin of the tenant, with the CSRF header). */
export const tempAccessBodySchema = z.object({
  email: optionalEmail,
  durationHours: z
    .number({ error: 'durationHours must be a number of hours' })
    .positive('durationHours must be positive')
    .max(24 * 90, 'durationHours is at most 2160 (90 days)')
    .default(24),
  /** A visitor session of this tenant to open; default: the caller's own. */
  sessionId: z.string().uuid('sessionId must be a session id').optional(),
  tenant: tenantHint,
});
export const tempAccessResponseSchema = z.object({
  success: z.boolean(),
  sessionId: z.string(),
  expiresAt: z.string(),
});
export const tempAccessRefusals = refusals([400, 401, 403, 404, 422, 429]);

/** GET and POST /access/:token, the access link e-mailed to a payer (pages, not JSON): `<id>.<mac>`. */
export const ACCESS_LINK_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;
export const accessLinkParams = z.object({ token: z.string().regex(ACCESS_LINK_TOKEN, 'token is not an access link') });

// ------------------------------------------------------------------ report mail

/** POST /api/send-report. */
export const sendReportBodySchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .max(320, EMAIL_INVALID)
    .superRefine((v, c) => {
      const problem = singleEmailError(v);
      if (problem) c.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v.replace(/[,;]/g, '').trim().toLowerCase()),
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(NAME_MAX, NAME_TOO_LONG)
    .regex(PLAIN_NAME_RE, NAME_INVALID),
  company: z.string().trim().max(200, 'Company is too long').optional().nullable(),
  marketingOptIn: z.boolean().optional().default(false),
  analysisId: z.string({ error: 'analysisId is required' }).uuid('analysisId must be an analysis id'),
  websiteUrl: z.string().max(2048).optional(),
  /** Sent by the web app; ignored: the report is built from the stored result. */
  analysisResults: z.unknown().optional(),
  customerId: z.string().max(200).optional().nullable(),
  tenant: tenantHint,
});
export const sendReportResponseSchema = z.object({ emailSent: z.boolean(), success: z.boolean(), message: z.string() });
export const sendReportRefusals = refusals([400, 403, 404, 409, 422, 429]);

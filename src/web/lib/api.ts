/**
 * The API client (visitor.md sections 7 and 8): credentials included, CORS, no caching,
 * JSON body with Content-Type only when there is a body, mobile headers, the spec's
 * time-outs and error-message order. Responses are parsed with the shared zod contracts.
 */
import { z } from 'zod';
import {
  AnalysisResultSchema,
  AuditResultSchema,
  AuditEvidenceSchema,
  AuditFixSchema,
  type AnalysisIntent,
} from '@/shared/analysis';
import type { ApiErrorBody } from '@/shared/api-error';
import {
  accessCodeResponseSchema,
  accessStatusResponseSchema,
  analysisResponseSchema,
  checkoutResponseSchema,
  customerCheckoutResponseSchema,
  freeTrialResponseSchema,
  resendAccessLinkResponseSchema,
  sendReportResponseSchema,
  tempAccessResponseSchema,
  urlHistoryResponseSchema,
  validateUrlResponseSchema,
  verifyResponseSchema,
  type AccessStatusResponse,
  type createCheckoutBodySchema,
  type customerCheckoutBodySchema,
  type sendReportBodySchema,
} from '@/shared/visitor-api';
import {
  createVisitorMonitorResponseSchema,
  visitorMonitorsResponseSchema,
  type createVisitorMonitorBodySchema,
} from '@/shared/monitors-api';
import { comparisonResponseSchema } from '@/shared/competitors-api';
import { isMobileDevice, isPhone, mobileHeaders } from './device';

export type RequestKind = 'multi' | 'analyze' | 'validate' | 'default';

/** Request time-outs in ms, phones / others (section 9). */
export const TIMEOUTS: Record<RequestKind, { phone: number; other: number }> = {
  multi: { phone: 1_200_000, other: 720_000 },
  analyze: { phone: 900_000, other: 360_000 },
  validate: { phone: 120_000, other: 60_000 },
  default: { phone: 60_000, other: 30_000 },
};

export function timeoutFor(kind: RequestKind, phone = isPhone()): number {
  return phone ? TIMEOUTS[kind].phone : TIMEOUTS[kind].other;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly timedOut: boolean;
  constructor(message: string, status: number, code?: string, timedOut = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.timedOut = timedOut;
  }
}

/** The message of a non-OK answer: message + advice, else message, error, raw text, status text. */
export function messageFromBody(raw: string, statusText: string): { message: string; code?: string } {
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = null;
  }
  if (body && typeof body === 'object') {
    // Read field by field: a proxy's or an older server's body may not follow the contract.
    const b = body as { [K in keyof ApiErrorBody]?: unknown };
    const code = typeof b.error === 'string' ? b.error : undefined;
    if (typeof b.message === 'string' && b.message) {
      return { message: typeof b.advice === 'string' && b.advice ? `${b.message} ${b.advice}` : b.message, code };
    }
    if (typeof b.error === 'string' && b.error) return { message: b.error, code };
  }
  if (raw && raw.trim()) return { message: raw.trim().slice(0, 500) };
  return { message: statusText || 'Request failed' };
}

const TIMEOUT_MESSAGES: Record<RequestKind, string> = {
  multi:
    'The multi-page analysis timed out on your device. This may occur with complex sites or slow mobile connections. The analysis may have finished in the background, so refresh the page or check your results.',
  analyze:
    'The analysis is taking longer than expected and timed out. It may have completed in the background: click Analyze Website again, or contact support if the issue persists.',
  validate: 'Website validation timed out, but the site may still work. You can proceed with the analysis.',
  default: 'The request timed out. Please try again.',
};

/** Request-level message for a failure that never got an HTTP answer (section 8). */
export function networkFailureMessage(raw: string, mobile = isMobileDevice()): string | null {
  if (/Load failed/i.test(raw)) {
    return mobile
      ? 'Connection interrupted on your mobile device. Please try again, and keep this page open while the analysis runs.'
      : 'Connection interrupted. Please try again.';
  }
  if (/NetworkError|Failed to fetch/i.test(raw)) {
    return mobile
      ? 'Network connection issue on your mobile device. Please try again, or switch between WiFi and cellular data.'
      : 'Unable to connect to our analysis service. Please check your internet connection and try again.';
  }
  return null;
}

/** Request-level message for an HTTP failure (section 8). Analysis calls wrap anything else. */
export function httpFailureMessage(status: number, message: string, analysis: boolean): string {
  if (status === 429 || /rate limit/i.test(message)) return 'Too many requests. Please wait a moment and try again.';
  if (status === 500) return 'Our analysis service is temporarily unavailable. Please try again in a few minutes.';
  if (status === 503) return 'Analysis service is temporarily busy. Please try again in a moment.';
  // The server's 402 / 403 for the complimentary analysis (docs/decisions/011) carry these texts themselves.
  if (/No analyses remaining|no premium analysis credits remaining/i.test(message))
    return 'You have no premium analysis credits remaining. Purchase more credits to continue analyzing websites.';
  if (/Premium access required|Premium access is required/i.test(message))
    return 'Premium access is required for this feature. Please purchase credits or enter an access code.';
  if (analysis)
    return `Analysis request failed: ${message}. Please try again, or contact support if the issue persists.`;
  return message;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema?: z.ZodType<T>;
  kind?: RequestKind;
  signal?: AbortSignal;
  /** Wrap messages as analysis errors ('Analysis request failed: ...'). */
  analysis?: boolean;
}

export async function apiRequest<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const kind = opts.kind ?? 'default';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutFor(kind));
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  if (opts.signal?.aborted) controller.abort();

  const headers: Record<string, string> = { Accept: 'application/json', ...mobileHeaders() };
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  const mobile = isMobileDevice();
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'include',
      mode: 'cors',
      cache: 'no-store',
      // keepalive caps bodies at 64 KB, so only small mobile requests use it.
      keepalive: mobile && (body?.length ?? 0) < 60_000,
      signal: controller.signal,
    });
  } catch (err) {
    const e = err as Error;
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGES[kind], 0, 'timeout', true);
    if (e.name === 'AbortError') throw e;
    const net = networkFailureMessage(e.message ?? String(e), mobile);
    throw new ApiError(net ?? e.message, 0, 'network');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  const text = await res.text();
  if (!res.ok) {
    const { message, code } = messageFromBody(text, res.statusText);
    throw new ApiError(httpFailureMessage(res.status, message, Boolean(opts.analysis)), res.status, code);
  }
  const json: unknown = text ? JSON.parse(text) : null;
  return opts.schema ? opts.schema.parse(json) : (json as T);
}

/** Default query fetcher: GET on the query-key parts joined with '/'; throws on 401. */
export async function defaultQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  return apiRequest(queryKey.join('/'));
}

// ------------------------------------------------------------------ contracts (src/shared/visitor-api.ts)
/** A locked result has its detail blanked by the server: audits may lack evidence and fix. */
const ClientAnalysisResultSchema = AnalysisResultSchema.extend({
  audits: z
    .array(
      AuditResultSchema.extend({
        evidence: z.array(AuditEvidenceSchema).optional().default([]),
        fix: AuditFixSchema.nullable().optional().default(null),
      }),
    )
    .optional()
    .default([]),
});

/** The server stores results unchecked (the engine validated them); the browser reads them with the result contract's defaults. */
const analysisResponse = analysisResponseSchema.extend({ results: ClientAnalysisResultSchema.nullable() });
export type AnalysisResponse = z.infer<typeof analysisResponse>;
/** What the paywall keeps of GET /api/sessions/:id/access-status. */
export type AccessStatus = Pick<AccessStatusResponse, 'hasAccess' | 'paymentVerified' | 'customerId' | 'tenant'>;

// ------------------------------------------------------------------ calls
export const api = {
  validateUrl: (url: string, signal?: AbortSignal) =>
    apiRequest('/api/validate-url', { body: { url }, schema: validateUrlResponseSchema, kind: 'validate', signal }),
  /** `fresh`: run now even if a recent result is cached ("analyse again now"). `intent`: the owner's goal; absent, the tenant's default. */
  analyze: (url: string, signal?: AbortSignal, requestId?: string, fresh?: boolean, intent?: AnalysisIntent) =>
    apiRequest('/api/analyze', {
      body: { url, requestId, ...(fresh ? { fresh: true } : {}), ...(intent ? { intent } : {}) },
      schema: analysisResponse,
      kind: 'analyze',
      signal,
      analysis: true,
    }),
  analyzeMultiPage: (
    url: string,
    maxPages = 10,
    signal?: AbortSignal,
    requestId?: string,
    fresh?: boolean,
    intent?: AnalysisIntent,
  ) =>
    apiRequest('/api/analyze-multi-page', {
      body: { url, maxPages, requestId, ...(fresh ? { fresh: true } : {}), ...(intent ? { intent } : {}) },
      schema: analysisResponse,
      kind: 'multi',
      signal,
      analysis: true,
    }),
  /** Your page beside up to three competitors' (issue 16); the comparison itself: getComparison. */
  analyzeCompetitors: (
    url: string,
    competitors: string[],
    signal?: AbortSignal,
    requestId?: string,
    intent?: AnalysisIntent,
  ) =>
    apiRequest('/api/analyze-competitors', {
      body: { url, competitors, requestId, ...(intent ? { intent } : {}) },
      schema: analysisResponse,
      kind: 'multi',
      signal,
      analysis: true,
    }),
  getComparison: (id: string) =>
    apiRequest(`/api/analyses/${encodeURIComponent(id)}/comparison`, { schema: comparisonResponseSchema }),
  freeTrial: () => apiRequest('/api/free-trial', { schema: freeTrialResponseSchema }),
  getAnalysis: (id: string, signal?: AbortSignal) =>
    apiRequest(`/api/analyses/${encodeURIComponent(id)}`, { schema: analysisResponse, signal }),
  /** The timeline of an address this session analysed, beside the report of `analysisId` (docs/decisions/020). */
  urlHistory: (url: string, analysisId: string, signal?: AbortSignal) =>
    apiRequest(`/api/url-history?${new URLSearchParams({ url, analysisId })}`, {
      schema: urlHistoryResponseSchema,
      signal,
    }),
  createCheckout: (body: z.input<typeof createCheckoutBodySchema>) =>
    apiRequest('/api/payments/create-checkout', { body, schema: checkoutResponseSchema }),
  createCustomerCheckout: (body: z.input<typeof customerCheckoutBodySchema>) =>
    apiRequest('/api/payments/create-customer-checkout', { body, schema: customerCheckoutResponseSchema }),
  verifyPayment: (sessionId: string, analysisId?: string) =>
    apiRequest('/api/payments/verify', {
      body: analysisId ? { sessionId, analysisId } : { sessionId },
      schema: verifyResponseSchema,
    }),
  accessStatus: (sessionId: string, analysisId?: string) =>
    apiRequest(
      `/api/sessions/${encodeURIComponent(sessionId)}/access-status${analysisId ? `?analysisId=${encodeURIComponent(analysisId)}` : ''}`,
      {
        schema: accessStatusResponseSchema,
      },
    ),
  validateAccessCode: (code: string, email: string) =>
    apiRequest('/api/validate-access-code', { body: { code, email }, schema: accessCodeResponseSchema }),
  sendReport: (body: z.input<typeof sendReportBodySchema>) =>
    apiRequest('/api/send-report', { body, schema: sendReportResponseSchema }),
  /** A new access link for another browser, mailed to the address used for payment (the paying browser only). */
  resendAccessLink: (analysisId?: string) =>
    apiRequest('/api/payments/resend-access-link', {
      body: analysisId ? { analysisId } : {},
      schema: resendAccessLinkResponseSchema,
    }),
  /** Monitoring (docs/decisions/022): subscribe the report's URL; the address confirms from its mail first. */
  createMonitor: (body: z.input<typeof createVisitorMonitorBodySchema>) =>
    apiRequest('/api/monitors', { body, schema: createVisitorMonitorResponseSchema }),
  stopMonitor: (id: string) =>
    apiRequest(`/api/monitors/${encodeURIComponent(id)}/stop`, {
      body: {},
      schema: createVisitorMonitorResponseSchema,
    }),
  listMonitors: (analysisId: string) =>
    apiRequest(`/api/monitors?analysisId=${encodeURIComponent(analysisId)}`, { schema: visitorMonitorsResponseSchema }),
  grantTempAccess: (email: string, durationHours = 24) =>
    apiRequest('/api/grant-temp-access', { body: { email, durationHours }, schema: tempAccessResponseSchema }).then(
      (r) => Boolean(r),
    ),
};

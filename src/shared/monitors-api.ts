import { z } from 'zod';
import { apiErrorSchema } from './api-error';
import { EMAIL_INVALID, isValidEmail } from './validation';

/** Monitoring with alerts (docs/decisions/022): the visitor's and the admin console's contract. */

const MONITOR_FREQUENCIES = ['daily', 'weekly'] as const;
const MONITOR_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const;
/** Points the overall score must fall between two runs for an alert, unless the monitor says otherwise. */
export const DEFAULT_SCORE_DROP = 10;

/** What one run saw, the part the alert conditions compare; stored per run and as the monitor's baseline. */
export const monitorSnapshotSchema = z.object({
  analysisId: z.string().nullable(),
  /** Overall score; null when the page could not be analysed. */
  score: z.number().nullable(),
  /** Why the page failed (HTTP status, time-out, bot protection…), null when it was read. */
  failure: z.string().nullable(),
  /** Crawlers that AI answers depend on (search index, AI search, user fetch) which are blocked. */
  blockedAgents: z.array(z.string()),
  noindex: z.boolean(),
  /** Severity gates that held, by id. */
  gates: z.array(z.string()),
  /** Gate titles by id, for the alert's wording. */
  gateTitles: z.record(z.string(), z.string()),
});
export type MonitorSnapshot = z.infer<typeof monitorSnapshotSchema>;

const email = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'That email address is too long')
  .refine(isValidEmail, EMAIL_INVALID)
  .transform((e) => e.toLowerCase());
const threshold = z
  .number({ error: 'scoreDropThreshold must be a whole number from 1 to 100' })
  .int('scoreDropThreshold must be a whole number from 1 to 100')
  .min(1, 'scoreDropThreshold must be a whole number from 1 to 100')
  .max(100, 'scoreDropThreshold must be a whole number from 1 to 100')
  .describe(`Points the overall score must fall between two runs for an alert (default ${DEFAULT_SCORE_DROP})`);
const frequency = z
  .enum(MONITOR_FREQUENCIES, { error: 'frequency must be daily or weekly' })
  .describe('daily or weekly');

/** POST /api/monitors: the visitor subscribes the URL of an analysis whose full report they may see. */
export const createVisitorMonitorBodySchema = z.object({
  /** A tenant id sent in the body names the tenant (visitor.md section 7). */
  tenant: z.string().max(63).optional(),
  analysisId: z.string().uuid(),
  frequency,
  email,
});

export const visitorMonitorSchema = z.object({
  id: z.string(),
  url: z.string(),
  frequency: z.enum(MONITOR_FREQUENCIES),
  status: z.enum(MONITOR_STATUSES),
  /** The address, as the visitor typed it (they know it). */
  email: z.string(),
});
export type VisitorMonitor = z.infer<typeof visitorMonitorSchema>;

export const createVisitorMonitorResponseSchema = z.object({
  monitor: visitorMonitorSchema,
  message: z.string(),
});

/** GET /api/monitors?analysisId=: this session's monitors of that analysis's URL. */
export const visitorMonitorsQuerySchema = z.object({
  analysisId: z.string().uuid(),
  tenant: z.string().max(200).optional(),
});
export const visitorMonitorsResponseSchema = z.object({ monitors: z.array(visitorMonitorSchema) });

/**
 * POST /api/monitors/:id/stop: the visitor stops the alerts of a monitor their session created; the
 * answer is shaped as createVisitorMonitorResponseSchema (the monitor, now unsubscribed, and a message).
 */
export const visitorMonitorParams = z.object({ id: z.string().uuid('The monitor id must be a UUID') });
export const stopVisitorMonitorBodySchema = z.object({ tenant: z.string().max(63).optional() }).optional();

/** The signed token of a confirmation or unsubscribe link. */
export const monitorTokenParams = z.object({ token: z.string().min(10).max(200) });

// ---------------------------------------------------------------- admin console

/** A monitor as operators and API keys see it (GET /api/admin/monitors, /api/v1/monitors). */
export const tenantMonitorSchema = z.object({
  id: z.string().describe('The monitor id'),
  url: z.string().describe('The page re-checked, as normalised'),
  frequency: z.enum(MONITOR_FREQUENCIES).describe('How often the page is re-checked'),
  status: z
    .enum(MONITOR_STATUSES)
    .describe('active: runs; pending: waits for its address to confirm; paused; unsubscribed by its address'),
  email: z.string().describe('Where alerts go'),
  scoreDropThreshold: z.number().describe('Points the overall score must fall between two runs for an alert'),
  createdBy: z.string().describe("'visitor', an operator's e-mail, or 'api-key:' and the key's name"),
  nextRunAt: z.string().describe('ISO 8601: when the next re-check is due (while active)'),
  lastRunAt: z.string().nullable().describe('ISO 8601: when the last re-check finished; null before the first'),
  lastScore: z.number().nullable().describe('The overall score the last re-check found'),
  createdAt: z.string().describe('ISO 8601'),
});
export type TenantMonitor = z.infer<typeof tenantMonitorSchema>;

export const adminMonitorSchema = tenantMonitorSchema.extend({ clientId: z.string(), clientName: z.string() });
export type AdminMonitor = z.infer<typeof adminMonitorSchema>;

export const adminMonitorsQuerySchema = z.object({ clientId: z.string().uuid().optional() });
export const adminMonitorsResponseSchema = z.object({
  monitors: z.array(adminMonitorSchema),
  /** The cap of the tenant asked about (clientId), and how many of its monitors count against it. */
  cap: z.object({ max: z.number(), used: z.number() }).nullable(),
});

/** What a monitor is created with, by an operator (with its client) or an API key (its own tenant). */
const monitorFields = {
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url is too long')
    .describe('The page to re-check, e.g. https://example.com/pricing'),
  frequency,
  email: email.describe('Where alerts go: trusted, the monitor is active at once'),
  scoreDropThreshold: threshold.optional(),
};
export const createAdminMonitorBodySchema = z.object({ clientId: z.string().uuid(), ...monitorFields });
export const createV1MonitorBodySchema = z.object(monitorFields).strict();
export type V1MonitorCreate = z.input<typeof createV1MonitorBodySchema>;

/** Pause or resume, the re-check frequency and the alert threshold: any of them, at least one. */
export const updateMonitorBodySchema = z
  .object({
    status: z.enum(['active', 'paused'], { error: 'status must be active or paused' }).optional(),
    frequency: frequency.optional(),
    scoreDropThreshold: threshold.optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send at least one of status, frequency and scoreDropThreshold',
  });
export type MonitorUpdate = z.infer<typeof updateMonitorBodySchema>;

/** GET /api/v1/monitors. */
export const v1MonitorListSchema = z.object({
  monitors: z.array(tenantMonitorSchema),
  total: z.number().describe("All the tenant's monitors, whatever their status; page on with offset"),
  cap: z
    .object({ max: z.number(), used: z.number() })
    .describe("The tenant's limit of active and pending monitors, and how many count against it"),
});
export type V1MonitorList = z.infer<typeof v1MonitorListSchema>;

/** 4xx bodies the monitor routes answer with. */
export const monitorRefusals = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
} as const;

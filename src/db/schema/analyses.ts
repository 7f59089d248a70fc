import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, boolean, jsonb, timestamp, real, integer, index } from 'drizzle-orm/pg-core';
import type { AnalysisIntent } from '@/shared/analysis';
import { clients } from './clients';

export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email'),
    freeAnalysisUsed: boolean('free_analysis_used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitor_sessions_client_idx').on(t.clientId)],
);

export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    visitorSessionId: uuid('visitor_session_id').references(() => visitorSessions.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    /** The address's history key (docs/decisions/020): computed by the database from url, so every row has it. */
    normalizedUrl: text('normalized_url').generatedAlwaysAs(sql`url_history_key(url)`),
    kind: text('kind').notNull().default('single_page'),
    /** Pages asked for: 1 for a single page, the plan's count for multi-page; part of the cache key (null on rows older than 0006). */
    maxPages: integer('max_pages'),
    /** The owner's goal the analysis was run for ('visibility' or 'keep-out-of-training'); part of the cache key (docs/decisions/016). */
    intent: text('intent').$type<AnalysisIntent>().notNull().default('visibility'),
    /** Started as the visitor's complimentary analysis (no access): counted by the free-trial limits (docs/decisions/011). */
    isTrial: boolean('is_trial').notNull().default(false),
    /** A copy answered from the result cache: the analysis whose result it holds (completedAt is that run's). */
    cachedFromId: uuid('cached_from_id'),
    /** pending, processing, completed, failed, cancelled */
    status: text('status').notNull().default('pending'),
    overallScore: real('overall_score'),
    aiLlmVisibilityScore: real('ai_llm_visibility_score'),
    techScore: real('tech_score'),
    contentScore: real('content_score'),
    accessibilityScore: real('accessibility_score'),
    authorityScore: real('authority_score'),
    results: jsonb('results'),
    error: text('error'),
    errorCode: text('error_code'),
    originIp: text('origin_ip'),
    jobId: text('job_id'),
    /** A random id the browser chose for its request, so it can follow progress before the answer arrives. */
    requestId: uuid('request_id'),
    /** 0 before the work starts, then the spec's steps 1..7, so any process can follow progress. */
    progressStep: integer('progress_step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRequested: timestamp('last_requested', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('analyses_client_created_idx').on(t.clientId, t.createdAt),
    index('analyses_created_idx').on(t.createdAt),
    index('analyses_client_url_idx').on(t.clientId, t.url, t.createdAt),
    // A URL's timeline (docs/decisions/020).
    index('analyses_client_normalized_url_idx').on(t.clientId, t.normalizedUrl, t.createdAt),
    index('analyses_score_idx').on(t.overallScore),
    index('analyses_last_requested_idx').on(t.lastRequested),
    index('analyses_status_idx').on(t.status),
    index('analyses_request_idx').on(t.requestId),
    // The free trial's per-address daily count.
    index('analyses_trial_ip_idx')
      .on(t.clientId, t.originIp, t.createdAt)
      .where(sql`${t.isTrial}`),
    // The admin usage search (`url ILIKE '%term%'`): trigrams let it skip the rows that cannot match.
    index('analyses_url_trgm_idx').using('gin', t.url.op('gin_trgm_ops')),
  ],
);

/**
 * How many analyses each tenant has, kept exact by statement triggers on `analyses` (migration 0008), so
 * the usage list's total needs no count over every row (docs/decisions/023).
 */
export const analysisCounts = pgTable('analysis_counts', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

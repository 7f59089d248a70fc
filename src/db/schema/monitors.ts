import { pgTable, uuid, text, integer, jsonb, timestamp, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnalysisIntent } from '@/shared/analysis';
import type { MonitorSnapshot } from '@/shared/monitors-api';
import { clients } from './clients';
import { analyses, visitorSessions } from './analyses';

/**
 * A URL re-checked on a schedule, with an alert address (docs/decisions/022). Its analyses belong to
 * `visitor_session_id`: the visitor's own session, or a session of its own for an operator's monitor.
 */
export const monitors = pgTable(
  'monitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    visitorSessionId: uuid('visitor_session_id')
      .notNull()
      .references(() => visitorSessions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    intent: text('intent').$type<AnalysisIntent>().notNull().default('visibility'),
    /** daily or weekly */
    frequency: text('frequency').notNull(),
    email: text('email').notNull(),
    /** pending (waits for the address's confirmation), active, paused, unsubscribed */
    status: text('status').notNull(),
    /** An alert when the overall score falls by at least this many points between two runs. */
    scoreDropThreshold: integer('score_drop_threshold').notNull().default(10),
    /** 'visitor' or the admin's e-mail. */
    createdBy: text('created_by').notNull(),
    /** When the sweeper next queues a run (the period's start plus this monitor's offset). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** The last finished run: its period and what it saw, the baseline the next run is compared with. */
    lastPeriod: integer('last_period'),
    lastSnapshot: jsonb('last_snapshot').$type<MonitorSnapshot>(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('monitors_client_idx').on(t.clientId, t.createdAt),
    index('monitors_due_idx').on(t.status, t.nextRunAt),
    uniqueIndex('monitors_client_url_email_idx').on(t.clientId, t.url, t.email),
  ],
);

/** One run per monitor and period: the idempotency key that keeps a period from running twice. */
export const monitorRuns = pgTable(
  'monitor_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitorId: uuid('monitor_id')
      .notNull()
      .references(() => monitors.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    /** queued, running, completed, abandoned (gave up after too many attempts of our own failing) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').$type<MonitorSnapshot>(),
    alerted: boolean('alerted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('monitor_runs_period_idx').on(t.monitorId, t.period),
    index('monitor_runs_status_idx').on(t.status, t.createdAt),
  ],
);

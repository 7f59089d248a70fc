import { pgTable, uuid, text, boolean, integer, real, jsonb, timestamp, index } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { analyses } from './analyses';

export const reportRequests = pgTable(
  'report_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    url: text('url'),
    overallScore: real('overall_score'),
    /** dialog_locked, dialog_unlocked, payment_return */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_requests_client_idx').on(t.clientId, t.createdAt)],
);

export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Makes "send once" hold across retries and restarts (e.g. payment:<id>). */
    dedupeKey: text('dedupe_key').unique(),
    toAddresses: text('to_addresses').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers sent with the mail (e.g. List-Unsubscribe on monitor alerts, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** queued, sent, outbox (no SMTP configured), failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbound_mail_status_idx').on(t.status, t.createdAt)],
);

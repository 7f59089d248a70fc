import { pgTable, uuid, text, integer, timestamp, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { analyses, visitorSessions } from './analyses';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    visitorSessionId: uuid('visitor_session_id').references(() => visitorSessions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    productType: text('product_type').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id').unique(),
    stripeCustomerId: text('stripe_customer_id'),
    /** open, paid, expired */
    status: text('status').notNull().default('open'),
    reportSentAt: timestamp('report_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payments_client_idx').on(t.clientId), index('payments_email_idx').on(t.clientId, t.email)],
);

export const accessCodes = pgTable(
  'access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the normalised code; the code itself is shown once at creation. */
    codeHash: text('code_hash').notNull().unique(),
    codePrefix: text('code_prefix').notNull(),
    description: text('description'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    usedCount: integer('used_count').notNull().default(0),
    maxUses: integer('max_uses'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('access_codes_client_idx').on(t.clientId)],
);

export const accessGrants = pgTable(
  'access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    visitorSessionId: uuid('visitor_session_id').references(() => visitorSessions.id, { onDelete: 'cascade' }),
    /** null: every analysis of the session (access codes, temporary access). */
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** paid, access_link (opened through a payer's e-mailed link), access_code, temporary */
    accessType: text('access_type').notNull(),
    sourceId: text('source_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_grants_session_idx').on(t.visitorSessionId),
    uniqueIndex('access_grants_source_idx').on(t.accessType, t.sourceId),
  ],
);

/**
 * What a payment made before any analysis (paid_first) buys: one analysis of its product type, spent
 * by the first finished analysis of that kind the owning visitor session opens (docs/decisions/008).
 * Never session-wide access.
 */
export const accessCredits = pgTable(
  'access_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** One credit per payment: fulfilling a payment again (verify, webhook, replays) adds nothing. */
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The session that may spend it (the payer's; an access link may move an unspent credit). */
    visitorSessionId: uuid('visitor_session_id').references(() => visitorSessions.id, { onDelete: 'set null' }),
    /** single_page, multi_page or competitor_compare: spent only by an analysis of that kind. */
    productType: text('product_type').notNull(),
    /** The analysis it unlocked; unique, so one analysis never takes two credits. */
    analysisId: uuid('analysis_id')
      .unique()
      .references(() => analyses.id, { onDelete: 'set null' }),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_credits_session_idx').on(t.visitorSessionId)],
);

/**
 * Access links e-mailed to a payer (docs/decisions/008): the token is `<id>.<HMAC>` (key from
 * APP_SECRET), never stored; the row holds its expiry and its one use (used_at, set by one
 * conditional UPDATE).
 */
export const accessLinks = pgTable(
  'access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBySessionId: uuid('used_by_session_id').references(() => visitorSessions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_links_payment_idx').on(t.paymentId)],
);

/** Stripe event ids already handled: a replayed webhook grants nothing twice. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  clientId: uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed access-code attempts per key (ip:… or email:…), for slowing and refusing brute force. */
export const accessCodeAttempts = pgTable('access_code_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

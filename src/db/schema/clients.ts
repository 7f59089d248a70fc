import { pgTable, uuid, text, boolean, jsonb, timestamp, integer, index } from 'drizzle-orm/pg-core';
import type { Branding, PrivacyConfig, StoredStripeConfig } from '@/shared/brand';
import type { AnalysisIntent } from '@/shared/analysis';

export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tenant: text('tenant').notNull().unique(),
  domain: text('domain').unique(),
  entryMode: text('entry_mode').notNull().default('free_first'),
  locale: text('locale').notNull().default('en-US'),
  companyName: text('company_name'),
  companyDescription: text('company_description'),
  supportEmail: text('support_email'),
  logoUrl: text('logo_url'),
  isActive: boolean('is_active').notNull().default(true),
  /** Reachable only on its own domain: `?tenant=`, the x-tenant cookie and body tenant hints naming it elsewhere are refused (docs/decisions/011). */
  isPrivate: boolean('is_private').notNull().default(false),
  /** Result cache window in minutes (0 = off), capped by ANALYSIS_CACHE_MINUTES (docs/decisions/011). */
  analysisCacheMinutes: integer('analysis_cache_minutes').notNull().default(10),
  /** The goal an analysis declares when the visitor's request names none: 'visibility' or 'keep-out-of-training' (docs/decisions/016). */
  /** Monitors that may be active (or waiting for confirmation) at once (docs/decisions/022). */
  maxActiveMonitors: integer('max_active_monitors').notNull().default(25),
  defaultIntent: text('default_intent').$type<AnalysisIntent>().notNull().default('visibility'),
  branding: jsonb('branding').$type<Branding>().notNull().default({}),
  privacyConfig: jsonb('privacy_config').$type<PrivacyConfig>().notNull().default({}),
  /** Secrets inside are encrypted with a key derived from APP_SECRET (see server/services/secrets). */
  stripeConfig: jsonb('stripe_config').$type<StoredStripeConfig>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Minor units (cents, pence). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('USD'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_client_idx').on(t.clientId)],
);

export const clientConfigHistory = pgTable(
  'client_config_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    changeDescription: text('change_description').notNull(),
    /** The client row after the change. Stripe secrets are left out (older entries may still hold them encrypted). */
    snapshot: jsonb('snapshot').notNull(),
    /**
     * The snapshot fields this entry is about (e.g. ["branding"]); a restore puts back only these.
     * null on entries recorded before this column: they hold what differs from the entry before them.
     */
    fields: jsonb('fields').$type<string[]>(),
    /** Changes outside the client row (products and prices): what changed, for the record. */
    details: jsonb('details'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_history_client_idx').on(t.clientId, t.createdAt)],
);

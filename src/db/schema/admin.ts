import { pgTable, uuid, text, boolean, timestamp, index, jsonb } from 'drizzle-orm/pg-core';
import { clients } from './clients';

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  role: text('role').notNull(),
  /**
   * 'all' (every tenant), or anything else: only the client in client_id. Rows migrated from the
   * tenant-slug era keep their old slug here for the record; access follows client_id alone.
   */
  tenantAccess: text('tenant_access').notNull().default('all'),
  /** The one client a tenant-scoped user may act for, by its immutable id (renaming a tenant id keeps it). */
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.adminUserId)],
);

/** Who changed which admin user how (created, role, tenant scope, deactivated, reactivated). */
export const adminUserChanges = pgTable(
  'admin_user_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    changeDescription: text('change_description').notNull(),
    /** The user's role, scope and status after the change. */
    snapshot: jsonb('snapshot').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_user_changes_user_idx').on(t.adminUserId, t.createdAt)],
);

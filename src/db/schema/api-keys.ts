import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * Keys of the public API (/api/v1), one tenant each. The key itself is never stored: only its
 * SHA-256 (high-entropy keys need no slow hash) and its last 4 characters, for the console's list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** sha256 hex of the whole key. */
    keyHash: text('key_hash').notNull().unique(),
    last4: text('last4').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved at most once a minute (services/api-keys.ts), so a busy key costs no write per call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set once; a revoked key stays listed for the record and is refused. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'full' or 'read' (GET only, docs/decisions/029); keys made before scopes existed are full. */
    scope: text('scope').notNull().default('full'),
  },
  (t) => [index('api_keys_client_idx').on(t.clientId, t.createdAt)],
);

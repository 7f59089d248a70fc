import { pgTable, uuid, text, integer, jsonb, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { analyses } from './analyses';

/**
 * The competitors' pages of a comparison (issue 16): the comparison itself is an analysis of kind
 * competitor_compare (the visitor's own page, paid for, locked and queued as any analysis); each
 * competitor page is analysed by the same job and its engine result kept here.
 */
export const competitors = pgTable(
  'competitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    /** 1..3, the order the visitor entered them in. */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** pending, completed, failed */
    status: text('status').notNull().default('pending'),
    results: jsonb('results'),
    error: text('error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('competitors_analysis_position_idx').on(t.analysisId, t.position)],
);

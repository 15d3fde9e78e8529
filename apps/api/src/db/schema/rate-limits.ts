import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Rate-limit counters every API process shares (when REDIS_URL is unset): one
 * row per key and fixed window. A hit in an expired window starts it again,
 * so a row is reused rather than added; the nightly prune removes the rest.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_index').on(t.expiresAt)],
);

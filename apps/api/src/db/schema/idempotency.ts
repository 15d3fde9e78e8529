import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';

/**
 * The first answer to a request sent with an `Idempotency-Key` header, kept so
 * a client that repeats the request (a double click, a retry after a lost
 * answer) gets the same answer and the change is applied once. A key belongs
 * to the user who sent it; the fingerprint is the method, path and body it
 * was first sent with, so reusing a key for another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_index').on(t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Keys of replay-safe writes (Idempotency-Key, issue 24), one per account and key. A row without a
 * status is a request still being handled; with one, the answer a repeat gets. Kept for
 * IDEMPOTENCY_WINDOW_HOURS, then removed as new keys arrive.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD path` of the request: a key reused for another endpoint is refused, not answered. */
    endpoint: text('endpoint').notNull(),
    /**
     * SHA-256 of what the request carried (fields and files): a key reused with other content is
     * refused, not answered with the first content's result. Null on rows kept from before it.
     */
    bodyHash: text('body_hash'),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_time_idx').on(t.createdAt)],
);

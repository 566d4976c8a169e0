import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to every money-moving request, by the caller's `Idempotency-Key` (Stripe's rule): a retry with
 * the same key and the same request gets the stored answer and moves nothing; the same key with another request is
 * refused. The row is written in the transaction that moves the money, so a request that failed leaves no key.
 * Kept at least IDEMPOTENCY_KEEP_HOURS (services/housekeeping.ts removes older ones).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: integer('owner_id').notNull(),
    key: text('key').notNull(),
    /** The operation (`wallet.exchange`, `recharge.create`, ...). */
    scope: text('scope').notNull(),
    /** SHA-256 of the operation and its parameters. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

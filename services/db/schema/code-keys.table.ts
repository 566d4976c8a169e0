import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Proof that a code was verified (`pcdk` / `ecdk`): the key itself goes to the client, its HMAC is the primary
 * key here. Bound to one identifier and purpose, lives 10 minutes, single-use.
 */
export const codeKeys = pgTable('code_keys', {
  keyHash: text('key_hash').primaryKey(),
  identifier: text('identifier').notNull(),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Picture captchas. The answer is stored as an HMAC; `test_text` keeps the plain answer only when the services
 * run with PORTAL_TEST_HOOKS=1 (never in production), for `GET /dev/captcha/{id}`.
 */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  textHash: text('text_hash').notNull(),
  testText: text('test_text'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

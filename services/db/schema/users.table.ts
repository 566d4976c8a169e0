import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Members and staff. `phone` holds the phone identifier (`86-13812345678`), `primary_email` the normalized address. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').unique(),
  primaryEmail: text('primary_email').unique(),
  nickname: text('nickname'),
  avatar: text('avatar'),
  passwordHash: text('password_hash').notNull(),
  /** Null until the member changes the password (the old-password method stays disabled until then). */
  passwordModifiedAt: timestamp('password_modified_at', { withTimezone: true }),
  transactionPasswordHash: text('transaction_password_hash'),
  transactionPasswordModifiedAt: timestamp('transaction_password_modified_at', { withTimezone: true }),
  localization: text('localization').notNull().default('zh'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Six-digit codes sent by SMS or e-mail, stored as an HMAC; dead after `expires_at`, 5 wrong tries, or use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    identifier: text('identifier').notNull(),
    /** `signup` or `reset` (smsType / emailType 1 and 2). */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_codes_identifier_idx').on(t.identifier, t.createdAt)],
);

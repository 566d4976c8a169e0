import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Members' bank cards with their verification lifecycle (machines/identity/bank-card.machine.ts). The full
 * `card_number` is kept because payouts (withdrawals, later issues) need it; it leaves the services only to its
 * owner's detail call, everyone else sees `last4`. `deposit_fen` (the micro-deposit) never leaves the services.
 * Partial unique indexes hold the cross-card rules even under concurrent requests: one card verifying per
 * member, one default card per member.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    /** The dotted state (`verifying`, `verified`, ...), indexed for the queues. */
    status: text('status').notNull(),
    version: integer('version').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    cardNumber: text('card_number').notNull(),
    last4: text('last4').notNull(),
    bankCode: text('bank_code').notNull(),
    cardType: text('card_type').notNull(),
    branchName: text('branch_name').notNull(),
    mobile: text('mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    depositFen: integer('deposit_fen'),
    depositSentAt: timestamp('deposit_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * When wrong amounts locked the card. Kept after the card is deleted: the same number cannot be bound again by
     * this member for a while, so deleting and rebinding does not buy fresh guesses at the deposit.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bank_cards_user_idx').on(t.userId),
    index('bank_cards_status_idx').on(t.status),
    index('bank_cards_number_idx').on(t.cardNumber),
    uniqueIndex('bank_cards_one_verifying_idx').on(t.userId).where(sql`${t.status} = 'verifying'`),
    uniqueIndex('bank_cards_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

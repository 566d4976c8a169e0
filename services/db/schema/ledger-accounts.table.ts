import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts of the double-entry ledger (services/wallet/ledger.ts): each member's CNY wallet and platform-coin
 * wallet, and the platform's own accounts. `balance_fen` is a cache of the sum of the account's postings, written
 * in the same transaction as the postings; the reconciliation check compares the two.
 *
 * Sign convention: a posting adds to the account it names, and every transfer's postings sum to zero. Member and
 * liability accounts stay at or above zero (the CHECK); the platform's bank-clearing account mirrors the money in
 * the platform's bank account and goes negative as money comes in (`allow_negative`).
 *
 * A platform account may be split into sub-accounts (`shard` 0, 1, ...: one row each, same kind) so that movements
 * that all touch it do not queue on one row (issue 11: every exchange moves the coin reserve and issuance). The
 * account's balance is the sum of its sub-accounts; each sub-account keeps the CHECK on its own, so the sum does
 * too. `ledger_transfer` (migrations 0005, 0006) picks the sub-accounts; callers name the account by any of them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** member_cny | member_coin | platform_bank_clearing | platform_pending_withdrawals | platform_fees | ... (ledger-accounts.ts) */
    kind: text('kind').notNull(),
    /** The member of a member account; null for the platform's accounts. */
    ownerUserId: integer('owner_user_id'),
    /** CNY or COIN (platform coin, 1:1 with CNY). */
    currency: text('currency').notNull(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /** The sub-account of a platform account (0 for members and for platform accounts that are not split). */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_idx').on(t.kind, t.ownerUserId).where(sql`${t.ownerUserId} is not null`),
    uniqueIndex('ledger_accounts_platform_idx').on(t.kind, t.shard).where(sql`${t.ownerUserId} is null`),
    check('ledger_accounts_not_negative', sql`${t.allowNegative} or ${t.balanceFen} >= 0`),
  ],
);

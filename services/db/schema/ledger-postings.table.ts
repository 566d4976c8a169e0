import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The legs of a transfer: a signed amount on one account and that account's balance right after it (so a member's
 * statement needs no running sum). A deferred constraint trigger (migration 0002) refuses a transaction that leaves
 * any transfer's postings not summing to zero; another refuses updates and deletes.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_transfer_idx').on(t.transferId),
    check('ledger_postings_not_zero', sql`${t.amountFen} <> 0`),
  ],
);

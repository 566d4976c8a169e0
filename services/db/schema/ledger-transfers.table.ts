import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One movement of money: a double-entry transfer whose postings (ledger_postings) sum to zero. Never updated or
 * deleted (a trigger refuses it, migration 0002): a correction is a new transfer that `reverses` the old one.
 * `idempotency_key` is unique, so applying the same movement twice finds the first one instead.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** recharge | withdrawHold | withdrawPayout | withdrawRelease | exchange | payReviewFee | microDeposit | reversal */
    type: text('type').notNull(),
    /** What the transfer belongs to: recharge_order, withdrawal, exchange, ... with its id. */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    memo: text('memo'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_idx').on(t.idempotencyKey),
    uniqueIndex('ledger_transfers_reverses_idx').on(t.reversesTransferId),
    index('ledger_transfers_reference_idx').on(t.referenceType, t.referenceId),
    index('ledger_transfers_created_idx').on(t.createdAt),
  ],
);

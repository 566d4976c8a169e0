import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Withdrawals with their lifecycle (machines/wallet/withdrawal.machine.ts). The receiving card is copied at
 * submission (the full number is what operations pay to; members see the last four digits). The ledger transfers
 * that held, paid out or released the amount are referenced by id.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    feeRateBp: integer('fee_rate_bp').notNull(),
    receivedFen: bigint('received_fen', { mode: 'number' }).notNull(),
    bankCardId: integer('bank_card_id').notNull(),
    cardBankCode: text('card_bank_code').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardNumber: text('card_number').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    bankReference: text('bank_reference'),
    reason: text('reason'),
    startedBy: integer('started_by'),
    paidBy: integer('paid_by'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    payingAt: timestamp('paying_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_no_idx').on(t.orderNo),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);

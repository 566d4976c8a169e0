import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Recharge orders with their lifecycle (machines/wallet/recharge-order.machine.ts). The card is copied (bank,
 * last four digits) so the record reads the same after the card is unlinked. `credit_transfer_id` is the ledger
 * transfer that credited the wallet on approval.
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    bankCardId: integer('bank_card_id').notNull(),
    cardBankCode: text('card_bank_code').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The code the member writes in the transfer's remark, so operations can match the bank line to the order. */
    remarkCode: text('remark_code').notNull(),
    transferReference: text('transfer_reference'),
    voucherKey: text('voucher_key'),
    reason: text('reason'),
    /** Remit (or resubmit after a rejection) before this, or the order fails. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    creditTransferId: bigint('credit_transfer_id', { mode: 'number' }),
    reviewedBy: integer('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('recharge_orders_no_idx').on(t.orderNo),
    index('recharge_orders_user_idx').on(t.userId, t.createdAt),
    index('recharge_orders_status_idx').on(t.status, t.createdAt),
    index('recharge_orders_deadline_idx').on(t.deadlineAt).where(sql`${t.status} in ('awaitingTransfer', 'awaitingProof')`),
  ],
);

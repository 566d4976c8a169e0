import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Review-fee crowdfunding campaigns with their lifecycle (machines/requirement/crowdfunding.machine.ts). The target
 * is the requirement's review fee; `raised_fen` follows the machine's context; `ends_at` is the window's end.
 */
export const crowdfundingCampaigns = pgTable(
  'crowdfunding_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    targetFen: bigint('target_fen', { mode: 'number' }).notNull(),
    raisedFen: bigint('raised_fen', { mode: 'number' }).notNull().default(0),
    returnRatioBp: integer('return_ratio_bp').notNull(),
    /** The application date the publisher gives (YYYY-MM-DD). */
    applicationDate: text('application_date').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('crowdfunding_requirement_idx').on(t.requirementId), index('crowdfunding_status_idx').on(t.status, t.endsAt)],
);

/**
 * One funder's contribution: the coins moved into escrow (`transfer_id`), and, when the campaign fails or is
 * cancelled, the refund (`refund_transfer_id`, at most one: its ledger key is `crowdfunding:contribution:{id}:refund`).
 * `share_bp` is the funder's share of the return the publisher offered, recorded when the campaign is funded.
 */
export const crowdfundingContributions = pgTable(
  'crowdfunding_contributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id').notNull(),
    requirementId: integer('requirement_id').notNull(),
    userId: integer('user_id').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }),
    shareBp: integer('share_bp'),
    /** held | settled | refunded */
    status: text('status').notNull(),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('contributions_campaign_idx').on(t.campaignId), index('contributions_user_idx').on(t.userId, t.createdAt)],
);

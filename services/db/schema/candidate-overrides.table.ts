import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Operations' overrides of the invitation ranking (docs/requirements.md "Who is invited"): per requirement, invite
 * kind (`cate` 1-9) and member, `include` (pinned: invited first when the kind's step sends its invitations, still
 * only if `mayReceiveInvite`) or `exclude` (never invited to that step). No row: the ranking alone decides. Clearing
 * an override deletes its row.
 */
export const candidateOverrides = pgTable(
  'candidate_overrides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    cate: integer('cate').notNull(),
    userId: integer('user_id').notNull(),
    mode: text('mode').$type<'include' | 'exclude'>().notNull(),
    /** The operator who set it. */
    decidedBy: integer('decided_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('candidate_overrides_once_idx').on(t.requirementId, t.cate, t.userId)],
);

import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The all-people review of breakdown plans (stage 2, during the analysis review's window; docs/requirements.md
 * "All-people review plan"): one vote per member and requirement, for one plan, changeable until the window ends;
 * votes only break ties between plans with the same mean score.
 */
export const planVotes = pgTable(
  'plan_votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    planId: integer('plan_id').notNull(),
    userId: integer('user_id').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('plan_votes_once_idx').on(t.requirementId, t.userId), index('plan_votes_plan_idx').on(t.planId)],
);

/** Hall members' comments on breakdown plans (at most 500 characters each), shown beside the experts' scores. */
export const planComments = pgTable(
  'plan_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    planId: integer('plan_id').notNull(),
    userId: integer('user_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_comments_plan_idx').on(t.planId, t.createdAt)],
);

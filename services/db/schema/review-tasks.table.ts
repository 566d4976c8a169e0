import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Review tasks (stage 2: analysis review, kind 4, and expert review, kind 7; machines/requirement/review-task.machine.ts):
 * one per accepted review invitation, with the lifecycle columns. `guidelines_at` records when the reviewer
 * acknowledged the review guidelines (required of experts before they score).
 */
export const reviewTasks = pgTable(
  'review_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    invitationId: integer('invitation_id').notNull(),
    userId: integer('user_id').notNull(),
    cate: integer('cate').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    guidelinesAt: timestamp('guidelines_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('review_tasks_invitation_idx').on(t.invitationId), index('review_tasks_requirement_idx').on(t.requirementId, t.cate, t.status)],
);

/**
 * One reviewer's scorecard of one item (a breakdown plan for kind 4, a solution for kind 7): the whole-number score
 * per criterion key, the weighted total in tenths of a point (machines/rules/scorecard.ts), and the comment.
 */
export const reviewScores = pgTable(
  'review_scores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => reviewTasks.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    totalTenths: integer('total_tenths'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [uniqueIndex('review_scores_item_idx').on(t.taskId, t.itemId)],
);

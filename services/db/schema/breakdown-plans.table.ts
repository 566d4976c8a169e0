import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Metric } from '../../../machines/rules/breakdown-plan';

/**
 * Breakdown plans (stage 2, step 1, invitations of kind 3; machines/requirement/breakdown-plan.machine.ts): one per
 * accepted analysis invitation, with the lifecycle columns. Its sub-topics are rows of `sub_topics`, replaced
 * whole on every save while the plan is a draft and fixed once it is submitted (solutions name them by id).
 */
export const breakdownPlans = pgTable(
  'breakdown_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    invitationId: integer('invitation_id').notNull(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('breakdown_plans_invitation_idx').on(t.invitationId), index('breakdown_plans_requirement_idx').on(t.requirementId, t.status)],
);

/** The sub-topics of a breakdown plan, in the analyst's order (`position` from 1). */
export const subTopics = pgTable(
  'sub_topics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => breakdownPlans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    categoryId: integer('category_id'),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    researchContent: text('research_content').notNull(),
    expectedResults: text('expected_results').notNull(),
    metrics: jsonb('metrics').$type<Metric[]>().notNull(),
    technicalBasis: text('technical_basis').notNull(),
    integration: boolean('integration').notNull().default(false),
  },
  (t) => [uniqueIndex('sub_topics_position_idx').on(t.planId, t.position)],
);

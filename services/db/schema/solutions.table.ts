import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApproachStep, PlanStep, TeamStep } from '../../../machines/rules/solution';
import type { RequirementAttachment } from './requirements.table';

/**
 * Solutions (stage 2, step 3, invitations of kind 5; machines/requirement/solution.machine.ts): one provider's
 * answer to one sub-topic of the selected breakdown plan, with the lifecycle columns. The four steps' content is
 * kept per step (null until that step is saved); the rich text of step 2 is stored sanitized with its visible text.
 */
export const solutions = pgTable(
  'solutions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    invitationId: integer('invitation_id').notNull(),
    subTopicId: integer('sub_topic_id').notNull(),
    userId: integer('user_id').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    approach: jsonb('approach').$type<ApproachStep>(),
    detailHtml: text('detail_html'),
    detailText: text('detail_text'),
    attachments: jsonb('attachments').$type<RequirementAttachment[]>().notNull().default([]),
    team: jsonb('team').$type<TeamStep>(),
    plan: jsonb('plan').$type<PlanStep>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('solutions_once_idx').on(t.invitationId, t.subTopicId), index('solutions_requirement_idx').on(t.requirementId, t.status)],
);

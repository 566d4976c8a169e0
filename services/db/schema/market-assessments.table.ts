import { boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MarketAssessmentForm } from '../../../machines/rules/market-assessment';

/**
 * Detailed market assessments (stage 2 step -1, invitations of kind 6; machines/rules/market-assessment.ts): one
 * form per accepted invitation, saved as a draft until it is complete and submitted. The form is kept as typed
 * (`form`), checked by the same rules the page shows; only submitted forms count in the aggregate.
 */
export const marketAssessments = pgTable(
  'market_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    invitationId: integer('invitation_id').notNull(),
    userId: integer('user_id').notNull(),
    form: jsonb('form').$type<MarketAssessmentForm>().notNull(),
    submitted: boolean('submitted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('market_assessments_invitation_idx').on(t.invitationId), index('market_assessments_requirement_idx').on(t.requirementId, t.submitted)],
);

import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/**
 * A member's industry expert application (issue 12; machines/identity/expert-application.machine.ts). One row per
 * member: a rejected application is edited and submitted again in place, the log (`entity_transitions`, entity
 * type `expert_application`) keeps every decision. A member is an expert while their row's status is `approved`;
 * only experts receive invitations of kinds 4 and 7 (`mayReceiveInvite`).
 */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    /** Industry (sub-)category ids of the fields of expertise, in the order chosen. */
    fieldIds: jsonb('field_ids').$type<number[]>().notNull(),
    /** Object keys of the credential uploads (the member's own, checked by content when uploaded). */
    credentials: jsonb('credentials').$type<string[]>().notNull(),
    introduction: text('introduction').notNull(),
    /** The reason of the last rejection, shown to the member. */
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('expert_applications_user_idx').on(t.userId), index('expert_applications_status_idx').on(t.status, t.submittedAt)],
);

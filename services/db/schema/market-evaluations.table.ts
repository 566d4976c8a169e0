import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Initial market evaluations: one answer (a market size range of spec 3) per assessor and evaluation round. */
export const marketEvaluations = pgTable(
  'market_evaluations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    invitationId: integer('invitation_id').notNull(),
    userId: integer('user_id').notNull(),
    round: integer('round').notNull(),
    marketSize: text('market_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('market_evaluations_once_idx').on(t.requirementId, t.round, t.userId), index('market_evaluations_user_idx').on(t.userId, t.createdAt)],
);

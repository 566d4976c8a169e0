import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The one line an invited member reads (the ranking's strongest part, services/requirements/ranking/score.ts):
 * `fields` {zh, en: the matched field names}, `text` {terms: the matched words}, `category`, `track` {completed},
 * `available`, or `added` (operations added them by hand).
 */
export type InvitationReason = { key: 'fields' | 'text' | 'category' | 'track' | 'available' | 'added'; params: Record<string, string> };

/**
 * Why a member was invited: the ranking's parts (docs/requirements.md "Who is invited"), shown to operations.
 * `load` is the count of open invitations; the parts from `textRelevance` on are absent from invitations ranked
 * before the text ranking (read them as 0, the reason as absent).
 */
export type InvitationRank = {
  score: number;
  fieldMatch: number;
  categoryMatch: number;
  load: number;
  textRelevance?: number;
  trackRecord?: number;
  loadPenalty?: number;
  reason?: InvitationReason;
};

/**
 * Invitations with their lifecycle (machines/requirement/invitation.machine.ts): one member, one requirement, one
 * kind (`cate`, invite type 1-9). `expires_at` is the deadline of the current state (the answer time while
 * pending, the task's window once accepted). `pay_back_fen` is what the task pays (0 where it pays nothing).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id').notNull(),
    userId: integer('user_id').notNull(),
    cate: integer('cate').notNull(),
    stateValue: jsonb('state_value').notNull(),
    context: jsonb('context').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The end of the step's window: an accepted invitation's deadline . */
    taskEndsAt: timestamp('task_ends_at', { withTimezone: true }),
    payBackFen: bigint('pay_back_fen', { mode: 'number' }).notNull().default(0),
    rank: jsonb('rank').$type<InvitationRank>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invitations_once_idx').on(t.requirementId, t.cate, t.userId),
    index('invitations_user_idx').on(t.userId, t.status, t.cate, t.id),
    index('invitations_requirement_idx').on(t.requirementId, t.cate, t.status),
  ],
);

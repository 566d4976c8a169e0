import { integer, jsonb, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Who joined the project hall, in which participant kind (machines/codes participantKind, '1'-'5'), with the
 * fields of interest (industry ids) invitations are matched on. One row per member and kind.
 */
export const hallMembers = pgTable(
  'hall_members',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    industryIds: jsonb('industry_ids').$type<number[]>().notNull().default([]),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), index('hall_members_kind_idx').on(t.kind)],
);

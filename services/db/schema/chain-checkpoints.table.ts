import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Checkpoints of the transition log (docs/workflow.md): each folds the hashes of the rows it sealed (in id order)
 * and the previous checkpoint's root into `root_hash`. Published outside the database, a root makes rewriting any
 * sealed row detectable even by someone who owns the database.
 */
export const chainCheckpoints = pgTable(
  'chain_checkpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rootHash: text('root_hash').notNull(),
    prevRootHash: text('prev_root_hash').notNull(),
    transitions: integer('transitions').notNull(),
    lastTransitionId: bigint('last_transition_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('chain_checkpoints_prev_idx').on(t.prevRootHash)],
);

import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The append-only transition log of every entity with a lifecycle (DESIGN.md section 3): real-name
 * applications, face checks, bank cards, and the money flows of later issues. One row per accepted event:
 * who (member, operations staff, or the system when `actor_id` is null), which event, from which state to which,
 * when, and the reason an operations decision gave. Never updated or deleted (triggers refuse it; the only
 * writes after insert fill a legacy row's hash once and record the checkpoint that sealed a row).
 */
export const entityTransitions = pgTable(
  'entity_transitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `real_name`, `face_check`, `bank_card`, ... */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** 1 for the creation, then one more per event: with the entity's `version`, it orders the log. */
    seq: integer('seq').notNull(),
    event: text('event').notNull(),
    fromValue: jsonb('from_value'),
    toValue: jsonb('to_value').notNull(),
    actorId: integer('actor_id'),
    /** The role the actor acted in (`member`, `operations`, `system`). */
    actorRole: text('actor_role').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The hash of the entity's previous row (64 zeros for its first): the rows of one entity form a chain. */
    prevHash: text('prev_hash'),
    /** SHA-256 over `prev_hash` and the row's canonical content (services/lib/hash-chain.ts). */
    hash: text('hash'),
    /** The checkpoint that sealed this row (chain_checkpoints), null until the next one is made. */
    checkpointId: integer('checkpoint_id'),
  },
  (t) => [
    uniqueIndex('entity_transitions_entity_seq_idx').on(t.entityType, t.entityId, t.seq),
    index('entity_transitions_actor_idx').on(t.actorId, t.at),
    index('entity_transitions_checkpoint_idx').on(t.checkpointId),
  ],
);

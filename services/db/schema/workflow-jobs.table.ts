import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one durable job table of the workflow engine (docs/workflow.md): effects that run after an entity's
 * transaction committed (`effect`, e.g. send the micro-deposit), and deadlines that deliver `timer.expired`
 * (`deadline`). Written in the transaction of the step that asked for it, so a crash after commit leaves the job
 * here for the scheduler. Claimed only by the entity store (services/lib/entity-store.ts); `done_at` set once.
 */
export const workflowJobs = pgTable(
  'workflow_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The action the machine named (`sendDeposit`) or the event a deadline delivers (`timer.expired`). */
    name: text('name').notNull(),
    /** The entity's version when the job was written. */
    entityVersion: integer('entity_version').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** A runner holds the job until then; past it, another may take it over (the runner died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** done | fired | superseded | skipped | rescheduled */
    outcome: text('outcome'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('workflow_jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} IS NULL`),
    index('workflow_jobs_entity_idx').on(t.entityType, t.entityId).where(sql`${t.doneAt} IS NULL`),
  ],
);
